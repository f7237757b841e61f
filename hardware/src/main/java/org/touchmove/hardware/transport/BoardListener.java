package org.touchmove.hardware.transport;

import java.time.Instant;
import org.touchmove.dgt.ClockQueueAction;
import org.touchmove.dgt.DgtMessage;
import org.touchmove.dgt.RawBytes;

/**
 * What a {@link BoardConnection} tells its owner. Every method is called on the connection's own
 * thread, one call at a time, in stream order: a chunk's {@link #onReceived} comes before the
 * {@link #onMessage} calls for the messages it completed. A slow listener delays only its own
 * board. An exception thrown here is reported to the thread's uncaught-exception handler and the
 * connection carries on.
 */
public interface BoardListener {
  /**
   * One read from the board, exactly as it arrived: the journal's raw evidence.
   *
   * @param chunk at least one byte
   * @param arrival when the read returned
   */
  void onReceived(RawBytes chunk, Instant arrival);

  /**
   * Bytes written to the board, by the session (handshake, keep-alive, resync) or by the owner.
   *
   * @param bytes one command or clock frame
   * @param sent when the write started
   */
  void onSent(RawBytes bytes, Instant sent);

  /**
   * A decoded message, including {@link DgtMessage.SkippedBytes} and the replies to the session's
   * own requests (version, serial number, dumps after a resync).
   *
   * @param message the message
   * @param arrival the arrival time of the read that completed it
   */
  void onMessage(DgtMessage message, Instant arrival);

  /**
   * The link state changed.
   *
   * @param state the new state
   * @param at when
   */
  void onStateChanged(LinkState state, Instant at);

  /**
   * A clock command finished, the owner's or the handshake's version query (an {@code Acknowledged}
   * version reply tells a DGT XL from a DGT3000, a {@code TimedOut} one means no clock). Does
   * nothing by default.
   *
   * @param outcome {@code Acknowledged}, {@code Rejected}, {@code TimedOut} or {@code Unconfirmed}
   */
  default void onClockResult(ClockQueueAction outcome) {}
}
