package org.touchmove.hardware.transport;

import java.time.Instant;
import java.util.Objects;
import org.touchmove.dgt.ClockQueueAction;
import org.touchmove.dgt.DgtMessage;
import org.touchmove.dgt.RawBytes;

/**
 * What {@link BoardSession} asks its driver to do, in order. The driver ({@link BoardConnection},
 * or a test) performs each one and reports the outcome back to the session.
 */
public sealed interface SessionAction {

  /**
   * Open the link, then call {@link BoardSession#onOpened} or {@link BoardSession#onOpenFailed}.
   */
  record OpenLink() implements SessionAction {}

  /** Close the link (it may be closed already). */
  record CloseLink() implements SessionAction {}

  /**
   * Write {@code bytes} to the link now; on failure call {@link BoardSession#onLost} with {@link
   * DisconnectReason#IO_ERROR}.
   *
   * @param bytes one command or clock frame
   * @param ticket the owner's ticket ({@link BoardSession#send}), or {@link BoardSession#OWN}
   */
  record Write(RawBytes bytes, long ticket) implements SessionAction {
    /** Rejects null. */
    public Write {
      Objects.requireNonNull(bytes, "bytes");
    }
  }

  /**
   * Hand {@code message} to the owner: every decoded message, including {@link
   * DgtMessage.SkippedBytes} and the replies to the session's own requests.
   *
   * @param message the message
   * @param arrival when the read that completed it arrived
   */
  record Deliver(DgtMessage message, Instant arrival) implements SessionAction {
    /** Rejects nulls. */
    public Deliver {
      Objects.requireNonNull(message, "message");
      Objects.requireNonNull(arrival, "arrival");
    }
  }

  /**
   * Tell the owner that the state changed.
   *
   * @param state the new state
   */
  record ChangeState(LinkState state) implements SessionAction {
    /** Rejects null. */
    public ChangeState {
      Objects.requireNonNull(state, "state");
    }
  }

  /**
   * A clock command is finished: acknowledged, rejected, timed out, or sent unconfirmed.
   *
   * @param ticket the owner's ticket ({@link BoardSession#sendClock}), or {@link BoardSession#OWN}
   *     for the handshake's version query
   * @param outcome the final {@link ClockQueueAction} (never a {@code Send})
   */
  record ClockResult(long ticket, ClockQueueAction outcome) implements SessionAction {
    /** Rejects null and {@code Send}. */
    public ClockResult {
      Objects.requireNonNull(outcome, "outcome");
      if (outcome instanceof ClockQueueAction.Send) {
        throw new IllegalArgumentException("a Send is not a result");
      }
    }
  }

  /**
   * An owner's write or clock command will not be sent: not connected, queue full, or the link went
   * down before its turn.
   *
   * @param ticket the owner's ticket
   * @param reason why, one line
   */
  record Refused(long ticket, String reason) implements SessionAction {
    /** Rejects null. */
    public Refused {
      Objects.requireNonNull(reason, "reason");
    }
  }
}
