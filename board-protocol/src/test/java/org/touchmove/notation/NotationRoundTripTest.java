package org.touchmove.notation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.touchmove.chess.Move;
import org.touchmove.chess.Position;

/**
 * Round trips over the corpus: FEN -> position -> FEN for every position of every 10th game, and
 * SAN -> move -> SAN and UCI -> move -> UCI for every legal move in each of those positions.
 */
class NotationRoundTripTest {

  @Test
  void everyPositionAndEveryLegalMoveOfTheCorpusGamesRoundTrips() {
    int positions = 0;
    int moves = 0;
    List<String> failures = new ArrayList<>();
    for (CorpusGames.File file : CorpusGames.all()) {
      for (PgnGame game : file.games()) {
        if (game.number() % 10 != 1) {
          continue; // every 10th game keeps the run short; the games differ enough
        }
        List<Position> all = game.game().positions();
        // The first 300 plies: one 17,697-ply game would otherwise dominate the run.
        for (Position p : all.subList(0, Math.min(all.size(), 300))) {
          positions++;
          String fen = Fen.format(p);
          if (!Fen.readPosition(fen, p.variant()).equals(Optional.of(p))) {
            failures.add("FEN " + fen);
          }
          for (Move move : p.legalMoves()) {
            moves++;
            MoveParseResult expected = new MoveParseResult.Parsed(move);
            String san = San.format(p, move);
            if (!San.parse(p, san).equals(expected)) {
              failures.add("SAN " + san + " in " + fen);
            }
            String uci = Uci.format(p, move);
            if (!Uci.parse(p, uci).equals(expected)) {
              failures.add("UCI " + uci + " in " + fen);
            }
          }
        }
      }
    }
    assertThat(failures).isEmpty();
    assertThat(positions).isGreaterThan(10_000);
    assertThat(moves).isGreaterThan(250_000);
  }
}
