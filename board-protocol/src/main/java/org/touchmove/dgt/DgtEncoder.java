package org.touchmove.dgt;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import org.touchmove.chess.Square;

/**
 * Builds the bytes the host sends to a DGT board (spec/dgt-protocol.md §3, §12, §13, §14): single
 * command bytes, clock frames, Revelation II LED frames, the Pegasus developer-key frame and
 * bus-mode frames. Pure functions; each call returns a fresh array the caller may write to a port.
 * Clock frames must be sent one at a time: see {@link ClockCommandQueue}.
 */
public final class DgtEncoder {
  private static final int FRAME_END = 0x00;
  private static final int LED_FRAME_LENGTH = 4;
  private static final int DEVELOPER_KEY_LENGTH = 6;
  private static final int SECONDS_PER_MINUTE = 60;
  private static final int MINUTES_PER_HOUR = 60;

  private DgtEncoder() {}

  /** The one byte of a single-byte command; frame prefixes (clock, LEDs, key) are refused. */
  public static byte[] command(DgtCommand command) {
    if (command.isFramePrefix()) {
      throw new IllegalArgumentException(command + " starts a frame; use the frame's method");
    }
    return new byte[] {(byte) command.wireByte()};
  }

  /**
   * The clock frame {@code 2B n 03 sub payload... 00}, where {@code n} counts the bytes after it
   * (§12.1). The worked examples of §12.2, e.g. 5:00 each with the left clock started: {@code 2B
   * 0A 03 0A 00 05 00 00 05 00 01 00}.
   */
  public static byte[] clock(ClockCommand command) {
    byte[] payload = clockPayload(command);
    byte[] out = new byte[payload.length + 5];
    out[0] = (byte) DgtCommand.CLOCK_MESSAGE.wireByte();
    out[1] = (byte) (out.length - 2);
    out[2] = (byte) ClockSubCommand.FRAME_START;
    out[3] = (byte) command.subCommand().code();
    System.arraycopy(payload, 0, out, 4, payload.length);
    out[out.length - 1] = (byte) ClockSubCommand.FRAME_END;
    return out;
  }

  /**
   * Revelation II LEDs {@code 60 04 pattern a b 00} (§13.1) for two DGT fields (hardware
   * numbering, 0..63; {@link LedPattern#NO_FIELD} for none).
   */
  public static byte[] leds(LedPattern pattern, int fieldA, int fieldB) {
    checkLedField(fieldA);
    checkLedField(fieldB);
    return ledFrame(pattern.code(), fieldA, fieldB);
  }

  /** Lights the fields of {@code from} and {@code to} on a board standing in {@code orientation}. */
  public static byte[] leds(Square from, Square to, BoardOrientation orientation) {
    return leds(LedPattern.ON, orientation.field(from), orientation.field(to));
  }

  /** Every LED off: {@code 60 04 00 40 40 00}. */
  public static byte[] ledsOff() {
    return leds(LedPattern.OFF, LedPattern.NO_FIELD, LedPattern.NO_FIELD);
  }

  /** A Revelation II LED setting (firmware above 3.21), e.g. {@code 60 04 02 02 00 00}. */
  public static byte[] ledSetting(LedSetting setting, boolean enabled) {
    return ledFrame(LedPattern.CONFIGURATION.code(), setting.code(), enabled ? 1 : 0);
  }

  /**
   * The Pegasus developer-key frame {@code 63 07 k1..k6 00} [L]. The key is issued by DGT and
   * supplied by the caller.
   */
  public static byte[] developerKey(RawBytes key) {
    if (key.length() != DEVELOPER_KEY_LENGTH) {
      throw new IllegalArgumentException("a developer key has 6 bytes: " + key);
    }
    byte[] out = new byte[DEVELOPER_KEY_LENGTH + 3];
    out[0] = (byte) DgtCommand.DEVELOPER_KEY.wireByte();
    out[1] = (byte) (out.length - 2);
    for (int i = 0; i < DEVELOPER_KEY_LENGTH; i++) {
      out[2 + i] = (byte) sevenBit(key.get(i), "key byte");
    }
    out[out.length - 1] = (byte) FRAME_END;
    return out;
  }

  /**
   * A bus-mode command {@code cmd addrHi addrLo checksum}, checksum {@code (cmd + hi + lo) & 0x7F}
   * (§14.2): {@code bus(PING, 1025)} is {@code 87 08 01 10}.
   *
   * @param address 0..16383; 0 addresses every board
   */
  public static byte[] bus(DgtBusCommand command, int address) {
    if (address < 0 || address > DgtMessageId.MAX_FRAME_LENGTH) {
      throw new IllegalArgumentException("bus addresses have 14 bits: " + address);
    }
    int hi = address >>> DgtMessageId.LENGTH_BITS;
    int lo = address & DgtMessageId.SEVEN_BITS;
    int checksum = (command.wireByte() + hi + lo) & DgtMessageId.SEVEN_BITS;
    return new byte[] {(byte) command.wireByte(), (byte) hi, (byte) lo, (byte) checksum};
  }

