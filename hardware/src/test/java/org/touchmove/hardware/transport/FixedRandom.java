package org.touchmove.hardware.transport;

import java.util.random.RandomGenerator;

/** A "random" generator whose {@link #nextDouble()} returns the given values in turn, forever. */
final class FixedRandom implements RandomGenerator {
  private final double[] values;
  private int next;

  FixedRandom(double... values) {
    this.values = values.clone();
  }

  @Override
  public double nextDouble() {
    double v = values[next];
    next = (next + 1) % values.length;
    return v;
  }

  @Override
  public long nextLong() {
    throw new UnsupportedOperationException("only nextDouble is scripted");
  }
}
