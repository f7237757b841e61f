package org.touchmove.hardware.transport;

import java.time.Duration;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * How long to wait before reconnecting: exponential back-off, capped, with jitter so that many
 * boards behind one serial server do not all retry in the same millisecond.
 *
 * @param initialDelay the delay after the first failure
 * @param maxDelay no delay is longer than this
 * @param multiplier each further consecutive failure multiplies the delay by this, at least 1
 * @param jitter 0..1: the delay is scaled by a random factor in {@code [1 - jitter, 1 + jitter]}
 */
public record ReconnectPolicy(
    Duration initialDelay, Duration maxDelay, double multiplier, double jitter) {

  /** Checks the values. */
  public ReconnectPolicy {
    Objects.requireNonNull(initialDelay, "initialDelay");
    Objects.requireNonNull(maxDelay, "maxDelay");
    if (initialDelay.isNegative() || maxDelay.compareTo(initialDelay) < 0) {
      throw new IllegalArgumentException("need 0 <= initialDelay <= maxDelay");
    }
    if (!(multiplier >= 1) || !(jitter >= 0 && jitter <= 1)) {
      throw new IllegalArgumentException("need multiplier >= 1 and 0 <= jitter <= 1");
    }
  }

  /** 0.5 s, doubling, at most 10 s, ±20 %. */
  public static ReconnectPolicy defaults() {
    return new ReconnectPolicy(Duration.ofMillis(500), Duration.ofSeconds(10), 2, 0.2);
  }

  /**
   * The delay after {@code failures} consecutive failures: {@code initialDelay *
   * multiplier^(failures - 1)}, capped at {@code maxDelay}, scaled by the jitter factor, capped
   * again.
   *
   * @param failures 1 or more
   * @param random draws the jitter ({@link RandomGenerator#nextDouble()}, 0 inclusive to 1)
   */
  public Duration delay(int failures, RandomGenerator random) {
    if (failures < 1) {
      throw new IllegalArgumentException("failures must be positive: " + failures);
    }
    double max = maxDelay.toNanos();
    double base = Math.min(max, initialDelay.toNanos() * Math.pow(multiplier, failures - 1.0));
    double factor = 1 + jitter * (2 * random.nextDouble() - 1);
    return Duration.ofNanos(Math.round(Math.min(max, base * factor)));
  }
}
