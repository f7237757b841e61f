package org.touchmove.reconstruct;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.touchmove.chess.Color;
import org.touchmove.chess.Piece;
import org.touchmove.chess.Role;
import org.touchmove.chess.Square;

/**
 * A pawn's step that the opponent takes at once may have been a double step taken en passant: d6
 * exd6 and d5 exd6 e.p. leave the same board. When the board never showed the pawn standing (at
 * its player's press) the tracker records the step it saw and asks the arbiter to confirm (8.4).
 */
class DoubleStepDoubtTest {
  private static final Color W = Color.WHITE;
  private static final Color B = Color.BLACK;

  /** 1. e4 a6 2. e5: Black's d-pawn can step to d6 or d5, and e5 takes either. */
  private static SensorScript pawnOnE5() {
    return new SensorScript().play("e2e4", W).play("a7a6", B).play("e4e5", W);
  }

  private static List<Alert> ambiguities(SensorScript script) {
    return script.alerts().stream().filter(a -> a.law().equals("8.4")).toList();
  }

  @Test
  void aStepTakenUpBeforeThePressMayHaveBeenTheDoubleStep() {
    // The pawn seen on d6 for a scan, then lifted by White to capture it before Black presses.
    SensorScript script = pawnOnE5().lift(Square.D7).place(Square.D6, Piece.of(B, Role.PAWN));
    script.lift(Square.D6).press(B);
    script.pass(400).lift(Square.E5).place(Square.D6, Piece.of(W, Role.PAWN)).pass(400).press(W);
    script.pass(1500);

    assertThat(script.completed()).endsWith("e5", "d6", "exd6");
    assertThat(ambiguities(script)).hasSize(1);
    Alert doubt = ambiguities(script).get(0);
    assertThat(doubt.ply()).isEqualTo(3);
    assertThat(doubt.squares()).containsExactly(Square.D7, Square.D6, Square.D5);
    assertThat(doubt.detail()).contains("d6").contains("d5").contains("exd6");
  }

  @Test
  void aStepStandingAtThePressIsNoDoubt() {
    SensorScript script = pawnOnE5().play("d7d6", B).play("e5d6", W);

    assertThat(script.completed()).endsWith("d6", "exd6");
    assertThat(ambiguities(script)).isEmpty();
  }

  @Test
  void aDoubleStepSeenIsRecordedAsOneAndTakenEnPassant() {
    SensorScript script = pawnOnE5().play("d7d5", B);
    script.lift(Square.D5).lift(Square.E5).place(Square.D6, Piece.of(W, Role.PAWN));
    script.pass(400).press(W).pass(1500);

    assertThat(script.completed()).endsWith("d5", "exd6");
    assertThat(ambiguities(script)).isEmpty();
  }
}
