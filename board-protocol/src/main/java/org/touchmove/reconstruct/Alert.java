package org.touchmove.reconstruct;

import java.util.List;
import java.util.Objects;
import org.touchmove.chess.Square;

/**
 * Something the arbiter should look at, with the article of the Laws it concerns and the evidence.
 * An alert is a signal, never a decision (Laws 12.1-12.9).
 *
 * @param law the article, e.g. {@code 7.5.1}
 * @param kind a short stable name, e.g. {@code illegal-move-completed}
 * @param ply for an irregularity about a move: the half-moves in the record before that move; for
 *     one about no move (7.2, 7.4, 6.9): the half-moves in the record when it happened; for a
 *     claimable draw (9.2, 9.3): the half-moves after which the position stands
 * @param detail a sentence for the arbiter
 * @param squares the squares involved
 */
public record Alert(String law, String kind, int ply, String detail, List<Square> squares) {
  public Alert {
    Objects.requireNonNull(law, "law");
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(detail, "detail");
    squares = List.copyOf(squares);
    if (ply < 0) {
      throw new IllegalArgumentException("ply must be >= 0, was " + ply);
    }
  }
}
