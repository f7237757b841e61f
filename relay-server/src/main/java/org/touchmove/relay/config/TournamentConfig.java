package org.touchmove.relay.config;

import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import org.touchmove.chess.TimeControl;
import org.touchmove.chess.Variant;

/**
 * Everything the relay needs to know about a tournament: read from the YAML file given to {@code
 * touchmove serve --config} (see docs/operator-guide.md) or built by {@code touchmove demo}.
 *
 * @param event the event's name (PGN {@code Event})
 * @param site where (PGN {@code Site})
 * @param round the round being played now; its boards are the live ones
 * @param rounds how many rounds the tournament has
 * @param timeControl the control every game is played at, when known (checked by the clock audit)
 * @param variant standard or Chess960
 * @param publicDelay how far behind the public feeds run (arbiters see everything live)
 * @param boards board number to source
 * @param pairings round to (board to pairing)
 * @param arbiterTokens tokens that open the arbiter feed and actions
 * @param agentTokens tokens remote agents present
 * @param bind the address to listen on
 * @param tls certificate and key files (PEM), when the relay serves HTTPS itself
 * @param dataDir where the journals live
 */
public record TournamentConfig(
    String event,
    String site,
    int round,
    int rounds,
    Optional<TimeControl> timeControl,
    Variant variant,
    Duration publicDelay,
    SortedMap<Integer, BoardSource> boards,
    Map<Integer, Map<Integer, Pairing>> pairings,
    List<String> arbiterTokens,
    List<String> agentTokens,
    InetSocketAddress bind,
    Optional<Tls> tls,
    Path dataDir) {

  /** PEM files for HTTPS. */
  public record Tls(Path certificate, Path key) {}

  public TournamentConfig {
    boards = new TreeMap<>(boards);
    pairings = Map.copyOf(pairings);
    arbiterTokens = List.copyOf(arbiterTokens);
    agentTokens = List.copyOf(agentTokens);
  }

  /** Who plays on {@code board} in {@code round}; {@link Pairing#UNKNOWN} when not paired. */
  public Pairing pairing(int round, int board) {
    return pairings.getOrDefault(round, Map.of()).getOrDefault(board, Pairing.UNKNOWN);
  }

  /** Same config with another bind address (the command line overrides the file). */
  public TournamentConfig withBind(InetSocketAddress address) {
    return new TournamentConfig(event, site, round, rounds, timeControl, variant, publicDelay, boards,
        pairings, arbiterTokens, agentTokens, address, tls, dataDir);
  }

  /** Same config with another data directory. */
  public TournamentConfig withDataDir(Path dir) {
    return new TournamentConfig(event, site, round, rounds, timeControl, variant, publicDelay, boards,
        pairings, arbiterTokens, agentTokens, bind, tls, dir);
  }

  /** Same config playing round {@code value} (a round started while the relay ran). */
  public TournamentConfig withRound(int value) {
    return new TournamentConfig(event, site, value, rounds, timeControl, variant, publicDelay, boards,
        pairings, arbiterTokens, agentTokens, bind, tls, dataDir);
  }

  /**
   * Same config with the pairings and number of rounds of {@code file} (the tournament file read
   * again when a round starts; its other settings need a restart).
   */
  public TournamentConfig withPairingsOf(TournamentConfig file) {
    return new TournamentConfig(event, site, round, Math.max(file.rounds(), round), timeControl, variant,
        publicDelay, boards, file.pairings(), arbiterTokens, agentTokens, bind, tls, dataDir);
  }
}
