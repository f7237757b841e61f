package org.touchmove.relay.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.touchmove.relay.api.Access.Caller;
import org.touchmove.relay.config.TournamentConfig;
import org.touchmove.relay.feed.PgnFeed;
import org.touchmove.relay.hub.ArbiterAction;
import org.touchmove.relay.hub.BoardFeed;
import org.touchmove.relay.hub.GameHub;
import org.touchmove.relay.ingest.BoardChannel;
import org.touchmove.relay.metrics.RelayMetrics;
import org.touchmove.relay.wire.WireJson;

/**
 * The relay's HTTP answers, independent of Netty (docs/wire-format.md, "HTTP"): JSON API, PGN
 * feeds with ETags, health, metrics, arbiter actions, and the viewer's pages.
 */
public final class RelayApi {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Pattern ROUND_PGN = Pattern.compile("/round/([^/]+)\\.pgn");
  private static final Pattern ROUND_BOARD_PGN = Pattern.compile("/round/([^/]+)/board/([^/]+)\\.pgn");
  private static final Pattern API_ROUND_BOARD = Pattern.compile("/api/round/([^/]+)/board/([^/]+)");
  private static final Pattern BOARD_PGN = Pattern.compile("/board/([^/]+)\\.pgn");
  private static final Pattern API_ROUND = Pattern.compile("/api/round/([^/]+)");
  private static final Pattern API_BOARD = Pattern.compile("/api/board/([^/]+)");
  private static final Pattern RESULT = Pattern.compile("/api/board/([^/]+)/result");
  private static final Pattern ACTION = Pattern.compile("/api/board/([^/]+)/(takeback|clock|draw-offer|pause|resume)");
  private static final Pattern ACK = Pattern.compile("/api/board/([^/]+)/alerts/([^/]+)/ack");
  private static final Pattern PAGE = Pattern.compile("/(game|demo)/([^/]+)");
  private static final String ROUND_START = "/api/round/start";
  /** On a refused round start: force would override the check that refused it. */
  public static final String FORCEABLE = "Touchmove-Forceable";

  /** The tournament as last read: a round change re-reads its pairings. */
  private volatile TournamentConfig config;
  private final RoundStarter rounds;
  private final GameHub hub;
  private final Map<Integer, BoardChannel> channels;
  private final Access access;
  private final RelayMetrics metrics;
  private final WireJson wire = new WireJson();
  private final StaticFiles files = new StaticFiles();

  public RelayApi(TournamentConfig config, GameHub hub, Map<Integer, BoardChannel> channels, Access access,
      RelayMetrics metrics) {
    this(config, hub, channels, access, metrics, RoundStarter.NONE);
  }

  /** An API whose arbiters can start another round through {@code rounds}. */
  public RelayApi(TournamentConfig config, GameHub hub, Map<Integer, BoardChannel> channels, Access access,
      RelayMetrics metrics, RoundStarter rounds) {
    this.rounds = rounds;
    this.config = config;
    this.hub = hub;
    this.channels = Map.copyOf(channels);
    this.access = access;
    this.metrics = metrics;
  }

  public Access access() {
    return access;
  }

  /** From now on, answers with {@code changed} (the tournament file re-read at a round change). */
  public void useConfig(TournamentConfig changed) {
    this.config = changed;
  }

  public GameHub hub() {
    return hub;
  }

  public Map<Integer, BoardChannel> channels() {
    return channels;
  }

  /** The channel of the board a remote agent forwards as {@code serial}, if the tournament has it. */
  public Optional<BoardChannel> agentBoard(String serial) {
    for (Map.Entry<Integer, org.touchmove.relay.config.BoardSource> e : config.boards().entrySet()) {
      if (e.getValue() instanceof org.touchmove.relay.config.BoardSource.Agent
          && ((org.touchmove.relay.config.BoardSource.Agent) e.getValue()).serial().equals(serial)) {
        return Optional.ofNullable(channels.get(e.getKey()));
      }
    }
    return Optional.empty();
  }

