package org.touchmove.dgt;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class EeRecordTest {

  @Test
  void decodesEveryRecordKind() {
    // spec/dgt-protocol.md §7.
    RawBytes log =
        RawBytes.of(
            0x7F, 0x6A, // NOP, power-up
            0x41, 0x34, // white pawn on e2 (field 52)
            0x57, 0x24, // quick: black pawn on field 36
            0x40, 0x34, // field 52 emptied
            0x61, 0x03, 0x12, // right face 1:03:12
            0x79, 0x59, 0x59, // left face 9:59:59
            0x6F, 0x7A, 0x7B, 0x7C, 0x6C, 0x6D, 0x6E, 0x7D, 0x7E, 0x00,
            0x10, // delay record of newer firmware: unrecognised, skipped alone
            0x6B); // end of file
    List<EeRecord> records = EeRecord.parseLog(log);
    assertThat(records)
        .containsExactly(
            new EeRecord.Marker(EeMarker.NOP),
            new EeRecord.Marker(EeMarker.POWER_UP),
            new EeRecord.SquareChange(52, 1, false),
            new EeRecord.SquareChange(36, 7, true),
            new EeRecord.SquareChange(52, 0, false),
            new EeRecord.ClockTime(ClockSide.RIGHT, 1, 3, 12),
            new EeRecord.ClockTime(ClockSide.LEFT, 9, 59, 59),
            new EeRecord.Marker(EeMarker.BEGIN_POSITION),
            new EeRecord.Marker(EeMarker.BEGIN_POSITION_ROTATED),
            new EeRecord.Marker(EeMarker.START_TAG),
            new EeRecord.Marker(EeMarker.WATCHDOG),
            new EeRecord.Marker(EeMarker.FOUR_ROWS),
            new EeRecord.Marker(EeMarker.EMPTY_BOARD),
            new EeRecord.Marker(EeMarker.DOWNLOADED),
            new EeRecord.Marker(EeMarker.RESERVED_7D),
            new EeRecord.Marker(EeMarker.RESERVED_7E),
            new EeRecord.Marker(EeMarker.NOP2),
            new EeRecord.Unrecognised(0x10),
            new EeRecord.Marker(EeMarker.END_OF_FILE));
  }

  @Test
  void skipsBrokenRecordsByteByByte() {
    // A square change for field 0x7F, a clock record with a bad BCD digit, a record cut short.
    List<EeRecord> records = EeRecord.parseLog(RawBytes.of(0x41, 0x7F, 0x62, 0x5A, 0x00, 0x44));
    assertThat(records)
        .containsExactly(
            new EeRecord.Unrecognised(0x41),
            new EeRecord.Marker(EeMarker.NOP),
            new EeRecord.Unrecognised(0x62),
            // 5A 00 then reads as a square change: the log has no framing to tell otherwise.
            new EeRecord.SquareChange(0, 0x0A, true),
            new EeRecord.Unrecognised(0x44));
  }

  @Test
  void everyMarkerHasOneCode() {
    for (EeMarker m : EeMarker.values()) {
      assertThat(EeMarker.fromCode(m.code())).contains(m);
    }
    assertThat(EeMarker.fromCode(0x45)).isEmpty();
    assertThat(EeMarker.fromCode(0x80)).isEmpty();
  }

  @Test
  void theEightKilobyteDumpDecodes() {
    List<EeRecord> records = SampleFrames.eightKilobyteLog().length() == 7936
        ? EeRecord.parseLog(SampleFrames.eightKilobyteLog())
        : List.of();
    assertThat(records).contains(new EeRecord.ClockTime(ClockSide.LEFT, 1, 29, 58));
    assertThat(records.stream().filter(r -> r instanceof EeRecord.SquareChange).count())
        .isEqualTo(32 + 8);
    assertThat(records).doesNotHaveAnyElementsOfTypes(EeRecord.Unrecognised.class);
  }
}
