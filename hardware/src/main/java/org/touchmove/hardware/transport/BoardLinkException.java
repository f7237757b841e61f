package org.touchmove.hardware.transport;

/** An I/O failure on a board link: the port cannot be opened, a write failed, the link is gone. */
public final class BoardLinkException extends Exception {
  /** A failure described by {@code message}. */
  public BoardLinkException(String message) {
    super(message);
  }

  /** A failure described by {@code message}, caused by {@code cause}. */
  public BoardLinkException(String message, Throwable cause) {
    super(message, cause);
  }
}
