package org.touchmove.dgt;

import java.util.Optional;

/**
 * Values of the first ack byte of a clock ack (spec/dgt-protocol.md §5.3.2). Only {@link #OK} is
 * success: anything else, including values not listed here, is a failure.
 */
public enum ClockAckCode {
  /** 0x10: the clock executed the command. */
  OK(0x10),
  /** 0x20: failure seen in the field with a DGT XL (picochess issue #142). */
  FIELD_ERROR(0x20),
  /** 0x40: the documented error value (e.g. set-and-run while an XL is not in mode 23). */
  ERROR(0x40);

  private final int code;

  ClockAckCode(int code) {
    this.code = code;
  }

  /** The ack byte value. */
  public int code() {
    return code;
  }

  /** The code of an ack byte; empty for values not listed. */
  public static Optional<ClockAckCode> fromCode(int code) {
    for (ClockAckCode c : values()) {
      if (c.code == code) {
        return Optional.of(c);
      }
    }
    return Optional.empty();
  }
}
