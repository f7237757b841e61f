package org.touchmove.relay.hub;

import java.util.Optional;

/**
 * Something an arbiter did to a board's record, journalled with its time and replayed with the
 * board's bytes, so a rebuilt board shows it in the same place.
 */
public sealed interface ArbiterAction {
  /** Journal time (milliseconds since the journal's origin). */
  long at();

  /** Who did it (the token's name; never the token). */
  String by();

  /** The arbiter saw alert {@code alert}. */
  record Acknowledge(long at, String by, String alert) implements ArbiterAction {}

  /** The arbiter set, corrected or (empty) cleared the result of the board's current game. */
  record SetResult(long at, String by, Optional<String> result) implements ArbiterAction {
    public SetResult {
      result.ifPresent(r -> {
        if (!r.equals("1-0") && !r.equals("0-1") && !r.equals("1/2-1/2")) {
          throw new IllegalArgumentException("not a result: " + r);
        }
      });
    }
  }

  /** The delta it makes. */
  default Delta delta() {
    if (this instanceof Acknowledge) {
      return new Delta.AlertAck(((Acknowledge) this).alert(), by());
    }
    return new Delta.ResultSet(((SetResult) this).result(), by());
  }
}
