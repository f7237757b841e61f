package org.touchmove.reconstruct;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.touchmove.chess.Move;
import org.touchmove.chess.Position;

/** A bounded reading search gives its readings, or says it was cut off: never a partial list. */
class ExplainerBudgetTest {
  private static Position play(Position position, String... uci) {
    for (String u : uci) {
      position =
          position.playUnchecked(
              position.legalMoves().stream()
                  .filter(m -> m.toString().startsWith(u))
                  .findFirst()
                  .orElseThrow());
    }
    return position;
  }

  @Test
  void aSearchWithinItsBudgetFindsTheReadingAndOneCutOffSaysSo() {
    Position start = Position.standard();
    Position after = play(start, "e2-e4", "e7-e5", "g1-f3", "b8-c6");

    Optional<List<Explanation>> found =
        Explainer.allOfLength(start, after.board(), 4, moves -> true, 10_000_000);
    Optional<List<Explanation>> cut =
        Explainer.allOfLength(start, after.board(), 4, moves -> true, 50);

    assertThat(found).isPresent();
    assertThat(found.get()).hasSize(4); // e4 e5 Nf3 Nc6, Nf3 Nc6 e4 e5 and the two mixed orders
    assertThat(found.get())
        .anySatisfy(e -> assertThat(e.moves().stream().map(Move::toString).toList())
            .containsExactly("e2-e4", "e7-e5", "g1-f3", "b8-c6"));
    assertThat(cut).isEmpty();
  }
}
