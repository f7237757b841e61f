package org.touchmove.dgt;

/** Two-digit binary-coded decimal as the DGT clock sends minutes and seconds: {@code 0x59} = 59. */
final class Bcd {
  private static final int NIBBLE = 0x0F;
  private static final int TEN = 10;

  private Bcd() {}

  /** The value of a BCD byte, or -1 when either digit is above 9. */
  static int decode(int b) {
    int tens = (b >>> 4) & NIBBLE;
    int units = b & NIBBLE;
    return tens < TEN && units < TEN ? tens * TEN + units : -1;
  }

  /** The BCD byte of 0..99. */
  static int encode(int value) {
    if (value < 0 || value >= TEN * TEN) {
      throw new IllegalArgumentException("BCD holds 0..99, not " + value);
    }
    return (value / TEN) << 4 | value % TEN;
  }
}
