package org.touchmove.reconstruct;

import java.util.List;
import java.util.Objects;
import org.touchmove.chess.Move;
import org.touchmove.chess.Position;

/**
 * Legal moves that lead from a known position to what the board shows.
 *
 * @param moves the moves, in order
 * @param after the position after them
 * @param inHand true when the board shows that position with some pieces lifted off it (the next
 *     player already has a piece in hand); the moves' own squares are all as the position has them
 */
record Explanation(List<Move> moves, Position after, boolean inHand) {
  Explanation {
    moves = List.copyOf(moves);
    Objects.requireNonNull(after, "after");
  }
}
