package org.touchmove.dgt;

import java.util.Optional;

/**
 * Spontaneous clock messages: a clock ack whose second ack byte has bit 7 set is not a reply to a
 * command but news from the clock (spec/dgt-protocol.md §5.3.2).
 */
public enum ClockEvent {
  /** 0x81: the clock is ready (power-up). */
  READY(0x81),
  /** 0x88: a button was pressed; the fourth ack byte names it ({@link ClockButton}). */
  BUTTON_PRESSED(0x88),
  /** 0x8A: "mode 23?"; the fourth ack byte may hold the mode. Question-marked by DGT. */
  MODE_QUERY(0x8A),
  /** 0x90: "not in mode 23". Question-marked by DGT. */
  NOT_IN_MODE_23(0x90);

  /** Bit 7 of the second ack byte marks a spontaneous message. */
  public static final int SPONTANEOUS_BIT = 0x80;

  private final int code;

  ClockEvent(int code) {
    this.code = code;
  }

  /** The value of the second ack byte. */
  public int code() {
    return code;
  }

  /** The event of a second ack byte; empty for values not listed. */
  public static Optional<ClockEvent> fromCode(int code) {
    for (ClockEvent e : values()) {
      if (e.code == code) {
        return Optional.of(e);
      }
    }
    return Optional.empty();
  }
}
