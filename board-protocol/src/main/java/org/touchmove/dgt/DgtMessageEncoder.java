package org.touchmove.dgt;

/**
 * Writes {@link DgtMessage}s as a board would send them: the inverse of {@link DgtDecoder} for
 * every message except {@link DgtMessage.SkippedBytes}, which is not on the wire. Used by the board
 * emulator, by tests and by benchmarks. Byte layouts: spec/dgt-protocol.md §2.2 and §5.
 */
public final class DgtMessageEncoder {
  private static final int MASK_7 = DgtMessageId.SEVEN_BITS;
  private static final int BIT_7 = DgtMessageId.MESSAGE_BIT;
  private static final int CLOCK_PAYLOAD = DgtMessageId.BWTIME.minLength() - DgtMessageId.HEADER_LENGTH;

  private DgtMessageEncoder() {}

  /** The frame of {@code message}: id, two length bytes, payload. */
  public static byte[] encode(DgtMessage message) {
    if (message instanceof DgtMessage.BoardDump) {
      byte[] payload = new byte[BoardOrientation.FIELDS];
      ((DgtMessage.BoardDump) message).reading().copyTo(payload, 0);
      return frame(DgtMessageId.BOARD_DUMP.wireByte(), payload);
    } else if (message instanceof DgtMessage.FieldUpdate) {
      DgtMessage.FieldUpdate update = (DgtMessage.FieldUpdate) message;
      return frame(DgtMessageId.FIELD_UPDATE.wireByte(), bytes(update.field(), update.code()));
    } else if (message instanceof DgtMessage.ClockData) {
      return frame(DgtMessageId.BWTIME.wireByte(), clockData((DgtMessage.ClockData) message));
    } else if (message instanceof DgtMessage.ClockAck) {
      return frame(DgtMessageId.BWTIME.wireByte(), clockAck((DgtMessage.ClockAck) message));
    } else if (message instanceof DgtMessage.EmptyClockMessage) {
      return frame(DgtMessageId.BWTIME.wireByte(), new byte[CLOCK_PAYLOAD]);
    } else if (message instanceof DgtMessage.NoClock) {
      byte[] payload = new byte[CLOCK_PAYLOAD];
      payload[CLOCK_PAYLOAD - 1] = (byte) ClockStatusBit.NO_CLOCK.mask();
      return frame(DgtMessageId.BWTIME.wireByte(), payload);
    } else if (message instanceof DgtMessage.SerialNumber) {
      return text(DgtMessageId.SERIAL_NUMBER, ((DgtMessage.SerialNumber) message).text());
    } else if (message instanceof DgtMessage.LongSerialNumber) {
      return text(DgtMessageId.LONG_SERIAL_NUMBER, ((DgtMessage.LongSerialNumber) message).text());
    } else if (message instanceof DgtMessage.Trademark) {
      return text(DgtMessageId.TRADEMARK, ((DgtMessage.Trademark) message).text());
    } else if (message instanceof DgtMessage.Version) {
      DgtMessage.Version v = (DgtMessage.Version) message;
      return frame(DgtMessageId.VERSION.wireByte(), bytes(v.major(), v.minor()));
    } else if (message instanceof DgtMessage.HardwareVersion) {
      DgtMessage.HardwareVersion v = (DgtMessage.HardwareVersion) message;
      return frame(DgtMessageId.HARDWARE_VERSION.wireByte(), bytes(v.major(), v.minor()));
    } else if (message instanceof DgtMessage.BusAddress) {
      int address = ((DgtMessage.BusAddress) message).address();
      return frame(
          DgtMessageId.BUS_ADDRESS.wireByte(),
          bytes(address >>> DgtMessageId.LENGTH_BITS, address & MASK_7));
    } else if (message instanceof DgtMessage.BatteryStatus) {
      return frame(
          DgtMessageId.BATTERY_STATUS.wireByte(),
          ((DgtMessage.BatteryStatus) message).payload().toArray());
    } else if (message instanceof DgtMessage.EeMoves) {
      return frame(DgtMessageId.EE_MOVES.wireByte(), ((DgtMessage.EeMoves) message).log().toArray());
    } else if (message instanceof DgtMessage.DraughtsDump) {
      DgtMessage.DraughtsDump dump = (DgtMessage.DraughtsDump) message;
      return frame(dump.id().wireByte(), dump.squares().toArray());
    } else if (message instanceof DgtMessage.NoneMessage) {
      return frame(DgtMessageId.NONE.wireByte(), new byte[0]);
    } else if (message instanceof DgtMessage.Unknown) {
      DgtMessage.Unknown unknown = (DgtMessage.Unknown) message;
      return frame(unknown.wireByte(), unknown.payload().toArray());
    } else if (message instanceof DgtMessage.Malformed) {
      DgtMessage.Malformed malformed = (DgtMessage.Malformed) message;
      return frame(malformed.id().wireByte(), malformed.payload().toArray());
    }
    throw new IllegalArgumentException("not a message a board sends: " + message);
  }

