package org.touchmove.reconstruct;

import java.time.Duration;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import org.touchmove.chess.Color;
import org.touchmove.chess.TimeControl;

/**
 * Checks the clock against the tournament's time control (Laws 6.3), so that a clock set wrongly
 * is put right early (6.10.2): the time on each face when the game starts, and the time the clock
 * adds at each press (the increment, and a new period's time after its last move: at move 40 the
 * clock gaining 30 minutes is the control, not a fault).
 *
 * <p>Only the clock's own messages are used. The time added at a press is the presser's time right
 * after it less their time in the last message before it, while their clock ran: at most a second
 * earlier (a running clock reports every second), so pauses and slow links do not matter. Where
 * that last message is older, nothing is judged.
 */
final class ClockAudit {
  /** Whole-second readings, a message up to a second before the press, and rounding. */
  private static final long TOLERANCE_MILLIS = 2_000;
  /** Older than this, the last running reading says nothing about the press. */
  private static final long FRESH_MILLIS = 1_500;

  /** A discrepancy, in words for the arbiter. */
  record Finding(Color player, String detail) {}

  private final TimeControl control;
  private final Map<Color, Integer> presses = new EnumMap<>(Color.class);
  private final Map<Color, Duration> runningTime = new EnumMap<>(Color.class);
  private final Map<Color, Long> runningAt = new EnumMap<>(Color.class);
  /** Per player: the last judgement was a discrepancy (say it once, not at every move). */
  private final Map<Color, Boolean> wrong = new EnumMap<>(Color.class);
  private boolean started;

  ClockAudit(TimeControl control) {
    this.control = control;
  }

  /** Whether the control is one this audit can follow (Fischer increments, any periods). */
  static boolean canAudit(TimeControl control) {
    return control.periods().stream().allMatch(p -> p.mode() == TimeControl.Mode.INCREMENT);
  }

  /** One clock message, read into colours; a finding when the clock disagrees with the control. */
  Optional<Finding> read(ClockWatcher.Reading reading, long at) {
    Optional<Finding> finding = Optional.empty();
    if (!started && reading.running().isPresent()) {
      started = true;
      finding = checkStart(reading);
    }
    reading.hiddenPressBy().ifPresent(
        player -> {
          presses.merge(player, 1, Integer::sum); // its readings were lost: count it only
          runningTime.remove(player);
          runningAt.remove(player);
        });
    if (reading.pressedBy().isPresent()) {
      Optional<Finding> press = checkPress(reading.pressedBy().get(), reading, at);
      if (press.isPresent()) {
        finding = press;
      }
    }
    reading.running().ifPresent(
        side -> {
          runningTime.put(side, reading.readings().of(side));
          runningAt.put(side, at);
        });
    return finding;
  }

  /** The first running message: both faces show the base time (the runner at most a little less). */
  private Optional<Finding> checkStart(ClockWatcher.Reading reading) {
    long base = control.initialTime().toMillis();
    for (Color color : Color.values()) {
      long shown = reading.readings().of(color).toMillis();
      if (shown > base + TOLERANCE_MILLIS || shown < base - TOLERANCE_MILLIS) {
        wrong.put(color, true);
        return Optional.of(
            new Finding(
                color,
                name(color) + "'s clock started with " + format(shown) + "; the control gives "
                    + format(base)));
      }
    }
    return Optional.empty();
  }

  private Optional<Finding> checkPress(Color player, ClockWatcher.Reading reading, long at) {
    int move = presses.merge(player, 1, Integer::sum);
    Duration before = runningTime.remove(player);
    Long beforeAt = runningAt.remove(player);
    if (before == null || at - beforeAt > FRESH_MILLIS) {
      return Optional.empty();
    }
    long added = reading.readings().of(player).toMillis() - before.toMillis();
    long expected = control.addedAfterMove(move).toMillis();
    // The presser's clock ran for up to a second after the last message: it may have added a
    // second less than the control, never more.
    boolean right = added <= expected + TOLERANCE_MILLIS && added >= expected - TOLERANCE_MILLIS;
    boolean wasWrong = wrong.getOrDefault(player, false);
    wrong.put(player, !right);
    if (right || wasWrong) {
      return Optional.empty();
    }
    return Optional.of(
        new Finding(
            player,
            name(player) + "'s clock added " + format(Math.max(0, added)) + " at move " + move
                + "; the control adds " + format(expected)));
  }

  private static String name(Color color) {
    return color == Color.WHITE ? "White" : "Black";
  }

  /** h:mm:ss, as the clock shows it. */
  static String format(long millis) {
    long seconds = Math.round(millis / 1000.0);
    return String.format("%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60);
  }
}
