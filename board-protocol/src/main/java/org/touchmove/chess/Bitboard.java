package org.touchmove.chess;

import java.util.ArrayList;
import java.util.List;

/**
 * Constants and helpers for bitboards: a {@code long} whose bit {@code i} stands for {@link
 * Square#ofIndex(int) square i} (a1 = bit 0, h8 = bit 63).
 */
public final class Bitboard {
  public static final long EMPTY = 0L;
  public static final long ALL = -1L;
  public static final long FILE_A = 0x0101010101010101L;
  public static final long FILE_H = FILE_A << 7;
  public static final long RANK_1 = 0xFFL;
  public static final long RANK_2 = RANK_1 << 8;
  public static final long RANK_3 = RANK_1 << 16;
  public static final long RANK_4 = RANK_1 << 24;
  public static final long RANK_5 = RANK_1 << 32;
  public static final long RANK_6 = RANK_1 << 40;
  public static final long RANK_7 = RANK_1 << 48;
  public static final long RANK_8 = RANK_1 << 56;
  public static final long BACK_RANKS = RANK_1 | RANK_8;
  /** h1 is a light square (Laws 2.1), so is a2. */
  public static final long LIGHT_SQUARES = 0x55AA55AA55AA55AAL;

  public static final long DARK_SQUARES = ~LIGHT_SQUARES;

  private Bitboard() {}

  public static long file(int file) {
    return FILE_A << file;
  }

  public static long rank(int rank) {
    return RANK_1 << (8 * rank);
  }

  /** The back rank of {@code color}: rank 1 for White, rank 8 for Black. */
  public static long backRank(Color color) {
    return color == Color.WHITE ? RANK_1 : RANK_8;
  }

  public static boolean contains(long bitboard, Square square) {
    return (bitboard & square.bit()) != 0;
  }

  /** True when more than one bit is set. */
  public static boolean hasMoreThanOne(long bitboard) {
    return (bitboard & (bitboard - 1)) != 0;
  }

  /** The lowest set square; the bitboard must not be empty. */
  public static Square first(long bitboard) {
    if (bitboard == 0) {
      throw new IllegalArgumentException("empty bitboard has no first square");
    }
    return Square.ofIndex(Long.numberOfTrailingZeros(bitboard));
  }

  /** The squares of a bitboard in index order (a1 first). */
  public static List<Square> squares(long bitboard) {
    List<Square> squares = new ArrayList<>(Long.bitCount(bitboard));
    for (long b = bitboard; b != 0; b &= b - 1) {
      squares.add(Square.ofIndex(Long.numberOfTrailingZeros(b)));
    }
    return squares;
  }

  /** The bitboard of the given squares. */
  public static long of(Square... squares) {
    long bitboard = 0;
    for (Square square : squares) {
      bitboard |= square.bit();
    }
    return bitboard;
  }
}
