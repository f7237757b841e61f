package org.touchmove.chess;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.touchmove.Corpus;
import org.touchmove.notation.Fen;
import org.touchmove.notation.PgnReadResult;
import org.touchmove.notation.PgnReader;

/**
 * The open-position shortcut of {@link MatingAnalysis#isDeadPosition(Position)} ({@link
 * OpenPosition}) never changes an answer: on every position of the corpus's real games and on
 * the D3-Chess vectors, the shortcut's claim (the blockade assumes nothing) holds and the answer
 * equals the full analysis. Figures go to {@code target/dead-position-fast-path-*.txt}.
 */
class DeadPositionFastPathTest {
  private static final Path FIXTURE = Path.of("src/test/resources/mating/d3chess_sample.txt");

  /**
   * Dead vectors of the corpus (of 806) that {@code isDeadPosition(position)} proves dead
   * (docs/dead-position.md): the shortcut must not lose one.
   */
  private static final int DEAD_PROVEN_BY_IS_DEAD_POSITION = 758;

  @Test
  void settlesTheStartAndTypicalMiddlegamesWithoutTheBlockade() {
    assertThat(MatingAnalysis.isSettledOpen(Position.standard())).isTrue();
    Position sicilian =
        Fen.positionOrThrow(
            "r1bqkb1r/pp2pppp/2np1n2/8/3NP3/2N5/PPP2PPP/R1BQKB1R w KQkq - 2 6");
    assertThat(MatingAnalysis.isSettledOpen(sicilian)).isTrue();
    assertThat(MatingAnalysis.isDeadPosition(sicilian)).isFalse();
  }

  @Test
  void leavesLockedAndLightPositionsToTheFullAnalysis() {
    // A pawn wall that bishops of the wrong colour can never attack: dead (Blockade's walls).
    Position locked = Fen.positionOrThrow("2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1");
    assertThat(OpenPosition.proven(locked)).isFalse();
    assertThat(MatingAnalysis.isSettledOpen(locked)).isFalse();
    assertThat(MatingAnalysis.isDeadPosition(locked)).isTrue();
    // The same wall with a rook each: the rooks reach the open files and attack the pawns, so
    // nothing is locked and the shortcut answers (not stalemate, not dead).
    Position rooks = Fen.positionOrThrow("2r1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2R1K3 w - - 0 1");
    assertThat(MatingAnalysis.isSettledOpen(rooks)).isTrue();
    assertThat(MatingAnalysis.isDeadPosition(rooks))
        .isEqualTo(MatingAnalysis.isDeadPositionInFull(rooks))
        .isFalse();
    // Open, but Black has no rook or queen: the full analysis decides.
    Position light = Fen.positionOrThrow("4k3/8/3n4/8/8/8/4P3/R3K3 w - - 0 1");
    assertThat(OpenPosition.proven(light)).isTrue();
    assertThat(MatingAnalysis.isSettledOpen(light)).isFalse();
  }

  @Test
  void aStalemateOnAnOpenBoardIsStillDead() {
    // Black to move has no legal move: the rook is pinned on the diagonal, a7 and b8 covered.
    Position stalemate = Fen.positionOrThrow("k1K5/1r6/1PQ5/8/8/8/8/8 b - - 0 1");
    assertThat(stalemate.isStalemate()).isTrue();
    assertThat(MatingAnalysis.isSettledOpen(stalemate)).isTrue();
    assertThat(MatingAnalysis.isDeadPosition(stalemate))
        .isEqualTo(MatingAnalysis.isDeadPositionInFull(stalemate))
        .isTrue();
  }

  @Test
  void agreesWithTheFullAnalysisOnRandomGames() throws IOException {
    // Random play reaches material and piece placements no master game has, corpus or not. The
    // full analysis runs where the shortcut applies (no search there: both sides are open).
    SplittableRandom random = new SplittableRandom(20_240_523);
    Tally tally = new Tally();
    for (int game = 0; game < 200; game++) {
      Position p = Position.standard();
      for (int ply = 0; ply < 200 && p.legalMoveCount() > 0; ply++) {
        tally.check("random game " + game + " ply " + ply, p, false);
        List<Move> moves = p.legalMoves();
        p = p.playUnchecked(moves.get(random.nextInt(moves.size())));
      }
    }
    tally.write("random", "random games (200)");
    assertThat(tally.positions).isGreaterThan(20_000);
    assertThat(tally.settled).isGreaterThan(tally.positions / 2);
    assertThat(tally.failures).isEmpty();
  }

  @Test
  void agreesWithTheFullAnalysisOnTheFixtureVectors() throws IOException {
    Tally tally = new Tally();
    for (MatingVector vector : MatingVector.read(FIXTURE)) {
      tally.check(vector.toString(), vector.position(), true);
    }
    assertThat(tally.failures).isEmpty();
  }

