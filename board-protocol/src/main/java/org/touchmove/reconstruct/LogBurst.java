package org.touchmove.reconstruct;

import java.util.ArrayList;
import java.util.List;
import org.touchmove.dgt.ClockSide;
import org.touchmove.dgt.DgtMessage;

/**
 * The messages that queued on the line behind the board's log, given back the times they were
 * sent.
 *
 * <p>The log (7,939 bytes) holds a 9600-baud line for 8 s. Whatever the board sends meanwhile —
 * the players' moves, their presses, the clock's ticks — waits behind it and then comes in one
 * burst, a few milliseconds apart: in order, but with its times squeezed out. Read at those times,
 * a press would be judged on the board as the whole burst left it, seconds after the press
 * (Black's f7-f5 pressed, then White's g5 and a bishop lifted: an illegal move). So the tracker
 * stands still while the log is on the line (nothing can reach it before the log), reads the log
 * at the time it was asked for (its content is of that moment), holds the burst until the line
 * has drained, and then reads it at estimated times: the clock talks once a second while it
 * runs, so each tick is a second after the clock's previous message; a press is put half a second
 * after it; the other messages are spread evenly between the clock messages around them.
 */
final class LogBurst {
  /** Messages this far apart (or a silence this long) mean the queue behind the log has drained. */
  static final long DRAINED_MILLIS = 40;

  /**
   * Messages arriving this soon after the request were on their way before the board had it (the
   * clock's reading sent with the dump that showed the gap): they do not mean the log is not coming.
   */
  static final long ANSWER_MILLIS = 200;

  private static final long TICK_MILLIS = 1000;
  private static final long PRESS_MILLIS = 500;
  /** A burst is at most the 8 s of play behind one log; more than this is not one. */
  private static final int MOST_HELD = 4096;

  /** A message held with the time it arrived. */
  record Held(DgtMessage message, long arrivedAt) {}

  /** A held message with the time it is read at. */
  record Timed(DgtMessage message, long at) {}

  private final List<Held> held = new ArrayList<>();
  private boolean collecting;
  private long from;
  private long lastClockBefore;
  private DgtMessage.ClockData clockBefore;

  /**
   * The log came: hold what follows. {@code from} is when the log was asked for, {@code
   * lastClockAt} and {@code lastClock} the clock's last message before then (null if none).
   */
  void begin(long from, long lastClockAt, DgtMessage.ClockData lastClock) {
    collecting = true;
    held.clear();
    this.from = from;
    this.lastClockBefore = lastClockAt;
    this.clockBefore = lastClock;
  }

  boolean collecting() {
    return collecting;
  }

  /** Whether a message arriving at {@code at} still belongs to the burst. */
  boolean continues(long at) {
    return held.size() < MOST_HELD && (held.isEmpty() || at - lastArrival() <= DRAINED_MILLIS);
  }

  /** The line has been quiet since the last held message: the burst is over. */
  boolean drained(long now) {
    return !held.isEmpty() && now - lastArrival() > DRAINED_MILLIS;
  }

  void hold(DgtMessage message, long at) {
    held.add(new Held(message, at));
  }

  private long lastArrival() {
    return held.get(held.size() - 1).arrivedAt();
  }

  /** Ends the burst: its messages with the times they were sent, as near as the clock tells. */
  List<Timed> release() {
    collecting = false;
    List<Timed> timed = estimate(held, from, lastClockBefore, clockBefore);
    held.clear();
    return timed;
  }

  /**
   * The times: {@code from} for anything before the first clock message; each clock message a
   * tick ({@link #TICK_MILLIS}) or, when its lever moved, half a tick after the clock's previous
   * message; the rest spread between the clock messages around them. Never earlier than the one
   * before nor later than its own arrival.
   */
  static List<Timed> estimate(
      List<Held> held, long from, long lastClockAt, DgtMessage.ClockData lastClock) {
    int n = held.size();
    long[] at = new long[n];
    boolean[] anchored = new boolean[n];
    long previousClock = lastClockAt == Long.MIN_VALUE ? from : Math.max(lastClockAt, from - TICK_MILLIS);
    DgtMessage.ClockData previous = lastClock;
    for (int i = 0; i < n; i++) {
      if (held.get(i).message() instanceof DgtMessage.ClockData) {
        DgtMessage.ClockData clock = (DgtMessage.ClockData) held.get(i).message();
        boolean press = previous != null && lever(previous) != lever(clock);
        long t = previousClock + (press ? PRESS_MILLIS : TICK_MILLIS);
        at[i] = Math.min(Math.max(t, from), held.get(i).arrivedAt());
        anchored[i] = true;
        previousClock = at[i];
        previous = clock;
      }
    }
    // Spread the others between their anchors: the one before (or from) and the one after (or,
    // after the last clock message, a tick later).
    int i = 0;
    long before = from;
    while (i < n) {
      if (anchored[i]) {
        before = at[i];
        i++;
        continue;
      }
      int j = i;
      while (j < n && !anchored[j]) {
        j++;
      }
      long after = j < n ? at[j] : before + TICK_MILLIS;
      int count = j - i;
      for (int k = 0; k < count; k++) {
        at[i + k] = before + (after - before) * (k + 1) / (count + 1);
      }
      i = j;
    }
    List<Timed> timed = new ArrayList<>(n);
    long last = from;
    for (int k = 0; k < n; k++) {
      long t = Math.min(Math.max(at[k], last), held.get(k).arrivedAt());
      timed.add(new Timed(held.get(k).message(), t));
      last = t;
    }
    return timed;
  }

  private static ClockSide lever(DgtMessage.ClockData clock) {
    return clock.status().leverUp();
  }
}
