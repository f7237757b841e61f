package org.touchmove.chess;

/**
 * Attack tables: what a piece on a square attacks, given the occupied squares. Sliding pieces use
 * "fancy" magic bitboards: the relevant blockers are multiplied by a magic number so that the top
 * bits index a per-square slice of one shared table. The magic numbers are found at class
 * initialisation by a seeded random search (a few milliseconds), so they are ours and the tables
 * are identical on every run.
 */
public final class Attacks {
  private static final long[] KNIGHT = new long[64];
  private static final long[] KING = new long[64];
  private static final long[] WHITE_PAWN = new long[64];
  private static final long[] BLACK_PAWN = new long[64];
  /** Squares strictly between two squares on a line; 0 when they share no line. [a * 64 + b]. */
  private static final long[] BETWEEN = new long[64 * 64];
  /** The whole line (edge to edge) through two squares; 0 when they share no line. */
  private static final long[] LINE = new long[64 * 64];

  private static final long[] ROOK_MASK = new long[64];
  private static final long[] ROOK_MAGIC = new long[64];
  private static final int[] ROOK_SHIFT = new int[64];
  private static final int[] ROOK_OFFSET = new int[64];
  private static final long[] BISHOP_MASK = new long[64];
  private static final long[] BISHOP_MAGIC = new long[64];
  private static final int[] BISHOP_SHIFT = new int[64];
  private static final int[] BISHOP_OFFSET = new int[64];
  private static final long[] SLIDER_TABLE;

  private static final int[][] ROOK_DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  private static final int[][] BISHOP_DIRECTIONS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
  private static final int[][] KNIGHT_STEPS = {
    {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}
  };

