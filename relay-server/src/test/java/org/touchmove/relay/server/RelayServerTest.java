package org.touchmove.relay.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.relay.server.RelayFixture.TOKEN;
import static org.touchmove.relay.server.RelayFixture.get;
import static org.touchmove.relay.server.RelayFixture.post;
import static org.touchmove.relay.server.WsClient.type;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.notation.PgnReadResult;
import org.touchmove.notation.PgnReader;
import org.touchmove.relay.hub.Delta;
import org.touchmove.relay.hub.Stamped;

/**
 * The relay end to end over real sockets: emulated boards playing the bundled real games over TCP,
 * the relay's HTTP API, PGN feed and WebSocket read by the JDK's own clients.
 */
class RelayServerTest {
  @TempDir static Path dir;
  static Relay relay;

  @BeforeAll
  static void start() throws Exception {
    relay = Relay.start(RelayFixture.config(dir, 2, "careful", 200, 0));
  }

  @AfterAll
  static void stop() {
    relay.close();
  }

  @Test
  void viewerGetsSnapshotsThenMovesWithGrowingSequenceNumbers() throws Exception {
    try (WsClient ws = new WsClient(RelayFixture.ws(relay, ""))) {
      JsonNode hello = ws.await(type("hello"), 5);
      assertThat(hello.path("feed").asText()).isEqualTo("public");
      ws.send("{\"type\":\"subscribe\",\"round\":1}");
      JsonNode snap1 = ws.await(type("snapshot"), 5);
      JsonNode snap2 = ws.await(type("snapshot"), 5);
      assertThat(snap1.path("board").asInt() + snap2.path("board").asInt()).isEqualTo(3);
      assertThat(snap1.path("game").has("alerts")).as("no alerts on the public feed").isFalse();
      long lastSeq = snap1.path("board").asInt() == 1 ? snap1.path("seq").asLong() : snap2.path("seq").asLong();
      for (int i = 0; i < 3; i++) {
        JsonNode move = ws.await(n -> type("move").test(n) && n.path("board").asInt() == 1, 30);
        assertThat(move.path("seq").asLong()).isGreaterThan(lastSeq);
        lastSeq = move.path("seq").asLong();
        assertThat(move.path("move").path("san").asText()).isNotEmpty();
        assertThat(move.path("move").path("fen").asText()).contains("/");
      }
    }
  }

  @Test
  void resumeFromASequenceNumberSendsOnlyWhatWasMissed() throws Exception {
    long seen;
    try (WsClient ws = new WsClient(RelayFixture.ws(relay, ""))) {
      ws.send("{\"type\":\"subscribe\",\"board\":2}");
      JsonNode snap = ws.await(type("snapshot"), 5);
      seen = snap.path("seq").asLong();
    }
    // Wait until the board has moved on, then resume from where we were.
    JsonNode later = null;
    for (int i = 0; i < 100; i++) {
      later = json(get(relay, "/api/board/2", "Authorization", "Bearer " + TOKEN));
      if (relay.hub().board(2).orElseThrow().seq() > seen + 2) {
        break;
      }
      Thread.sleep(200);
    }
    assertThat(relay.hub().board(2).orElseThrow().seq()).isGreaterThan(seen + 2);
    try (WsClient ws = new WsClient(RelayFixture.ws(relay, ""))) {
      ws.send("{\"type\":\"subscribe\",\"board\":2,\"since\":" + seen + "}");
      JsonNode first = ws.await(n -> n.has("seq"), 5);
      assertThat(first.path("type").asText()).isNotEqualTo("snapshot");
      // The first delta missed; or, when the first ones missed are clock changes (a press, a
      // reading after it) followed by a move, that move, carrying the last of them.
      List<Stamped> history = relay.hub().board(2).orElseThrow().history();
      long seq = first.path("seq").asLong();
      if (seq == seen + 1) {
        assertThat(seq).isEqualTo(history.get((int) seen).seq());
      } else {
        assertThat(first.path("type").asText()).as("%s", first).isEqualTo("move");
        assertThat(history.get((int) seq - 1).delta()).as("%s", first).isInstanceOf(Delta.MoveDone.class);
        for (long missed = seen + 1; missed < seq; missed++) {
          assertThat(history.get((int) missed - 1).delta()).as("%s", first).isInstanceOf(Delta.ClockChange.class);
        }
        assertThat(first.path("clock").path("running").isTextual()).as("%s", first).isTrue();
      }
    }
    assertThat(later).isNotNull();
  }