  /**
   * Answers one request.
   *
   * @param path the path without the query
   * @param token the caller's token, if any
   * @param ifNoneMatch the {@code If-None-Match} header, if any
   */
  public HttpAnswer handle(String method, String path, Optional<String> token, Optional<String> ifNoneMatch,
      String body) {
    metrics.httpRequest();
    Caller caller = access.check(token);
    if (caller instanceof Caller.Refused) {
      metrics.rejected();
      return HttpAnswer.text(401, "wrong token");
    }
    boolean arbiter = caller instanceof Caller.Arbiter;
    try {
      if (method.equals("POST")) {
        if (!arbiter) {
          metrics.rejected();
          return HttpAnswer.text(401, "arbiter actions need the arbiter token");
        }
        return post(path, ((Caller.Arbiter) caller).name(), body);
      }
      if (!method.equals("GET") && !method.equals("HEAD")) {
        return HttpAnswer.text(405, "only GET, HEAD and POST are served");
      }
      return cached(get(path, arbiter), arbiter, ifNoneMatch);
    } catch (BadRequest e) {
      metrics.rejected();
      return HttpAnswer.text(e.status, e.getMessage());
    }
  }

  private HttpAnswer get(String path, boolean arbiter) throws BadRequest {
    Matcher m;
    switch (path) {
      case "/health":
        return health();
      case "/metrics":
        return new HttpAnswer(200, "text/plain; version=0.0.4; charset=utf-8",
            metrics.scrape().getBytes(StandardCharsets.UTF_8), Map.of("Cache-Control", "no-store"));
      case "/api/tournament":
        return HttpAnswer.json(tournament(arbiter));
      case "/":
      case "/index.html":
        return page("index.html");
      case "/arbiter":
        return page("arbiter.html");
      default:
        break;
    }
    if (path.startsWith("/static/")) {
      return files.get(path.substring("/static/".length()))
          .orElseThrow(() -> new BadRequest(404, "no such file: " + path));
    }
    if ((m = PAGE.matcher(path)).matches()) {
      board(m.group(2), arbiter);
      return page(m.group(1) + ".html");
    }
    if ((m = API_ROUND.matcher(path)).matches()) {
      int round = number(m.group(1), "round");
      ObjectNode n = JSON.createObjectNode();
      n.put("round", round);
      n.put("current", hub.round(arbiter) == round);
      ArrayNode boards = n.putArray("boards");
      for (BoardFeed feed : round(round)) {
        boards.add(game(feed, arbiter));
      }
      return HttpAnswer.json(WireJson.write(n));
    }
    if ((m = API_ROUND_BOARD.matcher(path)).matches()) {
      return HttpAnswer.json(WireJson.write(game(board(m.group(1), m.group(2)), arbiter)));
    }
    if ((m = API_BOARD.matcher(path)).matches()) {
      return HttpAnswer.json(WireJson.write(game(board(m.group(1), arbiter), arbiter)));
    }
    if ((m = ROUND_PGN.matcher(path)).matches()) {
      List<PgnFeed.Board> boards = new ArrayList<>();
      for (BoardFeed feed : round(number(m.group(1), "round"))) {
        boards.add(new PgnFeed.Board(feed.info(), arbiter ? feed.live() : feed.publicState()));
      }
      return pgn(PgnFeed.round(config, boards, Instant.ofEpochMilli(hub.now())));
    }
    if ((m = ROUND_BOARD_PGN.matcher(path)).matches()) {
      BoardFeed feed = board(m.group(1), m.group(2));
      return pgn(PgnFeed.board(config,
          new PgnFeed.Board(feed.info(), arbiter ? feed.live() : feed.publicState()), Instant.ofEpochMilli(hub.now())));
    }
    if ((m = BOARD_PGN.matcher(path)).matches()) {
      BoardFeed feed = board(m.group(1), arbiter);
      return pgn(PgnFeed.board(config,
          new PgnFeed.Board(feed.info(), arbiter ? feed.live() : feed.publicState()), Instant.ofEpochMilli(hub.now())));
    }
    throw new BadRequest(404, "nothing at " + path);
  }

