package org.touchmove.dgt;

import java.util.Optional;

/**
 * Board-to-host message ids of the DGT single-board protocol, each with the total frame lengths
 * (header included) it may have. This enum is the one home of the ids, the frame header layout and
 * the length rules; see docs/protocol.md.
 *
 * <p>Every message is {@code id lenHi lenLo payload...}: {@code id = 0x80 | code} is the only byte
 * with bit 7 set; the total length is {@code lenHi * 128 + lenLo} (spec/dgt-protocol.md §2.2).
 * The length rules are the sanity check of the resynchronisation procedure (§2.4 step 3).
 */
public enum DgtMessageId {
  /** {@code 80 00 03}: DGT_NONE, no payload; ignored (§2.3, §10). */
  NONE(0x00, 3, 3),
  /** {@code 86 00 43} + 64 piece codes, DGT field order (§5.1). */
  BOARD_DUMP(0x06, 67, 67),
  /** {@code 8D 00 0A} + 7 bytes: clock data or a clock acknowledgement (§5.3). */
  BWTIME(0x0D, 10, 10),
  /** {@code 8E 00 05 field code}: one square changed (§5.2). */
  FIELD_UPDATE(0x0E, 5, 5),
  /**
   * {@code 8F hi lo} + the board's event log; {@code 8F 3E 03} (7,939 bytes) on 8 KB boards, any
   * length up to the protocol maximum accepted (§5.10, §7).
   */
  EE_MOVES(0x0F, 3, DgtMessageId.MAX_FRAME_LENGTH),
  /** {@code 90 00 05 hi lo}: 14-bit bus address (§5.8). */
  BUS_ADDRESS(0x10, 5, 5),
  /** {@code 91 00 08} + 5 ASCII digits, or 12 bytes on 1998 boards (§5.4). */
  SERIAL_NUMBER(0x11, 8, 8, 12),
  /** {@code 92 hi lo} + ASCII text of unknown length (§5.7); at most 512 bytes accepted. */
  TRADEMARK(0x12, 3, 512),
  /** {@code 93 00 05 major minor} (§5.6). */
  VERSION(0x13, 5, 5),
  /** {@code 94 00 35} + 50 dark squares of a draughts board (§5.11). */
  BOARD_DUMP_50B(0x14, 53, 53),
  /** {@code 95 00 35} + 50 light squares of a draughts board (§5.11). */
  BOARD_DUMP_50W(0x15, 53, 53),
  /** {@code 96 00 05 major minor}: hardware version; low confidence (§2.3, [L]). */
  HARDWARE_VERSION(0x16, 5, 5),
  /** {@code A0 00 0C} + 9 bytes; shorter forms (the header's 7) accepted (§5.9, §16). */
  BATTERY_STATUS(0x20, 4, 12),
  /** {@code A2 00 0D} + 10 ASCII characters (§5.5). */
  LONG_SERIAL_NUMBER(0x22, 13, 13);

  /** Bit 7 marks a message id; no other byte of a message has it (§2.2). */
  public static final int MESSAGE_BIT = 0x80;

  /** Id byte plus two length bytes. */
  public static final int HEADER_LENGTH = 3;

  /** The largest total length the 14-bit length field can express (§2.2). */
  public static final int MAX_FRAME_LENGTH = 0x3FFF;

  /** Frames with an id this enum does not know are accepted up to this total length. */
  public static final int MAX_UNKNOWN_FRAME_LENGTH = 256;

  /** Each length byte carries 7 bits. */
  static final int LENGTH_BITS = 7;

  /** Payload bytes and length bytes are 7-bit. */
  static final int SEVEN_BITS = 0x7F;

  private static final DgtMessageId[] BY_CODE = new DgtMessageId[MESSAGE_BIT];

  static {
    for (DgtMessageId id : values()) {
      BY_CODE[id.code] = id;
    }
  }

  private final int code;
  private final int minLength;
  private final int maxLength;
  private final int alternativeLength;

  DgtMessageId(int code, int minLength, int maxLength) {
    this(code, minLength, maxLength, maxLength);
  }

  DgtMessageId(int code, int minLength, int maxLength, int alternativeLength) {
    this.code = code;
    this.minLength = minLength;
    this.maxLength = maxLength;
    this.alternativeLength = alternativeLength;
  }

  /** The code without bit 7, as in DGT's header ({@code DGT_BOARD_DUMP = 0x06}). */
  public int code() {
    return code;
  }

  /** The byte on the wire: {@code 0x80 | code}. */
  public int wireByte() {
    return MESSAGE_BIT | code;
  }

  /** The smallest total length accepted for this id. */
  public int minLength() {
    return minLength;
  }

  /** The largest total length accepted for this id. */
  public int maxLength() {
    return Math.max(maxLength, alternativeLength);
  }

  /** True when a frame of this id may have {@code totalLength} bytes, header included. */
  public boolean acceptsLength(int totalLength) {
    return (totalLength >= minLength && totalLength <= maxLength)
        || totalLength == alternativeLength;
  }

  /** The id of a wire byte; empty for bytes without bit 7 and for ids this enum does not know. */
  public static Optional<DgtMessageId> fromWireByte(int wireByte) {
    if ((wireByte & ~0xFF) != 0 || (wireByte & MESSAGE_BIT) == 0) {
      return Optional.empty();
    }
    return Optional.ofNullable(BY_CODE[wireByte & SEVEN_BITS]);
  }

  /**
   * The length sanity check of §2.4 step 3 for any id byte: the id's own rule when it is known,
   * otherwise {@code 3..MAX_UNKNOWN_FRAME_LENGTH}.
   */
  public static boolean isPlausibleFrame(int wireByte, int totalLength) {
    DgtMessageId id = BY_CODE[wireByte & SEVEN_BITS];
    if (id == null) {
      return totalLength >= HEADER_LENGTH && totalLength <= MAX_UNKNOWN_FRAME_LENGTH;
    }
    return id.acceptsLength(totalLength);
  }

  /** The largest total length any frame may have: the decoder's buffer bound. */
  static int maxAcceptedLength() {
    int max = MAX_UNKNOWN_FRAME_LENGTH;
    for (DgtMessageId id : values()) {
      max = Math.max(max, id.maxLength());
    }
    return max;
  }
}
