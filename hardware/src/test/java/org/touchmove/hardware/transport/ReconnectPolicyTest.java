package org.touchmove.hardware.transport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ReconnectPolicyTest {
  private static final ReconnectPolicy DEFAULTS = ReconnectPolicy.defaults();

  @Test
  void withoutJitterTheDelayDoublesUpToTheCap() {
    FixedRandom middle = new FixedRandom(0.5);
    long[] millis = new long[8];
    for (int failures = 1; failures <= millis.length; failures++) {
      millis[failures - 1] = DEFAULTS.delay(failures, middle).toMillis();
    }
    assertThat(millis).containsExactly(500, 1000, 2000, 4000, 8000, 10_000, 10_000, 10_000);
  }

  @Test
  void jitterStaysWithinTwentyPercentAndNeverPassesTheCap() {
    SplittableRandom random = new SplittableRandom(42);
    for (int failures = 1; failures <= 40; failures++) {
      for (int i = 0; i < 200; i++) {
        Duration d = DEFAULTS.delay(failures, random);
        double base = Math.min(10_000, 500 * Math.pow(2, failures - 1));
        assertThat(d.toMillis())
            .as("failure %d", failures)
            .isBetween(
                (long) Math.floor(base * 0.8), (long) Math.min(10_000, Math.ceil(base * 1.2)));
      }
    }
  }

  @Test
  void hugeFailureCountsStayCapped() {
    assertThat(DEFAULTS.delay(Integer.MAX_VALUE, new FixedRandom(0.999_999)))
        .isEqualTo(Duration.ofSeconds(10));
  }

  @Test
  void rejectsNonsense() {
    assertThatThrownBy(() -> DEFAULTS.delay(0, new FixedRandom(0.5)))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(
            () -> new ReconnectPolicy(Duration.ofSeconds(2), Duration.ofSeconds(1), 2, 0.2))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(
            () -> new ReconnectPolicy(Duration.ofSeconds(1), Duration.ofSeconds(2), 0.5, 0.2))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(
            () -> new ReconnectPolicy(Duration.ofSeconds(1), Duration.ofSeconds(2), 2, 1.5))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
