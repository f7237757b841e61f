package org.touchmove.hardware.transport;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * Which ports {@link BoardDiscovery} tries and how it probes them (spec/dgt-protocol.md §1.2, §9).
 *
 * @param portNamePatterns regular expressions for the names of the ports jSerialComm lists ({@code
 *     ttyACM0}, {@code COM3}); a port is a candidate when one matches the whole name. Empty: do not
 *     ask jSerialComm at all
 * @param globs {@code directory/file-glob} patterns, e.g. {@code /dev/rfcomm*}; jSerialComm does
 *     not list pseudo-terminals or every Bluetooth node, so these are listed directly
 * @param settle wait this long after opening a port before probing (RFCOMM needs it)
 * @param replyTimeout wait this long for the version reply to each probe, and for the serial
 * @param attempts probe each port at most this many times
 * @param commandSpacing pause between the two commands of a probe
 * @param parallelism probe at most this many ports at once
 */
public record DiscoveryConfig(
    List<String> portNamePatterns,
    List<String> globs,
    Duration settle,
    Duration replyTimeout,
    int attempts,
    Duration commandSpacing,
    int parallelism) {

  /** Checks the values; copies the lists; compiles each pattern once to reject bad ones. */
  public DiscoveryConfig {
    portNamePatterns = List.copyOf(portNamePatterns);
    globs = List.copyOf(globs);
    Objects.requireNonNull(settle, "settle");
    Objects.requireNonNull(replyTimeout, "replyTimeout");
    Objects.requireNonNull(commandSpacing, "commandSpacing");
    for (String p : portNamePatterns) {
      Pattern.compile(p);
    }
    if (settle.isNegative()
        || commandSpacing.isNegative()
        || replyTimeout.isNegative()
        || replyTimeout.isZero()) {
      throw new IllegalArgumentException("bad probe timing");
    }
    if (attempts < 1 || parallelism < 1) {
      throw new IllegalArgumentException("attempts and parallelism must be positive");
    }
  }

  /**
   * The device names DGT boards get (§1.2, §1.3, quirk 29) from jSerialComm and from {@code /dev}
   * directly; 0.5 s settle; a version probe answered within 1.5 s, tried twice; four at a time.
   */
  public static DiscoveryConfig defaults() {
    return new DiscoveryConfig(
        List.of(
            "ttyUSB\\d+",
            "ttyACM\\d+",
            "rfcomm\\d+",
            "tty\\.DGT.*",
            "cu\\.DGT.*",
            "tty\\.usbmodem.*",
            "cu\\.usbmodem.*",
            "COM\\d+"),
        List.of(
            "/dev/ttyUSB*", "/dev/ttyACM*", "/dev/rfcomm*", "/dev/tty.DGT*", "/dev/tty.usbmodem*"),
        Duration.ofMillis(500),
        Duration.ofMillis(1500),
        2,
        Duration.ofMillis(100),
        4);
  }

  /** Only the ports matching {@code value}, none from jSerialComm: for tests and fixed setups. */
  public DiscoveryConfig withOnlyGlobs(List<String> value) {
    return new DiscoveryConfig(
        List.of(), value, settle, replyTimeout, attempts, commandSpacing, parallelism);
  }

  /** This configuration with other globs, keeping the jSerialComm name patterns. */
  public DiscoveryConfig withGlobs(List<String> value) {
    return new DiscoveryConfig(
        portNamePatterns, value, settle, replyTimeout, attempts, commandSpacing, parallelism);
  }

  /** This configuration with other probe timing. */
  public DiscoveryConfig withTiming(
      Duration newSettle, Duration newReplyTimeout, int newAttempts, Duration newSpacing) {
    return new DiscoveryConfig(
        portNamePatterns, globs, newSettle, newReplyTimeout, newAttempts, newSpacing, parallelism);
  }
}
