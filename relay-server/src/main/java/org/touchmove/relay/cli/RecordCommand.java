package org.touchmove.relay.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.touchmove.capture.CaptureKey;
import org.touchmove.capture.CaptureWriter;
import org.touchmove.dgt.DgtMessage;
import org.touchmove.dgt.RawBytes;
import org.touchmove.hardware.transport.BoardAddress;
import org.touchmove.hardware.transport.BoardConnection;
import org.touchmove.hardware.transport.BoardListener;
import org.touchmove.hardware.transport.LinkState;
import org.touchmove.hardware.transport.MonotonicClock;
import org.touchmove.hardware.transport.SessionConfig;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code touchmove record}: keeps a board connected (handshake, keep-alive, reconnect; see
 * docs/transports.md) and writes everything that crosses the link to a capture file, flushing every
 * line so that a crash loses nothing already received.
 */
@Command(
    name = "record",
    mixinStandardHelpOptions = true,
    description = {
      "Record a DGT board to a capture file (docs/capture-format.md).",
      "Every read from the board is a line with its arrival time, every command",
      "sent to it a '> ' line, link events are comments; each line is flushed at",
      "once. Reconnects by itself; stops on Ctrl-C or after --duration. Exit 1 if",
      "the board never answered or the file could not be written."
    })
final class RecordCommand implements Callable<Integer> {
  /** How long the shutdown hook lets the recorder finish the file. */
  private static final Duration FINISH_TIMEOUT = Duration.ofSeconds(10);

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @ArgGroup(exclusive = true, multiplicity = "1")
  Source source;

  static final class Source {
    @Option(
        names = "--port",
        paramLabel = "PATH",
        description = "serial port of the board, e.g. /dev/ttyACM0, /dev/rfcomm0, COM3")
    String port;

    @Option(
        names = "--tcp",
        paramLabel = "HOST:PORT",
        description = "raw TCP serial server with the board behind it (ser2net in raw mode)")
    String tcp;
  }

  @Option(names = "--out", required = true, paramLabel = "FILE", description = "capture to write")
  Path out;

  @Option(
      names = "--duration",
      paramLabel = "SECONDS",
      description = "stop after this many seconds (default: until Ctrl-C)")
  Double duration;

  @Option(names = "--note", paramLabel = "TEXT", description = "free text for the capture header")
  String note;

  @Override
  public Integer call() {
    PrintWriter err = spec.commandLine().getErr();
    BoardAddress address = address();
    Optional<Duration> limit = limit();
    InstantSource clock = MonotonicClock.fromSystemClock();
    Instant start = clock.instant();

    CountDownLatch stop = new CountDownLatch(1);
    Recorder recorder;
    try {
      Writer writer = Files.newBufferedWriter(out, StandardCharsets.UTF_8);
      recorder = new Recorder(new CaptureWriter(writer), start, err, stop);
      recorder.header(address, start, note);
    } catch (IOException e) {
      err.println("record: cannot write " + out + ": " + e.getMessage());
      err.flush();
      return 1;
    }

    CountDownLatch finished = new CountDownLatch(1);
    Thread hook = new Thread(() -> onShutdown(stop, finished), "touchmove-record-stop");
    Runtime.getRuntime().addShutdownHook(hook);
    BoardConnection connection =
        BoardConnection.start(
            address.link(clock), SessionConfig.defaults(), recorder, clock, new SplittableRandom());
    try {
      awaitStop(stop, limit);
    } finally {
      connection.close();
      recorder.finish(clock.instant());
      finished.countDown();
      removeHook(hook);
    }

    PrintWriter stdout = spec.commandLine().getOut();
    stdout.println(recorder.summary(out));
    stdout.flush();
    if (recorder.failure().isPresent()) {
      err.println("record: writing " + out + " failed: " + recorder.failure().get().getMessage());
      err.flush();
      return 1;
    }
    if (!recorder.everConnected()) {
      err.println("record: no board answered at " + address.format());
      err.flush();
      return 1;
    }
    return 0;
  }

  private BoardAddress address() {
    if (source.port != null) {
      if (source.port.isBlank()) {
        throw new CommandLine.ParameterException(spec.commandLine(), "--port needs a path");
      }
      return new BoardAddress.Serial(source.port);
    }
    return BoardAddress.Tcp.parse(source.tcp)
        .orElseThrow(
            () ->
                new CommandLine.ParameterException(
                    spec.commandLine(), "--tcp needs HOST:PORT, got '" + source.tcp + "'"));
  }

  private Optional<Duration> limit() {
    if (duration == null) {
      return Optional.empty();
    }
    if (!(duration > 0) || duration > Long.MAX_VALUE / 1e9) {
      throw new CommandLine.ParameterException(
          spec.commandLine(), "--duration must be a positive number of seconds");
    }
    return Optional.of(Duration.ofNanos(Math.round(duration * 1e9)));
  }

  private static void awaitStop(CountDownLatch stop, Optional<Duration> limit) {
    try {
      if (limit.isPresent()) {
        stop.await(limit.get().toNanos(), TimeUnit.NANOSECONDS);
      } else {
        stop.await();
      }
    } catch (InterruptedException e) {
      // Being interrupted is a request to stop: finish the file, keep the flag for the caller.
      Thread.currentThread().interrupt();
    }
  }

