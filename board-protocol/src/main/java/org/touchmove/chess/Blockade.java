package org.touchmove.chess;

/**
 * Where every man can ever go, for positions locked by pawns: the ground for the static proofs of
 * Laws 5.2.2 and 6.9 in {@link MatingNet}.
 *
 * <p>The analysis makes an assumption about some men and computes, for every other man, an
 * over-approximation of the squares it can ever stand on (its <em>region</em>):
 *
 * <ul>
 *   <li>a <em>laned</em> pawn never captures, so it never leaves its file; it stays in its
 *       <em>segment</em>, which runs from its square to just short of the nearest <em>bound</em>
 *       pawn or <em>stuck</em> man ahead on its file (an enemy pawn's current square, or the end
 *       of an own pawn's segment); it may be captured;
 *   <li>a bound pawn is laned and is never captured; a bound pawn whose segment is its own square
 *       is <em>fixed</em>: it never moves;
 *   <li>a stuck man (king or piece) never moves and is never captured.
 * </ul>
 *
 * Fixed pawns and stuck men are <em>walls</em>. The assumption is kept only if it justifies
 * itself: every laned pawn has a blocker ahead; no enemy man's region holds a square a laned
 * pawn's segment attacks; no enemy man's attacks reach a bound pawn's segment or a stuck man, and
 * the enemy king reaches them only where their side guards the square for good (fixed pawns,
 * stuck men); every move of a stuck piece lands on a wall, and every square next to a stuck king
 * is a wall or guarded for good by the enemy. Regions are closed under every move possible while
 * the assumption holds: sliders stop at walls, nothing lands on one, a king never steps onto a
 * square the enemy guards for good, a free pawn captures only onto squares an enemy man's region
 * contains, and a free pawn reaching its last rank adds queen and knight regions from there. By
 * induction over any sequence of legal moves the assumption then holds forever and every man stays
 * in its region.
 *
 * <p>The assumption is the greatest one that passes: start with every pawn that has a man ahead on
 * its file laned and bound and every king and piece stuck (except those with castling rights),
 * then demote violators until none is left. Men other than walls never block anything in this
 * model, which only enlarges regions and attack sets.
 */
final class Blockade {
  static final int WHITE = 0;
  static final int BLACK = 1;
  private static final long NOT_A = ~Bitboard.FILE_A;
  private static final long NOT_H = ~Bitboard.FILE_H;
  private static final long NOT_AB = ~(Bitboard.FILE_A | (Bitboard.FILE_A << 1));
  private static final long NOT_GH = ~(Bitboard.FILE_H | (Bitboard.FILE_H >>> 1));

  final Board board;
  private final long[] colour;

  /** Pawns assumed never to capture; {@link #segment} is indexed by square. */
  private long laned;
  /** Laned pawns assumed never to be captured. */
  private long bound;

  private final long[] segment = new long[64];
  /** Kings and pieces assumed never to move nor be captured. */
  private long stuck;
  /** Bound pawns whose segment is their own square: they never move. */
  private long fixed;

  // Regions per colour (index WHITE, BLACK), stuck men included. Knights and queens include
  // promoted men.
  private final long[] king = new long[2];
  private final long[] freePawns = new long[2];
  /** Segments of laned pawns that are not fixed. */
  private final long[] lanedPawns = new long[2];

  private final long[] knights = new long[2];
  private final long[] bishops = new long[2];
  private final long[] rooks = new long[2];
  private final long[] queens = new long[2];
  /** Per colour, for the current assumption: {@link #attacks} and {@link #guarded}. */
  private final long[] attacks = new long[2];

  private final long[] guarded = new long[2];

  private Blockade(Board board) {
    this.board = board;
    this.colour = new long[] {board.white, board.black};
  }

  /** Runs the analysis for {@code position}; it costs a few microseconds. */
  static Blockade of(Position position) {
    Blockade blockade = new Blockade(position.board);
    blockade.solve(position.epSquare, position.whiteToMove, position.castlingRooks);
    return blockade;
  }

