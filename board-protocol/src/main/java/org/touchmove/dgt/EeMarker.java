package org.touchmove.dgt;

import java.util.Optional;

/**
 * One-byte records of the board's EEPROM event log (spec/dgt-protocol.md §7), the payload of
 * {@code EE_MOVES}. Multi-byte records are described by {@link EeRecord}.
 */
public enum EeMarker {
  /** 0x00: EE_NOP2, filler. */
  NOP2(0x00),
  /** 0x6A: EE_POWERUP. */
  POWER_UP(0x6A),
  /** 0x6B: EE_EOF, the last byte of every dump. */
  END_OF_FILE(0x6B),
  /** 0x6C: EE_FOURROWS, 16 pieces on ranks 1, 2, 7, 8 but not the normal start (Chess960). */
  FOUR_ROWS(0x6C),
  /** 0x6D: EE_EMPTYBOARD. */
  EMPTY_BOARD(0x6D),
  /** 0x6E: EE_DOWNLOADED, a log dump was sent. */
  DOWNLOADED(0x6E),
  /** 0x6F: EE_BEGINPOS, normal start position with White at the connector's left. */
  BEGIN_POSITION(0x6F),
  /** 0x7A: EE_BEGINPOS_ROT, start position on a rotated board. */
  BEGIN_POSITION_ROTATED(0x7A),
  /** 0x7B: EE_START_TAG, written by the bus command set-start-game. */
  START_TAG(0x7B),
  /** 0x7C: EE_WATCHDOG_ACTION. */
  WATCHDOG(0x7C),
  /** 0x7D: reserved (a newer source: new clock state); [L]. */
  RESERVED_7D(0x7D),
  /** 0x7E: reserved (a newer source: new bus address); [L]. */
  RESERVED_7E(0x7E),
  /** 0x7F: EE_NOP. */
  NOP(0x7F);

  private static final EeMarker[] BY_CODE = new EeMarker[DgtMessageId.MESSAGE_BIT];

  static {
    for (EeMarker m : values()) {
      BY_CODE[m.code] = m;
    }
  }

  private final int code;

  EeMarker(int code) {
    this.code = code;
  }

  /** The log byte. */
  public int code() {
    return code;
  }

  /** The marker of a log byte; empty for anything else. */
  public static Optional<EeMarker> fromCode(int code) {
    return code >= 0 && code < BY_CODE.length ? Optional.ofNullable(BY_CODE[code]) : Optional.empty();
  }
}
