package org.touchmove.relay.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.relay.server.RelayFixture.TOKEN;
import static org.touchmove.relay.server.RelayFixture.await;
import static org.touchmove.relay.server.RelayFixture.sans;
import static org.touchmove.relay.server.RelayFixture.get;
import static org.touchmove.relay.server.RelayFixture.post;

import java.io.ByteArrayOutputStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.capture.CaptureEntry;
import org.touchmove.chess.Variant;
import org.touchmove.hardware.transport.BoardAddress;
import org.touchmove.relay.agent.Agent;
import org.touchmove.relay.config.BoardSource;
import org.touchmove.relay.config.Pairing;
import org.touchmove.relay.config.Player;
import org.touchmove.relay.config.TournamentConfig;
import org.touchmove.relay.hub.BoardFeed;
import org.touchmove.relay.hub.BoardState;
import org.touchmove.relay.journal.BoardJournal;

/**
 * A board read by a remote agent ({@code touchmove agent}) while an arbiter starts the next round,
 * over real sockets: board → TCP → agent → WebSocket → relay. The agent's link stays up through
 * the change; the board's bytes go to round 1's journal until the change and to round 2's after it
 * (together exactly what the board sent, nothing lost, nothing twice); round 1's game (a fool's
 * mate) stays as it was, its PGN byte for byte, also after round 2 is played and after a restart;
 * and round 2's game is reconstructed from the agent's bytes alone.
 */
class AgentRoundChangeTest {
  private static final String AGENT_TOKEN = "agent-token-for-round-tests";
  private static final String BEARER = "Bearer " + TOKEN;
  private static final List<String> ROUND_ONE = List.of("f3", "e5", "g4", "Qh4#");
  /** Round 2's record; the board plays a6 after it (without a clock, the reply completes Bb5). */
  private static final List<String> ROUND_TWO = List.of("e4", "e5", "Nf3", "Nc6", "Bb5");

  @TempDir Path dir;

