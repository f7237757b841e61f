package org.touchmove.hardware.transport;

import java.time.InstantSource;
import java.util.Objects;
import java.util.Optional;

/**
 * Where a board is: a serial port path or a TCP serial server. Text forms: a path such as {@code
 * /dev/ttyACM0} or {@code COM3}, or {@code tcp://host:port} ({@code tcp://[::1]:4001} for IPv6).
 */
public sealed interface BoardAddress {

  /** A new, unopened link to this address. */
  BoardLink link(InstantSource clock);

  /** The text form, which {@link #parse} reads back. */
  String format();

  /**
   * Reads the text form; empty for blank text, a malformed {@code tcp://} address, or a bad port.
   */
  static Optional<BoardAddress> parse(String text) {
    String t = text.strip();
    if (t.isEmpty()) {
      return Optional.empty();
    }
    if (t.startsWith(Tcp.SCHEME)) {
      return Tcp.parse(t.substring(Tcp.SCHEME.length())).map(tcp -> tcp);
    }
    return Optional.of(new Serial(t));
  }

  /**
   * A serial port by path.
   *
   * @param path e.g. {@code /dev/ttyACM0}
   */
  record Serial(String path) implements BoardAddress {
    /** Rejects blank paths. */
    public Serial {
      if (path.isBlank()) {
        throw new IllegalArgumentException("blank port path");
      }
    }

    @Override
    public BoardLink link(InstantSource clock) {
      return new SerialBoardLink(path, clock);
    }

    @Override
    public String format() {
      return path;
    }
  }

  /**
   * A raw TCP serial server.
   *
   * @param host name or address
   * @param port 1..65535
   */
  record Tcp(String host, int port) implements BoardAddress {
    static final String SCHEME = "tcp://";

    /** Checks the values. */
    public Tcp {
      Objects.requireNonNull(host, "host");
      if (host.isBlank() || port < 1 || port > 65535) {
        throw new IllegalArgumentException("bad TCP address " + host + " port " + port);
      }
    }

    /** Reads {@code host:port} or {@code [v6]:port}; empty when malformed. */
    public static Optional<Tcp> parse(String text) {
      String t = text.strip();
      int colon = t.lastIndexOf(':');
      if (colon <= 0 || colon == t.length() - 1) {
        return Optional.empty();
      }
      String host = t.substring(0, colon);
      if (host.startsWith("[") && host.endsWith("]")) {
        host = host.substring(1, host.length() - 1);
      } else if (host.indexOf(':') >= 0) {
        return Optional.empty();
      }
      String digits = t.substring(colon + 1);
      if (host.isBlank() || digits.length() > 5 || !digits.chars().allMatch(Character::isDigit)) {
        return Optional.empty();
      }
      int port = Integer.parseInt(digits);
      return port < 1 || port > 65535 ? Optional.empty() : Optional.of(new Tcp(host, port));
    }

    static String format(String host, int port) {
      return SCHEME + (host.indexOf(':') >= 0 ? "[" + host + "]" : host) + ":" + port;
    }

    @Override
    public BoardLink link(InstantSource clock) {
      return new TcpBoardLink(host, port, TcpBoardLink.DEFAULT_CONNECT_TIMEOUT, clock);
    }

    @Override
    public String format() {
      return format(host, port);
    }
  }
}
