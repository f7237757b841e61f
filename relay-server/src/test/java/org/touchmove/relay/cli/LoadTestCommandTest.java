package org.touchmove.relay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.hardware.emulator.BundledGames;

/**
 * {@code touchmove loadtest} end to end, small: real boards' recordings played into a relay, real
 * viewers in a second JVM, and the report's delivery check read back.
 */
class LoadTestCommandTest {
  @TempDir Path dir;

  @Test
  void gamesFromAFileAreStaggeredAndEveryViewerGetsEveryMove() throws IOException {
    Path pgn = dir.resolve("london.pgn");
    try (InputStream in =
        BundledGames.class.getResourceAsStream("games/london-chess-classic-2016.pgn")) {
      Files.write(pgn, in.readAllBytes());
    }
    CliRun run = CliRun.of("loadtest", "--boards", "3", "--viewers", "20", "--seconds", "8",
        "--speed", "30", "--stagger", "2", "--sample", "5", "--games", pgn.toString());

    assertThat(run.exitCode()).as(run.out() + run.err()).isZero();
    assertThat(run.out()).contains("recorded 3 boards (clean, speed 30.0, 8 games, starts staggered over 2.0 s)");
    assertThat(run.out()).contains("viewers: connected 20 viewers");
    assertThat(run.out()).contains("delivery: viewers=20 complete=20");
    assertThat(run.out()).contains("mostBoardsHeardByOne=3");
    Matcher published = Pattern.compile("moves published: (\\d+)").matcher(run.out());
    assertThat(published.find()).as(run.out()).isTrue();
    assertThat(Integer.parseInt(published.group(1))).as("moves in the measured 8 s").isPositive();
    assertThat(run.out()).containsPattern("publication to viewer \\(\\d+ receipts by sampled viewers\\): p50");
  }

  @Test
  void gamePageViewersEachGetEveryMoveOfTheirBoard() {
    CliRun run = CliRun.of("loadtest", "--boards", "3", "--viewers", "12", "--seconds", "8",
        "--speed", "30", "--stagger", "2", "--sample", "6", "--watch", "board");

    assertThat(run.exitCode()).as(run.out() + run.err()).isZero();
    assertThat(run.out()).contains("viewers: connected 12 viewers");
    assertThat(run.out()).contains("each watching one board (about 4 a board)");
    assertThat(run.out()).contains("delivery: viewers=12 complete=12");
    // A game page hears of its own board only (a round's viewer hears of all three).
    assertThat(run.out()).contains("mostBoardsHeardByOne=1");
    Matcher published = Pattern.compile("moves published: (\\d+)").matcher(run.out());
    assertThat(published.find()).as(run.out()).isTrue();
    assertThat(Integer.parseInt(published.group(1))).as("moves in the measured 8 s").isPositive();
  }

  @Test
  void aFileWithNoPlayableGameIsRefused() throws IOException {
    Path pgn = dir.resolve("empty.pgn");
    Files.writeString(pgn, "this is not a game score\n");
    CliRun run = CliRun.of("loadtest", "--boards", "1", "--viewers", "1", "--games", pgn.toString());
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains("no playable game in " + pgn);
  }
}
