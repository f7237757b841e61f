package org.touchmove.hardware.emulator;

import java.util.Objects;
import org.touchmove.chess.Color;
import org.touchmove.chess.Piece;
import org.touchmove.chess.Square;

/**
 * What a hand does at the board: the only things the sensors and the clock can notice. The
 * emulator turns a game into a timed sequence of these (see {@link GameScript}).
 */
public sealed interface HandAction {

  /** A piece is taken off {@code square}; the square is empty afterwards. */
  record Lift(Square square) implements HandAction {
    public Lift {
      Objects.requireNonNull(square, "square");
    }
  }

  /**
   * {@code piece} is put on {@code square}. If another piece stood there it is swept off in the
   * same motion (a capture "by replacement", human-noise.md M4): the sensor never sees the square
   * empty.
   */
  record Place(Square square, Piece piece) implements HandAction {
    public Place {
      Objects.requireNonNull(square, "square");
      Objects.requireNonNull(piece, "piece");
    }
  }

  /** {@code player} presses their end of the clock lever (Laws 6.2.1). */
  record PressLever(Color player) implements HandAction {
    public PressLever {
      Objects.requireNonNull(player, "player");
    }
  }

  /** The arbiter starts White's clock (Laws 6.6): the game begins. */
  record StartClock() implements HandAction {}

  /** The clock is paused (start/stop key), as an arbiter does when a game has ended. */
  record StopClock() implements HandAction {}
}
