package org.touchmove.dgt;

import java.util.Optional;

/**
 * Host-to-board commands of the single-board protocol (spec/dgt-protocol.md §3). Most are one byte
 * in {@code 0x40..0x5A} and answered only by their reply message; three are the first byte of a
 * longer frame ({@link #isFramePrefix()}) built by {@link DgtEncoder}. Low-confidence commands
 * ([L] in the spec) say so.
 *
 * <p>Every host byte is below {@code 0x80}: a byte with bit 7 set puts a board in single mode into
 * bus mode (§4).
 */
public enum DgtCommand {
  /** {@code 0x40}: stop all automatic output; the board goes IDLE. No reply. */
  RESET(0x40, null),
  /** {@code 0x41}: send the clock data once ({@code 0x8D}); mode unchanged. */
  SEND_CLOCK(0x41, DgtMessageId.BWTIME),
  /** {@code 0x42}: send a board dump ({@code 0x86}); mode unchanged. */
  SEND_BOARD(0x42, DgtMessageId.BOARD_DUMP),
  /** {@code 0x43}: UPDATE mode: field updates, clock data at least every second, clock acks. */
  SEND_UPDATE(0x43, null),
  /** {@code 0x44}: UPDATE_BOARD mode: field updates only, no clock acks. */
  SEND_UPDATE_BOARD(0x44, null),
  /** {@code 0x45}: send the serial number ({@code 0x91}). */
  RETURN_SERIAL_NUMBER(0x45, DgtMessageId.SERIAL_NUMBER),
  /** {@code 0x46}: send the bus address ({@code 0x90}). */
  RETURN_BUS_ADDRESS(0x46, DgtMessageId.BUS_ADDRESS),
  /** {@code 0x47}: send the trademark text ({@code 0x92}). */
  SEND_TRADEMARK(0x47, DgtMessageId.TRADEMARK),
  /** {@code 0x48}: send the hardware version ({@code 0x96}); [L]. */
  SEND_HARDWARE_VERSION(0x48, DgtMessageId.HARDWARE_VERSION),
  /** {@code 0x49}: send the EEPROM event log ({@code 0x8F}, about 7.9 KB, 8 s at 9600 baud). */
  SEND_EE_MOVES(0x49, DgtMessageId.EE_MOVES),
  /** {@code 0x4A}: switch to bus mode. No reply. */
  TO_BUS_MODE(0x4A, null),
  /** {@code 0x4B}: UPDATE_NICE mode: field updates, clock data only on change, clock acks. */
  SEND_UPDATE_NICE(0x4B, null),
  /** {@code 0x4C}: send the battery status ({@code 0xA0}); Bluetooth boards. */
  SEND_BATTERY_STATUS(0x4C, DgtMessageId.BATTERY_STATUS),
  /** {@code 0x4D}: send the firmware version ({@code 0x93}); the usual presence probe. */
  SEND_VERSION(0x4D, DgtMessageId.VERSION),
  /** {@code 0x4E}: jump to the firmware boot loader. Never send this to a board in play. */
  START_BOOTLOADER(0x4E, null),
  /** {@code 0x50}: send the dark squares of a draughts board ({@code 0x94}). */
  SEND_BOARD_50B(0x50, DgtMessageId.BOARD_DUMP_50B),
  /** {@code 0x51}: scan only the dark squares from now on (stored in EEPROM). */
  SCAN_50B(0x51, null),
  /** {@code 0x52}: send the light squares of a draughts board ({@code 0x95}). */
  SEND_BOARD_50W(0x52, DgtMessageId.BOARD_DUMP_50W),
  /** {@code 0x53}: scan only the light squares from now on (stored in EEPROM). */
  SCAN_50W(0x53, null),
  /** {@code 0x54}: scan all squares again (restores chess use after 0x51/0x53). */
  SCAN_100(0x54, null),
  /** {@code 0x55}: send the long serial number ({@code 0xA2}). */
  RETURN_LONG_SERIAL_NUMBER(0x55, DgtMessageId.LONG_SERIAL_NUMBER),
  /** {@code 0x56}: request the I2C clock state (reply {@code 0xA3}, layout unknown); [L]. */
  SEND_I2C_CLOCK(0x56, null),
  /** {@code 0x57}: update mode with I2C clock (plain); [L]. */
  SEND_UPDATE_I2C_CLOCK(0x57, null),
  /** {@code 0x58}: update mode with I2C clock (nice); [L]. */
  SEND_UPDATE_NICE_I2C_CLOCK(0x58, null),
  /** {@code 0x59}: Pegasus lock state (reply {@code 0xA4}, layout unknown); [L]. */
  SEND_LOCK_STATE(0x59, null),
  /** {@code 0x5A}: Pegasus developer-key state (reply {@code 0xA5}, layout unknown); [L]. */
  SEND_DEVELOPER_KEY_STATE(0x5A, null),
  /** {@code 0x2B}: first byte of a clock frame {@code 2B n 03 sub payload... 00} (§12.1). */
  CLOCK_MESSAGE(0x2B, null),
  /** {@code 0x60}: first byte of a Revelation II LED frame {@code 60 n ... 00} (§13.1). */
  SET_LEDS(0x60, null),
  /** {@code 0x63}: first byte of the Pegasus developer-key frame {@code 63 07 k1..k6 00}; [L]. */
  DEVELOPER_KEY(0x63, null);

  private final int wireByte;
  private final DgtMessageId reply;

  DgtCommand(int wireByte, DgtMessageId reply) {
    this.wireByte = wireByte;
    this.reply = reply;
  }

  /** The command byte. */
  public int wireByte() {
    return wireByte;
  }

  /** The message the board answers with, if any. */
  public Optional<DgtMessageId> reply() {
    return Optional.ofNullable(reply);
  }

  /** True for the first byte of a multi-byte frame (clock, LEDs), which cannot be sent alone. */
  public boolean isFramePrefix() {
    return this == CLOCK_MESSAGE || this == SET_LEDS || this == DEVELOPER_KEY;
  }

  /** The command of a byte; empty for bytes that are not a known command. */
  public static Optional<DgtCommand> fromWireByte(int wireByte) {
    for (DgtCommand command : values()) {
      if (command.wireByte == wireByte) {
        return Optional.of(command);
      }
    }
    return Optional.empty();
  }
}
