package org.touchmove.capture;

/** Why a line of a capture file is not valid (spec/capture-format.md). */
public enum CaptureProblem {
  /** Line 1 is not {@code # dgt-capture 1}, or the file is empty. */
  MISSING_HEADER,
  /** Line 1 announces a format version this reader does not know. */
  UNSUPPORTED_VERSION,
  /** The time is not a non-negative decimal integer followed by a space, or overflows. */
  BAD_TIME,
  /** The time is smaller than the previous data line's of the same direction. */
  TIME_WENT_BACKWARDS,
  /** A data line with a time but no bytes. */
  NO_BYTES,
  /** A byte is not two hex digits. */
  BAD_HEX_BYTE,
  /** Bytes not separated by exactly one space, or a trailing space. */
  BAD_SPACING,
  /** A line longer than the reader's limit. */
  LINE_TOO_LONG,
  /** A line that is none of header, comment, board data, host data or blank. */
  UNRECOGNISED_LINE
}
