package org.touchmove.dgt;

import java.time.Duration;
import java.util.Arrays;

/**
 * The event log a DGT board keeps in its EEPROM (spec/dgt-protocol.md §7), written as a board
 * writes it: a ring of {@link #CAPACITY} bytes, oldest overwritten first, every field change the
 * scan finds (whether or not the host heard of it), the stopped face's time at each lever press.
 * The board keeps writing while the link to the host is down, so the log is what a host can read
 * back after a gap (command {@code 0x49}, answered by one {@link DgtMessage.EeMoves}).
 *
 * <p>Two habits of the real boards are kept: a change of the same field as the record just
 * written overwrites that record (a flickering square does not flood the log), and a dump of the
 * log is followed by an {@link EeMarker#DOWNLOADED} marker.
 */
public final class EeLog {
  /** The usable ring: 0x1F00 bytes on the classic 8 KB boards. */
  public static final int CAPACITY = 0x1F00;

  private final byte[] ring = new byte[CAPACITY];
  /** Bytes written so far (the ring holds the last {@link #CAPACITY} of them). */
  private long written;
  /** Where the last record starts, if it is a square change that may still be overwritten. */
  private long lastChangeAt = -1;
  private int lastChangeField = -1;

  /** A field's content changed to {@code code} (0 = emptied); {@code quick}: within ~250 ms. */
  public void squareChange(int field, int code, boolean quick) {
    int first = EeRecord.SQUARE_CHANGE_FIRST | (quick ? EeRecord.QUICK_BIT : 0) | (code & EeRecord.PIECE_MASK);
    if (field == lastChangeField && lastChangeAt == written - 2) {
      put(lastChangeAt, first);
      return;
    }
    lastChangeAt = written;
    lastChangeField = field;
    append(first);
    append(field);
  }

  /** The lever was pressed: {@code side}'s face stopped at {@code time} (whole seconds). */
  public void clockTime(ClockSide side, Duration time) {
    ClockFace face = ClockFace.showing(time);
    int first = (side == ClockSide.LEFT ? EeRecord.LEFT_CLOCK_FIRST : EeRecord.RIGHT_CLOCK_FIRST) | face.hours();
    append(first);
    append(Bcd.encode(face.minutes()));
    append(Bcd.encode(face.seconds()));
    lastChangeField = -1;
  }

  /** A one-byte marker (power-up, begin position, ...). */
  public void marker(EeMarker marker) {
    append(marker.code());
    lastChangeField = -1;
  }

  /**
   * The payload of the {@code 0x8F} answer: the ring, oldest byte first, as {@link #CAPACITY}
   * bytes ending with {@link EeMarker#END_OF_FILE} (a ring not yet full is padded in front with
   * {@link EeMarker#NOP}); then the board notes that it was downloaded.
   */
  public RawBytes download() {
    byte[] out = new byte[CAPACITY];
    Arrays.fill(out, (byte) EeMarker.NOP.code());
    int kept = (int) Math.min(written, CAPACITY - 1L);
    for (int i = 0; i < kept; i++) {
      long index = written - kept + i;
      out[CAPACITY - 1 - kept + i] = ring[(int) (index % CAPACITY)];
    }
    out[CAPACITY - 1] = (byte) EeMarker.END_OF_FILE.code();
    marker(EeMarker.DOWNLOADED);
    return RawBytes.copyOf(out);
  }

  private void append(int value) {
    put(written, value);
    written++;
  }

  private void put(long index, int value) {
    ring[(int) (index % CAPACITY)] = (byte) value;
  }
}
