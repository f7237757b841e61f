package org.touchmove.chess;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class TimeControlTest {

  @Test
  void readsTheFormsFoundInRealFiles() {
    TimeControl blitz = TimeControl.parse("180+2").orElseThrow();
    assertThat(blitz.initialTime()).isEqualTo(Duration.ofMinutes(3));
    assertThat(blitz.addedAfterMove(1)).isEqualTo(Duration.ofSeconds(2));
    assertThat(blitz.category()).isEqualTo(TimeControl.Category.BLITZ);

    TimeControl livechess = TimeControl.parse("15 min/game + 10 sec/move").orElseThrow();
    assertThat(livechess).isEqualTo(TimeControl.of(Duration.ofMinutes(15), Duration.ofSeconds(10)));
    assertThat(livechess.category()).isEqualTo(TimeControl.Category.RAPID);

    assertThat(TimeControl.parse("10+0.05").orElseThrow().addedAfterMove(7)).isEqualTo(Duration.ofMillis(50));
    assertThat(TimeControl.parse("5400+30").orElseThrow().category()).isEqualTo(TimeControl.Category.STANDARD);
  }

  @Test
  void addsTheNextPeriodAfterItsLastMove() {
    // Classical: 90 minutes for 40 moves, then 30 minutes, 30 s per move from move 1 (Laws 6.3).
    TimeControl classical = TimeControl.parse("40/5400+30:1800+30").orElseThrow();
    assertThat(classical.periods()).hasSize(2);
    assertThat(classical.addedAfterMove(39)).isEqualTo(Duration.ofSeconds(30));
    assertThat(classical.addedAfterMove(40)).isEqualTo(Duration.ofMinutes(30).plusSeconds(30));
    assertThat(classical.addedAfterMove(41)).isEqualTo(Duration.ofSeconds(30));
    assertThat(classical.toPgn()).isEqualTo("40/5400+30:1800+30");
    assertThat(TimeControl.parse("40/7200:3600").orElseThrow().addedAfterMove(40))
        .isEqualTo(Duration.ofHours(1));
  }

  @Test
  void isEmptyForUnknownControls() {
    assertThat(TimeControl.parse("?")).isEmpty();
    assertThat(TimeControl.parse("-")).isEmpty();
    assertThat(TimeControl.parse("fast")).isEmpty();
    assertThat(TimeControl.parse(null)).isEmpty();
  }
}
