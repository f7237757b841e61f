package org.touchmove.hardware.transport;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.Objects;
import org.touchmove.dgt.RawBytes;

/**
 * A board behind a serial-to-TCP server such as ser2net in raw mode: the TCP stream carries the
 * serial bytes unchanged both ways. End of stream or a socket error is a lost link.
 */
public final class TcpBoardLink implements BoardLink {
  /** How long {@link #open} waits for the server by default. */
  public static final Duration DEFAULT_CONNECT_TIMEOUT = Duration.ofSeconds(3);

  private static final int READ_BUFFER = 1024;
  private static final Duration JOIN_TIMEOUT = Duration.ofSeconds(2);

  private final String host;
  private final int port;
  private final Duration connectTimeout;
  private final InstantSource clock;

  private Socket socket;
  private OutputStream out;
  private Thread reader;
  private volatile boolean closing;

  /**
   * A link to {@code host:port}, not open yet.
   *
   * @param connectTimeout the longest {@link #open} waits for the server
   * @param clock stamps the arrival of each read
   */
  public TcpBoardLink(String host, int port, Duration connectTimeout, InstantSource clock) {
    this.host = Objects.requireNonNull(host, "host");
    if (port < 1 || port > 65535) {
      throw new IllegalArgumentException("not a TCP port: " + port);
    }
    this.port = port;
    this.connectTimeout = Objects.requireNonNull(connectTimeout, "connectTimeout");
    this.clock = Objects.requireNonNull(clock, "clock");
  }

  @Override
  public String address() {
    return BoardAddress.Tcp.format(host, port);
  }

  @Override
  public void open(LinkListener listener) throws BoardLinkException {
    Objects.requireNonNull(listener, "listener");
    if (socket != null) {
      throw new IllegalStateException("already open: " + address());
    }
    Socket s = new Socket();
    InputStream in;
    try {
      // One command per write, and it should leave at once.
      s.setTcpNoDelay(true);
      s.setKeepAlive(true);
      s.connect(new InetSocketAddress(host, port), Math.toIntExact(connectTimeout.toMillis()));
      in = s.getInputStream();
      out = s.getOutputStream();
    } catch (IOException e) {
      try {
        s.close();
      } catch (IOException suppressed) {
        e.addSuppressed(suppressed);
      }
      throw new BoardLinkException("cannot connect to " + address() + ": " + e.getMessage(), e);
    }
    closing = false;
    socket = s;
    reader = new Thread(() -> read(in, listener), "touchmove-read " + address());
    reader.setDaemon(true);
    reader.start();
  }

  @Override
  public void send(RawBytes bytes) throws BoardLinkException {
    if (socket == null) {
      throw new BoardLinkException("not open: " + address());
    }
    try {
      out.write(bytes.toArray());
      out.flush();
    } catch (IOException e) {
      throw new BoardLinkException("write to " + address() + " failed: " + e.getMessage(), e);
    }
  }

  @Override
  public boolean isOpen() {
    return socket != null;
  }

  @Override
  public void close() {
    if (socket == null) {
      return;
    }
    closing = true;
    try {
      socket.close();
    } catch (IOException e) {
      // Deliberately not reported: Socket.close releases the descriptor whatever it says, the
      // link is finished either way, and the reader ends on the closed socket.
    }
    Links.join(reader, JOIN_TIMEOUT);
    socket = null;
    out = null;
    reader = null;
  }

  private void read(InputStream in, LinkListener listener) {
    byte[] buffer = new byte[READ_BUFFER];
    try {
      while (true) {
        int n = in.read(buffer);
        Instant arrival = clock.instant();
        if (n < 0) {
          if (!closing) {
            listener.onLost(DisconnectReason.END_OF_STREAM, "the server closed the connection");
          }
          return;
        }
        if (n > 0) {
          listener.onBytes(RawBytes.copyOf(buffer, 0, n), arrival);
        }
      }
    } catch (IOException e) {
      // After close() the blocked read fails on purpose: that is how reading stops.
      if (!closing) {
        listener.onLost(DisconnectReason.IO_ERROR, "read failed: " + e.getMessage());
      }
    }
  }
}
