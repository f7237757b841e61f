package org.touchmove.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.touchmove.notation.Fen;
import org.touchmove.notation.FenResult;

/**
 * The board operations the reconstruction calls on every sensor message ({@link Board#ofSquares},
 * {@link Board#squaresDifferingFrom}, {@link Board#isAttacked}) give what their square-by-square
 * definitions give, on the perft suite's positions and every position one and two moves on.
 */
class BoardComparisonTest {
  @Test
  void ofSquaresBuildsTheBoardTheSquaresShow() throws IOException {
    for (Position position : positions()) {
      Board board = position.board();
      Piece[] squares = new Piece[64];
      for (Square square : Square.values()) {
        squares[square.index()] = board.pieceAt(square).orElse(null);
      }
      assertThat(Board.ofSquares(squares)).isEqualTo(board);
    }
    assertThatThrownBy(() -> Board.ofSquares(new Piece[63]))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void squaresDifferingFromAreTheSquaresWhoseContentDiffers() throws IOException {
    List<Position> positions = positions();
    for (int i = 1; i < positions.size(); i++) {
      Board a = positions.get(i - 1).board();
      Board b = positions.get(i).board();
      long expected = 0;
      for (Square square : Square.values()) {
        if (!a.pieceAt(square).equals(b.pieceAt(square))) {
          expected |= square.bit();
        }
      }
      assertThat(a.squaresDifferingFrom(b)).isEqualTo(expected);
      assertThat(b.squaresDifferingFrom(a)).isEqualTo(expected);
      assertThat(a.squaresDifferingFrom(a)).isZero();
    }
  }

  @Test
  void theKingToMoveIsAttackedExactlyWhenInCheck() throws IOException {
    int checks = 0;
    for (Position position : positions()) {
      Color mover = position.sideToMove();
      long king = position.board().byPiece(Piece.of(mover, Role.KING));
      Square square = Square.ofIndex(Long.numberOfTrailingZeros(king));
      assertThat(position.board().isAttacked(square, mover.opposite()))
          .as("%s", position)
          .isEqualTo(position.isCheck());
      checks += position.isCheck() ? 1 : 0;
    }
    assertThat(checks).isGreaterThanOrEqualTo(10); // checks among them, not only quiet kings
  }

  /** The perft suite's positions and those one and two moves on (a bounded sample of them). */
  private static List<Position> positions() throws IOException {
    List<Position> positions = new ArrayList<>();
    for (PerftCase c : PerftCase.read(Path.of("src/test/resources/perft/classic.epd"))) {
      Setup setup = ((FenResult.Parsed) Fen.parse(c.fen())).setup();
      Position root = Position.fromSetup(setup, Fen.inferVariant(setup)).lenient().orElseThrow();
      positions.add(root);
      for (Move first : root.legalMoves()) {
        Position one = root.playUnchecked(first);
        positions.add(one);
        List<Move> replies = one.legalMoves();
        for (int i = 0; i < replies.size(); i += 7) {
          positions.add(one.playUnchecked(replies.get(i)));
        }
      }
    }
    return positions;
  }
}
