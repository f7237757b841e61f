package org.touchmove.relay.journal;

import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.Writer;
import java.nio.file.DirectoryStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import org.touchmove.capture.Capture;
import org.touchmove.capture.CaptureEntry;
import org.touchmove.capture.CaptureKey;
import org.touchmove.capture.CaptureReader;
import org.touchmove.capture.CaptureResult;
import org.touchmove.capture.CaptureWriter;
import org.touchmove.dgt.RawBytes;

/**
 * One board's journal, the relay's source of truth, in a directory of its own:
 *
 * <ul>
 *   <li>{@code capture.dgt} — every byte the board sent and the relay sent it, with times, in the
 *       capture format (docs/capture-format.md); time 0 is the {@code recorded-at} instant, so a
 *       journal reopened after a restart continues on the same time line;
 *   <li>{@code events.jsonl} — the deltas derived from those bytes, one JSON object per line
 *       (docs/wire-format.md, "Journal"), rewritten from the capture on every start;
 *   <li>{@code actions.jsonl} — what arbiters did (acknowledgements, results), replayed in time
 *       order with the bytes.
 * </ul>
 *
 * Lines are appended and flushed to the operating system before anything derived from them is
 * published, so a killed process loses nothing a viewer saw. A line cut short by the kill is
 * removed when the journal is reopened.
 */
public final class BoardJournal implements Closeable {
  public static final String CAPTURE = "capture.dgt";
  public static final String EVENTS = "events.jsonl";
  public static final String ACTIONS = "actions.jsonl";
  private static final String ROUND_PREFIX = "round-";
  private static final String BOARD_PREFIX = "board-";

  private final Path dir;
  private final long origin;
  private final Capture previous;
  private final List<String> previousActions;
  private final CaptureWriter capture;
  private Writer events;
  private final Writer actions;
  private long lastBoard;
  private long lastHost;

  private BoardJournal(Path dir, long origin, Capture previous, List<String> previousActions,
      CaptureWriter capture, Writer events, Writer actions, long lastBoard, long lastHost) {
    this.dir = dir;
    this.origin = origin;
    this.previous = previous;
    this.previousActions = previousActions;
    this.capture = capture;
    this.events = events;
    this.actions = actions;
    this.lastBoard = lastBoard;
    this.lastHost = lastHost;
  }

  /**
   * Opens the journal in {@code dir}, creating it, or reading what an earlier run left there.
   *
   * @param now the current instant: a new journal's time origin
   * @param source where the board's bytes come from (kept as a note)
   */
  public static BoardJournal open(Path dir, Instant now, String source, Optional<String> serial) throws IOException {
    Files.createDirectories(dir);
    Path file = dir.resolve(CAPTURE);
    Path actionsFile = dir.resolve(ACTIONS);
    cutPartialLine(actionsFile);
    List<String> oldActions = Files.exists(actionsFile)
        ? Files.readAllLines(actionsFile, StandardCharsets.UTF_8) : List.of();
    if (Files.exists(file) && Files.size(file) > 0) {
      cutPartialLine(file);
      Capture old = read(file);
      long origin = old.recordedAt().map(Instant::toEpochMilli)
          .orElseThrow(() -> new IOException(file + " has no recorded-at: cannot continue it"));
      long lastBoard = -1;
      long lastHost = -1;
      for (CaptureEntry e : old.entries()) {
        if (e instanceof CaptureEntry.BoardBytes) {
          lastBoard = Math.max(lastBoard, ((CaptureEntry.BoardBytes) e).millis());
        } else if (e instanceof CaptureEntry.HostBytes) {
          lastHost = Math.max(lastHost, ((CaptureEntry.HostBytes) e).millis());
        }
      }
      CaptureWriter writer = CaptureWriter.continuing(append(file), lastBoard, lastHost);
      writer.comment("relay restarted at " + now);
      return new BoardJournal(dir, origin, old, oldActions, writer, append(dir.resolve(EVENTS)),
          append(actionsFile), Math.max(0, lastBoard), Math.max(0, lastHost));
    }
    CaptureWriter writer = new CaptureWriter(append(file));
    writer.metadata(CaptureKey.RECORDED_AT, now.toString());
    if (serial.isPresent()) {
      writer.metadata(CaptureKey.SERIAL, serial.get());
    }
    writer.metadata(CaptureKey.NOTE, "Touchmove relay journal; source " + source);
    writer.flush();
    Files.deleteIfExists(dir.resolve(EVENTS));
    return new BoardJournal(dir, now.toEpochMilli(), new Capture(List.of()), oldActions, writer,
        append(dir.resolve(EVENTS)), append(actionsFile), 0, 0);
  }

