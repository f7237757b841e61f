package org.touchmove.chess;

import static org.touchmove.chess.Move.CASTLING;
import static org.touchmove.chess.Move.EN_PASSANT;
import static org.touchmove.chess.Move.NORMAL;
import static org.touchmove.chess.Move.PROMOTION;

/**
 * Legal move generation (Laws 3.1-3.9, Guideline II.3 for Chess960 castling).
 *
 * <p>Moves are legal by construction: the king never steps onto an attacked square, a pinned piece
 * stays on the line between its king and the pinner, and when in check every other move must
 * capture the checker or block its line. En passant, the one capture that removes a piece from a
 * square other than its destination, is checked by playing it on the occupancy.
 *
 * <p>{@link #count} mirrors {@link #generate} but adds up bit counts instead of writing moves:
 * perft's last ply only needs the number. The two must agree (the perft suites prove it), so a
 * change to one is a change to both.
 */
final class MoveGenerator {
  /**
   * Buffer size for generated moves. A legal position has at most 218 moves; positions built
   * unchecked (at most 32 pieces a side, see {@link Position#fromSetupUnchecked}) stay below 31
   * queens' 27 moves plus a king's 8 = 845.
   */
  static final int MAX_MOVES = 1024;

  /**
   * A thread's buffer for callers that copy the moves out before generating again. A fresh 4 KiB
   * array per call was a fifth of the tracker's time in the club benchmark (zeroing it).
   */
  private static final ThreadLocal<int[]> SCRATCH = ThreadLocal.withInitial(() -> new int[MAX_MOVES]);

  /** This thread's scratch buffer: valid until the thread's next call to this method's users. */
  static int[] scratch() {
    return SCRATCH.get();
  }

  private static final int QUEEN = Role.QUEEN.ordinal();
  private static final int ROOK = Role.ROOK.ordinal();
  private static final int BISHOP = Role.BISHOP.ordinal();
  private static final int KNIGHT = Role.KNIGHT.ordinal();

  private MoveGenerator() {}

  /** Writes every legal move of {@code p} into {@code out} and returns how many there are. */
  static int generate(Position p, int[] out) {
    return generate(p, out, -1L, -1L);
  }

