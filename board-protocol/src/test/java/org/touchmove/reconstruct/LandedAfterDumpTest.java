package org.touchmove.reconstruct;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.touchmove.chess.Color;
import org.touchmove.chess.Piece;
import org.touchmove.chess.Role;
import org.touchmove.chess.Square;

/**
 * A move and its reply are made in a gap, and the first mover's piece is in the hand again when
 * the line comes back: the dump shows the reply standing and the piece nowhere. Set down a moment
 * later, it leaves the board of a shorter reading that puts its move before the reply (e2-e4 d5
 * for e3 d5 e4): a move set down after the dump cannot come before a reply that stood in it.
 */
class LandedAfterDumpTest {
  private static final Color W = Color.WHITE;
  private static final Color B = Color.BLACK;

  /** Nf3 Nc6 seen, then e3 d5 in a gap, the e3 pawn lifted as the dump comes, put on e4. */
  private static SensorScript pawnOnAfterTheDump(SensorScript script) {
    script.play("g1f3", W).play("b8c6", B).linkDown();
    script.play("e2e3", W).play("d7d5", B).lift(Square.E3);
    script.linkUp().place(Square.E4, Piece.of(W, Role.PAWN));
    // White presses 3 s later: past the re-reading a press gives a gap within 1.5 s of its dump.
    return script.passSeconds(3).press(W).passSeconds(3);
  }

  @Test
  void aMoveSetDownAfterTheDumpComesAfterTheReplyInIt() {
    SensorScript script = pawnOnAfterTheDump(new SensorScript());

    assertThat(script.alerts()).isEmpty();
    assertThat(script.completed()).containsExactly("Nf3", "Nc6", "e3", "d5", "e4");
  }

  /** Bc4 Nf6 in a gap after e4 e5 Nf3 Nc6, the bishop lifted again as the dump comes, put on b5. */
  private static SensorScript bishopOnAfterTheDump(SensorScript script) {
    script.play("e2e4", W).play("e7e5", B).play("g1f3", W).play("b8c6", B).linkDown();
    script.play("f1c4", W).play("g8f6", B).lift(Square.C4);
    script.linkUp().place(Square.B5, Piece.of(W, Role.BISHOP));
    return script.passSeconds(3).press(W).passSeconds(15);
  }

  @Test
  void theBoardsLogChoosesWhereTheBishopStoodAtTheDump() {
    // Be2, Bd3, Bc4 or Ba6, then Nf6, then Bb5: four readings, which only the log tells apart.
    SensorScript script = bishopOnAfterTheDump(new SensorScript());

    assertThat(script.logRequests()).isEqualTo(1);
    assertThat(script.alerts()).isEmpty();
    assertThat(script.completed())
        .containsExactly("e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6", "Bb5");
  }

  @Test
  void withoutTheLogTheOrderIsReportedNotGuessed() {
    SensorScript script = bishopOnAfterTheDump(new SensorScript().withoutLog());

    assertThat(script.alerts())
        .singleElement()
        .satisfies(a -> assertThat(a.law()).isEqualTo("8.4"));
    // The record goes on from the position, which is certain: not Bb5 Nf6 guessed.
    assertThat(script.events()).anyMatch(e -> e instanceof GameEvent.PositionSet);
    assertThat(script.completed()).containsExactly("e4", "e5", "Nf3", "Nc6");
  }

  @Test
  void anAdjustmentAtTheDumpIsTheLogsToTell() {
    // Bb5 Nf6 in the gap, and White adjusts the bishop on b5 just as the dump comes: its landing
    // looks late, as Bc4's on b5 did above. The log shows Bb5 and no detour.
    SensorScript script = new SensorScript();
    script.play("e2e4", W).play("e7e5", B).play("g1f3", W).play("b8c6", B).linkDown();
    script.play("f1b5", W).play("g8f6", B).lift(Square.B5);
    script.linkUp().place(Square.B5, Piece.of(W, Role.BISHOP));
    // (This script's board answers with its log as it stands when the answer is due, not as
    // when it was asked for: White plays on once the log has come.)
    script.passSeconds(10).play("d2d3", W).passSeconds(3);

    assertThat(script.alerts()).isEmpty();
    assertThat(script.completed())
        .containsExactly("e4", "e5", "Nf3", "Nc6", "Bb5", "Nf6", "d3");
  }
}
