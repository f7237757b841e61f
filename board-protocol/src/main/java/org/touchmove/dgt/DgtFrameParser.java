package org.touchmove.dgt;

import java.util.Optional;

/**
 * Turns one complete, well-framed message (id, length, 7-bit payload) into a {@link DgtMessage}.
 * The framing and resynchronisation are {@link DgtDecoder}'s; this class only reads payloads and
 * never throws for a frame the decoder accepted. {@link DgtMessageEncoder} is its inverse.
 */
final class DgtFrameParser {
  private static final int MASK_7 = DgtMessageId.SEVEN_BITS;
  private static final int BIT_7 = DgtMessageId.MESSAGE_BIT;
  private static final DgtMessage NONE = new DgtMessage.NoneMessage();
  private static final DgtMessage EMPTY_CLOCK = new DgtMessage.EmptyClockMessage();
  private static final DgtMessage NO_CLOCK = new DgtMessage.NoClock();

  /** Status bits 0..4; the no-clock bit is handled before, bits 6..7 are unused. */
  private static final int STATUS_BITS = ClockStatusBit.NO_CLOCK.mask() - 1;

  private static final ClockStatus[] STATUS_BY_BITS = new ClockStatus[STATUS_BITS + 1];

  /** Field updates with piece codes 0..15 are shared values: most traffic is these. */
  private static final DgtMessage.FieldUpdate[] FIELD_UPDATES =
      new DgtMessage.FieldUpdate[BoardOrientation.FIELDS * PieceCode.values().length];

  static {
    for (int bits = 0; bits <= STATUS_BITS; bits++) {
      STATUS_BY_BITS[bits] = ClockStatus.fromByte(bits);
    }
    int codes = PieceCode.values().length;
    for (int field = 0; field < BoardOrientation.FIELDS; field++) {
      for (int code = 0; code < codes; code++) {
        FIELD_UPDATES[field * codes + code] = new DgtMessage.FieldUpdate(field, code);
      }
    }
  }

  private DgtFrameParser() {}

  /**
   * The message in {@code frame[0..length)}: {@code frame[0]} is the id byte, the length fits the
   * id's rule ({@link DgtMessageId#isPlausibleFrame}) and every payload byte is 7-bit.
   */
  static DgtMessage parse(byte[] frame, int length) {
    int wireByte = frame[0] & 0xFF;
    int p = DgtMessageId.HEADER_LENGTH;
    int n = length - p;
    Optional<DgtMessageId> known = DgtMessageId.fromWireByte(wireByte);
    if (known.isEmpty()) {
      return new DgtMessage.Unknown(wireByte, RawBytes.copyOf(frame, p, n));
    }
    DgtMessageId id = known.get();
    switch (id) {
      case NONE:
        return NONE;
      case BOARD_DUMP:
        return new DgtMessage.BoardDump(BoardReading.ofCodes(frame, p));
      case BWTIME:
        return parseClock(frame, p);
      case FIELD_UPDATE:
        return parseFieldUpdate(frame, p);
      case EE_MOVES:
        return new DgtMessage.EeMoves(RawBytes.copyOf(frame, p, n));
      case BUS_ADDRESS:
        return new DgtMessage.BusAddress(
            frame[p] << DgtMessageId.LENGTH_BITS | frame[p + 1]);
      case SERIAL_NUMBER:
        return new DgtMessage.SerialNumber(RawBytes.copyOf(frame, p, n).toLatin1());
      case TRADEMARK:
        return new DgtMessage.Trademark(RawBytes.copyOf(frame, p, n).toLatin1());
      case VERSION:
        return new DgtMessage.Version(frame[p], frame[p + 1]);
      case HARDWARE_VERSION:
        return new DgtMessage.HardwareVersion(frame[p], frame[p + 1]);
      case BOARD_DUMP_50B:
      case BOARD_DUMP_50W:
        return new DgtMessage.DraughtsDump(id, RawBytes.copyOf(frame, p, n));
      case BATTERY_STATUS:
        return new DgtMessage.BatteryStatus(RawBytes.copyOf(frame, p, n));
      case LONG_SERIAL_NUMBER:
        return new DgtMessage.LongSerialNumber(RawBytes.copyOf(frame, p, n).toLatin1());
      default:
        throw new AssertionError(id);
    }
  }

  private static DgtMessage parseFieldUpdate(byte[] frame, int p) {
    int field = frame[p];
    int code = frame[p + 1];
    if (field >= BoardOrientation.FIELDS) {
      return new DgtMessage.Malformed(DgtMessageId.FIELD_UPDATE, RawBytes.copyOf(frame, p, 2));
    }
    int codes = PieceCode.values().length;
    return code < codes
        ? FIELD_UPDATES[field * codes + code]
        : new DgtMessage.FieldUpdate(field, code);
  }

  /** §5.3: ack, dummy, no clock, or clock data, in that order of precedence. */
  private static DgtMessage parseClock(byte[] frame, int p) {
    int p0 = frame[p];
    int p1 = frame[p + 1];
    int p2 = frame[p + 2];
    int p3 = frame[p + 3];
    int p4 = frame[p + 4];
    int p5 = frame[p + 5];
    int p6 = frame[p + 6];
    if ((p0 & ClockFaceBit.HOURS_MASK) == ClockFaceBit.ACK_MARKER
        || (p3 & ClockFaceBit.HOURS_MASK) == ClockFaceBit.ACK_MARKER) {
      // §5.3.2: bits 4 and 5 of p3 and p0 carry bit 7 of the four ack bytes.
      return new DgtMessage.ClockAck(
          (p1 & MASK_7) | ((p3 << 3) & BIT_7),
          (p2 & MASK_7) | ((p3 << 2) & BIT_7),
          (p4 & MASK_7) | ((p0 << 3) & BIT_7),
          (p5 & MASK_7) | ((p0 << 2) & BIT_7));
    }
    if ((p0 | p1 | p2 | p3 | p4 | p5 | p6) == 0) {
      return EMPTY_CLOCK;
    }
    if (ClockStatusBit.NO_CLOCK.isSet(p6)) {
      return NO_CLOCK;
    }
    Optional<ClockFace> right = face(p0, p1, p2);
    Optional<ClockFace> left = face(p3, p4, p5);
    if (right.isEmpty() || left.isEmpty()) {
      return new DgtMessage.Malformed(DgtMessageId.BWTIME, RawBytes.copyOf(frame, p, 7));
    }
    return new DgtMessage.ClockData(right.get(), left.get(), STATUS_BY_BITS[p6 & STATUS_BITS]);
  }

  private static Optional<ClockFace> face(int flagsAndHours, int minutesBcd, int secondsBcd) {
    int hours = flagsAndHours & ClockFaceBit.HOURS_MASK;
    int minutes = Bcd.decode(minutesBcd);
    int seconds = Bcd.decode(secondsBcd);
    if (!ClockFace.isValid(hours, minutes, seconds)) {
      return Optional.empty();
    }
    return Optional.of(
        new ClockFace(
            hours,
            minutes,
            seconds,
            ClockFaceBit.FINAL_FLAG.isSet(flagsAndHours),
            ClockFaceBit.TIME_PER_MOVE.isSet(flagsAndHours),
            ClockFaceBit.FLAG.isSet(flagsAndHours)));
  }
}
