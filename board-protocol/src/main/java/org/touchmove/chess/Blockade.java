package org.touchmove.chess;

/**
 * Static proof that a side can never checkmate, for positions locked by pawns (Laws 5.2.2, 6.9).
 *
 * <p>The analysis makes an assumption about some pawns and kings and computes, for every other man,
 * an over-approximation of the squares it can ever stand on (its <em>region</em>):
 *
 * <ul>
 *   <li>a <em>laned</em> pawn never captures, so it never leaves its file; it stays in its
 *       <em>segment</em>, which runs from its square to just short of the nearest <em>bound</em>
 *       pawn or <em>stuck</em> king ahead on its file (an enemy pawn's current square, or the end
 *       of an own pawn's segment); it may be captured;
 *   <li>a bound pawn is laned and is never captured; a bound pawn whose segment is its own square
 *       is <em>fixed</em>: it never moves;
 *   <li>a stuck king never moves.
 * </ul>
 *
 * The assumption is kept only if it justifies itself: every laned pawn has a blocker ahead; no
 * enemy man's region holds a square a laned pawn's segment attacks; no enemy man's attacks reach a
 * bound pawn's segment, and the enemy king reaches it only where a fixed pawn of its side protects
 * it; every square next to a stuck king is a fixed pawn or attacked by a fixed enemy pawn. Regions
 * are closed under every move possible while the assumption holds: sliders stop at fixed pawns,
 * nothing lands on one, a king never steps onto a square a fixed enemy pawn attacks, a free pawn
 * captures only onto squares an enemy man's region contains, and a free pawn reaching its last rank
 * adds queen and knight regions from there. By induction over any sequence of legal moves the
 * assumption then holds forever and every man stays in its region.
 *
 * <p>The assumption is the greatest one that passes: start with every pawn that has a pawn or king
 * ahead on its file laned and bound, and every king stuck, then demote violators until none is
 * left. Men other than fixed pawns never block anything in this model, which only enlarges the
 * regions.
 */
final class Blockade {
  private static final long NOT_A = ~Bitboard.FILE_A;
  private static final long NOT_H = ~Bitboard.FILE_H;
  private static final long NOT_AB = ~(Bitboard.FILE_A | (Bitboard.FILE_A << 1));
  private static final long NOT_GH = ~(Bitboard.FILE_H | (Bitboard.FILE_H >>> 1));
  private static final int WHITE = 0;
  private static final int BLACK = 1;
  /** Placements of laned pawns tried per mate square before counting segments as a whole. */
  private static final long MAX_PLACEMENTS = 4096;

  private final Board board;
  private final long[] colour;

  /** Pawns assumed never to capture; {@link #segment} is indexed by square. */
  private long laned;
  /** Laned pawns assumed never to be captured. */
  private long bound;

  private final long[] segment = new long[64];
  /** Kings assumed never to move. */
  private long stuck;
  /** Bound pawns whose segment is their own square: they never move. Walls for every man. */
  private long fixed;

  // Regions per colour (index WHITE, BLACK). Knights and queens include promoted men.
  private final long[] king = new long[2];
  private final long[] freePawns = new long[2];
  /** Segments of laned pawns that are not fixed. */
  private final long[] lanedPawns = new long[2];
  private final long[] knights = new long[2];
  private final long[] bishops = new long[2];
  private final long[] rooks = new long[2];
  private final long[] queens = new long[2];

  private Blockade(Board board) {
    this.board = board;
    this.colour = new long[] {board.white, board.black};
  }

  /** Runs the analysis for {@code position}; it costs a few microseconds. */
  static Blockade of(Position position) {
    Blockade blockade = new Blockade(position.board);
    blockade.solve(position.epSquare, position.whiteToMove);
    return blockade;
  }

