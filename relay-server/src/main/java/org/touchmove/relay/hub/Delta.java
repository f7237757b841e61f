package org.touchmove.relay.hub;

import java.util.Optional;
import org.touchmove.chess.Variant;

/**
 * One change to a board's state, in the order the hub publishes them: what the journal's events
 * file holds and what the WebSocket deltas carry (docs/wire-format.md). A board's state is the fold
 * of its deltas.
 */
public sealed interface Delta {
  /** Whether spectators may see it (after the delay); alerts are for arbiters only. */
  default boolean isPublic() {
    return true;
  }

  /** A start position was set up: a new game. */
  record GameStart(int gameIndex, Variant variant, String startFen) implements Delta {}

  /** A move was completed. */
  record MoveDone(MoveRecord move) implements Delta {}

  /** The board went back: the record keeps its first {@code ply} half-moves. */
  record Takeback(int ply) implements Delta {}

  /** The game goes on from {@code fen}, which no legal move reached, after {@code ply} half-moves. */
  record PositionFrom(int ply, String fen, String note) implements Delta {}

  /** New clock readings. */
  record ClockChange(ClockState clock) implements Delta {}

  /** The game ended. */
  record Result(String result, String reason) implements Delta {}

  /** An alert for the arbiter. */
  record AlertDelta(AlertRecord alert) implements Delta {
    @Override
    public boolean isPublic() {
      return false;
    }
  }

  /** An arbiter acknowledged alert {@code id}. */
  record AlertAck(String id, String by) implements Delta {
    @Override
    public boolean isPublic() {
      return false;
    }
  }

  /** A draw offer after half-move {@code ply} by {@code color} ({@code white}/{@code black}). */
  record DrawOffered(int ply, String color, String by) implements Delta {}

  /** The arbiter paused or resumed the game: the clocks stand still while paused. */
  record PauseChange(boolean paused, String by) implements Delta {}

  /** An arbiter set or corrected the result (Laws 12.x decisions the board cannot see). */
  record ResultSet(Optional<String> result, String by) implements Delta {}
}
