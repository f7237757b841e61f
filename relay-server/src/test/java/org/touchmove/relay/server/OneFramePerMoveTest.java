package org.touchmove.relay.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.relay.server.RelayFixture.TOKEN;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.chess.Color;
import org.touchmove.relay.hub.Delta;
import org.touchmove.relay.hub.MoveRecord;
import org.touchmove.relay.hub.Stamped;

/**
 * A completed move reaches a spectator as one WebSocket frame: the {@code move} message carries the
 * clock readings of the press that completed it, and the press is not sent on its own. Arbiters get
 * the press live, at once, and the move when the tracker has it; a resume from a sequence number
 * gives every move with its press on both feeds. Over real sockets, against the relay's own record.
 */
class OneFramePerMoveTest {
  /** Moves a spectator must have seen before the frames are checked. */
  private static final int MOVES = 8;

  /**
   * BoardFeed.PRESS_HOLD_MILLIS: a press whose move the tracker has not published this long after it
   * goes out alone, on time (a slow machine may make that happen; nothing else may).
   */
  private static final long PRESS_HOLD_MILLIS = 1500;

  @TempDir static Path dir;
  static Relay relay;

  @BeforeAll
  static void start() throws Exception {
    relay = Relay.start(RelayFixture.config(dir, 1, "careful", 100, 0));
  }

  @AfterAll
  static void stop() {
    relay.close();
  }

  @Test
  void liveSpectatorsGetEachMoveAsOneFrameWithItsPressArbitersThePressAtOnce() throws Exception {
    try (WsClient pub = new WsClient(RelayFixture.ws(relay, ""));
        WsClient arb = new WsClient(RelayFixture.ws(relay, "?token=" + TOKEN))) {
      pub.send("{\"type\":\"subscribe\",\"board\":1}");
      arb.send("{\"type\":\"subscribe\",\"board\":1}");
      long pubFrom = pub.await(WsClient.type("snapshot"), 5).path("seq").asLong();
      long arbFrom = arb.await(WsClient.type("snapshot"), 5).path("seq").asLong();
      for (int i = 0; i < MOVES; i++) {
        pub.await(WsClient.type("move"), 30);
      }
      List<JsonNode> frames = boardFrames(pub);
      List<Stamped> history = relay.hub().board(1).orElseThrow().history();
      long to = frames.get(frames.size() - 1).path("seq").asLong();
      assertPressesGoWithTheirMoves(frames, history, pubFrom, to, "public, live", heldInFull(pub));

      // Arbiters: live, so the press at once, and then the move on its own.
      if (arb.all.stream().noneMatch(r -> r.json().path("seq").asLong() >= to)) {
        arb.await(n -> n.path("seq").asLong() >= to, 5);
      }
      frames = boardFrames(arb);
      Map<Long, JsonNode> bySeq = bySeq(frames);
      int pairs = 0;
      for (int i = (int) arbFrom + 1; i < to; i++) {
        Stamped s = history.get(i);
        if (s.delta() instanceof Delta.MoveDone && history.get(i - 1).delta() instanceof Delta.ClockChange) {
          pairs++;
          JsonNode press = bySeq.get(s.seq() - 1);
          JsonNode move = bySeq.get(s.seq());
          assertThat(press).as("arbiter: the press before move %s", s.seq()).isNotNull();
          assertThat(press.path("type").asText()).isEqualTo("clock");
          assertThat(move).as("arbiter: move %s", s.seq()).isNotNull();
          assertThat(move.path("type").asText()).isEqualTo("move");
          assertThat(move.has("clock")).as("arbiter: the clock went live already: %s", move).isFalse();
          assertThat(frames.indexOf(press)).isLessThan(frames.indexOf(move));
        }
      }
      assertThat(pairs).as("arbiter: presses followed by their moves (not vacuous)").isGreaterThanOrEqualTo(MOVES - 2);
    }
  }

