package org.touchmove.dgt;

/**
 * The flag bits of the first byte of each clock face in a clock-data message ({@code p0} for the
 * right face, {@code p3} for the left; spec/dgt-protocol.md §5.3.1). The low nibble of that byte is
 * the hours 0..9; a low nibble of {@link #ACK_MARKER} marks the message as a clock ack instead
 * (§5.3).
 */
public enum ClockFaceBit {
  /** Bit 4: final flag, the time ran out and the clock is blocked at zero. */
  FINAL_FLAG(0x10),
  /** Bit 5: time-per-move indicator (Fischer or Bronstein mode). */
  TIME_PER_MOVE(0x20),
  /** Bit 6: flag shown (end of a period; the clock may still run). */
  FLAG(0x40);

  /** Bits 0..3 of the byte: hours. */
  public static final int HOURS_MASK = 0x0F;

  /** Hours nibble value that never occurs in a time and marks a clock ack (§5.3). */
  public static final int ACK_MARKER = 0x0A;

  private final int mask;

  ClockFaceBit(int mask) {
    this.mask = mask;
  }

  /** The bit's mask in the byte. */
  public int mask() {
    return mask;
  }

  /** True when this bit is set in {@code b}. */
  public boolean isSet(int b) {
    return (b & mask) != 0;
  }
}
