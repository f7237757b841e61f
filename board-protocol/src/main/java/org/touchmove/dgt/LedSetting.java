package org.touchmove.dgt;

/** Settings of the Revelation II LED configuration command (spec/dgt-protocol.md §13.1). */
public enum LedSetting {
  /** 0x01: dim the LEDs automatically when a piece changes (default on). */
  AUTO_DIMMING(0x01),
  /** 0x02: reverse LED squares automatically on a rotated board (default on). */
  AUTO_REVERSAL(0x02);

  private final int code;

  LedSetting(int code) {
    this.code = code;
  }

  /** The setting byte. */
  public int code() {
    return code;
  }
}
