package org.touchmove.hardware.transport;

import java.util.Objects;
import java.util.Optional;
import org.touchmove.dgt.DgtMessage;

/**
 * What a board said about itself during the handshake (spec/dgt-protocol.md §9 steps 3 and 4).
 *
 * @param version the firmware version, the reply that proves a DGT board is there
 * @param serialNumber the five digits of {@code 0x91}, when asked for and answered
 * @param longSerialNumber the ten characters of {@code 0xA2}, when asked for and answered
 * @param trademark the text of {@code 0x92}, when asked for and answered
 */
public record BoardIdentity(
    DgtMessage.Version version,
    Optional<String> serialNumber,
    Optional<String> longSerialNumber,
    Optional<String> trademark) {
  /** Rejects nulls. */
  public BoardIdentity {
    Objects.requireNonNull(version, "version");
    Objects.requireNonNull(serialNumber, "serialNumber");
    Objects.requireNonNull(longSerialNumber, "longSerialNumber");
    Objects.requireNonNull(trademark, "trademark");
  }

  /** The firmware version as {@code major.minor}, e.g. {@code "3.1"}. */
  public String versionText() {
    return version.major() + "." + version.minor();
  }
}