  @Test
  void aResumeGivesEveryMoveWithItsClockOnBothFeeds() throws Exception {
    long since;
    // After the game's start: a resume across a new game is a snapshot.
    RelayFixture.await(() -> !relay.hub().board(1).orElseThrow().publicState().moves().isEmpty(), 60,
        "the game starts");
    try (WsClient first = new WsClient(RelayFixture.ws(relay, ""))) {
      first.send("{\"type\":\"subscribe\",\"board\":1}");
      since = first.await(WsClient.type("snapshot"), 5).path("seq").asLong();
    }
    long target = since + 3L * MOVES;
    RelayFixture.await(() -> relay.hub().board(1).orElseThrow().seq() > target, 60, "the board moves on");
    for (String query : List.of("", "?token=" + TOKEN)) {
      try (WsClient again = new WsClient(RelayFixture.ws(relay, query))) {
        again.send("{\"type\":\"subscribe\",\"board\":1,\"since\":" + since + "}");
        // The resumed deltas come at once, before anything new: wait for the last one.
        again.await(n -> n.path("seq").asLong() >= target, 10);
        List<JsonNode> frames = boardFrames(again);
        assertThat(frames).as("%s: no snapshot, only what was missed", query)
            .noneMatch(n -> n.path("type").asText().equals("snapshot"));
        List<Stamped> history = relay.hub().board(1).orElseThrow().history();
        assertPressesGoWithTheirMoves(
            frames, history, since, target, query.isEmpty() ? "public, resumed" : "arbiter, resumed", Map.of());
      }
    }
  }

  /**
   * Over the history's sequence numbers ({@code from}, {@code to}]: every completed move right after
   * clock changes came as exactly one frame, the move carrying the last of those clock changes
   * (unless, live, a press went alone because its hold ran out: {@code heldInFull}), and every other
   * public delta as a frame of its own.
   */
  private static void assertPressesGoWithTheirMoves(
      List<JsonNode> frames, List<Stamped> history, long from, long to, String feed, Map<Long, Boolean> heldInFull) {
    Map<Long, JsonNode> bySeq = bySeq(frames);
    int moves = 0;
    for (long seq = from + 1; seq <= to; seq++) {
      Stamped s = history.get((int) seq - 1);
      if (s.delta() instanceof Delta.MoveDone) {
        moves++;
        JsonNode m = bySeq.get(seq);
        assertThat(m).as("%s: move %s", feed, seq).isNotNull();
        assertThat(m.path("type").asText()).isEqualTo("move");
        MoveRecord record = ((Delta.MoveDone) s.delta()).move();
        assertThat(m.path("move").path("ply").asInt()).isEqualTo(record.ply());
        long first = seq;
        while (first - 1 > from && history.get((int) first - 2).delta() instanceof Delta.ClockChange) {
          first--;
        }
        if (first == seq) {
          assertThat(m.has("clock")).as("%s: no clock change before it: %s", feed, m).isFalse();
          continue;
        }
        List<Stamped> clocks = history.subList((int) first - 1, (int) seq - 1);
        // Live, readings before the press (a player still thinking) go when they come; from the
        // press on they wait for the move, unless the press's hold ran out.
        long press = pressIn(history, clocks);
        long alone = clocks.stream().filter(c -> c.seq() >= press && bySeq.containsKey(c.seq()))
            .mapToLong(Stamped::seq).min().orElse(-1);
        if (alone >= 0) {
          assertThat(heldInFull.getOrDefault(press, false))
              .as("%s: clock change %s went alone, before its move %s, and not after the press's hold", feed, alone, seq)
              .isTrue();
        } else {
          assertThat(m.path("clock").isObject()).as("%s: the move carries its press: %s", feed, m).isTrue();
        }
        if (m.has("clock")) {
          var last = ((Delta.ClockChange) clocks.get(clocks.size() - 1).delta()).clock();
          JsonNode clock = m.path("clock");
          assertThat(clock.path("white").asLong()).as("%s: %s", feed, m).isEqualTo(last.white());
          assertThat(clock.path("black").asLong()).as("%s: %s", feed, m).isEqualTo(last.black());
          assertThat(clock.path("at").asLong()).as("%s: %s", feed, m).isEqualTo(last.at());
          assertThat(clock.path("running").asText())
              .as("%s: %s", feed, m)
              .isEqualTo(last.running().map(c -> c.name().toLowerCase(java.util.Locale.ROOT)).orElse(""));
        }
        if (record.clock().isPresent()) {
          long white = record.clock().get().white().toMillis();
          assertThat(clocks)
              .as("%s: the press that completed move %s is among the clock changes before it: %s", feed, seq, clocks)
              .anyMatch(c -> ((Delta.ClockChange) c.delta()).clock().white() == white);
        }
      } else if (s.delta().isPublic() && !clockBeforeMove(history, seq)) {
        assertThat(bySeq).as("%s: delta %s (%s) has a frame of its own", feed, seq, s.delta()).containsKey(seq);
      }
    }
    assertThat(moves).as("%s: moves checked (the test is not vacuous)", feed).isGreaterThanOrEqualTo(MOVES - 1);
    long movesWithClock = frames.stream()
        .filter(n -> n.path("type").asText().equals("move") && n.path("clock").isObject()).count();
    assertThat(movesWithClock).as("%s: moves that carried their press", feed).isGreaterThanOrEqualTo(MOVES - 2);
  }

