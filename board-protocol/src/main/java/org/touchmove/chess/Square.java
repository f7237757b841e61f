package org.touchmove.chess;

import java.util.Objects;
import java.util.Optional;

/**
 * A square of the board, a1 = 0 ... h8 = 63 (file-major within each rank), as in Laws 2.4 seen from
 * White's side. Bitboards in this package use the same numbering: bit {@code i} is square {@code
 * i}.
 */
public enum Square {
  A1, B1, C1, D1, E1, F1, G1, H1, A2, B2, C2, D2, E2, F2, G2, H2, A3, B3, C3, D3, E3, F3, G3, H3, A4, B4, C4, D4, E4, F4, G4, H4, A5, B5, C5, D5, E5, F5, G5, H5, A6, B6, C6, D6, E6, F6, G6, H6, A7, B7, C7, D7, E7, F7, G7, H7, A8, B8, C8, D8, E8, F8, G8, H8;

  private static final Square[] BY_INDEX = values();

  /** 0 = a1 ... 63 = h8. An out-of-range index is a caller bug, so it throws. */
  public static Square ofIndex(int index) {
    return BY_INDEX[Objects.checkIndex(index, BY_INDEX.length)];
  }

  /** The square on file {@code file} (0 = a) and rank {@code rank} (0 = rank 1). */
  public static Square of(int file, int rank) {
    Objects.checkIndex(file, 8);
    Objects.checkIndex(rank, 8);
    return BY_INDEX[rank * 8 + file];
  }

  /** Parses {@code "e4"}; empty for anything that is not a file letter and a rank digit. */
  public static Optional<Square> parse(CharSequence name) {
    if (name == null || name.length() != 2) {
      return Optional.empty();
    }
    int file = name.charAt(0) - 'a';
    int rank = name.charAt(1) - '1';
    if (file < 0 || file > 7 || rank < 0 || rank > 7) {
      return Optional.empty();
    }
    return Optional.of(BY_INDEX[rank * 8 + file]);
  }

  public int index() {
    return ordinal();
  }

  /** 0 = file a ... 7 = file h. */
  public int file() {
    return ordinal() & 7;
  }

  /** 0 = rank 1 ... 7 = rank 8. */
  public int rank() {
    return ordinal() >>> 3;
  }

  /** The single-bit bitboard of this square. */
  public long bit() {
    return 1L << ordinal();
  }

  /** True for a light square (h1 is light, Laws 2.1). */
  public boolean isLight() {
    return ((file() + rank()) & 1) == 1;
  }

  public char fileChar() {
    return (char) ('a' + file());
  }

  public char rankChar() {
    return (char) ('1' + rank());
  }

  /** The algebraic name, lower case: {@code "e4"}. */
  public String key() {
    return new String(new char[] {fileChar(), rankChar()});
  }

  /** The same file and rank seen from the other side: a1 becomes h8. */
  public Square rotated() {
    return BY_INDEX[63 - ordinal()];
  }

  /** The square on the same file with the rank mirrored: a1 becomes a8. */
  public Square flippedVertically() {
    return BY_INDEX[ordinal() ^ 56];
  }

  @Override
  public String toString() {
    return key();
  }
}
