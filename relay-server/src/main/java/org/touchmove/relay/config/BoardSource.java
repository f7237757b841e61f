package org.touchmove.relay.config;

import java.util.Optional;
import org.touchmove.hardware.transport.BoardAddress;

/**
 * Where a board's bytes come from. Text forms in the tournament file: a serial path
 * ({@code /dev/ttyACM0}, {@code COM3}), {@code tcp://host:port} (a TCP serial server such as
 * ser2net), {@code agent:SERIAL} (a board a remote agent forwards), {@code emulator} /
 * {@code emulator:GAME} (an emulated board playing bundled game GAME), or {@code replay:PATH[:SPEED]}
 * (a capture file played back).
 */
public sealed interface BoardSource {
  /** A board the relay opens itself: a serial port or a TCP serial server. */
  record Direct(BoardAddress address) implements BoardSource {}

  /** A board whose bytes a remote {@code touchmove agent} sends, identified by its serial. */
  record Agent(String serial) implements BoardSource {}

  /**
   * An emulated board in the relay's own process (demonstrations and tests).
   *
   * @param game which bundled game to start with (from 1)
   * @param profile the human behaviour profile
   * @param speed how many times faster than the game's real thinking times
   */
  record Emulator(int game, String profile, double speed) implements BoardSource {}

  /**
   * A recorded board played back into the relay at its recorded pace ({@code speed} times faster):
   * demonstrations, load tests, and re-broadcasting a recording.
   */
  record Replay(java.nio.file.Path capture, double speed) implements BoardSource {}

  /** Reads the text form; empty when it is not one. */
  static Optional<BoardSource> parse(String text) {
    String t = text.strip();
    if (t.startsWith("replay:")) {
      String rest = t.substring("replay:".length());
      int colon = rest.lastIndexOf(':');
      double speed = 1;
      if (colon > 0) {
        try {
          speed = Double.parseDouble(rest.substring(colon + 1));
          rest = rest.substring(0, colon);
        } catch (NumberFormatException e) {
          speed = 1; // a colon in the path, not a speed
        }
      }
      return rest.isBlank() || !(speed > 0) ? Optional.empty()
          : Optional.of(new Replay(java.nio.file.Path.of(rest), speed));
    }
    if (t.startsWith("agent:")) {
      String serial = t.substring("agent:".length()).strip();
      return serial.isEmpty() ? Optional.empty() : Optional.of(new Agent(serial));
    }
    if (t.equals("emulator") || t.startsWith("emulator:")) {
      return parseEmulator(t);
    }
    return BoardAddress.parse(t).map(Direct::new);
  }

  /** {@code emulator[:GAME[:PROFILE[:SPEED]]]}. */
  private static Optional<BoardSource> parseEmulator(String t) {
    String[] parts = t.split(":");
    try {
      int game = parts.length > 1 ? Integer.parseInt(parts[1]) : 1;
      String profile = parts.length > 2 ? parts[2] : "club";
      double speed = parts.length > 3 ? Double.parseDouble(parts[3]) : 1;
      if (game < 1 || !(speed >= 1) || parts.length > 4) {
        return Optional.empty();
      }
      return Optional.of(new Emulator(game, profile, speed));
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }

  /** The text form. */
  default String format() {
    if (this instanceof Direct) {
      return ((Direct) this).address().format();
    }
    if (this instanceof Agent) {
      return "agent:" + ((Agent) this).serial();
    }
    if (this instanceof Replay) {
      return "replay:" + ((Replay) this).capture() + ":" + ((Replay) this).speed();
    }
    Emulator e = (Emulator) this;
    return "emulator:" + e.game() + ":" + e.profile() + ":" + e.speed();
  }
}
