package org.touchmove.relay.hub;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.touchmove.chess.Variant;
import org.touchmove.notation.Fen;

/**
 * Everything about the game on one board at one moment: an immutable value, the fold of the board's
 * deltas up to {@link #seq}. The live state and the public (delayed) state are two folds of the
 * same history.
 *
 * @param seq the sequence number of the last delta folded in (0 before any)
 * @param gameIndex which game on this board (1 for the first start position seen)
 * @param variant standard or Chess960
 * @param startFen where the move list starts (a later {@link Delta.PositionFrom} moves it)
 * @param fen the current position
 * @param moves completed moves since {@code startFen}
 * @param clock the last clock readings, if a clock is connected
 * @param status waiting (no start position yet), playing or finished
 * @param result {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} once known
 * @param reason why it ended ({@code checkmate}, ..., {@code arbiter})
 * @param notes why the record restarted from a position, with the moves before it
 * @param earlier the moves before the last restart, in SAN, for the PGN comment
 * @param alerts every alert of this game (arbiter feed only)
 * @param drawOffers draw offers the arbiter noted, as plies after which they were made
 * @param paused whether the arbiter has paused the game
 */
public record BoardState(
    long seq,
    int gameIndex,
    Variant variant,
    String startFen,
    String fen,
    List<MoveRecord> moves,
    Optional<ClockState> clock,
    Status status,
    Optional<String> result,
    Optional<String> reason,
    List<String> notes,
    List<String> earlier,
    List<AlertRecord> alerts,
    List<DrawOffer> drawOffers,
    boolean paused) {

  /** A draw offer after half-move {@code ply} by {@code color}. */
  public record DrawOffer(int ply, String color) {}

  /** Where the game on the board stands. */
  public enum Status {
    WAITING,
    PLAYING,
    FINISHED;

    public String wireName() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  public BoardState {
    moves = List.copyOf(moves);
    notes = List.copyOf(notes);
    earlier = List.copyOf(earlier);
    alerts = List.copyOf(alerts);
    drawOffers = List.copyOf(drawOffers);
  }

  /** A board on which no game has started. */
  public static BoardState empty() {
    return new BoardState(0, 0, Variant.STANDARD, Fen.STANDARD_START, Fen.STANDARD_START, List.of(),
        Optional.empty(), Status.WAITING, Optional.empty(), Optional.empty(), List.of(), List.of(), List.of(), List.of(),
        false);
  }

  /** The state after {@code s}. */
  public BoardState apply(Stamped s) {
    Delta d = s.delta();
    long q = s.seq();
    if (d instanceof Delta.GameStart) {
      Delta.GameStart g = (Delta.GameStart) d;
      return new BoardState(q, g.gameIndex(), g.variant(), g.startFen(), g.startFen(), List.of(),
          clock, Status.PLAYING, Optional.empty(), Optional.empty(), List.of(), List.of(), List.of(), List.of(), false);
    }
    if (status == Status.FINISHED && (d instanceof Delta.MoveDone || d instanceof Delta.ClockChange)) {
      // After the result, pieces moved on the board are post-mortem analysis, not the game, and
      // the clocks have stopped (an arbiter's result tells the board nothing).
      return new BoardState(q, gameIndex, variant, startFen, fen, moves, clock, status, result, reason, notes,
          earlier, alerts, drawOffers, paused);
    }
    if (d instanceof Delta.MoveDone) {
      MoveRecord m = ((Delta.MoveDone) d).move();
      List<MoveRecord> more = new ArrayList<>();
      for (MoveRecord kept : moves) {
        if (kept.ply() < m.ply()) {
          more.add(kept); // the tracker's ply wins over an arbiter's earlier take-back
        }
      }
      more.add(m);
      return new BoardState(q, gameIndex, variant, startFen, m.fen(), more, clock, status, result, reason,
          notes, earlier, alerts, drawOffers, paused);
    }
    if (d instanceof Delta.Takeback) {
      int ply = ((Delta.Takeback) d).ply();
      List<MoveRecord> kept = new ArrayList<>();
      for (MoveRecord m : moves) {
        if (m.ply() <= ply) {
          kept.add(m);
        }
      }
      String now = kept.isEmpty() ? startFen : kept.get(kept.size() - 1).fen();
      return new BoardState(q, gameIndex, variant, startFen, now, kept, clock, status, result, reason, notes,
          earlier, alerts, drawOffers, paused);
    }
    if (d instanceof Delta.PositionFrom) {
      Delta.PositionFrom p = (Delta.PositionFrom) d;
      List<String> notes2 = new ArrayList<>(notes);
      notes2.add(p.note());
      List<String> earlier2 = new ArrayList<>(earlier);
      moves.forEach(m -> earlier2.add(m.san()));
      earlier2.add("(" + p.note() + ")");
      return new BoardState(q, gameIndex, variant, p.fen(), p.fen(), List.of(), clock, status, result, reason,
          notes2, earlier2, alerts, drawOffers, paused);
    }
    if (d instanceof Delta.ClockChange) {
      return new BoardState(q, gameIndex, variant, startFen, fen, moves,
          Optional.of(((Delta.ClockChange) d).clock()), status, result, reason, notes, earlier, alerts, drawOffers, paused);
    }
    if (d instanceof Delta.Result) {
      Delta.Result r = (Delta.Result) d;
      // The clocks stop with the game (lichess#3693: broadcast clocks ran on after a resignation).
      Optional<ClockState> stopped = clock.map(c -> {
        ClockState at = c.at(s.at());
        return new ClockState(at.white(), at.black(), Optional.empty(), s.at());
      });
      return new BoardState(q, gameIndex, variant, startFen, fen, moves, stopped, Status.FINISHED,
          Optional.of(r.result()), Optional.of(r.reason()), notes, earlier, alerts, drawOffers, paused);
    }
    if (d instanceof Delta.ResultSet) {
      Delta.ResultSet r = (Delta.ResultSet) d;
      return new BoardState(q, gameIndex, variant, startFen, fen, moves, clock,
          r.result().isPresent() ? Status.FINISHED : (gameIndex == 0 ? Status.WAITING : Status.PLAYING),
          r.result(), r.result().map(x -> "arbiter"), notes, earlier, alerts, drawOffers, paused);
    }
    if (d instanceof Delta.AlertDelta) {
      List<AlertRecord> more = new ArrayList<>(alerts);
      more.add(((Delta.AlertDelta) d).alert());
      return new BoardState(q, gameIndex, variant, startFen, fen, moves, clock, status, result, reason, notes,
          earlier, more, drawOffers, paused);
    }
    if (d instanceof Delta.DrawOffered) {
      Delta.DrawOffered o = (Delta.DrawOffered) d;
      List<DrawOffer> more = new ArrayList<>(drawOffers);
      more.add(new DrawOffer(o.ply(), o.color()));
      return new BoardState(q, gameIndex, variant, startFen, fen, moves, clock, status, result, reason, notes,
          earlier, alerts, more, paused);
    }
    if (d instanceof Delta.PauseChange) {
      boolean p = ((Delta.PauseChange) d).paused();
      // Pausing stops the clocks where they stand; the next reading from the clock restarts them.
      Optional<ClockState> held = p ? clock.map(c -> {
        ClockState at = c.at(s.at());
        return new ClockState(at.white(), at.black(), Optional.empty(), s.at());
      }) : clock;
      return new BoardState(q, gameIndex, variant, startFen, fen, moves, held, status, result, reason, notes,
          earlier, alerts, drawOffers, p);
    }
    Delta.AlertAck ack = (Delta.AlertAck) d;
    List<AlertRecord> acked = new ArrayList<>();
    for (AlertRecord a : alerts) {
      acked.add(a.id().equals(ack.id()) ? a.acknowledged(ack.by()) : a);
    }
    return new BoardState(q, gameIndex, variant, startFen, fen, moves, clock, status, result, reason, notes,
        earlier, acked, drawOffers, paused);
  }
}
