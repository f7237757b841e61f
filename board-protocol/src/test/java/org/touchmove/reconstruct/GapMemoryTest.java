package org.touchmove.reconstruct;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class GapMemoryTest {

  @Test
  void aGapWhoseLogNeverCameRunsOnIntoTheNext() {
    GapMemory gap = new GapMemory();
    gap.began(new int[64], 100);
    gap.asked(200);
    // The line went down again while the log was being sent: a second gap.
    gap.began(new int[64], 5_000);

    assertThat(gap.startedAt()).isEqualTo(100);
    assertThat(gap.canAsk()).as("the log is asked for again").isTrue();
  }

  @Test
  void aGapAfterOneTheLogWasGivenUpOnStartsAfresh() {
    GapMemory gap = new GapMemory();
    gap.began(new int[64], 100);
    gap.asked(200);
    assertThat(gap.giveUp(200 + GapMemory.LOG_WAIT_MILLIS)).isTrue();
    gap.began(new int[64], 20_000);

    assertThat(gap.startedAt()).isEqualTo(20_000);
  }

  @Test
  void aLogKnownLostIsNotReadWhenItComesAndTheNextGapStartsAfresh() {
    GapMemory gap = new GapMemory();
    gap.began(new int[64], 100);
    gap.asked(200);
    gap.lost(); // the reconnection's dump came before it: the gap's dump was read without it

    assertThat(gap.unanswered()).isFalse();
    assertThat(gap.awaiting(300)).isFalse();
    gap.began(new int[64], 5_000);
    assertThat(gap.startedAt()).isEqualTo(5_000);
    assertThat(gap.canAsk()).isTrue();
  }

  @Test
  void aGapAfterOneNeverAskedAboutStartsAfresh() {
    GapMemory gap = new GapMemory();
    gap.began(new int[64], 100);
    gap.began(new int[64], 5_000);

    assertThat(gap.startedAt()).isEqualTo(5_000);
  }
}
