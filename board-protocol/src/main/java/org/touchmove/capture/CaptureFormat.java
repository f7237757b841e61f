package org.touchmove.capture;

import java.util.Objects;
import org.touchmove.dgt.RawBytes;

/**
 * The line grammar of capture files, version 1 (spec/capture-format.md): the one place that knows
 * how a line is spelled. {@link CaptureReader} adds the file-level rules (header first, times never
 * going back); {@link CaptureWriter} writes what {@link #format} returns.
 *
 * <pre>
 * # dgt-capture 1                 header, line 1 exactly
 * # key: value                    metadata
 * # anything else                 comment
 * T HH HH ...                     bytes from the board: T = ms since time 0, bytes as two hex digits
 * &gt; T HH HH ...                   bytes the host sent
 *                                 blank (empty or spaces only): ignored
 * </pre>
 */
public final class CaptureFormat {
  /** The first line of every capture file of this version. */
  public static final String HEADER = "# dgt-capture 1";

  /** What line 1 of any version starts with. */
  static final String HEADER_PREFIX = "# dgt-capture ";

  /** Starts a comment or metadata line. */
  static final char COMMENT = '#';

  /** Starts a host line, followed by a space. */
  static final char HOST = '>';

  /** Separates the time and the bytes. */
  static final char SPACE = ' ';

  private static final char[] HEX = "0123456789ABCDEF".toCharArray();
  private static final int RADIX = 10;
  private static final int HEX_RADIX = 16;

  private CaptureFormat() {}

  /** The outcome of parsing one line without context. */
  sealed interface Parsed {
    /** A line holding an entry. */
    record Line(CaptureEntry entry) implements Parsed {}

    /** A blank line. */
    record Blank() implements Parsed {}

    /** A malformed line. */
    record Bad(CaptureProblem problem, String detail) implements Parsed {}
  }

  /** The line for {@code entry}, without the line end. */
  public static String format(CaptureEntry entry) {
    Objects.requireNonNull(entry, "entry");
    if (entry instanceof CaptureEntry.Metadata) {
      CaptureEntry.Metadata m = (CaptureEntry.Metadata) entry;
      return COMMENT + " " + m.key() + ": " + m.value();
    } else if (entry instanceof CaptureEntry.Comment) {
      return COMMENT + " " + ((CaptureEntry.Comment) entry).text();
    } else if (entry instanceof CaptureEntry.BoardBytes) {
      CaptureEntry.BoardBytes b = (CaptureEntry.BoardBytes) entry;
      return data(new StringBuilder(), b.millis(), b.bytes());
    }
    CaptureEntry.HostBytes h = (CaptureEntry.HostBytes) entry;
    return data(new StringBuilder().append(HOST).append(SPACE), h.millis(), h.bytes());
  }

  /** The data line {@code T HH HH ...} for raw bytes, without building a {@link RawBytes}. */
  static String formatData(boolean host, long millis, byte[] bytes, int offset, int length) {
    StringBuilder sb = new StringBuilder(24 + 3 * length);
    if (host) {
      sb.append(HOST).append(SPACE);
    }
    sb.append(millis);
    for (int i = offset; i < offset + length; i++) {
      int b = bytes[i] & 0xFF;
      sb.append(SPACE).append(HEX[b >>> 4]).append(HEX[b & 0xF]);
    }
    return sb.toString();
  }

  private static String data(StringBuilder sb, long millis, RawBytes bytes) {
    sb.append(millis);
    for (int i = 0; i < bytes.length(); i++) {
      int b = bytes.get(i);
      sb.append(SPACE).append(HEX[b >>> 4]).append(HEX[b & 0xF]);
    }
    return sb.toString();
  }

  /** True for a metadata key: a letter or digit, then letters, digits, {@code . _ -}. */
  public static boolean isMetadataKey(String key) {
    if (key == null || key.isEmpty() || !isAsciiLetterOrDigit(key.charAt(0))) {
      return false;
    }
    for (int i = 1; i < key.length(); i++) {
      char c = key.charAt(i);
      if (!isAsciiLetterOrDigit(c) && c != '.' && c != '_' && c != '-') {
        return false;
      }
    }
    return true;
  }

  /**
   * Parses one line (its {@code \n} removed, a trailing {@code \r} already stripped) that is not
   * line 1. Never throws.
   */
  static Parsed parse(String line) {
    if (line.isBlank()) {
      return new Parsed.Blank();
    }
    int stray = line.indexOf('\r');
    if (stray >= 0) {
      // Only a \r right before the \n is tolerated (and already gone); one inside is not text.
      return new Parsed.Bad(
          CaptureProblem.UNRECOGNISED_LINE,
          "carriage return inside the line at column " + (stray + 1) + ": " + quote(line));
    }
    char first = line.charAt(0);
    if (first == COMMENT) {
      return new Parsed.Line(comment(line));
    }
    if (first == HOST) {
      if (line.length() < 2 || line.charAt(1) != SPACE) {
        return new Parsed.Bad(CaptureProblem.UNRECOGNISED_LINE, "'>' must be followed by a space");
      }
      return data(line, 2, true);
    }
    if (isDigit(first)) {
      return data(line, 0, false);
    }
    return new Parsed.Bad(
        CaptureProblem.UNRECOGNISED_LINE, "not a comment, data or host line: " + quote(line));
  }

