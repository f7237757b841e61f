package org.touchmove.chess;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.touchmove.notation.Fen;
import org.touchmove.notation.FenResult;

/**
 * {@link Position#legalMovesWithin} is what the reconstruction's search uses near its leaves: it
 * must give exactly the legal moves whose squares lie in the masks, plus every castling, in the
 * order of {@link Position#legalMoves()} (the search keeps the first of equal readings found).
 */
class LegalMovesWithinTest {
  @Test
  void equalsTheLegalMovesFilteredByTheirSquares() throws IOException {
    List<PerftCase> cases = PerftCase.read(Path.of("src/test/resources/perft/classic.epd"));
    Random random = new Random(47);
    int positions = 0;
    int castlings = 0;
    for (PerftCase c : cases) {
      Setup setup = ((FenResult.Parsed) Fen.parse(c.fen())).setup();
      Position root = Position.fromSetup(setup, Fen.inferVariant(setup)).lenient().orElseThrow();
      // The position and its successors two plies on: checks, pins, en passant, promotions.
      for (Move first : root.legalMoves()) {
        Position one = root.playUnchecked(first);
        for (Move second : one.legalMoves()) {
          Position two = one.playUnchecked(second);
          for (int trial = 0; trial < 3; trial++) {
            long from = trial == 0 ? -1L : random.nextLong() & random.nextLong();
            long to = trial == 2 ? -1L : random.nextLong() | random.nextLong();
            List<Move> expected =
                two.legalMoves().stream()
                    .filter(
                        m ->
                            m.isCastling()
                                || ((from & m.from().bit()) != 0 && (to & m.to().bit()) != 0))
                    .toList();
            assertThat(two.legalMovesWithin(from, to))
                .as("%s within %x, %x", two, from, to)
                .isEqualTo(expected);
            castlings += (int) expected.stream().filter(Move::isCastling).count();
          }
          positions++;
        }
      }
    }
    assertThat(positions).isGreaterThan(8_000);
    assertThat(castlings).isPositive();
  }
}
