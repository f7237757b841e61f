package org.touchmove.chess;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.touchmove.Corpus;
import org.touchmove.notation.Fen;
import org.touchmove.notation.FenResult;

/**
 * Every perft suite of the corpus, at every depth whose published count is at most {@code
 * -Dperft.maxNodes} (default 200,000: about 0.5 billion nodes, seconds in all). Positions whose
 * only published counts are above the cap (the Ferdinand Mosca suites give depth 4 alone) are
 * sampled: every 20th runs its shallowest count if that is under 3 million. {@code -Pfull-perft}
 * lifts the cap and runs everything (hours; see docs/testing.md).
 */
class PerftSuiteTest {
  private static final long MAX_NODES = Long.getLong("perft.maxNodes", 200_000L);
  private static final int SAMPLE_EVERY = 20;
  private static final long SAMPLE_MAX_NODES = 3_000_000L;

  @Test
  void ownFixtureMatchesPublishedCounts() throws IOException {
    Path fixture = Path.of("src/test/resources/perft/classic.epd");
    List<PerftCase> cases = PerftCase.read(fixture);
    assertThat(cases).hasSizeGreaterThanOrEqualTo(7);
    for (PerftCase c : cases) {
      check(c);
    }
  }

  @TestFactory
  Stream<DynamicTest> corpusSuites() throws IOException {
    Path dir = Corpus.require("perft");
    List<DynamicTest> tests = new ArrayList<>();
    try (Stream<Path> files = Files.list(dir)) {
      for (Path file : files.sorted().toList()) {
        tests.add(
            DynamicTest.dynamicTest(
                file.getFileName().toString(),
                () -> {
                  List<PerftCase> cases = PerftCase.read(file);
                  assertThat(cases).as("positions in " + file).isNotEmpty();
                  for (int i = 0; i < cases.size(); i++) {
                    PerftCase c = cases.get(i);
                    if (!check(c) && i % SAMPLE_EVERY == 0) {
                      checkShallowest(c);
                    }
                  }
                }));
      }
    }
    return tests.stream();
  }

  /** Checks every count under the cap; false when there was none. */
  private static boolean check(PerftCase c) {
    Position position = positionOf(c);
    boolean checked = false;
    for (Map.Entry<Integer, Long> e : c.counts().entrySet()) {
      if (e.getValue() <= MAX_NODES) {
        assertThat(Perft.count(position, e.getKey()))
            .as("perft %d of %s", e.getKey(), c)
            .isEqualTo(e.getValue());
        checked = true;
      }
    }
    return checked;
  }

  private static void checkShallowest(PerftCase c) {
    Map.Entry<Integer, Long> shallowest = c.counts().entrySet().iterator().next();
    if (shallowest.getValue() <= SAMPLE_MAX_NODES) {
      assertThat(Perft.count(positionOf(c), shallowest.getKey()))
          .as("perft %d of %s", shallowest.getKey(), c)
          .isEqualTo(shallowest.getValue());
    }
  }

  /**
   * Some suite positions are deliberately unreachable (checkers aligned through the king, three
   * same-coloured bishops with eight pawns); move generation must still count them, so those are
   * built without the legality checks.
   */
  private static Position positionOf(PerftCase c) {
    FenResult fen = Fen.parse(c.fen());
    assertThat(fen).as("FEN of %s", c).isInstanceOf(FenResult.Parsed.class);
    Setup setup = ((FenResult.Parsed) fen).setup();
    Variant variant =
        c.source().startsWith("chess960") ? Variant.CHESS960 : Fen.inferVariant(setup);
    return Position.fromSetup(setup, variant)
        .lenient()
        .orElseGet(() -> Position.fromSetupUnchecked(setup, variant));
  }
}
