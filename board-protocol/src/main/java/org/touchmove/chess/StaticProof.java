package org.touchmove.chess;

/** The static (search-free) proofs that a side cannot mate, shared by the analysis and searches. */
final class StaticProof {
  private StaticProof() {}

  /** What proves that {@code white} can never mate in {@code p}; {@code null} if nothing does. */
  static MatingVerdict.Basis cannotMate(Position p, boolean white) {
    if (InsufficientMaterial.isInsufficient(p.board, white ? Color.WHITE : Color.BLACK)) {
      return MatingVerdict.Basis.MATERIAL;
    }
    return MatingNet.cannotMate(Blockade.of(p), white) ? MatingVerdict.Basis.BLOCKADE : null;
  }

  /** {@link #cannotMate(Position, boolean)} with the blockade of {@code p} already computed. */
  static MatingVerdict.Basis cannotMate(Position p, Blockade blockade, boolean white) {
    if (InsufficientMaterial.isInsufficient(p.board, white ? Color.WHITE : Color.BLACK)) {
      return MatingVerdict.Basis.MATERIAL;
    }
    return MatingNet.cannotMate(blockade, white) ? MatingVerdict.Basis.BLOCKADE : null;
  }

  /**
   * True when the move from {@code parent} to {@code child} may have made a static proof possible:
   * a capture, a promotion, or a pawn that now stands head to head with another. Searches run the
   * static proofs (tens of microseconds) only then; other moves rarely change their outcome.
   */
  static boolean worthTesting(Position parent, Position child) {
    if (child.halfmoveClock != 0) {
      return false; // neither a capture nor a pawn move
    }
    Board before = parent.board;
    Board after = child.board;
    if (Long.bitCount(after.occupied()) < Long.bitCount(before.occupied())) {
      return true;
    }
    long arrived = after.pawns & ~before.pawns;
    if (arrived == 0) {
      return true; // a promotion
    }
    return (((arrived << 8) | (arrived >>> 8)) & after.pawns) != 0;
  }
}
