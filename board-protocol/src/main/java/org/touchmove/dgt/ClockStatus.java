package org.touchmove.dgt;

import java.util.Objects;
import java.util.Optional;

/**
 * The status byte of a clock-data message from a connected clock (spec/dgt-protocol.md §5.3.1;
 * bits in {@link ClockStatusBit}). Lever and turn flags name clock faces, never colours.
 *
 * @param running the clock runs (start/stop key)
 * @param leverUp the face whose end of the lever is up; while running, that face counts down
 * @param batteryLow the clock's battery is low
 * @param leftTurn turn flag of the left face (bit 3)
 * @param rightTurn turn flag of the right face (bit 4)
 */
public record ClockStatus(
    boolean running, ClockSide leverUp, boolean batteryLow, boolean leftTurn, boolean rightTurn) {

  /** Rejects a null lever side. */
  public ClockStatus {
    Objects.requireNonNull(leverUp, "leverUp");
  }

  // Read on every clock message: one shared instance per face, not one per call.
  private static final Optional<ClockSide> RIGHT_RUNNING = Optional.of(ClockSide.RIGHT);
  private static final Optional<ClockSide> LEFT_RUNNING = Optional.of(ClockSide.LEFT);

  /** The face counting down: the one whose lever end is up, if the clock runs. */
  public Optional<ClockSide> runningSide() {
    if (!running) {
      return Optional.empty();
    }
    return leverUp == ClockSide.RIGHT ? RIGHT_RUNNING : LEFT_RUNNING;
  }

  /** The turn flag of {@code side}. */
  public boolean turn(ClockSide side) {
    return side == ClockSide.LEFT ? leftTurn : rightTurn;
  }

  /** The status of a wire byte (the no-clock bit is not part of this record). */
  public static ClockStatus fromByte(int status) {
    return new ClockStatus(
        ClockStatusBit.RUNNING.isSet(status),
        ClockStatusBit.RIGHT_LEVER_UP.isSet(status) ? ClockSide.RIGHT : ClockSide.LEFT,
        ClockStatusBit.BATTERY_LOW.isSet(status),
        ClockStatusBit.LEFT_TURN.isSet(status),
        ClockStatusBit.RIGHT_TURN.isSet(status));
  }

  /** The wire byte, no-clock bit clear. */
  public int toByte() {
    return (running ? ClockStatusBit.RUNNING.mask() : 0)
        | (leverUp == ClockSide.RIGHT ? ClockStatusBit.RIGHT_LEVER_UP.mask() : 0)
        | (batteryLow ? ClockStatusBit.BATTERY_LOW.mask() : 0)
        | (leftTurn ? ClockStatusBit.LEFT_TURN.mask() : 0)
        | (rightTurn ? ClockStatusBit.RIGHT_TURN.mask() : 0);
  }

  /**
   * The status a clock reports with {@code side} counting down (or about to, when stopped): lever
   * up on that side and its turn flag set, as the real captures show.
   */
  public static ClockStatus turnOf(ClockSide side, boolean running) {
    return new ClockStatus(
        running, side, false, side == ClockSide.LEFT, side == ClockSide.RIGHT);
  }
}
