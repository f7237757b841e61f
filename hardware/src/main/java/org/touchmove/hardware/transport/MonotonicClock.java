package org.touchmove.hardware.transport;

import java.time.Instant;
import java.time.InstantSource;

/**
 * Wall-clock instants that never go backwards: the wall time at creation plus {@link
 * System#nanoTime()} elapsed since. Arrival times in a capture must not decrease, and an NTP step
 * or a daylight-saving mistake must not make a recording invalid.
 */
public final class MonotonicClock implements InstantSource {
  private final Instant origin;
  private final long originNanos;

  private MonotonicClock(Instant origin, long originNanos) {
    this.origin = origin;
    this.originNanos = originNanos;
  }

  /** A clock anchored at the system clock's current instant. */
  public static MonotonicClock fromSystemClock() {
    return new MonotonicClock(Instant.now(), System.nanoTime());
  }

  @Override
  public Instant instant() {
    return origin.plusNanos(System.nanoTime() - originNanos);
  }
}
