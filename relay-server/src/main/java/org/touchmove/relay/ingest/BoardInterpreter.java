package org.touchmove.relay.ingest;

import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.capture.Capture;
import org.touchmove.capture.CaptureEntry;
import org.touchmove.dgt.DgtDecoder;
import org.touchmove.dgt.DgtMessage;
import org.touchmove.dgt.RawBytes;
import org.touchmove.reconstruct.BoardTracker;
import org.touchmove.reconstruct.GameEvent;
import org.touchmove.reconstruct.TrackerConfig;
import org.touchmove.relay.hub.ArbiterAction;
import org.touchmove.relay.hub.BoardFeed;
import org.touchmove.relay.hub.Delta;
import org.touchmove.relay.hub.DeltaMapper;
import org.touchmove.relay.hub.Stamped;
import org.touchmove.relay.metrics.RelayMetrics;
import org.touchmove.relay.wire.JournalJson;

/**
 * What one board's timed reads and the arbiters' actions mean, as deltas: decoder, tracker and
 * mapper, with the tracker advanced on a {@value #STEP_MILLIS} ms grid anchored at the last read.
 * No threads and no journal writes: {@link BoardChannel} drives it live on the board's thread, and
 * {@link FinishedBoard} runs it once over a finished round's journal. Both run this same code,
 * which is why a rebuild gives the very deltas, sequence numbers and alert ids viewers saw.
 */
final class BoardInterpreter {
  private static final Logger LOG = LoggerFactory.getLogger(BoardInterpreter.class);
  static final long STEP_MILLIS = 100;

  /** Where the deltas go, and who asks the board for a dump. */
  interface Output {
    /** Publishes deltas that happened at {@code at} (epoch ms); returns them numbered. */
    List<Stamped> publish(List<Delta> deltas, long at);

    /** The tracker wants a full board dump. */
    void requestDump();

    /** The tracker wants the board's EEPROM log (after a link gap it cannot order). */
    default void requestLog() {}

    /** The tracker wants the clock's current data (a running clock went silent). */
    default void requestClock() {}
  }

  private final BoardFeed feed;
  private final long origin;
  private final RelayMetrics metrics;
  private final Output output;
  private final BoardTracker tracker;
  private final DgtDecoder decoder = new DgtDecoder();
  private final DeltaMapper mapper;
  private final List<GameEvent> pending = new ArrayList<>();
  private long lastRead;
  /** Board reads so far, one per capture line of board bytes (see {@link #replay}). */
  private long reads;
  private long lastTick;

  BoardInterpreter(BoardFeed feed, long origin, TrackerConfig config, RelayMetrics metrics,
      Output output) {
    this.feed = feed;
    this.origin = origin;
    this.metrics = metrics;
    this.output = output;
    this.tracker = new BoardTracker(config);
    this.mapper = new DeltaMapper(feed.info().board(), origin);
  }

  /** Journal time of the last read. */
  long lastRead() {
    return lastRead;
  }

  /** Journal time the tracker has been advanced to. */
  long lastTick() {
    return lastTick;
  }

  /**
   * The arbiter actions of a journal's {@code actions.jsonl} lines, each with the number of board
   * reads before it; unreadable lines are skipped.
   */
  static List<JournalJson.JournalledAction> actions(List<String> lines, int board) {
    List<JournalJson.JournalledAction> actions = new ArrayList<>();
    for (String line : lines) {
      JournalJson.journalledAction(line).ifPresentOrElse(actions::add,
          () -> LOG.warn("board {}: unreadable arbiter action in the journal, skipped: {}", board,
              line));
    }
    return actions;
  }

  /**
   * Plays a journal's board reads with its arbiter actions in the order they happened: an action
   * goes after as many reads as preceded it live ({@code reads} in its line), so an action and a
   * read in the same millisecond keep their order. Lines written before that count was journalled
   * fall back to time: the action before a read of the same millisecond (mostly the board
   * answering what the action asked for).
   */
  void replay(Capture capture, List<JournalJson.JournalledAction> actions) {
    for (ReplayStep step : inOrder(capture, actions)) {
      if (step instanceof ReplayStep.Read) {
        CaptureEntry.BoardBytes read = ((ReplayStep.Read) step).read();
        read(read.millis(), read.bytes());
      } else if (step instanceof ReplayStep.LineBroken) {
        lineBroken();
      } else {
        replayAction(((ReplayStep.Act) step).action());
      }
    }
  }

