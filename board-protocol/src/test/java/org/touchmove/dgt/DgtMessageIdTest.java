package org.touchmove.dgt;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

class DgtMessageIdTest {

  /** spec/dgt-protocol.md §2.3: id byte and total length(s). */
  private static final Map<DgtMessageId, int[]> TABLE =
      Map.ofEntries(
          Map.entry(DgtMessageId.NONE, new int[] {0x80, 3}),
          Map.entry(DgtMessageId.BOARD_DUMP, new int[] {0x86, 67}),
          Map.entry(DgtMessageId.BWTIME, new int[] {0x8D, 10}),
          Map.entry(DgtMessageId.FIELD_UPDATE, new int[] {0x8E, 5}),
          Map.entry(DgtMessageId.EE_MOVES, new int[] {0x8F, 7939}),
          Map.entry(DgtMessageId.BUS_ADDRESS, new int[] {0x90, 5}),
          Map.entry(DgtMessageId.SERIAL_NUMBER, new int[] {0x91, 8, 12}),
          Map.entry(DgtMessageId.TRADEMARK, new int[] {0x92, 3, 100, 512}),
          Map.entry(DgtMessageId.VERSION, new int[] {0x93, 5}),
          Map.entry(DgtMessageId.BOARD_DUMP_50B, new int[] {0x94, 53}),
          Map.entry(DgtMessageId.BOARD_DUMP_50W, new int[] {0x95, 53}),
          Map.entry(DgtMessageId.HARDWARE_VERSION, new int[] {0x96, 5}),
          Map.entry(DgtMessageId.BATTERY_STATUS, new int[] {0xA0, 12, 7}),
          Map.entry(DgtMessageId.LONG_SERIAL_NUMBER, new int[] {0xA2, 13}));

  @Test
  void idsAndLengthsMatchTheSpecTable() {
    assertThat(TABLE.keySet()).containsExactlyInAnyOrder(DgtMessageId.values());
    for (Map.Entry<DgtMessageId, int[]> e : TABLE.entrySet()) {
      DgtMessageId id = e.getKey();
      int[] row = e.getValue();
      assertThat(id.wireByte()).as(id.name()).isEqualTo(row[0]);
      assertThat(DgtMessageId.fromWireByte(row[0])).contains(id);
      for (int i = 1; i < row.length; i++) {
        assertThat(id.acceptsLength(row[i])).as("%s length %d", id, row[i]).isTrue();
      }
    }
  }

  @Test
  void fixedLengthIdsRejectNeighbours() {
    assertThat(DgtMessageId.FIELD_UPDATE.acceptsLength(4)).isFalse();
    assertThat(DgtMessageId.FIELD_UPDATE.acceptsLength(6)).isFalse();
    assertThat(DgtMessageId.SERIAL_NUMBER.acceptsLength(9)).isFalse();
    assertThat(DgtMessageId.SERIAL_NUMBER.acceptsLength(13)).isFalse();
    assertThat(DgtMessageId.BATTERY_STATUS.acceptsLength(13)).isFalse();
    assertThat(DgtMessageId.BATTERY_STATUS.acceptsLength(3)).isFalse();
    assertThat(DgtMessageId.TRADEMARK.acceptsLength(513)).isFalse();
    assertThat(DgtMessageId.EE_MOVES.acceptsLength(DgtMessageId.MAX_FRAME_LENGTH)).isTrue();
  }

  @Test
  void unknownAndNonIdBytesHaveNoId() {
    assertThat(DgtMessageId.fromWireByte(0x0E)).isEmpty();
    assertThat(DgtMessageId.fromWireByte(0xA3)).isEmpty();
    assertThat(DgtMessageId.fromWireByte(0x18E)).isEmpty();
    assertThat(DgtMessageId.fromWireByte(-1)).isEmpty();
  }
}
