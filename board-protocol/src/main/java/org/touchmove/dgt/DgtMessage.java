package org.touchmove.dgt;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.touchmove.chess.Square;

/**
 * A message from a DGT board to the host, as {@link DgtDecoder} reads it off the wire
 * (spec/dgt-protocol.md §5; byte layouts in docs/protocol.md). Every frame the decoder accepts
 * becomes exactly one of these; bytes it had to throw away become {@link SkippedBytes}. Values
 * are kept as the board reported them: DGT field numbers, raw piece codes, clock faces by
 * position; {@link BoardOrientation} turns fields into squares.
 */
public sealed interface DgtMessage {

  /**
   * {@code 86 00 43} + 64 codes: everything the sensors see (§5.1).
   *
   * @param reading the 64 codes in DGT field order
   */
  record BoardDump(BoardReading reading) implements DgtMessage {
    /** Rejects null. */
    public BoardDump {
      Objects.requireNonNull(reading, "reading");
    }
  }

  /**
   * {@code 8E 00 05 field code}: one field changed (§5.2). Updates may arrive in any order within
   * a scan; treat them as hints and confirm with a dump.
   *
   * @param field DGT field 0..63
   * @param code the new code on it, 0..127 ({@code 0} = emptied; codes above 15 are unknown)
   */
  record FieldUpdate(int field, int code) implements DgtMessage {
    /** Checks the ranges. */
    public FieldUpdate {
      Objects.checkIndex(field, BoardOrientation.FIELDS);
      checkSevenBit(code, "code");
    }

    /** The piece code; empty when the code is above 15. */
    public Optional<PieceCode> pieceCode() {
      return PieceCode.fromCode(code);
    }

    /** The square of the field for a board standing in {@code orientation}. */
    public Square square(BoardOrientation orientation) {
      return orientation.square(field);
    }
  }

  /**
   * {@code 8D 00 0A} + 7 bytes from a connected clock, not an ack (§5.3.1): right face (bytes
   * 0..2), left face (bytes 3..5), status (byte 6).
   */
  record ClockData(ClockFace right, ClockFace left, ClockStatus status) implements DgtMessage {
    /** Rejects nulls. */
    public ClockData {
      Objects.requireNonNull(right, "right");
      Objects.requireNonNull(left, "left");
      Objects.requireNonNull(status, "status");
    }

    /** The face on {@code side}. */
    public ClockFace face(ClockSide side) {
      return side == ClockSide.RIGHT ? right : left;
    }
  }

  /**
   * {@code 8D 00 0A} + 7 bytes recognised as a clock acknowledgement: the hours nibble of byte 0
   * or byte 3 is {@code 0x0A} (§5.3). The four logical ack bytes are reassembled from the seven
   * (§5.3.2). An ack answers a clock command ({@link #repliesTo()}) or, with bit 7 of {@code
   * ack1} set, reports a spontaneous event such as a button press ({@link #event()}).
   *
   * @param ack0 status: {@code 0x10} = success ({@link ClockAckCode})
   * @param ack1 the sub-command answered, or an event code with bit 7 set
   * @param ack2 extra data: the version for a version reply, extra button bits
   * @param ack3 extra data: the button for a button press
   */
  record ClockAck(int ack0, int ack1, int ack2, int ack3) implements DgtMessage {
    /** Checks that each ack byte is 0..255. */
    public ClockAck {
      checkByte(ack0, "ack0");
      checkByte(ack1, "ack1");
      checkByte(ack2, "ack2");
      checkByte(ack3, "ack3");
    }

    /** The successful reply to {@code command}. */
    public static ClockAck reply(ClockSubCommand command) {
      return new ClockAck(ClockAckCode.OK.code(), command.code(), 0, 0);
    }

    /** The reply to the version query from a clock with firmware {@code version}. */
    public static ClockAck versionReply(ClockVersion version) {
      return new ClockAck(
          ClockAckCode.OK.code(), ClockSubCommand.VERSION.code(), version.toAckByte(), 0);
    }

    /** The spontaneous message for a press of {@code button}. */
    public static ClockAck buttonPressed(ClockButton button) {
      return new ClockAck(
          ClockAckCode.OK.code(), ClockEvent.BUTTON_PRESSED.code(), 0, button.code());
    }

