package org.touchmove.relay.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.touchmove.chess.Board;
import org.touchmove.chess.Color;
import org.touchmove.chess.MatingAnalysis;
import org.touchmove.chess.Move;
import org.touchmove.chess.Position;
import org.touchmove.chess.Role;
import org.touchmove.hardware.emulator.BundledGames;
import org.touchmove.hardware.emulator.ScriptedGame;

/**
 * The cost of the dead-position test (Laws 5.2.2) that {@code Game.end()} runs after every move:
 * mean time of {@link MatingAnalysis#isDeadPosition(Position)} per position, over the positions
 * of the eight bundled real games (start and after each ply), taken in game order.
 *
 * <p>{@code positions=all} times every position (836). A handful of them, endgames where a side
 * has no rook or queen left, need a helpmate search (about a millisecond each) and make most of
 * that mean; {@code positions=heavy} leaves them out and times the positions where each side
 * still has a queen or rook (826), the ordinary positions of a game. The D3-Chess dead-position
 * vectors live in the test corpus, not in the jar, so they are not timed here ({@code
 * MatingVectorsTest} and {@code DeadPositionFastPathTest} time them).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
public class DeadPositionBenchmark {
  @Param({"all", "heavy"})
  public String positions;

  private Position[] timed;
  private int next;

  /** Every position of the bundled games, in the order the games reach them. */
  @Setup(Level.Trial)
  public void load() {
    List<Position> all = new ArrayList<>();
    for (ScriptedGame game : BundledGames.all()) {
      Position p = game.start();
      all.add(p);
      for (Move move : game.moves()) {
        p = p.playUnchecked(move);
        all.add(p);
      }
    }
    if (positions.equals("heavy")) {
      all.removeIf(p -> !hasHeavyPiece(p, Color.WHITE) || !hasHeavyPiece(p, Color.BLACK));
    }
    timed = all.toArray(new Position[0]);
  }

  private static boolean hasHeavyPiece(Position p, Color color) {
    Board board = p.board();
    long heavy = board.byRole(Role.QUEEN) | board.byRole(Role.ROOK);
    return (heavy & board.byColor(color)) != 0;
  }

  /** One position per call, cycling through the games: the score is the mean per position. */
  @Benchmark
  public boolean realGamePosition() {
    Position p = timed[next];
    next = next + 1 == timed.length ? 0 : next + 1;
    return MatingAnalysis.isDeadPosition(p);
  }
}
