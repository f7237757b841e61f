package org.touchmove.relay.journal;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.relay.wire.JournalJson;

/**
 * The data directory's {@code rounds.jsonl}: every round started while the relay ran, who started
 * it and when, one JSON line each, appended and forced to disk before the round changes. A
 * restarted relay reads it to go on with the round it last started.
 */
public final class RoundLog {
  private static final Logger LOG = LoggerFactory.getLogger(RoundLog.class);
  public static final String FILE = "rounds.jsonl";

  private RoundLog() {}

  /** Every round start recorded under {@code dataDir}, oldest first; unreadable lines are skipped. */
  public static List<RoundStart> read(Path dataDir) throws IOException {
    Path file = dataDir.resolve(FILE);
    List<RoundStart> starts = new ArrayList<>();
    if (!Files.exists(file)) {
      return starts;
    }
    String text = Files.readString(file, StandardCharsets.UTF_8);
    // A last line without its newline was cut short by a kill: that change never happened.
    for (String line : text.substring(0, text.lastIndexOf('\n') + 1).split("\n")) {
      if (line.isBlank()) {
        continue;
      }
      Optional<RoundStart> start = JournalJson.roundStart(line);
      if (start.isPresent()) {
        starts.add(start.get());
      } else {
        LOG.warn("{}: unreadable line skipped: {}", file, line);
      }
    }
    return starts;
  }

  /** Appends {@code start} and forces it to disk. */
  public static void append(Path dataDir, RoundStart start) throws IOException {
    Files.createDirectories(dataDir);
    Path file = dataDir.resolve(FILE);
    BoardJournal.cutPartialLine(file);
    try (var channel = java.nio.channels.FileChannel.open(file, StandardOpenOption.CREATE,
            StandardOpenOption.WRITE, StandardOpenOption.APPEND);
        Writer out = java.nio.channels.Channels.newWriter(channel, StandardCharsets.UTF_8)) {
      out.write(JournalJson.roundStart(start));
      out.write('\n');
      out.flush();
      channel.force(false);
    }
  }
}
