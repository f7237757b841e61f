package org.touchmove.dgt;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * A record of the board's EEPROM event log (spec/dgt-protocol.md §7). The log is a byte stream;
 * the first byte of a record tells its kind and length:
 *
 * <ul>
 *   <li>{@code 0x40..0x5F} + field: a {@link SquareChange}, 2 bytes. First byte {@code 010r
 *       cccc}: piece code {@code c}, {@code r} = less than ~250 ms since the previous change.
 *   <li>{@code 0x60..0x69} / {@code 0x70..0x79} + minutes + seconds: a {@link ClockTime} of the
 *       right / left face, 3 bytes; hours in the low nibble of the first byte, minutes and seconds
 *       BCD.
 *   <li>an {@link EeMarker}: 1 byte.
 *   <li>anything else (delay records of newer firmware, a record cut short by the end of the
 *       log, a clock record with an impossible time): {@link Unrecognised}, 1 byte, and reading
 *       goes on with the next byte, as the spec advises.
 * </ul>
 */
public sealed interface EeRecord {

  /**
   * A field's content changed.
   *
   * @param field DGT field 0..63
   * @param code the new piece code 0..15 (0 = emptied)
   * @param quick less than about 250 ms passed since the previous change record
   */
  record SquareChange(int field, int code, boolean quick) implements EeRecord {
    /** Checks the ranges. */
    public SquareChange {
      Objects.checkIndex(field, BoardOrientation.FIELDS);
      Objects.checkIndex(code, PieceCode.values().length);
    }
  }

  /**
   * A clock face's time when the lever was pressed (the face that stopped). Faces, not colours.
   *
   * @param side the face
   * @param hours 0..9
   * @param minutes 0..59
   * @param seconds 0..59
   */
  record ClockTime(ClockSide side, int hours, int minutes, int seconds) implements EeRecord {
    /** Checks the ranges. */
    public ClockTime {
      Objects.requireNonNull(side, "side");
      if (!ClockFace.isValid(hours, minutes, seconds)) {
        throw new IllegalArgumentException("not a clock time: " + hours + ":" + minutes + ":" + seconds);
      }
    }
  }

  /**
   * A one-byte marker.
   *
   * @param marker which
   */
  record Marker(EeMarker marker) implements EeRecord {
    /** Rejects null. */
    public Marker {
      Objects.requireNonNull(marker, "marker");
    }
  }

  /**
   * A byte that starts no record this parser knows, skipped on its own.
   *
   * @param value the byte, 0..127
   */
  record Unrecognised(int value) implements EeRecord {}

  /** First byte of a square-change record: {@code 010r cccc}. */
  int SQUARE_CHANGE_FIRST = 0x40;

  /** Last first byte of a square-change record. */
  int SQUARE_CHANGE_LAST = 0x5F;

  /** The {@code r} bit of a square-change record. */
  int QUICK_BIT = 0x10;

  /** The piece-code bits {@code cccc} of a square-change record. */
  int PIECE_MASK = 0x0F;

  /** First byte of a right-face clock record, hours 0; up to {@code 0x69}. */
  int RIGHT_CLOCK_FIRST = 0x60;

  /** First byte of a left-face clock record, hours 0; up to {@code 0x79}. */
  int LEFT_CLOCK_FIRST = 0x70;

  /** Decodes a whole log, oldest record first; never throws on any 7-bit input. */
  static List<EeRecord> parseLog(RawBytes log) {
    List<EeRecord> records = new ArrayList<>();
    int i = 0;
    while (i < log.length()) {
      int b = log.get(i);
      int remaining = log.length() - i;
      if (b >= SQUARE_CHANGE_FIRST && b <= SQUARE_CHANGE_LAST && remaining >= 2
          && log.get(i + 1) < BoardOrientation.FIELDS) {
        records.add(
            new SquareChange(log.get(i + 1), b & PIECE_MASK, (b & QUICK_BIT) != 0));
        i += 2;
        continue;
      }
      if (isClockRecordStart(b) && remaining >= 3) {
        int minutes = Bcd.decode(log.get(i + 1));
        int seconds = Bcd.decode(log.get(i + 2));
        if (ClockFace.isValid(b & ClockFaceBit.HOURS_MASK, minutes, seconds)) {
          ClockSide side = b >= LEFT_CLOCK_FIRST ? ClockSide.LEFT : ClockSide.RIGHT;
          records.add(new ClockTime(side, b & ClockFaceBit.HOURS_MASK, minutes, seconds));
          i += 3;
          continue;
        }
      }
      records.add(
          EeMarker.fromCode(b).<EeRecord>map(Marker::new).orElseGet(() -> new Unrecognised(b)));
      i++;
    }
    return Collections.unmodifiableList(records);
  }

  private static boolean isClockRecordStart(int b) {
    int hours = b & ClockFaceBit.HOURS_MASK;
    int kind = b & ~ClockFaceBit.HOURS_MASK;
    return (kind == RIGHT_CLOCK_FIRST || kind == LEFT_CLOCK_FIRST) && hours <= ClockFace.MAX_HOURS;
  }
}
