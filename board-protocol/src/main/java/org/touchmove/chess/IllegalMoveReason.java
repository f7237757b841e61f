package org.touchmove.chess;

/** Why {@link Position#play(Move)} refused a move. */
public enum IllegalMoveReason {
  /** There is no piece on the move's origin square. */
  NO_PIECE,
  /** The piece on the origin square belongs to the side not to move (Laws 1.3). */
  NOT_SIDE_TO_MOVE,
  /** The piece cannot go there, or going there would leave its king in check (Laws 3.9). */
  NOT_LEGAL
}