  static {
    for (int sq = 0; sq < 64; sq++) {
      KNIGHT[sq] = steps(sq, KNIGHT_STEPS);
      KING[sq] =
          steps(sq, new int[][] {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}});
      WHITE_PAWN[sq] = steps(sq, new int[][] {{-1, 1}, {1, 1}});
      BLACK_PAWN[sq] = steps(sq, new int[][] {{-1, -1}, {1, -1}});
    }
    int rookSize = 0;
    int bishopSize = 0;
    for (int sq = 0; sq < 64; sq++) {
      ROOK_MASK[sq] = relevantMask(sq, ROOK_DIRECTIONS);
      BISHOP_MASK[sq] = relevantMask(sq, BISHOP_DIRECTIONS);
      ROOK_SHIFT[sq] = 64 - Long.bitCount(ROOK_MASK[sq]);
      BISHOP_SHIFT[sq] = 64 - Long.bitCount(BISHOP_MASK[sq]);
      ROOK_OFFSET[sq] = rookSize;
      rookSize += 1 << Long.bitCount(ROOK_MASK[sq]);
    }
    for (int sq = 0; sq < 64; sq++) {
      BISHOP_OFFSET[sq] = rookSize + bishopSize;
      bishopSize += 1 << Long.bitCount(BISHOP_MASK[sq]);
    }
    SLIDER_TABLE = new long[rookSize + bishopSize];
    SplitMix random = new SplitMix(0x70C4_3A0E_2024_0001L);
    for (int sq = 0; sq < 64; sq++) {
      ROOK_MAGIC[sq] =
          findMagic(sq, ROOK_MASK[sq], ROOK_SHIFT[sq], ROOK_OFFSET[sq], ROOK_DIRECTIONS, random);
      BISHOP_MAGIC[sq] =
          findMagic(
              sq, BISHOP_MASK[sq], BISHOP_SHIFT[sq], BISHOP_OFFSET[sq], BISHOP_DIRECTIONS, random);
    }
    for (int a = 0; a < 64; a++) {
      for (int b = 0; b < 64; b++) {
        if (a == b) {
          continue;
        }
        long bBit = 1L << b;
        if ((rookAttacks(a, 0) & bBit) != 0) {
          BETWEEN[a * 64 + b] = rookAttacks(a, bBit) & rookAttacks(b, 1L << a);
          LINE[a * 64 + b] = (rookAttacks(a, 0) & rookAttacks(b, 0)) | (1L << a) | bBit;
        } else if ((bishopAttacks(a, 0) & bBit) != 0) {
          BETWEEN[a * 64 + b] = bishopAttacks(a, bBit) & bishopAttacks(b, 1L << a);
          LINE[a * 64 + b] = (bishopAttacks(a, 0) & bishopAttacks(b, 0)) | (1L << a) | bBit;
        }
      }
    }
  }

  private Attacks() {}

  public static long knight(int square) {
    return KNIGHT[square];
  }

  public static long king(int square) {
    return KING[square];
  }

  /** The squares a pawn of {@code color} on {@code square} attacks (captures onto). */
  public static long pawn(Color color, int square) {
    return color == Color.WHITE ? WHITE_PAWN[square] : BLACK_PAWN[square];
  }

  static long pawn(boolean white, int square) {
    return white ? WHITE_PAWN[square] : BLACK_PAWN[square];
  }

  public static long rookAttacks(int square, long occupied) {
    return SLIDER_TABLE[
        ROOK_OFFSET[square]
            + (int) (((occupied & ROOK_MASK[square]) * ROOK_MAGIC[square]) >>> ROOK_SHIFT[square])];
  }

  public static long bishopAttacks(int square, long occupied) {
    return SLIDER_TABLE[
        BISHOP_OFFSET[square]
            + (int)
                (((occupied & BISHOP_MASK[square]) * BISHOP_MAGIC[square])
                    >>> BISHOP_SHIFT[square])];
  }

  public static long queenAttacks(int square, long occupied) {
    return rookAttacks(square, occupied) | bishopAttacks(square, occupied);
  }

  /** The squares a piece of {@code role} and {@code color} on {@code square} attacks. */
  public static long of(Role role, Color color, int square, long occupied) {
    switch (role) {
      case PAWN:
        return pawn(color, square);
      case KNIGHT:
        return KNIGHT[square];
      case BISHOP:
        return bishopAttacks(square, occupied);
      case ROOK:
        return rookAttacks(square, occupied);
      case QUEEN:
        return queenAttacks(square, occupied);
      case KING:
        return KING[square];
      default:
        throw new AssertionError(role);
    }
  }

  /** Squares strictly between {@code a} and {@code b} when they share a line, else empty. */
  public static long between(int a, int b) {
    return BETWEEN[a * 64 + b];
  }

  /** The full line through {@code a} and {@code b} when they share one, else empty. */
  public static long line(int a, int b) {
    return LINE[a * 64 + b];
  }

  /** True when {@code a}, {@code b} and {@code c} lie on one rank, file or diagonal. */
  public static boolean aligned(int a, int b, int c) {
    return (LINE[a * 64 + b] & (1L << c)) != 0;
  }

  private static long steps(int square, int[][] deltas) {
    long result = 0;
    int file = square & 7;
    int rank = square >>> 3;
    for (int[] d : deltas) {
      int f = file + d[0];
      int r = rank + d[1];
      if (f >= 0 && f < 8 && r >= 0 && r < 8) {
        result |= 1L << (r * 8 + f);
      }
    }
    return result;
  }

  /** Slow ray walk used to build the tables and to verify magics. */
  private static long slidingAttacks(int square, long occupied, int[][] directions) {
    long result = 0;
    for (int[] d : directions) {
      int f = (square & 7) + d[0];
      int r = (square >>> 3) + d[1];
      while (f >= 0 && f < 8 && r >= 0 && r < 8) {
        long bit = 1L << (r * 8 + f);
        result |= bit;
        if ((occupied & bit) != 0) {
          break;
        }
        f += d[0];
        r += d[1];
      }
    }
    return result;
  }

  /** Blockers that matter: each ray without its last square (a piece there changes nothing). */
  private static long relevantMask(int square, int[][] directions) {
    long result = 0;
    for (int[] d : directions) {
      int f = (square & 7) + d[0];
      int r = (square >>> 3) + d[1];
      while (f + d[0] >= 0 && f + d[0] < 8 && r + d[1] >= 0 && r + d[1] < 8) {
        result |= 1L << (r * 8 + f);
        f += d[0];
        r += d[1];
      }
    }
    return result;
  }

  private static long findMagic(
      int square, long mask, int shift, int offset, int[][] directions, SplitMix random) {
    int size = 1 << Long.bitCount(mask);
    long[] occupancies = new long[size];
    long[] attacks = new long[size];
    int n = 0;
    long subset = 0;
    do { // Carry-rippler: every subset of the mask.
      occupancies[n] = subset;
      attacks[n] = slidingAttacks(square, subset, directions);
      n++;
      subset = (subset - mask) & mask;
    } while (subset != 0);

    int[] epoch = new int[size];
    for (int attempt = 1; ; attempt++) {
      long magic = random.next() & random.next() & random.next();
      if (Long.bitCount((mask * magic) >>> 56) < 6) {
        continue; // too few high bits: cannot spread the blockers over the index
      }
      boolean ok = true;
      for (int i = 0; i < size && ok; i++) {
        int index = (int) ((occupancies[i] * magic) >>> shift);
        if (epoch[index] < attempt) {
          epoch[index] = attempt;
          SLIDER_TABLE[offset + index] = attacks[i];
        } else if (SLIDER_TABLE[offset + index] != attacks[i]) {
          ok = false;
        }
      }
      if (ok) {
        return magic;
      }
    }
  }

  /** Sebastiano Vigna's SplitMix64 generator: small, fast, and well mixed for magic search. */
  static final class SplitMix {
    private long state;

    SplitMix(long seed) {
      this.state = seed;
    }

    long next() {
      long z = (state += 0x9E3779B97F4A7C15L);
      z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
      z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
      return z ^ (z >>> 31);
    }
  }
}
