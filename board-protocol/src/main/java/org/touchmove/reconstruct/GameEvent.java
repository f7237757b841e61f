package org.touchmove.reconstruct;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.touchmove.chess.Color;
import org.touchmove.chess.Move;
import org.touchmove.chess.Position;
import org.touchmove.chess.Variant;
import org.touchmove.dgt.BoardOrientation;

/**
 * What move reconstruction tells everything above it: the vocabulary shared by replay, the
 * journal, the hub and the feeds. Every event carries the time ({@code at}, milliseconds of the
 * input's clock) of the board or clock message that caused it.
 */
public sealed interface GameEvent {
  long at();

  /** A start position appeared: a new game (Laws 2.3 or Guideline II.2). */
  record GameStarted(long at, int index, Variant variant, Position start, BoardOrientation orientation)
      implements GameEvent {}

  /**
   * A move is made (Laws 4.7): released on its square. {@code ply} counts from 1 for the first move
   * of the game. A made move may still be retracted before it is completed.
   */
  record MoveMade(long at, int ply, Move move, String san, Position after) implements GameEvent {}

  /** A made move was withdrawn before the clock was pressed (changed, or part of castling). */
  record MoveRetracted(long at, int ply, Move move) implements GameEvent {}

  /**
   * A move is completed (Laws 6.2.1): the clock was pressed. {@code clock} holds both players'
   * times right after the press; empty when no clock is connected.
   */
  record MoveCompleted(
      long at, int ply, Move move, String san, Position after, Optional<ClockReadings> clock)
      implements GameEvent {
    public MoveCompleted {
      Objects.requireNonNull(clock, "clock");
    }
  }

  /**
   * The board went back to an earlier position (Laws 7.5.1, 7.6): the record now has {@code ply}
   * moves and {@code discarded} were taken back, kept for the record.
   */
  record PositionRestored(long at, int ply, List<Move> discarded) implements GameEvent {
    public PositionRestored {
      discarded = List.copyOf(discarded);
    }
  }

  /**
   * The game goes on from {@code position}, which no legal move reached: an illegal move stood
   * (Laws A.4.2: the opponent replied instead of claiming), so the record restarts here after
   * {@code ply} half-moves.
   */
  record PositionSet(long at, int ply, Position position, String reason) implements GameEvent {}

  /** The clock, mapped to colours; {@code running} is whose time is counting down. */
  record ClockUpdate(long at, ClockReadings readings, Optional<Color> running) implements GameEvent {}

  /** Something for the arbiter (see {@link Alert}). */
  record AlertRaised(long at, Alert alert) implements GameEvent {}

  /** The game is over: {@code 1-0}, {@code 0-1} or {@code 1/2-1/2}, and why. */
  record GameEnded(long at, String result, EndReason reason) implements GameEvent {}
}
