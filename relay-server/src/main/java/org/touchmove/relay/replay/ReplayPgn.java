package org.touchmove.relay.replay;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.touchmove.chess.Position;
import org.touchmove.chess.TimeControl;
import org.touchmove.notation.PgnGame;
import org.touchmove.notation.PgnMove;
import org.touchmove.relay.replay.ReplayRecord.Line;

/**
 * The PGN output of {@code touchmove replay}: each game with {@code {[%clk]}} readings (the
 * mover's time right after the press) and its result. A game in which an illegal move stood or
 * moves were lost in a gap continues as a second PGN game from the position, with a comment.
 */
public final class ReplayPgn {
  private ReplayPgn() {}

  public static List<PgnGame> games(ReplayRecord record, Optional<TimeControl> control) {
    List<PgnGame> games = new ArrayList<>();
    int number = 0;
    for (ReplayRecord.GameRecord game : record.games()) {
      String result = game.result().map(Line.ResultLine::result).orElse("*");
      Position start = game.start();
      List<PgnMove> moves = new ArrayList<>();
      List<String> comments = new ArrayList<>();
      for (Line line : game.lines()) {
        if (line instanceof Line.MoveLine) {
          Line.MoveLine m = (Line.MoveLine) line;
          Optional<Duration> clock = m.clock().map(c -> c.of(m.before().sideToMove()));
          moves.add(PgnMove.of(m.move(), m.san(), clock));
        } else if (line instanceof Line.PositionLine) {
          Line.PositionLine p = (Line.PositionLine) line;
          games.add(game(++number, game.index(), start, comments, moves, "*", control));
          start = p.position();
          moves = new ArrayList<>();
          comments = new ArrayList<>(List.of(p.reason()));
        }
      }
      games.add(game(++number, game.index(), start, comments, moves, result, control));
    }
    return games;
  }

  private static PgnGame game(
      int number,
      int index,
      Position start,
      List<String> comments,
      List<PgnMove> moves,
      String result,
      Optional<TimeControl> control) {
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("Event", "Touchmove replay");
    tags.put("Round", Integer.toString(index));
    tags.put("Result", result);
    control.ifPresent(c -> tags.put("TimeControl", c.toPgn()));
    return new PgnGame(number, 0, tags, start, comments, moves, result);
  }
}
