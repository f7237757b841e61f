package org.touchmove.chess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@link Fill} must agree with the magic-bitboard tables of {@link Attacks}, square by square. */
class FillTest {

  @Test
  void slidesFromSetsLikeTheTablesDoFromEachSquare() {
    SplittableRandom random = new SplittableRandom(20_240_601);
    for (int trial = 0; trial < 20_000; trial++) {
      long from = random.nextLong() & random.nextLong() & random.nextLong();
      long blockers = random.nextLong() & random.nextLong();
      long diagonal = 0;
      long orthogonal = 0;
      for (long b = from; b != 0; b &= b - 1) {
        int square = Long.numberOfTrailingZeros(b);
        diagonal |= Attacks.bishopAttacks(square, blockers);
        orthogonal |= Attacks.rookAttacks(square, blockers);
      }
      assertThat(Fill.attacks(from, blockers, true, false)).as("diagonal, trial %d", trial)
          .isEqualTo(diagonal);
      assertThat(Fill.attacks(from, blockers, false, true)).as("orthogonal, trial %d", trial)
          .isEqualTo(orthogonal);
      assertThat(Fill.attacks(from, blockers, true, true)).as("both, trial %d", trial)
          .isEqualTo(diagonal | orthogonal);
    }
  }

  @Test
  void floodStopsBeforeWalls() {
    long a1 = Square.A1.bit();
    long walls = Square.B2.bit() | Square.A3.bit() | Square.C1.bit();
    // A bishop on a1 is shut in by b2; a rook reaches a2 and b1 only.
    assertThat(Fill.flood(a1, walls, true, false)).isEqualTo(a1);
    assertThat(Fill.flood(a1, walls, false, true))
        .isEqualTo(a1 | Square.A2.bit() | Square.B1.bit());
  }
}
