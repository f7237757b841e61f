package org.touchmove.reconstruct;

import java.util.ArrayList;
import java.util.List;
import org.touchmove.capture.Capture;
import org.touchmove.capture.CaptureEntry;
import org.touchmove.dgt.DgtDecoder;
import org.touchmove.dgt.DgtMessage;

/**
 * Replays a capture through a {@link BoardTracker}: the board's bytes are decoded in arrival
 * order, each message reaches the tracker at its recorded time, and time keeps running after the
 * last byte until every pending decision is taken. Host lines are ignored (the dumps they asked
 * for are in the board's bytes). Pure: the same capture always gives the same events.
 */
public final class CaptureReplay {
  /** After the last byte, how long the tracker is given to settle and judge. */
  private static final long RUN_OUT_MILLIS = 15_000;
  private static final long STEP_MILLIS = 100;

  private CaptureReplay() {}

  /** Every event the tracker produces from {@code capture}, in order. */
  public static List<GameEvent> replay(Capture capture, TrackerConfig config) {
    BoardTracker tracker = new BoardTracker(config);
    DgtDecoder decoder = new DgtDecoder();
    List<GameEvent> events = new ArrayList<>();
    BoardTracker.Output out = events::add;
    long last = 0;
    for (CaptureEntry entry : capture.entries()) {
      if (!(entry instanceof CaptureEntry.BoardBytes)) {
        continue;
      }
      CaptureEntry.BoardBytes read = (CaptureEntry.BoardBytes) entry;
      long at = read.millis();
      // Time passes between reads: settle timers fire when they would have.
      for (long t = last + STEP_MILLIS; t < at; t += STEP_MILLIS) {
        tracker.advance(t, out);
      }
      for (DgtMessage message : decoder.feed(read.bytes().toArray())) {
        tracker.onMessage(message, at, out);
      }
      last = Math.max(last, at);
    }
    for (long t = last + STEP_MILLIS; t <= last + RUN_OUT_MILLIS; t += STEP_MILLIS) {
      tracker.advance(t, out);
    }
    tracker.finish(last + RUN_OUT_MILLIS, out);
    return events;
  }
}
