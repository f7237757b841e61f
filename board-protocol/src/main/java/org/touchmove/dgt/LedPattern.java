package org.touchmove.dgt;

/**
 * The pattern byte of the Revelation II LED command {@code 60 04 pattern a b 00}
 * (spec/dgt-protocol.md §13.1). Only for boards that identified themselves as a Revelation II:
 * other boards stall on it (§13.1, picochess #165).
 */
public enum LedPattern {
  /** 0x00: LEDs off. */
  OFF(0x00),
  /** 0x01: light the two fields. */
  ON(0x01),
  /** 0x02: configuration (firmware above 3.21): the fields are a {@link LedSetting} and 0/1. */
  CONFIGURATION(0x02);

  /** Field value meaning "no field": {@code 60 04 00 40 40 00} switches every LED off. */
  public static final int NO_FIELD = 0x40;

  private final int code;

  LedPattern(int code) {
    this.code = code;
  }

  /** The pattern byte. */
  public int code() {
    return code;
  }
}
