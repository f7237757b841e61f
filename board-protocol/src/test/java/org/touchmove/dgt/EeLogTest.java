package org.touchmove.dgt;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The emulated EEPROM log reads back, through the decoder's parser, as what was written. */
class EeLogTest {
  private static List<EeRecord> withoutPadding(RawBytes payload) {
    return EeRecord.parseLog(payload).stream()
        .filter(r -> !(r instanceof EeRecord.Marker && ((EeRecord.Marker) r).marker() == EeMarker.NOP))
        .toList();
  }

  @Test
  void recordsComeBackInOrderEndingWithEndOfFile() {
    EeLog log = new EeLog();
    log.marker(EeMarker.BEGIN_POSITION);
    log.squareChange(12, 0, false); // e2 lifted (field numbers as the board counts them)
    log.squareChange(28, PieceCode.WHITE_PAWN.code(), true);
    log.clockTime(ClockSide.LEFT, Duration.ofSeconds(5 * 60 + 59));

    RawBytes payload = log.download();

    assertThat(payload.length()).isEqualTo(EeLog.CAPACITY);
    assertThat(withoutPadding(payload))
        .containsExactly(
            new EeRecord.Marker(EeMarker.BEGIN_POSITION),
            new EeRecord.SquareChange(12, 0, false),
            new EeRecord.SquareChange(28, PieceCode.WHITE_PAWN.code(), true),
            new EeRecord.ClockTime(ClockSide.LEFT, 0, 5, 59),
            new EeRecord.Marker(EeMarker.END_OF_FILE));
    // The frame a board sends: 8F 3E 03 and the ring.
    byte[] frame = DgtMessageEncoder.encode(new DgtMessage.EeMoves(payload));
    assertThat(frame).hasSize(0x1F03);
    assertThat(frame[0] & 0xFF).isEqualTo(0x8F);
    assertThat(frame[1]).isEqualTo((byte) 0x3E);
    assertThat(frame[2]).isEqualTo((byte) 0x03);
  }

  @Test
  void theSameFieldAgainOverwritesTheLastRecordAndADownloadIsNoted() {
    EeLog log = new EeLog();
    log.squareChange(5, 0, false);
    log.squareChange(5, PieceCode.BLACK_KNIGHT.code(), true); // flicker: one record
    log.squareChange(6, 0, false);
    log.squareChange(5, 0, false); // another field came between: appended
    log.download();
    log.squareChange(7, 0, false);

    assertThat(withoutPadding(log.download()))
        .containsExactly(
            new EeRecord.SquareChange(5, PieceCode.BLACK_KNIGHT.code(), true),
            new EeRecord.SquareChange(6, 0, false),
            new EeRecord.SquareChange(5, 0, false),
            new EeRecord.Marker(EeMarker.DOWNLOADED),
            new EeRecord.SquareChange(7, 0, false),
            new EeRecord.Marker(EeMarker.END_OF_FILE));
  }

  @Test
  void aFullRingKeepsTheNewestRecords() {
    EeLog log = new EeLog();
    for (int i = 0; i < EeLog.CAPACITY; i++) { // twice the ring's bytes in two-byte records
      log.squareChange(i % 2 == 0 ? 10 : 11, i % 2 == 0 ? 0 : 1, false);
    }
    log.squareChange(63, 2, false);

    List<EeRecord> records = EeRecord.parseLog(log.download());
    assertThat(records.get(records.size() - 1)).isEqualTo(new EeRecord.Marker(EeMarker.END_OF_FILE));
    assertThat(records.get(records.size() - 2)).isEqualTo(new EeRecord.SquareChange(63, 2, false));
    assertThat(records).doesNotContain(new EeRecord.Marker(EeMarker.NOP));
  }
}
