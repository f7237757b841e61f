package org.touchmove.hardware.reconstruction;

import java.util.List;
import org.touchmove.hardware.emulator.EmulatedBoard;

/**
 * What line noise destroyed in one emulated run: clock messages and field updates (times in ms,
 * the script's wall time). Outages are in the script itself. {@link Verdict} uses them to tell a
 * reconstruction's fault from evidence no host could have seen.
 */
record LineLosses(List<Long> clockMessages, List<EmulatedBoard.LostUpdate> updates) {
  static final LineLosses NONE = new LineLosses(List.of(), List.of());

  LineLosses {
    clockMessages = List.copyOf(clockMessages);
    updates = List.copyOf(updates);
  }
}
