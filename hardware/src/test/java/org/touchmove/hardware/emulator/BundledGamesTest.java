package org.touchmove.hardware.emulator;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.touchmove.chess.Game;
import org.touchmove.chess.GameEnd;
import org.touchmove.chess.Move;
import org.touchmove.chess.Termination;

class BundledGamesTest {
  private final List<ScriptedGame> games = BundledGames.all();

  @Test
  void eightRealGamesWithTheirResults() {
    assertThat(games).hasSize(8);
    assertThat(games)
        .extracting(ScriptedGame::result)
        .containsExactly("0-1", "1-0", "1-0", "1/2-1/2", "1/2-1/2", "1/2-1/2", "0-1", "1-0");
    assertThat(games).extracting(g -> g.moves().size()).containsExactly(106, 73, 81, 121, 123, 133, 106, 85);
  }

  @Test
  void everyMoveCarriesTheMoversClockAsPublished() {
    for (ScriptedGame game : games) {
      long withClock = game.clocks().stream().filter(Optional::isPresent).count();
      assertThat(withClock).as("clock readings").isGreaterThan(game.moves().size() * 9L / 10);
    }
    // Aronian-Topalov, 1. d4 {[%clk 1:59:5x]}: a classical control of about two hours.
    Duration first = games.get(0).clocks().get(0).orElseThrow();
    assertThat(first).isBetween(Duration.ofMinutes(115), Duration.ofMinutes(120));
  }

  @Test
  void nakamuraKramnikEndsInStalemateOnTheBoard() {
    ScriptedGame game = games.get(3);
    Game played = Game.startingFrom(game.start());
    for (Move move : game.moves()) {
      played = played.playUnchecked(move);
    }
    assertThat(played.end()).contains(GameEnd.draw(Termination.STALEMATE));
  }
}
