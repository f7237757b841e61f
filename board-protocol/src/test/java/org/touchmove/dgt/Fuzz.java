package org.touchmove.dgt;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Test helper: random valid messages, random chunking, random garbage. Seeded, reproducible. */
final class Fuzz {
  private Fuzz() {}

  /** Decodes {@code stream} in chunks of 1..{@code maxChunk} bytes, then flushes. */
  static List<DgtMessage> decodeInRandomChunks(byte[] stream, SplittableRandom r, int maxChunk) {
    DgtDecoder decoder = new DgtDecoder();
    List<DgtMessage> out = new ArrayList<>();
    int at = 0;
    while (at < stream.length) {
      int n = Math.min(stream.length - at, 1 + r.nextInt(maxChunk));
      decoder.feed(stream, at, n, out::add);
      at += n;
    }
    decoder.flush(out::add);
    return out;
  }

  /** Random bytes; with {@code structured}, biased towards ids and short lengths. */
  static byte[] noise(SplittableRandom r, int length, boolean structured) {
    byte[] b = new byte[length];
    DgtMessageId[] ids = DgtMessageId.values();
    for (int i = 0; i < length; i++) {
      if (!structured) {
        b[i] = (byte) r.nextInt(256);
        continue;
      }
      switch (r.nextInt(6)) {
        case 0:
          b[i] = (byte) ids[r.nextInt(ids.length)].wireByte();
          break;
        case 1:
          b[i] = 0;
          break;
        case 2:
          b[i] = (byte) r.nextInt(16);
          break;
        default:
          b[i] = (byte) r.nextInt(256);
      }
    }
    return b;
  }

  /** A random message that decodes back to itself. */
  static DgtMessage message(SplittableRandom r) {
    int kind = r.nextInt(40);
    if (kind < 14) {
      return new DgtMessage.FieldUpdate(r.nextInt(64), r.nextInt(10) == 0 ? r.nextInt(128) : r.nextInt(16));
    }
    if (kind < 26) {
      return clockData(r);
    }
    switch (kind) {
      case 26:
      case 27:
        return new DgtMessage.ClockAck(r.nextInt(256), r.nextInt(256), r.nextInt(256), r.nextInt(256));
      case 28:
        byte[] codes = new byte[64];
        for (int i = 0; i < 64; i++) {
          codes[i] = (byte) (r.nextInt(20) == 0 ? r.nextInt(128) : r.nextInt(16));
        }
        return new DgtMessage.BoardDump(BoardReading.ofCodes(codes));
      case 29:
        return new DgtMessage.SerialNumber(text(r, r.nextBoolean() ? 5 : 9));
      case 30:
        return new DgtMessage.LongSerialNumber(text(r, 10));
      case 31:
        return r.nextBoolean()
            ? new DgtMessage.Version(r.nextInt(128), r.nextInt(128))
            : new DgtMessage.HardwareVersion(r.nextInt(128), r.nextInt(128));
      case 32:
        return new DgtMessage.Trademark(text(r, r.nextInt(200)));
      case 33:
        return new DgtMessage.BusAddress(r.nextInt(16384));
      case 34:
        return new DgtMessage.BatteryStatus(RawBytes.copyOf(sevenBit(r, 1 + r.nextInt(9))));
      case 35:
        return new DgtMessage.EeMoves(
            RawBytes.copyOf(sevenBit(r, r.nextInt(50) == 0 ? 0x1F00 : r.nextInt(300))));
      case 36:
        return new DgtMessage.DraughtsDump(
            r.nextBoolean() ? DgtMessageId.BOARD_DUMP_50B : DgtMessageId.BOARD_DUMP_50W,
            RawBytes.copyOf(sevenBit(r, 50)));
      case 37:
        switch (r.nextInt(3)) {
          case 0:
            return new DgtMessage.NoneMessage();
          case 1:
            return new DgtMessage.EmptyClockMessage();
          default:
            return new DgtMessage.NoClock();
        }
      case 38:
        int id;
        do {
          id = 0x80 + r.nextInt(128);
        } while (DgtMessageId.fromWireByte(id).isPresent());
        return new DgtMessage.Unknown(id, RawBytes.copyOf(sevenBit(r, r.nextInt(60))));
      default:
        return new DgtMessage.Malformed(
            DgtMessageId.FIELD_UPDATE, RawBytes.of(64 + r.nextInt(64), r.nextInt(128)));
    }
  }

  private static DgtMessage clockData(SplittableRandom r) {
    ClockFace right = face(r);
    ClockFace left = face(r);
    ClockStatus status =
        new ClockStatus(
            r.nextBoolean(),
            r.nextBoolean() ? ClockSide.RIGHT : ClockSide.LEFT,
            r.nextInt(10) == 0,
            r.nextBoolean(),
            r.nextBoolean());
    DgtMessage m = new DgtMessage.ClockData(right, left, status);
    // Seven zero bytes are the Bluetooth dummy, not clock data: never generate that.
    if (status.toByte() == 0 && right.time().isZero() && left.time().isZero()
        && !right.finalFlag() && !right.timePerMove() && !right.flag()
        && !left.finalFlag() && !left.timePerMove() && !left.flag()) {
      return new DgtMessage.ClockData(right, left, ClockStatus.turnOf(ClockSide.LEFT, true));
    }
    return m;
  }

  private static ClockFace face(SplittableRandom r) {
    return new ClockFace(
        r.nextInt(4) == 0 ? r.nextInt(10) : 0,
        r.nextInt(60),
        r.nextInt(60),
        r.nextInt(20) == 0,
        r.nextInt(3) == 0,
        r.nextInt(20) == 0);
  }

  private static String text(SplittableRandom r, int length) {
    StringBuilder sb = new StringBuilder(length);
    for (int i = 0; i < length; i++) {
      sb.append((char) r.nextInt(128));
    }
    return sb.toString();
  }

  private static byte[] sevenBit(SplittableRandom r, int length) {
    byte[] b = new byte[length];
    for (int i = 0; i < length; i++) {
      b[i] = (byte) r.nextInt(128);
    }
    return b;
  }
}