  /** Ctrl-C: ask the main thread to stop, and keep the JVM alive until the file is finished. */
  private static void onShutdown(CountDownLatch stop, CountDownLatch finished) {
    stop.countDown();
    try {
      finished.await(FINISH_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private static void removeHook(Thread hook) {
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException e) {
      // The JVM is shutting down (Ctrl-C): the hook is running and has just been released.
      return;
    }
  }

  /**
   * Writes what the connection reports as capture lines, flushing each. Called on the connection's
   * thread, and by the main thread before the start and after the close; the lock keeps the lines
   * whole even if a close ever timed out.
   */
  static final class Recorder implements BoardListener {
    private final CaptureWriter capture;
    private final Instant start;
    private final PrintWriter err;
    private final CountDownLatch stop;
    private IOException failure;
    private boolean serialWritten;
    private boolean everConnected;
    private long boardBytes;
    private long boardReads;
    private long hostWrites;

    Recorder(CaptureWriter capture, Instant start, PrintWriter err, CountDownLatch stop) {
      this.capture = capture;
      this.start = start;
      this.err = err;
      this.stop = stop;
    }

    synchronized void header(BoardAddress address, Instant at, String note) throws IOException {
      capture.metadata(CaptureKey.PORT, address.format());
      capture.metadata(CaptureKey.RECORDED_AT, at.toString());
      if (note != null && !note.isBlank()) {
        capture.metadata(CaptureKey.NOTE, oneLine(note));
      }
      capture.flush();
    }

    @Override
    public synchronized void onReceived(RawBytes chunk, Instant arrival) {
      boardBytes += chunk.length();
      boardReads++;
      write(() -> capture.board(millis(arrival), chunk));
    }

    @Override
    public synchronized void onSent(RawBytes bytes, Instant sent) {
      hostWrites++;
      write(() -> capture.host(millis(sent), bytes));
    }

    @Override
    public void onMessage(DgtMessage message, Instant arrival) {
      // The capture keeps raw bytes only; replay decodes them again.
    }

    @Override
    public synchronized void onStateChanged(LinkState state, Instant at) {
      String text = describe(state);
      err.println("record: " + text);
      err.flush();
      write(() -> capture.comment("link " + text + " at " + millis(at) + " ms"));
      if (state instanceof LinkState.Connected) {
        everConnected = true;
        Optional<String> serial = ((LinkState.Connected) state).identity().serialNumber();
        if (serial.isPresent() && !serialWritten) {
          serialWritten = true;
          write(() -> capture.metadata(CaptureKey.SERIAL, serial.get()));
        }
      }
    }

    synchronized void finish(Instant at) {
      write(
          () ->
              capture.comment(
                  "recording stopped at "
                      + millis(at)
                      + " ms after "
                      + boardBytes
                      + " bytes in "
                      + boardReads
                      + " reads and "
                      + hostWrites
                      + " host writes"));
      try {
        capture.close();
      } catch (IOException e) {
        fail(e);
      }
    }

    synchronized Optional<IOException> failure() {
      return Optional.ofNullable(failure);
    }

    synchronized boolean everConnected() {
      return everConnected;
    }

    synchronized String summary(Path file) {
      return "recorded "
          + boardBytes
          + " bytes in "
          + boardReads
          + " reads and "
          + hostWrites
          + " host writes to "
          + file;
    }

    private long millis(Instant at) {
      return Math.max(0, Duration.between(start, at).toMillis());
    }

    /** Writes and flushes one line; after a failure, writes nothing more and asks to stop. */
    private void write(LineWrite line) {
      if (failure != null) {
        return;
      }
      try {
        line.run();
        capture.flush();
      } catch (IOException e) {
        fail(e);
      }
    }

    private void fail(IOException e) {
      if (failure == null) {
        failure = e;
      }
      stop.countDown();
    }

    private static String describe(LinkState state) {
      if (state instanceof LinkState.Connecting) {
        return "connecting (attempt " + ((LinkState.Connecting) state).attempt() + ")";
      } else if (state instanceof LinkState.Connected) {
        var id = ((LinkState.Connected) state).identity();
        return "connected to a DGT board, version "
            + id.versionText()
            + id.serialNumber().map(s -> ", serial " + s).orElse("");
      } else if (state instanceof LinkState.Disconnected) {
        LinkState.Disconnected d = (LinkState.Disconnected) state;
        return "disconnected (" + d.reason() + ", " + oneLine(d.detail()) + ")";
      } else if (state instanceof LinkState.Reconnecting) {
        LinkState.Reconnecting r = (LinkState.Reconnecting) state;
        return "reconnecting in " + r.delay().toMillis() + " ms (attempt " + r.attempt() + ")";
      } else if (state instanceof LinkState.Stopped) {
        return "stopped";
      }
      return "idle";
    }

    private static String oneLine(String text) {
      return text.replaceAll("[\\r\\n]+", " ").strip();
    }
  }

  /** One capture write. */
  @FunctionalInterface
  private interface LineWrite {
    void run() throws IOException;
  }
}