    /** The status of {@code ack0}; empty for values not documented. */
    public Optional<ClockAckCode> status() {
      return ClockAckCode.fromCode(ack0);
    }

    /** True when {@code ack0} is {@link ClockAckCode#OK}; anything else is a failure. */
    public boolean isSuccess() {
      return ack0 == ClockAckCode.OK.code();
    }

    /** True for news from the clock (bit 7 of {@code ack1}), false for a reply to a command. */
    public boolean isSpontaneous() {
      return (ack1 & ClockEvent.SPONTANEOUS_BIT) != 0;
    }

    /**
     * The sub-command this replies to. Empty for spontaneous messages and for values not
     * documented; a failed ack may carry {@code ack1 = 0} (picochess #142), so it is empty too.
     */
    public Optional<ClockSubCommand> repliesTo() {
      return isSpontaneous() ? Optional.empty() : ClockSubCommand.fromCode(ack1);
    }

    /** The spontaneous event; empty for replies and undocumented codes. */
    public Optional<ClockEvent> event() {
      return isSpontaneous() ? ClockEvent.fromCode(ack1) : Optional.empty();
    }

    /** The button pressed, for a {@link ClockEvent#BUTTON_PRESSED} event. */
    public Optional<ClockButton> button() {
      return event().filter(e -> e == ClockEvent.BUTTON_PRESSED).flatMap(e -> ClockButton.fromCode(ack3));
    }

    /** The clock's firmware version, for a successful reply to the version query. */
    public Optional<ClockVersion> version() {
      return isSuccess() && repliesTo().equals(Optional.of(ClockSubCommand.VERSION))
          ? Optional.of(ClockVersion.fromAckByte(ack2))
          : Optional.empty();
    }
  }

  /**
   * {@code 8D 00 0A} + seven zero bytes: the dummy Bluetooth boards may send after a clock command
   * (§5.3, §12.4). Carries nothing; ignore it.
   */
  record EmptyClockMessage() implements DgtMessage {}

  /**
   * {@code 8D 00 0A} with the no-clock bit (status bit 5) set: no clock is connected and the time
   * bytes mean nothing (§5.3.1). The canonical form is {@code 8D 00 0A 00 00 00 00 00 00 20}.
   */
  record NoClock() implements DgtMessage {}

  /**
   * {@code 91 00 08} + 5 ASCII digits, or on 1998 boards {@code 91 00 0C} + 5 digits, a space and
   * a 3-character storage version (§5.4).
   *
   * @param text the payload as text, 5 or 9 characters
   */
  record SerialNumber(String text) implements DgtMessage {
    private static final int DIGITS = 5;
    private static final int LONG_FORM = 9;

    /** Checks the length and that every character is 7-bit. */
    public SerialNumber {
      checkText(text, "serial number");
      if (text.length() != DIGITS && text.length() != LONG_FORM) {
        throw new IllegalArgumentException("a serial number has 5 or 9 characters: " + text);
      }
    }

    /** The five serial digits. */
    public String digits() {
      return text.substring(0, DIGITS);
    }

    /** The storage version of the 1998 form ({@code "1.0"}); empty for the 5-digit form. */
    public Optional<String> storageVersion() {
      return text.length() == LONG_FORM ? Optional.of(text.substring(DIGITS + 1)) : Optional.empty();
    }
  }

  /**
   * {@code A2 00 0D} + 10 ASCII characters (§5.5); on a Revelation II a firmware-like string.
   *
   * @param text the 10 characters
   */
  record LongSerialNumber(String text) implements DgtMessage {
    private static final int LENGTH = 10;

    /** Checks the length and that every character is 7-bit. */
    public LongSerialNumber {
      checkText(text, "long serial number");
      if (text.length() != LENGTH) {
        throw new IllegalArgumentException("a long serial number has 10 characters: " + text);
      }
    }
  }

  /**
   * {@code 93 00 05 major minor}: the board's firmware version, plain binary (§5.6).
   *
   * @param major 0..127
   * @param minor 0..127
   */
  record Version(int major, int minor) implements DgtMessage {
    /** Checks the ranges. */
    public Version {
      checkSevenBit(major, "major");
      checkSevenBit(minor, "minor");
    }
  }

