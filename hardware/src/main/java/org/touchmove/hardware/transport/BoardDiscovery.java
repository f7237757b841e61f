package org.touchmove.hardware.transport;

import com.fazecast.jSerialComm.SerialPort;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import org.touchmove.dgt.DgtCommand;
import org.touchmove.dgt.DgtDecoder;
import org.touchmove.dgt.DgtEncoder;
import org.touchmove.dgt.DgtMessage;
import org.touchmove.dgt.RawBytes;

/**
 * Finds DGT boards: lists candidate ports (jSerialComm's list filtered by name, plus directory
 * globs, since pseudo-terminals and some Bluetooth nodes are not listed), then probes each with the
 * version request of spec/dgt-protocol.md §9 and keeps the ports that answer like a DGT board. USB
 * ids are no proof (§1.2): only the reply counts.
 *
 * <p>Every port is closed after its probe, answered or not; the caller opens the boards it wants
 * with a {@link BoardConnection}. Do not probe ports that a connection of this process holds (pass
 * them as {@code skip}): the probe would fail to open them, or disturb them. Probes run in parallel
 * on a small pool, each bounded by settle + attempts × reply timeout + one more reply timeout for
 * the serial number.
 */
public final class BoardDiscovery {
  /** A port that sends more than this without a version reply is not a board. */
  private static final int MAX_PROBE_BYTES = 4096;

  private static final int INBOX_CAPACITY = 256;

  private final DiscoveryConfig config;
  private final Function<String, BoardLink> links;
  private final Supplier<List<SystemPort>> systemPorts;
  private final List<Pattern> namePatterns;

  /** A port jSerialComm lists: its name ({@code ttyACM0}) and path ({@code /dev/ttyACM0}). */
  record SystemPort(String name, String path) {}

  /** Discovery of serial boards with jSerialComm. */
  public BoardDiscovery(DiscoveryConfig config) {
    this(
        config,
        path -> new SerialBoardLink(path, MonotonicClock.fromSystemClock()),
        BoardDiscovery::listSystemPorts);
  }

  /** Discovery over other links and another port list: for tests. */
  BoardDiscovery(
      DiscoveryConfig config,
      Function<String, BoardLink> links,
      Supplier<List<SystemPort>> systemPorts) {
    this.config = Objects.requireNonNull(config, "config");
    this.links = Objects.requireNonNull(links, "links");
    this.systemPorts = Objects.requireNonNull(systemPorts, "systemPorts");
    List<Pattern> patterns = new ArrayList<>();
    for (String p : config.portNamePatterns()) {
      patterns.add(Pattern.compile(p));
    }
    this.namePatterns = List.copyOf(patterns);
  }

  /**
   * The ports worth probing, jSerialComm's first, then the globs' in name order; the same device
   * reached through two names (a symlink) appears once.
   *
   * @throws BoardLinkException if a glob's directory exists but cannot be listed
   */
  public List<String> candidates() throws BoardLinkException {
    Map<String, String> byDevice = new LinkedHashMap<>();
    if (!namePatterns.isEmpty()) {
      for (SystemPort port : systemPorts.get()) {
        if (namePatterns.stream().anyMatch(p -> p.matcher(port.name()).matches())) {
          byDevice.putIfAbsent(deviceKey(port.path()), port.path());
        }
      }
    }
    for (String glob : config.globs()) {
      for (String path : expand(glob)) {
        byDevice.putIfAbsent(deviceKey(path), path);
      }
    }
    return List.copyOf(byDevice.values());
  }

  /** Probes every candidate and returns the boards found, in candidate order. */
  public List<DiscoveredBoard> discover() throws BoardLinkException {
    return discover(Set.of());
  }

  /** Probes every candidate not in {@code skip} and returns the boards found. */
  public List<DiscoveredBoard> discover(Set<String> skip) throws BoardLinkException {
    List<String> paths = new ArrayList<>(candidates());
    paths.removeAll(skip);
    List<DiscoveredBoard> found = new ArrayList<>();
    for (ProbeResult result : probeAll(paths)) {
      if (result instanceof ProbeResult.Found) {
        found.add(((ProbeResult.Found) result).board());
      }
    }
    return found;
  }

