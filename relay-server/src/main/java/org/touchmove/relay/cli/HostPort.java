package org.touchmove.relay.cli;

import java.net.InetSocketAddress;
import picocli.CommandLine;

/** Reads {@code HOST:PORT} arguments. */
final class HostPort {
  private HostPort() {}

  static InetSocketAddress parse(CommandLine commandLine, String text) {
    int colon = text.lastIndexOf(':');
    if (colon <= 0 || colon == text.length() - 1) {
      throw new CommandLine.ParameterException(commandLine, "expected HOST:PORT, was '" + text + "'");
    }
    String host = text.substring(0, colon);
    int port;
    try {
      port = Integer.parseInt(text.substring(colon + 1));
    } catch (NumberFormatException e) {
      throw new CommandLine.ParameterException(commandLine, "bad port in '" + text + "'");
    }
    if (port < 0 || port > 65535) {
      throw new CommandLine.ParameterException(commandLine, "port out of range in '" + text + "'");
    }
    return new InetSocketAddress(host, port);
  }
}