  // ---------------------------------------------------------------------------------------------
  // Results, for MatingNet

  long colour(int c) {
    return colour[c];
  }

  /** Fixed pawns and stuck men of both colours: they stand where they are forever. */
  long walls() {
    return fixed | stuck;
  }

  /**
   * True when the analysis ended assuming nothing: no laned pawn and no stuck man, so there are no
   * walls and every man is free. {@link OpenPosition} proves this cheaply for open positions.
   */
  boolean assumesNothing() {
    return laned == 0 && stuck == 0;
  }

  /** Squares the king of {@code c} may ever stand on. */
  long kingRegion(int c) {
    return king[c];
  }

  /** Laned pawns of {@code c} that may still move along their segment. */
  long movingLaned(int c) {
    return laned & colour[c] & ~fixed;
  }

  long segment(int square) {
    return segment[square];
  }

  /** Pieces (not pawns, not kings) of {@code c} that may move. */
  long movingPieces(int c) {
    return (board.knights | board.bishops | board.rooks | board.queens) & colour[c] & ~stuck;
  }

  /** True when a pawn of {@code c} may promote: then pieces may appear anywhere in its regions. */
  boolean mayPromote(int c) {
    return (freePawns[c] & (c == WHITE ? Bitboard.RANK_8 : Bitboard.RANK_1)) != 0;
  }

  /** Squares the free (not laned) pawns of {@code c} may ever stand on. */
  long freePawnRegion(int c) {
    return freePawns[c];
  }

  /** Squares where {@code c}'s men other than the king may ever stand, walls included. */
  long men(int c) {
    return freePawns[c]
        | lanedPawns[c]
        | knights[c]
        | bishops[c]
        | rooks[c]
        | queens[c]
        | (fixed & colour[c]);
  }

  /** Squares where {@code c}'s men other than the king and its walls may ever stand. */
  long mobileMen(int c) {
    return (freePawns[c] | lanedPawns[c] | knights[c] | bishops[c] | rooks[c] | queens[c])
        & ~walls();
  }

  /**
   * An upper bound on how many of {@code c}'s men that are not walls can stand on {@code squares}
   * at once: the men of every kind whose region meets them.
   */
  int mobileMenFor(int c, long squares) {
    long own = colour[c] & ~walls();
    int pawnCount = Long.bitCount(board.pawns & own);
    int count = 0;
    if (((freePawns[c] | lanedPawns[c]) & squares) != 0) {
      count += pawnCount;
    }
    // A promoted pawn is counted again as a knight or queen: an upper bound is all we need.
    if ((knights[c] & squares & ~stuck) != 0) {
      count += Long.bitCount(board.knights & own) + pawnCount;
    }
    if ((bishops[c] & squares & ~stuck) != 0) {
      count += Long.bitCount(board.bishops & own);
    }
    if ((rooks[c] & squares & ~stuck) != 0) {
      count += Long.bitCount(board.rooks & own);
    }
    if ((queens[c] & squares & ~stuck) != 0) {
      count += Long.bitCount(board.queens & own) + pawnCount;
    }
    return count;
  }

  /** Squares {@code c}'s men other than the king may ever attack (a check needs one of these). */
  long attacks(int c) {
    return attacks[c];
  }

  private long computeAttacks(int c) {
    long walls = walls();
    return pawnAttacks(c, freePawns[c] | lanedPawns[c] | (fixed & colour[c]))
        | knightSpread(knights[c])
        | Fill.attacks(bishops[c] | queens[c], walls, true, false)
        | Fill.attacks(rooks[c] | queens[c], walls, false, true);
  }

  /** The squares the piece on {@code square} may ever reach (it must not be stuck). */
  long pieceRegion(int square) {
    long start = 1L << square;
    long walls = walls();
    if ((board.knights & start) != 0) {
      return knightFlood(start, ~walls);
    }
    boolean diagonal = (board.bishops & start) != 0 || (board.queens & start) != 0;
    boolean orthogonal = (board.rooks & start) != 0 || (board.queens & start) != 0;
    return Fill.flood(start, walls, diagonal, orthogonal);
  }