  /** {@code id lenHi lenLo payload}, length counting the header (§2.2). */
  static byte[] frame(int wireByte, byte[] payload) {
    int total = payload.length + DgtMessageId.HEADER_LENGTH;
    if (total > DgtMessageId.MAX_FRAME_LENGTH) {
      throw new IllegalArgumentException("frame too long: " + total);
    }
    byte[] out = new byte[total];
    out[0] = (byte) wireByte;
    out[1] = (byte) ((total >>> DgtMessageId.LENGTH_BITS) & MASK_7);
    out[2] = (byte) (total & MASK_7);
    System.arraycopy(payload, 0, out, DgtMessageId.HEADER_LENGTH, payload.length);
    return out;
  }

  private static byte[] text(DgtMessageId id, String text) {
    return frame(id.wireByte(), RawBytes.ofLatin1(text).toArray());
  }

  private static byte[] bytes(int... values) {
    byte[] out = new byte[values.length];
    for (int i = 0; i < values.length; i++) {
      out[i] = (byte) values[i];
    }
    return out;
  }

  private static byte[] clockData(DgtMessage.ClockData data) {
    byte[] p = new byte[CLOCK_PAYLOAD];
    face(data.right(), p, 0);
    face(data.left(), p, 3);
    p[6] = (byte) data.status().toByte();
    return p;
  }

  private static void face(ClockFace face, byte[] p, int at) {
    p[at] =
        (byte)
            (face.hours()
                | (face.finalFlag() ? ClockFaceBit.FINAL_FLAG.mask() : 0)
                | (face.timePerMove() ? ClockFaceBit.TIME_PER_MOVE.mask() : 0)
                | (face.flag() ? ClockFaceBit.FLAG.mask() : 0));
    p[at + 1] = (byte) Bcd.encode(face.minutes());
    p[at + 2] = (byte) Bcd.encode(face.seconds());
  }

  /** §5.3.2, the inverse of the reassembly: bit 7 of each ack byte moves to p0 or p3. */
  private static byte[] clockAck(DgtMessage.ClockAck ack) {
    byte[] p = new byte[CLOCK_PAYLOAD];
    p[0] =
        (byte)
            (ClockFaceBit.ACK_MARKER
                | ((ack.ack2() & BIT_7) >>> 3)
                | ((ack.ack3() & BIT_7) >>> 2));
    p[1] = (byte) (ack.ack0() & MASK_7);
    p[2] = (byte) (ack.ack1() & MASK_7);
    p[3] = (byte) (((ack.ack0() & BIT_7) >>> 3) | ((ack.ack1() & BIT_7) >>> 2));
    p[4] = (byte) (ack.ack2() & MASK_7);
    p[5] = (byte) (ack.ack3() & MASK_7);
    return p;
  }
}