  private static CaptureEntry comment(String line) {
    String body = line.length() > 1 && line.charAt(1) == SPACE ? line.substring(2) : line.substring(1);
    int colon = body.indexOf(':');
    if (colon > 0 && isMetadataKey(body.substring(0, colon))) {
      String rest = body.substring(colon + 1);
      if (rest.isEmpty()) {
        return new CaptureEntry.Metadata(body.substring(0, colon), "");
      }
      if (rest.charAt(0) == SPACE) {
        return new CaptureEntry.Metadata(body.substring(0, colon), rest.substring(1));
      }
    }
    return new CaptureEntry.Comment(body);
  }

  private static Parsed data(String line, int start, boolean host) {
    int n = line.length();
    int i = start;
    long millis = 0;
    while (i < n && isDigit(line.charAt(i))) {
      int digit = line.charAt(i) - '0';
      if (millis > (Long.MAX_VALUE - digit) / RADIX) {
        return new Parsed.Bad(CaptureProblem.BAD_TIME, "time too large: " + quote(line));
      }
      millis = millis * RADIX + digit;
      i++;
    }
    if (i == start) {
      return new Parsed.Bad(CaptureProblem.BAD_TIME, "expected a time in ms: " + quote(line));
    }
    if (i == n) {
      return new Parsed.Bad(CaptureProblem.NO_BYTES, "a time without bytes: " + quote(line));
    }
    if (line.charAt(i) != SPACE) {
      return new Parsed.Bad(
          CaptureProblem.BAD_TIME,
          "the time must be decimal digits then a space, at column " + (i + 1) + ": " + quote(line));
    }
    i++;
    byte[] bytes = new byte[(n - i + 1) / 3 + 1];
    int count = 0;
    while (true) {
      if (i == n) {
        return count == 0
            ? new Parsed.Bad(CaptureProblem.NO_BYTES, "a time without bytes: " + quote(line))
            : new Parsed.Bad(CaptureProblem.BAD_SPACING, "trailing space: " + quote(line));
      }
      if (line.charAt(i) == SPACE) {
        return new Parsed.Bad(
            CaptureProblem.BAD_SPACING, "two spaces at column " + (i + 1) + ": " + quote(line));
      }
      int hi = i + 1 < n ? Character.digit(line.charAt(i), HEX_RADIX) : -1;
      int lo = i + 1 < n ? Character.digit(line.charAt(i + 1), HEX_RADIX) : -1;
      if (hi < 0 || lo < 0 || !isAsciiHex(line.charAt(i)) || !isAsciiHex(line.charAt(i + 1))) {
        return new Parsed.Bad(
            CaptureProblem.BAD_HEX_BYTE,
            "expected two hex digits at column " + (i + 1) + ": " + quote(line));
      }
      bytes[count++] = (byte) (hi * HEX_RADIX + lo);
      i += 2;
      if (i == n) {
        break;
      }
      if (line.charAt(i) != SPACE) {
        return new Parsed.Bad(
            CaptureProblem.BAD_HEX_BYTE,
            "a byte is two hex digits, at column " + (i - 1) + ": " + quote(line));
      }
      i++;
    }
    RawBytes raw = RawBytes.copyOf(bytes, 0, count);
    return new Parsed.Line(
        host ? new CaptureEntry.HostBytes(millis, raw) : new CaptureEntry.BoardBytes(millis, raw));
  }

  static void checkSingleLine(String text) {
    Objects.requireNonNull(text, "text");
    if (text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0) {
      throw new IllegalArgumentException("must be a single line: " + quote(text));
    }
  }

  static void checkData(long millis, RawBytes bytes) {
    Objects.requireNonNull(bytes, "bytes");
    if (millis < 0) {
      throw new IllegalArgumentException("time must not be negative: " + millis);
    }
    if (bytes.isEmpty()) {
      throw new IllegalArgumentException("a data line holds at least one byte");
    }
  }

  /** At most 60 characters of {@code text} in quotes, for error details. */
  static String quote(String text) {
    int max = 60;
    return "'" + (text.length() <= max ? text : text.substring(0, max) + "...") + "'";
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  private static boolean isAsciiHex(char c) {
    return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
  }

  private static boolean isAsciiLetterOrDigit(char c) {
    return isDigit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }
}
