package org.touchmove.chess;

/** Draws a player may claim but that do not end the game by themselves (Laws 9.2, 9.3). */
public enum Claim {
  /**
   * Laws 9.2.1: the same position has appeared three times, or is about to appear a third time by
   * a move the claimant writes down.
   */
  THREEFOLD_REPETITION,
  /**
   * Laws 9.3: the last 50 moves by each player had no pawn move and no capture, or the move the
   * claimant writes down will make it so.
   */
  FIFTY_MOVES
}