  /**
   * A journal as an earlier run left it, read and never written: a finished round's.
   *
   * @param origin the epoch millisecond that journal time 0 stands for
   * @param capture the board's bytes
   * @param actions the arbiter actions, one JSON object per line
   */
  public record Recorded(long origin, Capture capture, List<String> actions) {
    public Recorded {
      actions = List.copyOf(actions);
    }
  }

  /** Where board {@code board}'s journal of round {@code round} lives under {@code dataDir}. */
  public static Path dir(Path dataDir, int round, int board) {
    return dataDir.resolve(ROUND_PREFIX + round).resolve(BOARD_PREFIX + board);
  }

  /**
   * Every round under {@code dataDir} with at least one board journal, and its boards, both in
   * number order. Directories that are not {@code round-R/board-B} with a capture are ignored.
   */
  public static SortedMap<Integer, SortedSet<Integer>> recordedBoards(Path dataDir)
      throws IOException {
    SortedMap<Integer, SortedSet<Integer>> rounds = new TreeMap<>();
    if (!Files.isDirectory(dataDir)) {
      return rounds;
    }
    try (DirectoryStream<Path> roundDirs = Files.newDirectoryStream(dataDir)) {
      for (Path roundDir : roundDirs) {
        OptionalInt round = number(roundDir, ROUND_PREFIX);
        if (round.isEmpty() || !Files.isDirectory(roundDir)) {
          continue;
        }
        try (DirectoryStream<Path> boardDirs = Files.newDirectoryStream(roundDir)) {
          for (Path boardDir : boardDirs) {
            OptionalInt board = number(boardDir, BOARD_PREFIX);
            if (board.isPresent() && Files.isRegularFile(boardDir.resolve(CAPTURE))) {
              rounds.computeIfAbsent(round.getAsInt(), r -> new TreeSet<>()).add(board.getAsInt());
            }
          }
        }
      }
    }
    return rounds;
  }

  private static OptionalInt number(Path dir, String prefix) {
    String name = dir.getFileName().toString();
    if (!name.startsWith(prefix)) {
      return OptionalInt.empty();
    }
    try {
      int n = Integer.parseInt(name.substring(prefix.length()));
      return n >= 1 ? OptionalInt.of(n) : OptionalInt.empty();
    } catch (NumberFormatException e) {
      return OptionalInt.empty();
    }
  }

  /**
   * Reads the journal in {@code dir} without changing it (a line cut short by a kill is skipped,
   * not removed).
   */
  public static Recorded readRecorded(Path dir) throws IOException {
    Path file = dir.resolve(CAPTURE);
    Capture capture = read(new StringReader(wholeLines(file)));
    long origin = capture.recordedAt().map(Instant::toEpochMilli)
        .orElseThrow(() -> new IOException(file + " has no recorded-at: cannot rebuild it"));
    Path actionsFile = dir.resolve(ACTIONS);
    List<String> actions = Files.exists(actionsFile)
        ? wholeLines(actionsFile).lines().filter(l -> !l.isBlank()).toList() : List.of();
    return new Recorded(origin, capture, actions);
  }

