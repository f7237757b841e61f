package org.touchmove.capture;

import java.util.Optional;

/** The metadata keys capture-format.md names. All are optional; readers ignore unknown keys. */
public enum CaptureKey {
  /** The board's serial number. */
  SERIAL("serial"),
  /** The port the board was read from. */
  PORT("port"),
  /** Free text. */
  NOTE("note"),
  /** ISO-8601 instant of time 0. */
  RECORDED_AT("recorded-at");

  private final String key;

  CaptureKey(String key) {
    this.key = key;
  }

  /** The key as written in the file. */
  public String key() {
    return key;
  }

  /** The known key for {@code key}; empty for others. */
  public static Optional<CaptureKey> fromKey(String key) {
    for (CaptureKey k : values()) {
      if (k.key.equals(key)) {
        return Optional.of(k);
      }
    }
    return Optional.empty();
  }
}
