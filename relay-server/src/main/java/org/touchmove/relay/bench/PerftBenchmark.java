package org.touchmove.relay.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.touchmove.chess.Perft;
import org.touchmove.chess.Position;
import org.touchmove.notation.Fen;

/**
 * Move generation speed as perft nodes per second, single-threaded. One "operation" is one leaf
 * node ({@code @OperationsPerInvocation} = the published node count), so JMH's throughput is
 * nodes per second directly. Counts: chessprogramming.org Perft Results.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 3)
@Measurement(iterations = 5)
public class PerftBenchmark {
  private static final long START_6 = 119_060_324L;
  private static final long KIWIPETE_5 = 193_690_690L;
  private static final long START_5 = 4_865_609L;
  private static final long KIWIPETE_4 = 4_085_603L;

  private final Position start = Position.standard();
  private final Position kiwipete =
      Fen.positionOrThrow("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");

  /** Start position, depth 6, the last ply counted without playing it (bulk counting). */
  @Benchmark
  @OperationsPerInvocation(119_060_324)
  public long startDepth6Bulk() {
    return check(Perft.count(start, 6), START_6);
  }

  /** Kiwipete (Peter McKenzie's position), depth 5, bulk counting. */
  @Benchmark
  @OperationsPerInvocation(193_690_690)
  public long kiwipeteDepth5Bulk() {
    return check(Perft.count(kiwipete, 5), KIWIPETE_5);
  }

  /** Start position, depth 5, every leaf move played (make at every node, no bulk counting). */
  @Benchmark
  @OperationsPerInvocation(4_865_609)
  public long startDepth5PlayEveryLeaf() {
    return check(Perft.countPlayingLeaves(start, 5), START_5);
  }

  /** Kiwipete, depth 4, every leaf move played. */
  @Benchmark
  @OperationsPerInvocation(4_085_603)
  public long kiwipeteDepth4PlayEveryLeaf() {
    return check(Perft.countPlayingLeaves(kiwipete, 4), KIWIPETE_4);
  }

  private static long check(long nodes, long expected) {
    if (nodes != expected) {
      throw new IllegalStateException("perft gave " + nodes + ", expected " + expected);
    }
    return nodes;
  }
}
