package org.touchmove.relay.server;

import java.io.IOException;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.relay.api.RoundStarter;
import org.touchmove.relay.api.RoundStarter.Outcome;
import org.touchmove.relay.config.BoardSource;
import org.touchmove.relay.config.ConfigException;
import org.touchmove.relay.config.ConfigReload;
import org.touchmove.relay.config.TournamentConfig;
import org.touchmove.relay.hub.BoardFeed;
import org.touchmove.relay.hub.BoardInfo;
import org.touchmove.relay.hub.BoardState;
import org.touchmove.relay.hub.GameHub;
import org.touchmove.relay.ingest.BoardChannel;
import org.touchmove.relay.journal.BoardJournal;
import org.touchmove.relay.journal.RoundLog;
import org.touchmove.relay.journal.RoundStart;

/**
 * Starts another round on the same boards while the relay runs (docs/operator-guide.md, "The next
 * round"). The tournament file is read again for the new round's pairings; the change is refused,
 * with the reason, when they are missing, when games of the round being played have no result yet,
 * or when the round was played before, unless forced. Otherwise it is journalled in {@code
 * rounds.jsonl} (who and when) before anything changes, each board's channel moves to a new
 * journal, and the hub serves the finished round as it stands and tells the viewers.
 */
final class RoundChange implements RoundStarter {
  private static final Logger LOG = LoggerFactory.getLogger(RoundChange.class);
  /** How long the boards' threads get to close one round and open the next. */
  private static final long SWITCH_SECONDS = 60;

  private final GameHub hub;
  private final Map<Integer, BoardChannel> channels;
  private final ConfigReload reload;
  private final InstantSource clock;
  private final Consumer<TournamentConfig> changed;
  private TournamentConfig config;

  /**
   * @param config the tournament as the relay runs it now
   * @param changed told of the tournament after each change (its new round and pairings)
   */
  RoundChange(TournamentConfig config, GameHub hub, Map<Integer, BoardChannel> channels, ConfigReload reload,
      InstantSource clock, Consumer<TournamentConfig> changed) {
    this.config = config;
    this.hub = hub;
    this.channels = Map.copyOf(channels);
    this.reload = reload;
    this.clock = clock;
    this.changed = changed;
  }

  @Override
  public synchronized Outcome start(OptionalInt requested, boolean force, String by) {
    TournamentConfig file;
    try {
      file = reload.load();
    } catch (ConfigException e) {
      return new Outcome.Refused(409, "the tournament file cannot be read, nothing changed: " + e.getMessage());
    }
    TournamentConfig next = config.withPairingsOf(file);
    int from = hub.round();
    int to = requested.orElse(from + 1);
    if (to == from) {
      return new Outcome.Refused(409, "round " + to + " is already being played");
    }
    if (to > next.rounds()) {
      return new Outcome.Refused(409, "the tournament has " + next.rounds() + " rounds (rounds: in the "
          + "tournament file); there is no round " + to);
    }
    if (next.pairings().getOrDefault(to, Map.of()).isEmpty()) {
      return new Outcome.Refused(409, "round " + to + " has no pairings in the tournament file: add them "
          + "under pairings: " + to + ": and try again (the file is read again at every round change)");
    }
    List<Integer> playing = new ArrayList<>();
    for (BoardFeed feed : hub.boards()) {
      if (feed.live().status() == BoardState.Status.PLAYING) {
        playing.add(feed.info().board());
      }
    }
    if (!playing.isEmpty() && !force) {
      return new Outcome.Refused(409, "round " + from + " is still being played on board"
          + (playing.size() == 1 ? " " : "s ") + join(playing) + " (no result yet): set the result"
          + (playing.size() == 1 ? "" : "s") + " first, or start round " + to + " with \"force\":true", true);
    }
    boolean playedBefore;
    try {
      playedBefore = BoardJournal.recordedBoards(config.dataDir()).containsKey(to);
    } catch (IOException e) {
      return new Outcome.Refused(500, "cannot look for the journals of round " + to + ": " + e.getMessage());
    }
    if (playedBefore && !force) {
      return new Outcome.Refused(409, "round " + to + " was played before on this relay ("
          + config.dataDir().resolve("round-" + to) + "): starting it again continues its journals; "
          + "send \"force\":true to do that", true);
    }
    return switchTo(next, file.round(), from, to, force, by);
  }

  private Outcome switchTo(TournamentConfig next, int fileRound, int from, int to, boolean force, String by) {
    long at = clock.millis();
    List<BoardInfo> infos = new ArrayList<>();
    List<Integer> unpaired = new ArrayList<>();
    for (Map.Entry<Integer, BoardSource> e : next.boards().entrySet()) {
      int board = e.getKey();
      infos.add(new BoardInfo(board, to, next.pairing(to, board), e.getValue().format()));
      if (!next.pairings().get(to).containsKey(board)) {
        unpaired.add(board);
      }
    }
    Map<Integer, BoardJournal> journals = new LinkedHashMap<>();
    try {
      for (BoardInfo info : infos) {
        journals.put(info.board(), BoardJournal.open(BoardJournal.dir(next.dataDir(), to, info.board()),
            Instant.ofEpochMilli(at), info.source(), Optional.empty()));
      }
      // Journalled before anything changes: a relay killed from here on restarts into the new round.
      RoundLog.append(next.dataDir(), new RoundStart(at, by, to, from, fileRound, force));
    } catch (IOException e) {
      journals.values().forEach(RoundChange::closeQuietly);
      LOG.error("round {} not started: {}", to, e.toString());
      return new Outcome.Refused(500, "round " + to + " not started: " + e.getMessage());
    }
    List<BoardFeed> feeds = hub.newFeeds(infos);
    List<CompletableFuture<Void>> switched = new ArrayList<>();
    for (BoardFeed feed : feeds) {
      int board = feed.info().board();
      switched.add(channels.get(board).startRound(feed, journals.get(board), to));
    }
    try {
      CompletableFuture.allOf(switched.toArray(CompletableFuture[]::new)).get(SWITCH_SECONDS, TimeUnit.SECONDS);
    } catch (ExecutionException | TimeoutException e) {
      // The change is journalled: serve the new round anyway, and say which board is in trouble.
      LOG.error("round {}: a board did not move to the new round cleanly: {}", to, e.toString());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    hub.startRound(to, feeds, at);
    config = next.withRound(to);
    changed.accept(config);
    LOG.info("round {} started by {}{}; round {} is served as finished", to, by, force ? " (forced)" : "", from);
    return new Outcome.Started(to, from, unpaired);
  }

  private static String join(List<Integer> boards) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < boards.size(); i++) {
      b.append(i == 0 ? "" : i == boards.size() - 1 ? " and " : ", ").append(boards.get(i));
    }
    return b.toString();
  }

  private static void closeQuietly(BoardJournal journal) {
    try {
      journal.close();
    } catch (IOException e) {
      LOG.warn("closing {}: {}", journal.dir(), e.toString());
    }
  }
}