  /**
   * As {@link #generate(Position, int[])}, keeping only the moves from a square of {@code
   * fromMask} to a square of {@code toMask}, in the same order, and every castling whatever the
   * masks (a Chess960 king may not move at all).
   */
  static int generate(Position p, int[] out, long fromMask, long toMask) {
    final Board b = p.board;
    final boolean white = p.whiteToMove;
    final long us = white ? b.white : b.black;
    final long them = white ? b.black : b.white;
    final long occ = us | them;
    // A king is never captured: in a legal position it cannot be, and in the illegal ones a
    // tracker must follow (an illegal move that stood, Laws A.4.2) it is not a move.
    final long notTheirKing = ~(b.kings & them);
    final long kingBit = b.kings & us;
    final int king = Long.numberOfTrailingZeros(kingBit);
    final long theirDiagonal = (b.bishops | b.queens) & them;
    final long theirOrthogonal = (b.rooks | b.queens) & them;
    final long checkers = attackers(b, white, king, occ, them);
    int n = 0;

    final long occWithoutKing = occ ^ kingBit;
    final long kingTargets = (kingBit & fromMask) != 0 ? Attacks.king(king) & toMask : 0L;
    for (long t = kingTargets & ~us & notTheirKing; t != 0; t &= t - 1) {
      int to = Long.numberOfTrailingZeros(t);
      if (!isAttacked(b, white, to, occWithoutKing, them)) {
        out[n++] = Move.encode(king, to, NORMAL, 0);
      }
    }
    if (Bitboard.hasMoreThanOne(checkers)) {
      return n; // double check: only the king can move
    }
    long target = ~us & notTheirKing & toMask;
    if (checkers != 0) {
      target &= Attacks.between(king, Long.numberOfTrailingZeros(checkers)) | checkers;
    }
    final long pinned = pinned(king, us, them, occ, theirDiagonal, theirOrthogonal);

    for (long pcs = b.knights & us & ~pinned & fromMask; pcs != 0; pcs &= pcs - 1) {
      int from = Long.numberOfTrailingZeros(pcs);
      n = emit(out, n, from, Attacks.knight(from) & target);
    }
    for (long pcs = (b.bishops | b.queens) & us & fromMask; pcs != 0; pcs &= pcs - 1) {
      int from = Long.numberOfTrailingZeros(pcs);
      long moves = Attacks.bishopAttacks(from, occ) & target;
      if ((pinned & (1L << from)) != 0) {
        moves &= Attacks.line(king, from);
      }
      n = emit(out, n, from, moves);
    }
    for (long pcs = (b.rooks | b.queens) & us & fromMask; pcs != 0; pcs &= pcs - 1) {
      int from = Long.numberOfTrailingZeros(pcs);
      long moves = Attacks.rookAttacks(from, occ) & target;
      if ((pinned & (1L << from)) != 0) {
        moves &= Attacks.line(king, from);
      }
      n = emit(out, n, from, moves);
    }

    final long ourPawns = b.pawns & us & fromMask;
    final long freePawns = ourPawns & ~pinned;
    final long empty = ~occ;
    final long lastRank = white ? Bitboard.RANK_8 : Bitboard.RANK_1;
    if (white) {
      long push1 = (freePawns << 8) & empty;
      long push2 = ((push1 & Bitboard.RANK_3) << 8) & empty & target;
      push1 &= target;
      long captureWest = ((freePawns & ~Bitboard.FILE_A) << 7) & them & target;
      long captureEast = ((freePawns & ~Bitboard.FILE_H) << 9) & them & target;
      n = emitPawnShift(out, n, push1, -8, lastRank);
      n = emitPawnShift(out, n, push2, -16, lastRank);
      n = emitPawnShift(out, n, captureWest, -7, lastRank);
      n = emitPawnShift(out, n, captureEast, -9, lastRank);
    } else {
      long push1 = (freePawns >>> 8) & empty;
      long push2 = ((push1 & Bitboard.RANK_6) >>> 8) & empty & target;
      push1 &= target;
      long captureWest = ((freePawns & ~Bitboard.FILE_A) >>> 9) & them & target;
      long captureEast = ((freePawns & ~Bitboard.FILE_H) >>> 7) & them & target;
      n = emitPawnShift(out, n, push1, 8, lastRank);
      n = emitPawnShift(out, n, push2, 16, lastRank);
      n = emitPawnShift(out, n, captureWest, 9, lastRank);
      n = emitPawnShift(out, n, captureEast, 7, lastRank);
    }
    for (long pcs = ourPawns & pinned; pcs != 0; pcs &= pcs - 1) {
      int from = Long.numberOfTrailingZeros(pcs);
      long moves = pinnedPawnTargets(white, from, empty, them) & target & Attacks.line(king, from);
      for (; moves != 0; moves &= moves - 1) {
        int to = Long.numberOfTrailingZeros(moves);
        n = emitPawn(out, n, from, to, ((1L << to) & lastRank) != 0);
      }
    }
    if (p.epSquare >= 0 && ((1L << p.epSquare) & toMask) != 0) {
      for (long pcs = Attacks.pawn(!white, p.epSquare) & ourPawns; pcs != 0; pcs &= pcs - 1) {
        int from = Long.numberOfTrailingZeros(pcs);
        if (isLegalEnPassant(b, white, king, from, p.epSquare, occ, them)) {
          out[n++] = Move.encode(from, p.epSquare, EN_PASSANT, 0);
        }
      }
    }
    if (checkers == 0) {
      for (long rooks = p.castlingRooks & us; rooks != 0; rooks &= rooks - 1) {
        int rook = Long.numberOfTrailingZeros(rooks);
        if (canCastle(b, white, king, rook, occ, them)) {
          out[n++] = Move.encode(king, rook, CASTLING, 0);
        }
      }
    }
    return n;
  }

