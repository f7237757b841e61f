package org.touchmove.chess;

/**
 * The rule set. Both are played with the same move generator; they differ in the start position
 * (Laws 2.3 versus Guideline II.2) and in how castling is written (UCI, FEN).
 */
public enum Variant {
  STANDARD,
  /** Fischer random chess, Guidelines II of the Laws. */
  CHESS960
}
