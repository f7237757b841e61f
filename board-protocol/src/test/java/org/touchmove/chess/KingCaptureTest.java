package org.touchmove.chess;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.touchmove.notation.Fen;
import org.touchmove.notation.FenResult;

/**
 * A king is never captured. In a legal position it cannot be; in the illegal positions an
 * illegal move can leave (the side not on move in check, Laws A.4.2 and A.4.4) play goes on, and
 * taking the king must not be among the moves.
 */
class KingCaptureTest {
  private static Position unchecked(String fen) {
    Setup setup = ((FenResult.Parsed) Fen.parse(fen)).setup();
    assertThat(Position.fromSetup(setup, Variant.STANDARD)).isInstanceOf(SetupResult.Invalid.class);
    return Position.fromSetupUnchecked(setup, Variant.STANDARD);
  }

  @Test
  void aKingInCheckNotOnMoveCannotBeTaken() {
    // Black's king on e8 stands in check from the e2 rook, and White is to move.
    Position p = unchecked("4k3/8/8/8/8/8/4R3/K7 w - - 0 1");
    Move takesKing = Move.normal(Square.E2, Square.E8);

    assertThat(p.legalMoves()).doesNotContain(takesKing).isNotEmpty();
    assertThat(p.isPseudoLegal(takesKing)).isFalse();
    assertThat(p.isLegal(takesKing)).isFalse();
    assertThat(p.legalMoveCount()).isEqualTo(p.legalMoves().size());
  }

  @Test
  void noPieceOrPawnTakesAKingEither() {
    // The black king on d7 attacked by a pawn (c6), a knight (f6) and the white king's neighbour
    // squares kept apart; none of them may take it.
    Position p = unchecked("8/3k4/2P2N2/8/8/8/8/K7 w - - 0 1");
    assertThat(p.legalMoves()).noneMatch(m -> m.to() == Square.D7);
    assertThat(p.legalMoveCount()).isEqualTo(p.legalMoves().size());
  }
}
