package org.touchmove.reconstruct;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.touchmove.chess.Color;

/**
 * The line goes down for less than the clock's gap (2.5 s of silence: one tick cut by noise
 * leaves two seconds), and a move and its reply are pressed in it. The dump after it changes the
 * board: that is a gap's dump, read at once, though White is already making the next move.
 */
class ShortGapTest {
  private static final Color W = Color.WHITE;
  private static final Color B = Color.BLACK;

  @Test
  void aChangingDumpAfterTwoSilentSecondsIsReadAsAGapsDump() {
    SensorScript script = new SensorScript().play("e2e4", W).play("e7e5", B);
    // play() ends 1.5 s after the press, half a second after the clock's last tick. Black's
    // press adds back what Black's move took (an increment): the stopped face shows no change,
    // so the clock message after the gap shows no hidden press.
    script.linkDown().move("g1f3").pass(100).press(W).move("b8c6").pass(100).press(B);
    script.addTime(B, java.time.Duration.ofMillis(700)).pass(300);
    // 2.2 s without a message; the line comes back and White is moving again at once.
    script.linkUp().move("f1c4").pass(400).press(W).passSeconds(3);

    assertThat(script.alerts()).isEmpty();
    assertThat(script.completed()).containsExactly("e4", "e5", "Nf3", "Nc6", "Bc4");
  }
}
