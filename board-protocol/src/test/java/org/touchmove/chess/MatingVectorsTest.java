package org.touchmove.chess;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.touchmove.Corpus;

/**
 * {@link MatingAnalysis} against the D3-Chess unwinnability test vectors (Laws 5.2.2, 6.9). A
 * wrong answer, "can mate" where the vector says the side cannot or "cannot mate" where it can, is
 * never tolerated; "unknown" is counted. The corpus run writes its figures to {@code
 * target/mating-vectors.txt} (docs/dead-position.md quotes them).
 */
class MatingVectorsTest {
  /** Nodes per side; {@code -Dmating.budget} overrides (the library default is 200,000). */
  private static final long BUDGET = Long.getLong("mating.budget", 50_000L);

  /**
   * Dead positions of the corpus (of 806) proven dead for both sides at the default test budget of
   * 50,000 nodes: a regression guard, set at what the analysis achieves.
   */
  private static final int DEAD_PROVEN_AT_50K = 756;

  /** Sides of the corpus (of 3,606) decided, either way, at 50,000 nodes. */
  private static final int DECIDED_AT_50K = 3272;

  private static final Path FIXTURE = Path.of("src/test/resources/mating/d3chess_sample.txt");

  @Test
  void decidesEveryFixtureVectorAsClassified() throws IOException {
    List<MatingVector> vectors = MatingVector.read(FIXTURE);
    assertThat(vectors).hasSizeGreaterThanOrEqualTo(40);
    List<String> failures = new ArrayList<>();
    for (MatingVector vector : vectors) {
      Position position = vector.position();
      for (Color side : Color.values()) {
        MatingVerdict verdict = MatingAnalysis.analyse(position, side, 50_000);
        MatingPotential expected =
            vector.canMate(side) ? MatingPotential.CAN_MATE : MatingPotential.CANNOT_MATE;
        if (verdict.potential() != expected) {
          failures.add(vector + " " + side + ": " + verdict.potential() + " " + verdict.basis());
        }
      }
    }
    assertThat(failures).as("fixture vectors decided otherwise than classified").isEmpty();
  }

  @Test
  void findsTheFixtureDeadPositionsDead() throws IOException {
    List<String> failures = new ArrayList<>();
    for (MatingVector vector : MatingVector.read(FIXTURE)) {
      if (MatingAnalysis.isDeadPosition(vector.position()) != vector.isDead()) {
        failures.add(vector.toString());
      }
    }
    assertThat(failures).as("isDeadPosition disagrees with the classification").isEmpty();
  }

  @Test
  void neverContradictsTheCorpusVectors() throws IOException {
    Path file = Corpus.require("edge/d3chess_unwinnability_test_vectors.txt");
    List<MatingVector> vectors = MatingVector.read(file);
    Map<String, Tally> byClass = new LinkedHashMap<>();
    for (String classification : List.of("--", "W-", "-B", "WB")) {
      byClass.put(classification, new Tally());
    }
    Map<MatingVerdict.Basis, Integer> byBasis = new EnumMap<>(MatingVerdict.Basis.class);
    List<String> wrong = new ArrayList<>();
    List<String> staticallyDeadButNot = new ArrayList<>();
    int deadProven = 0;
    long totalNanos = 0;
    long maxNanos = 0;
    String slowest = "";
    for (MatingVector vector : vectors) {
      Position position = vector.position();
      Tally tally = byClass.get(vector.classification());
      boolean bothCannot = true;
      long start = System.nanoTime();
      for (Color side : Color.values()) {
        MatingVerdict verdict = MatingAnalysis.analyse(position, side, BUDGET);
        byBasis.merge(verdict.basis(), 1, Integer::sum);
        bothCannot &= verdict.potential() == MatingPotential.CANNOT_MATE;
        if (verdict.potential() == MatingPotential.UNKNOWN) {
          tally.unknown++;
        } else if ((verdict.potential() == MatingPotential.CAN_MATE) == vector.canMate(side)) {
          tally.correct++;
        } else {
          tally.wrong++;
          wrong.add(vector + " " + side + ": " + verdict.potential() + " " + verdict.basis());
        }
      }
      long nanos = System.nanoTime() - start;
      totalNanos += nanos;
      if (nanos > maxNanos) {
        maxNanos = nanos;
        slowest = vector.toString();
      }
      if (bothCannot && vector.isDead()) {
        deadProven++;
      }
      if (!vector.isDead() && MatingAnalysis.isDeadPosition(position, 0)) {
        staticallyDeadButNot.add(vector.toString());
      }
    }
    int deadTotal = byClass.get("--").positions(2);
    int decided = byClass.values().stream().mapToInt(t -> t.correct + t.wrong).sum();
    writeReport(
        byClass, byBasis, deadProven, deadTotal, vectors.size(), totalNanos, maxNanos, slowest);

    assertThat(wrong).as("answers contradicting the vectors (never allowed)").isEmpty();
    assertThat(staticallyDeadButNot).as("static proofs calling winnable positions dead").isEmpty();
    if (BUDGET == 50_000L) {
      assertThat(deadProven)
          .as("dead positions proven dead (of %d)", deadTotal)
          .isGreaterThanOrEqualTo(DEAD_PROVEN_AT_50K);
      assertThat(decided).as("sides decided (of %d)", 2 * vectors.size())
          .isGreaterThanOrEqualTo(DECIDED_AT_50K);
    }
  }

  private static void writeReport(
      Map<String, Tally> byClass,
      Map<MatingVerdict.Basis, Integer> byBasis,
      int deadProven,
      int deadTotal,
      int positions,
      long totalNanos,
      long maxNanos,
      String slowest)
      throws IOException {
    StringBuilder report = new StringBuilder();
    report.append(String.format(Locale.ROOT, "budget %d nodes per side%n", BUDGET));
    byClass.forEach(
        (classification, t) ->
            report.append(
                String.format(
                    Locale.ROOT,
                    "class %s  sides correct %d  unknown %d  wrong %d%n",
                    classification,
                    t.correct,
                    t.unknown,
                    t.wrong)));
    report.append(
        String.format(
            Locale.ROOT,
            "dead positions proven dead: %d of %d (%.1f%%)%n",
            deadProven,
            deadTotal,
            100.0 * deadProven / deadTotal));
    byBasis.forEach((basis, n) -> report.append("basis " + basis + " " + n + "\n"));
    report.append(
        String.format(
            Locale.ROOT,
            "time per position (both sides): mean %.2f ms, max %.1f ms (%s)%n",
            totalNanos / 1e6 / positions,
            maxNanos / 1e6,
            slowest));
    Path target = Path.of("target");
    Files.createDirectories(target);
    Files.writeString(target.resolve("mating-vectors.txt"), report);
  }

  /** Sides answered per classification. */
  private static final class Tally {
    int correct;
    int unknown;
    int wrong;

    int positions(int sidesPerPosition) {
      return (correct + unknown + wrong) / sidesPerPosition;
    }
  }
}
