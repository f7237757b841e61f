package org.touchmove.hardware.reconstruction;

import java.util.List;
import org.touchmove.hardware.emulator.EmulatedBoard;

/**
 * What line noise destroyed in one emulated run: clock messages and field updates (times in ms,
 * the script's wall time), and the log dumps behind which messages queued. Outages are in the
 * script itself. {@link Verdict} uses them to tell a reconstruction's fault from evidence no host
 * could have seen.
 */
record LineLosses(
    List<Long> clockMessages,
    List<EmulatedBoard.LostUpdate> updates,
    List<EmulatedBoard.LogTransfer> logTransfers) {
  static final LineLosses NONE = new LineLosses(List.of(), List.of(), List.of());

  LineLosses {
    clockMessages = List.copyOf(clockMessages);
    updates = List.copyOf(updates);
    logTransfers = List.copyOf(logTransfers);
  }

  LineLosses(List<Long> clockMessages, List<EmulatedBoard.LostUpdate> updates) {
    this(clockMessages, updates, List.of());
  }

  /**
   * The earliest a message that came at {@code arrivedMillis} may have been sent: one that came in
   * the burst behind a log dump (within a couple of seconds of its end) was queued from as early
   * as the dump's request.
   */
  long sentNotBefore(long arrivedMillis) {
    long earliest = arrivedMillis;
    for (EmulatedBoard.LogTransfer transfer : logTransfers) {
      if (arrivedMillis >= transfer.fromMillis() && arrivedMillis <= transfer.toMillis() + BURST_MILLIS) {
        earliest = Math.min(earliest, transfer.fromMillis());
      }
    }
    return earliest;
  }

  /** How long the messages queued behind a log take to drain, with room to spare. */
  private static final long BURST_MILLIS = 2000;
}
