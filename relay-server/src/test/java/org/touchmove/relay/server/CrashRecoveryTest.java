package org.touchmove.relay.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.relay.server.WsClient.type;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.relay.journal.BoardJournal;

/**
 * Durability for real: two emulated boards in processes of their own, the relay in a third. The
 * relay is killed with SIGKILL in the middle of the games and started again on the same journals:
 * every delta a viewer saw comes back with the same sequence number and content, viewers resume
 * from their sequence numbers, and the games go on.
 */
class CrashRecoveryTest {
  static final String TOKEN = "crash-test-arbiter-token";
  static final HttpClient HTTP = HttpClient.newHttpClient();

  @TempDir Path dir;
  private final List<Process> processes = new ArrayList<>();
  /** What each process printed, by name, kept so that a failure can say what they did. */
  private final Map<String, StringBuilder> said = new java.util.LinkedHashMap<>();

  @AfterEach
  void stopAll() {
    processes.forEach(Process::destroyForcibly);
  }

  @Test
  void sigkilledRelayRebuildsEveryDeltaAndViewersResume() throws Exception {
    Path games = dir.resolve("games.pgn");
    try (InputStream in = getClass().getResourceAsStream(
        "/org/touchmove/hardware/emulator/games/london-chess-classic-2016.pgn")) {
      Files.write(games, in.readAllBytes());
    }
    int[] boardPorts = {freePort(), freePort()};
    int relayPort = freePort();
    Path config = dir.resolve("tournament.yaml");
    Files.writeString(config, String.join("\n",
        "event: Crash Test Open",
        "round: 1",
        "bind: 127.0.0.1:" + relayPort,
        "dataDir: data",
        "tokens:",
        "  arbiter: " + TOKEN,
        "boards:",
        "  1: tcp://127.0.0.1:" + boardPorts[0],
        "  2: tcp://127.0.0.1:" + boardPorts[1],
        ""));
    Process relay = java("relay", "serve", "--config", config.toString());
    awaitLine(relay, "relay", "Ctrl-C", 60);
    // The emulators start their games when the relay connects: on a loaded machine the relay's
    // reconnect backoff (up to 10 s) could otherwise let it join after the start position, and
    // a board seen first mid-game has no game to follow.
    for (int b = 0; b < 2; b++) {
      String name = "board " + (b + 1);
      Process emulator = java(name, "emulate", "--pgn", games.toString(), "--game", Integer.toString(b + 1),
          "--listen", "127.0.0.1:" + boardPorts[b], "--speed", "200", "--profile", "club",
          "--serial", Integer.toString(b + 1), "--wait-for-host");
      awaitLine(emulator, name, "listening", 30);
    }

    // A viewer on the arbiter feed watches until both boards have a few moves.
    Map<Integer, Long> lastSeq = new HashMap<>();
    Map<Long, JsonNode> seenBoard1 = new HashMap<>();
    URI ws = URI.create("ws://127.0.0.1:" + relayPort + "/ws?token=" + TOKEN);
    try (WsClient viewer = new WsClient(ws)) {
      viewer.send("{\"type\":\"subscribe\",\"round\":1}");
      Map<Integer, Integer> moves = new HashMap<>();
      long end = System.currentTimeMillis() + 60_000;
      while ((moves.getOrDefault(1, 0) < 6 || moves.getOrDefault(2, 0) < 6) && System.currentTimeMillis() < end) {
        JsonNode n = viewer.await(x -> x.has("seq"), 60);
        int board = n.path("board").asInt();
        if (!type("health").test(n)) {
          lastSeq.put(board, n.path("seq").asLong());
        }
        if (type("move").test(n)) {
          moves.merge(board, 1, Integer::sum);
        }
        if (board == 1 && !type("snapshot").test(n) && !type("health").test(n)) {
          seenBoard1.put(n.path("seq").asLong(), n);
        }
      }
      assertThat(moves.get(1)).isGreaterThanOrEqualTo(6);
      assertThat(moves.get(2)).isGreaterThanOrEqualTo(6);
    }
    JsonNode before = round(relayPort);

    relay.destroyForcibly(); // SIGKILL: no shutdown hook, no flush, no goodbye
    assertThat(relay.waitFor(10, TimeUnit.SECONDS)).isTrue();
    assertThat(relay.exitValue()).isEqualTo(137);

    Process again = java("relay again", "serve", "--config", config.toString());
    awaitLine(again, "relay again", "Ctrl-C", 60);
    try {
      rebuiltAndResumed(relayPort, before, lastSeq, seenBoard1, ws);
    } catch (AssertionError e) {
      throw new AssertionError(e.getMessage() + "\n" + diagnosis(relayPort), e);
    }
  }

