package org.touchmove.reconstruct;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.touchmove.chess.Color;
import org.touchmove.chess.Square;

/**
 * In blitz a capture and its recapture on the same square can both fall between two scans of that
 * square: the board never reports it changing (a white pawn before, a white pawn after), only the
 * two capturers' squares emptying. Each lift heard after the press before it and before its own
 * press tells the exchange (twic #847 blitz 93: cxd4 exd4 read as illegal presses).
 */
class PressedRecaptureTest {
  private static final Color W = Color.WHITE;
  private static final Color B = Color.BLACK;

  @Test
  void anExchangeTheScanNeverSawIsReadFromTheLiftsAndPresses() {
    SensorScript script =
        new SensorScript().play("e2e3", W).play("c7c5", B).play("d2d4", W).passSeconds(1);
    script.lift(Square.C5).pass(300).press(B).pass(300);
    script.lift(Square.E3).pass(300).press(W).passSeconds(2);
    script.play("g8f6", B).passSeconds(2);

    assertThat(script.alerts()).isEmpty();
    assertThat(script.completed()).containsExactly("e3", "c5", "d4", "cxd4", "exd4", "Nf6");
  }
}