  /** What the piece that started on {@code from} attacks when it stands on {@code at}. */
  long pieceAttacksFrom(int from, int at) {
    long start = 1L << from;
    if ((board.knights & start) != 0) {
      return Attacks.knight(at);
    }
    long walls = walls();
    long attacks = 0;
    if ((board.bishops & start) != 0 || (board.queens & start) != 0) {
      attacks |= Attacks.bishopAttacks(at, walls);
    }
    if ((board.rooks & start) != 0 || (board.queens & start) != 0) {
      attacks |= Attacks.rookAttacks(at, walls);
    }
    return attacks;
  }

  /**
   * Squares {@code c} guards for good: attacked by its fixed pawns, its stuck pieces (sliders only
   * next to them, where nothing can interpose) or next to its stuck king. An enemy king never
   * steps there, so it never captures a man standing there either.
   */
  long guarded(int c) {
    return guarded[c];
  }

  private long computeGuarded(int c) {
    long guarded = pawnAttacks(c, fixed & colour[c]) | kingSpread(stuck & board.kings & colour[c]);
    long pieces = stuck & colour[c] & ~board.kings;
    guarded |= knightSpread(pieces & board.knights);
    for (long b = pieces & (board.bishops | board.queens); b != 0; b &= b - 1) {
      guarded |= Attacks.bishopAttacks(Long.numberOfTrailingZeros(b), -1L);
    }
    for (long b = pieces & (board.rooks | board.queens); b != 0; b &= b - 1) {
      guarded |= Attacks.rookAttacks(Long.numberOfTrailingZeros(b), -1L);
    }
    return guarded;
  }

  // ---------------------------------------------------------------------------------------------
  // The fixpoint