  /**
   * True when {@code white} provably cannot mate. A mate needs the king on a square the attacker's
   * men attack, with every neighbour of that square filled by a defending man or covered by the
   * attacker. Laned pawns of the attacker near that square are placed square by square of their
   * segments (they are few); its other men count as attacking or occupying their whole regions at
   * once. Neighbours left open must be filled by distinct mobile defending men, so a mate square is
   * excluded, for every placement, when some open neighbour can be filled by nothing or when more
   * remain open than defending men able to reach them.
   */
  boolean cannotMate(boolean white) {
    int x = white ? WHITE : BLACK;
    int d = 1 - x;
    long lanedMen = laned & colour[x] & ~fixed;
    long lanedAttacks = pawnAttacks(x, lanedPawns[x]);
    long pieceAttacks = pieceAttacksWithoutLaned(x);
    long checks = (pieceAttacks | lanedAttacks) & king[d];
    if (checks == 0) {
      return true;
    }
    long pieces = freePawns[x] | knights[x] | bishops[x] | rooks[x] | queens[x];
    long covered = pieceAttacks | kingSpread(king[x]) | pieces | fixed;
    long fillable = freePawns[d] | lanedPawns[d] | knights[d] | bishops[d] | rooks[d] | queens[d];
    for (long s = checks; s != 0; s &= s - 1) {
      int square = Long.numberOfTrailingZeros(s);
      long zone = Attacks.king(square) | (1L << square);
      if (mateNotExcluded(x, d, square, zone, lanedMen, pieceAttacks, covered, fillable)) {
        return false;
      }
    }
    return true;
  }

  /** Attacks of {@code c}'s men other than laned pawns. */
  private long pieceAttacksWithoutLaned(int c) {
    return pawnAttacks(c, freePawns[c] | (fixed & colour[c]))
        | knightSpread(knights[c])
        | sliderAttacks(bishops[c] | queens[c], true)
        | sliderAttacks(rooks[c] | queens[c], false);
  }

  /** Tries every placement of the attacker's laned pawns that can touch {@code zone}. */
  private boolean mateNotExcluded(
      int x,
      int d,
      int square,
      long zone,
      long lanedMen,
      long pieceAttacks,
      long covered,
      long fillable) {
    long[] spans = new long[8];
    int n = 0;
    long combinations = 1;
    long unplaced = 0;
    for (long b = lanedMen; b != 0; b &= b - 1) {
      long span = segment[Long.numberOfTrailingZeros(b)];
      if (((span | pawnAttacks(x, span)) & zone) == 0) {
        continue;
      }
      if (n < spans.length && combinations * Long.bitCount(span) <= MAX_PLACEMENTS) {
        spans[n++] = span;
        combinations *= Long.bitCount(span);
      } else {
        unplaced |= span; // too many to place one by one: count the whole segment at once
      }
    }
    long baseAttacks = pieceAttacks | pawnAttacks(x, unplaced);
    long baseCovered = covered | baseAttacks | unplaced;
    return place(x, d, square, spans, 0, n, baseAttacks, baseCovered, fillable);
  }

  private boolean place(
      int x,
      int d,
      int square,
      long[] spans,
      int i,
      int n,
      long attacks,
      long covered,
      long fillable) {
    if (i == n) {
      if ((attacks & (1L << square)) == 0) {
        return false; // no check
      }
      long open = Attacks.king(square) & ~covered;
      return (open & ~fillable) == 0 && Long.bitCount(open) <= fillers(d, open);
    }
    for (long b = spans[i]; b != 0; b &= b - 1) {
      long at = b & -b;
      long hits = pawnAttacks(x, at);
      if (place(x, d, square, spans, i + 1, n, attacks | hits, covered | hits | at, fillable)) {
        return true;
      }
    }
    return false;
  }

