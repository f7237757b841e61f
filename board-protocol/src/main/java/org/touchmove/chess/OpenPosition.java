package org.touchmove.chess;

import static org.touchmove.chess.Blockade.BLACK;
import static org.touchmove.chess.Blockade.WHITE;

/**
 * A cheap proof that a position is open: that {@link Blockade} would end its fixpoint assuming
 * nothing (no laned pawn, no stuck man, so no wall), without running it. Real games are open on
 * nearly every move, and {@link MatingAnalysis#isDeadPosition(Position)} then needs no blockade.
 *
 * <p>Blockade starts from an assumption A0 (pawns laned and bound, kings and pieces stuck) and
 * demotes men until the assumption R it ends with passes its own checks. This class runs the same
 * demotion on a candidate assumption C, starting from A0, with cheaper tests that keep the
 * invariant <em>R is contained in C</em> (laned, bound and stuck alike):
 *
 * <ul>
 *   <li>R's walls are within C's upper bound on walls (stuck men of C, and bound pawns of C with a
 *       blocker of C right ahead: only those can have a one-square segment);
 *   <li>so every region R computes contains the region computed here: the same floods over fewer
 *       walls, from at least the same men (a man C no longer assumes anything about is free in R
 *       too), with kings kept off no more squares (the enemy guards for good only from walls);
 *   <li>a laned pawn's segment in R contains its square and the empty squares ahead of it up to
 *       the first man, since every blocker is a man;
 *   <li>each demotion below is a check R itself would fail if it still held that man: a piece
 *       whose moves reach a square that is no wall even in C, a king with a neighbour neither a
 *       wall nor guarded for good even in C, a pawn whose segment attacks a square of an enemy
 *       region, a laned pawn with no candidate blocker ahead, a bound pawn or stuck piece exposed
 *       to enemy attacks or to the enemy king where its side guards nothing for good.
 * </ul>
 *
 * When C runs empty, R is empty. Once C stops shrinking without being empty, nothing is claimed
 * (the full blockade decides). Costs well under a microsecond on a middlegame position.
 */
final class OpenPosition {
  private OpenPosition() {}

  /** True only when {@link Blockade#of} would return a blockade that assumes nothing. */
  static boolean proven(Position position) {
    Board b = position.board;
    long occupied = b.occupied();
    long empty = ~occupied;
    long pawns = b.pawns;
    // A0, exactly as Blockade starts (en passant only removes from it, so it is left out here).
    long laned =
        (pawns & b.white & Blockade.southFill(occupied >>> 8))
            | (pawns & b.black & Blockade.northFill(occupied << 8));
    long bound = laned;
    long stuck = occupied & ~pawns & ~position.castlingRooks;
    if ((position.castlingRooks & b.white) != 0) {
      stuck &= ~(b.kings & b.white);
    }
    if ((position.castlingRooks & b.black) != 0) {
      stuck &= ~(b.kings & b.black);
    }
    long[] guarded = new long[2];
    long[] men = new long[2];
    long[] attacks = new long[2];
    long[] kingReach = new long[2];
    // First with regions of one move (cheap, and enough for most positions), then with floods.
    boolean flood = false;
    while (true) {
      // Pieces first: most leave C at once, and this needs no regions.
      stuck = freePieces(b, stuck, bound);
      if ((laned | stuck) == 0) {
        return true;
      }
      long fixed = fixedBound(b, stuck, bound);
      long walls = fixed | stuck;
      for (int c = WHITE; c <= BLACK; c++) {
        guarded[c] = guardedBound(b, c, stuck, fixed);
      }
      for (int c = WHITE; c <= BLACK; c++) {
        if (flood) {
          floodedRegions(b, c, laned, stuck, walls, guarded[1 - c], men, attacks, kingReach);
        } else {
          oneMoveRegions(b, c, stuck, walls, guarded[1 - c], men, attacks, kingReach);
        }
      }
      long notLaned = 0;
      long notBound = 0;
      long notStuck = 0;
      for (int c = WHITE; c <= BLACK; c++) {
        int e = 1 - c;
        long own = c == WHITE ? b.white : b.black;
        long exposed = attacks[e] | (kingReach[e] & ~guarded[c]);
        for (long p = laned & own; p != 0; p &= p - 1) {
          long bit = p & -p;
          long span = c == WHITE ? northSpan(bit, empty) : southSpan(bit, empty);
          long ahead = c == WHITE ? Blockade.northFill(bit << 8) : Blockade.southFill(bit >>> 8);
          if ((Blockade.pawnAttacks(c, span) & men[e]) != 0 || (ahead & (stuck | bound)) == 0) {
            notLaned |= bit;
          } else if ((bound & bit) != 0 && (exposed & span) != 0) {
            notBound |= bit;
          }
        }
        notStuck |= stuck & own & ~b.kings & exposed;
      }
      if ((notLaned | notBound | notStuck) == 0) {
        if (flood) {
          return false;
        }
        flood = true;
        continue;
      }
      laned &= ~notLaned;
      bound &= laned & ~notBound;
      stuck &= ~notStuck;
    }
  }

