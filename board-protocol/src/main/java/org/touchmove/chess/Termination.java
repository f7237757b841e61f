package org.touchmove.chess;

/** How the Laws end a game by themselves, without a claim or an arbiter. */
public enum Termination {
  /** Laws 5.1.1. The side that gave mate wins. */
  CHECKMATE,
  /** Laws 5.2.1. */
  STALEMATE,
  /** Laws 5.2.2: no sequence of legal moves can lead to checkmate for either side. */
  DEAD_POSITION,
  /** Laws 9.6.1: the same position has appeared at least five times. */
  FIVEFOLD_REPETITION,
  /** Laws 9.6.2: 75 moves by each side without a pawn move or a capture (mate takes precedence). */
  SEVENTY_FIVE_MOVES
}