  private void rebuiltAndResumed(
      int relayPort, JsonNode before, Map<Integer, Long> lastSeq, Map<Long, JsonNode> seenBoard1, URI ws)
      throws Exception {
    JsonNode after = round(relayPort);
    for (int b = 0; b < 2; b++) {
      JsonNode old = before.path("boards").get(b);
      JsonNode now = after.path("boards").get(b);
      assertThat(now.path("gameIndex").asInt()).isEqualTo(old.path("gameIndex").asInt());
      assertThat(now.path("moves").size()).isGreaterThanOrEqualTo(old.path("moves").size());
      for (int i = 0; i < old.path("moves").size(); i++) {
        assertThat(now.path("moves").get(i)).as("board %d move %d", b + 1, i).isEqualTo(old.path("moves").get(i));
      }
      assertThat(now.path("alerts").size()).isGreaterThanOrEqualTo(old.path("alerts").size());
      for (int i = 0; i < old.path("alerts").size(); i++) {
        assertThat(now.path("alerts").get(i).path("id")).isEqualTo(old.path("alerts").get(i).path("id"));
      }
    }

    // The rebuilt journal re-derives the deltas with the numbers the viewer saw.
    Map<Long, JsonNode> journal = new HashMap<>();
    for (String line : Files.readAllLines(dir.resolve("data/round-1/board-1/" + BoardJournal.EVENTS))) {
      JsonNode n = WsClient.JSON.readTree(line);
      journal.put(n.path("seq").asLong(), n);
    }
    assertThat(seenBoard1).isNotEmpty();
    for (Map.Entry<Long, JsonNode> e : seenBoard1.entrySet()) {
      JsonNode seen = e.getValue();
      JsonNode rebuilt = journal.get(e.getKey());
      assertThat(rebuilt).as("seq %d rebuilt", e.getKey()).isNotNull();
      assertThat(rebuilt.path("type").asText()).isEqualTo(seen.path("type").asText());
      for (String field : List.of("move", "clock", "alert", "ply", "result")) {
        if (seen.has(field)) {
          assertThat(rebuilt.path(field)).as("seq %d %s", e.getKey(), field).isEqualTo(seen.path(field));
        }
      }
    }

    // A viewer resumes from its sequence numbers: deltas, not snapshots, and the games go on.
    try (WsClient viewer = new WsClient(ws)) {
      viewer.send("{\"type\":\"subscribe\",\"round\":1,\"since\":{\"1\":" + lastSeq.get(1) + ",\"2\":"
          + lastSeq.get(2) + "}}");
      JsonNode next = viewer.await(n -> n.path("board").asInt() == 1 && !type("health").test(n), 30);
      assertThat(next.path("type").asText()).isNotEqualTo("snapshot");
      // The first delta missed, or, when the deltas missed begin with a run of clock changes (the
      // press, and any reading before the move was published) and its move, the move carrying the
      // run's last clock (docs/wire-format.md). All are journalled before they are sent.
      Map<Long, JsonNode> events = new HashMap<>();
      for (String line : Files.readAllLines(dir.resolve("data/round-1/board-1/" + BoardJournal.EVENTS))) {
        JsonNode n = WsClient.JSON.readTree(line);
        events.put(n.path("seq").asLong(), n);
      }
      long first = lastSeq.get(1) + 1;
      long runEnd = first;
      while (events.containsKey(runEnd) && type("clock").test(events.get(runEnd))) {
        runEnd++;
      }
      JsonNode afterRun = events.get(runEnd);
      // The journal is read after the resume, and the games went on meanwhile: a press missed may
      // have had no move yet when the viewer subscribed. Then it is sent alone, and the deltas go on
      // one by one from it (CI saw this once: seq 25 a press, its move 26 journalled a moment later).
      boolean runClosedLater = type("clock").test(next) && next.path("seq").asLong() == first;
      if (runClosedLater) {
        assertThat(next.path("clock")).isEqualTo(events.get(first).path("clock"));
        JsonNode then = viewer.await(n -> n.path("board").asInt() == 1 && !type("health").test(n), 30);
        assertThat(then.path("seq").asLong()).as("%s", then).isEqualTo(first + 1);
      } else if (runEnd > first && afterRun != null && type("move").test(afterRun)) {
        assertThat(next.path("seq").asLong()).as("%s", next).isEqualTo(runEnd);
        assertThat(next.path("move")).isEqualTo(afterRun.path("move"));
        assertThat(next.path("clock")).isEqualTo(events.get(runEnd - 1).path("clock"));
      } else {
        assertThat(next.path("seq").asLong()).as("%s", next).isEqualTo(first);
      }
      JsonNode move = viewer.await(n -> type("move").test(n) && n.path("board").asInt() == 2, 60);
      assertThat(move.path("seq").asLong()).isGreaterThan(lastSeq.get(2));
    }
  }

