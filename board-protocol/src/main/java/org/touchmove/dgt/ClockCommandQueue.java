package org.touchmove.dgt;

import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Paces clock commands by the rules of spec/dgt-protocol.md §12.4: one command in flight, wait
 * for its ack, resend after a while, give up after a few attempts. A pure state machine: time comes
 * in as arguments, bytes go out as {@link ClockQueueAction.Send} actions; no threads, no sleeping.
 *
 * <p>The caller {@link #offer}s commands, calls {@link #poll} whenever {@link #nextDeadline()}
 * passes (and after offering), hands every decoded message to {@link #onMessage}, and writes the
 * bytes of each {@code Send} to the board. Not thread-safe: one board, one thread.
 *
 * <p>Acks are matched by sub-command; a successful ack for another sub-command is a stale one
 * (Bluetooth boards repeat acks for about a second, §12.4) and is ignored, as are spontaneous
 * messages such as button presses. A failed ack counts against the command in flight whatever its
 * second byte says, because clocks have been seen failing with {@code ack1 = 0} (picochess #142);
 * it is resent at once while attempts remain. A stale success with the same sub-command as the
 * command in flight cannot be told apart from the real one.
 */
public final class ClockCommandQueue {
  private final ClockQueuePolicy policy;
  private final ArrayDeque<ClockCommand> waiting = new ArrayDeque<>();

  private ClockCommand inFlight;
  private RawBytes inFlightBytes;
  private int attempts;
  private Instant firstSent;
  private Instant lastSent;

  /** The earliest time the next command may start; {@link Instant#MIN} for "now". */
  private Instant readyAt = Instant.MIN;

  /** An empty queue paced by {@code policy}. */
  public ClockCommandQueue(ClockQueuePolicy policy) {
    this.policy = Objects.requireNonNull(policy, "policy");
  }

  /** Queues {@code command} behind the others; false when the queue is full. Sends nothing. */
  public boolean offer(ClockCommand command) {
    Objects.requireNonNull(command, "command");
    if (waiting.size() >= policy.capacity()) {
      return false;
    }
    waiting.addLast(command);
    return true;
  }

  /**
   * What to do at {@code now}: resend or give up the command in flight, start the next one. Call
   * after {@link #offer} and whenever {@link #nextDeadline()} has passed.
   */
  public List<ClockQueueAction> poll(Instant now) {
    Objects.requireNonNull(now, "now");
    List<ClockQueueAction> out = new ArrayList<>(2);
    if (inFlight != null) {
      Instant resendAt = lastSent.plus(policy.resendAfter());
      boolean expired = !now.isBefore(firstSent.plus(policy.giveUpAfter()));
      boolean due = !now.isBefore(resendAt);
      if (expired || (due && attempts >= policy.maxAttempts())) {
        out.add(new ClockQueueAction.TimedOut(inFlight, attempts));
        finish(now);
      } else if (due) {
        transmit(now, out);
        return out;
      } else {
        return out;
      }
    }
    startWaiting(now, out);
    return out;
  }

  /**
   * Takes note of a message from the board; only clock acks matter. Returns the completion of the
   * command in flight, a resend after a failure, and the start of the next command, as due.
   */
  public List<ClockQueueAction> onMessage(DgtMessage message, Instant now) {
    Objects.requireNonNull(now, "now");
    if (!(message instanceof DgtMessage.ClockAck) || inFlight == null) {
      return Collections.emptyList();
    }
    DgtMessage.ClockAck ack = (DgtMessage.ClockAck) message;
    if (ack.isSpontaneous()) {
      return Collections.emptyList();
    }
    List<ClockQueueAction> out = new ArrayList<>(2);
    if (ack.isSuccess()) {
      if (!ack.repliesTo().equals(Optional.of(inFlight.subCommand()))) {
        return Collections.emptyList();
      }
      out.add(new ClockQueueAction.Acknowledged(inFlight, ack, attempts));
      finish(now);
    } else if (attempts < policy.maxAttempts()
        && now.isBefore(firstSent.plus(policy.giveUpAfter()))) {
      transmit(now, out);
      return out;
    } else {
      out.add(new ClockQueueAction.Rejected(inFlight, ack, attempts));
      finish(now);
    }
    startWaiting(now, out);
    return out;
  }

  /**
   * When {@link #poll} has something to do next: a resend or time-out of the command in flight,
   * or the start of a waiting command (a past instant means now). Empty when idle.
   */
  public Optional<Instant> nextDeadline() {
    if (inFlight != null) {
      Instant resend = lastSent.plus(policy.resendAfter());
      Instant giveUp = firstSent.plus(policy.giveUpAfter());
      return Optional.of(resend.isBefore(giveUp) ? resend : giveUp);
    }
    return waiting.isEmpty() ? Optional.empty() : Optional.of(readyAt);
  }

  /** The command waiting for its ack, if any. */
  public Optional<ClockCommand> inFlight() {
    return Optional.ofNullable(inFlight);
  }

  /** Commands waiting behind the one in flight. */
  public int waiting() {
    return waiting.size();
  }

  /**
   * Forgets everything (after a disconnect, say) and returns the dropped commands, the one in
   * flight first.
   */
  public List<ClockCommand> clear() {
    List<ClockCommand> dropped = new ArrayList<>(waiting.size() + 1);
    if (inFlight != null) {
      dropped.add(inFlight);
    }
    dropped.addAll(waiting);
    waiting.clear();
    inFlight = null;
    inFlightBytes = null;
    readyAt = Instant.MIN;
    return dropped;
  }

  private void startWaiting(Instant now, List<ClockQueueAction> out) {
    while (inFlight == null && !waiting.isEmpty() && !now.isBefore(readyAt)) {
      ClockCommand next = waiting.removeFirst();
      RawBytes bytes = RawBytes.wrap(DgtEncoder.clock(next));
      if (policy.acknowledged()) {
        inFlight = next;
        inFlightBytes = bytes;
        attempts = 0;
        firstSent = now;
        transmit(now, out);
      } else {
        out.add(new ClockQueueAction.Send(next, bytes, 1));
        out.add(new ClockQueueAction.Unconfirmed(next));
        readyAt = now.plus(policy.spacing());
      }
    }
  }

  private void transmit(Instant now, List<ClockQueueAction> out) {
    attempts++;
    lastSent = now;
    out.add(new ClockQueueAction.Send(inFlight, inFlightBytes, attempts));
  }

  private void finish(Instant now) {
    inFlight = null;
    inFlightBytes = null;
    readyAt = now.plus(policy.spacing());
  }
}
