package org.touchmove.relay.server;

import static org.touchmove.relay.server.RelayFixture.await;
import static org.touchmove.relay.server.RelayFixture.hash;
import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.relay.server.RelayFixture.TOKEN;
import static org.touchmove.relay.server.RelayFixture.get;
import static org.touchmove.relay.server.RelayFixture.post;
import static org.touchmove.relay.server.WsClient.type;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.InetSocketAddress;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.chess.Variant;
import org.touchmove.notation.PgnGame;
import org.touchmove.notation.PgnReadResult;
import org.touchmove.notation.PgnReader;
import org.touchmove.relay.config.BoardSource;
import org.touchmove.relay.config.Pairing;
import org.touchmove.relay.config.Player;
import org.touchmove.relay.config.TournamentConfig;
import org.touchmove.relay.hub.MoveRecord;
import org.touchmove.relay.hub.Stamped;

/**
 * A two-round event over real sockets: round 1 is played on emulated boards (an arbiter sets a
 * result), the relay moves to round 2 (restarted with {@code round: 2}, as the operator guide
 * says), and round 1 is still served exactly as it was: PGN bytes, JSON games, delta history, a
 * WebSocket snapshot. A second restart serves both rounds again. The public delay still applies to
 * the round being played.
 */
class PastRoundsTest {
  private static final int DELAY_SECONDS = 3;
  private static final String BEARER = "Bearer " + TOKEN;

  @TempDir Path dir;

  /** The same tournament file, with {@code round:} set to {@code round}. */
  private TournamentConfig config(int round) {
    TreeMap<Integer, BoardSource> sources = new TreeMap<>();
    sources.put(1, new BoardSource.Emulator(1, "careful", 200));
    sources.put(2, new BoardSource.Emulator(2, "careful", 200));
    Player wilma = Player.named("White, Wilma");
    Player bert = Player.named("Black, Bert");
    Player carla = Player.named("Castle, Carla");
    Player dan = Player.named("Draw, Dan");
    Map<Integer, Map<Integer, Pairing>> pairings = Map.of(
        1, Map.of(1, new Pairing(wilma, bert), 2, new Pairing(carla, dan)),
        2, Map.of(1, new Pairing(dan, wilma), 2, new Pairing(bert, carla)));
    return new TournamentConfig("Test Open", "Testville", round, 2, Optional.empty(),
        Variant.STANDARD, Duration.ofSeconds(DELAY_SECONDS), sources, pairings, List.of(TOKEN),
        List.of(), new InetSocketAddress("127.0.0.1", 0), Optional.empty(), dir);
  }

  /** What round 1 looked like at its end, on every channel a client reads. */
  private record RoundOne(String publicPgn, String arbiterPgn, String boardPgn, JsonNode games,
      List<List<Stamped>> history, List<List<MoveRecord>> moves) {}

  @Test
  void anEarlierRoundIsServedAsItWasAfterTheRoundChangesAndAfterARestart() throws Exception {
    RoundOne before;
    String roundOneJournal;
    try (Relay one = Relay.start(config(1))) {
      await(() -> moves(one, 1) >= 4 && moves(one, 2) >= 4, 90, "4 moves on both boards");
      one.stopBoards();
      long stopped = System.currentTimeMillis();
      HttpResponse<String> result =
          post(one, "/api/board/1/result", "{\"result\":\"1-0\"}", "Authorization", BEARER);
      assertThat(result.statusCode()).as(result.body()).isEqualTo(200);
      // A finished round is rebuilt with 15 s of tracker time after its last read (every tracker
      // window is shorter), and the public view is DELAY behind: wait until the live round has
      // run as far, so both hold every delta there will be.
      long settled = stopped + 16_000 + DELAY_SECONDS * 1000L;
      await(() -> System.currentTimeMillis() > settled, 60, "the boards' last reads to settle");
      before = snapshot(one);
      roundOneJournal = hash(dir.resolve("round-1"));
    }
    assertThat(before.moves().get(0)).hasSizeGreaterThanOrEqualTo(4);
    assertThat(before.publicPgn()).contains("[Round \"1.1\"]", "[Round \"1.2\"]",
        "[White \"White, Wilma\"]", "[Black \"Black, Bert\"]", "[White \"Castle, Carla\"]",
        "[Result \"1-0\"]");

    try (Relay two = Relay.start(config(2))) {
      assertThat(two.hub().rounds()).containsExactly(1, 2);
      assertServedAsBefore(two, before);

      JsonNode tournament = RelayServerTest.json(get(two, "/api/tournament"));
      assertThat(tournament.path("round").asInt()).isEqualTo(2);
      assertThat(tournament.path("relayed").toString()).isEqualTo("[1,2]");
      JsonNode roundOne = RelayServerTest.json(get(two, "/api/round/1"));
      assertThat(roundOne.path("current").asBoolean()).isFalse();
      JsonNode board = RelayServerTest.json(get(two, "/api/round/1/board/1"));
      assertThat(board.path("round").asInt()).isEqualTo(1);
      assertThat(board.path("result").asText()).isEqualTo("1-0");
      assertThat(board.path("white").path("name").asText()).isEqualTo("White, Wilma");

      // Round 2 is played with its own pairings, and the public sees it DELAY behind.
      await(() -> moves(two, 1) >= 2, 90, "round 2 under way");
      String roundTwo = get(two, "/round/2.pgn").body();
      assertThat(roundTwo).contains("[Round \"2.1\"]", "[White \"Draw, Dan\"]",
          "[Black \"White, Wilma\"]", "[White \"Black, Bert\"]");
      assertThat(RelayServerTest.json(get(two, "/api/round/2")).path("current").asBoolean())
          .isTrue();
      assertPublicDelayApplies(two);

      assertPastBoardOverWebSocket(two, before);
      assertBadRoundsAreRefused(two);
    }
    assertThat(hash(dir.resolve("round-1")))
        .as("a finished round's journal is read, never written").isEqualTo(roundOneJournal);

    try (Relay again = Relay.start(config(2))) {
      assertThat(again.hub().rounds()).containsExactly(1, 2);
      assertServedAsBefore(again, before);
      assertThat(RelayServerTest.json(get(again, "/api/tournament")).path("relayed").toString())
          .isEqualTo("[1,2]");
    }
  }