  /**
   * Probes {@code paths} in parallel ({@link DiscoveryConfig#parallelism()}); one result per path,
   * in the same order. If interrupted, the unfinished probes are {@code INTERRUPTED} and the
   * interrupt flag stays set.
   */
  public List<ProbeResult> probeAll(Collection<String> paths) {
    List<String> list = List.copyOf(paths);
    if (list.isEmpty()) {
      return List.of();
    }
    ExecutorService pool =
        Executors.newFixedThreadPool(
            Math.min(config.parallelism(), list.size()),
            r -> {
              Thread t = new Thread(r, "touchmove-probe");
              t.setDaemon(true);
              return t;
            });
    try {
      List<Future<ProbeResult>> futures = new ArrayList<>();
      for (String path : list) {
        futures.add(pool.submit(() -> probe(path)));
      }
      List<ProbeResult> results = new ArrayList<>();
      for (int i = 0; i < list.size(); i++) {
        results.add(await(futures.get(i), list.get(i)));
      }
      return results;
    } finally {
      pool.shutdownNow();
    }
  }

  /** Opens {@code path}, asks for the version (and then the serial number), closes it again. */
  public ProbeResult probe(String path) {
    Collector collector = new Collector();
    BoardLink link = links.apply(path);
    try {
      link.open(collector);
    } catch (BoardLinkException e) {
      return new ProbeResult.Rejected(
          path, ProbeResult.Failure.OPEN_FAILED, Links.oneLine(e.getMessage()));
    }
    try {
      return new Probe(path, link, collector).run();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return new ProbeResult.Rejected(path, ProbeResult.Failure.INTERRUPTED, "interrupted");
    } catch (BoardLinkException e) {
      return new ProbeResult.Rejected(
          path, ProbeResult.Failure.LINK_LOST, Links.oneLine(e.getMessage()));
    } finally {
      link.close();
    }
  }

  private ProbeResult await(Future<ProbeResult> future, String path) {
    if (Thread.currentThread().isInterrupted()) {
      return new ProbeResult.Rejected(path, ProbeResult.Failure.INTERRUPTED, "interrupted");
    }
    try {
      return future.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return new ProbeResult.Rejected(path, ProbeResult.Failure.INTERRUPTED, "interrupted");
    } catch (ExecutionException e) {
      // probe() returns every expected failure as a value; anything thrown is a bug.
      throw new IllegalStateException("probe of " + path + " failed", e.getCause());
    }
  }

  private static List<SystemPort> listSystemPorts() {
    List<SystemPort> ports = new ArrayList<>();
    for (SerialPort p : SerialPort.getCommPorts()) {
      ports.add(new SystemPort(p.getSystemPortName(), p.getSystemPortPath()));
    }
    return ports;
  }

  private static List<String> expand(String glob) throws BoardLinkException {
    Path pattern = Path.of(glob);
    Path dir = pattern.getParent() == null ? Path.of(".") : pattern.getParent();
    if (pattern.getFileName() == null || !Files.isDirectory(dir)) {
      return List.of();
    }
    List<String> paths = new ArrayList<>();
    try (DirectoryStream<Path> entries =
        Files.newDirectoryStream(dir, pattern.getFileName().toString())) {
      for (Path entry : entries) {
        paths.add(entry.toString());
      }
    } catch (IOException e) {
      throw new BoardLinkException(
          "cannot list " + dir + " for " + glob + ": " + e.getMessage(), e);
    }
    paths.sort(null);
    return paths;
  }

  /** The device behind a path: symlinks such as /dev/serial/by-id/… resolve to /dev/ttyACM0. */
  private static String deviceKey(String path) {
    try {
      return Path.of(path).toRealPath().toString();
    } catch (IOException | RuntimeException e) {
      // Not a file we can resolve (COM3 on Windows, a vanished node): the name is the key.
      return path;
    }
  }

