package org.touchmove.hardware.transport;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A serial server stand-in for tests: listens on loopback and plays a {@link ScriptedBoard} to each
 * connection, one at a time, like ser2net with a board behind it. The board outlives connections,
 * as a real one does. The test can push bytes (moves, garbage), drop the connection, stop listening
 * and listen again on the same port.
 */
final class TcpBoardServer implements AutoCloseable {
  final ScriptedBoard board;
  private final AtomicInteger connections = new AtomicInteger();
  private final ByteArrayOutputStream toHost = new ByteArrayOutputStream();
  private final ByteArrayOutputStream fromHost = new ByteArrayOutputStream();
  private int port;
  private volatile ServerSocket server;
  private volatile Socket current;
  private volatile boolean closing;

  private TcpBoardServer(ScriptedBoard board) {
    this.board = board;
  }

  static TcpBoardServer start(ScriptedBoard board) throws IOException {
    TcpBoardServer s = new TcpBoardServer(board);
    s.listen(0);
    return s;
  }

  int port() {
    return port;
  }

  /** Connections accepted so far. */
  int connections() {
    return connections.get();
  }

  /** Writes {@code bytes} to the connected host, as the board would send them. */
  synchronized void push(byte[] bytes) throws IOException {
    Socket s = current;
    if (s == null) {
      throw new IOException("no host connected");
    }
    s.getOutputStream().write(bytes);
    toHost.writeBytes(bytes);
  }

  /** Closes the current connection; the server keeps listening. */
  void dropConnection() throws IOException {
    Socket s = current;
    if (s != null) {
      s.close();
    }
  }

  /**
   * Closes the connection and the listening socket: connects are refused until {@link #relisten}.
   */
  void stopListening() throws IOException {
    closing = true;
    server.close();
    dropConnection();
  }

  /** Listens again on the same port. */
  void relisten() throws IOException {
    listen(port);
  }

  synchronized byte[] bytesToHost() {
    return toHost.toByteArray();
  }

  synchronized byte[] bytesFromHost() {
    return fromHost.toByteArray();
  }

  @Override
  public void close() throws IOException {
    stopListening();
  }

  private void listen(int wanted) throws IOException {
    ServerSocket s = new ServerSocket();
    s.setReuseAddress(true);
    s.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), wanted));
    port = s.getLocalPort();
    closing = false;
    server = s;
    Thread acceptor = new Thread(() -> accept(s), "test-board-server " + port);
    acceptor.setDaemon(true);
    acceptor.start();
  }

  private void accept(ServerSocket s) {
    while (!s.isClosed()) {
      Socket client;
      try {
        client = s.accept();
      } catch (SocketException closed) {
        return;
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      connections.incrementAndGet();
      current = client;
      serve(client);
    }
  }

  /** Serves one connection until it ends; the next connection waits in the backlog meanwhile. */
  private void serve(Socket client) {
    try (client) {
      InputStream in = client.getInputStream();
      OutputStream out = client.getOutputStream();
      byte[] buffer = new byte[256];
      for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
        byte[] host = Arrays.copyOf(buffer, n);
        byte[] answer = board.accept(host);
        synchronized (this) {
          fromHost.writeBytes(host);
          out.write(answer);
          toHost.writeBytes(answer);
        }
      }
    } catch (IOException e) {
      if (!closing && !client.isClosed()) {
        throw new UncheckedIOException(e);
      }
      // Otherwise the test dropped the connection on purpose.
    }
  }
}