  /** The boards as the relay has them and the last words of every process: why a run failed. */
  private String diagnosis(int relayPort) {
    StringBuilder out = new StringBuilder();
    try {
      for (JsonNode b : round(relayPort).path("boards")) {
        out.append("board ").append(b.path("board")).append(": ").append(b.path("moves").size())
            .append(" moves, status ").append(b.path("status")).append(", health ").append(b.path("health"))
            .append(", alerts ").append(b.path("alerts").size()).append(' ');
        for (JsonNode a : b.path("alerts")) {
          out.append(a.path("law").asText()).append(' ').append(a.path("kind").asText()).append("; ");
        }
        out.append('\n');
      }
    } catch (Exception | AssertionError e) {
      out.append("round not readable: ").append(e).append('\n');
    }
    synchronized (said) {
      said.forEach((name, text) -> {
        String[] lines = text.toString().split("\n");
        out.append("--- ").append(name).append(", last lines:\n");
        for (int i = Math.max(0, lines.length - 25); i < lines.length; i++) {
          out.append(lines[i], 0, Math.min(lines[i].length(), 300)).append('\n');
        }
      });
    }
    return out.toString();
  }

  private JsonNode round(int port) throws Exception {
    HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/round/1"))
        .header("Authorization", "Bearer " + TOKEN).timeout(Duration.ofSeconds(10)).build(),
        HttpResponse.BodyHandlers.ofString());
    assertThat(r.statusCode()).isEqualTo(200);
    return WsClient.JSON.readTree(r.body());
  }

  /** Starts {@code TouchmoveMain args} in a JVM of its own; what it prints is kept under {@code name}. */
  private Process java(String name, String... args) throws IOException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add("org.touchmove.relay.cli.TouchmoveMain");
    command.addAll(List.of(args));
    Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
    processes.add(p);
    StringBuilder text = new StringBuilder();
    synchronized (said) {
      said.put(name, text);
    }
    BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
    Thread reader = new Thread(() -> {
      try {
        String line;
        while ((line = out.readLine()) != null) {
          synchronized (said) {
            text.append(line).append('\n');
          }
        }
      } catch (IOException ignored) {
        // process gone
      }
    });
    reader.setDaemon(true);
    reader.start();
    return p;
  }

  /** Waits until the process kept under {@code name} has printed {@code text}. */
  private void awaitLine(Process p, String name, String text, int seconds) throws Exception {
    long end = System.currentTimeMillis() + seconds * 1000L;
    while (System.currentTimeMillis() < end) {
      synchronized (said) {
        if (said.get(name).indexOf(text) >= 0) {
          return;
        }
      }
      if (!p.isAlive()) {
        break;
      }
      Thread.sleep(50);
    }
    synchronized (said) {
      throw new AssertionError("no \"" + text + "\" from " + name + "; it said:\n" + said.get(name));
    }
  }

  private static int freePort() throws IOException {
    try (ServerSocket s = new ServerSocket(0)) {
      return s.getLocalPort();
    }
  }
}
