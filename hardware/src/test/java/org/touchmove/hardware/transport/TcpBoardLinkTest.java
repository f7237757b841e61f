package org.touchmove.hardware.transport;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.Arrays;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.touchmove.dgt.RawBytes;

/** The link contract for {@link TcpBoardLink} against a plain local server socket. */
class TcpBoardLinkTest extends BoardLinkContract {
  @Override
  FarEnd farEnd() throws IOException {
    return new ServerEnd();
  }

  @Override
  BoardLink linkToNowhere() {
    // Port 1 on loopback: nothing listens there, the connect is refused at once.
    return new TcpBoardLink(
        "127.0.0.1", 1, Duration.ofSeconds(2), MonotonicClock.fromSystemClock());
  }

  /** A server socket; each {@link #accept} takes the next connection in the background. */
  private static final class ServerEnd implements FarEnd {
    private final ServerSocket server = new ServerSocket();
    private final LinkedBlockingQueue<Socket> accepted = new LinkedBlockingQueue<>();
    private final LinkedBlockingQueue<RawBytes> fromHost = new LinkedBlockingQueue<>();
    private volatile Socket current;

    ServerEnd() throws IOException {
      server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
      Thread t = new Thread(this::acceptAll, "test-link-server");
      t.setDaemon(true);
      t.start();
    }

    @Override
    public BoardLink link() {
      return new TcpBoardLink(
          "127.0.0.1",
          server.getLocalPort(),
          Duration.ofSeconds(2),
          MonotonicClock.fromSystemClock());
    }

    @Override
    public void push(byte[] bytes) throws Exception {
      socket().getOutputStream().write(bytes);
    }

    @Override
    public RawBytes poll(Duration timeout) throws Exception {
      return fromHost.poll(timeout.toNanos(), TimeUnit.NANOSECONDS);
    }

    @Override
    public void vanish() throws IOException, InterruptedException {
      server.close();
      socket().close();
    }

    @Override
    public void close() throws IOException {
      server.close();
      Socket s = current;
      if (s != null) {
        s.close();
      }
    }

    private Socket socket() throws InterruptedException, IOException {
      if (current == null) {
        Socket s = accepted.poll(WAIT.toMillis(), TimeUnit.MILLISECONDS);
        if (s == null) {
          throw new IOException("no connection accepted");
        }
        current = s;
      }
      return current;
    }

    private void acceptAll() {
      while (!server.isClosed()) {
        try {
          Socket s = server.accept();
          current = s;
          accepted.add(s);
          read(s);
        } catch (IOException e) {
          // Closed by the test: the contract's vanish or the end of the test.
          return;
        }
      }
    }

    private void read(Socket s) {
      byte[] buffer = new byte[512];
      try {
        InputStream in = s.getInputStream();
        for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
          fromHost.add(RawBytes.copyOf(Arrays.copyOf(buffer, n)));
        }
      } catch (IOException e) {
        // The test closed this connection; the next one is accepted.
        return;
      }
    }
  }
}
