package org.touchmove.hardware.emulator;

import java.util.Objects;

/**
 * A hand action at a point of the emulation.
 *
 * @param wallMillis when it happens, in milliseconds of emulator (wall-clock) time from the start
 * @param gameMillis the same instant in game time: equal to wall time at speed 1; with a speed-up
 *     only thinking is compressed, so the clock can still show the game's own readings
 * @param action what happens
 */
public record TimedAction(long wallMillis, long gameMillis, HandAction action) {
  public TimedAction {
    Objects.requireNonNull(action, "action");
    if (wallMillis < 0 || gameMillis < 0) {
      throw new IllegalArgumentException("negative time " + wallMillis + "/" + gameMillis);
    }
  }
}
