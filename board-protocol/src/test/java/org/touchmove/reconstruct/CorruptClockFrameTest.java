package org.touchmove.reconstruct;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.touchmove.chess.Color;

/**
 * A clock message cut on the line can be completed by noise bytes into a frame the decoder
 * accepts: the lever flipped and a made-up time on a face (seen in the emulator's link-trouble
 * runs as 0:29:41 between 0:14:08 and 0:13:09). The real message right behind it shows the clock
 * as it was; the frame is forgotten, and no press, hidden press or 7.8.1 comes of it.
 */
class CorruptClockFrameTest {
  private static final Color W = Color.WHITE;
  private static final Color B = Color.BLACK;

  @Test
  void aFrameOfNoiseBetweenTwoTicksIsNoPress() {
    SensorScript script = new SensorScript().play("e2e4", W).play("e7e5", B);
    script.passSeconds(2).corruptClockFrame(Duration.ofMinutes(29).plusSeconds(41)).passSeconds(3);
    script.play("g1f3", W).play("b8c6", B).passSeconds(2);

    assertThat(script.alerts()).isEmpty();
    assertThat(script.completed()).containsExactly("e4", "e5", "Nf3", "Nc6");
    assertThat(script.completedReadings())
        .allSatisfy(readings -> {
          assertThat(readings).isPresent();
          assertThat(readings.get().white()).isLessThan(Duration.ofMinutes(15));
        });
  }

  @Test
  void aStoppedFaceSecondsAboveItsNeighboursInABurstIsNoise() {
    // Black's stopped face shown 17 s higher in a frame behind line noise, then White's press at
    // once with Black's face as it was: no hidden press and reply, and Nf3 keeps its readings.
    stoppedFaceOffInANoisyFrameIsForgotten(Duration.ofSeconds(17));
  }

  @Test
  void aStoppedFaceSecondsBelowItsNeighboursInABurstIsNoise() {
    // Black's stopped face shown 9 s lower a second after the tick before it, the lever unmoved,
    // then White's press at once with Black's face as it was: no face runs nine seconds in one,
    // so no hidden press and reply, and no 7.8.1 for Black.
    stoppedFaceOffInANoisyFrameIsForgotten(Duration.ofSeconds(-9));
  }

  private static void stoppedFaceOffInANoisyFrameIsForgotten(Duration off) {
    SensorScript script = new SensorScript().play("e2e4", W).play("e7e5", B).move("g1f3").pass(400);
    Duration blackBefore = script.completedReadings().get(1).orElseThrow().black();
    script.noisyFrameThenPress(W, blackBefore.plus(off)).passSeconds(3);
    script.play("b8c6", B).passSeconds(2);

    assertThat(script.alerts()).isEmpty();
    assertThat(script.completed()).containsExactly("e4", "e5", "Nf3", "Nc6");
    assertThat(script.completedReadings().get(2).orElseThrow().black()).isEqualTo(blackBefore);
  }

  @Test
  void aRunningFaceSecondsDownAndBackInABurstIsNoPress() {
    // The kings put on the centre for a draw; while the gesture is held, White's running face
    // shown 45 s lower and at once as it was, the lever unmoved: a running face gains only by a
    // press, so these are no two hidden presses, and the gesture ends the game (read as presses,
    // they made it a move pressed). A minute or more off is caught as a jump already.
    SensorScript script = new SensorScript().play("d2d4", W).play("d7d5", B);
    Duration white = script.completedReadings().get(1).orElseThrow().white();
    script.move("e1e4").pass(600).move("e8e5").pass(1200);
    script.corruptRunningFace(white.minusSeconds(45)).passSeconds(4);

    assertThat(script.events())
        .filteredOn(GameEvent.GameEnded.class::isInstance)
        .map(GameEvent.GameEnded.class::cast)
        .singleElement()
        .satisfies(
            end -> {
              assertThat(end.result()).isEqualTo("1/2-1/2");
              assertThat(end.reason()).isEqualTo(EndReason.RESULT_GESTURE);
            });
  }

  @Test
  void aLeverFlippedByNoiseAndBackAtTheNextTickIsNoPress() {
    // Presses add ten seconds. A frame behind line noise shows the lever over, White's face
    // stopped where it ran to; the clock's next tick, 0.8 s later, has it back: no press without
    // a move by White and none back by Black (a 7.8.1), and Nf3 keeps its readings.
    SensorScript script = new SensorScript().withIncrement(Duration.ofSeconds(10));
    script.play("e2e4", W).move("e7e5").pass(400).press(B).pass(1200);
    script.noiseFlipsTheLever().pass(1500);
    script.play("g1f3", W).play("b8c6", B).passSeconds(2);

    assertThat(script.alerts()).isEmpty();
    assertThat(script.completed()).containsExactly("e4", "e5", "Nf3", "Nc6");
    assertThat(script.completedReadings()).allSatisfy(readings -> assertThat(readings).isPresent());
  }

  @Test
  void timeAddedAtAPressIsTheClocksOwn() {
    // A face that jumps and stays there (a new period's 30 minutes, added as White presses) is
    // the clock's: the next message agrees with it.
    SensorScript script = new SensorScript().play("e2e4", W).play("e7e5", B).move("g1f3").pass(400);
    script.addTime(W, Duration.ofMinutes(30)).press(W).passSeconds(3).play("b8c6", B).passSeconds(2);

    assertThat(script.alerts()).isEmpty();
    assertThat(script.completed()).containsExactly("e4", "e5", "Nf3", "Nc6");
    assertThat(script.completedReadings().get(2).orElseThrow().white())
        .isGreaterThan(Duration.ofMinutes(44));
  }
}
