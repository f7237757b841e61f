package org.touchmove.dgt;

import java.util.ArrayList;
import java.util.List;
import org.touchmove.chess.Board;

/**
 * Test fixtures: one or more frames of every message type, written as the spec's hex dumps
 * (spec/dgt-protocol.md §5), each with the message it must decode to.
 */
final class SampleFrames {
  private SampleFrames() {}

  /** A frame and its decoding. */
  record Sample(String name, byte[] bytes, DgtMessage message) {
    @Override
    public String toString() {
      return name;
    }
  }

  static final String START_NORMAL =
      "86 00 43 | 08 09 0A 0C 0B 0A 09 08 | 07 07 07 07 07 07 07 07"
          + " | 00 00 00 00 00 00 00 00 | 00 00 00 00 00 00 00 00"
          + " | 00 00 00 00 00 00 00 00 | 00 00 00 00 00 00 00 00"
          + " | 01 01 01 01 01 01 01 01 | 02 03 04 06 05 04 03 02";

  static final String START_ROTATED =
      "86 00 43 | 02 03 04 05 06 04 03 02 | 01 01 01 01 01 01 01 01"
          + " | 00 00 00 00 00 00 00 00 | 00 00 00 00 00 00 00 00"
          + " | 00 00 00 00 00 00 00 00 | 00 00 00 00 00 00 00 00"
          + " | 07 07 07 07 07 07 07 07 | 08 09 0A 0B 0C 0A 09 08";

