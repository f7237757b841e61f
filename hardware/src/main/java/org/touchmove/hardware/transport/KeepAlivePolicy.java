package org.touchmove.hardware.transport;

import java.time.Duration;
import java.util.Objects;
import org.touchmove.dgt.DgtCommand;

/**
 * Keeping a connected board alive and in sync (spec/dgt-protocol.md §9 step 8, §10; quirks 27 and
 * 30).
 *
 * @param request sent every {@code interval}; must have a reply (picochess uses the serial number)
 * @param interval how often {@code request} is sent
 * @param timeout the link is dead when nothing at all arrived for this long
 * @param modeRefresh re-send the update mode this often, because noise on the host-to-board line
 *     can drop the board to IDLE without a trace; {@link Duration#ZERO} never
 * @param dumpRefresh request a full dump this often (§10, godgt uses 10 s); {@link Duration#ZERO}
 *     never
 */
public record KeepAlivePolicy(
    DgtCommand request,
    Duration interval,
    Duration timeout,
    Duration modeRefresh,
    Duration dumpRefresh) {

  /** Checks the values. */
  public KeepAlivePolicy {
    Objects.requireNonNull(request, "request");
    Objects.requireNonNull(interval, "interval");
    Objects.requireNonNull(timeout, "timeout");
    Objects.requireNonNull(modeRefresh, "modeRefresh");
    Objects.requireNonNull(dumpRefresh, "dumpRefresh");
    if (request.isFramePrefix() || request.reply().isEmpty()) {
      throw new IllegalArgumentException("keep-alive needs a request with a reply: " + request);
    }
    if (interval.isNegative() || interval.isZero() || timeout.compareTo(interval) <= 0) {
      throw new IllegalArgumentException("need 0 < interval < timeout");
    }
    if (modeRefresh.isNegative() || dumpRefresh.isNegative()) {
      throw new IllegalArgumentException("refresh intervals must not be negative");
    }
  }

  /**
   * The serial number every second, dead after 4 s of silence, the update mode again every 10 s, no
   * periodic dump.
   */
  public static KeepAlivePolicy defaults() {
    return new KeepAlivePolicy(
        DgtCommand.RETURN_SERIAL_NUMBER,
        Duration.ofSeconds(1),
        Duration.ofSeconds(4),
        Duration.ofSeconds(10),
        Duration.ZERO);
  }

  /** This policy with another interval and timeout. */
  public KeepAlivePolicy withTiming(Duration newInterval, Duration newTimeout) {
    return new KeepAlivePolicy(request, newInterval, newTimeout, modeRefresh, dumpRefresh);
  }

  /** This policy with other refresh intervals ({@link Duration#ZERO} for never). */
  public KeepAlivePolicy withRefresh(Duration mode, Duration dump) {
    return new KeepAlivePolicy(request, interval, timeout, mode, dump);
  }
}