  /** One step of a replay: a board read, or an arbiter action. */
  sealed interface ReplayStep {
    record Read(CaptureEntry.BoardBytes read) implements ReplayStep {}

    record Act(ArbiterAction action) implements ReplayStep {}

    /** The journal's {@link #LINE_BROKEN} note: the link broke here. */
    record LineBroken() implements ReplayStep {}
  }

  /** The journal note for {@link #lineBroken}, read back by {@link #replay}. */
  static final String LINE_BROKEN = "line broken";

  /**
   * The board's byte stream broke (its link went down): the tracker reads what comes next as
   * after a gap, even where no running clock's silence shows one.
   */
  void lineBroken() {
    tracker.lineBroken();
  }

  /** The journal's board reads and arbiter actions in the order {@link #replay} plays them. */
  static List<ReplayStep> inOrder(Capture capture, List<JournalJson.JournalledAction> actions) {
    List<ReplayStep> steps = new ArrayList<>();
    int next = 0;
    long replayed = 0;
    for (CaptureEntry entry : capture.entries()) {
      if (entry instanceof CaptureEntry.Comment
          && ((CaptureEntry.Comment) entry).text().equals(LINE_BROKEN)) {
        steps.add(new ReplayStep.LineBroken());
        continue;
      }
      if (!(entry instanceof CaptureEntry.BoardBytes)) {
        continue;
      }
      CaptureEntry.BoardBytes read = (CaptureEntry.BoardBytes) entry;
      while (next < actions.size() && comesBefore(actions.get(next), replayed, read.millis())) {
        steps.add(new ReplayStep.Act(actions.get(next++).action()));
      }
      steps.add(new ReplayStep.Read(read));
      replayed++;
    }
    while (next < actions.size()) {
      steps.add(new ReplayStep.Act(actions.get(next++).action()));
    }
    return steps;
  }

  private static boolean comesBefore(JournalJson.JournalledAction action, long replayed, long readMillis) {
    return action.readsBefore() >= 0
        ? action.readsBefore() <= replayed
        : action.action().at() <= readMillis;
  }

  /** Board reads so far (live and replayed): an action journalled now comes after this many. */
  long reads() {
    return reads;
  }

  /**
   * Live, an action is applied after the tracker was advanced to its time ({@link
   * BoardChannel#act}); so here too, or a settle or alert due before it would be numbered after it.
   */
  private void replayAction(ArbiterAction action) {
    tick(action.at());
    apply(action);
  }

  /** Bytes read from the board at journal time {@code t} (not before the last read or tick). */
  void read(long t, RawBytes bytes) {
    for (long g = lastTick + STEP_MILLIS; g < t; g += STEP_MILLIS) {
      tracker.advance(g, sink);
      lastTick = g;
    }
    for (DgtMessage message : decoder.feed(bytes.toArray())) {
      metrics.message();
      if (message instanceof DgtMessage.ClockData) {
        // The arbiter console shows that a clock is present.
        feed.health(feed.health().heard(origin + t, true));
      }
      tracker.onMessage(message, t, sink);
    }
    lastRead = t;
    reads++;
    lastTick = t;
    publish();
  }

  /** Advances the tracker on the grid up to journal time {@code upTo}. */
  void tick(long upTo) {
    if (upTo <= lastTick) {
      return;
    }
    for (long g = lastTick + STEP_MILLIS; g <= upTo; g += STEP_MILLIS) {
      tracker.advance(g, sink);
      lastTick = g;
      if (!pending.isEmpty()) {
        publish();
      }
    }
  }

  /** Applies an arbiter action (already journalled, or read from the journal). */
  List<Stamped> apply(ArbiterAction action) {
    long at = mapper.wall(action.at());
    return output.publish(List.of(action.delta(at, feed.live())), at);
  }

  private final BoardTracker.Output sink = new BoardTracker.Output() {
    @Override
    public void event(GameEvent event) {
      pending.add(event);
    }

    @Override
    public void requestDump() {
      output.requestDump();
    }

    @Override
    public void requestLog() {
      output.requestLog();
    }

    @Override
    public void requestClock() {
      output.requestClock();
    }
  };

  private void publish() {
    if (pending.isEmpty()) {
      return;
    }
    // Events of one read share its time; each is mapped with its own.
    List<GameEvent> events = new ArrayList<>(pending);
    pending.clear();
    for (GameEvent e : events) {
      List<Delta> deltas = mapper.map(e);
      if (!deltas.isEmpty()) {
        output.publish(deltas, mapper.wall(e.at()));
      }
    }
  }
}
