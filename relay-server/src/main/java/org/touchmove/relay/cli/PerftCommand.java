package org.touchmove.relay.cli;

import java.io.PrintWriter;
import java.util.Map;
import java.util.concurrent.Callable;
import org.touchmove.chess.Move;
import org.touchmove.chess.Perft;
import org.touchmove.chess.Position;
import org.touchmove.chess.Variant;
import org.touchmove.notation.Uci;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code touchmove perft [--divide] FEN DEPTH}: the node count is always the last line. */
@Command(
    name = "perft",
    mixinStandardHelpOptions = true,
    description = {
      "Count the leaf nodes of the legal move tree (tests the rules engine).",
      "Prints the node count as the last line; timing goes to standard error."
    })
final class PerftCommand implements Callable<Integer> {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Parameters(index = "0", paramLabel = "FEN", description = "a FEN, or 'startpos'")
  String fen;

  @Parameters(index = "1", paramLabel = "DEPTH", description = "plies to search (0 or more)")
  int depth;

  @Option(
      names = "--divide",
      description = "first print 'uci: count' for every legal move")
  boolean divide;

  @Option(
      names = "--no-bulk",
      description = "play every leaf move instead of counting the last ply (slower)")
  boolean noBulk;

  @Option(
      names = "--variant",
      description = "STANDARD or CHESS960 (default: inferred from the castling rights)")
  Variant variant;

  @Override
  public Integer call() {
    if (depth < 0) {
      throw new CommandLine.ParameterException(spec.commandLine(), "DEPTH must be >= 0");
    }
    Position position = PositionArgument.parse(spec.commandLine(), fen, variant);
    PrintWriter out = spec.commandLine().getOut();
    long start = System.nanoTime();
    long nodes;
    if (divide && depth >= 1) {
      nodes = 0;
      for (Map.Entry<Move, Long> e : Perft.divide(position, depth).entrySet()) {
        out.println(Uci.format(position, e.getKey()) + ": " + e.getValue());
        nodes += e.getValue();
      }
    } else {
      nodes = noBulk ? Perft.countPlayingLeaves(position, depth) : Perft.count(position, depth);
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    spec.commandLine()
        .getErr()
        .printf(
            "perft %d: %d nodes in %.3f s (%.1f million nodes/s)%n",
            depth, nodes, seconds, nodes / Math.max(seconds, 1e-9) / 1e6);
    out.println(nodes);
    out.flush();
    return 0;
  }
}
