package org.touchmove.relay.server;

import static org.touchmove.relay.server.RelayFixture.await;
import static org.touchmove.relay.server.RelayFixture.hash;
import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.relay.server.RelayFixture.TOKEN;
import static org.touchmove.relay.server.RelayFixture.get;
import static org.touchmove.relay.server.RelayFixture.post;
import static org.touchmove.relay.server.WsClient.type;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.capture.CaptureEntry;
import org.touchmove.relay.config.ConfigLoader;
import org.touchmove.relay.hub.Stamped;
import org.touchmove.relay.journal.BoardJournal;
import org.touchmove.relay.journal.RoundLog;
import org.touchmove.relay.journal.RoundStart;
import org.touchmove.relay.netty.Limits;

/**
 * Rounds change while the relay runs, on the same emulated boards, over real sockets, with the
 * tournament file read again for each new round's pairings: refused while the pairings are missing
 * and while games are being played (unless forced); then the boards go on in new journals, the
 * finished round is served as a restarted relay rebuilds it (PGN byte for byte, every delta), the
 * arbiters' sockets are told at once and the public's only after the delay, and a restart goes on
 * with the round last started rather than the file's {@code round:}.
 */
class RoundChangeTest {
  private static final int DELAY_SECONDS = 3;
  private static final String BEARER = "Bearer " + TOKEN;

  @TempDir Path dir;

  private Path file;

  /** The tournament file with {@code round:} and the pairings of {@code rounds} (1 to 3). */
  private void writeFile(int round, int pairedRounds) throws Exception {
    List<String> lines = new ArrayList<>(List.of(
        "event: Round Change Open",
        "site: Testville",
        "round: " + round,
        "rounds: 3",
        "delaySeconds: " + DELAY_SECONDS,
        "bind: 127.0.0.1:0",
        "dataDir: data",
        "tokens: {arbiter: [" + TOKEN + "]}",
        "boards:",
        "  1: emulator:1:careful:200",
        "  2: emulator:2:careful:200",
        "pairings:"));
    String[][] players = {
      {"White, Wilma", "Black, Bert", "Castle, Carla", "Draw, Dan"},
      {"Draw, Dan", "White, Wilma", "Black, Bert", "Castle, Carla"},
      {"Castle, Carla", "White, Wilma", "Draw, Dan", "Black, Bert"},
    };
    for (int r = 1; r <= pairedRounds; r++) {
      String[] p = players[r - 1];
      lines.add("  " + r + ":");
      lines.add("    1: {white: \"" + p[0] + "\", black: \"" + p[1] + "\"}");
      lines.add("    2: {white: \"" + p[2] + "\", black: \"" + p[3] + "\"}");
    }
    lines.add("");
    Files.writeString(file, String.join("\n", lines));
  }

  private Relay start() throws Exception {
    return Relay.start(ConfigLoader.load(file), Limits.defaults(), () -> ConfigLoader.load(file));
  }

