package org.touchmove.chess;

/**
 * A set of positions compared exactly (pieces, side to move, castling rights, en passant square),
 * in flat arrays: the visited set of {@link ReachableSearch}, where a proof must not rest on hash
 * luck and a {@code HashSet} of records would cost several times the memory.
 */
final class PositionSet {
  private static final int WORDS = 8;

  private long[] data;
  private int mask;
  private int size;

  PositionSet(int expected) {
    int capacity = Integer.highestOneBit(Math.max(16, expected * 2 - 1)) << 1; // a power of two
    data = new long[capacity * WORDS];
    mask = capacity - 1;
  }

  int size() {
    return size;
  }

  /** Adds {@code p}; false when it was already there. */
  boolean add(Position p) {
    if (4 * (size + 1) > 3 * (mask + 1)) { // at most three quarters full
      grow();
    }
    Board b = p.board;
    // Castling rooks sit on ranks 1 and 8 (bits 0-7, 56-63); bits 8-15 hold the rest. Kings are
    // the occupied squares left over, so they need no word of their own.
    long rest = p.castlingRooks | ((p.epSquare + 1L) << 8) | (p.whiteToMove ? 1L << 15 : 0);
    return insert(b.white, b.black, b.pawns, b.knights, b.bishops, b.rooks, b.queens, rest);
  }

  private boolean insert(
      long white,
      long black,
      long pawns,
      long knights,
      long bishops,
      long rooks,
      long queens,
      long rest) {
    long h = white;
    h = (h ^ (h >>> 31)) * 0x9E3779B97F4A7C15L + black;
    h = (h ^ (h >>> 31)) * 0x9E3779B97F4A7C15L + pawns;
    h = (h ^ (h >>> 31)) * 0x9E3779B97F4A7C15L + (knights ^ (bishops << 1) ^ (rooks << 2));
    h = (h ^ (h >>> 31)) * 0x9E3779B97F4A7C15L + (queens ^ rest);
    h = (h ^ (h >>> 29)) * 0xBF58476D1CE4E5B9L;
    int slot = (int) (h ^ (h >>> 32)) & mask;
    while (true) {
      int i = slot * WORDS;
      if (data[i] == 0) { // white always has a king, so 0 marks an empty slot
        data[i] = white;
        data[i + 1] = black;
        data[i + 2] = pawns;
        data[i + 3] = knights;
        data[i + 4] = bishops;
        data[i + 5] = rooks;
        data[i + 6] = queens;
        data[i + 7] = rest;
        size++;
        return true;
      }
      if (data[i] == white
          && data[i + 1] == black
          && data[i + 2] == pawns
          && data[i + 3] == knights
          && data[i + 4] == bishops
          && data[i + 5] == rooks
          && data[i + 6] == queens
          && data[i + 7] == rest) {
        return false;
      }
      slot = (slot + 1) & mask;
    }
  }

  private void grow() {
    long[] old = data;
    data = new long[old.length * 2];
    mask = (mask << 1) | 1;
    size = 0;
    for (int i = 0; i < old.length; i += WORDS) {
      if (old[i] != 0) {
        insert(
            old[i], old[i + 1], old[i + 2], old[i + 3], old[i + 4], old[i + 5], old[i + 6],
            old[i + 7]);
      }
    }
  }
}