  @Test
  void agreesWithTheFullAnalysisOnEveryCorpusGamePosition() throws IOException {
    Path root = Corpus.require("pgn");
    Tally tally = new Tally();
    int games = 0;
    for (Path file : pgnFiles(root, Corpus.require("edge/pgn"))) {
      for (PgnReadResult result : PgnReader.mainLineOnly().read(Files.readAllBytes(file))) {
        if (!(result instanceof PgnReadResult.Read read)) {
          continue; // unreadable games are the PGN tests' business
        }
        games++;
        List<Position> positions = read.game().game().positions();
        for (int ply = 0; ply < positions.size(); ply++) {
          String where = file.getFileName() + " game " + games + " ply " + ply;
          tally.check(where, positions.get(ply), true);
        }
      }
    }
    tally.write("games", "real games (" + games + ")");
    assertThat(tally.positions).isGreaterThan(20_000);
    assertThat(tally.failures).isEmpty();
    // The point of the shortcut: nearly every position of a real game takes it.
    assertThat(tally.settled).isGreaterThan(tally.positions * 3 / 4);
  }

  @Test
  void agreesWithTheFullAnalysisOnTheCorpusVectorsAndLosesNoDeadPosition() throws IOException {
    List<MatingVector> vectors =
        MatingVector.read(Corpus.require("edge/d3chess_unwinnability_test_vectors.txt"));
    Tally tally = new Tally();
    int deadProven = 0;
    int dead = 0;
    for (MatingVector vector : vectors) {
      Position position = vector.position();
      // The full analysis (searches included) only where the shortcut applies, and on the dead
      // vectors to count them: elsewhere both entries run the same code.
      tally.check(vector.toString(), position, false);
      if (vector.isDead()) {
        dead++;
        if (MatingAnalysis.isDeadPosition(position)) {
          deadProven++;
        }
      }
    }
    tally.write(
        "vectors",
        String.format(Locale.ROOT, "D3-Chess vectors, dead proven %d of %d", deadProven, dead));
    assertThat(tally.failures).isEmpty();
    assertThat(deadProven).isGreaterThanOrEqualTo(DEAD_PROVEN_BY_IS_DEAD_POSITION);
  }

  private static List<Path> pgnFiles(Path... dirs) throws IOException {
    List<Path> files = new ArrayList<>();
    for (Path dir : dirs) {
      try (Stream<Path> list = Files.list(dir)) {
        list.filter(p -> p.toString().endsWith(".pgn")).sorted().forEach(files::add);
      }
    }
    return files;
  }

  /** Positions checked, how many took the shortcut, and every disagreement. */
  private static final class Tally {
    final List<String> failures = new ArrayList<>();
    int positions;
    int settled;
    int open;
    int blockadeAssumesNothing;
    long fastNanos;

    /**
     * The shortcut's claim where it is made, and the answer against the full analysis: on every
     * position when {@code always}, else where the shortcut applies.
     */
    void check(String where, Position position, boolean always) {
      positions++;
      boolean proven = OpenPosition.proven(position);
      boolean nothing = Blockade.of(position).assumesNothing();
      if (proven) {
        open++;
        if (!nothing) {
          failures.add(where + " " + Fen.format(position) + ": proven open, yet a blockade");
        }
      }
      if (nothing) {
        blockadeAssumesNothing++;
      }
      long start = System.nanoTime();
      boolean settledOpen = MatingAnalysis.isSettledOpen(position);
      fastNanos += System.nanoTime() - start;
      if (settledOpen) {
        settled++;
      }
      if (always || settledOpen) {
        boolean fast = MatingAnalysis.isDeadPosition(position);
        boolean full = MatingAnalysis.isDeadPositionInFull(position);
        if (fast != full) {
          failures.add(
              where + " " + Fen.format(position) + ": shortcut says " + fast + ", full " + full);
        }
      }
    }

    void write(String name, String what) throws IOException {
      String report =
          String.format(
              Locale.ROOT,
              "%s: %d positions; blockade assumes nothing in %d, proven open in %d, settled by the"
                  + " shortcut (also a rook or queen each) %d (%.1f%%); shortcut test %.2f us"
                  + " mean (cold, includes JIT)%n",
              what,
              positions,
              blockadeAssumesNothing,
              open,
              settled,
              100.0 * settled / positions,
              fastNanos / 1e3 / positions);
      Path target = Path.of("target");
      Files.createDirectories(target);
      Files.writeString(target.resolve("dead-position-fast-path-" + name + ".txt"), report);
    }
  }
}
