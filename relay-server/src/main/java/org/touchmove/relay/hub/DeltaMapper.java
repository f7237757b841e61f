package org.touchmove.relay.hub;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.touchmove.chess.Position;
import org.touchmove.notation.Fen;
import org.touchmove.notation.Uci;
import org.touchmove.reconstruct.ClockReadings;
import org.touchmove.reconstruct.GameEvent;

/**
 * Turns one board's tracker events into the hub's deltas. Pure and deterministic given the events,
 * so a board rebuilt from its journal gets the same deltas, the same sequence numbers and the same
 * alert ids as when it was live.
 *
 * <p>Clock readings arrive about once a second from a DGT3000; a delta is made only when the
 * running side changes or the readings drift more than {@link #DRIFT_MILLIS} from what a viewer
 * extrapolates, so the relay does not push a message per second per viewer.
 */
public final class DeltaMapper {
  static final long DRIFT_MILLIS = 1000;

  private final int board;
  private final long origin;
  private Position position;
  /** Positions of the record by ply since {@link #firstPly}: index 0 is the start. */
  private final List<Position> record = new ArrayList<>();
  private int firstPly;
  private Optional<ClockState> clock = Optional.empty();
  private int alerts;

  /**
   * @param board the board number (alert ids start with it)
   * @param origin the epoch millisecond that event time 0 stands for
   */
  public DeltaMapper(int board, long origin) {
    this.board = board;
    this.origin = origin;
  }

  /** The epoch millisecond of event time {@code at}. */
  public long wall(long at) {
    return origin + at;
  }

  /** The deltas {@code event} makes; often none. */
  public List<Delta> map(GameEvent event) {
    long at = wall(event.at());
    if (event instanceof GameEvent.GameStarted) {
      GameEvent.GameStarted g = (GameEvent.GameStarted) event;
      restart(g.start(), 0);
      return List.of(new Delta.GameStart(g.index(), g.variant(), Fen.format(g.start())));
    }
    if (position == null) {
      return clockOnly(event, at);
    }
    if (event instanceof GameEvent.MoveCompleted) {
      GameEvent.MoveCompleted c = (GameEvent.MoveCompleted) event;
      Position before = positionAt(c.ply() - 1).orElse(position);
      String uci = Uci.format(before, c.move());
      record.add(c.after());
      position = c.after();
      List<Delta> out = new ArrayList<>();
      out.add(new Delta.MoveDone(new MoveRecord(c.move(), c.ply(), c.san(), uci, Fen.format(c.after()), c.clock(), at)));
      return out;
    }
    if (event instanceof GameEvent.PositionRestored) {
      GameEvent.PositionRestored r = (GameEvent.PositionRestored) event;
      while (record.size() - 1 > r.ply() - firstPly && record.size() > 1) {
        record.remove(record.size() - 1);
      }
      position = record.get(record.size() - 1);
      return List.of(new Delta.Takeback(r.ply()));
    }
    if (event instanceof GameEvent.PositionSet) {
      GameEvent.PositionSet p = (GameEvent.PositionSet) event;
      restart(p.position(), p.ply());
      return List.of(new Delta.PositionFrom(p.ply(), Fen.format(p.position()), p.reason()));
    }
    if (event instanceof GameEvent.AlertRaised) {
      GameEvent.AlertRaised a = (GameEvent.AlertRaised) event;
      String before = Fen.format(positionAt(a.alert().ply()).orElse(position));
      alerts++;
      return List.of(new Delta.AlertDelta(new AlertRecord(board + "-" + alerts, a.alert(), at, before,
          Fen.format(position), Optional.empty())));
    }
    if (event instanceof GameEvent.GameEnded) {
      GameEvent.GameEnded e = (GameEvent.GameEnded) event;
      clock = clock.map(c -> new ClockState(c.at(at).white(), c.at(at).black(), Optional.empty(), at));
      return List.of(new Delta.Result(e.result(), e.reason().wireName()));
    }
    return clockOnly(event, at);
  }

  private List<Delta> clockOnly(GameEvent event, long at) {
    if (!(event instanceof GameEvent.ClockUpdate)) {
      return List.of(); // made and retracted moves are the tracker's business until completed
    }
    GameEvent.ClockUpdate u = (GameEvent.ClockUpdate) event;
    ClockReadings r = u.readings();
    ClockState now = new ClockState(r.white().toMillis(), r.black().toMillis(), u.running(), at);
    if (clock.isPresent()) {
      ClockState expected = clock.get().at(at);
      boolean sameRunner = expected.running().equals(u.running());
      if (sameRunner
          && Math.abs(expected.white() - now.white()) <= DRIFT_MILLIS
          && Math.abs(expected.black() - now.black()) <= DRIFT_MILLIS) {
        return List.of();
      }
    }
    clock = Optional.of(now);
    return List.of(new Delta.ClockChange(now));
  }

  private void restart(Position start, int ply) {
    position = start;
    record.clear();
    record.add(start);
    firstPly = ply;
  }

  private Optional<Position> positionAt(int ply) {
    int i = ply - firstPly;
    return i >= 0 && i < record.size() ? Optional.of(record.get(i)) : Optional.empty();
  }
}