  @Test
  void anAgentBoardGoesOnIntoTheNextRoundOverTheSameLink() throws Exception {
    int port;
    try (ServerSocket s = new ServerSocket(0)) {
      port = s.getLocalPort();
    }
    TournamentConfig config = config(port);
    Path data = config.dataDir();
    Path roundOneJournal = BoardJournal.dir(data, 1, 1);
    Path roundTwoJournal = BoardJournal.dir(data, 2, 1);
    Relay relay = Relay.start(config);
    try (HandMovedBoard board = new HandMovedBoard("00005");
        Agent agent = Agent.start(URI.create("ws://127.0.0.1:" + port), AGENT_TOKEN,
            List.of(new BoardAddress.Tcp("127.0.0.1", board.port())), Optional.of("AG5"), dir.resolve("spool"))) {
      Relay first = relay;
      await(() -> agent.isConnected() && feed(first, 1).health().link().equals("connected"), 30,
          "board 1 connected through the agent");
      // A game starts once the start position has stood still on the board (the settle time).
      await(() -> feed(first, 1).live().status() == BoardState.Status.PLAYING, 20, "round 1's game started");

      // Round 1: a fool's mate, move by move through the agent. Without a clock, a move is
      // completed (on the record) when the reply is made; the mate ends the game.
      for (int i = 0; i < ROUND_ONE.size(); i++) {
        board.play(ROUND_ONE.get(i));
        int completed = i;
        await(() -> feed(first, 1).live().moves().size() == completed, 20, completed + " moves of round 1 completed");
      }
      await(() -> feed(first, 1).live().result().isPresent(), 20, "checkmate ends round 1's game");
      assertThat(sans(feed(first, 1))).isEqualTo(ROUND_ONE);
      assertThat(feed(first, 1).live().result()).contains("0-1");
      byte[] beforeChange = board.sent();
      await(() -> boardBytes(roundOneJournal).length >= beforeChange.length, 20,
          "everything the board sent so far in round 1's journal");
      String roundOnePgn = ok(get(relay, "/round/1.pgn", "Authorization", BEARER));
      assertThat(roundOnePgn).contains("[Round \"1.1\"]", "[White \"White, Wilma\"]", "[Result \"0-1\"]",
          "1. f3 e5 2. g4 Qh4# 0-1");

      // Every game has a result: no force needed.
      HttpResponse<String> started = post(relay, "/api/round/start", "{}", "Authorization", BEARER);
      assertThat(started.statusCode()).as(started.body()).isEqualTo(200);
      assertThat(started.body()).contains("\"round\":2", "\"previous\":1");
      assertThat(relay.hub().round()).isEqualTo(2);
      assertThat(agent.isConnected()).as("the agent's link through the change").isTrue();
      assertThat(ok(get(relay, "/round/1.pgn", "Authorization", BEARER)))
          .as("round 1's PGN right after the change, byte for byte").isEqualTo(roundOnePgn);

      // Round 2: the players set the pieces up again and play a new game on the same board.
      board.setUpAgain();
      await(() -> feed(first, 2).live().status() == BoardState.Status.PLAYING, 20, "round 2's game started");
      assertThat(feed(first, 2).live().gameIndex()).as("the first game of round 2").isEqualTo(1);
      for (int i = 0; i < ROUND_TWO.size(); i++) {
        board.play(ROUND_TWO.get(i));
        int completed = i;
        await(() -> feed(first, 2).live().moves().size() == completed, 20, completed + " moves of round 2 completed");
      }
      board.play("a6");
      await(() -> feed(first, 2).live().moves().size() == ROUND_TWO.size(), 20, "round 2's last move completed");
      assertThat(sans(feed(first, 2))).as("round 2's game, from the agent's bytes").isEqualTo(ROUND_TWO);
      assertThat(feed(first, 2).live().result()).isEmpty();
      assertThat(feed(first, 2).health().link()).isEqualTo("connected");
      String roundTwoPgn = ok(get(relay, "/round/2.pgn", "Authorization", BEARER));
      assertThat(roundTwoPgn).contains("[Round \"2.1\"]", "[White \"Draw, Dan\"]", "[Black \"White, Wilma\"]",
          "1. e4 e5 2. Nf3 Nc6 3. Bb5 *");
      assertThat(sans(feed(first, 1))).as("round 1's game after round 2 was played").isEqualTo(ROUND_ONE);
      assertThat(ok(get(relay, "/round/1.pgn", "Authorization", BEARER)))
          .as("round 1's PGN after round 2 was played, byte for byte").isEqualTo(roundOnePgn);

      // The same link all along: an agent that reconnected would have said hello again, and the
      // relay would have noted the board's link in the journal of the round being played.
      assertThat(agent.isConnected()).isTrue();
      assertThat(agent.problem()).isEmpty();
      assertThat(comments(roundTwoJournal)).as("round 2's journal notes").noneMatch(c -> c.startsWith("link "));

      // Round 1's journal ends where round 2's begins: together they are the board's bytes. (The
      // board goes on answering the agent's keep-alive requests, so its stream keeps growing.)
      byte[] sent = board.sent();
      await(() -> boardBytes(roundOneJournal).length + boardBytes(roundTwoJournal).length >= sent.length, 20,
          "the board's bytes in the two journals");
      byte[] one = boardBytes(roundOneJournal);
      byte[] two = boardBytes(roundTwoJournal);
      byte[] journalled = concat(one, two);
      assertThat(journalled).as("round 1's bytes, then round 2's: all the board sent, in order, once")
          .startsWith(sent);
      assertThat(board.sent()).as("and nothing the board did not send").startsWith(journalled);
      assertThat(one.length).as("round 1 has what was sent before the change")
          .isGreaterThanOrEqualTo(beforeChange.length);
      assertThat(two.length).as("round 2 has what was sent after it").isPositive()
          .isLessThanOrEqualTo(journalled.length - beforeChange.length);
      // Round 2's journal goes on with the agent's numbers from where round 1's stopped.
      List<String> oneSeqs = comments(roundOneJournal).stream().filter(c -> c.startsWith("agent-seq ")).toList();
      List<String> twoSeqs = comments(roundTwoJournal).stream().filter(c -> c.startsWith("agent-seq ")).toList();
      assertThat(twoSeqs.get(0)).as("round 2's first agent number: round 1's last")
          .isEqualTo(oneSeqs.get(oneSeqs.size() - 1));
      assertThat(Long.parseLong(twoSeqs.get(1).substring("agent-seq ".length())))
          .as("the next read's number").isEqualTo(Long.parseLong(twoSeqs.get(0).substring("agent-seq ".length())) + 1);

      // A restarted relay serves both rounds as they were, and the agent goes on into round 2.
      relay.close();
      relay = Relay.start(config);
      Relay second = relay;
      assertThat(second.hub().round()).isEqualTo(2);
      assertThat(ok(get(second, "/round/1.pgn", "Authorization", BEARER)))
          .as("round 1's PGN after a restart, byte for byte").isEqualTo(roundOnePgn);
      assertThat(sans(feed(second, 2))).as("round 2 rebuilt from its journal").isEqualTo(ROUND_TWO);
      await(() -> agent.isConnected() && feed(second, 2).health().link().equals("connected"), 30,
          "the agent back on the restarted relay");
      board.play("Ba4");
      await(() -> feed(second, 2).live().moves().size() == ROUND_TWO.size() + 1, 20, "a move after the restart");
      assertThat(feed(second, 2).live().moves().get(ROUND_TWO.size()).san()).isEqualTo("a6");
      assertThat(sans(feed(second, 1))).isEqualTo(ROUND_ONE);
    } finally {
      relay.close();
    }
  }

