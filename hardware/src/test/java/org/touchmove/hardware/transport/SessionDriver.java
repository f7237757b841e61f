package org.touchmove.hardware.transport;

import static org.assertj.core.api.Assertions.fail;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.PriorityQueue;
import org.touchmove.dgt.DgtCommand;
import org.touchmove.dgt.DgtMessage;
import org.touchmove.dgt.DgtMessageEncoder;
import org.touchmove.dgt.RawBytes;

/**
 * Drives a {@link BoardSession} in simulated time, playing the driver's part: it opens a fake link
 * (or fails to), hands writes to a {@link ScriptedBoard} and delivers its answers after a fixed
 * latency, and fires timers exactly at {@link BoardSession#nextDeadline()}. Everything the session
 * asks for is logged with its time in milliseconds since {@link #T0}.
 */
final class SessionDriver {
  static final Instant T0 = Instant.parse("2026-11-22T10:00:00Z");
  private static final Duration LATENCY = Duration.ofMillis(20);
  private static final int MAX_STEPS = 100_000;

  /** One action and when the session asked for it. */
  record Logged(long millis, SessionAction action) {}

  private record Delivery(Instant at, long sequence, RawBytes bytes) {}

  final BoardSession session;
  private final List<Logged> log = new ArrayList<>();
  private final PriorityQueue<Delivery> deliveries =
      new PriorityQueue<>(Comparator.comparing(Delivery::at).thenComparingLong(Delivery::sequence));
  private long sequence;
  private Instant now = T0;
  private ScriptedBoard board;
  private boolean openable = true;
  private boolean open;

  SessionDriver(SessionConfig config, ScriptedBoard board) {
    this.session = new BoardSession(config, new FixedRandom(0.5));
    this.board = board;
  }

  SessionDriver(BoardSession session, ScriptedBoard board) {
    this.session = session;
    this.board = board;
  }

  long now() {
    return Duration.between(T0, now).toMillis();
  }

  boolean isOpen() {
    return open;
  }

  void start() {
    apply(session.start(now));
  }

  /** Whether the next opening succeeds. */
  void openable(boolean value) {
    openable = value;
  }

  /** Replaces the board behind the link (a board swapped, or {@code null} for none at all). */
  void board(ScriptedBoard value) {
    board = value;
  }

  /** Runs timers and deliveries up to {@code millis} after T0. */
  void advanceTo(long millis) {
    Instant target = T0.plusMillis(millis);
    for (int step = 0; step < MAX_STEPS; step++) {
      Optional<Instant> timer = session.nextDeadline();
      Delivery delivery = deliveries.peek();
      Instant next = timer.orElse(Instant.MAX);
      if (next.isBefore(now)) {
        next = now;
      }
      boolean deliverFirst = delivery != null && !delivery.at().isAfter(next);
      if (deliverFirst) {
        next = delivery.at();
      }
      if (next.isAfter(target)) {
        now = target;
        return;
      }
      now = next;
      if (deliverFirst) {
        deliveries.poll();
        apply(session.onReceived(delivery.bytes(), now));
      } else {
        apply(session.onTimer(now));
      }
    }
    fail("the session keeps asking for its timer without making progress at " + now());
  }

  void advanceBy(long millis) {
    advanceTo(now() + millis);
  }

  /** Bytes from the board now, as one read. */
  void receive(byte[] bytes) {
    apply(session.onReceived(RawBytes.copyOf(bytes), now));
  }

  void receive(DgtMessage message) {
    receive(DgtMessageEncoder.encode(message));
  }

  /** The link dies by itself. */
  void lose(DisconnectReason reason) {
    open = false;
    deliveries.clear();
    apply(session.onLost(reason, "test", now));
  }

  List<SessionAction> ownerSend(RawBytes bytes, long ticket) {
    return apply(session.send(bytes, ticket, now));
  }

  List<SessionAction> ownerClock(org.touchmove.dgt.ClockCommand command, long ticket) {
    return apply(session.sendClock(command, ticket, now));
  }

  List<SessionAction> stop() {
    return apply(session.stop(now));
  }

  List<Logged> log() {
    return List.copyOf(log);
  }

  /** The log from entry {@code from} on. */
  List<Logged> logFrom(int from) {
    return List.copyOf(log.subList(from, log.size()));
  }

  int mark() {
    return log.size();
  }

  /** Writes as {@code "millis NAME"} (clock frames as {@code CLOCK hex}, owner writes marked). */
  List<String> writes(int from) {
    List<String> out = new ArrayList<>();
    for (Logged l : logFrom(from)) {
      if (l.action() instanceof SessionAction.Write) {
        out.add(l.millis() + " " + describe((SessionAction.Write) l.action()));
      }
    }
    return out;
  }

  List<String> writes() {
    return writes(0);
  }

  /** States as {@code "millis State"}. */
  List<String> states(int from) {
    List<String> out = new ArrayList<>();
    for (Logged l : logFrom(from)) {
      if (l.action() instanceof SessionAction.ChangeState) {
        out.add(l.millis() + " " + ((SessionAction.ChangeState) l.action()).state());
      }
    }
    return out;
  }

  /** Messages delivered from entry {@code from} on. */
  List<DgtMessage> delivered(int from) {
    List<DgtMessage> out = new ArrayList<>();
    for (Logged l : logFrom(from)) {
      if (l.action() instanceof SessionAction.Deliver) {
        out.add(((SessionAction.Deliver) l.action()).message());
      }
    }
    return out;
  }

  private static String describe(SessionAction.Write w) {
    String name;
    if (w.bytes().length() == 1) {
      name = DgtCommand.fromWireByte(w.bytes().get(0)).map(Enum::name).orElse(w.bytes().toHex());
    } else if (w.bytes().get(0) == DgtCommand.CLOCK_MESSAGE.wireByte()) {
      name = "CLOCK " + w.bytes().toHex();
    } else {
      name = w.bytes().toHex();
    }
    return w.ticket() == BoardSession.OWN ? name : name + " #" + w.ticket();
  }

  private List<SessionAction> apply(List<SessionAction> actions) {
    for (SessionAction action : actions) {
      log.add(new Logged(now(), action));
      if (action instanceof SessionAction.OpenLink) {
        if (openable) {
          open = true;
          apply(session.onOpened(now));
        } else {
          apply(session.onOpenFailed("connection refused", now));
        }
      } else if (action instanceof SessionAction.CloseLink) {
        open = false;
        deliveries.clear();
      } else if (action instanceof SessionAction.Write) {
        if (!open) {
          fail("write on a closed link at " + now() + ": " + action);
        }
        if (board != null) {
          byte[] answer = board.accept(((SessionAction.Write) action).bytes().toArray());
          if (answer.length > 0) {
            deliveries.add(new Delivery(now.plus(LATENCY), sequence++, RawBytes.copyOf(answer)));
          }
        }
      }
    }
    return actions;
  }
}
