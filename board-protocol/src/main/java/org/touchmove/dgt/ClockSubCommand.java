package org.touchmove.dgt;

import java.util.Optional;

/**
 * Sub-commands of the clock frame {@code 2B n 03 sub payload... 00} (spec/dgt-protocol.md §12.2).
 * A clock ack names the sub-command it answers in its second ack byte (§5.3.2).
 */
public enum ClockSubCommand {
  /** 0x01: seven-segment display (DGT XL): 6 segment bytes, icons, beep. */
  DISPLAY(0x01),
  /** 0x02: icons (DGT XL): 5 icon bytes and 4 zero bytes. */
  ICONS(0x02),
  /** 0x03: end / clear: leave text mode and show the times again. */
  END(0x03),
  /** 0x08: button query; the ack carries no button data. */
  BUTTON(0x08),
  /** 0x09: version query; the ack tells XL (1.x) from DGT3000 (2.x). */
  VERSION(0x09),
  /** 0x0A: set both times (plain binary) and the run mode. */
  SET_AND_RUN(0x0A),
  /** 0x0B: beep for a number of 64 ms units. */
  BEEP(0x0B),
  /** 0x0C: 8 ASCII characters (DGT3000) and a beep byte. */
  ASCII(0x0C),
  /** 0x0D: 11 ASCII characters (Revelation II firmware 3.24H and later) and a beep byte; [M]. */
  ASCII_11(0x0D);

  /** The byte after the length in every clock frame ({@code DGT_CMD_CLOCK_START_MESSAGE}). */
  public static final int FRAME_START = 0x03;

  /** The last byte of every clock frame ({@code DGT_CMD_CLOCK_END_MESSAGE}). */
  public static final int FRAME_END = 0x00;

  private final int code;

  ClockSubCommand(int code) {
    this.code = code;
  }

  /** The sub-command byte. */
  public int code() {
    return code;
  }

  /** The sub-command of a byte; empty for unknown values. */
  public static Optional<ClockSubCommand> fromCode(int code) {
    for (ClockSubCommand sub : values()) {
      if (sub.code == code) {
        return Optional.of(sub);
      }
    }
    return Optional.empty();
  }
}
