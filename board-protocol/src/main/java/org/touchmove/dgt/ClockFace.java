package org.touchmove.dgt;

import java.time.Duration;

/**
 * One face of a DGT clock in a clock-data message: three bytes {@code 0fph hhhh}, minutes (BCD),
 * seconds (BCD), where {@code h} is the hours nibble and the flag bits are {@link ClockFaceBit}s
 * (spec/dgt-protocol.md §5.3.1).
 *
 * @param hours 0..9
 * @param minutes 0..59 (BCD on the wire: {@code 0x59} is 59)
 * @param seconds 0..59 (BCD on the wire)
 * @param finalFlag the time ran out and the face is blocked at zero
 * @param timePerMove Fischer or Bronstein mode indicator
 * @param flag a flag is shown (end of a period; the face may still run)
 */
public record ClockFace(
    int hours,
    int minutes,
    int seconds,
    boolean finalFlag,
    boolean timePerMove,
    boolean flag) {

  /** Largest hours value of a clock face. */
  public static final int MAX_HOURS = 9;

  private static final int SIXTY = 60;

  /** Checks the ranges; a face outside them cannot come from a clock. */
  public ClockFace {
    if (!isValid(hours, minutes, seconds)) {
      throw new IllegalArgumentException(
          "a clock face shows 0:00:00..9:59:59, not " + hours + ":" + minutes + ":" + seconds);
    }
  }

  /** True for hours 0..9, minutes and seconds 0..59. */
  static boolean isValid(int hours, int minutes, int seconds) {
    return hours >= 0
        && hours <= MAX_HOURS
        && minutes >= 0
        && minutes < SIXTY
        && seconds >= 0
        && seconds < SIXTY;
  }

  /** A face showing {@code time} with no flags set; {@code time} must be under ten hours. */
  public static ClockFace showing(Duration time) {
    long total = time.getSeconds();
    if (total < 0 || total >= (MAX_HOURS + 1L) * SIXTY * SIXTY) {
      throw new IllegalArgumentException("a clock face shows 0:00:00..9:59:59, not " + time);
    }
    return new ClockFace(
        (int) (total / (SIXTY * SIXTY)),
        (int) (total / SIXTY % SIXTY),
        (int) (total % SIXTY),
        false,
        false,
        false);
  }

  /** The time shown. */
  public Duration time() {
    return Duration.ofSeconds(totalSeconds());
  }

  /**
   * The time shown, in whole seconds: {@link #time()} without a {@link Duration}, for the checks
   * made on every clock message (the reconstruction compares faces several times a message).
   */
  public long totalSeconds() {
    return (hours * SIXTY + minutes) * (long) SIXTY + seconds;
  }

  /** {@code "1:23:45"} followed by the flags that are set. */
  @Override
  public String toString() {
    return String.format("%d:%02d:%02d", hours, minutes, seconds)
        + (finalFlag ? " final-flag" : "")
        + (timePerMove ? " time-per-move" : "")
        + (flag ? " flag" : "");
  }
}
