package org.touchmove.dgt;

import java.util.OptionalInt;

/**
 * The payload of the battery status message {@code A0 00 0C} + 9 bytes (spec/dgt-protocol.md
 * §5.9): one byte per field, {@code 0x7F} meaning "not available". DGT's header says the message
 * is 7 bytes long; real boards and emulators send 12, so shorter payloads are read field by field.
 */
public enum BatteryField {
  /** Byte 0: remaining capacity in percent. */
  PERCENT(0),
  /** Byte 1: remaining running or charging time, hours. */
  REMAINING_HOURS(1),
  /** Byte 2: remaining running or charging time, minutes. */
  REMAINING_MINUTES(2),
  /** Byte 3: time switched on, hours. */
  ON_HOURS(3),
  /** Byte 4: time switched on, minutes. */
  ON_MINUTES(4),
  /** Byte 5: standby time, days. */
  STANDBY_DAYS(5),
  /** Byte 6: standby time, hours. */
  STANDBY_HOURS(6),
  /** Byte 7: standby time, minutes. */
  STANDBY_MINUTES(7),
  /** Byte 8: status bits: bit 0 charging, bit 1 discharging. */
  STATUS(8);

  /** A field value meaning "not available". */
  public static final int NOT_AVAILABLE = 0x7F;

  private static final int CHARGING_BIT = 0x01;
  private static final int DISCHARGING_BIT = 0x02;

  private final int offset;

  BatteryField(int offset) {
    this.offset = offset;
  }

  /** The field's position in the payload. */
  public int offset() {
    return offset;
  }

  /** The field's value in {@code payload}; empty when the payload is shorter or says n/a. */
  public OptionalInt read(RawBytes payload) {
    if (offset >= payload.length() || payload.get(offset) == NOT_AVAILABLE) {
      return OptionalInt.empty();
    }
    return OptionalInt.of(payload.get(offset));
  }

  static boolean isCharging(RawBytes payload) {
    return (STATUS.read(payload).orElse(0) & CHARGING_BIT) != 0;
  }

  static boolean isDischarging(RawBytes payload) {
    return (STATUS.read(payload).orElse(0) & DISCHARGING_BIT) != 0;
  }
}
