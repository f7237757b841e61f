package org.touchmove.relay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PgnCommandTest {
  @TempDir Path dir;

  private Path file(String text) throws IOException {
    Path file = dir.resolve("games.pgn");
    Files.writeString(file, text);
    return file;
  }

  @Test
  void checkPrintsOneLinePerGameAndFailsOnABrokenOne() throws IOException {
    Path file =
        file(
            "[Event \"mate\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n"
                + "[Event \"bad\"]\n\n1. e4 e5 2. Ke3 *\n\n"
                + "[Event \"repeat\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *\n");
    CliRun run = CliRun.of("pgn", "check", file.toString());
    assertThat(run.exitCode()).isEqualTo(1);
    String[] lines = run.out().strip().split("\n");
    assertThat(lines).hasSize(3);
    assertThat(lines[0]).endsWith("game 1: ok, 4 plies, checkmate 0-1, result 0-1");
    assertThat(lines[1]).endsWith("game 2, line 7, ply 3: illegal move 2. Ke3");
    assertThat(lines[2])
        .endsWith("game 3: ok, 8 plies, ongoing (claimable: threefold repetition), result *");
  }

  @Test
  void checkSucceedsWhenEveryGameIsRead() throws IOException {
    CliRun run = CliRun.of("pgn", "check", file("1. e4 e5 1/2-1/2\n").toString());
    assertThat(run.exitCode()).isZero();
  }

  @Test
  void normalizeWritesCanonicalPgn() throws IOException {
    Path file = file("[White \"A\"]\n1.e4 e5 2.Ng1f3 {[%clk 0:5:3]} Nc6 1-0");
    CliRun run = CliRun.of("pgn", "normalize", file.toString());
    assertThat(run.exitCode()).isZero();
    assertThat(run.out())
        .isEqualTo(
            "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"A\"]\n"
                + "[Black \"?\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 {[%clk 0:05:03]} 2... Nc6 1-0\n\n");
  }

  @Test
  void aMissingFileIsAClearError() {
    CliRun run = CliRun.of("pgn", "check", dir.resolve("nope.pgn").toString());
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains("cannot read");
  }
}
