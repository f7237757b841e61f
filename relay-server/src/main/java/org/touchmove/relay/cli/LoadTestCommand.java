package org.touchmove.relay.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import org.touchmove.capture.CaptureKey;
import org.touchmove.capture.CaptureWriter;
import org.touchmove.chess.Variant;
import org.touchmove.dgt.DgtCommand;
import org.touchmove.dgt.DgtEncoder;
import org.touchmove.hardware.emulator.BoardIdentity;
import org.touchmove.hardware.emulator.BundledGames;
import org.touchmove.hardware.emulator.EmulatedBoard;
import org.touchmove.hardware.emulator.EmulatedSession;
import org.touchmove.hardware.emulator.HumanProfile;
import org.touchmove.hardware.emulator.ScriptedGame;
import org.touchmove.relay.bench.LoadViewers;
import org.touchmove.relay.config.BoardSource;
import org.touchmove.relay.config.TournamentConfig;
import org.touchmove.relay.hub.BoardFeed;
import org.touchmove.relay.hub.Delta;
import org.touchmove.relay.netty.Limits;
import org.touchmove.relay.netty.Transport;
import org.touchmove.notation.PgnReadResult;
import org.touchmove.notation.PgnReader;
import org.touchmove.relay.server.Relay;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code touchmove loadtest}: the relay under load, measured. Emulated boards play real games into
 * the relay in this process; N WebSocket viewers in a second process watch the round, or each one
 * board (game pages spread over the boards). Reports
 * publication-to-viewer latency (from a sample of viewers), the tracker's decision delay (sensor
 * read to publication), whether every viewer got every move, and heap per connected viewer.
 */
@Command(
    name = "loadtest",
    mixinStandardHelpOptions = true,
    description = {
      "Measure the relay: boards playing into it, viewers in another process (docs/performance.md)."
    })
public final class LoadTestCommand implements Callable<Integer> {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Option(names = "--boards", defaultValue = "100", description = "emulated boards (default ${DEFAULT-VALUE})")
  int boards;

  @Option(names = "--viewers", defaultValue = "10000", description = "WebSocket viewers (default ${DEFAULT-VALUE})")
  int viewers;

  @Option(names = "--seconds", defaultValue = "60", description = "measured time (default ${DEFAULT-VALUE})")
  int seconds;

  @Option(names = "--speed", defaultValue = "30", description = "emulator speed-up (default ${DEFAULT-VALUE})")
  double speed;

  @Option(
      names = "--stagger",
      defaultValue = "30",
      description = "each board starts its game after a random delay of up to this many seconds"
          + " (default ${DEFAULT-VALUE}): the boards that play the same game do not move in step,"
          + " as a real round's boards do not; 0 starts every board at once")
  double staggerSeconds;

  @Option(
      names = "--games",
      description = "a PGN file whose games the boards play, in turn (default: the bundled London"
          + " 2016 games); the more games, the fewer boards play the same one")
  Path gamesFile;

  @Option(names = "--profile", defaultValue = "clean", description = "emulator profile (default ${DEFAULT-VALUE})")
  String profile;

  @Option(names = "--sample", defaultValue = "50", description = "viewers whose every receipt is timed (default ${DEFAULT-VALUE})")
  int sample;

  @Option(
      names = "--watch",
      defaultValue = "round",
      description = "what each viewer watches: round (a multiboard page: every move of every board)"
          + " or board (a game page: viewer i watches board i %% BOARDS + 1) (default ${DEFAULT-VALUE})")
  Watch watch;

  /** What each load-test viewer subscribes to. */
  enum Watch {
    round,
    board
  }

  @Option(
      names = "--viewer-cpus",
      description = "run the viewers' JVM under taskset -c LIST (e.g. 1), so the relay's CPU can be"
          + " told apart from the load generator's")
  String viewerCpus;

  @Option(
      names = "--viewer-jvm",
      split = " ",
      description = "extra JVM options for the viewers' process"
          + " (e.g. -XX:StartFlightRecording=filename=viewers.jfr)")
  List<String> viewerJvm = new ArrayList<>();

