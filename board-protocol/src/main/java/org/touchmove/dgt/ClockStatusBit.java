package org.touchmove.dgt;

/**
 * The bits of the status byte {@code p6} of a clock-data message (spec/dgt-protocol.md §5.3.1).
 * Real captures show the turn bits agreeing with the lever: status {@code 0x09} = running, left
 * counting down; {@code 0x13} = running, right counting down; {@code 0x08} / {@code 0x12} the same
 * but stopped (§5.3.1, resolving the 2012 vs 2015 header conflict of §16).
 */
public enum ClockStatusBit {
  /** Bit 0: the clock is running (start/stop key). */
  RUNNING(0x01),
  /** Bit 1: the right face's end of the lever is up (clear: the left face's end is up). */
  RIGHT_LEVER_UP(0x02),
  /** Bit 2: the clock's battery is low. */
  BATTERY_LOW(0x04),
  /** Bit 3: turn flag of the left face. */
  LEFT_TURN(0x08),
  /** Bit 4: turn flag of the right face. */
  RIGHT_TURN(0x10),
  /** Bit 5: no clock is connected; every time field is meaningless. */
  NO_CLOCK(0x20);

  private final int mask;

  ClockStatusBit(int mask) {
    this.mask = mask;
  }

  /** The bit's mask in the status byte. */
  public int mask() {
    return mask;
  }

  /** True when this bit is set in {@code status}. */
  public boolean isSet(int status) {
    return (status & mask) != 0;
  }
}
