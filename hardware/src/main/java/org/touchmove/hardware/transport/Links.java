package org.touchmove.hardware.transport;

import java.time.Duration;

/** Small helpers shared by the link implementations. */
final class Links {
  private Links() {}

  /**
   * Waits up to {@code timeout} for {@code reader} to end, unless the caller is the reader itself
   * (a listener closing the link from its callback). Keeps the interrupt flag.
   */
  static void join(Thread reader, Duration timeout) {
    if (reader == null || reader == Thread.currentThread()) {
      return;
    }
    try {
      reader.join(timeout.toMillis());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** {@code text} on one line, for details that end up in logs and capture comments. */
  static String oneLine(String text) {
    return text == null ? "" : text.replaceAll("[\\r\\n]+", " ").strip();
  }
}