  private static RoundOne snapshot(Relay relay) throws Exception {
    List<List<Stamped>> history = new ArrayList<>();
    List<List<MoveRecord>> moves = new ArrayList<>();
    for (int b = 1; b <= 2; b++) {
      history.add(relay.hub().board(1, b).orElseThrow().history());
      moves.add(relay.hub().board(1, b).orElseThrow().live().moves());
    }
    return new RoundOne(ok(get(relay, "/round/1.pgn")),
        ok(get(relay, "/round/1.pgn", "Authorization", BEARER)), ok(get(relay, "/board/1.pgn")),
        comparable(RelayServerTest.json(get(relay, "/api/round/1", "Authorization", BEARER))),
        history, moves);
  }

  private static void assertServedAsBefore(Relay relay, RoundOne before) throws Exception {
    assertThat(ok(get(relay, "/round/1.pgn"))).as("public PGN of round 1, byte for byte")
        .isEqualTo(before.publicPgn());
    assertThat(ok(get(relay, "/round/1.pgn", "Authorization", BEARER)))
        .as("arbiter PGN of round 1").isEqualTo(before.arbiterPgn());
    assertThat(ok(get(relay, "/round/1/board/1.pgn"))).as("board 1 of round 1")
        .isEqualTo(before.boardPgn());
    JsonNode games =
        comparable(RelayServerTest.json(get(relay, "/api/round/1", "Authorization", BEARER)));
    assertThat(games).as("round 1's games, alerts included").isEqualTo(before.games());
    for (int b = 1; b <= 2; b++) {
      assertThat(relay.hub().board(1, b).orElseThrow().history())
          .as("board %d: every delta with its sequence number", b)
          .isEqualTo(before.history().get(b - 1));
    }
    List<PgnGame> games1 = parse(before.publicPgn());
    assertThat(games1).hasSize(2);
    for (int b = 1; b <= 2; b++) {
      PgnGame game = games1.get(b - 1);
      assertThat(game.tag("Round")).contains("1." + b);
      assertThat(game.moves().stream().map(m -> m.san()).toList())
          .as("board %d's moves as PGN", b)
          .isEqualTo(before.moves().get(b - 1).stream().map(MoveRecord::san).toList());
    }
    assertThat(games1.get(0).result()).isEqualTo("1-0");
  }

  /** Every move the public sees is at least DELAY old, while the arbiter is ahead of it. */
  private static void assertPublicDelayApplies(Relay relay) throws Exception {
    boolean arbiterAhead = false;
    long end = System.currentTimeMillis() + 60_000;
    while (!arbiterAhead && System.currentTimeMillis() < end) {
      JsonNode pub = RelayServerTest.json(get(relay, "/api/round/2"));
      long answered = System.currentTimeMillis();
      JsonNode live = RelayServerTest.json(get(relay, "/api/round/2", "Authorization", BEARER));
      for (JsonNode game : pub.path("boards")) {
        for (JsonNode move : game.path("moves")) {
          assertThat(move.path("at").asLong()).as("a public move's time")
              .isLessThanOrEqualTo(answered - DELAY_SECONDS * 1000L);
        }
      }
      for (int i = 0; i < 2; i++) {
        arbiterAhead |= live.path("boards").get(i).path("moves").size()
            > pub.path("boards").get(i).path("moves").size();
      }
      Thread.sleep(100);
    }
    assertThat(arbiterAhead).as("the arbiter saw a move the public did not yet").isTrue();
  }

