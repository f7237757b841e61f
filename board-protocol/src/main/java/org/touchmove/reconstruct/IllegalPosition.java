package org.touchmove.reconstruct;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.touchmove.chess.Bitboard;
import org.touchmove.chess.Board;
import org.touchmove.chess.Color;
import org.touchmove.chess.Piece;
import org.touchmove.chess.Position;
import org.touchmove.chess.Role;
import org.touchmove.chess.Setup;
import org.touchmove.chess.SetupProblem;
import org.touchmove.chess.SetupResult;
import org.touchmove.chess.Square;
import org.touchmove.chess.Variant;

/**
 * The illegal positions an illegal move can leave that play may still go on from: Laws A.4.4
 * names them (both kings in check, a pawn on the rank furthest from its start) and says what
 * happens when the next move does not put them right: the game is drawn.
 */
final class IllegalPosition {
  /** What A.4.4 is about; any other problem (a king missing, too many pieces) stops play. */
  private static final Set<SetupProblem> PLAYABLE =
      EnumSet.of(SetupProblem.OPPOSITE_CHECK, SetupProblem.IMPOSSIBLE_CHECK, SetupProblem.PAWN_ON_BACK_RANK);

  private IllegalPosition() {}

  /**
   * The position to go on from after an illegal move stood (A.4.2): the legal one, repaired of
   * rights it no longer has, or else, when it is illegal only in A.4.4's ways, as it stands (no
   * castling: a king in check or a pawn on a back rank come from play no rights survive).
   */
  static Optional<Position> toPlayFrom(Setup setup, Variant variant) {
    SetupResult result = Position.fromSetup(setup, variant);
    if (result.lenient().isPresent()) {
      return result.lenient();
    }
    Set<SetupProblem> problems = ((SetupResult.Invalid) result).problems();
    if (!problems.stream().allMatch(p -> p.isRepairable() || PLAYABLE.contains(p))) {
      return Optional.empty();
    }
    return Optional.of(
        Position.fromSetupUnchecked(
            setup.withCastlingRooks(0).withEnPassant(Optional.empty()), variant));
  }

  /**
   * The evidence that {@code board} is illegal in A.4.4's terms: both kings' squares when both
   * are in check, the squares of pawns on the rank furthest from their start; empty when there is
   * none (or no king of each colour to judge by).
   */
  static List<Square> evidence(Board board) {
    List<Square> squares = new ArrayList<>();
    long white = board.byPiece(Piece.of(Color.WHITE, Role.KING));
    long black = board.byPiece(Piece.of(Color.BLACK, Role.KING));
    if (Long.bitCount(white) == 1 && Long.bitCount(black) == 1) {
      Square whiteKing = Square.ofIndex(Long.numberOfTrailingZeros(white));
      Square blackKing = Square.ofIndex(Long.numberOfTrailingZeros(black));
      if (board.isAttacked(whiteKing, Color.BLACK) && board.isAttacked(blackKing, Color.WHITE)) {
        squares.add(whiteKing);
        squares.add(blackKing);
      }
    }
    long farPawns =
        board.byPiece(Piece.of(Color.WHITE, Role.PAWN)) & Bitboard.RANK_8
            | board.byPiece(Piece.of(Color.BLACK, Role.PAWN)) & Bitboard.RANK_1;
    for (long b = farPawns; b != 0; b &= b - 1) {
      squares.add(Square.ofIndex(Long.numberOfTrailingZeros(b)));
    }
    return squares;
  }

  /** A sentence for the arbiter about the {@link #evidence} still on the board. */
  static String persists(Board board, List<Square> evidence, String after) {
    List<String> what = new ArrayList<>();
    for (Square square : evidence) {
      Piece piece = board.pieceAt(square).orElseThrow();
      if (piece.role() == Role.PAWN) {
        what.add("a pawn on " + square);
      }
    }
    if (evidence.stream().anyMatch(s -> board.pieceAt(s).orElseThrow().role() == Role.KING)) {
      what.add(0, "both kings in check");
    }
    return String.join(" and ", what) + " still on the board after " + after
        + ": under A.4.4 (rapid and blitz) the game is drawn";
  }
}
