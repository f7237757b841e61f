package org.touchmove.relay.server;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.SortedSet;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.chess.Variant;
import org.touchmove.dgt.DgtCommand;
import org.touchmove.dgt.DgtMessage;
import org.touchmove.dgt.RawBytes;
import org.touchmove.hardware.emulator.BoardIdentity;
import org.touchmove.hardware.emulator.BundledGames;
import org.touchmove.hardware.emulator.EmulatedSession;
import org.touchmove.hardware.emulator.EmulatorServer;
import org.touchmove.hardware.emulator.HumanProfile;
import org.touchmove.hardware.emulator.ScriptedGame;
import org.touchmove.hardware.transport.BoardAddress;
import org.touchmove.hardware.transport.BoardConnection;
import org.touchmove.hardware.transport.BoardListener;
import org.touchmove.hardware.transport.LinkState;
import org.touchmove.hardware.transport.MonotonicClock;
import org.touchmove.hardware.transport.SessionConfig;
import org.touchmove.reconstruct.TrackerConfig;
import org.touchmove.relay.api.Access;
import org.touchmove.relay.api.RelayApi;
import org.touchmove.relay.config.BoardSource;
import org.touchmove.relay.config.ConfigReload;
import org.touchmove.relay.config.TournamentConfig;
import org.touchmove.relay.hub.BoardFeed;
import org.touchmove.relay.hub.BoardInfo;
import org.touchmove.relay.hub.GameHub;
import org.touchmove.relay.ingest.BoardChannel;
import org.touchmove.relay.ingest.FinishedBoard;
import org.touchmove.relay.journal.BoardJournal;
import org.touchmove.relay.journal.RoundLog;
import org.touchmove.relay.journal.RoundStart;
import org.touchmove.relay.metrics.RelayMetrics;
import org.touchmove.relay.netty.Limits;
import org.touchmove.relay.netty.RelayServer;
import org.touchmove.relay.netty.Transport;
import org.touchmove.relay.wire.WireJson;

/**
 * The whole relay, assembled from a tournament config: a journal and a channel per board, the
 * hub, the board connections (or emulators), and the HTTP/WebSocket server. Starting it rebuilds
 * every board from its journal before the first viewer can connect.
 */
