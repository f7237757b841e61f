package org.touchmove.chess;

/**
 * Bit-parallel slides over whole sets of squares ("occluded fills", after Kogge and Stone): every
 * square a slider could reach from any square of a set, in three shift steps per direction instead
 * of one table lookup per square. {@link Blockade} floods regions with them.
 */
final class Fill {
  private static final long NOT_A = ~Bitboard.FILE_A;
  private static final long NOT_H = ~Bitboard.FILE_H;

  private Fill() {}

  /**
   * Squares attacked by a slider standing on any square of {@code from}, when only {@code
   * blockers} block: the blockers hit are included.
   */
  static long attacks(long from, long blockers, boolean diagonal, boolean orthogonal) {
    long empty = ~blockers;
    long attacks = 0;
    if (orthogonal) {
      attacks |= north(from, empty) << 8;
      attacks |= south(from, empty) >>> 8;
      attacks |= (east(from, empty) << 1) & NOT_A;
      attacks |= (west(from, empty) >>> 1) & NOT_H;
    }
    if (diagonal) {
      attacks |= (northEast(from, empty) << 9) & NOT_A;
      attacks |= (northWest(from, empty) << 7) & NOT_H;
      attacks |= (southEast(from, empty) >>> 7) & NOT_A;
      attacks |= (southWest(from, empty) >>> 9) & NOT_H;
    }
    return attacks;
  }

  /** The closure of {@code region} under slides that stop before {@code walls}. */
  static long flood(long region, long walls, boolean diagonal, boolean orthogonal) {
    while (true) {
      long grown = region | (attacks(region, walls, diagonal, orthogonal) & ~walls);
      if (grown == region) {
        return region;
      }
      region = grown;
    }
  }

  // Each fill returns the start squares plus the empty squares they slide over in one direction.

  private static long north(long gen, long pro) {
    gen |= pro & (gen << 8);
    pro &= pro << 8;
    gen |= pro & (gen << 16);
    pro &= pro << 16;
    return gen | (pro & (gen << 32));
  }

  private static long south(long gen, long pro) {
    gen |= pro & (gen >>> 8);
    pro &= pro >>> 8;
    gen |= pro & (gen >>> 16);
    pro &= pro >>> 16;
    return gen | (pro & (gen >>> 32));
  }

  private static long east(long gen, long pro) {
    pro &= NOT_A;
    gen |= pro & (gen << 1);
    pro &= pro << 1;
    gen |= pro & (gen << 2);
    pro &= pro << 2;
    return gen | (pro & (gen << 4));
  }

  private static long west(long gen, long pro) {
    pro &= NOT_H;
    gen |= pro & (gen >>> 1);
    pro &= pro >>> 1;
    gen |= pro & (gen >>> 2);
    pro &= pro >>> 2;
    return gen | (pro & (gen >>> 4));
  }

  private static long northEast(long gen, long pro) {
    pro &= NOT_A;
    gen |= pro & (gen << 9);
    pro &= pro << 9;
    gen |= pro & (gen << 18);
    pro &= pro << 18;
    return gen | (pro & (gen << 36));
  }

  private static long northWest(long gen, long pro) {
    pro &= NOT_H;
    gen |= pro & (gen << 7);
    pro &= pro << 7;
    gen |= pro & (gen << 14);
    pro &= pro << 14;
    return gen | (pro & (gen << 28));
  }

  private static long southEast(long gen, long pro) {
    pro &= NOT_A;
    gen |= pro & (gen >>> 7);
    pro &= pro >>> 7;
    gen |= pro & (gen >>> 14);
    pro &= pro >>> 14;
    return gen | (pro & (gen >>> 28));
  }

  private static long southWest(long gen, long pro) {
    pro &= NOT_H;
    gen |= pro & (gen >>> 9);
    pro &= pro >>> 9;
    gen |= pro & (gen >>> 18);
    pro &= pro >>> 18;
    return gen | (pro & (gen >>> 36));
  }
}
