package org.touchmove.capture;

import java.io.Closeable;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Reads a capture file line by line (spec/capture-format.md), streaming: a multi-hour recording
 * is never held in memory unless the caller collects it ({@link #readAll}). Every line comes back
 * as an entry or as an error naming its line number; blank lines and the header are consumed
 * silently. Reading goes on after a bad line, so a caller can list every problem or skip the bad
 * lines knowingly.
 *
 * <p>File-level rules on top of {@link CaptureFormat}: line 1 is exactly {@code # dgt-capture 1}
 * (a UTF-8 byte-order mark before it is tolerated); a data line's time is never smaller than the
 * previous data line's time of the same direction (board or host); a line is at most {@link
 * #MAX_LINE_LENGTH} characters. Lines end with {@code \n}; one {@code \r} before it is dropped.
 */
public final class CaptureReader implements Closeable {
  /** Longest line accepted, in characters; longer lines are reported and skipped. */
  public static final int MAX_LINE_LENGTH = 1 << 20;

  private static final char BYTE_ORDER_MARK = '\uFEFF';
  private static final char NEWLINE = '\n';
  private static final char RETURN = '\r';

  private final Reader in;
  private final char[] buffer = new char[8192];
  private int bufferStart;
  private int bufferEnd;
  private boolean endOfInput;
  private final StringBuilder line = new StringBuilder();

  private int lineNumber;
  private long lastBoardMillis = -1;
  private long lastHostMillis = -1;

  /** A reader over {@code in}, which it closes on {@link #close()}. */
  public CaptureReader(Reader in) {
    this.in = Objects.requireNonNull(in, "in");
  }

  /** Reads all of {@code in}: the capture, or every error with the entries that were valid. */
  public static CaptureResult readAll(Reader in) throws IOException {
    List<CaptureEntry> entries = new ArrayList<>();
    List<CaptureError> errors = new ArrayList<>();
    try (CaptureReader reader = new CaptureReader(in)) {
      for (Optional<CaptureLine> next = reader.next(); next.isPresent(); next = reader.next()) {
        CaptureLine l = next.get();
        if (l instanceof CaptureLine.Entry) {
          entries.add(((CaptureLine.Entry) l).entry());
        } else {
          errors.add(((CaptureLine.Invalid) l).error());
        }
      }
    }
    Capture capture = new Capture(entries);
    return errors.isEmpty()
        ? new CaptureResult.Valid(capture)
        : new CaptureResult.Invalid(errors, capture);
  }

  /** The next entry or error; empty at the end of the input. */
  public Optional<CaptureLine> next() throws IOException {
    while (true) {
      Optional<Boolean> tooLong = readLine();
      if (tooLong.isEmpty()) {
        if (lineNumber == 0) {
          lineNumber = 1;
          return Optional.of(invalid(CaptureProblem.MISSING_HEADER, "the file is empty"));
        }
        return Optional.empty();
      }
      lineNumber++;
      if (tooLong.get()) {
        return Optional.of(
            invalid(
                CaptureProblem.LINE_TOO_LONG, "more than " + MAX_LINE_LENGTH + " characters"));
      }
      String text = line.toString();
      if (lineNumber == 1) {
        Optional<CaptureLine> header = header(text);
        if (header.isPresent()) {
          return header;
        }
        continue;
      }
      CaptureFormat.Parsed parsed = CaptureFormat.parse(text);
      if (parsed instanceof CaptureFormat.Parsed.Blank) {
        continue;
      }
      if (parsed instanceof CaptureFormat.Parsed.Bad) {
        CaptureFormat.Parsed.Bad bad = (CaptureFormat.Parsed.Bad) parsed;
        return Optional.of(invalid(bad.problem(), bad.detail()));
      }
      return Optional.of(ordered(((CaptureFormat.Parsed.Line) parsed).entry()));
    }
  }

  /** The number of the last line read (0 before the first). */
  public int lineNumber() {
    return lineNumber;
  }

  @Override
  public void close() throws IOException {
    in.close();
  }

  private Optional<CaptureLine> header(String text) {
    String header = !text.isEmpty() && text.charAt(0) == BYTE_ORDER_MARK ? text.substring(1) : text;
    if (header.equals(CaptureFormat.HEADER)) {
      return Optional.empty();
    }
    if (header.startsWith(CaptureFormat.HEADER_PREFIX)) {
      return Optional.of(
          invalid(
              CaptureProblem.UNSUPPORTED_VERSION,
              "this reader knows version 1 only: " + CaptureFormat.quote(header)));
    }
    return Optional.of(
        invalid(
            CaptureProblem.MISSING_HEADER,
            "line 1 must be '" + CaptureFormat.HEADER + "': " + CaptureFormat.quote(header)));
  }

  private CaptureLine ordered(CaptureEntry entry) {
    if (entry instanceof CaptureEntry.BoardBytes) {
      long millis = ((CaptureEntry.BoardBytes) entry).millis();
      if (millis < lastBoardMillis) {
        return backwards(millis, lastBoardMillis);
      }
      lastBoardMillis = millis;
    } else if (entry instanceof CaptureEntry.HostBytes) {
      long millis = ((CaptureEntry.HostBytes) entry).millis();
      if (millis < lastHostMillis) {
        return backwards(millis, lastHostMillis);
      }
      lastHostMillis = millis;
    }
    return new CaptureLine.Entry(lineNumber, entry);
  }

  private CaptureLine backwards(long millis, long previous) {
    return invalid(
        CaptureProblem.TIME_WENT_BACKWARDS,
        "time " + millis + " is before the previous line's " + previous);
  }

  private CaptureLine invalid(CaptureProblem problem, String detail) {
    return new CaptureLine.Invalid(new CaptureError(lineNumber, problem, detail));
  }

  /**
   * Reads the next line into {@link #line}: empty at the end of input, otherwise whether it was
   * too long (its content then discarded up to the line end).
   */
  private Optional<Boolean> readLine() throws IOException {
    line.setLength(0);
    boolean sawAnything = false;
    boolean tooLong = false;
    while (true) {
      if (bufferStart == bufferEnd) {
        if (endOfInput || !fill()) {
          if (!sawAnything) {
            return Optional.empty();
          }
          break;
        }
      }
      sawAnything = true;
      int newline = -1;
      for (int i = bufferStart; i < bufferEnd; i++) {
        if (buffer[i] == NEWLINE) {
          newline = i;
          break;
        }
      }
      int end = newline < 0 ? bufferEnd : newline;
      if (!tooLong) {
        if (line.length() + (end - bufferStart) > MAX_LINE_LENGTH + 1) {
          tooLong = true;
          line.setLength(0);
        } else {
          line.append(buffer, bufferStart, end - bufferStart);
        }
      }
      if (newline >= 0) {
        bufferStart = newline + 1;
        break;
      }
      bufferStart = bufferEnd;
    }
    int length = line.length();
    if (length > 0 && line.charAt(length - 1) == RETURN) {
      line.setLength(length - 1);
    }
    if (line.length() > MAX_LINE_LENGTH) {
      tooLong = true;
      line.setLength(0);
    }
    return Optional.of(tooLong);
  }

  private boolean fill() throws IOException {
    int n = in.read(buffer, 0, buffer.length);
    if (n < 0) {
      endOfInput = true;
      return false;
    }
    bufferStart = 0;
    bufferEnd = n;
    return true;
  }
}
