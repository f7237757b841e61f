package org.touchmove.chess;

import java.util.Optional;
import java.util.Set;

/**
 * Checks a {@link Setup} against Laws 3.10.3 (a position reachable by legal moves) as far as that
 * can be decided locally, and works out which castling rights and en passant square are valid.
 */
final class SetupValidator {
  private final Setup setup;
  private final Variant variant;
  private final Board board;
  private final boolean whiteToMove;

  SetupValidator(Setup setup, Variant variant) {
    this.setup = setup;
    this.variant = variant;
    this.board = setup.board();
    this.whiteToMove = setup.sideToMove() == Color.WHITE;
  }

  void check(Set<SetupProblem> problems) {
    boolean kingsOk = true;
    for (Color color : Color.values()) {
      int kings = Long.bitCount(board.kings & board.byColor(color));
      if (kings == 0) {
        problems.add(SetupProblem.MISSING_KING);
        kingsOk = false;
      } else if (kings > 1) {
        problems.add(SetupProblem.TOO_MANY_KINGS);
        kingsOk = false;
      }
      checkMaterial(board.byColor(color), problems);
    }
    if ((board.pawns & Bitboard.BACK_RANKS) != 0) {
      problems.add(SetupProblem.PAWN_ON_BACK_RANK);
    }
    if (validCastlingRooks() != (setup.castlingRooks())) {
      problems.add(SetupProblem.INVALID_CASTLING_RIGHTS);
    }
    if (validEnPassant().isEmpty() && setup.enPassant().isPresent()) {
      problems.add(SetupProblem.INVALID_EN_PASSANT);
    }
    if (kingsOk) {
      checkChecks(problems);
    }
  }

  private void checkMaterial(long side, Set<SetupProblem> problems) {
    if (Long.bitCount(side) > 16) {
      problems.add(SetupProblem.TOO_MANY_PIECES);
    }
    int pawns = Long.bitCount(board.pawns & side);
    if (pawns > 8) {
      problems.add(SetupProblem.TOO_MANY_PAWNS);
    }
    // Every piece beyond the starting set must be a promoted pawn.
    int promoted =
        Math.max(0, Long.bitCount(board.queens & side) - 1)
            + Math.max(0, Long.bitCount(board.rooks & side) - 2)
            + Math.max(0, Long.bitCount(board.knights & side) - 2)
            + Math.max(0, Long.bitCount(board.bishops & side & Bitboard.LIGHT_SQUARES) - 1)
            + Math.max(0, Long.bitCount(board.bishops & side & Bitboard.DARK_SQUARES) - 1);
    if (pawns + promoted > 8) {
      problems.add(SetupProblem.IMPOSSIBLE_MATERIAL);
    }
  }

  /**
   * The side that just moved may not be in check. The side to move may be in check only as one
   * legal move can give it: at most two checkers, two only when one of them is a slider uncovered
   * by the move and they do not stand on one line through the king, and after a double step only
   * the pawn itself or a slider it uncovered.
   */
  private void checkChecks(Set<SetupProblem> problems) {
    long us = whiteToMove ? board.white : board.black;
    long them = whiteToMove ? board.black : board.white;
    long occ = us | them;
    int ourKing = Long.numberOfTrailingZeros(board.kings & us);
    int theirKing = Long.numberOfTrailingZeros(board.kings & them);
    if (MoveGenerator.attackers(board, !whiteToMove, theirKing, occ, us) != 0) {
      problems.add(SetupProblem.OPPOSITE_CHECK);
    }
    long checkers = MoveGenerator.attackers(board, whiteToMove, ourKing, occ, them);
    int count = Long.bitCount(checkers);
    if (count == 0) {
      return;
    }
    long sliders = board.bishops | board.rooks | board.queens;
    Optional<Square> ep = validEnPassant();
    if (count > 2) {
      problems.add(SetupProblem.IMPOSSIBLE_CHECK);
    } else if (count == 2) {
      int a = Long.numberOfTrailingZeros(checkers);
      int b = 63 - Long.numberOfLeadingZeros(checkers);
      if ((checkers & sliders) == 0 || Attacks.aligned(a, b, ourKing) || ep.isPresent()) {
        problems.add(SetupProblem.IMPOSSIBLE_CHECK);
      }
    } else if (ep.isPresent()) {
      int pushedTo = ep.get().index() ^ 8;
      int pushedFrom = ep.get().index() ^ 24;
      int checker = Long.numberOfTrailingZeros(checkers);
      if (checker != pushedTo) {
        long occBefore = (occ ^ (1L << pushedTo)) | (1L << pushedFrom);
        long themBefore = them ^ (1L << pushedTo);
        if ((MoveGenerator.attackers(board, whiteToMove, ourKing, occBefore, themBefore)
                & (1L << checker))
            != 0) {
          problems.add(SetupProblem.IMPOSSIBLE_CHECK);
        }
      }
    }
  }

  /**
   * The en passant square if it is plausible: on the third rank from the side that just moved,
   * empty, with the square behind it (where the pawn started) empty and that side's pawn in front.
   */
  Optional<Square> validEnPassant() {
    if (setup.enPassant().isEmpty()) {
      return Optional.empty();
    }
    Square square = setup.enPassant().get();
    int sq = square.index();
    int expectedRank = whiteToMove ? 5 : 2;
    if (square.rank() != expectedRank) {
      return Optional.empty();
    }
    long them = whiteToMove ? board.black : board.white;
    int pawnSquare = sq ^ 8; // the square the pawn reached
    int originSquare = sq ^ 24; // the square it started from
    long occ = board.occupied();
    if ((occ & (1L << sq)) != 0
        || (occ & (1L << originSquare)) != 0
        || (board.pawns & them & (1L << pawnSquare)) == 0) {
      return Optional.empty();
    }
    return Optional.of(square);
  }

  /**
   * The subset of the claimed castling rooks that can be real: own rook on the back rank, own king
   * on the same rank, at most one rook on each side of the king; in standard chess the king on the
   * e-file and the rooks in the corners (Laws 3.8.2.1). Where two rooks are claimed on one side the
   * outermost is kept, as X-FEN reads {@code K} and {@code Q}.
   */
  long validCastlingRooks() {
    long valid = 0;
    for (Color color : Color.values()) {
      long backRank = Bitboard.backRank(color);
      long ours = board.byColor(color);
      long king = board.kings & ours & backRank;
      long claimed = setup.castlingRooks() & board.rooks & ours & backRank;
      if (Long.bitCount(board.kings & ours) != 1 || king == 0 || claimed == 0) {
        continue;
      }
      int kingSquare = Long.numberOfTrailingZeros(king);
      if (variant == Variant.STANDARD) {
        if ((kingSquare & 7) != 4) {
          continue;
        }
        claimed &= Bitboard.FILE_A | Bitboard.FILE_H;
      }
      long queenSide = claimed & ((1L << kingSquare) - 1);
      long kingSide = claimed & ~((1L << kingSquare) | ((1L << kingSquare) - 1));
      if (queenSide != 0) {
        valid |= Long.lowestOneBit(queenSide);
      }
      if (kingSide != 0) {
        valid |= Long.highestOneBit(kingSide);
      }
    }
    return valid;
  }
}
