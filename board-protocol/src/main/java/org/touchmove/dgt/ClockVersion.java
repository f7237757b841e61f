package org.touchmove.dgt;

/**
 * A clock's firmware version from the ack to the version sub-command: the third ack byte holds
 * the major version in its high nibble and the minor in its low (spec/dgt-protocol.md §5.3.2,
 * §12.3). Major 1 is a DGT XL, major 2 a DGT3000.
 *
 * @param major 0..15
 * @param minor 0..15
 */
public record ClockVersion(int major, int minor) {
  private static final int XL_MAJOR = 1;
  private static final int DGT3000_MAJOR = 2;
  private static final int NIBBLE = 0x0F;

  /** Checks that both parts fit a nibble. */
  public ClockVersion {
    if ((major & ~NIBBLE) != 0 || (minor & ~NIBBLE) != 0) {
      throw new IllegalArgumentException("version parts are nibbles: " + major + "." + minor);
    }
  }

  /** True for a DGT XL (major version 1). */
  public boolean isDgtXl() {
    return major == XL_MAJOR;
  }

  /** True for a DGT3000 (major version 2), which can show 8 characters of text. */
  public boolean isDgt3000() {
    return major == DGT3000_MAJOR;
  }

  /** The version from the third ack byte. */
  static ClockVersion fromAckByte(int b) {
    return new ClockVersion((b >>> 4) & NIBBLE, b & NIBBLE);
  }

  /** The third ack byte. */
  int toAckByte() {
    return (major << 4) | minor;
  }

  @Override
  public String toString() {
    return major + "." + minor;
  }
}
