package org.touchmove.dgt;

/**
 * A face of a DGT clock as seen from its front. Which face belongs to White depends on where the
 * clock stands, so nothing here says; reconstruction infers it (Laws 6.6: White's clock starts).
 * Rotating the board does not swap clock faces (spec/dgt-protocol.md §5.3.1).
 *
 * <p>In the clock message ({@code 0x8D}) the right face is "side A" (payload bytes 0..2) and the
 * left face is "side B" (bytes 3..5), as DGT's 2011-2017 headers and the real captures name them.
 * DGT's 1998 header used the opposite names; the byte positions are what count.
 */
public enum ClockSide {
  /** Side A: clock payload bytes 0..2; the second time triple of set-and-run. */
  RIGHT,
  /** Side B: clock payload bytes 3..5; the first time triple of set-and-run. */
  LEFT;

  /** The other face. */
  public ClockSide opposite() {
    return this == RIGHT ? LEFT : RIGHT;
  }
}
