package org.touchmove.hardware.transport;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import org.touchmove.dgt.DgtCommand;

/**
 * The start-up handshake after every (re)connect (spec/dgt-protocol.md §9; docs/transports.md).
 *
 * @param settle wait this long after opening before the first command (§9 step 1, RFCOMM)
 * @param replyTimeout wait this long for the version reply, and for the dump, per request
 * @param attempts send the version probe, and later the dump request, at most this many times
 * @param identityRequests asked once the version arrived, e.g. the serial number (§9 step 4)
 * @param updateMode {@code SEND_UPDATE_NICE} (clock data and acks), {@code SEND_UPDATE} or {@code
 *     SEND_UPDATE_BOARD} (no clock acks)
 * @param queryClockVersion after the dump, ask the clock for its version (§9 step 7)
 */
public record HandshakePolicy(
    Duration settle,
    Duration replyTimeout,
    int attempts,
    List<DgtCommand> identityRequests,
    DgtCommand updateMode,
    boolean queryClockVersion) {

  private static final List<DgtCommand> UPDATE_MODES =
      List.of(DgtCommand.SEND_UPDATE_NICE, DgtCommand.SEND_UPDATE, DgtCommand.SEND_UPDATE_BOARD);

  /** Checks the values; copies the list. */
  public HandshakePolicy {
    Objects.requireNonNull(settle, "settle");
    Objects.requireNonNull(replyTimeout, "replyTimeout");
    Objects.requireNonNull(updateMode, "updateMode");
    identityRequests = List.copyOf(identityRequests);
    if (settle.isNegative() || replyTimeout.isNegative() || replyTimeout.isZero()) {
      throw new IllegalArgumentException("settle >= 0 and replyTimeout > 0 required");
    }
    if (attempts < 1) {
      throw new IllegalArgumentException("attempts must be positive: " + attempts);
    }
    if (!UPDATE_MODES.contains(updateMode)) {
      throw new IllegalArgumentException("not an update mode: " + updateMode);
    }
    for (DgtCommand c : identityRequests) {
      if (c.isFramePrefix() || c.reply().isEmpty()) {
        throw new IllegalArgumentException("not a request with a reply: " + c);
      }
    }
  }

  /**
   * picochess's timing: 0.5 s settle, version probe up to 3 times 2 s apart, the serial number,
   * UPDATE_NICE, the clock version.
   */
  public static HandshakePolicy defaults() {
    return new HandshakePolicy(
        Duration.ofMillis(500),
        Duration.ofSeconds(2),
        3,
        List.of(DgtCommand.RETURN_SERIAL_NUMBER),
        DgtCommand.SEND_UPDATE_NICE,
        true);
  }

  /** True when the update mode makes the board return clock acks (§12.1). */
  public boolean clockAcknowledged() {
    return updateMode != DgtCommand.SEND_UPDATE_BOARD;
  }

  /** This policy with another settle time. */
  public HandshakePolicy withSettle(Duration value) {
    return new HandshakePolicy(
        value, replyTimeout, attempts, identityRequests, updateMode, queryClockVersion);
  }

  /** This policy with another reply timeout and number of attempts. */
  public HandshakePolicy withReplies(Duration timeout, int count) {
    return new HandshakePolicy(
        settle, timeout, count, identityRequests, updateMode, queryClockVersion);
  }

  /** This policy with other identity requests. */
  public HandshakePolicy withIdentityRequests(List<DgtCommand> value) {
    return new HandshakePolicy(
        settle, replyTimeout, attempts, value, updateMode, queryClockVersion);
  }

  /** This policy with another update mode. */
  public HandshakePolicy withUpdateMode(DgtCommand value) {
    return new HandshakePolicy(
        settle, replyTimeout, attempts, identityRequests, value, queryClockVersion);
  }

  /** This policy with or without the clock version query. */
  public HandshakePolicy withClockVersionQuery(boolean value) {
    return new HandshakePolicy(settle, replyTimeout, attempts, identityRequests, updateMode, value);
  }
}
