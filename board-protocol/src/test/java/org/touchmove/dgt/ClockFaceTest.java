package org.touchmove.dgt;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A face's time in seconds and as a Duration agree, for every time a face can show. */
class ClockFaceTest {
  @Test
  void totalSecondsIsTheTimeShownForEveryFace() {
    for (int seconds = 0; seconds < 10 * 3600; seconds++) {
      ClockFace face = ClockFace.showing(Duration.ofSeconds(seconds));
      assertThat(face.totalSeconds()).isEqualTo(seconds);
      assertThat(face.time()).isEqualTo(Duration.ofSeconds(seconds));
    }
    assertThat(new ClockFace(1, 2, 3, false, false, false).totalSeconds()).isEqualTo(3723);
  }

  @Test
  void theRunningSideIsTheLeverFaceWhileRunningOnly() {
    for (ClockSide side : ClockSide.values()) {
      assertThat(ClockStatus.turnOf(side, true).runningSide()).isEqualTo(Optional.of(side));
      assertThat(ClockStatus.turnOf(side, false).runningSide()).isEmpty();
    }
  }
}
