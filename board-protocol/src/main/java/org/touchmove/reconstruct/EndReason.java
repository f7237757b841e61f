package org.touchmove.reconstruct;

import java.util.Locale;

/** Why a game ended, as far as the board and clock can tell. */
public enum EndReason {
  CHECKMATE,
  STALEMATE,
  DEAD_POSITION,
  FIVEFOLD,
  SEVENTY_FIVE_MOVES,
  /** Laws 6.9: a flag fell (a draw when the opponent cannot mate). */
  FLAG,
  /** Kings put on the centre squares (the DGT convention). */
  RESULT_GESTURE;

  /** The name used on the wire: {@code checkmate}, {@code seventy-five-moves}, ... */
  public String wireName() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }
}
