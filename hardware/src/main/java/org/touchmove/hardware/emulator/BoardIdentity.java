package org.touchmove.hardware.emulator;

import java.util.Objects;

/**
 * What an emulated board says about itself when asked (spec/dgt-protocol.md §5.4-§5.8, §15).
 *
 * @param serial the five-digit serial number
 * @param versionMajor firmware version, major
 * @param versionMinor firmware version, minor
 */
public record BoardIdentity(String serial, int versionMajor, int versionMinor) {
  public BoardIdentity {
    Objects.requireNonNull(serial, "serial");
    if (!serial.matches("\\d{5}")) {
      throw new IllegalArgumentException("serial must be five digits, was " + serial);
    }
  }

  /** Board {@code n} of an emulated event: serials 90001, 90002, ... */
  public static BoardIdentity number(int n) {
    return new BoardIdentity(String.format("%05d", 90000 + n), 3, 1);
  }

  /** The ten-digit long serial number ({@code 0x55}). */
  public String longSerial() {
    return "00000" + serial;
  }

  /** The trademark text ({@code 0x47}). */
  public String trademark() {
    return "Touchmove emulated DGT e-Board\r\nsoftware version: "
        + versionMajor
        + "."
        + versionMinor
        + "\r\nserial no: "
        + serial;
  }
}
