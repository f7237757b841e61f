package org.touchmove.hardware.transport;

import java.time.Duration;
import java.util.Objects;

/**
 * Everything {@link BoardSession} needs to know, with the values of docs/transports.md as {@link
 * #defaults()}.
 *
 * @param commandSpacing at least this long between two writes (§9: about 100 ms on serial/USB; the
 *     board's input buffer holds about 10 bytes)
 * @param handshake the start-up handshake
 * @param keepAlive keep-alive and refreshes while connected
 * @param reconnect back-off between attempts
 * @param resyncHoldOff after garbled input re-sends the update mode and asks for a dump, further
 *     garbage within this time does not ask again
 * @param partialFrameTimeout give up a half-received message after this much silence (§2.4 step 5)
 */
public record SessionConfig(
    Duration commandSpacing,
    HandshakePolicy handshake,
    KeepAlivePolicy keepAlive,
    ReconnectPolicy reconnect,
    Duration resyncHoldOff,
    Duration partialFrameTimeout) {

  /** Checks the values. */
  public SessionConfig {
    Objects.requireNonNull(commandSpacing, "commandSpacing");
    Objects.requireNonNull(handshake, "handshake");
    Objects.requireNonNull(keepAlive, "keepAlive");
    Objects.requireNonNull(reconnect, "reconnect");
    Objects.requireNonNull(resyncHoldOff, "resyncHoldOff");
    Objects.requireNonNull(partialFrameTimeout, "partialFrameTimeout");
    if (commandSpacing.isNegative()
        || resyncHoldOff.isNegative()
        || partialFrameTimeout.isNegative()
        || partialFrameTimeout.isZero()) {
      throw new IllegalArgumentException("durations must not be negative");
    }
  }

  /** 100 ms between commands, the default policies, 1 s resync hold-off, 1 s partial frames. */
  public static SessionConfig defaults() {
    return new SessionConfig(
        Duration.ofMillis(100),
        HandshakePolicy.defaults(),
        KeepAlivePolicy.defaults(),
        ReconnectPolicy.defaults(),
        Duration.ofSeconds(1),
        Duration.ofSeconds(1));
  }

  /** This configuration with another command spacing. */
  public SessionConfig withCommandSpacing(Duration value) {
    return new SessionConfig(
        value, handshake, keepAlive, reconnect, resyncHoldOff, partialFrameTimeout);
  }

  /** This configuration with another handshake policy. */
  public SessionConfig withHandshake(HandshakePolicy value) {
    return new SessionConfig(
        commandSpacing, value, keepAlive, reconnect, resyncHoldOff, partialFrameTimeout);
  }

  /** This configuration with another keep-alive policy. */
  public SessionConfig withKeepAlive(KeepAlivePolicy value) {
    return new SessionConfig(
        commandSpacing, handshake, value, reconnect, resyncHoldOff, partialFrameTimeout);
  }

  /** This configuration with another reconnect policy. */
  public SessionConfig withReconnect(ReconnectPolicy value) {
    return new SessionConfig(
        commandSpacing, handshake, keepAlive, value, resyncHoldOff, partialFrameTimeout);
  }

  /** This configuration with another resync hold-off and partial-frame timeout. */
  public SessionConfig withResync(Duration holdOff, Duration partialFrame) {
    return new SessionConfig(
        commandSpacing, handshake, keepAlive, reconnect, holdOff, partialFrame);
  }
}
