package org.touchmove.dgt;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class ClockCommandQueueTest {
  private static final Instant T0 = Instant.parse("2026-11-22T10:00:00Z");
  private static final ClockCommand TEXT = new ClockCommand.Text("HELLO", 0);
  private static final ClockCommand END = new ClockCommand.End();
  private static final ClockCommand VERSION = new ClockCommand.VersionQuery();

  private static Instant at(long millis) {
    return T0.plusMillis(millis);
  }

  private static ClockQueueAction.Send send(ClockCommand c, int attempt) {
    return new ClockQueueAction.Send(c, RawBytes.copyOf(DgtEncoder.clock(c)), attempt);
  }

  @Test
  void sendsTheFirstCommandAtOnceAndHoldsTheNextUntilTheAck() {
    ClockCommandQueue q = new ClockCommandQueue(ClockQueuePolicy.acknowledgedDefaults());
    assertThat(q.offer(TEXT)).isTrue();
    assertThat(q.offer(END)).isTrue();
    assertThat(q.poll(at(0))).containsExactly(send(TEXT, 1));
    assertThat(q.inFlight()).contains(TEXT);
    assertThat(q.waiting()).isEqualTo(1);
    assertThat(q.poll(at(500))).as("one command in flight").isEmpty();

    DgtMessage.ClockAck ack = DgtMessage.ClockAck.reply(ClockSubCommand.ASCII);
    assertThat(q.onMessage(ack, at(900)))
        .containsExactly(new ClockQueueAction.Acknowledged(TEXT, ack, 1), send(END, 1));
    DgtMessage.ClockAck endAck = DgtMessage.ClockAck.reply(ClockSubCommand.END);
    assertThat(q.onMessage(endAck, at(1200)))
        .containsExactly(new ClockQueueAction.Acknowledged(END, endAck, 1));
    assertThat(q.inFlight()).isEmpty();
    assertThat(q.nextDeadline()).isEmpty();
  }

  @Test
  void resendsAfterTwoSecondsAndGivesUpAfterThreeAttemptsOrSixSeconds() {
    // spec/dgt-protocol.md §12.4: picochess resends after 2 s, gives up after 3 attempts or 6 s.
    ClockCommandQueue q = new ClockCommandQueue(ClockQueuePolicy.acknowledgedDefaults());
    q.offer(TEXT);
    assertThat(q.poll(at(0))).containsExactly(send(TEXT, 1));
    assertThat(q.nextDeadline()).contains(at(2000));
    assertThat(q.poll(at(1999))).isEmpty();
    assertThat(q.poll(at(2000))).containsExactly(send(TEXT, 2));
    assertThat(q.poll(at(4100))).containsExactly(send(TEXT, 3));
    assertThat(q.nextDeadline()).contains(at(6000));
    assertThat(q.poll(at(6000))).containsExactly(new ClockQueueAction.TimedOut(TEXT, 3));
    assertThat(q.inFlight()).isEmpty();
  }

  @Test
  void givesUpAtTheDeadlineEvenWithAttemptsLeft() {
    ClockQueuePolicy policy =
        new ClockQueuePolicy(true, Duration.ofSeconds(2), 10, Duration.ofSeconds(5), Duration.ZERO, 4);
    ClockCommandQueue q = new ClockCommandQueue(policy);
    q.offer(TEXT);
    q.offer(END);
    q.poll(at(0));
    q.poll(at(2000));
    q.poll(at(4000));
    assertThat(q.nextDeadline()).contains(at(5000));
    assertThat(q.poll(at(5000)))
        .containsExactly(new ClockQueueAction.TimedOut(TEXT, 3), send(END, 1));
  }

  @Test
  void ignoresStaleAcksSpontaneousMessagesAndOtherTraffic() {
    ClockCommandQueue q = new ClockCommandQueue(ClockQueuePolicy.acknowledgedDefaults());
    q.offer(VERSION);
    q.poll(at(0));
    assertThat(q.onMessage(DgtMessage.ClockAck.reply(ClockSubCommand.ASCII), at(100)))
        .as("ack for another sub-command")
        .isEmpty();
    assertThat(q.onMessage(DgtMessage.ClockAck.buttonPressed(ClockButton.BACK), at(200)))
        .as("button press")
        .isEmpty();
    assertThat(q.onMessage(new DgtMessage.FieldUpdate(1, 1), at(300))).isEmpty();
    assertThat(q.onMessage(new DgtMessage.EmptyClockMessage(), at(300))).isEmpty();
    DgtMessage.ClockAck version = DgtMessage.ClockAck.versionReply(new ClockVersion(2, 0));
    List<ClockQueueAction> done = q.onMessage(version, at(400));
    assertThat(done).containsExactly(new ClockQueueAction.Acknowledged(VERSION, version, 1));
    assertThat(((ClockQueueAction.Acknowledged) done.get(0)).ack().version())
        .contains(new ClockVersion(2, 0));
    assertThat(q.onMessage(version, at(500))).as("duplicate ack, nothing in flight").isEmpty();
  }

  @Test
  void resendsAtOnceAfterAFailedAckThenRejects() {
    ClockCommandQueue q = new ClockCommandQueue(ClockQueuePolicy.acknowledgedDefaults());
    q.offer(TEXT);
    q.offer(END);
    q.poll(at(0));
    DgtMessage.ClockAck failed = new DgtMessage.ClockAck(0x20, 0x00, 0x00, 0x00);
    assertThat(q.onMessage(failed, at(300))).containsExactly(send(TEXT, 2));
    assertThat(q.onMessage(failed, at(600))).containsExactly(send(TEXT, 3));
    assertThat(q.onMessage(failed, at(900)))
        .containsExactly(new ClockQueueAction.Rejected(TEXT, failed, 3), send(END, 1));
  }

  @Test
  void withoutAcksSendsOnceAndSpacesCommands() {
    ClockCommandQueue q = new ClockCommandQueue(ClockQueuePolicy.unacknowledgedDefaults());
    q.offer(TEXT);
    q.offer(END);
    assertThat(q.poll(at(0)))
        .containsExactly(send(TEXT, 1), new ClockQueueAction.Unconfirmed(TEXT));
    assertThat(q.nextDeadline()).contains(at(100));
    assertThat(q.poll(at(50))).isEmpty();
    assertThat(q.poll(at(100)))
        .containsExactly(send(END, 1), new ClockQueueAction.Unconfirmed(END));
    assertThat(q.nextDeadline()).isEmpty();
  }

  @Test
  void boundsTheQueueAndClearsOnDisconnect() {
    ClockQueuePolicy policy =
        new ClockQueuePolicy(true, Duration.ofSeconds(2), 3, Duration.ofSeconds(6), Duration.ZERO, 2);
    ClockCommandQueue q = new ClockCommandQueue(policy);
    assertThat(q.offer(TEXT)).isTrue();
    assertThat(q.offer(END)).isTrue();
    assertThat(q.offer(VERSION)).as("full").isFalse();
    q.poll(at(0));
    assertThat(q.offer(VERSION)).isTrue();
    assertThat(q.clear()).containsExactly(TEXT, END, VERSION);
    assertThat(q.inFlight()).isEmpty();
    assertThat(q.waiting()).isZero();
    assertThat(q.poll(at(10))).isEmpty();
  }

  @Test
  void aWaitingCommandIsDueImmediately() {
    ClockCommandQueue q = new ClockCommandQueue(ClockQueuePolicy.acknowledgedDefaults());
    q.offer(END);
    assertThat(q.nextDeadline()).hasValueSatisfying(d -> assertThat(d).isBefore(at(0)));
  }
}
