package org.touchmove.dgt;

import java.util.Objects;
import org.touchmove.chess.Square;

/**
 * Which way round a DGT board stands, and the one place where DGT field numbers become squares.
 *
 * <p>The board numbers its fields 0..63 row by row from the corner at the left of the player who
 * has the connector at his left hand (spec/dgt-protocol.md §5.1). With White in that seat ({@link
 * #NORMAL}) field 0 is a8, 7 is h8, 52 is e2, 63 is h1. With Black there ({@link #ROTATED}) every
 * field maps to the square turned through 180 degrees: field {@code i} is what field {@code 63 - i}
 * is in normal orientation. The board never renumbers by itself.
 */
public enum BoardOrientation {
  /** White sits with the board's connector at his left: field 0 = a8. */
  NORMAL,
  /** Black sits where White normally sits: field 0 = h1. */
  ROTATED;

  /** Number of fields on a chess board. */
  public static final int FIELDS = 64;

  private static final int LAST_FIELD = FIELDS - 1;

  /** Field {@code i} in normal orientation is {@code Square.ofIndex(i ^ FLIP_RANKS)}. */
  private static final int FLIP_RANKS = 56;

  /** The square under DGT field {@code field} (0..63; anything else is a caller bug). */
  public Square square(int field) {
    Objects.checkIndex(field, FIELDS);
    int normal = this == NORMAL ? field : LAST_FIELD - field;
    return Square.ofIndex(normal ^ FLIP_RANKS);
  }

  /** The DGT field number of {@code square}. */
  public int field(Square square) {
    int normal = square.index() ^ FLIP_RANKS;
    return this == NORMAL ? normal : LAST_FIELD - normal;
  }

  /** The other orientation. */
  public BoardOrientation flipped() {
    return this == NORMAL ? ROTATED : NORMAL;
  }
}
