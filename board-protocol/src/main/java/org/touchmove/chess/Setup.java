package org.touchmove.chess;

import java.util.Objects;
import java.util.Optional;

/**
 * A position as written down (a FEN, a sensor reading plus a side to move): not yet checked for
 * legality. {@link Position#fromSetup(Setup, Variant)} is the one way from a setup to a position.
 *
 * @param board the pieces
 * @param sideToMove who moves next
 * @param castlingRooks bitboard of the rooks that keep their castling rights (Laws 3.8.2.1)
 * @param enPassant the square passed over by a pawn that just made a double step, if any
 * @param halfmoveClock plies since the last capture or pawn move (Laws 9.3)
 * @param fullmoveNumber the move number, starting at 1 and incremented after Black's move
 */
public record Setup(
    Board board,
    Color sideToMove,
    long castlingRooks,
    Optional<Square> enPassant,
    int halfmoveClock,
    int fullmoveNumber) {
  public Setup {
    Objects.requireNonNull(board, "board");
    Objects.requireNonNull(sideToMove, "sideToMove");
    Objects.requireNonNull(enPassant, "enPassant");
    if (halfmoveClock < 0) {
      throw new IllegalArgumentException("halfmoveClock must be >= 0, was " + halfmoveClock);
    }
    if (fullmoveNumber < 1) {
      throw new IllegalArgumentException("fullmoveNumber must be >= 1, was " + fullmoveNumber);
    }
  }

  /** A setup with White to move, no castling rights, no en passant square, move 1. */
  public static Setup of(Board board, Color sideToMove) {
    return new Setup(board, sideToMove, 0, Optional.empty(), 0, 1);
  }

  public Setup withCastlingRooks(long rooks) {
    return new Setup(board, sideToMove, rooks, enPassant, halfmoveClock, fullmoveNumber);
  }

  public Setup withEnPassant(Optional<Square> square) {
    return new Setup(board, sideToMove, castlingRooks, square, halfmoveClock, fullmoveNumber);
  }
}
