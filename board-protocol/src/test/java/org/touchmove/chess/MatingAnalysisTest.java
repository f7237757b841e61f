package org.touchmove.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.touchmove.notation.Fen;

/** {@link MatingAnalysis}: Laws 5.2.2 (dead position) and 6.9 (flag fall), case by case. */
class MatingAnalysisTest {

  @Test
  void bareKingCannotMateByMaterial() {
    Position p = Fen.positionOrThrow("8/8/3k4/8/8/2K5/8/8 w - - 0 1");
    MatingVerdict verdict = MatingAnalysis.analyse(p, Color.WHITE, 1000);
    assertThat(verdict.potential()).isEqualTo(MatingPotential.CANNOT_MATE);
    assertThat(verdict.basis()).isEqualTo(MatingVerdict.Basis.MATERIAL);
    assertThat(verdict.nodes()).isZero();
    assertThat(MatingAnalysis.isDeadPosition(p)).isTrue();
  }

  @Test
  void flagFallAgainstLoneKingIsDrawnButNotTheOtherWay() {
    // Laws 6.9: if White's flag falls, Black (queen) wins; if Black's falls, White (bare king)
    // cannot mate, so the game is drawn.
    Position p = Fen.positionOrThrow("8/8/3k4/8/5q2/2K5/8/8 w - - 0 1");
    assertThat(MatingAnalysis.canMate(p, Color.BLACK)).isEqualTo(MatingPotential.CAN_MATE);
    assertThat(MatingAnalysis.canMate(p, Color.WHITE)).isEqualTo(MatingPotential.CANNOT_MATE);
    assertThat(MatingAnalysis.isDeadPosition(p)).isFalse();
  }

  @Test
  void helpmateFromTheStartIsALegalLineEndingInMate() {
    for (Color side : Color.values()) {
      MatingVerdict verdict = MatingAnalysis.analyse(Position.standard(), side, 100_000);
      assertThat(verdict.potential()).as("%s", side).isEqualTo(MatingPotential.CAN_MATE);
      assertThat(verdict.basis()).isEqualTo(MatingVerdict.Basis.HELPMATE);
      Position p = Position.standard();
      for (Move move : verdict.helpmate()) {
        assertThat(p.isLegal(move)).as("%s in\n%s", move, p).isTrue();
        p = p.playUnchecked(move);
      }
      assertThat(p.isCheckmate()).as("end of the %s helpmate\n%s", side, p).isTrue();
      assertThat(p.sideToMove()).isEqualTo(side.opposite());
    }
  }

  @Test
  void pawnWallWithBishopsIsDeadWithoutSearch() {
    Position p =
        position(
            """
            ..b.k...
            ........
            ........
            .p.p.p.p
            .P.P.P.P
            ........
            ........
            ..B.K...
            """,
            Color.WHITE);
    for (Color side : Color.values()) {
      MatingVerdict verdict = MatingAnalysis.analyse(p, side, 0);
      assertThat(verdict.potential()).as("%s", side).isEqualTo(MatingPotential.CANNOT_MATE);
      assertThat(verdict.basis()).isEqualTo(MatingVerdict.Basis.BLOCKADE);
    }
    assertThat(MatingAnalysis.isDeadPosition(p, 0)).isTrue();
  }

  @Test
  void openingTheWallLetsBothSidesMate() {
    // The same wall with one white pawn missing: the kings can walk through.
    Position p =
        position(
            """
            ..b.k...
            ........
            ........
            .p.p.p.p
            .P.P.P..
            ........
            ........
            ..B.K...
            """,
            Color.WHITE);
    assertThat(MatingAnalysis.canMate(p, Color.WHITE)).isEqualTo(MatingPotential.CAN_MATE);
    assertThat(MatingAnalysis.canMate(p, Color.BLACK)).isEqualTo(MatingPotential.CAN_MATE);
    assertThat(MatingAnalysis.isDeadPosition(p)).isFalse();
  }