  /** The file's text up to its last newline: a last line without one was cut short by a kill. */
  private static String wholeLines(Path file) throws IOException {
    String text = Files.readString(file, StandardCharsets.UTF_8);
    return text.substring(0, text.lastIndexOf('\n') + 1);
  }

  /** Every readable line of a capture file: a damaged line must not cost the rest of the round. */
  public static Capture read(Path file) throws IOException {
    try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      return read(in);
    }
  }

  private static Capture read(Reader in) throws IOException {
    CaptureResult result = CaptureReader.readAll(in);
    if (result instanceof CaptureResult.Valid) {
      return ((CaptureResult.Valid) result).capture();
    }
    return ((CaptureResult.Invalid) result).readable();
  }

  /** Drops a last line without its newline: the write the process was killed in. */
  public static void cutPartialLine(Path file) throws IOException {
    if (!Files.exists(file)) {
      return;
    }
    try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
      long size = ch.size();
      long keep = size;
      ByteBuffer one = ByteBuffer.allocate(1);
      while (keep > 0) {
        one.clear();
        ch.read(one, keep - 1);
        if (one.get(0) == '\n') {
          break;
        }
        keep--;
      }
      if (keep < size) {
        ch.truncate(keep);
      }
    }
  }

  private static Writer append(Path file) throws IOException {
    return new BufferedWriter(Files.newBufferedWriter(file, StandardCharsets.UTF_8,
        StandardOpenOption.CREATE, StandardOpenOption.APPEND, StandardOpenOption.WRITE));
  }

  public Path dir() {
    return dir;
  }

  /** The epoch millisecond that journal time 0 stands for. */
  public long origin() {
    return origin;
  }

  /** What earlier runs recorded (empty for a new journal). */
  public Capture previous() {
    return previous;
  }

  /** The arbiter actions earlier runs recorded, one JSON object per line. */
  public List<String> previousActions() {
    return previousActions;
  }

  /** The last board time written (0 for none). */
  public long lastBoardMillis() {
    return lastBoard;
  }

  public void board(long millis, RawBytes bytes) throws IOException {
    capture.board(millis, bytes);
    lastBoard = millis;
  }

  public void host(long millis, RawBytes bytes) throws IOException {
    long t = Math.max(millis, lastHost);
    capture.host(t, bytes);
    lastHost = t;
  }

  /** A note in the capture (link state changes), which replay ignores. */
  public void note(String text) throws IOException {
    capture.comment(text.replace('\n', ' ').replace(':', ' '));
  }

  /** Derived deltas, one JSON line each. */
  public void events(List<String> lines) throws IOException {
    for (String line : lines) {
      events.write(line);
      events.write('\n');
    }
  }

  /** Starts {@code events.jsonl} afresh (after a rebuild re-derived every line). */
  public void restartEvents(List<String> lines) throws IOException {
    events.close();
    Path tmp = dir.resolve(EVENTS + ".tmp");
    Files.write(tmp, lines, StandardCharsets.UTF_8);
    Files.move(tmp, dir.resolve(EVENTS), java.nio.file.StandardCopyOption.REPLACE_EXISTING,
        java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    events = append(dir.resolve(EVENTS));
  }

  /** An arbiter action, as one JSON line, flushed at once. */
  public void action(String line) throws IOException {
    actions.write(line);
    actions.write('\n');
    actions.flush();
  }

  /** Hands everything written so far to the operating system (survives a killed process). */
  public void flush() throws IOException {
    capture.flush();
    events.flush();
  }

  /** Everything in the journal's files, for tests: capture lines then event lines. */
  public List<String> eventLines() throws IOException {
    flush();
    return new ArrayList<>(Files.readAllLines(dir.resolve(EVENTS), StandardCharsets.UTF_8));
  }

  @Override
  public void close() throws IOException {
    try {
      capture.close();
    } finally {
      try {
        events.close();
      } finally {
        actions.close();
      }
    }
  }
}
