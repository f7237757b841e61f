package org.touchmove.chess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.touchmove.notation.Fen;

/** {@link PositionSet} keeps positions apart exactly, through growth, as a set must. */
class PositionSetTest {

  @Test
  void addsEachReachablePositionOnce() {
    PositionSet set = new PositionSet(4); // tiny, so that it grows many times
    Set<String> expected = new HashSet<>();
    List<Position> frontier = List.of(Position.standard());
    for (int ply = 0; ply < 3; ply++) {
      List<Position> next = new java.util.ArrayList<>();
      for (Position p : frontier) {
        for (Move move : p.legalMoves()) {
          Position child = p.playUnchecked(move);
          String key = Fen.format(child).replaceAll(" \\d+ \\d+$", "");
          assertThat(set.add(child)).as("%s", key).isEqualTo(expected.add(key));
          next.add(child);
        }
      }
      frontier = next;
    }
    assertThat(set.size()).isEqualTo(expected.size());
  }

  @Test
  void sideToMoveCastlingAndEnPassantMakeDifferentPositions() {
    PositionSet set = new PositionSet(16);
    assertThat(set.add(Fen.positionOrThrow("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1"))).isTrue();
    assertThat(set.add(Fen.positionOrThrow("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"))).isTrue();
    assertThat(set.add(Fen.positionOrThrow("4k3/8/8/8/8/8/8/R3K3 b - - 0 1"))).isTrue();
    assertThat(set.add(Fen.positionOrThrow("4k3/8/8/8/8/8/8/R3K3 b - - 5 9"))).isFalse();
    assertThat(set.add(Fen.positionOrThrow("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"))).isTrue();
    assertThat(set.add(Fen.positionOrThrow("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 2"))).isTrue();
  }
}
