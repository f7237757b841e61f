package org.touchmove.reconstruct;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.touchmove.chess.Color;
import org.touchmove.chess.Piece;
import org.touchmove.chess.Role;
import org.touchmove.chess.Square;

/**
 * Irregularities that leave an illegal position on the board: a pawn on the last rank with the
 * clock pressed (7.5.2), an illegal move the opponent answers instead of claiming (A.4.2), and the
 * illegal position still there after the next move (A.4.4: both kings in check, or a pawn on the
 * rank furthest from its start).
 */
class IllegalPositionTest {
  private static final Color W = Color.WHITE;
  private static final Color B = Color.BLACK;

  /** 1. e4 d5 2. exd5 c6 3. dxc6 Nf6 4. cxb7 Nbd7: White's pawn on b7 can take the a8 rook. */
  private static SensorScript pawnOnB7() {
    return new SensorScript()
        .play("e2e4", W).play("d7d5", B)
        .play("e4d5", W).play("c7c6", B)
        .play("d5c6", W).play("g8f6", B)
        .play("c6b7", W).play("b8d7", B);
  }

  private static List<String> laws(SensorScript script) {
    return script.alerts().stream().map(a -> a.law() + "@" + a.ply()).toList();
  }

  @Test
  void aPawnLeftOnTheLastRankIsAQueenAndAnAlert() {
    SensorScript script = pawnOnB7().play("b7a8", W);

    assertThat(script.completed()).endsWith("Nbd7", "bxa8=Q");
    Alert alert = script.alerts().get(0);
    assertThat(alert.law()).isEqualTo("7.5.2");
    assertThat(alert.kind()).isEqualTo("pawn-not-replaced");
    assertThat(alert.ply()).isEqualTo(8);
    assertThat(alert.squares()).containsExactly(Square.B7, Square.A8);
  }

  @Test
  void thePawnStillThereAfterTheReplyIsADrawUnderA44() {
    SensorScript script = pawnOnB7().play("b7a8", W).play("e7e5", B);

    assertThat(script.completed()).endsWith("bxa8=Q", "e5");
    assertThat(laws(script)).containsExactly("7.5.2@8", "A.4.4@10");
    Alert draw = script.alerts().get(1);
    assertThat(draw.kind()).isEqualTo("illegal-position-persists");
    assertThat(draw.squares()).containsExactly(Square.A8);
    assertThat(draw.detail()).contains("a8").contains("drawn");
    // The game goes on as the record has it (a queen on a8): the arbiter declares the draw.
    script.play("d2d4", W);
    assertThat(script.completed()).endsWith("e5", "d4");
    assertThat(laws(script)).hasSize(2);
  }

  @Test
  void thePawnReplacedBeforeTheReplyIsNoA44() {
    SensorScript script =
        pawnOnB7().play("b7a8", W).lift(Square.A8).place(Square.A8, Piece.of(W, Role.QUEEN));
    script.pass(1500).play("e7e5", B).play("d2d4", W);

    assertThat(script.completed()).endsWith("bxa8=Q", "e5", "d4");
    assertThat(laws(script)).containsExactly("7.5.2@8");
  }

  @Test
  void anIllegalMoveAnsweredStandsAndTheGameGoesOnFromTheBoard() {
    // 1. e4 e5 2. Nf3, then Black's knight b8-d6 (no knight move) pressed: 7.5.1. White answers
    // with Nxe5 instead of claiming: the illegal move stands (A.4.2).
    SensorScript script =
        new SensorScript().play("e2e4", W).play("e7e5", B).play("g1f3", W).play("b8d6", B);
    assertThat(laws(script)).containsExactly("7.5.1@3");
    script.play("f3e5", W).play("d8e7", B);

    assertThat(script.events())
        .filteredOn(e -> e instanceof GameEvent.PositionSet)
        .singleElement()
        .satisfies(e -> assertThat(((GameEvent.PositionSet) e).ply()).isEqualTo(4));
    assertThat(script.completed()).containsExactly("e4", "e5", "Nf3", "Nxe5", "Qe7");
    assertThat(laws(script)).containsExactly("7.5.1@3");
  }

  /** 1. f4 f5 2. e3 e6 3. Qh5+, and Black answers the check with a check: 3... Qh4+ (illegal). */
  private static SensorScript bothKingsInCheck() {
    return new SensorScript()
        .play("f2f4", W).play("f7f5", B)
        .play("e2e3", W).play("e7e6", B)
        .play("d1h5", W).play("d8h4", B);
  }

  @Test
  void anIllegalMoveThatLeavesBothKingsInCheckCanStillStand() {
    SensorScript script = bothKingsInCheck();
    assertThat(laws(script)).containsExactly("7.5.1@5");
    // White blocks the check instead of claiming: legal from the board's position, so the
    // illegal move stood and the game goes on (before, the tracker could not follow a position
    // with the side not on move in check, and stopped recording). Black is still in check.
    script.play("g2g3", W).play("g7g6", B);

    assertThat(script.completed()).containsExactly("f4", "f5", "e3", "e6", "Qh5+", "g3+", "g6");
    assertThat(laws(script)).containsExactly("7.5.1@5");
  }

  @Test
  void bothKingsStillInCheckAfterTheNextMoveIsADrawUnderA44() {
    // White ignores the check too: 4. Nf3, and both kings are still in check.
    SensorScript script = bothKingsInCheck().play("g1f3", W);

    assertThat(laws(script)).containsExactly("7.5.1@5", "A.4.4@5");
    Alert draw = script.alerts().get(1);
    assertThat(draw.kind()).isEqualTo("illegal-position-persists");
    assertThat(draw.squares()).containsExactlyInAnyOrder(Square.E1, Square.E8);
    assertThat(draw.detail()).contains("both kings").contains("drawn");
  }

  @Test
  void anIllegalMoveTakenStraightOnToALegalSquareIsARestorationAndTheMove() {
    // Ng1-g4 is no knight's move; pressed, the lever put back by Black, then the knight goes from
    // g4 straight on to f3: the board is the position before the illegal move plus Nf3.
    SensorScript script =
        new SensorScript().play("e2e4", W).play("e7e5", B).play("g1g4", W).passSeconds(2);
    script.press(B).passSeconds(2).play("g4f3", W).passSeconds(2);

    assertThat(script.completed()).containsExactly("e4", "e5", "Nf3");
    assertThat(laws(script)).containsExactly("7.5.1@2");
    assertThat(script.events()).anyMatch(e -> e instanceof GameEvent.PositionRestored);
  }
}
