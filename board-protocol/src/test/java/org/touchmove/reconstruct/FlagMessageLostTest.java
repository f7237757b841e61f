package org.touchmove.reconstruct;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.touchmove.chess.Color;

/**
 * A running clock talks every second; a stopped one in UPDATE_NICE says nothing more. When the
 * message that showed a flag fall is lost on the line, only asking the clock ({@code 0x41}) finds
 * it: the tracker asks when a running clock has been silent for a second and a half.
 */
class FlagMessageLostTest {
  private static final Color W = Color.WHITE;
  private static final Color B = Color.BLACK;

  private static SensorScript flagUnheard(SensorScript script) {
    return script.play("e2e4", W).play("e7e5", B).passSeconds(2).flagFallsUnheard(W).passSeconds(4);
  }

  @Test
  void theTrackerAsksTheClockAndFindsTheFlag() {
    SensorScript script = flagUnheard(new SensorScript());

    assertThat(script.clockRequests()).isGreaterThanOrEqualTo(1);
    assertThat(script.alerts()).extracting(Alert::law).containsExactly("6.9");
    assertThat(script.events())
        .filteredOn(e -> e instanceof GameEvent.GameEnded)
        .singleElement()
        .satisfies(e -> {
          assertThat(((GameEvent.GameEnded) e).result()).isEqualTo("0-1");
          assertThat(((GameEvent.GameEnded) e).reason()).isEqualTo(EndReason.FLAG);
        });
  }

  @Test
  void unansweredTheFlagStaysUnknown() {
    SensorScript script = flagUnheard(new SensorScript().withoutClockAnswers());

    assertThat(script.clockRequests()).isGreaterThanOrEqualTo(2); // it keeps asking while silent
    assertThat(script.alerts()).isEmpty();
    assertThat(script.events()).noneMatch(e -> e instanceof GameEvent.GameEnded);
  }
}
