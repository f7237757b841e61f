package org.touchmove.hardware.emulator;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.touchmove.chess.Board;
import org.touchmove.chess.Color;
import org.touchmove.chess.Piece;
import org.touchmove.chess.Position;
import org.touchmove.chess.Role;
import org.touchmove.chess.Square;
import org.touchmove.notation.Fen;

class GameScriptBuilderTest {

  /** Plays the hand actions on a board, checking each one is physically possible. */
  private static Board play(GameScript script, List<String> problems) {
    Board board = script.initialBoard();
    long lastWall = 0;
    long lastGame = 0;
    for (TimedAction timed : script.actions()) {
      if (timed.wallMillis() < lastWall || timed.gameMillis() < lastGame) {
        problems.add("time goes back at " + timed);
      }
      lastWall = timed.wallMillis();
      lastGame = timed.gameMillis();
      HandAction action = timed.action();
      if (action instanceof HandAction.Lift) {
        Square square = ((HandAction.Lift) action).square();
        if (board.isEmpty(square)) {
          problems.add("lift from empty " + square + " at " + timed);
        }
        board = board.without(square);
      } else if (action instanceof HandAction.Place) {
        HandAction.Place place = (HandAction.Place) action;
        Optional<Piece> there = board.pieceAt(place.square());
        if (there.isPresent() && there.get().color() == place.piece().color()) {
          problems.add("place on own piece at " + timed);
        }
        board = board.with(place.square(), place.piece());
      }
    }
    return board;
  }

  @TestFactory
  List<DynamicTest> everyProfileEndsOnTheGamesFinalPosition() {
    List<DynamicTest> tests = new ArrayList<>();
    for (String fixture : List.of(Games.KASPAROV_TOPALOV, Games.SPECIAL_MOVES)) {
      ScriptedGame game = ScriptedGame.of(Games.read(fixture));
      for (String name : HumanProfile.NAMES) {
        for (long seed = 1; seed <= 5; seed++) {
          long s = seed;
          tests.add(
              DynamicTest.dynamicTest(
                  name + " seed " + seed + " " + game.moves().size() + " plies",
                  () -> {
                    HumanProfile profile = HumanProfile.named(name).orElseThrow();
                    GameScript script = GameScriptBuilder.build(game, profile, s, 1);
                    List<String> problems = new ArrayList<>();
                    Board end = play(script, problems);
                    assertThat(problems).isEmpty();
                    Board expected = game.game().position().board();
                    if (script.resultGesture()) {
                      expected = withKingsOnCentre(expected, game.result());
                    }
                    assertThat(end).isEqualTo(expected);
                    assertThat(script.clockAfterPly()).hasSize(game.moves().size());
                  }));
        }
      }
    }
    return tests;
  }

  /** The board after the result gesture: kings moved to the centre, whatever stood there gone. */
  private static Board withKingsOnCentre(Board board, String result) {
    Square white = result.equals("0-1") ? Square.D4 : Square.E4;
    Square black = result.equals("1-0") ? Square.D5 : result.equals("0-1") ? Square.E5 : Square.D4;
    Piece whiteKing = Piece.of(Color.WHITE, Role.KING);
    Piece blackKing = Piece.of(Color.BLACK, Role.KING);
    board = board.without(Square.ofIndex(Long.numberOfTrailingZeros(board.byPiece(whiteKing))));
    board = board.with(white, whiteKing);
    board = board.without(Square.ofIndex(Long.numberOfTrailingZeros(board.byPiece(blackKing))));
    return board.with(black, blackKing);
  }

  @Test
  void theCleanProfileReproducesTheScoresClockReadings() {
    ScriptedGame game = ScriptedGame.of(Games.read(Games.KASPAROV_TOPALOV));
    GameScript script = GameScriptBuilder.build(game, HumanProfile.clean(), 7, 1);
    // [%clk] after 1. e4 d6 2. d4 Nf6: White 1:30:20, Black 1:30:25, White 1:30:40, Black 1:30:50.
    assertThat(script.clockAfterPly().get(0).white().getSeconds()).isEqualTo(5420);
    assertThat(script.clockAfterPly().get(1).black().getSeconds()).isEqualTo(5425);
    assertThat(script.clockAfterPly().get(2).white().getSeconds()).isEqualTo(5440);
    assertThat(script.clockAfterPly().get(3).black().getSeconds()).isEqualTo(5450);
    assertThat(script.alerts()).isEmpty();
  }

  @Test
  void aSpeedUpCompressesThinkingButNotTheHands() {
    ScriptedGame game = ScriptedGame.of(Games.read(Games.KASPAROV_TOPALOV));
    GameScript slow = GameScriptBuilder.build(game, HumanProfile.careful(), 3, 1);
    GameScript fast = GameScriptBuilder.build(game, HumanProfile.careful(), 3, 60);
    assertThat(fast.endWallMillis()).isLessThan(slow.endWallMillis() / 5);
    assertThat(fast.clockAfterPly()).isEqualTo(slow.clockAfterPly());
    assertThat(fast.actions()).hasSameSizeAs(slow.actions());
  }

  @Test
  void theIrregularProfileStagesAlertsWithTheirArticles() {
    ScriptedGame game = ScriptedGame.of(Games.read(Games.KASPAROV_TOPALOV));
    List<ExpectedAlert> alerts = new ArrayList<>();
    for (long seed = 1; seed <= 40; seed++) {
      alerts.addAll(GameScriptBuilder.build(game, HumanProfile.irregular(), seed, 1).alerts());
    }
    assertThat(alerts)
        .extracting(ExpectedAlert::law)
        .contains("4.3.1", "4.3.2", "4.4.2", "4.7", "7.2", "7.4", "7.5.1", "7.8.1");
  }

  @Test
  void aRandomGameIsLegalToTheEnd() {
    Position start = Fen.positionOrThrow(Fen.STANDARD_START);
    ScriptedGame game = ScriptedGame.random(start, 120, 42);
    assertThat(game.moves()).isNotEmpty();
    GameScript script = GameScriptBuilder.build(game, HumanProfile.all(), 42, 30);
    List<String> problems = new ArrayList<>();
    play(script, problems);
    assertThat(problems).isEmpty();
  }
}
