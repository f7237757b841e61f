package org.touchmove.capture;

import java.util.Objects;

/** What {@link CaptureReader#next()} read from one line: an entry or an error, with the line. */
public sealed interface CaptureLine {

  /** The 1-based line number. */
  int lineNumber();

  /**
   * A valid line.
   *
   * @param lineNumber 1-based
   * @param entry what it holds
   */
  record Entry(int lineNumber, CaptureEntry entry) implements CaptureLine {
    /** Rejects null. */
    public Entry {
      Objects.requireNonNull(entry, "entry");
    }
  }

  /**
   * A malformed line.
   *
   * @param error what is wrong, and where
   */
  record Invalid(CaptureError error) implements CaptureLine {
    @Override
    public int lineNumber() {
      return error.lineNumber();
    }
  }
}
