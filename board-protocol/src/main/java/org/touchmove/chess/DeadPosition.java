package org.touchmove.chess;

/**
 * Laws 5.2.2: is this a dead position? The bare-material cases here are certain (king against
 * king, a lone minor piece, bishops all on one square colour); positions that are dead because of
 * their structure need the deeper analysis.
 */
public final class DeadPosition {
  private DeadPosition() {}

  /** True only when neither side can ever checkmate. */
  public static boolean isDead(Position position) {
    Board b = position.board;
    if ((b.pawns | b.rooks | b.queens) != 0) {
      return false;
    }
    long minors = b.knights | b.bishops;
    if (Long.bitCount(minors) <= 1) {
      return true; // K v K, K+N v K, K+B v K
    }
    // Only bishops, all on one colour: no square of the other colour is ever attacked, and a king
    // on the bishops' colour always has a neighbour of the other colour that nothing can cover.
    return b.knights == 0
        && ((b.bishops & Bitboard.LIGHT_SQUARES) == 0 || (b.bishops & Bitboard.DARK_SQUARES) == 0);
  }
}