  /** The number of legal moves of {@code p}; equal to {@code generate(p, out)} by construction. */
  static int count(Position p) {
    final Board b = p.board;
    final boolean white = p.whiteToMove;
    final long us = white ? b.white : b.black;
    final long them = white ? b.black : b.white;
    final long occ = us | them;
    final long notTheirKing = ~(b.kings & them); // as in generate
    final long kingBit = b.kings & us;
    final int king = Long.numberOfTrailingZeros(kingBit);
    final long theirDiagonal = (b.bishops | b.queens) & them;
    final long theirOrthogonal = (b.rooks | b.queens) & them;
    final long checkers = attackers(b, white, king, occ, them);
    int n = 0;

    final long occWithoutKing = occ ^ kingBit;
    for (long t = Attacks.king(king) & ~us & notTheirKing; t != 0; t &= t - 1) {
      if (!isAttacked(b, white, Long.numberOfTrailingZeros(t), occWithoutKing, them)) {
        n++;
      }
    }
    if (Bitboard.hasMoreThanOne(checkers)) {
      return n;
    }
    long target = ~us & notTheirKing;
    if (checkers != 0) {
      target &= Attacks.between(king, Long.numberOfTrailingZeros(checkers)) | checkers;
    }
    final long pinned = pinned(king, us, them, occ, theirDiagonal, theirOrthogonal);

    for (long pcs = b.knights & us & ~pinned; pcs != 0; pcs &= pcs - 1) {
      n += Long.bitCount(Attacks.knight(Long.numberOfTrailingZeros(pcs)) & target);
    }
    for (long pcs = (b.bishops | b.queens) & us; pcs != 0; pcs &= pcs - 1) {
      int from = Long.numberOfTrailingZeros(pcs);
      long moves = Attacks.bishopAttacks(from, occ) & target;
      if ((pinned & (1L << from)) != 0) {
        moves &= Attacks.line(king, from);
      }
      n += Long.bitCount(moves);
    }
    for (long pcs = (b.rooks | b.queens) & us; pcs != 0; pcs &= pcs - 1) {
      int from = Long.numberOfTrailingZeros(pcs);
      long moves = Attacks.rookAttacks(from, occ) & target;
      if ((pinned & (1L << from)) != 0) {
        moves &= Attacks.line(king, from);
      }
      n += Long.bitCount(moves);
    }

    final long ourPawns = b.pawns & us;
    final long freePawns = ourPawns & ~pinned;
    final long empty = ~occ;
    final long lastRank = white ? Bitboard.RANK_8 : Bitboard.RANK_1;
    long push2;
    if (white) {
      long push1 = (freePawns << 8) & empty;
      push2 = ((push1 & Bitboard.RANK_3) << 8) & empty & target;
      long captureWest = ((freePawns & ~Bitboard.FILE_A) << 7) & them & target;
      long captureEast = ((freePawns & ~Bitboard.FILE_H) << 9) & them & target;
      n += countPawnTargets(push1 & target, lastRank);
      n += countPawnTargets(captureWest, lastRank) + countPawnTargets(captureEast, lastRank);
    } else {
      long push1 = (freePawns >>> 8) & empty;
      push2 = ((push1 & Bitboard.RANK_6) >>> 8) & empty & target;
      long captureWest = ((freePawns & ~Bitboard.FILE_A) >>> 9) & them & target;
      long captureEast = ((freePawns & ~Bitboard.FILE_H) >>> 7) & them & target;
      n += countPawnTargets(push1 & target, lastRank);
      n += countPawnTargets(captureWest, lastRank) + countPawnTargets(captureEast, lastRank);
    }
    n += Long.bitCount(push2);
    for (long pcs = ourPawns & pinned; pcs != 0; pcs &= pcs - 1) {
      int from = Long.numberOfTrailingZeros(pcs);
      long moves = pinnedPawnTargets(white, from, empty, them) & target & Attacks.line(king, from);
      n += countPawnTargets(moves, lastRank);
    }
    if (p.epSquare >= 0) {
      for (long pcs = Attacks.pawn(!white, p.epSquare) & ourPawns; pcs != 0; pcs &= pcs - 1) {
        if (isLegalEnPassant(
            b, white, king, Long.numberOfTrailingZeros(pcs), p.epSquare, occ, them)) {
          n++;
        }
      }
    }
    if (checkers == 0) {
      for (long rooks = p.castlingRooks & us; rooks != 0; rooks &= rooks - 1) {
        if (canCastle(b, white, king, Long.numberOfTrailingZeros(rooks), occ, them)) {
          n++;
        }
      }
    }
    return n;
  }

