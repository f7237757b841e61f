package org.touchmove.chess;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.touchmove.Corpus;
import org.touchmove.notation.Fen;
import org.touchmove.notation.MoveParseResult;
import org.touchmove.notation.San;

/**
 * {@link InsufficientMaterial}: the python-chess material rule, and the dead-position rows of the
 * rules edge-case corpus (Laws 5.2.2, 6.9).
 */
class InsufficientMaterialTest {

  @Test
  void bareKingsAreInsufficientForBoth() {
    Position p = Fen.positionOrThrow("8/5k2/8/8/8/8/3K4/8 w - - 0 1");
    assertThat(InsufficientMaterial.isInsufficient(p, Color.WHITE)).isTrue();
    assertThat(InsufficientMaterial.isInsufficient(p, Color.BLACK)).isTrue();
  }

  @Test
  void pawnsRooksAndQueensAreAlwaysSufficient() {
    assertSufficiency("8/5k2/8/8/8/8/3KP3/8 w - - 0 1", Color.WHITE, false);
    assertSufficiency("8/5k2/8/8/8/8/3KR3/8 w - - 0 1", Color.WHITE, false);
    assertSufficiency("8/5k2/8/8/8/8/3KQ3/8 w - - 0 1", Color.WHITE, false);
  }

  @Test
  void loneKnightIsInsufficientOnlyAgainstKingAndQueens() {
    assertSufficiency("8/5k2/8/8/8/8/3KN3/8 w - - 0 1", Color.WHITE, true);
    assertSufficiency("8/4qk2/8/8/8/8/3KN3/8 w - - 0 1", Color.WHITE, true);
    assertSufficiency("8/4rk2/8/8/8/8/3KN3/8 w - - 0 1", Color.WHITE, false);
    assertSufficiency("8/4pk2/8/8/8/8/3KN3/8 w - - 0 1", Color.WHITE, false);
    assertSufficiency("8/5k2/8/8/8/8/2NKN3/8 w - - 0 1", Color.WHITE, false);
    assertSufficiency("8/5k2/8/8/8/8/2BKN3/8 w - - 0 1", Color.WHITE, false);
  }

  @Test
  void bishopsAreInsufficientOnlyAllOnOneColourWithoutPawnsOrKnights() {
    // c1, e3 and e7 are dark squares; e2 and e6 are light.
    assertSufficiency("8/5k2/8/8/8/4B3/3K4/2B5 w - - 0 1", Color.WHITE, true);
    assertSufficiency("8/5k2/8/8/8/8/4B3/2B1K3 w - - 0 1", Color.WHITE, false);
    assertSufficiency("8/4bk2/8/8/8/8/8/2B1K3 w - - 0 1", Color.WHITE, true);
    assertSufficiency("8/5k2/4b3/8/8/8/8/2B1K3 w - - 0 1", Color.WHITE, false);
    assertSufficiency("8/4nk2/8/8/8/8/8/2B1K3 w - - 0 1", Color.WHITE, false);
    assertSufficiency("8/5kp1/8/8/8/8/8/2B1K3 w - - 0 1", Color.WHITE, false);
    assertSufficiency("8/4rk2/8/8/8/8/8/2B1K3 w - - 0 1", Color.WHITE, true);
  }

  @Test
  void matchesTheRulesEdgeCaseCorpus() throws IOException {
    Path file = Corpus.require("edge/rules_edge_cases.tsv");
    List<String> failures = new ArrayList<>();
    int checked = 0;
    for (String line : Files.readAllLines(file)) {
      if (line.isBlank() || line.startsWith("#") || line.startsWith("id\t")) {
        continue; // the header repeats mid-file
      }
      String[] columns = line.split("\t", -1);
      String expectations = columns[5];
      if (!expectations.contains("insufficient_") && !expectations.contains("dead_position")) {
        continue;
      }
      Position position = play(Fen.positionOrThrow(columns[3]), columns[4]);
      for (String expectation : expectations.split(";")) {
        String[] kv = expectation.split("=", 2);
        boolean expected = Boolean.parseBoolean(kv[1]);
        boolean actual;
        if (kv[0].equals("insufficient_white")) {
          actual = InsufficientMaterial.isInsufficient(position, Color.WHITE);
        } else if (kv[0].equals("insufficient_black")) {
          actual = InsufficientMaterial.isInsufficient(position, Color.BLACK);
        } else if (kv[0].equals("dead_position")) {
          actual = MatingAnalysis.isDeadPosition(position);
        } else {
          continue;
        }
        checked++;
        if (actual != expected) {
          failures.add(columns[0] + " " + kv[0] + " expected " + expected);
        }
      }
    }
    assertThat(checked).as("expectations checked").isGreaterThanOrEqualTo(35);
    assertThat(failures).as("rows of %s", file).isEmpty();
  }

  private static void assertSufficiency(String fen, Color side, boolean insufficient) {
    Position p = Fen.positionOrThrow(fen);
    assertThat(InsufficientMaterial.isInsufficient(p, side)).as("%s for %s", fen, side)
        .isEqualTo(insufficient);
    if (insufficient) {
      // The rule is sound: the full analysis must agree that this side cannot mate.
      assertThat(MatingAnalysis.canMate(p, side)).as("%s for %s", fen, side)
          .isEqualTo(MatingPotential.CANNOT_MATE);
    }
  }

  /** Plays space-separated SAN moves from {@code start}. */
  private static Position play(Position start, String moves) {
    Position p = start;
    for (String san : moves.trim().split("\\s+")) {
      if (san.isEmpty()) {
        continue;
      }
      MoveParseResult result = San.parse(p, san);
      assertThat(result).as("move %s in %s", san, p).isInstanceOf(MoveParseResult.Parsed.class);
      p = p.playUnchecked(((MoveParseResult.Parsed) result).move());
    }
    return p;
  }
}
