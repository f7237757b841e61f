package org.touchmove.relay.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.relay.server.RelayFixture.TOKEN;
import static org.touchmove.relay.server.RelayFixture.get;
import static org.touchmove.relay.server.WsClient.type;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.notation.PgnReadResult;
import org.touchmove.notation.PgnReader;
import org.touchmove.relay.hub.MoveRecord;

/**
 * The broadcast delay: no public output (WebSocket, JSON, PGN) ever shows a move younger than D,
 * while the arbiter feed shows it live.
 */
class PublicDelayTest {
  static final long DELAY = 3000;
  /** The relay's monotonic clock and this JVM's wall clock may differ by a few milliseconds. */
  static final long SKEW = 20;

  @TempDir Path dir;

  @Test
  void noPublicOutputRevealsAMoveYoungerThanTheDelay() throws Exception {
    try (Relay relay = Relay.start(RelayFixture.config(dir, 1, "careful", 200, (int) (DELAY / 1000)));
        WsClient pub = new WsClient(RelayFixture.ws(relay, ""));
        WsClient arb = new WsClient(RelayFixture.ws(relay, "?token=" + TOKEN))) {
      pub.send("{\"type\":\"subscribe\",\"board\":1}");
      arb.send("{\"type\":\"subscribe\",\"board\":1}");
      int jsonPolls = 0;
      int pgnPolls = 0;
      long end = System.currentTimeMillis() + 14_000;
      while (System.currentTimeMillis() < end) {
        HttpResponse<String> api = get(relay, "/api/board/1");
        long received = System.currentTimeMillis();
        for (JsonNode m : WsClient.JSON.readTree(api.body()).path("game").path("moves")) {
          assertThat(received - m.path("at").asLong()).as("JSON API move %s", m).isGreaterThanOrEqualTo(DELAY - SKEW);
        }
        jsonPolls++;
        HttpResponse<String> pgn = get(relay, "/board/1.pgn");
        long pgnReceived = System.currentTimeMillis();
        int shown = ((PgnReadResult.Read) PgnReader.mainLineOnly()
            .read(pgn.body().getBytes(StandardCharsets.UTF_8)).get(0)).game().moves().size();
        int oldEnough = 0;
        for (MoveRecord m : relay.hub().board(1).orElseThrow().live().moves()) {
          if (m.at() <= pgnReceived - DELAY + SKEW) {
            oldEnough++;
          }
        }
        assertThat(shown).as("PGN moves vs moves older than the delay").isLessThanOrEqualTo(oldEnough);
        pgnPolls++;
        Thread.sleep(150);
      }
      List<WsClient.Received> publicMoves = drain(pub);
      List<WsClient.Received> liveMoves = drain(arb);
      assertThat(publicMoves).as("the public saw moves (the test is not vacuous)").hasSizeGreaterThan(3);
      for (WsClient.Received r : publicMoves) {
        long age = r.at() - r.json().path("move").path("at").asLong();
        assertThat(age).as("public move %s", r.json()).isGreaterThanOrEqualTo(DELAY - SKEW).isLessThan(DELAY + 1500);
      }
      for (WsClient.Received r : liveMoves) {
        long age = r.at() - r.json().path("move").path("at").asLong();
        assertThat(age).as("arbiter move %s", r.json()).isLessThan(1000);
      }
      assertThat(liveMoves.size()).isGreaterThanOrEqualTo(publicMoves.size());
      assertThat(jsonPolls).isGreaterThan(10);
      assertThat(pgnPolls).isGreaterThan(10);
    }
  }

  private static List<WsClient.Received> drain(WsClient ws) {
    List<WsClient.Received> moves = new ArrayList<>();
    WsClient.Received r;
    while ((r = ws.inbox.poll()) != null) {
      if (type("move").test(r.json())) {
        moves.add(r);
      }
    }
    return moves;
  }
}
