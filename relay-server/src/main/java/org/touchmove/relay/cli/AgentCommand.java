package org.touchmove.relay.cli;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import javax.net.ssl.SSLContext;
import org.touchmove.hardware.transport.BoardAddress;
import org.touchmove.hardware.transport.BoardDiscovery;
import org.touchmove.hardware.transport.BoardLinkException;
import org.touchmove.hardware.transport.DiscoveredBoard;
import org.touchmove.hardware.transport.DiscoveryConfig;
import org.touchmove.relay.agent.Agent;
import org.touchmove.relay.agent.RelayTrust;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code touchmove agent}: forward this machine's boards to a central relay. */
@Command(
    name = "agent",
    mixinStandardHelpOptions = true,
    description = {
      "Forward local boards' raw bytes to a central relay (boards 'agent:SERIAL' in its file).",
      "Every read is spooled to disk until the relay acknowledges it: nothing is lost when the",
      "network drops, nothing is sent twice."
    })
final class AgentCommand implements Callable<Integer> {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Option(names = "--relay", required = true, paramLabel = "URL", description = "the relay, e.g. ws://relay.example:8080 or https://...")
  String relay;

  @Option(names = "--token", required = true, description = "an agent token from the relay's tournament file")
  String token;

  @Option(names = "--port", paramLabel = "PATH", description = "a board's serial port (repeatable)")
  List<String> ports = new ArrayList<>();

  @Option(names = "--tcp", paramLabel = "HOST:PORT", description = "a board behind a TCP serial server (repeatable)")
  List<String> tcp = new ArrayList<>();

  @Option(names = "--discover", description = "forward every DGT board found on this machine's serial ports")
  boolean discover;

  @Option(names = "--serial", description = "announce the board as this serial (one board only; default: the board's own)")
  String serial;

  @Option(names = "--trust", paramLabel = "PEM", description = "on wss:, trust the relay certificates in this PEM file "
      + "(its self-signed certificate, or its authority) instead of Java's authorities")
  Path trust;

  @Option(names = "--spool", paramLabel = "DIR", defaultValue = "touchmove-spool", description = "where reads wait for the relay (default ${DEFAULT-VALUE})")
  Path spool;

  @Override
  public Integer call() throws InterruptedException {
    CommandLine cli = spec.commandLine();
    List<BoardAddress> addresses = new ArrayList<>();
    ports.forEach(p -> addresses.add(new BoardAddress.Serial(p)));
    for (String t : tcp) {
      addresses.add(BoardAddress.Tcp.parse(t).orElseThrow(
          () -> new CommandLine.ParameterException(cli, "--tcp " + t + " is not HOST:PORT")));
    }
    if (discover) {
      try {
        for (DiscoveredBoard b : new BoardDiscovery(DiscoveryConfig.defaults()).discover()) {
          cli.getOut().println("found a DGT board on " + b.path() + b.serialNumber().map(s -> " (serial " + s + ")").orElse(""));
          addresses.add(new BoardAddress.Serial(b.path()));
        }
      } catch (BoardLinkException e) {
        cli.getErr().println("agent: discovery failed: " + e.getMessage());
        return 1;
      }
    }
    if (addresses.isEmpty()) {
      throw new CommandLine.ParameterException(cli, "give --port PATH, --tcp HOST:PORT or --discover");
    }
    if (serial != null && addresses.size() > 1) {
      throw new CommandLine.ParameterException(cli, "--serial names one board; " + addresses.size() + " given");
    }
    URI base = URI.create(relay.replaceFirst("^http", "ws"));
    SSLContext tls = RelayTrust.system();
    if (trust != null) {
      if (!"wss".equals(base.getScheme())) {
        throw new CommandLine.ParameterException(cli, "--trust is for a relay on wss:// (or https://); " + relay + " is not");
      }
      try {
        tls = RelayTrust.fromPem(trust);
      } catch (IOException e) {
        cli.getErr().println("touchmove agent: --trust: " + e.getMessage());
        cli.getErr().flush();
        return 2;
      }
    }
    Agent agent = Agent.start(base, token, addresses, Optional.ofNullable(serial), spool, tls);
    cli.getOut().println("touchmove agent: forwarding " + addresses.size() + " board(s) to " + base
        + " (spool " + spool.toAbsolutePath() + "); Ctrl-C stops it");
    cli.getOut().flush();
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      agent.close();
      stopped.countDown();
    }, "touchmove-agent-stop"));
    stopped.await();
    return 0;
  }
}
