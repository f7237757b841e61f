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

  /** The arbiter restored the game to its first {@code ply} half-moves (Laws 7.5.1). */
  record TakeBack(long at, String by, int ply) implements ArbiterAction {}

  /** The arbiter set the clocks (Laws 6.10.2), in milliseconds. */
  record CorrectClock(long at, String by, long white, long black) implements ArbiterAction {}

  /** A player offered a draw after half-move {@code ply} (Laws 9.1.2), as the arbiter noted it. */
  record DrawOffer(long at, String by, int ply, String color) implements ArbiterAction {}

  /** The arbiter stopped ({@code paused}) or restarted the game (Laws 6.11.1, 6.12.1). */
  record Pause(long at, String by, boolean paused) implements ArbiterAction {}

  /** The delta it makes, given the time it happened (epoch ms) and the board's state. */
  default Delta delta(long wallAt, BoardState state) {
    if (this instanceof Acknowledge) {
      return new Delta.AlertAck(((Acknowledge) this).alert(), by());
    }
    if (this instanceof TakeBack) {
      return new Delta.Takeback(((TakeBack) this).ply());
    }
    if (this instanceof CorrectClock) {
      CorrectClock c = (CorrectClock) this;
      java.util.Optional<org.touchmove.chess.Color> running =
          state.clock().flatMap(ClockState::running).filter(x -> !state.paused());
      return new Delta.ClockChange(new ClockState(c.white(), c.black(), running, wallAt));
    }
    if (this instanceof DrawOffer) {
      DrawOffer d = (DrawOffer) this;
      return new Delta.DrawOffered(d.ply(), d.color(), by());
    }
    if (this instanceof Pause) {
      return new Delta.PauseChange(((Pause) this).paused(), by());
    }
    return new Delta.ResultSet(((SetResult) this).result(), by());
  }
}
