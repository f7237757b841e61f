package org.touchmove.relay.cli;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import org.touchmove.chess.Variant;
import org.touchmove.hardware.emulator.BundledGames;
import org.touchmove.notation.PgnGame;
import org.touchmove.relay.config.BoardSource;
import org.touchmove.relay.config.Pairing;
import org.touchmove.relay.config.Player;
import org.touchmove.relay.config.TournamentConfig;
import org.touchmove.relay.server.Relay;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code touchmove demo}: no arguments, no setup. The relay with eight emulated boards replaying
 * the bundled London Chess Classic 2016 games the way people move pieces, faster than life, with
 * a generated arbiter token. Two boards have irregular players so the arbiter console has work.
 */
@Command(
    name = "demo",
    mixinStandardHelpOptions = true,
    description = {
      "Run the relay with 8 emulated boards playing real games (London Chess Classic 2016),",
      "on http://localhost:8080 by default. Prints the viewer, demonstration-board and arbiter URLs."
    })
final class DemoCommand implements Callable<Integer> {
  static final int BOARDS = 8;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Option(names = "--port", defaultValue = "8080", description = "HTTP port (default ${DEFAULT-VALUE}; 0 = any free port)")
  int port;

  @Option(names = "--bind", defaultValue = "127.0.0.1", description = "address to listen on (default ${DEFAULT-VALUE})")
  String host;

  @Option(names = "--speed", defaultValue = "30", description = "how many times faster than the real games (default ${DEFAULT-VALUE})")
  double speed;

  @Option(names = "--delay", defaultValue = "0", description = "public broadcast delay in seconds (default ${DEFAULT-VALUE})")
  int delay;

  @Option(names = "--data", paramLabel = "DIR", description = "journal directory (default: a new temporary directory)")
  Path data;

  @Option(names = "--token", description = "arbiter token (default: generated)")
  String token;

  @Override
  public Integer call() throws IOException, InterruptedException {
    CommandLine cli = spec.commandLine();
    if (!(speed >= 1)) {
      throw new CommandLine.ParameterException(cli, "--speed must be at least 1");
    }
    if (token != null && token.length() < 12) {
      throw new CommandLine.ParameterException(cli, "--token must be at least 12 characters");
    }
    Path dir = data != null ? data : Files.createTempDirectory("touchmove-demo-");
    String arbiterToken = token != null ? token : generatedToken();
    Relay relay = Relay.start(config(dir, arbiterToken));
    return RelayRun.untilStopped(relay, cli.getOut(),
        host.equals("0.0.0.0") || host.equals("127.0.0.1") ? "localhost" : host);
  }

  TournamentConfig config(Path dir, String arbiterToken) {
    List<PgnGame> scores = BundledGames.scores();
    TreeMap<Integer, BoardSource> boards = new TreeMap<>();
    Map<Integer, Pairing> pairings = new HashMap<>();
    for (int b = 1; b <= BOARDS; b++) {
      String profile = b == 7 ? "clumsy" : b == 8 ? "irregular" : "club";
      boards.put(b, new BoardSource.Emulator(b, profile, speed));
      PgnGame score = scores.get((b - 1) % scores.size());
      pairings.put(b, new Pairing(player(score, "White"), player(score, "Black")));
    }
    return new TournamentConfig(
        "Touchmove demo: London Chess Classic 2016 replayed", "London ENG", 1, 1,
        Optional.empty(), Variant.STANDARD, Duration.ofSeconds(delay), boards, Map.of(1, pairings),
        List.of(arbiterToken), List.of(), new InetSocketAddress(host, port), Optional.empty(), dir);
  }

  private static Player player(PgnGame score, String side) {
    OptionalInt elo = OptionalInt.empty();
    try {
      elo = score.tag(side + "Elo").map(e -> OptionalInt.of(Integer.parseInt(e))).orElse(OptionalInt.empty());
    } catch (NumberFormatException ignored) {
      // no rating then
    }
    return new Player(score.tag(side).orElse("?"), score.tag(side + "Title"), elo, OptionalLong.empty(),
        Optional.empty());
  }

  private static String generatedToken() {
    byte[] bytes = new byte[12];
    new SecureRandom().nextBytes(bytes);
    return HexFormat.of().formatHex(bytes);
  }
}