  @Override
  public Integer call() throws Exception {
    PrintWriter out = spec.commandLine().getOut();
    Path dir = Files.createTempDirectory("touchmove-load-");
    // The boards are recorded first (emulated in virtual time) and played back by one thread, so
    // the machine's two cores go to the relay and the viewers, not to a hundred emulator threads.
    TreeMap<Integer, BoardSource> sources = new TreeMap<>();
    List<ScriptedGame> games = gamesFile == null ? BundledGames.all() : readGames(gamesFile);
    if (games.isEmpty()) {
      throw new CommandLine.ParameterException(spec.commandLine(), "no playable game in " + gamesFile);
    }
    Random stagger = new Random(boards);
    HumanProfile humans = HumanProfile.named(profile).orElseThrow(
        () -> new CommandLine.ParameterException(spec.commandLine(), "unknown profile " + profile));
    for (int b = 1; b <= boards; b++) {
      Path capture = dir.resolve("board-" + b + ".capture");
      long delay = Math.round(stagger.nextDouble() * staggerSeconds * 1000);
      record(capture, games.get((b - 1) % games.size()), humans, b, speed, Long.MAX_VALUE, delay);
      sources.put(b, new BoardSource.Replay(capture, 1));
    }
    out.println("recorded " + boards + " boards (" + profile + ", speed " + speed + ", "
        + games.size() + " games, starts staggered over " + staggerSeconds + " s)");
    out.flush();
    TournamentConfig config = new TournamentConfig("Load test", "localhost", 1, 1, Optional.empty(),
        Variant.STANDARD, Duration.ZERO, sources, Map.of(), List.of("load-test-arbiter-token"), List.of(),
        new InetSocketAddress("127.0.0.1", 0), Optional.empty(), dir);
    Limits limits = Limits.defaults().withConnectionsPerAddress(viewers + 100);
    Map<Long, long[]> published = new ConcurrentHashMap<>(); // (board<<32|seq) -> {nano, wallMs, atMs}
    try (Relay relay = Relay.start(config, limits)) {
      for (BoardFeed feed : relay.hub().boards()) {
        int board = feed.info().board();
        feed.onAppend(s -> {
          if (s.delta() instanceof Delta.MoveDone) {
            published.put(((long) board << 32) | s.seq(),
                new long[] {System.nanoTime(), System.currentTimeMillis(), s.at()});
          }
        });
      }
      out.println("relay transport: " + relay.transport().label());
      long heapBefore = heapAfterGc();
      Path samples = dir.resolve("samples.txt");
      int port = relay.address().getPort();
      List<String> command = new ArrayList<>();
      if (viewerCpus != null) {
        command.addAll(List.of("taskset", "-c", viewerCpus));
      }
      command.addAll(List.of(javaBin(), "-Xmx6g"));
      String transport = System.getProperty(Transport.PROPERTY);
      if (transport != null) {
        command.add("-D" + Transport.PROPERTY + "=" + transport); // the viewers choose as the relay
      }
      command.addAll(viewerJvm);
      command.addAll(List.of("-cp", System.getProperty("java.class.path"),
          LoadViewers.class.getName(), Integer.toString(relay.address().getPort()),
          Integer.toString(viewers), Integer.toString(sample), samples.toString()));
      if (watch == Watch.board) {
        command.add(Integer.toString(boards));
      }
      Process viewerProcess = new ProcessBuilder(command).redirectErrorStream(true).start();
      BufferedReader fromViewers = new BufferedReader(new InputStreamReader(viewerProcess.getInputStream(), StandardCharsets.UTF_8));
      String connected;
      while ((connected = fromViewers.readLine()) != null && !connected.startsWith("connected")) {
        if (!connected.contains(" INFO ")) {
          out.println(connected);
          out.flush();
        }
      }
      out.println("viewers: " + connected + (watch == Watch.board
          ? ", each watching one board (about " + viewers / Math.max(1, boards) + " a board)"
          : ", each watching the round"));
      long heapWithViewers = heapAfterGc();
      out.printf("heap: %.1f MiB before viewers, %.1f MiB with them: %.1f KiB per viewer%n", heapBefore / 1048576.0,
          heapWithViewers / 1048576.0, (heapWithViewers - heapBefore) / 1024.0 / Math.max(1, viewers));
      out.flush();
      PrintWriter toViewers = new PrintWriter(
          new OutputStreamWriter(viewerProcess.getOutputStream(), StandardCharsets.UTF_8), true);
      published.clear(); // measure from here on
      CpuShare before = CpuShare.now(viewerProcess, frames(toViewers, fromViewers), port);
      Thread.sleep(seconds * 1000L);
      CpuShare after = CpuShare.now(viewerProcess, frames(toViewers, fromViewers), port);
      out.println(after.since(before));
      out.flush();
      relay.stopBoards();
      Thread.sleep(3000); // let the last moves reach everyone
      toViewers.println("report");
      String line;
      while ((line = fromViewers.readLine()) != null) {
        if (line.startsWith("report")) {
          out.println("delivery: " + line.substring("report ".length()));
          break;
        }
      }
      viewerProcess.waitFor();
      report(out, published, samples);
    }
    return 0;
  }