  private HttpAnswer post(String path, String by, String body) throws BadRequest {
    Matcher m;
    if (path.equals(ROUND_START)) {
      return startRound(body, by);
    }
    if ((m = RESULT.matcher(path)).matches()) {
      BoardChannel channel = channel(board(m.group(1)));
      JsonNode n = parse(body);
      JsonNode r = n.get("result");
      Optional<String> result = r == null || r.isNull() ? Optional.empty() : Optional.of(r.asText());
      if (result.isPresent() && !List.of("1-0", "0-1", "1/2-1/2").contains(result.get())) {
        throw new BadRequest(400, "result must be 1-0, 0-1, 1/2-1/2 or null");
      }
      await(channel.act(t -> new ArbiterAction.SetResult(t, by, result)).thenApply(x -> null));
      return HttpAnswer.json("{\"ok\":true}");
    }
    if ((m = ACTION.matcher(path)).matches()) {
      BoardFeed feed = board(m.group(1));
      BoardChannel channel = channel(feed);
      String kind = m.group(2);
      JsonNode n = kind.equals("pause") || kind.equals("resume") ? JSON.createObjectNode() : parse(body);
      java.util.function.LongFunction<ArbiterAction> action;
      switch (kind) {
        case "takeback": {
          int ply = n.path("ply").asInt(-1);
          int last = feed.live().moves().isEmpty() ? 0 : feed.live().moves().get(feed.live().moves().size() - 1).ply();
          int first = feed.live().moves().isEmpty() ? 0 : feed.live().moves().get(0).ply() - 1;
          if (!n.path("ply").canConvertToInt() || ply < first || ply > last) {
            throw new BadRequest(400, "ply must be a number from " + first + " to " + last);
          }
          action = t -> new ArbiterAction.TakeBack(t, by, ply);
          break;
        }
        case "clock": {
          long white = millis(n, "white");
          long black = millis(n, "black");
          action = t -> new ArbiterAction.CorrectClock(t, by, white, black);
          break;
        }
        case "draw-offer": {
          int ply = n.path("ply").asInt(-1);
          String color = n.path("color").asText();
          if (ply < 0 || !(color.equals("white") || color.equals("black"))) {
            throw new BadRequest(400, "a draw offer needs ply (0 or more) and color (white or black)");
          }
          action = t -> new ArbiterAction.DrawOffer(t, by, ply, color);
          break;
        }
        default:
          boolean paused = kind.equals("pause");
          action = t -> new ArbiterAction.Pause(t, by, paused);
      }
      await(channel.act(action).thenApply(x -> null));
      return HttpAnswer.json("{\"ok\":true}");
    }
    if ((m = ACK.matcher(path)).matches()) {
      BoardFeed feed = board(m.group(1));
      String id = m.group(2);
      acknowledge(feed, id, by);
      return HttpAnswer.json("{\"ok\":true}");
    }
    throw new BadRequest(404, "no action at " + path);
  }

