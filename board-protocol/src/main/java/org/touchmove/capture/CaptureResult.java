package org.touchmove.capture;

import java.util.List;
import java.util.Objects;

/** The outcome of reading a whole capture file ({@link CaptureReader#readAll}). */
public sealed interface CaptureResult {

  /**
   * Every line was valid.
   *
   * @param capture the capture
   */
  record Valid(Capture capture) implements CaptureResult {
    /** Rejects null. */
    public Valid {
      Objects.requireNonNull(capture, "capture");
    }
  }

  /**
   * Some lines were malformed.
   *
   * @param errors every malformed line, in file order (at least one)
   * @param readable the valid lines, for a caller who chooses to go on knowingly
   */
  record Invalid(List<CaptureError> errors, Capture readable) implements CaptureResult {
    /** Copies the errors; requires at least one. */
    public Invalid {
      errors = List.copyOf(errors);
      if (errors.isEmpty()) {
        throw new IllegalArgumentException("an invalid capture has at least one error");
      }
      Objects.requireNonNull(readable, "readable");
    }
  }
}
