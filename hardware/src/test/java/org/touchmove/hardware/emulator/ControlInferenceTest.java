package org.touchmove.hardware.emulator;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.touchmove.chess.TimeControl;

class ControlInferenceTest {
  /**
   * Readings of a game played at 90 minutes for 40 moves, 30 more for the rest, 30 seconds a
   * move from move 1: each player spends {@code spent} seconds a move after the opening, the last
   * one at once.
   */
  private static List<Optional<Duration>> classical(int moves, long spent) {
    List<Optional<Duration>> readings = new ArrayList<>();
    long[] left = {90 * 60_000, 90 * 60_000};
    for (int move = 1; move <= moves; move++) {
      for (int side = 0; side < 2; side++) {
        long think = move == moves ? 0 : move <= 5 ? 4000 : spent * 1000; // book moves are quick
        left[side] += 30_000 - think + (move == 40 ? 30 * 60_000 : 0);
        readings.add(Optional.of(Duration.ofSeconds(left[side] / 1000)));
      }
    }
    return readings;
  }

  @Test
  void baseIncrementAndSecondPeriodFromTheReadings() {
    TimeControl control = ControlInference.infer(classical(45, 100)).orElseThrow();
    assertThat(control.initialTime()).isEqualTo(Duration.ofMinutes(90));
    assertThat(control.addedAfterMove(1)).isEqualTo(Duration.ofSeconds(30));
    assertThat(control.addedAfterMove(40)).isEqualTo(Duration.ofMinutes(30).plusSeconds(30));
    assertThat(control.addedAfterMove(41)).isEqualTo(Duration.ofSeconds(30));
  }

  @Test
  void aGameThatEndsBeforeTheSecondPeriodShowsOnlyTheFirst() {
    TimeControl control = ControlInference.infer(classical(30, 100)).orElseThrow();
    assertThat(control.periods()).hasSize(1);
    assertThat(control.initialTime()).isEqualTo(Duration.ofMinutes(90));
  }

  @Test
  void noReadingsNoControl() {
    assertThat(ControlInference.infer(List.of(Optional.empty(), Optional.empty()))).isEmpty();
    assertThat(ControlInference.infer(List.of())).isEmpty();
  }

  @Test
  void withoutIncrementTheClockOnlyGoesDown() {
    List<Optional<Duration>> readings = new ArrayList<>();
    for (int ply = 0; ply < 40; ply++) {
      readings.add(Optional.of(Duration.ofSeconds(300 - 4L * (ply / 2) - 1)));
    }
    TimeControl control = ControlInference.infer(readings).orElseThrow();
    assertThat(control).isEqualTo(TimeControl.of(Duration.ofMinutes(5), Duration.ZERO));
  }

  @Test
  void bulletIsPlayedAtAPaceHandsAllow() {
    TimeControl bullet = TimeControl.of(Duration.ofMinutes(1), Duration.ZERO);
    TimeControl played = GameScriptBuilder.playable(bullet, 80);
    assertThat(played.initialTime()).isGreaterThanOrEqualTo(Duration.ofSeconds(40 * 8));
    TimeControl rapid = TimeControl.of(Duration.ofMinutes(15), Duration.ofSeconds(10));
    assertThat(GameScriptBuilder.playable(rapid, 80)).isEqualTo(rapid);
  }
}