  /**
   * {@code 96 00 05 major minor}: hardware version; low confidence (§2.3 [L]).
   *
   * @param major 0..127
   * @param minor 0..127
   */
  record HardwareVersion(int major, int minor) implements DgtMessage {
    /** Checks the ranges. */
    public HardwareVersion {
      checkSevenBit(major, "major");
      checkSevenBit(minor, "minor");
    }
  }

  /**
   * {@code 92 hi lo} + ASCII text, often several lines (§5.7).
   *
   * @param text the payload as text
   */
  record Trademark(String text) implements DgtMessage {
    /** Checks that the text is 7-bit and fits the accepted frame length. */
    public Trademark {
      checkText(text, "trademark");
      if (text.length() + DgtMessageId.HEADER_LENGTH > DgtMessageId.TRADEMARK.maxLength()) {
        throw new IllegalArgumentException("trademark text too long: " + text.length());
      }
    }
  }

  /**
   * {@code 90 00 05 hi lo}: the 14-bit bus address {@code hi * 128 + lo}, equal to the serial
   * number's value (§5.8).
   *
   * @param address 0..16383
   */
  record BusAddress(int address) implements DgtMessage {
    /** Checks the range. */
    public BusAddress {
      if (address < 0 || address > DgtMessageId.MAX_FRAME_LENGTH) {
        throw new IllegalArgumentException("a bus address has 14 bits: " + address);
      }
    }
  }

  /**
   * {@code A0 00 0C} + 9 bytes (Bluetooth boards; §5.9): see {@link BatteryField} for the layout.
   * Shorter payloads are accepted and their missing fields read as empty.
   *
   * @param payload 1..9 bytes, each 0..127
   */
  record BatteryStatus(RawBytes payload) implements DgtMessage {
    /** Checks the length. */
    public BatteryStatus {
      int max = DgtMessageId.BATTERY_STATUS.maxLength() - DgtMessageId.HEADER_LENGTH;
      int min = DgtMessageId.BATTERY_STATUS.minLength() - DgtMessageId.HEADER_LENGTH;
      if (payload.length() < min || payload.length() > max) {
        throw new IllegalArgumentException("battery payload must be 1..9 bytes: " + payload);
      }
      checkSevenBit(payload, "battery payload");
    }

    /** Remaining capacity in percent. */
    public OptionalInt percent() {
      return BatteryField.PERCENT.read(payload);
    }

    /** The value of {@code field}; empty when absent or "not available" ({@code 0x7F}). */
    public OptionalInt field(BatteryField field) {
      return field.read(payload);
    }

    /** True when the status bits say charging. */
    public boolean isCharging() {
      return BatteryField.isCharging(payload);
    }

    /** True when the status bits say discharging. */
    public boolean isDischarging() {
      return BatteryField.isDischarging(payload);
    }
  }

  /**
   * {@code 8F hi lo} + the board's EEPROM event log (§5.10): the reply to {@code 0x49}, and
   * sometimes sent unasked (7,939 bytes, §10). Kept raw; {@link #records()} decodes it (§7).
   *
   * @param log the payload, every byte 0..127
   */
  record EeMoves(RawBytes log) implements DgtMessage {
    /** Checks that the log fits a frame. */
    public EeMoves {
      if (log.length() + DgtMessageId.HEADER_LENGTH > DgtMessageId.MAX_FRAME_LENGTH) {
        throw new IllegalArgumentException("log too long for one frame: " + log.length());
      }
      checkSevenBit(log, "log");
    }

    /** The log decoded into records, oldest first. */
    public List<EeRecord> records() {
      return EeRecord.parseLog(log);
    }
  }

  /**
   * {@code 94 00 35} or {@code 95 00 35} + 50 codes: the dark or light squares of a draughts
   * board (§5.11).
   *
   * @param id {@link DgtMessageId#BOARD_DUMP_50B} or {@link DgtMessageId#BOARD_DUMP_50W}
   * @param squares 50 codes
   */
  record DraughtsDump(DgtMessageId id, RawBytes squares) implements DgtMessage {
    /** The number of squares in either half of a 10x10 board. */
    public static final int SQUARES = 50;