  /** Every sample, one or more per message type. */
  static List<Sample> all() {
    List<Sample> s = new ArrayList<>();
    s.add(
        sample(
            "board dump, start position, normal",
            START_NORMAL,
            new DgtMessage.BoardDump(BoardReading.of(Board.standard(), BoardOrientation.NORMAL))));
    s.add(
        sample(
            "board dump, start position, rotated",
            START_ROTATED,
            new DgtMessage.BoardDump(BoardReading.of(Board.standard(), BoardOrientation.ROTATED))));
    byte[] magic = Hex.bytes(START_NORMAL);
    magic[3 + 27] = 0x0D;
    magic[3 + 28] = 0x0E;
    magic[3 + 35] = 0x0F;
    magic[3 + 36] = 0x7F;
    s.add(
        new Sample(
            "board dump with result pieces and an unknown code",
            magic,
            new DgtMessage.BoardDump(
                BoardReading.of(Board.standard(), BoardOrientation.NORMAL)
                    .with(27, 0x0D)
                    .with(28, 0x0E)
                    .with(35, 0x0F)
                    .with(36, 0x7F))));
    s.add(sample("field update, e2 emptied", "8E 00 05 34 00", new DgtMessage.FieldUpdate(52, 0)));
    s.add(
        sample("field update, white pawn on e4", "8E 00 05 24 01", new DgtMessage.FieldUpdate(36, 1)));
    s.add(
        sample("field update, draw piece on h1", "8E 00 05 3F 0D", new DgtMessage.FieldUpdate(63, 13)));
    s.add(
        sample(
            "field update, code above 15 kept raw",
            "8E 00 05 00 25",
            new DgtMessage.FieldUpdate(0, 0x25)));
    s.add(
        sample(
            "clock data, left counting down (spec example)",
            "8D 00 0A 20 03 02 20 03 01 09",
            new DgtMessage.ClockData(
                new ClockFace(0, 3, 2, false, true, false),
                new ClockFace(0, 3, 1, false, true, false),
                new ClockStatus(true, ClockSide.LEFT, false, true, false))));
    s.add(
        sample(
            "clock data, right counting down after the lever",
            "8D 00 0A 20 03 02 20 03 01 13",
            new DgtMessage.ClockData(
                new ClockFace(0, 3, 2, false, true, false),
                new ClockFace(0, 3, 1, false, true, false),
                new ClockStatus(true, ClockSide.RIGHT, false, false, true))));
    s.add(
        sample(
            "clock data, hours, flags, battery low, stopped",
            "8D 00 0A 51 59 59 12 00 00 0C",
            new DgtMessage.ClockData(
                new ClockFace(1, 59, 59, true, false, true),
                new ClockFace(2, 0, 0, true, false, false),
                new ClockStatus(false, ClockSide.LEFT, true, true, false))));
    s.add(
        sample(
            "clock ack, version reply DGT3000 2.0 (picochess log)",
            "8D 00 0A 0A 10 09 00 20 00 00",
            new DgtMessage.ClockAck(0x10, 0x09, 0x20, 0x00)));
    s.add(
        sample(
            "clock ack, ASCII text",
            "8D 00 0A 0A 10 0C 00 00 00 00",
            new DgtMessage.ClockAck(0x10, 0x0C, 0x00, 0x00)));
    s.add(
        sample(
            "clock ack, button play/pause pressed (bit 7 of ack1 in p3)",
            "8D 00 0A 0A 10 08 20 00 33 00",
            DgtMessage.ClockAck.buttonPressed(ClockButton.PLAY_PAUSE)));
    s.add(
        sample(
            "clock ack, error 0x20 without sub-command (picochess #142)",
            "8D 00 0A 0A 20 00 00 00 00 00",
            new DgtMessage.ClockAck(0x20, 0x00, 0x00, 0x00)));
    s.add(
        sample(
            "clock ack, all four high bits",
            "8D 00 0A 3A 7F 7F 30 7F 7F 00",
            new DgtMessage.ClockAck(0xFF, 0xFF, 0xFF, 0xFF)));
    s.add(
        sample(
            "clock ack recognised by p3 alone",
            Hex.bytes("8D 00 0A 00 10 0C 0A 00 00 00"),
            new DgtMessage.ClockAck(0x10, 0x0C, 0x00, 0x00),
            false));
    s.add(
        sample(
            "clock message of seven zeros (Bluetooth dummy)",
            "8D 00 0A 00 00 00 00 00 00 00",
            new DgtMessage.EmptyClockMessage()));
    s.add(
        sample(
            "clock message, no clock connected",
            "8D 00 0A 00 00 00 00 00 00 20",
            new DgtMessage.NoClock()));
    s.add(
        sample(
            "clock message, no clock connected, junk times",
            Hex.bytes("8D 00 0A 7F 7F 7F 7F 7F 7F 21"),
            new DgtMessage.NoClock(),
            false));
    s.add(
        sample(
            "clock data with an impossible BCD minute",
            "8D 00 0A 00 5A 00 00 00 00 08",
            new DgtMessage.Malformed(
                DgtMessageId.BWTIME, RawBytes.of(0x00, 0x5A, 0x00, 0x00, 0x00, 0x00, 0x08))));
    s.add(
        sample(
            "clock data with hours above 9",
            "8D 00 0A 0B 00 00 00 00 00 08",
            new DgtMessage.Malformed(
                DgtMessageId.BWTIME, RawBytes.of(0x0B, 0x00, 0x00, 0x00, 0x00, 0x00, 0x08))));
    s.add(
        sample(
            "field update for field 64",
            "8E 00 05 40 01",
            new DgtMessage.Malformed(DgtMessageId.FIELD_UPDATE, RawBytes.of(0x40, 0x01))));
    s.add(
        sample(
            "serial number", "91 00 08 30 31 30 32 35", new DgtMessage.SerialNumber("01025")));
    s.add(
        sample(
            "serial number, 1998 12-byte form",
            "91 00 0C 30 30 31 33 37 20 31 2E 30",
            new DgtMessage.SerialNumber("00137 1.0")));
    s.add(
        sample(
            "long serial number",
            "A2 00 0D 33 30 30 30 31 34 37 37 34 30",
            new DgtMessage.LongSerialNumber("3000147740")));
    s.add(sample("version 3.1", "93 00 05 03 01", new DgtMessage.Version(3, 1)));
    s.add(sample("hardware version", "96 00 05 01 02", new DgtMessage.HardwareVersion(1, 2)));
    String trademark = "Digital Game Technology\r\nCopyright (c) DGT Projects\r\nVs 1.00";
    s.add(
        new Sample(
            "trademark",
            DgtMessageEncoder.frame(0x92, RawBytes.ofLatin1(trademark).toArray()),
            new DgtMessage.Trademark(trademark)));
    s.add(sample("bus address 1025", "90 00 05 08 01", new DgtMessage.BusAddress(1025)));
    s.add(
        sample(
            "battery status 100% (emulator example)",
            "A0 00 0C 64 7F 7F 00 00 00 00 00 00",
            new DgtMessage.BatteryStatus(RawBytes.of(0x64, 0x7F, 0x7F, 0, 0, 0, 0, 0, 0))));
    s.add(
        sample(
            "battery status, 7-byte form of the header",
            "A0 00 07 58 00 00 02",
            new DgtMessage.BatteryStatus(RawBytes.of(0x58, 0x00, 0x00, 0x02))));
    s.add(
        sample(
            "EE moves, short log",
            "8F 00 11 7F 7F 7F 6A 41 34 57 24 61 03 12 6F 00 6B",
            new DgtMessage.EeMoves(
                RawBytes.of(0x7F, 0x7F, 0x7F, 0x6A, 0x41, 0x34, 0x57, 0x24, 0x61, 0x03, 0x12, 0x6F, 0x00, 0x6B))));
    RawBytes log = eightKilobyteLog();
    s.add(
        new Sample(
            "EE moves, 7,939-byte dump",
            DgtMessageEncoder.frame(0x8F, log.toArray()),
            new DgtMessage.EeMoves(log)));
    byte[] draughts = new byte[50];
    for (int i = 0; i < 20; i++) {
      draughts[i] = 0x04;
      draughts[49 - i] = 0x01;
    }
    s.add(
        new Sample(
            "draughts dump, dark squares",
            DgtMessageEncoder.frame(0x94, draughts),
            new DgtMessage.DraughtsDump(DgtMessageId.BOARD_DUMP_50B, RawBytes.copyOf(draughts))));
    s.add(
        new Sample(
            "draughts dump, light squares",
            DgtMessageEncoder.frame(0x95, new byte[50]),
            new DgtMessage.DraughtsDump(DgtMessageId.BOARD_DUMP_50W, RawBytes.copyOf(new byte[50]))));
    s.add(sample("DGT_NONE", "80 00 03", new DgtMessage.NoneMessage()));
    s.add(
        sample(
            "unknown id with payload",
            "A3 00 05 01 02",
            new DgtMessage.Unknown(0xA3, RawBytes.of(0x01, 0x02))));
    s.add(sample("unknown id, no payload", "FF 00 03", new DgtMessage.Unknown(0xFF, RawBytes.empty())));
    return s;
  }

