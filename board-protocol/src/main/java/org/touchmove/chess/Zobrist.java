package org.touchmove.chess;

/**
 * Random keys for Zobrist hashing. A position's hash is the XOR of the keys of its pieces, its
 * castling rooks and the side to move; the en passant file is added only for {@link
 * Position#repetitionKey()} and only when the capture is legal (Laws 9.2.2.1).
 */
final class Zobrist {
  /** [piece ordinal * 64 + square]. */
  static final long[] PIECE_SQUARE = new long[12 * 64];

  static final long[] CASTLING_ROOK = new long[64];
  static final long[] EN_PASSANT_FILE = new long[8];
  static final long BLACK_TO_MOVE;

  static {
    Attacks.SplitMix random = new Attacks.SplitMix(0x5EED_2017_F1DE_0001L);
    for (int i = 0; i < PIECE_SQUARE.length; i++) {
      PIECE_SQUARE[i] = random.next();
    }
    for (int i = 0; i < 64; i++) {
      CASTLING_ROOK[i] = random.next();
    }
    for (int i = 0; i < 8; i++) {
      EN_PASSANT_FILE[i] = random.next();
    }
    BLACK_TO_MOVE = random.next();
  }

  private Zobrist() {}

  static long piece(boolean white, int role, int square) {
    return PIECE_SQUARE[((white ? 0 : 6) + role) * 64 + square];
  }

  static long castling(long rooks) {
    long h = 0;
    for (long b = rooks; b != 0; b &= b - 1) {
      h ^= CASTLING_ROOK[Long.numberOfTrailingZeros(b)];
    }
    return h;
  }

  static long of(Board board, boolean whiteToMove, long castlingRooks) {
    long h = whiteToMove ? 0 : BLACK_TO_MOVE;
    for (long b = board.occupied(); b != 0; b &= b - 1) {
      int sq = Long.numberOfTrailingZeros(b);
      h ^= piece((board.white & (1L << sq)) != 0, board.roleIndexAt(sq), sq);
    }
    return h ^ castling(castlingRooks);
  }
}
