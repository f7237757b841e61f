package org.touchmove.capture;

import java.io.Closeable;
import java.io.Flushable;
import java.io.IOException;
import java.io.Writer;
import java.util.Objects;
import org.touchmove.dgt.RawBytes;

/**
 * Writes a capture file (spec/capture-format.md) one line at a time, as a recorder needs: the
 * header when created, then each call appends exactly one complete line with a single write to the
 * underlying {@link Writer}. Flushing is the caller's choice ({@link #flush()} after every line for
 * a crash-proof journal, or rely on the writer's buffer). Not thread-safe.
 *
 * <p>Arguments that would make an invalid file are caller bugs and throw {@link
 * IllegalArgumentException}: a negative time, a time smaller than the previous one of the same
 * direction (record with a monotonic clock), no bytes, a multi-line comment, a comment that would
 * read back as metadata.
 */
public final class CaptureWriter implements Closeable, Flushable {
  private static final char NEWLINE = '\n';

  private final Writer out;
  private long lastBoardMillis = -1;
  private long lastHostMillis = -1;

  /** Starts a capture on {@code out}: writes the header line. */
  public CaptureWriter(Writer out) throws IOException {
    this.out = Objects.requireNonNull(out, "out");
    line(CaptureFormat.HEADER);
  }

  private CaptureWriter(Writer out, long lastBoardMillis, long lastHostMillis) {
    this.out = Objects.requireNonNull(out, "out");
    this.lastBoardMillis = lastBoardMillis;
    this.lastHostMillis = lastHostMillis;
  }

  /**
   * Continues a capture whose header and first lines are already in the file {@code out} appends
   * to (a journal reopened after a restart). The last times written in each direction keep the
   * new lines in order with the old ones.
   *
   * @param lastBoardMillis the time of the file's last board line, or -1
   * @param lastHostMillis the time of the file's last host line, or -1
   */
  public static CaptureWriter continuing(Writer out, long lastBoardMillis, long lastHostMillis) {
    return new CaptureWriter(out, lastBoardMillis, lastHostMillis);
  }

  /** Appends {@code # key: value}. */
  public void metadata(CaptureKey key, String value) throws IOException {
    write(new CaptureEntry.Metadata(key.key(), value));
  }

  /** Appends {@code # text}; text that would read back as metadata is refused. */
  public void comment(String text) throws IOException {
    write(new CaptureEntry.Comment(text));
  }

  /** Appends the line {@code T HH HH ...} for one read from the board. */
  public void board(long millis, byte[] bytes, int offset, int length) throws IOException {
    Objects.checkFromIndexSize(offset, length, bytes.length);
    checkData(millis, length);
    lastBoardMillis = checkOrder(millis, lastBoardMillis);
    line(CaptureFormat.formatData(false, millis, bytes, offset, length));
  }

  /** Appends the line {@code > T HH HH ...} for bytes the host sent. */
  public void host(long millis, byte[] bytes, int offset, int length) throws IOException {
    Objects.checkFromIndexSize(offset, length, bytes.length);
    checkData(millis, length);
    lastHostMillis = checkOrder(millis, lastHostMillis);
    line(CaptureFormat.formatData(true, millis, bytes, offset, length));
  }

  /** Appends the line of any entry. */
  public void write(CaptureEntry entry) throws IOException {
    Objects.requireNonNull(entry, "entry");
    if (entry instanceof CaptureEntry.Comment) {
      String line = CaptureFormat.format(entry);
      CaptureFormat.Parsed parsed = CaptureFormat.parse(line);
      if (!(parsed instanceof CaptureFormat.Parsed.Line)
          || !((CaptureFormat.Parsed.Line) parsed).entry().equals(entry)) {
        throw new IllegalArgumentException(
            "comment would not read back as itself (looks like metadata?): " + line);
      }
      line(line);
      return;
    }
    if (entry instanceof CaptureEntry.BoardBytes) {
      CaptureEntry.BoardBytes b = (CaptureEntry.BoardBytes) entry;
      lastBoardMillis = checkOrder(b.millis(), lastBoardMillis);
    } else if (entry instanceof CaptureEntry.HostBytes) {
      CaptureEntry.HostBytes h = (CaptureEntry.HostBytes) entry;
      lastHostMillis = checkOrder(h.millis(), lastHostMillis);
    }
    line(CaptureFormat.format(entry));
  }

  /** Appends the line for board bytes held as {@link RawBytes}. */
  public void board(long millis, RawBytes bytes) throws IOException {
    write(new CaptureEntry.BoardBytes(millis, bytes));
  }

  /** Appends the line for host bytes held as {@link RawBytes}. */
  public void host(long millis, RawBytes bytes) throws IOException {
    write(new CaptureEntry.HostBytes(millis, bytes));
  }

  @Override
  public void flush() throws IOException {
    out.flush();
  }

  @Override
  public void close() throws IOException {
    out.close();
  }

  private void line(String text) throws IOException {
    out.write(text + NEWLINE);
  }

  private static void checkData(long millis, int length) {
    if (millis < 0) {
      throw new IllegalArgumentException("time must not be negative: " + millis);
    }
    if (length == 0) {
      throw new IllegalArgumentException("a data line holds at least one byte");
    }
  }

  private static long checkOrder(long millis, long previous) {
    if (millis < previous) {
      throw new IllegalArgumentException(
          "time " + millis + " is before the previous line's " + previous);
    }
    return millis;
  }
}
