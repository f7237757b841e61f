package org.touchmove.reconstruct;

import java.util.List;
import java.util.Objects;
import org.touchmove.chess.Board;
import org.touchmove.chess.Move;
import org.touchmove.chess.Position;

/**
 * Legal moves that lead from a known position to what the board shows.
 *
 * @param moves the moves, in order
 * @param after the position after them
 * @param inHand true when the board shows that position with some pieces lifted off it (the next
 *     player already has a piece in hand); the moves' own squares are all as the position has them
 * @param rival other moves to the same board that the evidence could not tell from these (d2-d4
 *     exd3 e.p. or d2-d3 exd3 when the pawn was taken within one scan); empty when none
 */
record Explanation(List<Move> moves, Position after, boolean inHand, List<Move> rival) {
  Explanation {
    moves = List.copyOf(moves);
    rival = List.copyOf(rival);
    Objects.requireNonNull(after, "after");
  }

  Explanation(List<Move> moves, Position after, boolean inHand) {
    this(moves, after, inHand, List.of());
  }

  Explanation withRival(List<Move> other) {
    return new Explanation(moves, after, inHand, other);
  }

  /** The squares of the pieces in the hand: on the position's board, not on {@code board}. */
  long held(Board board) {
    return after.board().occupied() & ~board.occupied();
  }

  /**
   * The pieces in the hand are the next move begun: one of the player to move's, or one of theirs
   * and one it can take (a capture under way: Rb5xb3 with the rook and the b3 knight both up).
   */
  boolean nextMoveBegun(Board board) {
    long held = held(board);
    long mine = held & after.board().byColor(after.sideToMove());
    if (Long.bitCount(held) == 1) {
      return mine == held;
    }
    if (Long.bitCount(held) != 2 || Long.bitCount(mine) != 1) {
      return false;
    }
    int from = Long.numberOfTrailingZeros(mine);
    int victim = Long.numberOfTrailingZeros(held & ~mine);
    return after.legalMoves().stream()
        .anyMatch(move -> move.from().index() == from && move.to().index() == victim);
  }

  /** How many of the pieces in the hand are the opponent's, on squares the player to move can take. */
  int heldForCapture(Board board) {
    long theirs = held(board) & ~after.board().byColor(after.sideToMove());
    if (theirs == 0) {
      return 0;
    }
    long taken = 0;
    for (Move move : after.legalMoves()) {
      taken |= move.to().bit();
    }
    return Long.bitCount(theirs & taken);
  }

  /** Every piece in the hand (if any) is the player to move's, lifted to move on. */
  boolean heldByPlayerToMove(Board board) {
    return (held(board) & ~after.board().byColor(after.sideToMove())) == 0;
  }
}
