package org.touchmove.reconstruct;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.touchmove.chess.Color;
import org.touchmove.chess.Piece;
import org.touchmove.chess.Role;
import org.touchmove.chess.Square;

/**
 * The link drops while play goes on. Nf3 Nc6 Bc4 and Bc4 Nc6 Nf3 leave the same board: the dump
 * after the gap cannot tell them apart, the board's EEPROM log can.
 */
class LinkGapTest {
  private static final Color W = Color.WHITE;
  private static final Color B = Color.BLACK;

  private static SensorScript transposedInAGap(SensorScript script) {
    script.play("e2e4", W).play("e7e5", B).linkDown();
    script.play("f1c4", W).play("b8c6", B).play("g1f3", W);
    return script.linkUp().passSeconds(15).play("g8f6", B);
  }

  @Test
  void theBoardsLogOrdersMovesTheGapHid() {
    SensorScript script = transposedInAGap(new SensorScript());

    assertThat(script.logRequests()).isEqualTo(1);
    assertThat(script.completed()).containsExactly("e4", "e5", "Bc4", "Nc6", "Nf3", "Nf6");
    assertThat(script.alerts()).isEmpty();
    assertThat(script.events()).noneMatch(e -> e instanceof GameEvent.PositionSet);
  }

  @Test
  void withoutTheLogTheOrderIsReportedNotGuessed() {
    SensorScript script = transposedInAGap(new SensorScript().withoutLog());

    assertThat(script.logRequests()).isEqualTo(1);
    assertThat(script.alerts())
        .singleElement()
        .satisfies(a -> {
          assertThat(a.law()).isEqualTo("8.4");
          assertThat(a.kind()).isEqualTo("ambiguous-missed-moves");
          assertThat(a.ply()).isEqualTo(2);
        });
    assertThat(script.events())
        .filteredOn(e -> e instanceof GameEvent.PositionSet)
        .singleElement()
        .satisfies(e -> assertThat(((GameEvent.PositionSet) e).ply()).isEqualTo(5));
    // The record goes on from the position, which is certain.
    assertThat(script.completed()).containsExactly("e4", "e5", "Nf6");
  }

  @Test
  void aPressIsNotJudgedWhileTheLineIsSilent() {
    // White lifts the knight and presses; the line goes down before the knight's landing on f3
    // is reported, for longer than a press ever waits. A silent line says nothing of the board:
    // no 7.8.1, and the dump after it shows Nf3, which the press completes.
    SensorScript script = new SensorScript().play("e2e4", W).play("e7e5", B);
    script.lift(Square.G1).pass(400).press(W).pass(200).linkDown();
    script.place(Square.F3, Piece.of(W, Role.KNIGHT)).passSeconds(14).linkUp().passSeconds(3);

    assertThat(script.alerts()).isEmpty();
    assertThat(script.completed()).containsExactly("e4", "e5", "Nf3");
  }
}
