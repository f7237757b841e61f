package org.touchmove.hardware.emulator;

import java.time.Duration;
import java.util.Optional;
import org.touchmove.chess.Color;
import org.touchmove.chess.TimeControl;
import org.touchmove.dgt.ClockFace;
import org.touchmove.dgt.ClockSide;
import org.touchmove.dgt.ClockStatus;
import org.touchmove.dgt.DgtMessage;

/**
 * A DGT3000 in Fischer mode, in game time: two faces that count down, a lever, increments and
 * period bonuses per {@link TimeControl} (Laws 6.3), a final flag at zero. It knows which face is
 * White's only to turn a player's press into a face; everything it reports names faces.
 */
final class EmulatedClock {
  private final TimeControl control;
  private final ClockSide whiteFace;
  private final long[] remaining = new long[2]; // by ClockSide ordinal, at lastUpdate
  private final int[] moves = new int[2]; // presses that completed a move, by Color ordinal
  private ClockSide leverUp;
  private boolean running;
  private long lastUpdate;

  EmulatedClock(TimeControl control, ClockSide whiteFace) {
    this.control = control;
    this.whiteFace = whiteFace;
    long initial = control.initialTime().toMillis();
    remaining[0] = initial;
    remaining[1] = initial;
    this.leverUp = whiteFace;
  }

  ClockSide faceOf(Color player) {
    return player == Color.WHITE ? whiteFace : whiteFace.opposite();
  }

  /** Laws 6.6: White's clock is started. */
  void start(long gameMillis) {
    settle(gameMillis);
    leverUp = whiteFace;
    running = true;
  }

  /** The start/stop key: the faces keep their times. */
  void stop(long gameMillis) {
    settle(gameMillis);
    running = false;
  }

  /**
   * {@code player} presses their end of the lever. Only a press on the running face does anything:
   * that face stops, gets its increment (and the next period's time after the period's last move),
   * and the other face starts. Returns true when the lever moved.
   */
  boolean press(Color player, long gameMillis) {
    settle(gameMillis);
    ClockSide face = faceOf(player);
    if (!running || leverUp != face || remaining[face.ordinal()] <= 0) {
      return false;
    }
    int made = ++moves[player.ordinal()];
    remaining[face.ordinal()] += control.addedAfterMove(made).toMillis();
    leverUp = face.opposite();
    return true;
  }

  private void settle(long gameMillis) {
    if (running && gameMillis > lastUpdate) {
      int face = leverUp.ordinal();
      remaining[face] = Math.max(0, remaining[face] - (gameMillis - lastUpdate));
    }
    lastUpdate = Math.max(lastUpdate, gameMillis);
  }

  /** Time left on {@code face} at {@code gameMillis}. */
  Duration remaining(ClockSide face, long gameMillis) {
    long left = remaining[face.ordinal()];
    if (running && leverUp == face && gameMillis > lastUpdate) {
      left = Math.max(0, left - (gameMillis - lastUpdate));
    }
    return Duration.ofMillis(left);
  }

  Duration remaining(Color player, long gameMillis) {
    return remaining(faceOf(player), gameMillis);
  }

  /** The face whose time ran out, if any. */
  Optional<ClockSide> flagged(long gameMillis) {
    for (ClockSide face : ClockSide.values()) {
      if (remaining(face, gameMillis).isZero()) {
        return Optional.of(face);
      }
    }
    return Optional.empty();
  }

  boolean isRunning() {
    return running;
  }

  ClockSide leverUp() {
    return leverUp;
  }

  /**
   * The clock-data message the clock reports at {@code gameMillis}: each face shows whole seconds
   * left (rounded down, as the display does), with the time-per-move indicator of Fischer mode.
   */
  DgtMessage.ClockData message(long gameMillis) {
    boolean increment = control.periods().stream().anyMatch(p -> !p.increment().isZero());
    ClockFace right = face(ClockSide.RIGHT, gameMillis, increment);
    ClockFace left = face(ClockSide.LEFT, gameMillis, increment);
    boolean runs = running && flagged(gameMillis).isEmpty();
    return new DgtMessage.ClockData(right, left, ClockStatus.turnOf(leverUp, runs));
  }

  private ClockFace face(ClockSide side, long gameMillis, boolean increment) {
    Duration left = remaining(side, gameMillis);
    long seconds = Math.min(left.getSeconds(), (ClockFace.MAX_HOURS + 1L) * 3600 - 1);
    ClockFace shown = ClockFace.showing(Duration.ofSeconds(seconds));
    return new ClockFace(
        shown.hours(), shown.minutes(), shown.seconds(), left.isZero(), increment, left.isZero());
  }
}
