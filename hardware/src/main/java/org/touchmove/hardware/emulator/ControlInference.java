package org.touchmove.hardware.emulator;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.touchmove.chess.TimeControl;

/**
 * Reads the time control a game was played with from its clock readings, for scores without a
 * {@code TimeControl} tag (DGT LiveChess exports have none). Each player's readings tell it:
 *
 * <ul>
 *   <li>the base: the first reading is a whole number of minutes and the increment, less the
 *       seconds the first move took;
 *   <li>the increment: a move played at once gains almost the whole increment, so the largest
 *       small gain between a player's readings, rounded to five seconds, is it;
 *   <li>a further period: a gain of more than a minute at move N is the next period's time,
 *       added after move N (Laws 6.3).
 * </ul>
 *
 * <p>Only what the readings show is claimed: a period the game never reached stays unknown (the
 * last period found runs to the end).
 */
final class ControlInference {
  private static final long PERIOD_GAIN_MILLIS = 60_000;
  private static final long FIVE_SECONDS = 5_000;

  private ControlInference() {}

  /**
   * The control the readings show, if they show one; {@code readings} is the mover's clock after
   * each ply, White's first.
   */
  static Optional<TimeControl> infer(List<Optional<Duration>> readings) {
    List<List<Long>> bySide = List.of(side(readings, 0), side(readings, 1));
    long first = 0;
    for (List<Long> side : bySide) {
      if (!side.isEmpty() && side.get(0) >= 0) {
        first = Math.max(first, side.get(0));
      }
    }
    if (first <= 0) {
      return Optional.empty();
    }
    long increment = 0;
    int periodAfter = 0;
    long periodGain = 0;
    List<Long> periodSide = List.of();
    for (List<Long> side : bySide) {
      for (int move = 1; move < side.size(); move++) {
        if (side.get(move) < 0 || side.get(move - 1) < 0) {
          continue;
        }
        long gain = side.get(move) - side.get(move - 1);
        if (gain > PERIOD_GAIN_MILLIS) {
          if (periodAfter == 0 || move + 1 < periodAfter) {
            periodAfter = move + 1; // the gain shows after the reading of move `move + 1`
            periodGain = gain;
            periodSide = side;
          }
        } else {
          increment = Math.max(increment, gain);
        }
      }
    }
    Duration inc = Duration.ofMillis(Math.round((double) increment / FIVE_SECONDS) * FIVE_SECONDS);
    // The first reading is the base, plus the increment, less the (short) first move's time.
    Duration base = Duration.ofMinutes(Math.max(1, (first - inc.toMillis() + 59_999) / 60_000));
    List<TimeControl.Period> periods = new ArrayList<>();
    if (periodAfter > 0) {
      // The gain is the added time less what that move took: about what its neighbours took.
      long spent = neighbourSpent(periodSide, periodAfter - 1, inc.toMillis());
      long added = Math.round((double) (periodGain - inc.toMillis() + spent) / 60_000) * 60_000;
      periods.add(new TimeControl.Period(periodAfter, base, inc, TimeControl.Mode.INCREMENT));
      periods.add(
          new TimeControl.Period(0, Duration.ofMillis(added), inc, TimeControl.Mode.INCREMENT));
    } else {
      periods.add(new TimeControl.Period(0, base, inc, TimeControl.Mode.INCREMENT));
    }
    return Optional.of(new TimeControl(periods));
  }

  /** The least time the moves either side of {@code index} took (0 when unknown). */
  private static long neighbourSpent(List<Long> side, int index, long increment) {
    long least = Long.MAX_VALUE;
    for (int i : new int[] {index - 1, index + 1}) {
      if (i >= 1 && i < side.size() && side.get(i) >= 0 && side.get(i - 1) >= 0) {
        least = Math.min(least, Math.max(0, side.get(i - 1) + increment - side.get(i)));
      }
    }
    return least == Long.MAX_VALUE ? 0 : least;
  }

  /** One player's readings in move order; -1 where a reading is missing. */
  private static List<Long> side(List<Optional<Duration>> readings, int parity) {
    List<Long> side = new ArrayList<>();
    for (int ply = parity; ply < readings.size(); ply += 2) {
      side.add(readings.get(ply).map(Duration::toMillis).orElse(-1L));
    }
    return side;
  }
}
