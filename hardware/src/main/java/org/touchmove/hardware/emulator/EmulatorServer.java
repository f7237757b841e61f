package org.touchmove.hardware.emulator;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.StandardSocketOptions;
import java.nio.ByteBuffer;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Serves an {@link EmulatedSession} over TCP in real time, the way a serial server (ser2net) serves
 * a real board: one host at a time, raw bytes both ways. The emulated play goes on whether or not
 * a host is connected, as it does at a real board. During a staged outage (N11) the host is cut
 * off and new connections are closed at once; {@code socat} bridging to a pty sees the port vanish.
 */
public final class EmulatorServer implements AutoCloseable {
  private static final Logger log = LoggerFactory.getLogger(EmulatorServer.class);
  /** How often the emulator wakes up: well under a DGT scan's per-field time. */
  private static final long TICK_MILLIS = 5;

  /** Receives what was sent each way, with emulator times (for --capture). */
  public interface Tap {
    void boardSent(long wallMillis, byte[] bytes);

    void hostSent(long wallMillis, byte[] bytes, int offset, int length);
  }

  private final EmulatedSession session;
  private final ServerSocketChannel server;
  private final LongSupplier nanoTime;
  private final Tap tap;
  private final AtomicBoolean running = new AtomicBoolean(true);
  private final Thread thread;
  /** When emulator time began; {@link #NOT_STARTED} until the first host connects, if waited for. */
  private volatile long startNanos;
  private static final long NOT_STARTED = Long.MIN_VALUE;
  private SocketChannel client;

  private EmulatorServer(
      EmulatedSession session,
      ServerSocketChannel server,
      LongSupplier nanoTime,
      Tap tap,
      boolean waitForHost) {
    this.session = session;
    this.server = server;
    this.nanoTime = nanoTime;
    this.tap = tap;
    this.startNanos = waitForHost ? NOT_STARTED : nanoTime.getAsLong();
    this.thread = new Thread(this::run, "emulator-" + server.socket().getLocalPort());
    this.thread.setDaemon(true);
  }

  /** Listens on {@code address} (port 0 = any free port) and starts playing at once. */
  public static EmulatorServer start(EmulatedSession session, InetSocketAddress address, Tap tap)
      throws IOException {
    return start(session, address, tap, false);
  }

  /**
   * As above; with {@code waitForHost} the game starts when the first host connects (a board set
   * up before the broadcast begins), so a host that connects late still sees the start position.
   */
  public static EmulatorServer start(
      EmulatedSession session, InetSocketAddress address, Tap tap, boolean waitForHost)
      throws IOException {
    ServerSocketChannel server = ServerSocketChannel.open();
    server.setOption(StandardSocketOptions.SO_REUSEADDR, true);
    server.bind(address);
    server.configureBlocking(false);
    EmulatorServer emulator = new EmulatorServer(session, server, System::nanoTime, tap, waitForHost);
    emulator.thread.start();
    return emulator;
  }

  /** The address it listens on (with the real port when 0 was asked for). */
  public InetSocketAddress address() {
    return (InetSocketAddress) server.socket().getLocalSocketAddress();
  }

  public EmulatedSession session() {
    return session;
  }

  /** Emulator time now. */
  public long wallMillis() {
    long start = startNanos;
    return start == NOT_STARTED ? 0 : (nanoTime.getAsLong() - start) / 1_000_000;
  }

  /** False once the board stopped playing (closed, or failed: its error was logged). */
  public boolean isPlaying() {
    return thread.isAlive();
  }

  public boolean isConnected() {
    SocketChannel c = client;
    return c != null && c.isConnected();
  }

  private void run() {
    ByteBuffer in = ByteBuffer.allocate(4096);
    try {
      while (running.get()) {
        if (startNanos == NOT_STARTED) {
          acceptOrRefuse(false);
          if (client == null) {
            sleepTick();
            continue;
          }
          startNanos = nanoTime.getAsLong(); // the host is here: the game begins
        }
        long now = wallMillis();
        Optional<GameScript.Outage> outage = session.outageAt(now);
        acceptOrRefuse(outage.isPresent());
        if (outage.isPresent() && client != null) {
          log.info("staged link outage for {} ms", outage.get().durationMillis());
          closeClient();
        }
        if (client != null) {
          readFromHost(in, now);
        }
        session.advanceTo(now, this::send);
        sleepTick();
      }
    } catch (IOException | RuntimeException e) {
      log.error("the emulated board stopped: {}", e.toString(), e);
      throw e instanceof IOException ? new UncheckedIOException((IOException) e) : (RuntimeException) e;
    } finally {
      closeClient();
    }
  }

  private void acceptOrRefuse(boolean outage) throws IOException {
    SocketChannel incoming = server.accept();
    if (incoming == null) {
      return;
    }
    if (outage || client != null) {
      incoming.close(); // one host at a time, and none while the link is "down"
      return;
    }
    try {
      incoming.configureBlocking(false);
      incoming.setOption(StandardSocketOptions.TCP_NODELAY, true);
      log.info("host connected from {}", incoming.getRemoteAddress());
    } catch (IOException e) {
      // A host gone again before it was set up (a relay killed mid-connect) is one connection
      // lost, not the board: the board plays on and waits for the next.
      log.info("host connection lost while accepting: {}", e.getMessage());
      incoming.close();
      return;
    }
    client = incoming;
  }

  private void readFromHost(ByteBuffer in, long now) {
    try {
      in.clear();
      int n = client.read(in);
      if (n < 0) {
        log.info("host disconnected");
        closeClient();
      } else if (n > 0) {
        tap.hostSent(now, in.array(), 0, n);
        session.receive(in.array(), 0, n, now, this::send);
      }
    } catch (IOException e) {
      log.info("host connection lost: {}", e.getMessage());
      closeClient();
    }
  }

  private void send(long wallMillis, byte[] bytes) {
    SocketChannel c = client;
    if (c == null) {
      return; // nobody listening: the bytes are lost, as on a real board's cable
    }
    tap.boardSent(wallMillis, bytes);
    try {
      ByteBuffer buffer = ByteBuffer.wrap(bytes);
      while (buffer.hasRemaining()) {
        if (c.write(buffer) == 0) {
          Thread.onSpinWait(); // a 9,600-baud board never fills a socket buffer; rare
        }
      }
    } catch (IOException e) {
      log.info("host connection lost while sending: {}", e.getMessage());
      closeClient();
    }
  }

  private void closeClient() {
    SocketChannel c = client;
    client = null;
    if (c != null) {
      session.lineCut(); // a log dump under way, and what queued behind it, never arrives
      try {
        c.close();
      } catch (IOException e) {
        log.debug("closing the host connection", e);
      }
    }
  }

  private void sleepTick() {
    try {
      Thread.sleep(TICK_MILLIS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      running.set(false);
    }
  }

  /** Stops playing and closes the port. */
  @Override
  public void close() throws IOException {
    running.set(false);
    thread.interrupt();
    try {
      thread.join(2000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    server.close();
  }
}
