package org.touchmove.hardware.transport;

import java.time.Duration;
import java.util.Objects;

/** Where a board connection stands; every change is reported to the {@link BoardListener}. */
public sealed interface LinkState {

  /** Not started yet. */
  record Idle() implements LinkState {}

  /**
   * Opening the link and running the handshake.
   *
   * @param attempt 1 for the first attempt since the start or since the last working connection
   */
  record Connecting(int attempt) implements LinkState {
    /** Checks that the attempt is positive. */
    public Connecting {
      if (attempt < 1) {
        throw new IllegalArgumentException("attempt must be positive: " + attempt);
      }
    }
  }

  /**
   * The handshake is complete: the board answered, its update mode is set and its dump is in.
   *
   * @param identity what the board said about itself
   */
  record Connected(BoardIdentity identity) implements LinkState {
    /** Rejects null. */
    public Connected {
      Objects.requireNonNull(identity, "identity");
    }
  }

  /**
   * The link went down or never came up; a {@link Reconnecting} follows at once.
   *
   * @param reason the kind of failure
   * @param detail a human-readable explanation, one line
   */
  record Disconnected(DisconnectReason reason, String detail) implements LinkState {
    /** Rejects nulls. */
    public Disconnected {
      Objects.requireNonNull(reason, "reason");
      Objects.requireNonNull(detail, "detail");
    }
  }

  /**
   * Waiting before the next attempt (exponential back-off with jitter).
   *
   * @param attempt the number the next {@link Connecting} will carry
   * @param delay how long until it starts
   */
  record Reconnecting(int attempt, Duration delay) implements LinkState {
    /** Checks the values. */
    public Reconnecting {
      Objects.requireNonNull(delay, "delay");
      if (attempt < 1 || delay.isNegative()) {
        throw new IllegalArgumentException("bad reconnect: attempt " + attempt + ", " + delay);
      }
    }
  }

  /** Stopped by its owner; final. */
  record Stopped() implements LinkState {}
}