  /**
   * The {@code clock} frames {@code ws} received, by sequence number: whether each arrived only once
   * the press hold had run out (the relay's clock and this JVM's are the same machine's).
   */
  private static Map<Long, Boolean> heldInFull(WsClient ws) {
    Map<Long, Boolean> out = new HashMap<>();
    for (WsClient.Received r : ws.all) {
      if (r.json().path("type").asText().equals("clock")) {
        long held = r.at() - r.json().path("clock").path("at").asLong();
        out.put(r.json().path("seq").asLong(), held >= PRESS_HOLD_MILLIS - 20);
      }
    }
    return out;
  }

  /**
   * The sequence number of the press among {@code clocks} (clock changes in a row in {@code
   * history}): the last that changed whose clock runs; the first of them when none did.
   */
  private static long pressIn(List<Stamped> history, List<Stamped> clocks) {
    long press = clocks.get(0).seq();
    for (Stamped c : clocks) {
      Optional<Color> running = ((Delta.ClockChange) c.delta()).clock().running();
      Optional<Color> before = Optional.empty();
      for (int i = (int) c.seq() - 2; i >= 0; i--) {
        if (history.get(i).delta() instanceof Delta.ClockChange) {
          before = ((Delta.ClockChange) history.get(i).delta()).clock().running();
          break;
        }
      }
      if (!running.equals(before)) {
        press = c.seq();
      }
    }
    return press;
  }

  /** Whether delta {@code seq} is one of the clock changes right before a completed move. */
  private static boolean clockBeforeMove(List<Stamped> history, long seq) {
    int i = (int) seq - 1;
    while (i < history.size() && history.get(i).delta() instanceof Delta.ClockChange) {
      i++;
    }
    return i > seq - 1 && i < history.size() && history.get(i).delta() instanceof Delta.MoveDone;
  }

  /** The frames about board 1 received so far, in order. */
  private static List<JsonNode> boardFrames(WsClient ws) {
    List<JsonNode> out = new ArrayList<>();
    WsClient.Received r;
    while ((r = ws.inbox.poll()) != null) {
      ws.all.add(r);
    }
    for (WsClient.Received received : ws.all) {
      if (received.json().path("board").asInt() == 1 && received.json().has("seq")
          && !received.json().path("type").asText().equals("health")) {
        out.add(received.json());
      }
    }
    return out;
  }

  /** Each frame by its sequence number; fails on a number sent twice. */
  private static Map<Long, JsonNode> bySeq(List<JsonNode> frames) {
    Map<Long, JsonNode> out = new HashMap<>();
    for (JsonNode n : frames) {
      if (n.path("type").asText().equals("snapshot")) {
        continue;
      }
      JsonNode before = out.put(n.path("seq").asLong(), n);
      assertThat(before).as("sequence number %s sent twice: %s and %s", n.path("seq"), before, n).isNull();
    }
    return out;
  }
}
