package org.touchmove.chess;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.touchmove.Corpus;
import org.touchmove.notation.MoveParseResult;
import org.touchmove.notation.San;

/**
 * {@link MatingAnalysis} on real games (Laws 5.2.2, 6.9). A game that ended in checkmate is a
 * helpmate for the winner from every one of its positions, so none of them may be called dead or
 * "cannot mate" for the winner. The run also times {@link MatingAnalysis#isDeadPosition} on every
 * position and rules the games lost on time; figures go to {@code target/mating-games.txt}.
 */
class MatingGamesTest {
  private static final Pattern HEADER = Pattern.compile("\\[(\\w+) \"([^\"]*)\"\\]");

  @Test
  void gamesEndingInMateAreNeverDeadOrUnwinnableForTheWinner() throws IOException {
    Path file = Corpus.require("pgn/lichess_db_2025-05_excerpt_clk.pgn");
    List<Game> games = Game.readAll(file);
    assertThat(games).hasSizeGreaterThan(400);
    List<String> failures = new ArrayList<>();
    List<Long> nanos = new ArrayList<>();
    int mates = 0;
    int[] flagFalls = new int[MatingPotential.values().length];
    for (Game game : games) {
      boolean mate = game.lastMove.endsWith("#");
      Color winner = game.positions.get(game.positions.size() - 1).sideToMove().opposite();
      if (mate) {
        mates++;
      }
      for (int ply = 0; ply < game.positions.size(); ply++) {
        Position p = game.positions.get(ply);
        long start = System.nanoTime();
        boolean dead = MatingAnalysis.isDeadPosition(p);
        nanos.add(System.nanoTime() - start);
        if (mate && dead) {
          failures.add(game.site + " ply " + ply + ": dead, yet the game ended in mate");
        }
        if (mate && ply % 8 == 0
            && MatingAnalysis.analyse(p, winner, 50_000).potential()
                == MatingPotential.CANNOT_MATE) {
          failures.add(game.site + " ply " + ply + ": " + winner + " cannot mate, yet did");
        }
      }
      if (game.termination.equals("Time forfeit") && !game.result.equals("1/2-1/2")) {
        // Laws 6.9: the flag fell for the loser; is the win for the opponent justified?
        Color claimed = game.result.equals("1-0") ? Color.WHITE : Color.BLACK;
        Position last = game.positions.get(game.positions.size() - 1);
        flagFalls[MatingAnalysis.canMate(last, claimed).ordinal()]++;
      }
    }
    writeReport(games.size(), mates, nanos, flagFalls);
    assertThat(failures).isEmpty();
  }

  private static void writeReport(int games, int mates, List<Long> nanos, int[] flagFalls)
      throws IOException {
    long[] sorted = nanos.stream().mapToLong(Long::longValue).sorted().toArray();
    double mean = Arrays.stream(sorted).average().orElse(0);
    StringBuilder report = new StringBuilder();
    report.append(String.format(Locale.ROOT, "games %d, ended in mate %d%n", games, mates));
    report.append(
        String.format(
            Locale.ROOT,
            "isDeadPosition over %d positions: mean %.1f us, median %.1f us, 99th percentile %.1f"
                + " us, max %.1f ms%n",
            sorted.length,
            mean / 1e3,
            sorted[sorted.length / 2] / 1e3,
            sorted[sorted.length * 99 / 100] / 1e3,
            sorted[sorted.length - 1] / 1e6));
    for (MatingPotential potential : MatingPotential.values()) {
      report.append(
          String.format(
              Locale.ROOT,
              "lost on time, winner's potential %s: %d%n",
              potential,
              flagFalls[potential.ordinal()]));
    }
    Files.createDirectories(Path.of("target"));
    Files.writeString(Path.of("target/mating-games.txt"), report);
  }

  /** A game of a PGN file, read just far enough for these tests: headers and main line. */
  private static final class Game {
    final String site;
    final String result;
    final String termination;
    final List<Position> positions = new ArrayList<>();
    String lastMove = "";

    private Game(String site, String result, String termination) {
      this.site = site;
      this.result = result;
      this.termination = termination;
    }

    static List<Game> readAll(Path file) throws IOException {
      List<Game> games = new ArrayList<>();
      for (String block : Files.readString(file).split("\n\n(?=\\[Event )")) {
        int split = block.indexOf("\n\n");
        if (split < 0 || block.contains("[FEN ")) {
          continue; // no moves, or not from the standard start
        }
        String site = "";
        String result = "";
        String termination = "";
        Matcher header = HEADER.matcher(block.substring(0, split));
        while (header.find()) {
          if (header.group(1).equals("Site")) {
            site = header.group(2);
          } else if (header.group(1).equals("Result")) {
            result = header.group(2);
          } else if (header.group(1).equals("Termination")) {
            termination = header.group(2);
          }
        }
        Game game = new Game(site, result, termination);
        game.play(block.substring(split));
        games.add(game);
      }
      return games;
    }

    private void play(String movetext) {
      String moves =
          movetext.replaceAll("\\{[^}]*\\}", " ").replaceAll("\\([^)]*\\)", " ").replaceAll(
              "\\$\\d+", " ");
      Position p = Position.standard();
      positions.add(p);
      for (String token : moves.trim().split("\\s+")) {
        String san = token.replaceAll("^\\d+\\.+", "");
        if (san.isEmpty() || san.matches("1-0|0-1|1/2-1/2|\\*")) {
          continue;
        }
        MoveParseResult parsed = San.parse(p, san);
        assertThat(parsed).as("%s: %s", site, san).isInstanceOf(MoveParseResult.Parsed.class);
        p = p.playUnchecked(((MoveParseResult.Parsed) parsed).move());
        positions.add(p);
        lastMove = san;
      }
    }
  }
}