  @Test
  void tempoCountIsSettledByVisitingEveryPosition() {
    // D3-Chess vectors 490 and 1465: Black's king must win a pawn and promote, but White, whose
    // king is walled in, runs out of pawn moves first: stalemate. One tempo more and Black mates.
    Position dead = Fen.positionOrThrow("8/3p1p1p/8/1p6/1P6/KP6/PP1P1P1P/k7 w - - 0 1");
    MatingVerdict verdict = MatingAnalysis.analyse(dead, Color.BLACK, 1_000_000);
    assertThat(verdict.potential()).isEqualTo(MatingPotential.CANNOT_MATE);
    assertThat(verdict.basis()).isEqualTo(MatingVerdict.Basis.EXHAUSTIVE_SEARCH);
    assertThat(MatingAnalysis.isDeadPosition(dead, 1_000_000)).isTrue();

    Position alive = Fen.positionOrThrow("8/3p1p1p/8/1p6/1P6/KP6/PP1P1P1P/1k6 w - - 0 1");
    assertThat(MatingAnalysis.analyse(alive, Color.BLACK, 1_000_000).potential())
        .isEqualTo(MatingPotential.CAN_MATE);
  }

  @Test
  void checkmateOnTheBoardIsMateWithAnEmptyLine() {
    Position foolsMate =
        Fen.positionOrThrow("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    MatingVerdict black = MatingAnalysis.analyse(foolsMate, Color.BLACK, 1000);
    assertThat(black.potential()).isEqualTo(MatingPotential.CAN_MATE);
    assertThat(black.helpmate()).isEmpty();
    // The game is over: no further move exists, so White can never mate.
    assertThat(MatingAnalysis.canMate(foolsMate, Color.WHITE))
        .isEqualTo(MatingPotential.CANNOT_MATE);
    assertThat(MatingAnalysis.isDeadPosition(foolsMate)).isFalse();
  }

  @Test
  void stalemateIsDead() {
    Position p = Fen.positionOrThrow("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assertThat(p.isStalemate()).isTrue();
    assertThat(MatingAnalysis.isDeadPosition(p)).isTrue();
  }

  @Test
  void knightAloneCannotMateAKingWithQueens() {
    Position p = Fen.positionOrThrow("3qk3/8/8/8/8/8/8/4KN2 w - - 0 1");
    assertThat(MatingAnalysis.canMate(p, Color.WHITE)).isEqualTo(MatingPotential.CANNOT_MATE);
    assertThat(MatingAnalysis.canMate(p, Color.BLACK)).isEqualTo(MatingPotential.CAN_MATE);
  }

  @Test
  void knightMatesWhenTheDefenderHasBlockers() {
    // A black rook can fill a flight square, so a smothered-style helpmate exists.
    Position p = Fen.positionOrThrow("7k/8/8/8/8/8/8/r3K1N1 w - - 0 1");
    MatingVerdict verdict = MatingAnalysis.analyse(p, Color.WHITE, 1_000_000);
    assertThat(verdict.potential()).isEqualTo(MatingPotential.CAN_MATE);
    assertThat(verdict.helpmate()).isNotEmpty();
  }

  @Test
  void zeroBudgetAnswersFromStaticProofsOnly() {
    MatingVerdict verdict = MatingAnalysis.analyse(Position.standard(), Color.WHITE, 0);
    assertThat(verdict.potential()).isEqualTo(MatingPotential.UNKNOWN);
    assertThat(verdict.basis()).isEqualTo(MatingVerdict.Basis.BUDGET_EXHAUSTED);
    assertThat(verdict.nodes()).isZero();
    assertThat(MatingAnalysis.isDeadPosition(Position.standard(), 0)).isFalse();
  }

  @Test
  void rejectsNegativeBudgets() {
    assertThatThrownBy(() -> MatingAnalysis.analyse(Position.standard(), Color.WHITE, -1))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> MatingAnalysis.isDeadPosition(Position.standard(), -1))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void verdictsPairPotentialAndBasis() {
    assertThatThrownBy(
            () ->
                new MatingVerdict(
                    MatingPotential.CAN_MATE,
                    MatingVerdict.Basis.BLOCKADE,
                    java.util.List.of(),
                    0))
        .isInstanceOf(IllegalArgumentException.class);
  }

  /** A position from an 8-line diagram, rank 8 first, {@code .} for an empty square. */
  private static Position position(String diagram, Color toMove) {
    StringBuilder placement = new StringBuilder();
    for (String rank : diagram.strip().split("\n")) {
      int empty = 0;
      for (char c : rank.strip().toCharArray()) {
        if (c == '.') {
          empty++;
        } else {
          if (empty > 0) {
            placement.append(empty);
            empty = 0;
          }
          placement.append(c);
        }
      }
      if (empty > 0) {
        placement.append(empty);
      }
      placement.append('/');
    }
    placement.setLength(placement.length() - 1);
    return Fen.positionOrThrow(placement + " " + toMove.letter() + " - - 0 1");
  }
}
