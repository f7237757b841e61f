package org.touchmove.reconstruct;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.touchmove.chess.Color;

/**
 * In UPDATE_NICE the clock speaks when its data change or the lever moved. Two presses within the
 * second, the first one's message cut by line noise, leave the lever where it was and neither face
 * a second further: the second press's message repeats the data of the message before the noise.
 * That repeat is read as the two presses only with the board's word for them: the runner's move
 * made, and a piece of the opponent's put down after it since that message.
 */
class RepeatedClockDataTest {
  private static final Color W = Color.WHITE;
  private static final Color B = Color.BLACK;

  @Test
  void theSameDataAgainAfterNoiseWithTheReplyOnTheBoardAreTwoPresses() {
    SensorScript script = new SensorScript().play("e2e4", W).play("e7e5", B);
    script.move("g1f3").press(W); // White's face stops at 14:55.9
    // Nc6 just after a tick, its press cut; Bc4 put down and pressed 0.65 s after that tick:
    // White's face ran 0.6 s and still shows 14:55, Black's 14:56 as at the tick.
    script.move("b8c6").pass(450).pressCut(B).move("f1c4").press(W).pass(1500);
    script.play("g8f6", B).passSeconds(2);

    assertThat(script.alerts()).isEmpty();
    assertThat(script.completed()).containsExactly("e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6");
    // Bc4 was pressed then, with its message's readings (Nc6's press has none: its message was
    // cut); read as Nf6's press later, both would go without.
    assertThat(script.completedReadings().get(3)).isEmpty();
    assertThat(script.completedReadings().get(4)).isPresent();
  }

  @Test
  void theSameDataAgainMoreThanASecondOnAreTwoPressesToo() {
    SensorScript script = new SensorScript().play("e2e4", W).play("e7e5", B);
    script.move("g1f3").press(W);
    // Nc6 pressed 0.8 s after a tick, its message cut; Bc4 pressed 0.45 s later: 1.25 s after
    // the tick both faces still show its seconds. A running face would have shown one less.
    script.move("b8c6").pass(800).pressCut(B).move("f1c4").pass(200).press(W).pass(1500);
    script.play("g8f6", B).passSeconds(2);

    assertThat(script.alerts()).isEmpty();
    assertThat(script.completed()).containsExactly("e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6");
    assertThat(script.completedReadings().get(3)).isEmpty();
    assertThat(script.completedReadings().get(4)).isPresent();
  }

  @Test
  void aPressWithoutAMoveAfterTheTwoIsA781() {
    SensorScript script = new SensorScript().play("e2e4", W).play("e7e5", B);
    script.move("g1f3").press(W);
    script.move("b8c6").pass(450).pressCut(B).move("f1c4").press(W).pass(3000);
    // Black presses without a move, White puts the lever back, Black plays Nf6: not Black's
    // press of Nc6 three seconds late.
    script.press(B).pass(1500).press(W).pass(1500).play("g8f6", B).passSeconds(2);

    assertThat(script.alerts()).extracting(Alert::law).containsExactly("7.8.1");
    assertThat(script.completed()).containsExactly("e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6");
  }

  @Test
  void theSameDataAgainWithNothingOfTheOpponentsPutDownIsNoPress() {
    SensorScript script = new SensorScript().play("e2e4", W).play("e7e5", B);
    script.move("g1f3").pass(400).press(W);
    // Nc6 made, line noise and a short outage just after a tick; the link's handshake brings
    // the clock's data again at once, the lever where it was. Black presses later.
    script.move("b8c6").pass(450).noise().linkDown().pass(100).linkUp();
    script.pass(1200).press(B).pass(1500);
    script.play("f1c4", W).passSeconds(2);

    assertThat(script.alerts()).isEmpty();
    assertThat(script.completed()).containsExactly("e4", "e5", "Nf3", "Nc6", "Bc4");
  }
}
