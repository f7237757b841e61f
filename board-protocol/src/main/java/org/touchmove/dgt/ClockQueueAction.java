package org.touchmove.dgt;

import java.util.Objects;

/** What a {@link ClockCommandQueue} asks its caller to do, or tells it happened. */
public sealed interface ClockQueueAction {

  /**
   * Write {@code bytes} to the board now.
   *
   * @param command the command being sent
   * @param bytes its frame ({@link DgtEncoder#clock})
   * @param attempt 1 for the first transmission, 2 and up for resends
   */
  record Send(ClockCommand command, RawBytes bytes, int attempt) implements ClockQueueAction {
    /** Rejects nulls. */
    public Send {
      Objects.requireNonNull(command, "command");
      Objects.requireNonNull(bytes, "bytes");
    }
  }

  /**
   * The clock acknowledged {@code command}.
   *
   * @param command the command
   * @param ack the ack (a version reply carries the version)
   * @param attempts transmissions it took
   */
  record Acknowledged(ClockCommand command, DgtMessage.ClockAck ack, int attempts)
      implements ClockQueueAction {}

  /**
   * The clock answered {@code command} with a failure on the last allowed attempt.
   *
   * @param command the command
   * @param ack the failing ack (its first byte is not 0x10)
   * @param attempts transmissions made
   */
  record Rejected(ClockCommand command, DgtMessage.ClockAck ack, int attempts)
      implements ClockQueueAction {}

  /**
   * No ack came for {@code command} within the policy's limits.
   *
   * @param command the command
   * @param attempts transmissions made
   */
  record TimedOut(ClockCommand command, int attempts) implements ClockQueueAction {}

  /**
   * Sent once under a policy without acks; nobody knows whether the clock executed it.
   *
   * @param command the command
   */
  record Unconfirmed(ClockCommand command) implements ClockQueueAction {}
}
