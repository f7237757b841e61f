package org.touchmove.notation;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.touchmove.chess.Claim;
import org.touchmove.chess.Game;
import org.touchmove.chess.GameEnd;
import org.touchmove.chess.Termination;
import org.touchmove.chess.Variant;

/** Every game of the corpus's pgn/ and edge/pgn/ folders, read, replayed and written back. */
class PgnCorpusTest {
  /** The deliberately broken games: file, game number, the start of the expected message. */
  private static final Map<String, List<String>> EXPECTED_FAILURES =
      Map.of(
          "tata_steel_2017_livechess_clk.pgn",
              List.of("game 25, line 970: malformed tag line: Event \"TSCT2017 masters\"]"),
          "chesslib_err.pgn", List.of("game 1, line 14, ply 92: illegal move 46... Kg2"),
          "chessops_headers-and-moves-on-the-same-line.pgn",
              List.of(
                  "game 1, line 1: unsupported variant: Antichess",
                  "game 2, line 3: unsupported variant: Antichess",
                  "game 3, line 6: unsupported variant: Antichess"),
          "python-chess_anastasian-lewis.pgn",
              List.of("game 1, line 20, ply 82: null move (a pass) is not a legal chess move: 41... Z0"),
          "scalachess_festivalFigueira.pgn",
              List.of("game 1, line 45, ply 114: illegal move 57... Re1"));

  @TestFactory
  Stream<DynamicTest> everyGameReplaysAndRoundTrips() {
    List<CorpusGames.File> files = CorpusGames.all();
    assertThat(files).hasSizeGreaterThanOrEqualTo(50);
    return files.stream()
        .map(
            file ->
                DynamicTest.dynamicTest(
                    file.path().getFileName().toString(), () -> check(file.path(), file.results())));
  }

  private static void check(Path file, List<PgnReadResult> results) {
    assertThat(results).as("games in %s", file).isNotEmpty();
    List<String> failures = new ArrayList<>();
    for (PgnReadResult result : results) {
      if (result instanceof PgnReadResult.Failed) {
        failures.add(((PgnReadResult.Failed) result).error().toString());
      } else {
        roundTrip(((PgnReadResult.Read) result).game(), file);
      }
    }
    assertThat(failures)
        .as("failures in %s", file)
        .isEqualTo(EXPECTED_FAILURES.getOrDefault(file.getFileName().toString(), List.of()));
  }

  /** PGN -> game -> PGN -> game gives the same game, and the second writing is identical. */
  private static void roundTrip(PgnGame game, Path file) {
    String written = PgnWriter.write(game);
    List<PgnReadResult> again = PgnReader.keepingVariations().read(written);
    assertThat(again).as("%s game %d re-read", file, game.number()).hasSize(1);
    assertThat(again.get(0)).as("%s game %d re-read", file, game.number()).isInstanceOf(PgnReadResult.Read.class);
    PgnGame reread = ((PgnReadResult.Read) again.get(0)).game();
    assertThat(reread.start()).isEqualTo(game.start());
    assertThat(reread.moves()).as("%s game %d moves", file, game.number()).isEqualTo(game.moves());
    assertThat(reread.result()).isEqualTo(game.result());
    assertThat(reread.comments()).isEqualTo(game.comments());
    assertThat(PgnWriter.write(reread)).isEqualTo(written);
    for (String line : written.split("\n")) {
      // Tag lines are as long as their values; a movetext line is over 80 only for one long word.
      if (!line.startsWith("[") && line.contains(" ")) {
        assertThat(line.length()).as("movetext line length in %s", written).isLessThanOrEqualTo(80);
      }
    }
  }

  @Test
  void readsGameCountsAndClocksOfTheBroadcastFiles() {
    List<PgnGame> lichess = games("pgn/lichess_db_2025-05_excerpt_clk.pgn");
    assertThat(lichess).hasSize(438);
    assertThat(lichess.get(0).moves()).allMatch(m -> m.clock().isPresent());
    List<PgnGame> tata = games("pgn/tata_steel_2017_livechess_clk.pgn");
    assertThat(tata).hasSize(90); // 91 in the file, one with a broken tag line
    List<PgnGame> livechess = games("pgn/livechess_2.2.5_sample_round_clk_emt.pgn");
    PgnMove first = livechess.get(0).moves().get(1);
    assertThat(first.san()).isEqualTo("e5");
    assertThat(first.clock()).contains(java.time.Duration.ofMinutes(15).plusSeconds(18));
    assertThat(first.elapsed()).contains(java.time.Duration.ofSeconds(2));
  }

  @Test
  void recognisesEveryChess960Spelling() {
    for (String file :
        List.of(
            "pgn/chess960_mainz2009_rapid_wch.pgn",
            "edge/pgn/scalachess_stLouisFischerandom.pgn",
            "edge/pgn/scalachess_complete960.pgn",
            "edge/pgn/python-chess_cutechess-fischerrandom.pgn")) {
      for (PgnGame game : games(file)) {
        assertThat(game.start().variant()).as(file).isEqualTo(Variant.CHESS960);
      }
    }
  }

  @Test
  void knowsHowTheEdgeGamesEnd() {
    List<PgnGame> autodraw = games("edge/pgn/scalachess_autodraw_sequences.pgn");
    assertThat(autodraw).hasSize(3);
    assertThat(autodraw.get(0).game().claims()).contains(Claim.THREEFOLD_REPETITION);
    assertThat(autodraw.get(1).game().isThreefoldRepetition()).isFalse();
    Game fivefold = autodraw.get(2).game();
    assertThat(fivefold.end()).contains(GameEnd.draw(Termination.FIVEFOLD_REPETITION));
    assertThat(fivefold.atPly(fivefold.plyCount() - 1).end()).isEmpty();

    assertThat(end("edge/pgn/pychess_mate.pgn")).map(GameEnd::termination).contains(Termination.CHECKMATE);
    assertThat(end("edge/pgn/chesslib_longest.pgn")).contains(GameEnd.checkmate(org.touchmove.chess.Color.WHITE));
    assertThat(end("edge/pgn/chesslib_nikolic_arsovic_1989.pgn"))
        .contains(GameEnd.draw(Termination.SEVENTY_FIVE_MOVES));
    assertThat(end("edge/pgn/pychess_insufficient_material.pgn"))
        .contains(GameEnd.draw(Termination.DEAD_POSITION));
    assertThat(games("edge/pgn/pychess_50.pgn").get(0).game().claims()).contains(Claim.FIFTY_MOVES);
    assertThat(games("edge/pgn/scalachess_unicodeResultDraw.pgn").get(0).result()).isEqualTo("1/2-1/2");
  }

  private static Optional<GameEnd> end(String file) {
    return games(file).get(0).game().end();
  }

  private static List<PgnGame> games(String relative) {
    return CorpusGames.file(relative).games();
  }
}