  /** An upper bound on how many of {@code c}'s mobile men can stand on {@code squares} at once. */
  private int fillers(int c, long squares) {
    long own = colour[c];
    int pawnCount = Long.bitCount(board.pawns & own & ~fixed);
    int count = 0;
    if (((freePawns[c] | lanedPawns[c]) & squares) != 0) {
      count += pawnCount;
    }
    // A promoted pawn is counted again as a knight or queen: an upper bound is all that is needed.
    if ((knights[c] & squares) != 0) {
      count += Long.bitCount(board.knights & own) + pawnCount;
    }
    if ((bishops[c] & squares) != 0) {
      count += Long.bitCount(board.bishops & own);
    }
    if ((rooks[c] & squares) != 0) {
      count += Long.bitCount(board.rooks & own);
    }
    if ((queens[c] & squares) != 0) {
      count += Long.bitCount(board.queens & own) + pawnCount;
    }
    return count;
  }

  /** Squares where {@code c}'s men other than the king may ever stand, fixed pawns included. */
  private long men(int c) {
    return freePawns[c]
        | lanedPawns[c]
        | knights[c]
        | bishops[c]
        | rooks[c]
        | queens[c]
        | (fixed & colour[c]);
  }

  /** Squares {@code c}'s men other than the king may ever attack (a check needs one of these). */
  private long attacks(int c) {
    return pawnAttacks(c, freePawns[c] | lanedPawns[c] | (fixed & colour[c]))
        | knightSpread(knights[c])
        | sliderAttacks(bishops[c] | queens[c], true)
        | sliderAttacks(rooks[c] | queens[c], false);
  }

  private void solve(int epSquare, boolean whiteToMove) {
    long pawns = board.pawns;
    long blockers = pawns | board.kings;
    laned =
        (pawns & board.white & southFill(blockers >>> 8))
            | (pawns & board.black & northFill(blockers << 8));
    if (epSquare >= 0) {
      // A pawn that may capture en passant now is not laned, whatever its file holds.
      laned &= ~pawnAttacks(whiteToMove ? BLACK : WHITE, 1L << epSquare);
    }
    bound = laned;
    stuck = board.kings;
    while (true) {
      segments();
      regions(epSquare, whiteToMove);
      if (!demoteViolators()) {
        return;
      }
    }
  }

  /**
   * Segments of the laned pawns, file by file; a pawn left without a blocker ahead is not laned,
   * which may take the blocker from others, so the pass repeats until stable.
   */
  private void segments() {
    boolean changed = true;
    while (changed) {
      changed = false;
      for (int file = 0; file < 8; file++) {
        changed |= whiteSegments(file) | blackSegments(file);
      }
    }
    fixed = 0;
    lanedPawns[WHITE] = 0;
    lanedPawns[BLACK] = 0;
    for (long b = laned; b != 0; b &= b - 1) {
      int square = Long.numberOfTrailingZeros(b);
      long bit = 1L << square;
      if ((bound & bit) != 0 && segment[square] == bit) {
        fixed |= bit;
      } else {
        lanedPawns[(board.white & bit) != 0 ? WHITE : BLACK] |= segment[square];
      }
    }
  }

  /** White pawns from the top of the file down: each ends below the blocker above it. */
  private boolean whiteSegments(int file) {
    boolean dropped = false;
    int limit = -1; // highest rank a white pawn further down may reach; -1: no blocker yet
    for (int rank = 7; rank >= 0; rank--) {
      int square = rank * 8 + file;
      long bit = 1L << square;
      if ((laned & board.white & bit) != 0) {
        if (limit < rank) {
          laned &= ~bit;
          bound &= ~bit;
          dropped = true;
        } else {
          segment[square] = fileSpan(file, rank, limit);
          if ((bound & bit) != 0) {
            limit = limit - 1;
          }
        }
      } else if ((stuck & bit) != 0 || (bound & board.black & bit) != 0) {
        limit = rank - 1;
      }
    }
    return dropped;
  }

  /** Black pawns from the bottom of the file up, mirroring {@link #whiteSegments}. */
  private boolean blackSegments(int file) {
    boolean dropped = false;
    int limit = 8;
    for (int rank = 0; rank < 8; rank++) {
      int square = rank * 8 + file;
      long bit = 1L << square;
      if ((laned & board.black & bit) != 0) {
        if (limit > rank) {
          laned &= ~bit;
          bound &= ~bit;
          dropped = true;
        } else {
          segment[square] = fileSpan(file, limit, rank);
          if ((bound & bit) != 0) {
            limit = limit + 1;
          }
        }
      } else if ((stuck & bit) != 0 || (bound & board.white & bit) != 0) {
        limit = rank + 1;
      }
    }
    return dropped;
  }

