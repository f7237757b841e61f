package org.touchmove.dgt;

import java.time.Duration;
import java.util.Objects;

/**
 * How a {@link ClockCommandQueue} paces clock commands (spec/dgt-protocol.md §12.4).
 *
 * @param acknowledged true when the board is in UPDATE or UPDATE_NICE mode and so returns clock
 *     acks; false in IDLE or UPDATE_BOARD, where no ack ever comes (§12.1)
 * @param resendAfter resend a command not acknowledged within this time
 * @param maxAttempts send a command at most this many times
 * @param giveUpAfter stop waiting for an ack this long after the first attempt
 * @param spacing without acks: the pause between two commands
 * @param capacity most commands waiting behind the one in flight
 */
public record ClockQueuePolicy(
    boolean acknowledged,
    Duration resendAfter,
    int maxAttempts,
    Duration giveUpAfter,
    Duration spacing,
    int capacity) {

  /** Checks the values. */
  public ClockQueuePolicy {
    Objects.requireNonNull(resendAfter, "resendAfter");
    Objects.requireNonNull(giveUpAfter, "giveUpAfter");
    Objects.requireNonNull(spacing, "spacing");
    if (resendAfter.isNegative() || resendAfter.isZero() || giveUpAfter.isNegative()
        || spacing.isNegative()) {
      throw new IllegalArgumentException("durations must be positive");
    }
    if (maxAttempts < 1 || capacity < 1) {
      throw new IllegalArgumentException("maxAttempts and capacity must be positive");
    }
  }

  /**
   * What picochess does on serial and USB boards: wait for the ack, resend after 2 s, at most 3
   * attempts, give up after 6 s; the next command goes as soon as the ack arrives; up to 16
   * commands waiting.
   */
  public static ClockQueuePolicy acknowledgedDefaults() {
    return new ClockQueuePolicy(
        true, Duration.ofSeconds(2), 3, Duration.ofSeconds(6), Duration.ZERO, 16);
  }

  /**
   * For a board in IDLE or UPDATE_BOARD mode: send each command once, 100 ms apart (picochess
   * gives the board 100 ms per command), and report it unconfirmed.
   */
  public static ClockQueuePolicy unacknowledgedDefaults() {
    return new ClockQueuePolicy(
        false, Duration.ofSeconds(2), 1, Duration.ofSeconds(6), Duration.ofMillis(100), 16);
  }
}
