package org.touchmove.reconstruct;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiPredicate;
import org.touchmove.chess.Color;
import org.touchmove.chess.MatingAnalysis;
import org.touchmove.chess.MatingPotential;
import org.touchmove.chess.Position;
import org.touchmove.chess.TimeControl;

/**
 * How a {@link BoardTracker} reads a board.
 *
 * @param allow960 accept every Chess960 start as a game start (otherwise only the standard one)
 * @param settle quiet time after the last sensor change before the board is read: longer than a
 *     scan (250 ms USB, 500 ms Bluetooth), so a sliding piece is never taken for a move
 * @param touch a piece lifted and put back on its square for at least this long was touched
 *     (Laws 4.3); shorter is an adjustment (4.2)
 * @param displaced a board no legal move explains, with a piece where none should be, for this
 *     long is a displacement for the arbiter (Laws 7.4)
 * @param pressGrace after a clock press, how long to wait for the board to show the move
 * @param finalGrace after a mating (or stalemating) move, how long to wait for the clock press
 *     that carries the last clock readings
 * @param canMate whether a side can still mate in a position (Laws 6.9 flag fall)
 * @param control the tournament's time control, when known: the clock is checked against it
 *     (6.3, 6.10.2)
 */
public record TrackerConfig(
    boolean allow960,
    Duration settle,
    Duration touch,
    Duration displaced,
    Duration pressGrace,
    Duration finalGrace,
    BiPredicate<Position, Color> canMate,
    Optional<TimeControl> control) {

  public TrackerConfig {
    Objects.requireNonNull(settle, "settle");
    Objects.requireNonNull(touch, "touch");
    Objects.requireNonNull(displaced, "displaced");
    Objects.requireNonNull(pressGrace, "pressGrace");
    Objects.requireNonNull(finalGrace, "finalGrace");
    Objects.requireNonNull(canMate, "canMate");
    Objects.requireNonNull(control, "control");
  }

  /** The defaults: every start accepted, timings for USB and Bluetooth boards alike. */
  public static TrackerConfig defaults() {
    return new TrackerConfig(
        true,
        Duration.ofMillis(700),
        Duration.ofMillis(1000),
        Duration.ofMillis(2500),
        Duration.ofMillis(1500),
        Duration.ofMillis(5000),
        TrackerConfig::canMateByAnalysis,
        Optional.empty());
  }

  public TrackerConfig withCanMate(BiPredicate<Position, Color> rule) {
    return new TrackerConfig(allow960, settle, touch, displaced, pressGrace, finalGrace, rule, control);
  }

  /** The same, checking the clock against {@code timeControl}. */
  public TrackerConfig withControl(TimeControl timeControl) {
    return new TrackerConfig(
        allow960, settle, touch, displaced, pressGrace, finalGrace, canMate, Optional.of(timeControl));
  }

  public TrackerConfig withAllow960(boolean allow) {
    return new TrackerConfig(allow, settle, touch, displaced, pressGrace, finalGrace, canMate, control);
  }

  /**
   * The default for 6.9: a side can mate unless it is proven that no sequence of legal moves ends
   * in its mate (an analysis that runs out of budget counts as "can mate", so a win on time is
   * never taken away without proof).
   */
  static boolean canMateByAnalysis(Position position, Color side) {
    return MatingAnalysis.canMate(position, side) != MatingPotential.CANNOT_MATE;
  }
}
