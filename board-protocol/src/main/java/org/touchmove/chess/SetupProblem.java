package org.touchmove.chess;

/**
 * Why a setup is not a legal chess position (Laws 3.10.3: a position that cannot be reached by any
 * series of legal moves). Every problem found is reported, not just the first.
 */
public enum SetupProblem {
  /** A side has no king. */
  MISSING_KING(false),
  /** A side has more than one king. */
  TOO_MANY_KINGS(false),
  /** A pawn stands on rank 1 or rank 8 (Laws 3.7.1 and 3.7.5 make that unreachable). */
  PAWN_ON_BACK_RANK(false),
  /** A side has more than 16 pieces. */
  TOO_MANY_PIECES(false),
  /** A side has more than 8 pawns. */
  TOO_MANY_PAWNS(false),
  /** More promoted pieces than missing pawns (for example a third knight with 8 pawns). */
  IMPOSSIBLE_MATERIAL(false),
  /** The side that just moved is in check, so its last move was illegal (Laws 3.9). */
  OPPOSITE_CHECK(false),
  /** The checks on the king cannot come from a single legal move (three checkers, aligned ones). */
  IMPOSSIBLE_CHECK(false),
  /** The en passant square is not behind a pawn that just made a double step. Repairable. */
  INVALID_EN_PASSANT(true),
  /** A castling right names a king or rook that is not on its square. Repairable. */
  INVALID_CASTLING_RIGHTS(true);

  private final boolean repairable;

  SetupProblem(boolean repairable) {
    this.repairable = repairable;
  }

  /** True when dropping the offending right or square yields a legal position. */
  public boolean isRepairable() {
    return repairable;
  }
}