  private void solve(int epSquare, boolean whiteToMove, long castlingRooks) {
    long pawns = board.pawns;
    long occupied = board.occupied();
    laned =
        (pawns & board.white & southFill(occupied >>> 8))
            | (pawns & board.black & northFill(occupied << 8));
    bound = laned;
    if (epSquare >= 0) {
      // A pawn that may capture en passant now is not laned, whatever its file holds; the pawn
      // that just made the double step may be captured although nothing attacks its square.
      laned &= ~pawnAttacks(whiteToMove ? BLACK : WHITE, 1L << epSquare);
      bound &= laned & ~(1L << (epSquare ^ 8));
    }
    // Castling moves king and rook together, past squares a stuck man's test never looks at.
    stuck = occupied & ~pawns & ~castlingRooks;
    if ((castlingRooks & board.white) != 0) {
      stuck &= ~(board.kings & board.white);
    }
    if ((castlingRooks & board.black) != 0) {
      stuck &= ~(board.kings & board.black);
    }
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
    long walls = walls();
    long[] stuckOf = new long[2];
    for (int c = WHITE; c <= BLACK; c++) {
      long own = colour[c];
      stuckOf[c] = stuck & own;
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
    guarded[WHITE] = computeGuarded(WHITE);
    guarded[BLACK] = computeGuarded(BLACK);
    long[] forbidden = {guarded[BLACK], guarded[WHITE]};
    boolean changed = true;
    while (changed) {
      changed = false;
      for (int c = WHITE; c <= BLACK; c++) {
        int e = 1 - c;
        int before = size(c);
        long still = stuckOf[c];
        long prey = mobileMen(e);
        freePawns[c] = pawnFlood(c, freePawns[c], walls, prey);
        long promoted = freePawns[c] & (c == WHITE ? Bitboard.RANK_8 : Bitboard.RANK_1);
        knights[c] = knightFlood((knights[c] & ~still) | promoted, ~walls) | (knights[c] & still);
        queens[c] =
            Fill.flood((queens[c] & ~still) | promoted, walls, true, true) | (queens[c] & still);
        bishops[c] = Fill.flood(bishops[c] & ~still, walls, true, false) | (bishops[c] & still);
        rooks[c] = Fill.flood(rooks[c] & ~still, walls, false, true) | (rooks[c] & still);
        if ((king[c] & still) == 0) {
          king[c] = kingFlood(king[c], ~walls & ~forbidden[c]);
        }
        // Regions only grow, so equal sizes mean equal regions; the loop re-runs both colours
        // until a full pass changes nothing.
        changed |= size(c) != before;
      }
    }
    attacks[WHITE] = computeAttacks(WHITE);
    attacks[BLACK] = computeAttacks(BLACK);
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
   * Drops from the assumption every man that breaks it (see the class comment); true when there
   * was one.
   */
  private boolean demoteViolators() {
    long walls = walls();
    long notLaned = 0;
    long notBound = 0;
    long notStuck = 0;
    for (int c = WHITE; c <= BLACK; c++) {
      int e = 1 - c;
      long theirMen = men(e);
      long theirAttacks = attacks(e);
      long theirKing = kingSpread(king[e]);
      long ours = guarded(c);
      long exposed = theirAttacks | (theirKing & ~ours);
      for (long b = laned & colour[c]; b != 0; b &= b - 1) {
        int square = Long.numberOfTrailingZeros(b);
        long span = segment[square];
        if ((pawnAttacks(c, span) & theirMen) != 0) {
          notLaned |= 1L << square;
        } else if ((bound & (1L << square)) != 0 && (exposed & span) != 0) {
          notBound |= 1L << square;
        }
      }
      long theirGuard = guarded(e);
      for (long b = stuck & colour[c]; b != 0; b &= b - 1) {
        int square = Long.numberOfTrailingZeros(b);
        long bit = 1L << square;
        boolean breaks;
        if ((board.kings & bit) != 0) {
          // A king is never captured; being checked does not move it either.
          breaks = (Attacks.king(square) & ~walls & ~theirGuard) != 0;
        } else {
          breaks = (pieceAttacksFrom(square, square) & ~walls) != 0 || (exposed & bit) != 0;
        }
        if (breaks) {
          notStuck |= bit;
        }
      }
    }
    laned &= ~notLaned;
    bound &= ~(notLaned | notBound);
    stuck &= ~notStuck;
    return (notLaned | notBound | notStuck) != 0;
  }

  /** A diagnostic summary: walls, laned pawns, kings' regions and attack sets. */
  @Override
  public String toString() {
    return "fixed "
        + Bitboard.squares(fixed)
        + "\nstuck "
        + Bitboard.squares(stuck)
        + "\nbound "
        + Bitboard.squares(bound & ~fixed)
        + "\nlaned "
        + Bitboard.squares(laned & ~bound)
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

  static long pawnFlood(int c, long region, long walls, long prey) {
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

  static long kingFlood(long region, long allowed) {
    while (true) {
      long grown = region | (kingSpread(region) & allowed);
      if (grown == region) {
        return region;
      }
      region = grown;
    }
  }

  static long knightFlood(long region, long allowed) {
    while (true) {
      long grown = region | (knightSpread(region) & allowed);
      if (grown == region) {
        return region;
      }
      region = grown;
    }
  }

  /** Every square at or below a set square of {@code b} on its file. */
  static long southFill(long b) {
    b |= b >>> 8;
    b |= b >>> 16;
    return b | (b >>> 32);
  }

  /** Every square at or above a set square of {@code b} on its file. */
  static long northFill(long b) {
    b |= b << 8;
    b |= b << 16;
    return b | (b << 32);
  }

  static long pawnAttacks(int c, long pawns) {
    return c == WHITE
        ? ((pawns << 7) & NOT_H) | ((pawns << 9) & NOT_A)
        : ((pawns >>> 9) & NOT_H) | ((pawns >>> 7) & NOT_A);
  }

  /** The set and every square next to it. */
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
