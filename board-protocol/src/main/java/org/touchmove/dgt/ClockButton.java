package org.touchmove.dgt;

import java.util.Optional;

/**
 * DGT3000 buttons as reported in the fourth ack byte of a button-pressed message
 * (spec/dgt-protocol.md §5.3.2). Physical order from left to right: back, minus, play/pause, plus,
 * forward.
 */
public enum ClockButton {
  /** 0x31: back (leftmost). */
  BACK(0x31),
  /** 0x32: plus. */
  PLUS(0x32),
  /** 0x33: run, play/pause (middle). */
  PLAY_PAUSE(0x33),
  /** 0x34: minus. */
  MINUS(0x34),
  /** 0x35: OK / forward (rightmost). */
  FORWARD(0x35);

  private final int code;

  ClockButton(int code) {
    this.code = code;
  }

  /** The value of the fourth ack byte. */
  public int code() {
    return code;
  }

  /** The button of an ack byte; empty for values not listed. */
  public static Optional<ClockButton> fromCode(int code) {
    for (ClockButton b : values()) {
      if (b.code == code) {
        return Optional.of(b);
      }
    }
    return Optional.empty();
  }
}
