package org.touchmove.relay.replay;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.touchmove.chess.Move;
import org.touchmove.chess.Position;
import org.touchmove.reconstruct.Alert;
import org.touchmove.reconstruct.ClockReadings;
import org.touchmove.reconstruct.EndReason;
import org.touchmove.reconstruct.GameEvent;

/**
 * The games a replay found, as their final record: completed moves (take-backs applied), alerts in
 * the order they were raised, results. Built from the tracker's events; the shape both output
 * formats of {@code touchmove replay} are written from.
 */
public final class ReplayRecord {
  /** One line of a game's record, in order. */
  public sealed interface Line {
    record MoveLine(int ply, Move move, String san, Position before, Position after, Optional<ClockReadings> clock)
        implements Line {}

    record AlertLine(Alert alert) implements Line {}

    record TakebackLine(int ply, List<Move> discarded) implements Line {}

    record PositionLine(int ply, Position position, String reason) implements Line {}

    record ResultLine(String result, EndReason reason) implements Line {}
  }

  /** One game: where it started and its lines. */
  public static final class GameRecord {
    private final int index;
    private final Position start;
    private final List<Line> lines = new ArrayList<>();

    GameRecord(int index, Position start) {
      this.index = index;
      this.start = start;
    }

    public int index() {
      return index;
    }

    public Position start() {
      return start;
    }

    public List<Line> lines() {
      return List.copyOf(lines);
    }

    /** The completed moves of the record, in order (after take-backs). */
    public List<Line.MoveLine> moves() {
      List<Line.MoveLine> moves = new ArrayList<>();
      for (Line line : lines) {
        if (line instanceof Line.MoveLine) {
          moves.add((Line.MoveLine) line);
        }
      }
      return moves;
    }

    public Optional<Line.ResultLine> result() {
      for (Line line : lines) {
        if (line instanceof Line.ResultLine) {
          return Optional.of((Line.ResultLine) line);
        }
      }
      return Optional.empty();
    }
  }

  private final List<GameRecord> games = new ArrayList<>();

  private ReplayRecord() {}

  /** Builds the record from a tracker's events. */
  public static ReplayRecord of(List<GameEvent> events) {
    ReplayRecord record = new ReplayRecord();
    GameRecord game = null;
    Position position = null;
    for (GameEvent event : events) {
      if (event instanceof GameEvent.GameStarted) {
        GameEvent.GameStarted started = (GameEvent.GameStarted) event;
        game = new GameRecord(started.index(), started.start());
        record.games.add(game);
        position = started.start();
      } else if (game == null) {
        continue;
      } else if (event instanceof GameEvent.MoveCompleted) {
        GameEvent.MoveCompleted c = (GameEvent.MoveCompleted) event;
        game.lines.add(new Line.MoveLine(c.ply(), c.move(), c.san(), position, c.after(), c.clock()));
        position = c.after();
      } else if (event instanceof GameEvent.AlertRaised) {
        game.lines.add(new Line.AlertLine(((GameEvent.AlertRaised) event).alert()));
      } else if (event instanceof GameEvent.PositionRestored) {
        GameEvent.PositionRestored r = (GameEvent.PositionRestored) event;
        // Take the discarded moves out of the record; keep a line saying what was taken back.
        List<Line.MoveLine> kept = new ArrayList<>();
        for (Line.MoveLine m : game.moves()) {
          if (m.ply() <= r.ply()) {
            kept.add(m);
          }
        }
        game.lines.removeIf(l -> l instanceof Line.MoveLine && ((Line.MoveLine) l).ply() > r.ply());
        position = kept.isEmpty() ? game.start : kept.get(kept.size() - 1).after();
        game.lines.add(new Line.TakebackLine(r.ply(), r.discarded()));
      } else if (event instanceof GameEvent.PositionSet) {
        GameEvent.PositionSet set = (GameEvent.PositionSet) event;
        game.lines.add(new Line.PositionLine(set.ply(), set.position(), set.reason()));
        position = set.position();
      } else if (event instanceof GameEvent.GameEnded) {
        GameEvent.GameEnded end = (GameEvent.GameEnded) event;
        game.lines.add(new Line.ResultLine(end.result(), end.reason()));
      }
    }
    return record;
  }

  public List<GameRecord> games() {
    return List.copyOf(games);
  }
}
