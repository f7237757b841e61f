package org.touchmove.relay.ingest;

import java.util.List;
import org.touchmove.reconstruct.TrackerConfig;
import org.touchmove.relay.hub.BoardFeed;
import org.touchmove.relay.hub.Delta;
import org.touchmove.relay.hub.Stamped;
import org.touchmove.relay.journal.BoardJournal;
import org.touchmove.relay.metrics.RelayMetrics;

/**
 * A board of a round that is no longer being played: its feed is rebuilt once from the round's
 * journal and then never changes. The journal is only read (a finished round's record is not
 * touched again), and the rebuild runs the same {@link BoardInterpreter} the live channel ran, so
 * the finished round keeps the deltas and sequence numbers its viewers saw.
 */
public final class FinishedBoard {
  /**
   * After the last read, how long the tracker is given to settle and judge; every tracker window
   * is shorter (the longest, a clock press waiting for its move, is 10 s). A fixed run-out rather
   * than "up to now" keeps the rebuild the same whenever it runs, and cheap: ticking a round that
   * ended days ago up to now would take millions of steps per board.
   */
  static final long RUN_OUT_MILLIS = 15_000;

  private FinishedBoard() {}

  /**
   * Rebuilds {@code feed} from {@code journal} on the calling thread.
   *
   * @param now the wall clock (epoch ms), which moves the feed's public view on
   */
  public static void rebuild(BoardFeed feed, BoardJournal.Recorded journal, TrackerConfig config,
      RelayMetrics metrics, long now) {
    BoardInterpreter interpreter = new BoardInterpreter(feed, journal.origin(), config, metrics,
        new BoardInterpreter.Output() {
          @Override
          public List<Stamped> publish(List<Delta> deltas, long at) {
            return feed.append(deltas, at, now);
          }

          @Override
          public void requestDump() {
            // No board to ask: the round is over.
          }
        });
    interpreter.replay(journal.capture(),
        BoardInterpreter.actions(journal.actions(), feed.info().board()));
    interpreter.tick(interpreter.lastRead() + RUN_OUT_MILLIS);
  }
}
