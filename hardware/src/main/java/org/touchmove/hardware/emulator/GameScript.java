package org.touchmove.hardware.emulator;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.touchmove.chess.Board;
import org.touchmove.chess.TimeControl;
import org.touchmove.dgt.BoardOrientation;
import org.touchmove.dgt.ClockSide;

/**
 * A game as the emulated players will play it: every hand action with its time, how the board and
 * clock are set up, and what an observer should reconstruct from it (the test oracle).
 *
 * @param game the game played
 * @param initialBoard the pieces when the emulation starts (a wrong set-up shows here)
 * @param orientation how the e-board lies (rotated: connector on Black's side)
 * @param whiteFace the clock face in front of White
 * @param timeControl what the clock is set to
 * @param scanPeriod the board's full-scan time
 * @param actions the hand actions, in time order
 * @param clockAfterPly for each ply, the clock readings (White, Black) right after its press
 * @param alerts the irregularities staged on purpose
 * @param resultGesture true when the players show the result with the kings (N12)
 * @param disconnects link outages to stage (N11), in wall time
 * @param endWallMillis when the emulation of this game is over
 */
public record GameScript(
    ScriptedGame game,
    Board initialBoard,
    BoardOrientation orientation,
    ClockSide whiteFace,
    TimeControl timeControl,
    Duration scanPeriod,
    List<TimedAction> actions,
    List<ClockReading> clockAfterPly,
    List<ExpectedAlert> alerts,
    boolean resultGesture,
    List<Outage> disconnects,
    long endWallMillis) {

  public GameScript {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(initialBoard, "initialBoard");
    actions = List.copyOf(actions);
    clockAfterPly = List.copyOf(clockAfterPly);
    alerts = List.copyOf(alerts);
    disconnects = List.copyOf(disconnects);
  }

  /** White's and Black's clock after a press. */
  public record ClockReading(Duration white, Duration black) {}

  /** The link is down from {@code startWallMillis} for {@code durationMillis}. */
  public record Outage(long startWallMillis, long durationMillis) {}

  /** The game-time instant of the last action, if any. */
  public Optional<TimedAction> lastAction() {
    return actions.isEmpty() ? Optional.empty() : Optional.of(actions.get(actions.size() - 1));
  }
}
