package org.touchmove.relay.cli;

import java.util.List;
import java.util.concurrent.Callable;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code touchmove bench [PATTERN...]}: the JMH benchmarks shipped in this jar. */
@Command(
    name = "bench",
    mixinStandardHelpOptions = true,
    description = {
      "Run the JMH benchmarks (perft speed, decoder throughput, ...).",
      "PATTERN selects benchmarks by regular expression, e.g. 'Perft'."
    })
final class BenchCommand implements Callable<Integer> {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Parameters(paramLabel = "PATTERN", arity = "0..*", description = "benchmark name patterns")
  List<String> patterns = List.of();

  @Option(names = "--forks", description = "JVM forks per benchmark (default: as annotated)")
  Integer forks;

  @Option(names = "--warmup", description = "warm-up iterations (default: as annotated)")
  Integer warmup;

  @Option(names = "--iterations", description = "measured iterations (default: as annotated)")
  Integer iterations;

  @Option(names = "--list", description = "list the benchmarks and exit")
  boolean list;

  @Override
  public Integer call() throws RunnerException {
    ChainedOptionsBuilder options = new OptionsBuilder();
    for (String pattern : patterns) {
      options.include(pattern);
    }
    if (patterns.isEmpty()) {
      options.include(".*");
    }
    if (forks != null) {
      options.forks(forks);
    }
    if (warmup != null) {
      options.warmupIterations(warmup);
    }
    if (iterations != null) {
      options.measurementIterations(iterations);
    }
    Runner runner = new Runner(options.build());
    if (list) {
      runner.list();
      return 0;
    }
    runner.run();
    return 0;
  }
}
