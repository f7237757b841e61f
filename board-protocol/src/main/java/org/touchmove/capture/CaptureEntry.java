package org.touchmove.capture;

import org.touchmove.dgt.RawBytes;

/**
 * One line of a DGT capture file (spec/capture-format.md; docs/capture-format.md), other than the
 * header line and blank lines.
 */
public sealed interface CaptureEntry {

  /**
   * {@code # key: value}: metadata. Known keys are {@link CaptureKey}s; others are kept too.
   *
   * @param key letters, digits, {@code . _ -}, starting with a letter or digit
   * @param value the rest of the line, possibly empty
   */
  record Metadata(String key, String value) implements CaptureEntry {
    /** Checks the key and that the value is a single line. */
    public Metadata {
      if (!CaptureFormat.isMetadataKey(key)) {
        throw new IllegalArgumentException("not a metadata key: '" + key + "'");
      }
      CaptureFormat.checkSingleLine(value);
    }
  }

  /**
   * {@code # text}: a comment. The text excludes the {@code #} and one space after it.
   *
   * @param text a single line
   */
  record Comment(String text) implements CaptureEntry {
    /** Checks that the text is a single line. */
    public Comment {
      CaptureFormat.checkSingleLine(text);
    }
  }

  /**
   * {@code T HEX...}: bytes from the board to the host, one read from the port.
   *
   * @param millis milliseconds since time 0, non-negative
   * @param bytes at least one byte
   */
  record BoardBytes(long millis, RawBytes bytes) implements CaptureEntry {
    /** Checks the time and that there are bytes. */
    public BoardBytes {
      CaptureFormat.checkData(millis, bytes);
    }
  }

  /**
   * {@code > T HEX...}: bytes the host sent to the board. Replay ignores them.
   *
   * @param millis milliseconds since time 0, non-negative
   * @param bytes at least one byte
   */
  record HostBytes(long millis, RawBytes bytes) implements CaptureEntry {
    /** Checks the time and that there are bytes. */
    public HostBytes {
      CaptureFormat.checkData(millis, bytes);
    }
  }
}
