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

  /**
   * Bc4 Nc6 Nf3 in a first outage (two orders, the log asked for), then the line down again at
   * once, cutting the log's transfer.
   */
  private static SensorScript logCutBySecondOutage(SensorScript script) {
    script.play("e2e4", W).play("e7e5", B).linkDown();
    script.play("f1c4", W).play("b8c6", B).play("g1f3", W);
    return script.linkUp().linkDown();
  }

  @Test
  void aLogIsNotGivenUpOnWhileTheLineIsDown() {
    // Nf6 d3 in the second outage, 14 s of silence: the log's 12 s wait must not run out in it
    // (the first gap's two orders reported, 8.4, the record going on from its position). The
    // second gap runs on from the first, and the log asked for again reads all five moves.
    SensorScript script = logCutBySecondOutage(new SensorScript());
    script.play("g8f6", B).play("d2d3", W).passSeconds(9);
    script.linkUp().passSeconds(10).play("f8c5", B);

    assertThat(script.completed())
        .containsExactly("e4", "e5", "Bc4", "Nc6", "Nf3", "Nf6", "d3", "Bc5");
    assertThat(script.alerts()).isEmpty();
    assertThat(script.events()).noneMatch(e -> e instanceof GameEvent.PositionSet);
    assertThat(script.logRequests()).isEqualTo(2);
  }

  @Test
  void aGapRunningOnPassesThroughTheDumpBetweenTheOutages() {
    // Nf6 Ng1 Ng8 in the second outage: from before the first, Bc4 Nc6 is the shortest reading
    // of the board, but the first outage's dump had the knight on f3. The log, asked for again,
    // covers both outages and reads all six moves.
    SensorScript script = logCutBySecondOutage(new SensorScript());
    script.play("g8f6", B).play("f3g1", W).play("f6g8", B).passSeconds(1);
    script.linkUp().passSeconds(10).play("d2d3", W);

    assertThat(script.completed())
        .containsExactly("e4", "e5", "Bc4", "Nc6", "Nf3", "Nf6", "Ng1", "Ng8", "d3");
    assertThat(script.alerts()).isEmpty();
    assertThat(script.logRequests()).isEqualTo(2);
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

  @Test
  void aLineCutBeforeTheClockStartedIsAGapToo() {
    // No running clock's silence shows this gap: the host's word that the link came back does.
    // Without it the three moves made meanwhile were read as one illegal move (7.5.1).
    SensorScript script = SensorScript.beforeTheClockStarts().passSeconds(1).linkDown();
    script.passSeconds(3).startClock().play("e2e4", W).play("e7e5", B).play("f1c4", W).passSeconds(2);
    script.linkUp().passSeconds(15).play("g8f6", B).passSeconds(5);

    assertThat(script.completed()).containsExactly("e4", "e5", "Bc4", "Nf6");
    assertThat(script.alerts()).isEmpty();
    assertThat(script.events()).noneMatch(e -> e instanceof GameEvent.PositionSet);
  }

  @Test
  void movesTransposedInALineCutBeforeTheFirstMoveAreOrderedByTheLog() {
    // Nothing was heard before the gap to find it in the log by: the board's tag for the start
    // position (EE_BEGINPOS) marks where it began. e4 c5 Nf3 and Nf3 c5 e4 leave the same board.
    SensorScript script = SensorScript.beforeTheClockStarts().passSeconds(1).linkDown();
    script.passSeconds(3).startClock().play("e2e4", W).play("c7c5", B).play("g1f3", W).passSeconds(2);
    script.linkUp().passSeconds(15).play("d7d6", B).passSeconds(5);

    assertThat(script.logRequests()).isEqualTo(1);
    assertThat(script.completed()).containsExactly("e4", "c5", "Nf3", "d6");
    assertThat(script.alerts()).isEmpty();
    assertThat(script.events()).noneMatch(e -> e instanceof GameEvent.PositionSet);
  }
}
