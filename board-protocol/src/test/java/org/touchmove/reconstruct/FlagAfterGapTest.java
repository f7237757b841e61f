package org.touchmove.reconstruct;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.touchmove.chess.Color;

/**
 * A flag falls on the clock while the record still waits for the opponent's press: that press
 * came, unseen (the flagged player's clock could not run otherwise), so the opponent's made move
 * is completed before the game ends on time (6.9).
 */
class FlagAfterGapTest {
  private static final Color W = Color.WHITE;
  private static final Color B = Color.BLACK;

  @Test
  void theOpponentsMoveMadeInAGapIsCompletedBeforeTheFlag() {
    SensorScript script =
        new SensorScript()
            .play("e2e4", W)
            .move("e7e5")
            .pass(400)
            .linkDown()
            .press(B)
            .pass(1500)
            .play("g1f3", W)
            .play("b8c6", B)
            .linkUp()
            .pass(300)
            .flagFallsUnheard(W)
            .passSeconds(4);

    assertThat(script.completed()).containsExactly("e4", "e5", "Nf3", "Nc6");
    assertThat(script.alerts()).extracting(Alert::law).containsExactly("6.9");
  }
}