  /** The frames the viewers have received so far (they answer "frames N" to "frames"). */
  private static long frames(PrintWriter toViewers, BufferedReader fromViewers) throws IOException {
    toViewers.println("frames");
    String line;
    while ((line = fromViewers.readLine()) != null) {
      if (line.startsWith("frames ")) {
        return Long.parseLong(line.substring("frames ".length()).trim());
      }
    }
    throw new IOException("the viewers' process ended");
  }

  /**
   * CPU time of both processes and frames received, at one instant: their differences over the
   * measured window give each process's CPU per delivered frame, the figure that says whether the
   * relay or the load generator is the bottleneck on a shared machine.
   */
  private record CpuShare(
      long wallNanos,
      long relayNanos,
      long viewersNanos,
      long frames,
      long writeCalls,
      long machineBusyTicks,
      long socketWrites) {
    static CpuShare now(Process viewers, long frames, int relayPort) {
      long relay =
          ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
              .getProcessCpuTime();
      long gen = viewers.info().totalCpuDuration().map(Duration::toNanos).orElse(-1L);
      return new CpuShare(
          System.nanoTime(),
          relay,
          gen,
          frames,
          writeCallsNow(),
          machineBusyTicksNow(),
          socketWritesNow(relayPort));
    }

    /**
     * The relay's socket writes so far (its {@code touchmove_socket_writes_total}, one flush of a
     * batch to one socket: about one system call, whatever the transport calls it), -1 if unread.
     */
    private static long socketWritesNow(int port) {
      try {
        java.net.http.HttpResponse<java.util.stream.Stream<String>> r =
            java.net.http.HttpClient.newHttpClient()
                .send(
                    java.net.http.HttpRequest.newBuilder(
                            java.net.URI.create("http://127.0.0.1:" + port + "/metrics"))
                        .build(),
                    java.net.http.HttpResponse.BodyHandlers.ofLines());
        return r.body()
            .filter(l -> l.startsWith("touchmove_socket_writes_total "))
            .mapToLong(l -> (long) Double.parseDouble(l.substring(l.indexOf(' ') + 1).trim()))
            .findFirst()
            .orElse(-1L);
      } catch (IOException | RuntimeException e) {
        return -1;
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return -1;
      }
    }

    /**
     * The machine's busy CPU time so far, all processes, in clock ticks (Linux's /proc/stat: the
     * first line less idle and iowait), -1 elsewhere: what the relay and the viewers did not use
     * of it is other work sharing the cores, which the latencies depend on.
     */
    private static long machineBusyTicksNow() {
      try {
        String[] f = Files.readAllLines(Path.of("/proc/stat")).get(0).trim().split("\\s+");
        long busy = 0;
        for (int i = 1; i < Math.min(f.length, 9); i++) {
          if (i != 4 && i != 5) { // idle, iowait
            busy += Long.parseLong(f[i]);
          }
        }
        return busy;
      } catch (IOException | RuntimeException e) {
        return -1; // not Linux: no figure
      }
    }

    /**
     * The relay's write system calls so far (Linux's /proc/self/io), -1 elsewhere: on loopback the
     * kernel's work per call is most of a frame's cost, so frames per call is the batching figure.
     */
    private static long writeCallsNow() {
      try {
        for (String line : Files.readAllLines(Path.of("/proc/self/io"))) {
          if (line.startsWith("syscw:")) {
            return Long.parseLong(line.substring(6).trim());
          }
        }
      } catch (IOException | RuntimeException e) {
        // not Linux: no figure
      }
      return -1;
    }

    String since(CpuShare b) {
      double wall = (wallNanos - b.wallNanos) / 1e9;
      long n = Math.max(1, frames - b.frames);
      double relay = (relayNanos - b.relayNanos) / 1e9;
      double gen = (viewersNanos - b.viewersNanos) / 1e9;
      String text = String.format(
          "cpu over %.0f s: relay %.2f cores, viewers %.2f cores; %,d frames received (%,.0f/s):"
              + " relay %.2f us, viewers %.2f us per frame",
          wall, relay / wall, gen / wall, n, n / wall, relay * 1e6 / n, gen * 1e6 / n);
      if (machineBusyTicks >= 0 && b.machineBusyTicks >= 0) {
        // USER_HZ is 100 on every Linux that Java runs on.
        double busy = (machineBusyTicks - b.machineBusyTicks) / 100.0;
        text += String.format(
            "; machine busy %.2f cores, others %.2f cores",
            busy / wall, Math.max(0, busy - relay - gen) / wall);
      }
      if (socketWrites >= 0 && b.socketWrites >= 0) {
        long writes = Math.max(1, socketWrites - b.socketWrites);
        text += String.format("; relay socket writes %,d (%.2f frames per write)", writes,
            (double) n / writes);
      }
      if (writeCalls >= 0 && b.writeCalls >= 0) {
        long calls = Math.max(1, writeCalls - b.writeCalls);
        text += String.format("; relay write-family system calls %,d (%.2f frames per call)", calls,
            (double) n / calls);
      }
      return text;
    }
  }