  @Test
  void badInputGetsAnErrorAndTheSocketStaysOpen() throws Exception {
    try (WsClient ws = new WsClient(RelayFixture.ws(relay, ""))) {
      ws.await(type("hello"), 5);
      ws.send("{not json");
      assertThat(ws.await(type("error"), 5).path("message").asText()).contains("not JSON");
      ws.send("{\"type\":\"dance\"}");
      assertThat(ws.await(type("error"), 5).path("message").asText()).contains("unknown message type");
      ws.send("{\"type\":\"subscribe\",\"board\":99}");
      assertThat(ws.await(type("error"), 5).path("message").asText()).contains("no board 99");
      ws.send("{\"type\":\"ack\",\"board\":1,\"alert\":\"1-1\"}");
      assertThat(ws.await(type("error"), 5).path("message").asText()).contains("arbiter token");
      ws.send("{\"type\":\"ping\",\"id\":7}");
      JsonNode pong = ws.await(type("pong"), 5);
      assertThat(pong.path("id").asInt()).isEqualTo(7);
      assertThat(Math.abs(pong.path("now").asLong() - System.currentTimeMillis())).isLessThan(2000);
    }
  }

  @Test
  void wrongTokenIsRefusedNotDowngraded() throws Exception {
    assertThat(get(relay, "/api/board/1?token=wrong-token-123").statusCode()).isEqualTo(401);
    assertThat(get(relay, "/api/board/1", "Authorization", "Bearer nope-nope-nope").statusCode()).isEqualTo(401);
    try (WsClient ws = new WsClient(RelayFixture.ws(relay, "?token=wrong-token-123"))) {
      for (int i = 0; i < 50 && !ws.closed; i++) {
        Thread.sleep(100);
      }
      assertThat(ws.closeStatus).as("closed with 4401, which a browser can read").isEqualTo(4401);
      assertThat(ws.inbox).as("nothing was sent before the close").isEmpty();
    }
    assertThat(post(relay, "/api/board/1/result", "{\"result\":\"1-0\"}").statusCode()).isEqualTo(401);
  }

  @Test
  void arbiterFeedCarriesHealthAndAlertsAndAcceptsAResult() throws Exception {
    // The boards connect in the background after the relay starts: wait for board 1's link.
    for (int i = 0; i < 100 && !relay.hub().board(1).orElseThrow().health().link().equals("connected"); i++) {
      Thread.sleep(100);
    }
    try (WsClient ws = new WsClient(RelayFixture.ws(relay, "?token=" + TOKEN))) {
      assertThat(ws.await(type("hello"), 5).path("feed").asText()).isEqualTo("arbiter");
      ws.send("{\"type\":\"subscribe\",\"board\":1}");
      JsonNode snap = ws.await(type("snapshot"), 5);
      assertThat(snap.path("game").has("alerts")).isTrue();
      assertThat(snap.path("game").path("health").path("link").asText()).isEqualTo("connected");
    }
    HttpResponse<String> bad = post(relay, "/api/board/1/result", "{\"result\":\"2-0\"}", "Authorization", "Bearer " + TOKEN);
    assertThat(bad.statusCode()).isEqualTo(400);
    HttpResponse<String> garbage = post(relay, "/api/board/1/result", "{{{", "Authorization", "Bearer " + TOKEN);
    assertThat(garbage.statusCode()).isEqualTo(400);
    assertThat(garbage.body()).contains("not JSON");
    assertThat(post(relay, "/api/board/1/alerts/1-999/ack", "", "Authorization", "Bearer " + TOKEN).statusCode())
        .isEqualTo(404);
  }