  private static byte[] ledFrame(int pattern, int a, int b) {
    return new byte[] {
      (byte) DgtCommand.SET_LEDS.wireByte(),
      (byte) LED_FRAME_LENGTH,
      (byte) pattern,
      (byte) a,
      (byte) b,
      (byte) FRAME_END
    };
  }

  private static void checkLedField(int field) {
    if ((field < 0 || field >= BoardOrientation.FIELDS) && field != LedPattern.NO_FIELD) {
      throw new IllegalArgumentException("not a field: " + field);
    }
  }

  private static byte[] clockPayload(ClockCommand command) {
    Objects.requireNonNull(command, "command");
    if (command instanceof ClockCommand.SegmentDisplay) {
      ClockCommand.SegmentDisplay d = (ClockCommand.SegmentDisplay) command;
      // Digits A..F go on the wire in the order C, B, A, F, E, D (§12.2).
      RawBytes g = d.digits();
      return bytes(
          g.get(2), g.get(1), g.get(0), g.get(5), g.get(4), g.get(3),
          SegmentIcon.toByte(d.icons()),
          d.beep() ? ClockCommand.SegmentDisplay.BEEP : ClockCommand.SegmentDisplay.SILENT);
    } else if (command instanceof ClockCommand.Icons) {
      ClockCommand.Icons i = (ClockCommand.Icons) command;
      return bytes(i.leftMode(), i.rightMode(), i.leftPeriod(), i.rightPeriod(), i.general(), 0, 0, 0);
    } else if (command instanceof ClockCommand.SetAndRun) {
      ClockCommand.SetAndRun s = (ClockCommand.SetAndRun) command;
      int[] left = hms(s.left());
      int[] right = hms(s.right());
      return bytes(
          left[0], left[1], left[2], right[0], right[1], right[2], ClockRunFlag.toByte(s.run()));
    } else if (command instanceof ClockCommand.Beep) {
      return bytes(((ClockCommand.Beep) command).units());
    } else if (command instanceof ClockCommand.Text) {
      ClockCommand.Text t = (ClockCommand.Text) command;
      return textPayload(t.text(), ClockCommand.Text.LENGTH, t.beep());
    } else if (command instanceof ClockCommand.LongText) {
      ClockCommand.LongText t = (ClockCommand.LongText) command;
      return textPayload(
          t.text(),
          ClockCommand.LongText.LENGTH,
          t.beep() ? ClockCommand.LongText.BEEP : ClockCommand.LongText.SILENT);
    }
    // End, ButtonQuery, VersionQuery: the sub-command alone.
    return new byte[0];
  }

  private static byte[] textPayload(String text, int length, int beep) {
    StringBuilder padded = new StringBuilder(text);
    while (padded.length() < length) {
      padded.append(' ');
    }
    byte[] out = new byte[length + 1];
    RawBytes.ofLatin1(padded.toString()).copyTo(out, 0);
    out[length] = (byte) beep;
    return out;
  }

  /** Hours, minutes, seconds in plain binary (set-and-run is not BCD). */
  private static int[] hms(Duration time) {
    long s = time.getSeconds();
    return new int[] {
      (int) (s / (SECONDS_PER_MINUTE * MINUTES_PER_HOUR)),
      (int) (s / SECONDS_PER_MINUTE % MINUTES_PER_HOUR),
      (int) (s % SECONDS_PER_MINUTE)
    };
  }

  private static byte[] bytes(int... values) {
    byte[] out = new byte[values.length];
    for (int i = 0; i < values.length; i++) {
      out[i] = (byte) sevenBit(values[i], "clock byte");
    }
    return out;
  }

  private static int sevenBit(int value, String name) {
    if (value < 0 || value > DgtMessageId.SEVEN_BITS) {
      throw new IllegalArgumentException(name + " must be 0..127: " + value);
    }
    return value;
  }

  /** The bytes of several commands, concatenated: a start-up sequence, for instance. */
  public static byte[] concat(List<byte[]> frames) {
    int total = 0;
    for (byte[] f : frames) {
      total += f.length;
    }
    byte[] out = new byte[total];
    int at = 0;
    for (byte[] f : frames) {
      System.arraycopy(f, 0, out, at, f.length);
      at += f.length;
    }
    return out;
  }
}
