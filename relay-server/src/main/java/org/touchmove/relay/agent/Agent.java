package org.touchmove.relay.agent;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLHandshakeException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.dgt.DgtMessage;
import org.touchmove.dgt.RawBytes;
import org.touchmove.hardware.transport.BoardAddress;
import org.touchmove.hardware.transport.BoardConnection;
import org.touchmove.hardware.transport.BoardListener;
import org.touchmove.hardware.transport.LinkState;
import org.touchmove.hardware.transport.MonotonicClock;
import org.touchmove.hardware.transport.SessionConfig;

/**
 * {@code touchmove agent}: a venue laptop that reads its boards and forwards every read, numbered
 * and timed, to a central relay over one WebSocket ({@code /agent}). Every read is spooled to disk
 * before it is sent and forgotten only when the relay acknowledges it, so a dropped link, a relay
 * restart or an agent restart loses nothing; the relay ignores numbers it already has.
 *
 * <p>Threading: each board's connection has its own thread; everything sent to the relay goes
 * through one uplink thread, in order.
 */
public final class Agent implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(Agent.class);
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final long TIME_EVERY_MILLIS = 200;
  private static final long MAX_BACKOFF_MILLIS = 10_000;

  private final URI relay;
  private final Path spoolDir;
  private final Optional<String> serialOverride;
  private final InstantSource clock = MonotonicClock.fromSystemClock();
  private final ScheduledExecutorService uplink = Executors.newSingleThreadScheduledExecutor(r -> {
    Thread t = new Thread(r, "touchmove-agent-uplink");
    t.setDaemon(true);
    return t;
  });
  private final List<BoardConnection> connections = new ArrayList<>();
  /** Boards whose serial is known, by serial. */
  private final Map<String, Board> boards = new ConcurrentHashMap<>();
  /** Boards the relay has welcomed on the current socket (their backlog is sent). */
  private final Set<String> welcomed = ConcurrentHashMap.newKeySet();
  private final HttpClient http;
  /** Why the last attempt to reach the relay failed; null while connected or not yet tried. */
  private volatile String problem;
  // Uplink thread only:
  private WebSocket socket;
  private long backoff = 500;
  private volatile boolean closing;

  private Agent(URI relay, Path spoolDir, Optional<String> serialOverride, SSLContext trust) {
    this.http = HttpClient.newBuilder().sslContext(trust).build();
    this.relay = relay;
    this.spoolDir = spoolDir;
    this.serialOverride = serialOverride;
  }

  /**
   * Starts forwarding {@code addresses} to {@code relayBase} ({@code ws://host:port} or
   * {@code wss://...}).
   *
   * @param serial the serial to announce when there is one board and its own cannot be used
   */
  public static Agent start(URI relayBase, String token, List<BoardAddress> addresses, Optional<String> serial,
      Path spoolDir) {
    return start(relayBase, token, addresses, serial, spoolDir, RelayTrust.system());
  }

  /**
   * As {@link #start(URI, String, List, Optional, Path)}, trusting on {@code wss:} the relay
   * certificates {@code trust} trusts (see {@link RelayTrust}).
   */
  public static Agent start(URI relayBase, String token, List<BoardAddress> addresses, Optional<String> serial,
      Path spoolDir, SSLContext trust) {
    URI uri = URI.create(relayBase.toString().replaceAll("/+$", "") + "/agent?token=" + token);
    Agent agent = new Agent(uri, spoolDir, serial, trust);
    for (BoardAddress address : addresses) {
      Board board = agent.new Board(address);
      board.connection = BoardConnection.start(address.link(agent.clock), SessionConfig.defaults(), board);
      agent.connections.add(board.connection);
    }
    agent.uplink.execute(agent::connect);
    agent.uplink.scheduleAtFixedRate(agent::sendTime, TIME_EVERY_MILLIS, TIME_EVERY_MILLIS, TimeUnit.MILLISECONDS);
    return agent;
  }

  /** Whether the relay link is up. */
  public boolean isConnected() {
    WebSocket s = socket;
    return s != null && !s.isOutputClosed();
  }

  /**
   * Why the relay could not be reached the last time the agent tried (it goes on trying); empty
   * while connected.
   */
  public Optional<String> problem() {
    return Optional.ofNullable(problem);
  }

  /** Reads spooled and not yet acknowledged, over all boards. */
  public int pending() {
    return boards.values().stream().mapToInt(b -> b.spool.pending().size()).sum();
  }

  // ---------------------------------------------------------------------------------------------
  // Uplink thread

  private void connect() {
    if (closing) {
      return;
    }
    welcomed.clear();
    http.newWebSocketBuilder().connectTimeout(Duration.ofSeconds(5)).buildAsync(relay, new Listener())
        .whenComplete((ws, failure) -> uplink.execute(() -> {
          if (failure != null) {
            Optional<SSLHandshakeException> refused = handshakeFailure(failure);
            if (refused.isPresent()) {
              // Retrying cannot help by itself, but the relay's certificate may be replaced: go on
              // trying, spooling meanwhile, and say loudly what to do.
              problem = "the relay's certificate is not trusted (" + refused.get().getMessage() + "): "
                  + "give the agent --trust FILE with the relay's certificate or its authority "
                  + "(docs/operator-guide.md, section 9); reads are kept in the spool meanwhile";
              LOG.error("relay {}: {}; retrying in {} ms", relay.getHost() + ":" + relay.getPort(), problem,
                  backoff);
            } else {
              problem = "relay unreachable: " + failure.getMessage();
              LOG.warn("relay {} unreachable: {}; retrying in {} ms", relay.getHost(), failure.getMessage(), backoff);
            }
            retry();
            return;
          }
          problem = null;
          socket = ws;
          backoff = 500;
          LOG.info("connected to the relay at {}", relay.getHost() + ":" + relay.getPort());
          hello(boards.keySet());
        }));
  }

  private static Optional<SSLHandshakeException> handshakeFailure(Throwable failure) {
    for (Throwable t = failure; t != null; t = t.getCause()) {
      if (t instanceof SSLHandshakeException) {
        return Optional.of((SSLHandshakeException) t);
      }
    }
    return Optional.empty();
  }

  private void retry() {
    if (closing) {
      return;
    }
    uplink.schedule(this::connect, backoff, TimeUnit.MILLISECONDS);
    backoff = Math.min(MAX_BACKOFF_MILLIS, backoff * 2);
  }

  private void hello(Set<String> serials) {
    if (serials.isEmpty() || !isConnected()) {
      return;
    }
    ObjectNode n = JSON.createObjectNode();
    n.put("type", "hello");
    ArrayNode list = n.putArray("boards");
    serials.forEach(list::add);
    send(n);
  }

  private void welcome(JsonNode boardsSeq) {
    for (var it = boardsSeq.fields(); it.hasNext(); ) {
      var e = it.next();
      Board board = boards.get(e.getKey());
      if (board == null) {
        continue;
      }
      try {
        board.spool.acknowledged(e.getValue().asLong());
      } catch (IOException ex) {
        LOG.error("spool of board {}: {}", e.getKey(), ex.toString());
      }
      for (AgentSpool.Read r : board.spool.pending()) {
        sendRead(e.getKey(), r);
      }
      welcomed.add(e.getKey());
      link(e.getKey(), board.link);
    }
  }

  private void sendRead(String serial, AgentSpool.Read r) {
    ObjectNode n = JSON.createObjectNode();
    n.put("type", "bytes");
    n.put("board", serial);
    n.put("seq", r.seq());
    n.put("at", r.at());
    n.put("hex", HexFormat.of().formatHex(r.bytes()));
    send(n);
  }

  private void link(String serial, String state) {
    ObjectNode n = JSON.createObjectNode();
    n.put("type", "link");
    n.put("board", serial);
    n.put("link", state);
    send(n);
  }

  private void sendTime() {
    if (!welcomed.isEmpty()) {
      ObjectNode n = JSON.createObjectNode();
      n.put("type", "time");
      n.put("at", clock.millis());
      send(n);
    }
  }

  private void send(ObjectNode n) {
    WebSocket s = socket;
    if (s == null || s.isOutputClosed()) {
      return;
    }
    try {
      s.sendText(n.toString(), true).get(10, TimeUnit.SECONDS);
    } catch (Exception e) {
      LOG.warn("relay link lost while sending: {}", e.toString());
      lost(s);
    }
  }

  private void lost(WebSocket s) {
    if (socket == s && socket != null) {
      socket.abort();
      socket = null;
      welcomed.clear();
      retry();
    }
  }

  private final class Listener implements WebSocket.Listener {
    private final StringBuilder partial = new StringBuilder();

    @Override
    public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
      partial.append(data);
      if (last) {
        String text = partial.toString();
        partial.setLength(0);
        uplink.execute(() -> onMessage(text));
      }
      ws.request(1);
      return null;
    }

    @Override
    public CompletionStage<?> onClose(WebSocket ws, int status, String reason) {
      LOG.warn("the relay closed the link ({} {})", status, reason);
      uplink.execute(() -> lost(ws));
      return null;
    }

    @Override
    public void onError(WebSocket ws, Throwable error) {
      LOG.warn("relay link error: {}", error.toString());
      uplink.execute(() -> lost(ws));
    }
  }

  private void onMessage(String text) {
    try {
      JsonNode n = JSON.readTree(text);
      switch (n.path("type").asText()) {
        case "welcome":
          welcome(n.path("boards"));
          break;
        case "ack":
          Board b = boards.get(n.path("board").asText());
          if (b != null) {
            b.spool.acknowledged(n.path("seq").asLong());
          }
          break;
        case "command":
          Board target = boards.get(n.path("board").asText());
          if (target != null) {
            target.connection().send(RawBytes.copyOf(HexFormat.of().parseHex(n.path("hex").asText())));
          }
          break;
        case "error":
          LOG.error("the relay says: {}", n.path("message").asText());
          break;
        default:
          LOG.debug("ignored relay message {}", n.path("type").asText());
      }
    } catch (Exception e) {
      LOG.warn("bad message from the relay: {}", e.toString());
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Boards

  /** One board: its reads are buffered until its serial is known, then spooled and sent. */
  private final class Board implements BoardListener {
    private final BoardAddress address;
    private final List<AgentSpool.Read> early = new ArrayList<>();
    private volatile String serial;
    private volatile AgentSpool spool;
    private volatile String link = "connecting";

    Board(BoardAddress address) {
      this.address = address;
    }

    private volatile BoardConnection connection;

    BoardConnection connection() {
      return connection;
    }

    @Override
    public void onReceived(RawBytes chunk, Instant arrival) {
      byte[] bytes = chunk.toArray();
      if (spool == null) {
        early.add(new AgentSpool.Read(0, arrival.toEpochMilli(), bytes));
        return;
      }
      spoolAndSend(arrival.toEpochMilli(), bytes);
    }

    private void spoolAndSend(long at, byte[] bytes) {
      try {
        AgentSpool.Read r = spool.append(at, bytes);
        String s = serial;
        uplink.execute(() -> {
          if (welcomed.contains(s)) {
            sendRead(s, r);
          }
        });
      } catch (IOException e) {
        LOG.error("board {}: cannot spool a read: {}", serial, e.toString());
      }
    }

    @Override
    public void onSent(RawBytes bytes, Instant sent) {}

    @Override
    public void onMessage(DgtMessage message, Instant arrival) {}

    @Override
    public void onStateChanged(LinkState state, Instant at) {
      if (state instanceof LinkState.Connected && spool == null) {
        String s = serialOverride.orElseGet(() -> ((LinkState.Connected) state).identity().serialNumber()
            .orElse(address.format().replaceAll("[^A-Za-z0-9]", "_")));
        try {
          spool = AgentSpool.open(spoolDir, s);
        } catch (IOException e) {
          LOG.error("board {}: cannot open its spool in {}: {}", s, spoolDir, e.toString());
          return;
        }
        serial = s;
        boards.put(s, this);
        for (AgentSpool.Read r : early) {
          spoolAndSend(r.at(), r.bytes());
        }
        early.clear();
        LOG.info("board {} at {} is forwarded", s, address.format());
        uplink.execute(() -> hello(Set.of(s)));
      }
      link = state instanceof LinkState.Connected ? "connected"
          : state instanceof LinkState.Disconnected ? "disconnected" : "connecting";
      String s = serial;
      if (s != null) {
        String l = link;
        uplink.execute(() -> {
          if (welcomed.contains(s)) {
            link(s, l);
          }
        });
      }
    }
  }

  @Override
  public void close() {
    closing = true;
    connections.forEach(BoardConnection::close);
    uplink.execute(() -> {
      if (socket != null) {
        socket.sendClose(WebSocket.NORMAL_CLOSURE, "agent stopping");
      }
    });
    uplink.shutdown();
    try {
      uplink.awaitTermination(3, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    for (Board b : boards.values()) {
      try {
        b.spool.close();
      } catch (IOException e) {
        LOG.warn("closing the spool of {}: {}", b.serial, e.toString());
      }
    }
  }
}
