package org.touchmove.relay.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.touchmove.relay.config.ConfigException;
import org.touchmove.relay.config.ConfigLoader;
import org.touchmove.relay.config.TournamentConfig;
import org.touchmove.relay.netty.Limits;
import org.touchmove.relay.server.Relay;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code touchmove serve --config tournament.yaml}: the relay for a real round. */
@Command(
    name = "serve",
    mixinStandardHelpOptions = true,
    description = {
      "Run the relay for a tournament round: boards in, live games out (docs/operator-guide.md).",
      "Journals every byte; on restart it rebuilds every game from the journals."
    })
final class ServeCommand implements Callable<Integer> {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Option(names = "--config", required = true, paramLabel = "FILE", description = "the tournament file (YAML)")
  Path config;

  @Option(names = "--bind", paramLabel = "HOST:PORT", description = "override the file's bind address")
  String bind;

  @Override
  public Integer call() throws IOException, InterruptedException {
    TournamentConfig tournament;
    try {
      tournament = ConfigLoader.load(config);
    } catch (ConfigException e) {
      spec.commandLine().getErr().println("touchmove serve: " + e.getMessage());
      spec.commandLine().getErr().flush();
      return 2;
    }
    if (bind != null) {
      tournament = tournament.withBind(HostPort.parse(spec.commandLine(), bind));
    }
    // A round change reads the file again for the new round's pairings.
    Relay relay = Relay.start(tournament, Limits.defaults(), () -> ConfigLoader.load(config));
    return RelayRun.untilStopped(relay, spec.commandLine().getOut(),
        tournament.bind().getAddress().isAnyLocalAddress() ? "localhost" : tournament.bind().getHostString());
  }
}
