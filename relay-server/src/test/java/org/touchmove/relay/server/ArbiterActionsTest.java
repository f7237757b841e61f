package org.touchmove.relay.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.relay.server.RelayFixture.TOKEN;
import static org.touchmove.relay.server.RelayFixture.post;
import static org.touchmove.relay.server.WsClient.type;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.relay.hub.Delta;
import org.touchmove.relay.hub.Stamped;
import org.touchmove.relay.journal.BoardJournal;

/**
 * The arbiter's actions over HTTP with the token: each is validated, journalled with who and
 * when, published on the feeds, and rebuilt in the same place after a restart.
 */
class ArbiterActionsTest {
  static final String[] AUTH = {"Authorization", "Bearer " + TOKEN};

  @TempDir Path dir;

  @Test
  void actionsArePublishedJournalledAndRebuilt() throws Exception {
    List<Stamped> before;
    try (Relay relay = Relay.start(RelayFixture.config(dir, 1, "careful", 200, 0));
        WsClient arbiter = new WsClient(RelayFixture.ws(relay, "?token=" + TOKEN))) {
      for (int i = 0; i < 300 && relay.hub().board(1).orElseThrow().live().moves().size() < 4; i++) {
        Thread.sleep(100);
      }
      assertThat(relay.hub().board(1).orElseThrow().live().moves()).hasSizeGreaterThanOrEqualTo(4);
      arbiter.send("{\"type\":\"subscribe\",\"board\":1}");
      arbiter.await(type("snapshot"), 5);

      // Refused: no token, bad values.
      assertThat(post(relay, "/api/board/1/takeback", "{\"ply\":2}").statusCode()).isEqualTo(401);
      assertThat(post(relay, "/api/board/1/takeback", "{\"ply\":999}", AUTH).statusCode()).isEqualTo(400);
      assertThat(post(relay, "/api/board/1/takeback", "{\"ply\":\"two\"}", AUTH).statusCode()).isEqualTo(400);
      assertThat(post(relay, "/api/board/1/clock", "{\"white\":-5,\"black\":1000}", AUTH).statusCode()).isEqualTo(400);
      assertThat(post(relay, "/api/board/1/draw-offer", "{\"ply\":3,\"color\":\"green\"}", AUTH).statusCode())
          .isEqualTo(400);
      assertThat(post(relay, "/api/board/9/pause", "", AUTH).statusCode()).isEqualTo(404);

      assertThat(post(relay, "/api/board/1/draw-offer", "{\"ply\":3,\"color\":\"black\"}", AUTH).statusCode())
          .isEqualTo(200);
      JsonNode offer = arbiter.await(type("drawOffer"), 5);
      assertThat(offer.path("ply").asInt()).isEqualTo(3);
      assertThat(RelayFixture.get(relay, "/board/1.pgn", AUTH).body().replaceAll("\\s+", " "))
          .contains("2. Nc3 {[%clk 1:59:23]} {draw offered by black}");

      assertThat(post(relay, "/api/board/1/clock", "{\"white\":3600000,\"black\":1800000}", AUTH).statusCode())
          .isEqualTo(200);
      JsonNode clock = arbiter.await(n -> type("clock").test(n) && n.path("clock").path("white").asLong() == 3_600_000, 5);
      assertThat(clock.path("clock").path("black").asLong()).isEqualTo(1_800_000);

      assertThat(post(relay, "/api/board/1/pause", "", AUTH).statusCode()).isEqualTo(200);
      JsonNode paused = arbiter.await(type("pause"), 5);
      assertThat(paused.path("paused").asBoolean()).isTrue();
      assertThat(paused.path("clock").path("running").isNull()).as("clocks stand still while paused").isTrue();
      assertThat(relay.hub().board(1).orElseThrow().live().paused()).isTrue();
      assertThat(post(relay, "/api/board/1/resume", "", AUTH).statusCode()).isEqualTo(200);
      assertThat(arbiter.await(type("pause"), 5).path("paused").asBoolean()).isFalse();

      assertThat(post(relay, "/api/board/1/takeback", "{\"ply\":2}", AUTH).statusCode()).isEqualTo(200);
      assertThat(arbiter.await(type("takeback"), 5).path("ply").asInt()).isEqualTo(2);

      assertThat(post(relay, "/api/board/1/result", "{\"result\":\"1/2-1/2\"}", AUTH).statusCode()).isEqualTo(200);
      JsonNode result = arbiter.await(type("result"), 5);
      assertThat(result.path("result").asText()).isEqualTo("1/2-1/2");
      assertThat(result.path("reason").asText()).isEqualTo("arbiter");
      before = relay.hub().board(1).orElseThrow().history();
    }

    List<String> actions = Files.readAllLines(dir.resolve("round-1/board-1/" + BoardJournal.ACTIONS));
    assertThat(actions).hasSize(6);
    assertThat(actions).allSatisfy(a -> assertThat(a).contains("\"by\":\"arbiter-1\"").contains("\"at\":"));
    assertThat(actions.get(0)).contains("\"type\":\"drawOffer\"");
    assertThat(actions.get(5)).contains("\"type\":\"result\"");
    // Each action carries how many board reads came before it (the capture's board lines), so a
    // rebuild keeps an action and a read of the same millisecond in their live order.
    long boardLines = Files.readAllLines(dir.resolve("round-1/board-1/" + BoardJournal.CAPTURE)).stream()
        .filter(l -> !l.isEmpty() && Character.isDigit(l.charAt(0)))
        .count();
    long previous = 0;
    for (String action : actions) {
      java.util.regex.Matcher reads = java.util.regex.Pattern.compile("\"reads\":(\\d+)").matcher(action);
      assertThat(reads.find()).as(action).isTrue();
      long count = Long.parseLong(reads.group(1));
      assertThat(count).isBetween(Math.max(previous, 1), boardLines);
      previous = count;
    }

    // Restarted on the same journals: every delta, the arbiter's included, is back in its place.
    try (Relay again = Relay.start(RelayFixture.config(dir, 1, "careful", 200, 0))) {
      List<Stamped> after = again.hub().board(1).orElseThrow().history();
      assertThat(after.size()).isGreaterThanOrEqualTo(before.size());
      assertThat(after.subList(0, before.size())).isEqualTo(before);
      assertThat(before.stream().filter(s -> s.delta() instanceof Delta.PauseChange)).hasSize(2);
    }
  }
}
