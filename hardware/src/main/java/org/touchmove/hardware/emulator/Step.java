package org.touchmove.hardware.emulator;

import java.util.Objects;

/**
 * A hand action some time after the one before it. Steps are physical: a speed-up never compresses
 * them (only thinking is compressed), so the board's scan sees the same motions at any speed.
 *
 * @param delayMillis time since the previous step
 * @param action what the hand does
 * @param evidenceOf the index of the staged alert this step is evidence of, or -1
 */
record Step(long delayMillis, HandAction action, int evidenceOf) {
  Step {
    Objects.requireNonNull(action, "action");
    if (delayMillis < 0) {
      throw new IllegalArgumentException("negative delay " + delayMillis);
    }
  }

  Step(long delayMillis, HandAction action) {
    this(delayMillis, action, -1);
  }

  /** This step, as evidence of the staged alert {@code alert}. */
  Step evidenceOf(int alert) {
    return new Step(delayMillis, action, alert);
  }
}