  /**
   * One board's game, emulated in virtual time with the usual host handshake, written to {@code
   * file} as a capture: the whole game, or its first {@code untilMillis} of emulator time. The
   * load test and the 100-board browser test play such recordings into the relay.
   */
  public static void record(
      Path file, ScriptedGame game, HumanProfile humans, int board, double speed, long untilMillis)
      throws IOException {
    record(file, game, humans, board, speed, untilMillis, 0);
  }

  /**
   * As above, with everything after the board's first reply (the start position, at time 0)
   * delayed by {@code delayMillis}: the board is set up, and its players start later.
   */
  public static void record(Path file, ScriptedGame game, HumanProfile humans, int board, double speed,
      long untilMillis, long delayMillis) throws IOException {
    EmulatedSession session = new EmulatedSession(List.of(game), humans, board, speed,
        BoardIdentity.number(board), false);
    try (CaptureWriter writer = new CaptureWriter(Files.newBufferedWriter(file, StandardCharsets.UTF_8))) {
      writer.metadata(CaptureKey.RECORDED_AT, java.time.Instant.now().toString());
      byte[] handshake = DgtEncoder.concat(List.of(DgtEncoder.command(DgtCommand.RESET),
          DgtEncoder.command(DgtCommand.SEND_BOARD), DgtEncoder.command(DgtCommand.SEND_UPDATE_NICE)));
      IOException[] failure = new IOException[1];
      EmulatedBoard.Output sink = (millis, bytes) -> {
        try {
          writer.board(millis == 0 ? 0 : millis + delayMillis, bytes, 0, bytes.length);
        } catch (IOException e) {
          failure[0] = e;
        }
      };
      session.receive(handshake, 0, handshake.length, 0, sink);
      for (long t = 5; t < untilMillis && !session.isFinished(t) && failure[0] == null; t += 5) {
        session.advanceTo(t, sink);
      }
      if (failure[0] != null) {
        throw failure[0];
      }
    }
  }

  /** The games of a PGN file that the emulator can play (a parse error skips that game). */
  private static List<ScriptedGame> readGames(Path pgn) throws IOException {
    List<ScriptedGame> games = new ArrayList<>();
    for (PgnReadResult result
        : PgnReader.mainLineOnly().read(Files.readAllBytes(pgn))) {
      if (result instanceof PgnReadResult.Read) {
        games.add(ScriptedGame.of(((PgnReadResult.Read) result).game()));
      }
    }
    return games;
  }

  private static void report(PrintWriter out, Map<Long, long[]> published, Path samples) throws IOException {
    List<Long> fanout = new ArrayList<>();
    for (String line : Files.readAllLines(samples)) {
      String[] f = line.split(" ");
      long[] p = published.get((Long.parseLong(f[0]) << 32) | Long.parseLong(f[1]));
      if (p != null) {
        fanout.add(Long.parseLong(f[2]) - p[0]);
      }
    }
    List<Long> decision = new ArrayList<>();
    published.values().forEach(p -> decision.add((p[1] - p[2]) * 1_000_000L));
    out.println("moves published: " + published.size());
    out.println("publication to viewer (" + fanout.size() + " receipts by sampled viewers): " + percentiles(fanout));
    out.println("sensor read to publication (" + decision.size() + " moves): " + percentiles(decision));
    out.flush();
  }

  private static String percentiles(List<Long> nanos) {
    if (nanos.isEmpty()) {
      return "no data";
    }
    long[] a = nanos.stream().mapToLong(Long::longValue).sorted().toArray();
    return String.format("p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.2f ms", a[a.length / 2] / 1e6,
        a[(int) (a.length * 0.9)] / 1e6, a[Math.min(a.length - 1, (int) (a.length * 0.99))] / 1e6,
        a[a.length - 1] / 1e6);
  }

  private static long heapAfterGc() throws InterruptedException {
    for (int i = 0; i < 3; i++) {
      System.gc();
      Thread.sleep(200);
    }
    return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
  }

  private static String javaBin() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }
}
