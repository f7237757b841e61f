package org.touchmove.relay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code emulate --capture} then {@code replay}: the replay contract, end to end. */
class ReplayCommandTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  @TempDir Path dir;

  private Path emulated(String pgn, String profile, long seed) throws IOException {
    Path games = dir.resolve("games.pgn");
    Files.writeString(games, pgn);
    Path capture = dir.resolve("board.capture");
    CliRun run =
        CliRun.of(
            "emulate", "--pgn", games.toString(), "--profile", profile, "--seed", Long.toString(seed),
            "--speed", "20", "--capture", capture.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    return capture;
  }

  private static List<JsonNode> jsonl(String text) throws IOException {
    List<JsonNode> nodes = new ArrayList<>();
    for (String line : text.strip().split("\n")) {
      nodes.add(JSON.readTree(line));
    }
    return nodes;
  }

  @Test
  void jsonlCarriesGameMovesAndResultInOrder() throws IOException {
    Path capture = emulated("[Result \"0-1\"]\n\n1. f3 {[%clk 0:14:50]} e5 2. g4 Qh4# 0-1\n", "careful", 3);
    CliRun run = CliRun.of("replay", "--format", "jsonl", capture.toString());
    assertThat(run.exitCode()).isZero();
    List<JsonNode> lines = jsonl(run.out());
    assertThat(lines.get(0).get("type").asText()).isEqualTo("game");
    assertThat(lines.get(0).get("index").asInt()).isEqualTo(1);
    assertThat(lines.get(0).get("variant").asText()).isEqualTo("standard");
    assertThat(lines.get(0).get("fen").asText())
        .isEqualTo("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    List<JsonNode> moves = new ArrayList<>();
    for (JsonNode n : lines) {
      if (n.get("type").asText().equals("move")) {
        moves.add(n);
      }
    }
    assertThat(moves).extracting(n -> n.get("san").asText()).containsExactly("f3", "e5", "g4", "Qh4#");
    assertThat(moves).extracting(n -> n.get("ply").asInt()).containsExactly(1, 2, 3, 4);
    assertThat(moves.get(0).get("uci").asText()).isEqualTo("f2f3");
    assertThat(moves.get(0).get("clock").get("white").asInt()).isEqualTo(14 * 60 + 50);
    assertThat(moves.get(3).get("fen").asText())
        .isEqualTo("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    JsonNode last = lines.get(lines.size() - 1);
    assertThat(last.get("type").asText()).isEqualTo("result");
    assertThat(last.get("result").asText()).isEqualTo("0-1");
    assertThat(last.get("reason").asText()).isEqualTo("checkmate");
  }

  @Test
  void alertsNameTheirArticleAndPly() throws IOException {
    // Seed chosen freely; the irregular profile stages several alerts in a game this long.
    String game =
        "[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O Nf6 5. d3 O-O 6. Re1 d6 7. c3 a6"
            + " 8. Bb3 Ba7 9. h3 h6 10. Nbd2 Re8 *\n";
    Path capture = emulated(game, "irregular", 5);
    List<JsonNode> lines = jsonl(CliRun.of("replay", "--format", "jsonl", capture.toString()).out());
    List<JsonNode> alerts = new ArrayList<>();
    for (JsonNode n : lines) {
      if (n.get("type").asText().equals("alert")) {
        alerts.add(n);
      }
    }
    assertThat(alerts).isNotEmpty();
    assertThat(alerts).allSatisfy(a -> {
      assertThat(a.get("law").asText()).matches("[4-9](\\.\\d+)+");
      assertThat(a.get("ply").asInt()).isBetween(0, 40);
      assertThat(a.get("kind").asText()).isNotBlank();
      assertThat(a.get("detail").asText()).isNotBlank();
    });
  }

  @Test
  void pgnOutputHasClocksAndResult() throws IOException {
    Path capture = emulated("[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n", "clean", 1);
    CliRun run = CliRun.of("replay", capture.toString());
    assertThat(run.exitCode()).isZero();
    assertThat(run.out()).contains("[Result \"0-1\"]", "1. f3 {[%clk 0:1", "2... Qh4#", " 0-1");
  }

  @Test
  void aMalformedCaptureExitsOneWithTheLineNumber() throws IOException {
    Path bad = dir.resolve("bad.capture");
    Files.writeString(bad, "# dgt-capture 1\n0 86 00\nnot a line\n");
    CliRun run = CliRun.of("replay", bad.toString());
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.err()).contains("bad.capture:3");
  }
}
