package org.touchmove.hardware.transport;

import java.time.Instant;
import org.touchmove.dgt.RawBytes;

/**
 * Receives what an open {@link BoardLink} reads. Called from the link's reader thread, one call at
 * a time and in arrival order; implementations hand the work to their own thread and return at
 * once.
 */
public interface LinkListener {
  /**
   * One read from the port or socket, exactly as it arrived.
   *
   * @param chunk at least one byte
   * @param arrival when the read returned, from the link's time source
   */
  void onBytes(RawBytes chunk, Instant arrival);

  /**
   * The link died by itself (never after the owner's {@link BoardLink#close()}). Called at most
   * once per {@link BoardLink#open}; no {@link #onBytes} follows.
   *
   * @param reason the kind of failure
   * @param detail a human-readable explanation, one line
   */
  void onLost(DisconnectReason reason, String detail);
}