  private static void assertPastBoardOverWebSocket(Relay relay, RoundOne before) throws Exception {
    try (WsClient ws = new WsClient(RelayFixture.ws(relay, ""))) {
      ws.await(type("hello"), 5);
      ws.send("{\"type\":\"subscribe\",\"round\":1,\"board\":1}");
      JsonNode snap = ws.await(type("snapshot"), 5);
      assertThat(snap.path("board").asInt()).isEqualTo(1);
      assertThat(snap.path("seq").asLong()).isBetween(1L, (long) before.history().get(0).size());
      JsonNode game = snap.path("game");
      assertThat(game.path("round").asInt()).isEqualTo(1);
      assertThat(game.path("result").asText()).isEqualTo("1-0");
      assertThat(game.path("white").path("name").asText()).isEqualTo("White, Wilma");
      List<String> sans = new ArrayList<>();
      game.path("moves").forEach(m -> sans.add(m.path("san").asText()));
      assertThat(sans).isEqualTo(before.moves().get(0).stream().map(MoveRecord::san).toList());

      // Board 1 of round 2 moves on meanwhile; nothing of it reaches a round-1 subscriber.
      long seq = relay.hub().board(1).orElseThrow().seq();
      await(() -> relay.hub().board(1).orElseThrow().seq() > seq + 1, 60, "round 2 moves on");
      ws.send("{\"type\":\"ping\",\"id\":1}");
      ws.await(type("pong"), 5);
      assertThat(ws.all).as("only the snapshot and the pong after the hello")
          .extracting(r -> r.json().path("type").asText())
          .containsExactly("hello", "snapshot", "pong");

      ws.send("{\"type\":\"subscribe\",\"round\":1}");
      JsonNode first = ws.await(type("snapshot"), 5);
      JsonNode second = ws.await(type("snapshot"), 5);
      assertThat(first.path("game").path("round").asInt()).isEqualTo(1);
      assertThat(second.path("game").path("round").asInt()).isEqualTo(1);
      assertThat(first.path("board").asInt() + second.path("board").asInt()).isEqualTo(3);
    }
  }

  private static void assertBadRoundsAreRefused(Relay relay) throws Exception {
    HttpResponse<String> missing = get(relay, "/round/99.pgn");
    assertThat(missing.statusCode()).isEqualTo(404);
    assertThat(missing.body()).contains("round 99 has no games", "[1, 2]");
    assertThat(get(relay, "/api/round/99").statusCode()).isEqualTo(404);
    assertThat(get(relay, "/api/round/1/board/9").statusCode()).isEqualTo(404);
    assertThat(get(relay, "/round/1/board/9.pgn").statusCode()).isEqualTo(404);
    assertThat(get(relay, "/round/x.pgn").statusCode()).isEqualTo(400);
    try (WsClient ws = new WsClient(RelayFixture.ws(relay, ""))) {
      ws.await(type("hello"), 5);
      ws.send("{\"type\":\"subscribe\",\"round\":99}");
      assertThat(ws.await(type("error"), 5).path("message").asText())
          .contains("round 99 has no games");
      ws.send("{\"type\":\"subscribe\",\"round\":1,\"board\":9}");
      assertThat(ws.await(type("error"), 5).path("message").asText())
          .contains("round 1 has no board 9");
      ws.send("{\"type\":\"ping\",\"id\":2}");
      assertThat(ws.await(type("pong"), 5).path("id").asInt()).as("the socket stays open")
          .isEqualTo(2);
    }
    assertThat(get(relay, "/health").statusCode()).isEqualTo(200);
  }

  private static int moves(Relay relay, int board) {
    return relay.hub().board(board).orElseThrow().live().moves().size();
  }

  private static String ok(HttpResponse<String> r) {
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    return r.body();
  }

  /**
   * A round's games without what differs by design: link health (the relay's connection, not the
   * game) and whether the round is the current one.
   */
  private static JsonNode comparable(JsonNode round) {
    ((ObjectNode) round).remove("current");
    round.path("boards").forEach(g -> ((ObjectNode) g).remove("health"));
    return round;
  }

  private static List<PgnGame> parse(String pgn) {
    List<PgnGame> games = new ArrayList<>();
    for (PgnReadResult r : PgnReader.mainLineOnly().read(pgn.getBytes(StandardCharsets.UTF_8))) {
      assertThat(r).as("every game parses").isInstanceOf(PgnReadResult.Read.class);
      games.add(((PgnReadResult.Read) r).game());
    }
    return games;
  }
}
