package org.touchmove.reconstruct;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The 7.5.3 count in an illegal-move alert reads as English ("3rd", not "3th"). */
class EnglishOrdinalTest {
  @Test
  void countsReadAsEnglish() {
    assertThat(BoardTracker.englishOrdinal(1)).isEqualTo("1st");
    assertThat(BoardTracker.englishOrdinal(2)).isEqualTo("2nd");
    assertThat(BoardTracker.englishOrdinal(3)).isEqualTo("3rd");
    assertThat(BoardTracker.englishOrdinal(4)).isEqualTo("4th");
    assertThat(BoardTracker.englishOrdinal(11)).isEqualTo("11th");
    assertThat(BoardTracker.englishOrdinal(12)).isEqualTo("12th");
    assertThat(BoardTracker.englishOrdinal(13)).isEqualTo("13th");
    assertThat(BoardTracker.englishOrdinal(21)).isEqualTo("21st");
    assertThat(BoardTracker.englishOrdinal(22)).isEqualTo("22nd");
    assertThat(BoardTracker.englishOrdinal(111)).isEqualTo("111th");
  }
}
