package org.touchmove.relay.config;

/**
 * A tournament file the relay cannot run with. The message names the key and the line, e.g.
 * {@code tournament.yaml line 12, boards.3: "tcp://host" is not a board source ...}.
 */
public final class ConfigException extends Exception {
  private static final long serialVersionUID = 1L;

  public ConfigException(String message) {
    super(message);
  }
}