  private static long fileSpan(int file, int fromRank, int toRank) {
    long span = 0;
    for (int rank = fromRank; rank <= toRank; rank++) {
      span |= 1L << (rank * 8 + file);
    }
    return span;
  }

  /** Least-fixpoint regions of every man for the current assumption. */
  private void regions(int epSquare, boolean whiteToMove) {
    long walls = fixed;
    for (int c = WHITE; c <= BLACK; c++) {
      long own = colour[c];
      king[c] = board.kings & own;
      freePawns[c] = board.pawns & own & ~laned;
      knights[c] = board.knights & own;
      bishops[c] = board.bishops & own;
      rooks[c] = board.rooks & own;
      queens[c] = board.queens & own;
    }
    if (epSquare >= 0) {
      // The pawn that just double-stepped counts as standing on the square it passed, so that a
      // capture en passant is covered by the capture rule.
      freePawns[whiteToMove ? BLACK : WHITE] |= 1L << epSquare;
    }
    long[] forbidden = {
      pawnAttacks(BLACK, fixed & board.black), pawnAttacks(WHITE, fixed & board.white)
    };
    boolean changed = true;
    while (changed) {
      changed = false;
      for (int c = WHITE; c <= BLACK; c++) {
        int e = 1 - c;
        int before = size(c);
        long prey =
            freePawns[e] | lanedPawns[e] | knights[e] | bishops[e] | rooks[e] | queens[e];
        freePawns[c] = pawnFlood(c, freePawns[c], walls, prey & ~walls);
        long promoted = freePawns[c] & (c == WHITE ? Bitboard.RANK_8 : Bitboard.RANK_1);
        knights[c] = knightFlood(knights[c] | promoted, ~walls);
        queens[c] = slide(queens[c] | promoted, walls, true, true);
        bishops[c] = slide(bishops[c], walls, true, false);
        rooks[c] = slide(rooks[c], walls, false, true);
        if ((king[c] & stuck) == 0) {
          king[c] = kingFlood(king[c], ~walls & ~forbidden[c]);
        }
        // Regions only grow, so equal sizes mean equal regions; the loop re-runs both colours
        // until a full pass changes nothing.
        changed |= size(c) != before;
      }
    }
  }

  private int size(int c) {
    return Long.bitCount(king[c])
        + Long.bitCount(freePawns[c])
        + Long.bitCount(knights[c])
        + Long.bitCount(bishops[c])
        + Long.bitCount(rooks[c])
        + Long.bitCount(queens[c]);
  }

  /**
   * Drops from the assumption every pawn and king that breaks it (see the class comment); true
   * when there was one.
   */
  private boolean demoteViolators() {
    long notLaned = 0;
    long notBound = 0;
    long notStuck = 0;
    for (int c = WHITE; c <= BLACK; c++) {
      int e = 1 - c;
      long theirMen = men(e);
      long theirAttacks = attacks(e);
      long theirKing = kingSpread(king[e]);
      long protectedByFixed = pawnAttacks(c, fixed & colour[c]);
      for (long b = laned & colour[c]; b != 0; b &= b - 1) {
        int square = Long.numberOfTrailingZeros(b);
        long span = segment[square];
        if ((pawnAttacks(c, span) & theirMen) != 0) {
          notLaned |= 1L << square;
        } else if ((bound & (1L << square)) != 0
            && ((theirAttacks & span) != 0 || (theirKing & span & ~protectedByFixed) != 0)) {
          notBound |= 1L << square;
        }
      }
      long ownKing = board.kings & colour[c];
      if ((stuck & ownKing) != 0) {
        long moves = kingSpread(ownKing) & ~ownKing & ~fixed & ~pawnAttacks(e, fixed & colour[e]);
        if (moves != 0) {
          notStuck |= ownKing;
        }
      }
    }
    laned &= ~notLaned;
    bound &= ~(notLaned | notBound);
    stuck &= ~notStuck;
    return (notLaned | notBound | notStuck) != 0;
  }

