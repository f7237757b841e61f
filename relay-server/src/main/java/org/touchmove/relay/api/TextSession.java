package org.touchmove.relay.api;

import org.touchmove.relay.hub.WireText;

/** One WebSocket peer's logic, independent of Netty: a viewer or a remote board agent. */
public interface TextSession {
  /** Where a session's text goes: its socket. */
  interface Sink {
    boolean isWritable();

    /** Queues {@code json} for the socket, after everything queued before it. */
    void send(WireText json);

    /**
     * Calls the session's {@link TextSession#writable()} soon, on the socket's thread, if it can
     * write.
     */
    void resumeWhenWritable();

    /** Runs {@code task} on the socket's thread, after what that thread is doing now. */
    void execute(Runnable task);
  }

  /** The socket is open. */
  void open();

  /** One text frame from the peer. */
  void onText(String text);

  /** The socket can take more after it could not. */
  default void writable() {}

  /** The socket closed. */
  void close();
}
