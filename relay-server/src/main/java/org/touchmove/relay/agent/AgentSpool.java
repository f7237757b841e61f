package org.touchmove.relay.agent;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.touchmove.relay.journal.BoardJournal;

/**
 * One board's reads on the agent's disk until the relay acknowledges them: a text file of lines
 * {@code SEQ AT HEX} (sequence number, epoch milliseconds, the bytes), appended and flushed before
 * a read is sent. A network outage, a relay restart or an agent restart loses nothing; the relay
 * drops numbers it already has, so nothing is duplicated either. A {@code #next N} line keeps the
 * numbering going when every read has been acknowledged and the file was emptied.
 */
public final class AgentSpool implements AutoCloseable {
  /** One read from the board. */
  public record Read(long seq, long at, byte[] bytes) {}

  private static final String NEXT = "#next ";

  private final Path file;
  private final List<Read> unacked = new ArrayList<>();
  private Writer out;
  private long nextSeq;

  private AgentSpool(Path file, List<Read> kept, long nextSeq) throws IOException {
    this.file = file;
    this.unacked.addAll(kept);
    this.nextSeq = nextSeq;
    this.out = open(file);
  }

  /** Opens (or creates) the spool of board {@code serial} in {@code dir}. */
  public static AgentSpool open(Path dir, String serial) throws IOException {
    Files.createDirectories(dir);
    Path file = dir.resolve(serial + ".spool");
    List<Read> kept = new ArrayList<>();
    long next = 1;
    if (Files.exists(file)) {
      BoardJournal.cutPartialLine(file);
      for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
        if (line.startsWith(NEXT)) {
          // Numbers never go back, even when every read was acknowledged and dropped.
          next = Math.max(next, Long.parseLong(line.substring(NEXT.length()).strip()));
          continue;
        }
        String[] f = line.split(" ");
        if (f.length != 3) {
          continue; // not ours; never produced by append
        }
        Read r = new Read(Long.parseLong(f[0]), Long.parseLong(f[1]), HexFormat.of().parseHex(f[2]));
        kept.add(r);
        next = Math.max(next, r.seq() + 1);
      }
    }
    return new AgentSpool(file, kept, next);
  }

  private static Writer open(Path file) throws IOException {
    return new BufferedWriter(Files.newBufferedWriter(file, StandardCharsets.UTF_8,
        StandardOpenOption.CREATE, StandardOpenOption.APPEND, StandardOpenOption.WRITE));
  }

  /** Spools a read and returns it with its number. */
  public synchronized Read append(long at, byte[] bytes) throws IOException {
    Read r = new Read(nextSeq++, at, bytes.clone());
    out.write(r.seq() + " " + r.at() + " " + HexFormat.of().formatHex(bytes) + "\n");
    out.flush();
    unacked.add(r);
    return r;
  }

  /** The relay has everything up to {@code seq}: forget it (the file shrinks once all is safe). */
  public synchronized void acknowledged(long seq) throws IOException {
    boolean removed = unacked.removeIf(r -> r.seq() <= seq);
    if (seq >= nextSeq) {
      nextSeq = seq + 1; // the relay knows more than we do (a spool lost with the disk)
    }
    if (removed && unacked.isEmpty()) {
      rewrite();
    }
  }

  /** Reads not yet acknowledged, oldest first. */
  public synchronized List<Read> pending() {
    return List.copyOf(unacked);
  }

  private void rewrite() throws IOException {
    out.close();
    Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
    List<String> lines = new ArrayList<>();
    lines.add(NEXT + nextSeq);
    for (Read r : unacked) {
      lines.add(r.seq() + " " + r.at() + " " + HexFormat.of().formatHex(r.bytes()));
    }
    Files.write(tmp, lines, StandardCharsets.UTF_8);
    Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    out = open(file);
  }

  @Override
  public synchronized void close() throws IOException {
    out.close();
  }
}