  /**
   * C's stuck men less those R cannot keep: a piece attacking a square that is no wall even in C
   * (R's walls are fewer and block its lines less), a king next to a square that is neither a wall
   * nor guarded for good even in C. Repeats until stable, as each release may free others.
   */
  private static long freePieces(Board b, long stuck, long bound) {
    while (stuck != 0) {
      long fixed = fixedBound(b, stuck, bound);
      long walls = fixed | stuck;
      long whiteGuard = guardedBound(b, WHITE, stuck, fixed);
      long blackGuard = guardedBound(b, BLACK, stuck, fixed);
      long released = 0;
      for (long s = stuck; s != 0; s &= s - 1) {
        int square = Long.numberOfTrailingZeros(s);
        long bit = 1L << square;
        long moves;
        if ((b.kings & bit) != 0) {
          long enemyGuard = (b.white & bit) != 0 ? blackGuard : whiteGuard;
          moves = Attacks.king(square) & ~enemyGuard;
        } else if ((b.knights & bit) != 0) {
          moves = Attacks.knight(square);
        } else {
          moves = 0;
          if ((b.bishops & bit) != 0 || (b.queens & bit) != 0) {
            moves |= Attacks.bishopAttacks(square, walls);
          }
          if ((b.rooks & bit) != 0 || (b.queens & bit) != 0) {
            moves |= Attacks.rookAttacks(square, walls);
          }
        }
        if ((moves & ~walls) != 0) {
          released |= bit;
        }
      }
      if (released == 0) {
        return stuck;
      }
      stuck &= ~released;
    }
    return 0;
  }

  /**
   * An upper bound on R's fixed pawns: a fixed pawn is bound and its segment is its own square, so
   * the square right ahead holds a stuck man or a bound pawn.
   */
  private static long fixedBound(Board b, long stuck, long bound) {
    long blockers = stuck | bound;
    return bound & ((b.white & (blockers >>> 8)) | (b.black & (blockers << 8)));
  }

  /** An upper bound on what {@code c} guards for good in R (Blockade's rule on C's walls). */
  private static long guardedBound(Board b, int c, long stuck, long fixed) {
    long own = c == WHITE ? b.white : b.black;
    long mine = stuck & own;
    long diagonal = mine & (b.bishops | b.queens);
    long orthogonal = mine & (b.rooks | b.queens);
    return Blockade.pawnAttacks(c, fixed & own)
        | Blockade.kingSpread(mine & b.kings)
        | Blockade.knightSpread(mine & b.knights)
        | Blockade.pawnAttacks(WHITE, diagonal)
        | Blockade.pawnAttacks(BLACK, diagonal)
        | (orthogonal << 8)
        | (orthogonal >>> 8)
        | ((orthogonal << 1) & ~Bitboard.FILE_A)
        | ((orthogonal >>> 1) & ~Bitboard.FILE_H);
  }

  /**
   * Lower bounds on R's regions for {@code c} from one move of each man: where its men other than
   * the king may stand, what they may attack, and where its king may stand with the squares
   * around. The pieces still stuck in C attack walls only (see {@link #freePieces}), so the
   * squares off the walls their attacks reach are where the free pieces may move.
   */
  private static void oneMoveRegions(
      Board b,
      int c,
      long stuck,
      long walls,
      long enemyGuard,
      long[] men,
      long[] attacks,
      long[] kingReach) {
    long own = c == WHITE ? b.white : b.black;
    long pieces =
        Blockade.knightSpread(b.knights & own)
            | Fill.attacks((b.bishops | b.queens) & own, walls, true, false)
            | Fill.attacks((b.rooks | b.queens) & own, walls, false, true);
    men[c] = (own & ~b.kings) | (pieces & ~walls);
    attacks[c] = pieces | Blockade.pawnAttacks(c, b.pawns & own);
    long king = b.kings & own;
    if ((king & stuck) == 0) {
      king |= Blockade.kingSpread(king) & ~walls & ~enemyGuard;
    }
    kingReach[c] = Blockade.kingSpread(king);
  }

  /**
   * Lower bounds on R's regions for {@code c}, flooded: where its men other than the king may
   * stand, what they may attack, and where its king may stand with the squares around.
   */
  private static void floodedRegions(
      Board b,
      int c,
      long laned,
      long stuck,
      long walls,
      long enemyGuard,
      long[] men,
      long[] attacks,
      long[] kingReach) {
    long own = c == WHITE ? b.white : b.black;
    long free = own & ~stuck;
    long pawnRegion = Blockade.pawnFlood(c, b.pawns & own & ~laned, walls, 0);
    long promoted = pawnRegion & (c == WHITE ? Bitboard.RANK_8 : Bitboard.RANK_1);
    long knights =
        Blockade.knightFlood((b.knights & free) | promoted, ~walls) | (b.knights & own);
    long diagonal =
        Fill.flood(((b.bishops | b.queens) & free) | promoted, walls, true, false)
            | ((b.bishops | b.queens) & own);
    long orthogonal =
        Fill.flood(((b.rooks | b.queens) & free) | promoted, walls, false, true)
            | ((b.rooks | b.queens) & own);
    men[c] = (own & ~b.kings) | pawnRegion | knights | diagonal | orthogonal;
    attacks[c] =
        Blockade.pawnAttacks(c, (b.pawns & own) | pawnRegion)
            | Blockade.knightSpread(knights)
            | Fill.attacks(diagonal, walls, true, false)
            | Fill.attacks(orthogonal, walls, false, true);
    long king = b.kings & own;
    if ((king & stuck) == 0) {
      king = Blockade.kingFlood(king, ~walls & ~enemyGuard);
    }
    kingReach[c] = Blockade.kingSpread(king);
  }

  /** A white pawn's square and the empty squares ahead of it up to the first man. */
  private static long northSpan(long pawn, long empty) {
    long span = pawn;
    for (long next = (pawn << 8) & empty; next != 0; next = (next << 8) & empty) {
      span |= next;
    }
    return span;
  }

  private static long southSpan(long pawn, long empty) {
    long span = pawn;
    for (long next = (pawn >>> 8) & empty; next != 0; next = (next >>> 8) & empty) {
      span |= next;
    }
    return span;
  }
}
