package org.touchmove.capture;

import java.util.Objects;

/**
 * A malformed line of a capture file.
 *
 * @param lineNumber 1-based line number
 * @param problem what is wrong
 * @param detail a short explanation for a person, quoting the offending text
 */
public record CaptureError(int lineNumber, CaptureProblem problem, String detail) {
  /** Checks the line number. */
  public CaptureError {
    if (lineNumber < 1) {
      throw new IllegalArgumentException("line numbers start at 1: " + lineNumber);
    }
    Objects.requireNonNull(problem, "problem");
    Objects.requireNonNull(detail, "detail");
  }

  /** {@code "line 7: BAD_HEX_BYTE: ..."}. */
  @Override
  public String toString() {
    return "line " + lineNumber + ": " + problem + ": " + detail;
  }
}
