package org.touchmove.hardware.transport;

import org.touchmove.dgt.RawBytes;

/**
 * A byte pipe to one DGT board: a serial port ({@link SerialBoardLink}) or a TCP connection to a
 * serial server ({@link TcpBoardLink}). It knows nothing of the DGT protocol; {@link BoardSession}
 * does. A link can be opened again after it was closed or lost, which is how reconnecting works.
 *
 * <p>Threading: {@link #open}, {@link #send} and {@link #close} are called by one owner thread and
 * each returns within a bounded time (connect, write and close time-outs of the implementation);
 * reading happens on a thread of the link's own, which calls the {@link LinkListener}.
 */
public interface BoardLink extends AutoCloseable {
  /** Where the board is, for logs and capture metadata: a port path or {@code tcp://host:port}. */
  String address();

  /**
   * Opens the link and starts reading; bytes and a loss go to {@code listener} from now on.
   *
   * @throws BoardLinkException if the port cannot be opened or the server cannot be reached
   * @throws IllegalStateException if the link is open already
   */
  void open(LinkListener listener) throws BoardLinkException;

  /**
   * Writes {@code bytes} in one go.
   *
   * @throws BoardLinkException if the link is not open or the write failed
   */
  void send(RawBytes bytes) throws BoardLinkException;

  /** True between a successful {@link #open} and {@link #close}, even if the peer is gone. */
  boolean isOpen();

  /**
   * Stops reading and releases the port or socket; the listener hears nothing more. Does nothing
   * when the link is not open. Never throws.
   */
  @Override
  void close();
}