  /** {@code POST /api/round/start}: body {@code {"round":N,"force":true}}, both optional. */
  private HttpAnswer startRound(String body, String by) throws BadRequest {
    JsonNode n = body.isBlank() ? JSON.createObjectNode() : parse(body);
    JsonNode r = n.get("round");
    java.util.OptionalInt round = java.util.OptionalInt.empty();
    if (r != null && !r.isNull()) {
      if (!r.canConvertToInt() || r.asInt() < 1) {
        throw new BadRequest(400, "round must be a round number (1 or more), or left out for the next round");
      }
      round = java.util.OptionalInt.of(r.asInt());
    }
    JsonNode f = n.get("force");
    if (f != null && !f.isBoolean()) {
      throw new BadRequest(400, "force must be true or false");
    }
    RoundStarter.Outcome outcome = rounds.start(round, f != null && f.asBoolean(), by);
    if (outcome instanceof RoundStarter.Outcome.Refused) {
      RoundStarter.Outcome.Refused refused = (RoundStarter.Outcome.Refused) outcome;
      metrics.rejected();
      HttpAnswer answer = HttpAnswer.text(refused.status(), refused.reason());
      // The reason is for people; the header tells a program (the arbiter console) that the same
      // request with "force":true would get past this check.
      return refused.forceable() ? answer.withHeader(FORCEABLE, "true") : answer;
    }
    RoundStarter.Outcome.Started started = (RoundStarter.Outcome.Started) outcome;
    ObjectNode answer = JSON.createObjectNode();
    answer.put("ok", true);
    answer.put("round", started.round());
    answer.put("previous", started.previous());
    ArrayNode unpaired = answer.putArray("unpaired");
    started.unpaired().forEach(unpaired::add);
    return HttpAnswer.json(WireJson.write(answer));
  }

  /** Acknowledges alert {@code id} of {@code feed}'s board for arbiter {@code by}; waits. */
  public void acknowledge(BoardFeed feed, String id, String by) throws BadRequest {
    await(acknowledgeAsync(feed, id, by));
  }

  /** Starts acknowledging alert {@code id}; completes once journalled and published. */
  public java.util.concurrent.CompletableFuture<Void> acknowledgeAsync(BoardFeed feed, String id, String by)
      throws BadRequest {
    boolean known = feed.live().alerts().stream().anyMatch(a -> a.id().equals(id));
    if (!known) {
      throw new BadRequest(404, "board " + feed.info().board() + " has no alert " + id);
    }
    return channel(feed).act(t -> new ArbiterAction.Acknowledge(t, by, id)).thenApply(x -> null);
  }

  private static void await(java.util.concurrent.CompletableFuture<Void> f) throws BadRequest {
    try {
      f.get(5, TimeUnit.SECONDS);
    } catch (Exception e) {
      Throwable cause = e instanceof java.util.concurrent.ExecutionException || e instanceof CompletionException
          ? e.getCause() : e;
      throw new BadRequest(500, "the action was not recorded: " + cause);
    }
  }

  /** A clock time in milliseconds: present, 0 or more, under 24 hours. */
  private static long millis(JsonNode n, String key) throws BadRequest {
    JsonNode v = n.get(key);
    if (v == null || !v.canConvertToLong() || v.asLong() < 0 || v.asLong() >= 86_400_000L) {
      throw new BadRequest(400, key + " must be milliseconds from 0 to 86399999");
    }
    return v.asLong();
  }

  private BoardChannel channel(BoardFeed feed) throws BadRequest {
    BoardChannel c = channels.get(feed.info().board());
    if (c == null) {
      throw new BadRequest(409, "board " + feed.info().board() + " has no channel");
    }
    return c;
  }

  private static JsonNode parse(String body) throws BadRequest {
    try {
      JsonNode n = JSON.readTree(body);
      if (n == null || !n.isObject()) {
        throw new BadRequest(400, "the body must be a JSON object");
      }
      return n;
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new BadRequest(400, "the body is not JSON: " + e.getOriginalMessage());
    }
  }

  private ObjectNode game(BoardFeed feed, boolean arbiter) {
    return wire.game(feed.info(), arbiter ? feed.live() : feed.publicState(), feed.health(), arbiter,
        arbiter ? 0 : feed.delayMillis());
  }

  private String tournament(boolean arbiter) {
    TournamentConfig config = this.config;
    int current = hub.round(arbiter);
    ObjectNode n = JSON.createObjectNode();
    n.put("event", config.event());
    n.put("site", config.site());
    n.put("round", current);
    n.put("delaySeconds", config.publicDelay().toSeconds());
    n.put("timeControl", config.timeControl().map(c -> c.toPgn()).orElse(null));
    ArrayNode rounds = n.putArray("rounds");
    for (int r = 1; r <= config.rounds(); r++) {
      rounds.add(r);
    }
    ArrayNode relayed = n.putArray("relayed");
    hub.rounds().forEach(relayed::add);
    ArrayNode boards = n.putArray("boards");
    hub.feeds(current).forEach(b -> boards.add(b.info().board()));
    return WireJson.write(n);
  }

