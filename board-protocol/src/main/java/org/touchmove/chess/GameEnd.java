package org.touchmove.chess;

import java.util.Objects;
import java.util.Optional;

/**
 * An automatic end of the game: how, and who won (empty for a draw).
 *
 * @param termination the rule that ended the game
 * @param winner the winner; empty for a draw
 */
public record GameEnd(Termination termination, Optional<Color> winner) {
  public GameEnd {
    Objects.requireNonNull(termination, "termination");
    Objects.requireNonNull(winner, "winner");
    if (winner.isPresent() != (termination == Termination.CHECKMATE)) {
      throw new IllegalArgumentException(termination + " with winner " + winner);
    }
  }

  public static GameEnd checkmate(Color winner) {
    return new GameEnd(Termination.CHECKMATE, Optional.of(winner));
  }

  public static GameEnd draw(Termination termination) {
    return new GameEnd(termination, Optional.empty());
  }

  /** The PGN result: {@code 1-0}, {@code 0-1} or {@code 1/2-1/2}. */
  public String result() {
    return winner.map(c -> c == Color.WHITE ? "1-0" : "0-1").orElse("1/2-1/2");
  }
}
