package org.touchmove.hardware.emulator;

import java.util.Objects;

/**
 * A hand action some time after the one before it. Steps are physical: a speed-up never compresses
 * them (only thinking is compressed), so the board's scan sees the same motions at any speed.
 *
 * @param delayMillis time since the previous step
 * @param action what the hand does
 */
record Step(long delayMillis, HandAction action) {
  Step {
    Objects.requireNonNull(action, "action");
    if (delayMillis < 0) {
      throw new IllegalArgumentException("negative delay " + delayMillis);
    }
  }
}