  private HttpAnswer health() {
    long connected = hub.boards().stream().filter(b -> b.health().link().equals("connected")).count();
    return HttpAnswer.json("{\"status\":\"ok\",\"boards\":" + hub.boards().size() + ",\"connected\":" + connected + "}")
        .withHeader("Cache-Control", "no-store");
  }

  private HttpAnswer page(String name) throws BadRequest {
    return files.get(name).orElseThrow(() -> new BadRequest(404, "the viewer page " + name + " is missing"));
  }

  /** Every board of round {@code n}: the current round, or one rebuilt from its journals. */
  public Collection<BoardFeed> round(int n) throws BadRequest {
    return hub.boards(n).orElseThrow(() -> new BadRequest(404, noRound(n)));
  }

  /** Why round {@code n} cannot be served: a message for a client. */
  public String noRound(Object n) {
    return "round " + n + " has no games on this relay (it serves rounds " + hub.rounds()
        + "; round " + hub.round() + " is being played)";
  }

  /** Board {@code boardText} of round {@code roundText}. */
  public BoardFeed board(String roundText, String boardText) throws BadRequest {
    int r = number(roundText, "round");
    int b = number(boardText, "board");
    round(r);
    return hub.board(r, b).orElseThrow(() -> new BadRequest(404, "round " + r + " has no board " + b));
  }

  /** The board numbered {@code text} in the round being played. */
  public BoardFeed board(String text) throws BadRequest {
    return board(text, true);
  }

  /**
   * The board numbered {@code text} in the round being played as the caller's feed shows it (the
   * public sees a new round only once the change is older than the delay).
   */
  public BoardFeed board(String text, boolean arbiter) throws BadRequest {
    int n = number(text, "board");
    return hub.board(hub.round(arbiter), n).orElseThrow(() -> new BadRequest(404, "there is no board " + n));
  }

  private static int number(String text, String what) throws BadRequest {
    try {
      int n = Integer.parseInt(text);
      if (n >= 1) {
        return n;
      }
    } catch (NumberFormatException ignored) {
      // below
    }
    throw new BadRequest(400, "\"" + text + "\" is not a " + what + " number");
  }

  private static HttpAnswer pgn(String text) {
    return new HttpAnswer(200, "application/x-chess-pgn; charset=utf-8", text.getBytes(StandardCharsets.UTF_8), Map.of());
  }

  /** ETag, Cache-Control and 304 for data answers; pages and metrics keep their own headers. */
  private static HttpAnswer cached(HttpAnswer answer, boolean arbiter, Optional<String> ifNoneMatch) {
    if (answer.status() != 200 || answer.headers().containsKey("Cache-Control")) {
      return answer;
    }
    String etag = "\"" + hash(answer.body()) + "\"";
    HttpAnswer tagged = answer.withHeader("ETag", etag)
        .withHeader("Cache-Control", arbiter ? "private, no-store" : "public, max-age=1");
    if (ifNoneMatch.isPresent() && ifNoneMatch.get().contains(etag)) {
      return new HttpAnswer(304, answer.contentType(), new byte[0], tagged.headers());
    }
    return tagged;
  }

  private static String hash(byte[] body) {
    try {
      byte[] d = MessageDigest.getInstance("SHA-256").digest(body);
      return HexFormat.of().formatHex(d, 0, 16);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  /** A request the relay refuses, with its status. */
  public static final class BadRequest extends Exception {
    private static final long serialVersionUID = 1L;
    final int status;

    public BadRequest(int status, String message) {
      super(message);
      this.status = status;
    }

    public int status() {
      return status;
    }
  }
}