public final class Relay implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(Relay.class);

  private volatile TournamentConfig config;
  private final GameHub hub;
  private final Map<Integer, BoardChannel> channels;
  private final List<AutoCloseable> sources;
  private final RelayServer server;

  private Relay(TournamentConfig config, GameHub hub, Map<Integer, BoardChannel> channels,
      List<AutoCloseable> sources, RelayServer server) {
    this.config = config;
    this.hub = hub;
    this.channels = channels;
    this.sources = sources;
    this.server = server;
  }

  /** Starts everything; the server is listening when this returns. */
  public static Relay start(TournamentConfig config) throws IOException, InterruptedException {
    return start(config, Limits.defaults());
  }

  /** Starts everything with the given client limits. */
  public static Relay start(TournamentConfig config, Limits limits) throws IOException, InterruptedException {
    return start(config, limits, () -> config);
  }

  /**
   * Starts everything; a round change reads the tournament again with {@code reload} (the
   * tournament file, for {@code touchmove serve}) for the new round's pairings. The round played
   * is the one last started on this data directory ({@code rounds.jsonl}), unless the file's
   * {@code round:} changed since.
   */
  public static Relay start(TournamentConfig config, Limits limits, ConfigReload reload)
      throws IOException, InterruptedException {
    List<RoundStart> starts = roundStarts(config.dataDir());
    Optional<RoundStart> resumed = Optional.empty();
    if (!starts.isEmpty()) {
      RoundStart last = starts.get(starts.size() - 1);
      if (last.configRound() == config.round()) {
        resumed = Optional.of(last);
        if (last.round() != config.round()) {
          LOG.info("round {} was started on {} by {}: it is played, not the tournament file's round {}",
              last.round(), Instant.ofEpochMilli(last.at()), last.by(), config.round());
        }
        config = config.withRound(last.round());
      } else if (config.round() != last.round()) {
        LOG.info("the tournament file's round: is now {} (it was {} when round {} was started): round {} is played",
            config.round(), last.configRound(), last.round(), config.round());
        RoundLog.append(config.dataDir(), new RoundStart(System.currentTimeMillis(), "tournament-file",
            config.round(), last.round(), config.round(), false));
      }
    }
    return launch(config, limits, reload, resumed);
  }

  private static Relay launch(TournamentConfig config, Limits limits, ConfigReload reload,
      Optional<RoundStart> resumed) throws IOException, InterruptedException {
    InstantSource clock = MonotonicClock.fromSystemClock();
    RelayMetrics metrics = new RelayMetrics();
    List<BoardInfo> infos = new ArrayList<>();
    config.boards().forEach((number, source) ->
        infos.add(new BoardInfo(number, config.round(), config.pairing(config.round(), number), source.format())));
    Map<BoardInfo, BoardJournal.Recorded> finished = finishedJournals(config);
    infos.addAll(finished.keySet());
    GameHub hub = new GameHub(config.round(), config.publicDelay().toMillis(), infos,
        new WireJson(), clock, RelayServer.fanOut());
    resumed.ifPresent(r -> hub.started(r.previous(), r.at()));
    TrackerConfig tracking = TrackerConfig.defaults().withAllow960(config.variant() == Variant.CHESS960);
    if (config.timeControl().isPresent()) {
      tracking = tracking.withControl(config.timeControl().get());
    }
    rebuildFinished(hub, finished, tracking, metrics);
    Map<Integer, BoardChannel> channels = new LinkedHashMap<>();
    List<AutoCloseable> sources = new ArrayList<>();
    try {
      for (BoardFeed feed : hub.boards()) {
        int number = feed.info().board();
        BoardJournal journal = BoardJournal.open(BoardJournal.dir(config.dataDir(), config.round(), number),
            Instant.now(), feed.info().source(), Optional.empty());
        boolean agent = config.boards().get(number) instanceof BoardSource.Agent;
        BoardChannel channel = new BoardChannel(feed, journal, tracking, clock, metrics, agent);
        channel.start();
        channels.put(number, channel);
      }
      for (Map.Entry<Integer, BoardSource> e : config.boards().entrySet()) {
        connect(e.getKey(), e.getValue(), channels.get(e.getKey()), metrics, sources);
      }
      List<Relay> started = new ArrayList<>(1);
      List<RelayApi> apis = new ArrayList<>(1);
      RoundChange rounds = new RoundChange(config, hub, channels, reload, clock, changed -> {
        apis.get(0).useConfig(changed);
        started.get(0).config = changed;
      });
      RelayApi api = new RelayApi(config, hub, channels, new Access(config.arbiterTokens(), config.agentTokens()),
          metrics, rounds);
      apis.add(api);
      RelayServer server = RelayServer.start(config.bind(), config.tls(), api, metrics, limits);
      Relay relay = new Relay(config, hub, channels, sources, server);
      started.add(relay);
      return relay;
    } catch (IOException | InterruptedException | RuntimeException e) {
      closeAll(sources);
      channels.values().forEach(BoardChannel::close);
      hub.close();
      throw e;
    }
  }

  /** The rounds started on {@code dataDir}; none when the file cannot be read (logged). */
  private static List<RoundStart> roundStarts(Path dataDir) {
    try {
      return RoundLog.read(dataDir);
    } catch (IOException e) {
      LOG.error("cannot read {} in {}: {}; the tournament file's round is played", RoundLog.FILE, dataDir,
          e.toString());
      return List.of();
    }
  }

  /**
   * The journals of every other round under the data directory, read (not opened for writing):
   * those rounds are over, and are served as their journals left them. A journal that cannot be
   * read is reported and left out; it must not stop the round being played.
   */
  private static Map<BoardInfo, BoardJournal.Recorded> finishedJournals(TournamentConfig config) {
    Map<BoardInfo, BoardJournal.Recorded> finished = new LinkedHashMap<>();
    SortedMap<Integer, SortedSet<Integer>> recorded;
    try {
      recorded = BoardJournal.recordedBoards(config.dataDir());
    } catch (IOException e) {
      LOG.error("cannot list the journals of earlier rounds in {}: {}", config.dataDir(), e.toString());
      return finished;
    }
    recorded.remove(config.round());
    recorded.forEach((round, boards) -> {
      for (int board : boards) {
        Path dir = BoardJournal.dir(config.dataDir(), round, board);
        try {
          finished.put(new BoardInfo(board, round, config.pairing(round, board), "journal " + dir),
              BoardJournal.readRecorded(dir));
        } catch (IOException | RuntimeException e) {
          LOG.error("round {} board {}: the journal in {} cannot be read, the board is not served: {}",
              round, board, dir, e.toString());
        }
      }
    });
    return finished;
  }

  /**
   * Rebuilds the finished rounds' boards now, before the server listens, rather than lazily on
   * the first request: GET requests are answered on Netty's event loops, where a rebuild (every
   * read of the round through the tracker again) would stall every socket of that loop. At start
   * the cost is paid once and logged (2 boards of a short round: 10-60 ms), the current round
   * is rebuilt the same way anyway, and a bad journal shows at start rather than to a spectator.
   */
  private static void rebuildFinished(GameHub hub, Map<BoardInfo, BoardJournal.Recorded> finished,
      TrackerConfig tracking, RelayMetrics metrics) {
    if (finished.isEmpty()) {
      return;
    }
    long start = System.nanoTime();
    finished.forEach((info, journal) -> hub.board(info.round(), info.board()).ifPresent(feed ->
        FinishedBoard.rebuild(feed, journal, tracking, metrics, hub.now())));
    LOG.info("rebuilt {} boards of rounds {} from their journals in {} ms", finished.size(),
        new java.util.TreeSet<>(finished.keySet().stream().map(BoardInfo::round).toList()),
        (System.nanoTime() - start) / 1_000_000);
  }

  private static void connect(int number, BoardSource source, BoardChannel channel, RelayMetrics metrics,
      List<AutoCloseable> sources) throws IOException {
    BoardAddress address;
    if (source instanceof BoardSource.Direct) {
      address = ((BoardSource.Direct) source).address();
    } else if (source instanceof BoardSource.Emulator) {
      EmulatorServer emulator = emulator(number, (BoardSource.Emulator) source);
      sources.add(emulator);
      address = new BoardAddress.Tcp(emulator.address().getHostString(), emulator.address().getPort());
    } else if (source instanceof BoardSource.Replay) {
      BoardSource.Replay replay = (BoardSource.Replay) source;
      CapturePlayer player = null;
      for (AutoCloseable c : sources) {
        if (c instanceof CapturePlayer) {
          player = (CapturePlayer) c;
        }
      }
      if (player == null) {
        player = new CapturePlayer(MonotonicClock.fromSystemClock());
        sources.add(player);
      }
      player.play(channel, BoardJournal.read(replay.capture()).boardReads(), replay.speed());
      return;
    } else {
      // Agents connect to us; until one does, the board waits.
      channel.linkChanged("idle", "waiting for an agent to forward board " + ((BoardSource.Agent) source).serial());
      return;
    }
    MonotonicClock clock = MonotonicClock.fromSystemClock();
    BoardConnection connection = BoardConnection.start(address.link(clock), SessionConfig.defaults(),
        new ChannelListener(channel, metrics));
    channel.onDumpRequest(() -> connection.send(DgtCommand.SEND_BOARD));
    channel.onLogRequest(() -> connection.send(DgtCommand.SEND_EE_MOVES));
    channel.onClockRequest(() -> connection.send(DgtCommand.SEND_CLOCK));
    sources.add(connection);
  }

  /** An emulated board on a loopback port, playing the bundled games from {@code source.game()}. */
  static EmulatorServer emulator(int number, BoardSource.Emulator source) throws IOException {
    List<ScriptedGame> all = BundledGames.all();
    List<ScriptedGame> games = new ArrayList<>();
    for (int i = 0; i < all.size(); i++) {
      games.add(all.get((source.game() - 1 + i) % all.size()));
    }
    HumanProfile profile = HumanProfile.named(source.profile())
        .orElseThrow(() -> new IllegalArgumentException("unknown profile " + source.profile()));
    EmulatedSession session = new EmulatedSession(games, profile, number, source.speed(),
        BoardIdentity.number(number), true);
    return EmulatorServer.start(session, new InetSocketAddress("127.0.0.1", 0), new EmulatorServer.Tap() {
      @Override
      public void boardSent(long wallMillis, byte[] bytes) {}

      @Override
      public void hostSent(long wallMillis, byte[] bytes, int offset, int length) {}
    });
  }

  public InetSocketAddress address() {
    return server.address();
  }

  /** The sockets the server runs on (epoll or NIO). */
  public Transport transport() {
    return server.transport();
  }

  public GameHub hub() {
    return hub;
  }

  /** The tournament as the relay plays it now: the round being played, the pairings last read. */
  public TournamentConfig config() {
    return config;
  }

  public Map<Integer, BoardChannel> channels() {
    return channels;
  }

  /** Disconnects every board (and stops emulators); the relay keeps serving what it has. */
  public void stopBoards() {
    closeAll(sources);
  }

  @Override
  public void close() {
    server.close();
    closeAll(sources);
    channels.values().forEach(BoardChannel::close);
    hub.close();
  }

  private static void closeAll(List<AutoCloseable> list) {
    for (AutoCloseable c : list) {
      try {
        c.close();
      } catch (Exception e) {
        LOG.warn("closing {}: {}", c, e.toString());
      }
    }
  }

  /**
   * Hands a board connection's bytes to its channel. The channel decodes the raw bytes itself
   * (rather than taking the connection's decoded messages) so the live run and a rebuild from the
   * journal read exactly the same input.
   */
  private static final class ChannelListener implements BoardListener {
    private final BoardChannel channel;
    private final RelayMetrics metrics;
    private boolean up;

    ChannelListener(BoardChannel channel, RelayMetrics metrics) {
      this.channel = channel;
      this.metrics = metrics;
    }

    @Override
    public void onReceived(RawBytes chunk, Instant arrival) {
      channel.received(chunk, arrival);
    }

    @Override
    public void onSent(RawBytes bytes, Instant sent) {
      channel.sent(bytes, sent);
    }

    @Override
    public void onMessage(DgtMessage message, Instant arrival) {
      // decoded by the channel from the raw bytes
    }

    @Override
    public void onStateChanged(LinkState state, Instant at) {
      String link;
      String detail = "";
      if (state instanceof LinkState.Connected) {
        link = "connected";
      } else if (state instanceof LinkState.Connecting || state instanceof LinkState.Reconnecting) {
        link = "connecting";
      } else if (state instanceof LinkState.Disconnected) {
        link = "disconnected";
        detail = ((LinkState.Disconnected) state).detail();
      } else {
        link = "idle";
      }
      boolean nowUp = link.equals("connected");
      if (nowUp != up) {
        if (nowUp) {
          metrics.boardUp();
        } else {
          metrics.boardDown();
        }
        up = nowUp;
      }
      channel.linkChanged(link, detail);
      if (!(state instanceof LinkState.Connected)) {
        // Connecting (also the first time: after a restart the journal's last read is old),
        // reconnecting, down: the board's stream has broken, or has not begun.
        channel.lineBroken();
      }
    }
  }
}
