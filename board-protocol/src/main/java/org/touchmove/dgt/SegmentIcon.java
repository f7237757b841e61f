package org.touchmove.dgt;

import java.util.Collection;

/**
 * Icons of the DGT XL display command's icon byte (spec/dgt-protocol.md §12.2, sub-command
 * {@code 0x01}). The display reads {@code 1A:BC 1D:EF}: a "1", three digits with a colon or dot on
 * each side.
 */
public enum SegmentIcon {
  RIGHT_DOT(0x01),
  RIGHT_COLON(0x02),
  /** 0x04: the leading "1" of the right display. */
  RIGHT_ONE(0x04),
  LEFT_DOT(0x08),
  LEFT_COLON(0x10),
  /** 0x20: the leading "1" of the left display. */
  LEFT_ONE(0x20);

  private final int mask;

  SegmentIcon(int mask) {
    this.mask = mask;
  }

  /** The icon's bit. */
  public int mask() {
    return mask;
  }

  /** The icon byte for a set of icons. */
  public static int toByte(Collection<SegmentIcon> icons) {
    int b = 0;
    for (SegmentIcon icon : icons) {
      b |= icon.mask;
    }
    return b;
  }
}