  /** Queues what the link's reader thread delivers for the probing thread. */
  private static final class Collector implements LinkListener {
    /** Chunks in arrival order; an empty chunk only wakes the prober after a loss. */
    final BlockingQueue<RawBytes> inbox = new ArrayBlockingQueue<>(INBOX_CAPACITY);

    volatile boolean flooded;
    volatile String lost;

    @Override
    public void onBytes(RawBytes chunk, Instant arrival) {
      if (!inbox.offer(chunk)) {
        // The prober is not keeping up: this port floods, and a flood is not a DGT board.
        flooded = true;
      }
    }

    @Override
    public void onLost(DisconnectReason reason, String detail) {
      lost = reason + ": " + detail;
      if (!inbox.offer(RawBytes.empty())) {
        flooded = true;
      }
    }
  }

  /** One probe: blocking, on the calling thread, bounded by the configured times. */
  private final class Probe {
    private final String path;
    private final BoardLink link;
    private final Collector collector;
    private final DgtDecoder decoder = new DgtDecoder();
    private long received;
    private DgtMessage.Version version;
    private String serial;

    Probe(String path, BoardLink link, Collector collector) {
      this.path = path;
      this.link = link;
      this.collector = collector;
    }

    ProbeResult run() throws InterruptedException, BoardLinkException {
      collect(config.settle(), false);
      for (int attempt = 1; attempt <= config.attempts() && version == null; attempt++) {
        send(DgtCommand.RESET);
        collect(config.commandSpacing(), false);
        send(DgtCommand.SEND_VERSION);
        collect(config.replyTimeout(), false);
        Optional<ProbeResult> verdict = earlyVerdict();
        if (verdict.isPresent()) {
          return verdict.get();
        }
      }
      if (version == null) {
        return received == 0
            ? rejected(
                ProbeResult.Failure.NO_ANSWER, "no answer to " + config.attempts() + " probes")
            : rejected(
                ProbeResult.Failure.NOT_DGT, received + " bytes came back, but no version reply");
      }
      send(DgtCommand.RETURN_SERIAL_NUMBER);
      collect(config.replyTimeout(), true);
      return new ProbeResult.Found(new DiscoveredBoard(path, version, Optional.ofNullable(serial)));
    }

    private Optional<ProbeResult> earlyVerdict() {
      if (version != null) {
        return Optional.empty();
      }
      if (collector.lost != null) {
        return Optional.of(rejected(ProbeResult.Failure.LINK_LOST, collector.lost));
      }
      if (isFlood()) {
        return Optional.of(
            rejected(ProbeResult.Failure.NOT_DGT, "sent " + received + " bytes without a version"));
      }
      return Optional.empty();
    }

    private void send(DgtCommand command) throws BoardLinkException {
      link.send(RawBytes.copyOf(DgtEncoder.command(command)));
    }

    /**
     * Reads what arrives for up to {@code window}; returns early once the version is in (or the
     * serial, when {@code untilSerial}), the link is lost, or the port floods.
     */
    private void collect(Duration window, boolean untilSerial) throws InterruptedException {
      long deadline = System.nanoTime() + window.toNanos();
      while (true) {
        if (collector.lost != null || isFlood()) {
          return;
        }
        if (untilSerial ? serial != null : version != null) {
          return;
        }
        long remaining = deadline - System.nanoTime();
        if (remaining <= 0) {
          return;
        }
        RawBytes chunk = collector.inbox.poll(remaining, TimeUnit.NANOSECONDS);
        if (chunk == null) {
          return;
        }
        received += chunk.length();
        for (DgtMessage m : decoder.feed(chunk.toArray())) {
          if (m instanceof DgtMessage.Version) {
            version = (DgtMessage.Version) m;
          } else if (m instanceof DgtMessage.SerialNumber) {
            serial = ((DgtMessage.SerialNumber) m).digits();
          }
        }
      }
    }

    private boolean isFlood() {
      return collector.flooded || received > MAX_PROBE_BYTES;
    }

    private ProbeResult rejected(ProbeResult.Failure failure, String detail) {
      return new ProbeResult.Rejected(path, failure, detail);
    }
  }
}
