package org.touchmove.chess;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.touchmove.notation.Fen;

/** {@link Blockade}: which men it may assume never move (Laws 5.2.2 rests on it). */
class BlockadeTest {

  @Test
  void pawnsHeadToHeadWithNoWayToCaptureAreFixed() {
    Blockade b =
        Blockade.of(Fen.positionOrThrow("2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1"));
    assertThat(b.walls())
        .isEqualTo(
            Bitboard.of(
                Square.B4, Square.D4, Square.F4, Square.H4, Square.B5, Square.D5, Square.F5,
                Square.H5));
    assertThat(MatingNet.cannotMate(b, true)).isTrue();
    assertThat(MatingNet.cannotMate(b, false)).isTrue();
  }

  @Test
  void aPawnThatJustDoubleSteppedIsNoWall() {
    // Black may take e4 en passant (d4xe3), although nothing attacks e4 itself.
    Blockade b = Blockade.of(Fen.positionOrThrow("4k3/8/8/4p3/3pP3/8/8/4K3 b - e3 0 1"));
    assertThat(Bitboard.contains(b.walls(), Square.E4)).isFalse();
    assertThat(Bitboard.contains(b.walls(), Square.D4)).isFalse();
  }

  @Test
  void piecesShutInByTheirOwnPawnsAreStuck() {
    Blockade b =
        Blockade.of(Fen.positionOrThrow("N1b1N1N1/1pPpPpPp/1P1P1P1P/8/8/8/8/kb4K1 w - - 0 1"));
    assertThat(b.walls() & Bitboard.RANK_8)
        .isEqualTo(Bitboard.of(Square.A8, Square.C8, Square.E8, Square.G8));
    assertThat(MatingNet.cannotMate(b, true)).isTrue();
  }

  @Test
  void aKingWithNoSquareLeftIsStuck() {
    Blockade b = Blockade.of(Fen.positionOrThrow("k7/1b6/8/8/8/1pB5/pP6/K7 w - - 0 1"));
    assertThat(Bitboard.contains(b.walls(), Square.A1)).isTrue();
    assertThat(b.kingRegion(Blockade.WHITE)).isEqualTo(Square.A1.bit());
    assertThat(MatingNet.cannotMate(b, true)).isTrue();
    assertThat(MatingNet.cannotMate(b, false)).isTrue();
  }

  @Test
  void openPositionsHaveNoWalls() {
    Blockade b = Blockade.of(Position.standard());
    assertThat(b.walls()).isZero();
    assertThat(MatingNet.cannotMate(b, true)).isFalse();
    assertThat(MatingNet.cannotMate(b, false)).isFalse();
  }
}