  @Test
  void pgnFeedParsesCarriesClocksAndAnswersNotModified() throws Exception {
    // Wait for a few moves on board 1.
    for (int i = 0; i < 150 && relay.hub().board(1).orElseThrow().publicState().moves().size() < 4; i++) {
      Thread.sleep(200);
    }
    HttpResponse<String> pgn = get(relay, "/round/1.pgn");
    assertThat(pgn.statusCode()).isEqualTo(200);
    assertThat(pgn.headers().firstValue("Content-Type").orElse("")).contains("pgn");
    String etag = pgn.headers().firstValue("ETag").orElseThrow();
    assertThat(pgn.body()).contains("[Round \"1.1\"]", "[White \"White, Wilma\"]", "[Round \"1.2\"]", "[%clk ");
    var games = PgnReader.mainLineOnly().read(pgn.body().getBytes(java.nio.charset.StandardCharsets.UTF_8));
    assertThat(games).hasSize(2).allMatch(g -> g instanceof PgnReadResult.Read);
    HttpResponse<String> again = get(relay, "/round/1.pgn", "If-None-Match", etag);
    // The game moves on about once a second: either nothing changed (304) or the tag did.
    if (again.statusCode() == 200) {
      assertThat(again.headers().firstValue("ETag").orElseThrow()).isNotEqualTo(etag);
    } else {
      assertThat(again.statusCode()).isEqualTo(304);
      assertThat(again.body()).isEmpty();
    }
    assertThat(get(relay, "/round/2.pgn").statusCode()).isEqualTo(404);
    assertThat(get(relay, "/board/x.pgn").statusCode()).isEqualTo(400);
  }

  /** An independent reader (Debian's pgn-extract) accepts the feed with no complaint. */
  @Test
  void pgnExtractAcceptsTheFeed() throws Exception {
    java.util.Optional<Path> program = find("pgn-extract");
    org.junit.jupiter.api.Assumptions.assumeTrue(program.isPresent(),
        "pgn-extract is not installed (.ci/run installs it: apt-get install pgn-extract)");
    for (int i = 0; i < 150 && relay.hub().board(2).orElseThrow().publicState().moves().size() < 4; i++) {
      Thread.sleep(200);
    }
    Path file = dir.resolve("feed.pgn");
    java.nio.file.Files.writeString(file, get(relay, "/round/1.pgn").body());
    Process p = new ProcessBuilder(program.get().toString(), "-s", "--fixresulttags", "-o", dir.resolve("out.pgn").toString(),
        file.toString()).redirectErrorStream(true).start();
    String said = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    assertThat(p.waitFor()).as(said).isEqualTo(0);
    assertThat(said).as("pgn-extract's complaints").isBlank();
    String out = java.nio.file.Files.readString(dir.resolve("out.pgn"));
    assertThat(out).contains("[Round \"1.1\"]", "[Round \"1.2\"]", "[%clk ");
  }

  /** A program on the PATH or in /usr/games, where Debian installs pgn-extract. */
  private static java.util.Optional<Path> find(String program) {
    String path = System.getenv().getOrDefault("PATH", "") + java.io.File.pathSeparator + "/usr/games";
    for (String d : path.split(java.io.File.pathSeparator)) {
      if (!d.isEmpty() && java.nio.file.Files.isExecutable(Path.of(d, program))) {
        return java.util.Optional.of(Path.of(d, program));
      }
    }
    return java.util.Optional.empty();
  }

  @Test
  void healthMetricsAndTournament() throws Exception {
    JsonNode health = json(get(relay, "/health"));
    assertThat(health.path("boards").asInt()).isEqualTo(2);
    String metrics = get(relay, "/metrics").body();
    assertThat(metrics).contains("touchmove_viewers", "touchmove_bytes_in_total", "touchmove_journal_write",
        "jvm_memory_used_bytes");
    JsonNode t = json(get(relay, "/api/tournament"));
    assertThat(t.path("event").asText()).isEqualTo("Test Open");
    assertThat(t.path("boards")).hasSize(2);
    assertThat(get(relay, "/nothing-here").statusCode()).isEqualTo(404);
  }

  static JsonNode json(HttpResponse<String> r) throws Exception {
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    return WsClient.JSON.readTree(r.body());
  }
}