  /**
   * A 7,936-byte log as an 8 KB board sends it: power-up, the start position piece by piece,
   * begin-position tag, some moves with clock records, filler, end of file.
   */
  static RawBytes eightKilobyteLog() {
    byte[] log = new byte[0x1F00];
    int at = 0;
    for (int i = 0; i < 3; i++) {
      log[at++] = (byte) EeMarker.NOP.code();
    }
    log[at++] = (byte) EeMarker.POWER_UP.code();
    byte[] start = Hex.bytes(START_NORMAL);
    for (int field = 0; field < 64; field++) {
      int code = start[3 + field];
      if (code != 0) {
        log[at++] = (byte) (EeRecord.SQUARE_CHANGE_FIRST | code);
        log[at++] = (byte) field;
      }
    }
    log[at++] = (byte) EeMarker.BEGIN_POSITION.code();
    int[][] moves = {{52, 36, 1}, {12, 28, 7}, {62, 45, 3}, {1, 18, 9}};
    for (int[] m : moves) {
      log[at++] = (byte) EeRecord.SQUARE_CHANGE_FIRST;
      log[at++] = (byte) m[0];
      log[at++] = (byte) (EeRecord.SQUARE_CHANGE_FIRST | EeRecord.QUICK_BIT | m[2]);
      log[at++] = (byte) m[1];
      log[at++] = (byte) (EeRecord.LEFT_CLOCK_FIRST | 1);
      log[at++] = 0x29;
      log[at++] = 0x58;
    }
    while (at < log.length - 1) {
      log[at++] = (byte) EeMarker.NOP2.code();
    }
    log[at] = (byte) EeMarker.END_OF_FILE.code();
    return RawBytes.copyOf(log);
  }

  private static Sample sample(String name, String hex, DgtMessage message) {
    return new Sample(name, Hex.bytes(hex), message);
  }

  /** A sample whose bytes are not what the encoder writes for the message (non-canonical). */
  private static Sample sample(String name, byte[] bytes, DgtMessage message, boolean canonical) {
    return new Sample((canonical ? "" : "[non-canonical] ") + name, bytes, message);
  }

  /** True when encoding the sample's message gives back its bytes. */
  static boolean isCanonical(Sample s) {
    return !s.name().startsWith("[non-canonical]");
  }
}
