package org.touchmove.relay.hub;

import java.util.Optional;
import org.touchmove.chess.Color;

/**
 * Both clocks as they read at instant {@code at} (epoch milliseconds), and whose time is running.
 * Viewers extrapolate the running side from {@code at}, so the relay need not send every tick.
 */
public record ClockState(long white, long black, Optional<Color> running, long at) {
  /** What the clocks would read at {@code when} if nobody pressed. */
  public ClockState at(long when) {
    long elapsed = Math.max(0, when - at);
    long w = running.filter(c -> c == Color.WHITE).isPresent() ? Math.max(0, white - elapsed) : white;
    long b = running.filter(c -> c == Color.BLACK).isPresent() ? Math.max(0, black - elapsed) : black;
    return new ClockState(w, b, running, when);
  }

  /** The same readings as seen {@code millis} later (the public feed's delay). */
  public ClockState shifted(long millis) {
    return new ClockState(white, black, running, at + millis);
  }
}
