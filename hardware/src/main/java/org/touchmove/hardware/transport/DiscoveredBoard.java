package org.touchmove.hardware.transport;

import java.util.Objects;
import java.util.Optional;
import org.touchmove.dgt.DgtMessage;

/**
 * A port where a DGT board answered the probe.
 *
 * @param path the port path to give {@link SerialBoardLink}
 * @param version the firmware version it replied with
 * @param serialNumber its five-digit serial number, when it answered that too
 */
public record DiscoveredBoard(
    String path, DgtMessage.Version version, Optional<String> serialNumber) {
  /** Rejects nulls. */
  public DiscoveredBoard {
    Objects.requireNonNull(path, "path");
    Objects.requireNonNull(version, "version");
    Objects.requireNonNull(serialNumber, "serialNumber");
  }
}