  @Test
  void theNextRoundStartsOnTheSameBoardsAndSurvivesARestart() throws Exception {
    file = dir.resolve("tournament.yaml");
    writeFile(1, 1);
    Path data = dir.resolve("data");
    String roundOnePublic;
    String roundOneArbiter;
    List<List<Stamped>> roundOneHistory = new ArrayList<>();
    String roundOneJournal;
    try (Relay relay = start();
        WsClient arbiter = new WsClient(RelayFixture.ws(relay, "?token=" + TOKEN));
        WsClient spectator = new WsClient(RelayFixture.ws(relay, ""))) {
      arbiter.await(type("hello"), 5);
      spectator.await(type("hello"), 5);
      arbiter.send("{\"type\":\"subscribe\",\"round\":1}");
      spectator.send("{\"type\":\"subscribe\",\"board\":2}");
      await(() -> moves(relay, 1) >= 4 && moves(relay, 2) >= 4, 90, "4 moves on both boards");

      assertThat(post(relay, "/api/round/start", "{}").statusCode())
          .as("an arbiter action").isEqualTo(401);
      HttpResponse<String> unpaired = startRound(relay, "{}");
      assertThat(unpaired.statusCode()).isEqualTo(409);
      assertThat(unpaired.body()).contains("round 2 has no pairings in the tournament file");
      assertThat(unpaired.headers().firstValue("Touchmove-Forceable")).as("force does not help").isEmpty();

      writeFile(1, 2); // the organiser adds round 2's pairings; the relay reads the file again
      assertThat(post(relay, "/api/board/1/result", "{\"result\":\"1-0\"}", "Authorization", BEARER)
          .statusCode()).isEqualTo(200);
      HttpResponse<String> running = startRound(relay, "{}");
      assertThat(running.statusCode()).isEqualTo(409);
      assertThat(running.body()).contains("round 1 is still being played on board 2 (no result yet)",
          "\"force\":true");
      assertThat(running.headers().firstValue("Touchmove-Forceable")).as("force would help").contains("true");
      assertThat(relay.hub().round()).as("nothing changed").isEqualTo(1);
      assertThat(Files.exists(data.resolve("round-2"))).isFalse();

      List<String> roundOneMoves = sans(relay, 1);
      long asked = System.currentTimeMillis();
      HttpResponse<String> forced = startRound(relay, "{\"force\":true}");
      assertThat(forced.statusCode()).as(forced.body()).isEqualTo(200);
      JsonNode answer = RelayServerTest.json(forced);
      assertThat(answer.path("round").asInt()).isEqualTo(2);
      assertThat(answer.path("previous").asInt()).isEqualTo(1);
      assertThat(relay.hub().round()).isEqualTo(2);
      assertThat(relay.hub().rounds()).containsExactly(1, 2);

      // Arbiters are told at once, then get each board of the new round from a snapshot.
      JsonNode notice = arbiter.await(type("roundStart"), 10);
      assertThat(notice.path("round").asInt()).isEqualTo(2);
      assertThat(notice.path("previous").asInt()).isEqualTo(1);
      assertThat(notice.path("boards").toString()).isEqualTo("[1,2]");
      List<Integer> snapshotted = new ArrayList<>();
      for (int i = 0; i < 2; i++) {
        JsonNode next = arbiter.await(m -> m.has("board"), 10);
        assertThat(next.path("type").asText()).as("the first message of a board after the notice")
            .isEqualTo("snapshot");
        assertThat(next.path("game").path("round").asInt()).isEqualTo(2);
        snapshotted.add(next.path("board").asInt());
      }
      assertThat(snapshotted).containsExactlyInAnyOrder(1, 2);
      assertThat(RelayServerTest.json(get(relay, "/api/tournament", "Authorization", BEARER))
          .path("round").asInt()).isEqualTo(2);

      // The public learns of the new round no sooner than the delay after it started.
      JsonNode publicNotice = spectator.await(type("roundStart"), 30);
      long told = spectator.all.get(spectator.all.size() - 1).at();
      // (less 200 ms: the relay's clock and this one may disagree by a few milliseconds)
      assertThat(told - asked).as("ms from the request to the public's notice")
          .isGreaterThanOrEqualTo(DELAY_SECONDS * 1000L - 200);
      assertThat(publicNotice.path("round").asInt()).isEqualTo(2);
      for (WsClient.Received r : spectator.all) {
        assertThat(r.json().path("game").path("round").asInt(1))
            .as("nothing of round 2 reached the public before its notice").isEqualTo(1);
      }
      JsonNode publicSnapshot = spectator.await(m -> m.has("board"), 10);
      assertThat(publicSnapshot.path("type").asText()).isEqualTo("snapshot");
      assertThat(publicSnapshot.path("board").asInt()).isEqualTo(2);
      assertThat(publicSnapshot.path("game").path("round").asInt()).isEqualTo(2);
      assertThat(publicSnapshot.path("game").path("white").path("name").asText()).isEqualTo("Black, Bert");
      assertThat(RelayServerTest.json(get(relay, "/api/tournament")).path("round").asInt()).isEqualTo(2);

      // Who and when, journalled.
      List<RoundStart> starts = RoundLog.read(data);
      assertThat(starts).hasSize(1);
      assertThat(starts.get(0).by()).isEqualTo("arbiter-1");
      assertThat(starts.get(0).round()).isEqualTo(2);
      assertThat(starts.get(0).previous()).isEqualTo(1);
      assertThat(starts.get(0).configRound()).isEqualTo(1);
      assertThat(starts.get(0).forced()).isTrue();
      assertThat(starts.get(0).at()).isGreaterThanOrEqualTo(asked);

      // The same boards go on in round 2's journals, from a dump the relay asked for.
      for (int b = 1; b <= 2; b++) {
        Path journal = BoardJournal.dir(data, 2, b);
        await(() -> boardReads(journal) > 0, 30, "board reads in " + journal);
      }
      await(() -> relay.hub().board(2, 1).orElseThrow().health().link().equals("connected"), 10,
          "round 2's board 1 connected");
      String roundTwo = get(relay, "/round/2.pgn", "Authorization", BEARER).body();
      assertThat(roundTwo).contains("[Round \"2.1\"]", "[White \"Draw, Dan\"]", "[Black \"White, Wilma\"]",
          "[Round \"2.2\"]", "[White \"Black, Bert\"]");

      // Round 1 is over: refused as the target, and its record kept what was played.
      assertThat(startRound(relay, "{\"round\":2}").body()).contains("round 2 is already being played");
      HttpResponse<String> back = startRound(relay, "{\"round\":1}");
      assertThat(back.statusCode()).isEqualTo(409);
      assertThat(back.body()).contains("round 1 was played before on this relay");
      assertThat(back.headers().firstValue("Touchmove-Forceable")).contains("true");
      HttpResponse<String> beyond = startRound(relay, "{\"round\":4}");
      assertThat(beyond.statusCode()).isEqualTo(409);
      assertThat(beyond.body()).contains("the tournament has 3 rounds");
      assertThat(beyond.headers().firstValue("Touchmove-Forceable")).isEmpty();
      assertThat(startRound(relay, "{\"round\":\"next\"}").statusCode()).isEqualTo(400);
      assertThat(RelayServerTest.json(get(relay, "/api/round/1")).path("current").asBoolean()).isFalse();
      assertThat(sans(relay, 1)).as("round 1's moves").startsWith(roundOneMoves.toArray(String[]::new));
      assertThat(relay.hub().board(1, 1).orElseThrow().live().result()).contains("1-0");
      assertThat(relay.hub().board(1, 2).orElseThrow().live().result()).isEmpty();

      // Round 1 ran its tracker 15 s past its last read at the change; with the delay, the public
      // has it all once that time has passed.
      long settled = System.currentTimeMillis() + 16_000 + DELAY_SECONDS * 1000L;
      await(() -> System.currentTimeMillis() > settled, 60, "round 1's last deltas to reach the public");
      roundOnePublic = ok(get(relay, "/round/1.pgn"));
      roundOneArbiter = ok(get(relay, "/round/1.pgn", "Authorization", BEARER));
      for (int b = 1; b <= 2; b++) {
        roundOneHistory.add(relay.hub().board(1, b).orElseThrow().history());
      }
      roundOneJournal = hash(data.resolve("round-1"));
      assertThat(roundOnePublic).contains("[Round \"1.1\"]", "[White \"White, Wilma\"]", "[Result \"1-0\"]",
          "[Round \"1.2\"]", "[White \"Castle, Carla\"]");
    }

    // The file still says round 1: the relay goes on with round 2, and serves round 1 as before.
    try (Relay relay = start()) {
      assertThat(relay.hub().round()).isEqualTo(2);
      assertThat(relay.config().round()).isEqualTo(2);
      assertThat(relay.hub().rounds()).containsExactly(1, 2);
      assertThat(ok(get(relay, "/round/1.pgn"))).as("public PGN of round 1, byte for byte")
          .isEqualTo(roundOnePublic);
      assertThat(ok(get(relay, "/round/1.pgn", "Authorization", BEARER))).as("arbiter PGN of round 1")
          .isEqualTo(roundOneArbiter);
      for (int b = 1; b <= 2; b++) {
        assertThat(relay.hub().board(1, b).orElseThrow().history())
            .as("board %d of round 1: every delta with its number", b).isEqualTo(roundOneHistory.get(b - 1));
      }
      assertThat(hash(data.resolve("round-1"))).as("round 1's journal is only read").isEqualTo(roundOneJournal);
      assertThat(get(relay, "/round/2.pgn").body()).contains("[White \"Draw, Dan\"]");

      // The restarted emulators set up their first game again: round 2 has games of its own.
      await(() -> moves(relay, 1) >= 2 && moves(relay, 2) >= 2, 90, "round 2's games under way");
      assertThat(ok(get(relay, "/round/2.pgn", "Authorization", BEARER))).contains("1. ");
      for (int b = 1; b <= 2; b++) {
        assertThat(post(relay, "/api/board/" + b + "/result", "{\"result\":\"1/2-1/2\"}", "Authorization",
            BEARER).statusCode()).isEqualTo(200);
      }
      // Every game has a result: no force is needed.
      writeFile(1, 3);
      HttpResponse<String> third = startRound(relay, "");
      assertThat(third.statusCode()).as(third.body()).isEqualTo(200);
      assertThat(RelayServerTest.json(third).path("round").asInt()).isEqualTo(3);
      assertThat(relay.hub().rounds()).containsExactly(1, 2, 3);
      assertThat(ok(get(relay, "/round/3.pgn"))).contains("[Round \"3.1\"]", "[White \"Castle, Carla\"]");
      assertThat(ok(get(relay, "/round/1.pgn"))).isEqualTo(roundOnePublic);
    }
    List<RoundStart> starts = RoundLog.read(data);
    assertThat(starts).extracting(RoundStart::round).containsExactly(2, 3);
    assertThat(starts.get(1).forced()).isFalse();

    // A file whose round: was changed since wins: the organiser's edit is the newer choice.
    writeFile(2, 3);
    try (Relay relay = start()) {
      assertThat(relay.hub().round()).isEqualTo(2);
      assertThat(relay.hub().rounds()).containsExactly(1, 2, 3);
      assertThat(ok(get(relay, "/round/1.pgn"))).isEqualTo(roundOnePublic);
    }
    RoundStart last = RoundLog.read(data).get(2);
    assertThat(last.by()).isEqualTo("tournament-file");
    assertThat(last.round()).isEqualTo(2);
    assertThat(last.configRound()).isEqualTo(2);
  }

  private static HttpResponse<String> startRound(Relay relay, String body) throws Exception {
    return post(relay, "/api/round/start", body, "Authorization", BEARER);
  }

  private static int moves(Relay relay, int board) {
    return relay.hub().board(board).orElseThrow().live().moves().size();
  }

  private static List<String> sans(Relay relay, int board) {
    List<String> out = new ArrayList<>();
    relay.hub().board(1, board).orElseThrow().live().moves().forEach(m -> out.add(m.san()));
    return out;
  }

  private static long boardReads(Path journal) {
    try {
      return BoardJournal.readRecorded(journal).capture().entries().stream()
          .filter(e -> e instanceof CaptureEntry.BoardBytes).count();
    } catch (Exception e) {
      return 0; // not written yet
    }
  }

  private static String ok(HttpResponse<String> r) {
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    return r.body();
  }
}
