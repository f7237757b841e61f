package org.touchmove.dgt;

import java.util.OptionalInt;

/**
 * The seven segments of one DGT XL digit, as bits of a segment byte of the display clock command
 * (spec/dgt-protocol.md §12.2, sub-command {@code 0x01}), and the glyphs built from them.
 */
public enum Segment {
  TOP(0x01),
  UPPER_RIGHT(0x02),
  LOWER_RIGHT(0x04),
  BOTTOM(0x08),
  LOWER_LEFT(0x10),
  UPPER_LEFT(0x20),
  MIDDLE(0x40);

  /** The characters {@link #glyph(char)} can draw, in order; their segment bytes follow. */
  private static final String GLYPH_CHARS = "0123456789 -";

  private static final int[] GLYPHS = {
    bits(TOP, UPPER_RIGHT, LOWER_RIGHT, BOTTOM, LOWER_LEFT, UPPER_LEFT),
    bits(UPPER_RIGHT, LOWER_RIGHT),
    bits(TOP, UPPER_RIGHT, MIDDLE, LOWER_LEFT, BOTTOM),
    bits(TOP, UPPER_RIGHT, MIDDLE, LOWER_RIGHT, BOTTOM),
    bits(UPPER_LEFT, MIDDLE, UPPER_RIGHT, LOWER_RIGHT),
    bits(TOP, UPPER_LEFT, MIDDLE, LOWER_RIGHT, BOTTOM),
    bits(TOP, UPPER_LEFT, MIDDLE, LOWER_LEFT, BOTTOM, LOWER_RIGHT),
    bits(TOP, UPPER_RIGHT, LOWER_RIGHT),
    bits(TOP, UPPER_RIGHT, LOWER_RIGHT, BOTTOM, LOWER_LEFT, UPPER_LEFT, MIDDLE),
    bits(TOP, UPPER_RIGHT, LOWER_RIGHT, BOTTOM, UPPER_LEFT, MIDDLE),
    0,
    bits(MIDDLE),
  };

  private final int mask;

  Segment(int mask) {
    this.mask = mask;
  }

  /** The segment's bit. */
  public int mask() {
    return mask;
  }

  /** The segment byte of a digit, a space or a minus sign; empty for other characters. */
  public static OptionalInt glyph(char c) {
    int at = GLYPH_CHARS.indexOf(c);
    return at < 0 ? OptionalInt.empty() : OptionalInt.of(GLYPHS[at]);
  }

  private static int bits(Segment... segments) {
    int b = 0;
    for (Segment s : segments) {
      b |= s.mask;
    }
    return b;
  }
}