  /**
   * True when {@code move} follows the piece's way of moving (Laws 3.2-3.7) for the side to move,
   * whether or not it leaves the king in check (Laws 3.9). Castling counts when it is legal.
   */
  static boolean isPseudoLegal(Position p, int move) {
    final Board b = p.board;
    final boolean white = p.whiteToMove;
    final long us = white ? b.white : b.black;
    final long them = white ? b.black : b.white;
    final long occ = us | them;
    final int from = Move.fromOf(move);
    final int to = Move.toOf(move);
    final int kind = Move.kindOf(move);
    final long fromBit = 1L << from;
    final long toBit = 1L << to;
    if ((us & fromBit) == 0) {
      return false;
    }
    if (kind == CASTLING) {
      return p.isLegal(Move.ofBits(move));
    }
    if (((us | (b.kings & them)) & toBit) != 0) {
      return false;
    }
    int role = b.roleIndexAt(from);
    if (role != 0) {
      if (kind != NORMAL) {
        return false;
      }
      long attacks =
          role == 1
              ? Attacks.knight(from)
              : role == 2
                  ? Attacks.bishopAttacks(from, occ)
                  : role == 3
                      ? Attacks.rookAttacks(from, occ)
                      : role == 4 ? Attacks.queenAttacks(from, occ) : Attacks.king(from);
      return (attacks & toBit) != 0;
    }
    boolean promotes = (toBit & (white ? Bitboard.RANK_8 : Bitboard.RANK_1)) != 0;
    if (promotes != (kind == PROMOTION)) {
      return false;
    }
    if (kind == EN_PASSANT) {
      return to == p.epSquare && (Attacks.pawn(white, from) & toBit) != 0;
    }
    if ((Attacks.pawn(white, from) & toBit) != 0) {
      return (them & toBit) != 0;
    }
    int forward = white ? 8 : -8;
    if (to == from + forward) {
      return (occ & toBit) == 0;
    }
    long startRank = white ? Bitboard.RANK_2 : Bitboard.RANK_7;
    return to == from + 2 * forward
        && (fromBit & startRank) != 0
        && (occ & (toBit | (1L << (from + forward)))) == 0;
  }

  /** Pieces of {@code them} attacking {@code square} (a square of the side {@code white}). */
  static long attackers(Board b, boolean white, int square, long occ, long them) {
    return ((Attacks.knight(square) & b.knights)
            | (Attacks.pawn(white, square) & b.pawns)
            | (Attacks.king(square) & b.kings)
            | (Attacks.bishopAttacks(square, occ) & (b.bishops | b.queens))
            | (Attacks.rookAttacks(square, occ) & (b.rooks | b.queens)))
        & them;
  }

  /** True when a piece of {@code them} attacks {@code square}, given occupancy {@code occ}. */
  static boolean isAttacked(Board b, boolean white, int square, long occ, long them) {
    return (Attacks.knight(square) & b.knights & them) != 0
        || (Attacks.pawn(white, square) & b.pawns & them) != 0
        || (Attacks.king(square) & b.kings & them) != 0
        || (Attacks.bishopAttacks(square, occ) & (b.bishops | b.queens) & them) != 0
        || (Attacks.rookAttacks(square, occ) & (b.rooks | b.queens) & them) != 0;
  }

  /** Our pieces that alone stand between our king and an enemy slider on the same line. */
  private static long pinned(
      int king, long us, long them, long occ, long theirDiagonal, long theirOrthogonal) {
    long pinned = 0;
    // Rays from the king that see through our own pieces and stop at the first enemy piece.
    long snipers =
        (Attacks.rookAttacks(king, them) & theirOrthogonal)
            | (Attacks.bishopAttacks(king, them) & theirDiagonal);
    for (; snipers != 0; snipers &= snipers - 1) {
      long between = Attacks.between(king, Long.numberOfTrailingZeros(snipers)) & occ;
      if (between != 0 && !Bitboard.hasMoreThanOne(between)) {
        pinned |= between & us;
      }
    }
    return pinned;
  }

