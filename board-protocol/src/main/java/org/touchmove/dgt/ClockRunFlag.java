package org.touchmove.dgt;

import java.util.Collection;

/**
 * Bits of the run byte of the set-and-run clock command {@code 2B 0A 03 0A lh lm ls rh rm rs run
 * 00} (spec/dgt-protocol.md §12.2).
 */
public enum ClockRunFlag {
  /** 0x01: the left face counts down. */
  LEFT_RUNNING(0x01),
  /** 0x02: the right face counts down. */
  RIGHT_RUNNING(0x02),
  /** 0x04: paused. */
  PAUSED(0x04),
  /** 0x08: the running face changes when the lever is pressed. */
  SWITCH_ON_LEVER(0x08);

  private final int mask;

  ClockRunFlag(int mask) {
    this.mask = mask;
  }

  /** The flag's bit in the run byte. */
  public int mask() {
    return mask;
  }

  /** The run byte for a set of flags. */
  public static int toByte(Collection<ClockRunFlag> flags) {
    int b = 0;
    for (ClockRunFlag flag : flags) {
      b |= flag.mask;
    }
    return b;
  }
}
