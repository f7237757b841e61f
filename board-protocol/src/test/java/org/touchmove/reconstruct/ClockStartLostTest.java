package org.touchmove.reconstruct;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.touchmove.chess.Color;

/**
 * The clock's faces are mapped to colours by Laws 6.6: the side that runs first is White's. When
 * line noise cuts the message the clock sent as it started and White presses within the second,
 * the first message the host reads shows the other face running: the lever, set for White's face
 * while the clock stood, tells who ran first.
 */
class ClockStartLostTest {
  private static final Color W = Color.WHITE;
  private static final Color B = Color.BLACK;

  @Test
  void whitesFirstPressAfterALostStartIsWhites() {
    SensorScript script = SensorScript.beforeTheClockStarts().startClockCut();
    script.move("e2e4").pass(100).press(W).pass(1500);
    script.play("e7e5", B).play("g1f3", W).passSeconds(2);

    assertThat(script.alerts()).isEmpty();
    assertThat(script.completed()).containsExactly("e4", "e5", "Nf3");
    ClockReadings afterE4 = script.completedReadings().get(0).orElseThrow();
    assertThat(afterE4.black()).isEqualTo(Duration.ofMinutes(15));
    assertThat(afterE4.white()).isLessThan(Duration.ofMinutes(15));
    ClockReadings afterE5 = script.completedReadings().get(1).orElseThrow();
    assertThat(afterE5.white()).isEqualTo(afterE4.white());
    assertThat(afterE5.black()).isLessThan(Duration.ofMinutes(15));
  }

  @Test
  void theFirstTickAfterALostStartIsWhitesFaceRunning() {
    // The start's message cut, White thinking for two seconds: the next tick shows White's face
    // running, as it would have.
    SensorScript script = SensorScript.beforeTheClockStarts().startClockCut().passSeconds(2);
    script.play("e2e4", W).play("e7e5", B).passSeconds(2);

    assertThat(script.alerts()).isEmpty();
    assertThat(script.completed()).containsExactly("e4", "e5");
    ClockReadings afterE4 = script.completedReadings().get(0).orElseThrow();
    assertThat(afterE4.black()).isEqualTo(Duration.ofMinutes(15));
    assertThat(afterE4.white()).isLessThan(Duration.ofMinutes(15).minusSeconds(2));
  }
}