  /** A diagnostic summary: fixed pawns, bound pawns, kings' regions and attack sets. */
  @Override
  public String toString() {
    return "fixed "
        + Bitboard.squares(fixed)
        + "\nbound "
        + Bitboard.squares(bound & ~fixed)
        + "\nlaned "
        + Bitboard.squares(laned & ~bound)
        + "\nstuck "
        + Bitboard.squares(stuck)
        + "\nwhite king "
        + Bitboard.squares(king[WHITE])
        + "\nblack king "
        + Bitboard.squares(king[BLACK])
        + "\nwhite attacks "
        + Bitboard.squares(attacks(WHITE))
        + "\nblack attacks "
        + Bitboard.squares(attacks(BLACK))
        + "\nwhite men "
        + Bitboard.squares(men(WHITE))
        + "\nblack men "
        + Bitboard.squares(men(BLACK));
  }

  private long sliderAttacks(long region, boolean diagonal) {
    long attacks = 0;
    for (long b = region; b != 0; b &= b - 1) {
      int square = Long.numberOfTrailingZeros(b);
      attacks |=
          diagonal ? Attacks.bishopAttacks(square, fixed) : Attacks.rookAttacks(square, fixed);
    }
    return attacks;
  }

  private static long slide(long region, long walls, boolean diagonal, boolean orthogonal) {
    long frontier = region;
    while (frontier != 0) {
      long next = 0;
      for (long b = frontier; b != 0; b &= b - 1) {
        int square = Long.numberOfTrailingZeros(b);
        if (diagonal) {
          next |= Attacks.bishopAttacks(square, walls);
        }
        if (orthogonal) {
          next |= Attacks.rookAttacks(square, walls);
        }
      }
      frontier = next & ~walls & ~region;
      region |= frontier;
    }
    return region;
  }

  private static long pawnFlood(int c, long region, long walls, long prey) {
    while (true) {
      long pushes = (c == WHITE ? region << 8 : region >>> 8) & ~walls;
      long captures = pawnAttacks(c, region) & prey;
      long grown = region | pushes | captures;
      if (grown == region) {
        return region;
      }
      region = grown;
    }
  }

  private static long kingFlood(long region, long allowed) {
    while (true) {
      long grown = region | (kingSpread(region) & allowed);
      if (grown == region) {
        return region;
      }
      region = grown;
    }
  }

  private static long knightFlood(long region, long allowed) {
    while (true) {
      long grown = region | (knightSpread(region) & allowed);
      if (grown == region) {
        return region;
      }
      region = grown;
    }
  }

  /** Every square at or below a set square of {@code b} on its file. */
  private static long southFill(long b) {
    b |= b >>> 8;
    b |= b >>> 16;
    return b | (b >>> 32);
  }

  /** Every square at or above a set square of {@code b} on its file. */
  private static long northFill(long b) {
    b |= b << 8;
    b |= b << 16;
    return b | (b << 32);
  }

  static long pawnAttacks(int c, long pawns) {
    return c == WHITE
        ? ((pawns << 7) & NOT_H) | ((pawns << 9) & NOT_A)
        : ((pawns >>> 9) & NOT_H) | ((pawns >>> 7) & NOT_A);
  }

  static long kingSpread(long set) {
    long row = set | ((set << 1) & NOT_A) | ((set >>> 1) & NOT_H);
    return row | (row << 8) | (row >>> 8);
  }

  static long knightSpread(long set) {
    long one = ((set << 1) & NOT_A) | ((set >>> 1) & NOT_H);
    long two = ((set << 2) & NOT_AB) | ((set >>> 2) & NOT_GH);
    return (one << 16) | (one >>> 16) | (two << 8) | (two >>> 8);
  }
}