    /** Checks the id and the length. */
    public DraughtsDump {
      if (id != DgtMessageId.BOARD_DUMP_50B && id != DgtMessageId.BOARD_DUMP_50W) {
        throw new IllegalArgumentException("not a draughts dump id: " + id);
      }
      if (squares.length() != SQUARES) {
        throw new IllegalArgumentException("a draughts dump has 50 squares: " + squares);
      }
      checkSevenBit(squares, "squares");
    }
  }

  /** {@code 80 00 03}: DGT_NONE, no payload. Ignore it (§10). */
  record NoneMessage() implements DgtMessage {}

  /**
   * A well-framed message with an id this codec does not know (for example the Pegasus replies
   * {@code 0xA3..0xA5}), kept so it can be logged and counted.
   *
   * @param wireByte the id byte, 0x80..0xFF, not a {@link DgtMessageId}
   * @param payload the bytes after the header, each 0..127
   */
  record Unknown(int wireByte, RawBytes payload) implements DgtMessage {
    /** Checks that the id is an unknown message id and the frame fits. */
    public Unknown {
      if (wireByte < DgtMessageId.MESSAGE_BIT || wireByte > 0xFF) {
        throw new IllegalArgumentException("not a message id byte: " + wireByte);
      }
      if (DgtMessageId.fromWireByte(wireByte).isPresent()) {
        throw new IllegalArgumentException("a known id: " + DgtMessageId.fromWireByte(wireByte));
      }
      if (payload.length() + DgtMessageId.HEADER_LENGTH > DgtMessageId.MAX_UNKNOWN_FRAME_LENGTH) {
        throw new IllegalArgumentException("payload too long: " + payload.length());
      }
      checkSevenBit(payload, "payload");
    }
  }

  /**
   * A frame with a known id and an accepted length whose payload breaks that id's rules: a field
   * update for field 64..127, or clock data from a connected clock with a time that is not a
   * time (hours above 9, a BCD digit above 9, minutes or seconds above 59). Kept for counting.
   *
   * @param id the message id
   * @param payload the bytes after the header
   */
  record Malformed(DgtMessageId id, RawBytes payload) implements DgtMessage {
    /** Checks that the frame has an accepted length. */
    public Malformed {
      Objects.requireNonNull(id, "id");
      if (!id.acceptsLength(payload.length() + DgtMessageId.HEADER_LENGTH)) {
        throw new IllegalArgumentException("length not accepted for " + id + ": " + payload);
      }
      checkSevenBit(payload, "payload");
    }
  }

  /**
   * Bytes the decoder discarded while resynchronising (§2.4): noise before a message id, a
   * header with an implausible length, a message cut short by the next id byte. Reported just
   * before the next message, so its position in the stream is where the loss happened.
   *
   * @param count bytes discarded, at least 1
   */
  record SkippedBytes(int count) implements DgtMessage {
    /** Checks that something was skipped. */
    public SkippedBytes {
      if (count < 1) {
        throw new IllegalArgumentException("count must be positive: " + count);
      }
    }
  }

  private static void checkSevenBit(int value, String name) {
    if (value < 0 || value > DgtMessageId.SEVEN_BITS) {
      throw new IllegalArgumentException(name + " must be 0..127, was " + value);
    }
  }

  private static void checkByte(int value, String name) {
    if (value < 0 || value > 0xFF) {
      throw new IllegalArgumentException(name + " must be 0..255, was " + value);
    }
  }

  private static void checkSevenBit(RawBytes bytes, String name) {
    for (int i = 0; i < bytes.length(); i++) {
      if (bytes.get(i) > DgtMessageId.SEVEN_BITS) {
        throw new IllegalArgumentException(name + " byte " + i + " has bit 7 set: " + bytes);
      }
    }
  }

  private static void checkText(String text, String name) {
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) > DgtMessageId.SEVEN_BITS) {
        throw new IllegalArgumentException(name + " must be 7-bit text: " + text);
      }
    }
  }
}