  private static long pinnedPawnTargets(boolean white, int from, long empty, long them) {
    long fromBit = 1L << from;
    long push1 = (white ? fromBit << 8 : fromBit >>> 8) & empty;
    long startRank3 = white ? Bitboard.RANK_3 : Bitboard.RANK_6;
    long push2 = (white ? (push1 & startRank3) << 8 : (push1 & startRank3) >>> 8) & empty;
    return push1 | push2 | (Attacks.pawn(white, from) & them);
  }

  /**
   * En passant is checked by playing it: the capturing and captured pawns leave their squares and
   * the capturer lands on the passed square. That catches the rank pin through both pawns, which no
   * pin mask sees.
   */
  private static boolean isLegalEnPassant(
      Board b, boolean white, int king, int from, int to, long occ, long them) {
    long capturedBit = 1L << (to ^ 8);
    long occAfter = (occ ^ (1L << from) ^ capturedBit) | (1L << to);
    long themAfter = them ^ capturedBit;
    long attackers =
        (Attacks.knight(king) & b.knights)
            | (Attacks.pawn(white, king) & b.pawns)
            | (Attacks.bishopAttacks(king, occAfter) & (b.bishops | b.queens))
            | (Attacks.rookAttacks(king, occAfter) & (b.rooks | b.queens));
    return (attackers & themAfter) == 0;
  }

  /**
   * Castling per Laws 3.8.2 and Guideline II.3.3: king and rook end on the g/f (or c/d) squares;
   * every square either crosses, and both targets, are empty but for the two of them; the king is
   * not in check (the caller ensures that) and crosses or lands on no attacked square. Attacks are
   * computed without king and rook on the board: a Chess960 rook may be the only thing shielding
   * the king's target square.
   */
  private static boolean canCastle(Board b, boolean white, int king, int rook, long occ, long them) {
    int rank = king & 56;
    boolean kingSide = rook > king;
    int kingTo = rank | (kingSide ? 6 : 2);
    int rookTo = rank | (kingSide ? 5 : 3);
    long kingPath = Attacks.between(king, kingTo) | (1L << kingTo);
    long rookPath = Attacks.between(rook, rookTo) | (1L << rookTo);
    long movers = (1L << king) | (1L << rook);
    if (((kingPath | rookPath) & ~movers & occ) != 0) {
      return false;
    }
    long occAfter = occ ^ movers;
    for (long path = kingPath; path != 0; path &= path - 1) {
      if (isAttacked(b, white, Long.numberOfTrailingZeros(path), occAfter, them)) {
        return false;
      }
    }
    return true;
  }

  private static int emit(int[] out, int n, int from, long targets) {
    for (; targets != 0; targets &= targets - 1) {
      out[n++] = Move.encode(from, Long.numberOfTrailingZeros(targets), NORMAL, 0);
    }
    return n;
  }

  private static int emitPawnShift(int[] out, int n, long targets, int fromDelta, long lastRank) {
    for (; targets != 0; targets &= targets - 1) {
      int to = Long.numberOfTrailingZeros(targets);
      n = emitPawn(out, n, to + fromDelta, to, ((1L << to) & lastRank) != 0);
    }
    return n;
  }

  private static int emitPawn(int[] out, int n, int from, int to, boolean promotes) {
    if (promotes) {
      out[n++] = Move.encode(from, to, PROMOTION, QUEEN);
      out[n++] = Move.encode(from, to, PROMOTION, ROOK);
      out[n++] = Move.encode(from, to, PROMOTION, BISHOP);
      out[n++] = Move.encode(from, to, PROMOTION, KNIGHT);
    } else {
      out[n++] = Move.encode(from, to, NORMAL, 0);
    }
    return n;
  }

  private static int countPawnTargets(long targets, long lastRank) {
    return Long.bitCount(targets & ~lastRank) + 4 * Long.bitCount(targets & lastRank);
  }
}