  private TournamentConfig config(int port) {
    TreeMap<Integer, BoardSource> boards = new TreeMap<>();
    boards.put(1, new BoardSource.Agent("AG5"));
    Map<Integer, Map<Integer, Pairing>> pairings = Map.of(
        1, Map.of(1, new Pairing(Player.named("White, Wilma"), Player.named("Black, Bert"))),
        2, Map.of(1, new Pairing(Player.named("Draw, Dan"), Player.named("White, Wilma"))));
    return new TournamentConfig("Agent Round Open", "Remote", 1, 2, Optional.empty(), Variant.STANDARD,
        Duration.ZERO, boards, pairings, List.of(TOKEN), List.of(AGENT_TOKEN),
        new InetSocketAddress("127.0.0.1", port), Optional.empty(), dir.resolve("data"));
  }

  private static BoardFeed feed(Relay relay, int round) {
    return relay.hub().board(round, 1).orElseThrow();
  }

  /** The board's bytes in a journal, in order (none while it is not written yet). */
  private static byte[] boardBytes(Path journal) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (CaptureEntry e : entries(journal)) {
      if (e instanceof CaptureEntry.BoardBytes) {
        out.writeBytes(((CaptureEntry.BoardBytes) e).bytes().toArray());
      }
    }
    return out.toByteArray();
  }

  private static List<String> comments(Path journal) {
    List<String> out = new ArrayList<>();
    for (CaptureEntry e : entries(journal)) {
      if (e instanceof CaptureEntry.Comment) {
        out.add(((CaptureEntry.Comment) e).text());
      }
    }
    return out;
  }

  private static List<CaptureEntry> entries(Path journal) {
    try {
      return BoardJournal.readRecorded(journal).capture().entries();
    } catch (Exception e) {
      return List.of(); // not written yet
    }
  }

  private static byte[] concat(byte[] a, byte[] b) {
    byte[] out = Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }

  private static String ok(HttpResponse<String> r) {
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    return r.body();
  }
}
