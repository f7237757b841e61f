package org.touchmove.hardware.reconstruction;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.touchmove.chess.Game;
import org.touchmove.chess.Move;
import org.touchmove.hardware.emulator.ExpectedAlert;
import org.touchmove.hardware.emulator.GameScript;
import org.touchmove.reconstruct.Alert;
import org.touchmove.reconstruct.GameEvent;

/**
 * Compares what the tracker made of an emulated game with what the emulator did: the completed
 * moves, their clock readings to the second, the result, and the alerts (staged ones plus the
 * claimable draws the game itself contains). Lists every difference.
 */
final class Verdict {
  private Verdict() {}

  static List<String> differences(GameScript script, List<GameEvent> events) {
    return differences(script, events, LineLosses.NONE);
  }

  /**
   * As above, knowing what line noise destroyed: a move whose press no host could have seen may
   * lack its readings (never have wrong ones), and a staged irregularity whose evidence was lost
   * (see {@link #unobservable}) may go unreported (a report is welcome).
   */
  static List<String> differences(GameScript script, List<GameEvent> events, LineLosses losses) {
    List<String> problems = new ArrayList<>();
    // A score may go on after the Laws ended the game (a dead position the players did not
    // notice, 5.2.2): the record ends there, with the Laws' result.
    Optional<Game> endedEarly = endedByTheLaws(script.game().game());
    List<Move> expected = endedEarly.map(Game::moves).orElse(script.game().moves());
    List<Move> moves = new ArrayList<>();
    List<GameEvent.MoveCompleted> completed = new ArrayList<>();
    List<String> alerts = new ArrayList<>();
    List<Alert> displaced = new ArrayList<>();
    java.util.Set<Integer> flagged = new java.util.HashSet<>();
    Optional<GameEvent.GameEnded> ended = Optional.empty();
    int games = 0;
    for (GameEvent event : events) {
      if (event instanceof GameEvent.GameStarted) {
        games++;
      } else if (event instanceof GameEvent.MoveCompleted) {
        GameEvent.MoveCompleted c = (GameEvent.MoveCompleted) event;
        completed.add(c);
        moves.add(c.move());
      } else if (event instanceof GameEvent.PositionRestored) {
        // The record went back (a take-back, or a gap read again): its last moves are gone.
        List<Move> discarded = ((GameEvent.PositionRestored) event).discarded();
        int keep = moves.size() - discarded.size();
        if (keep >= 0 && moves.subList(keep, moves.size()).equals(discarded)) {
          moves.subList(keep, moves.size()).clear();
          completed.subList(keep, completed.size()).clear();
        } else {
          problems.add("a restored position discards " + discarded + ", not the last moves");
        }
      } else if (event instanceof GameEvent.AlertRaised) {
        var a = ((GameEvent.AlertRaised) event).alert();
        if (a.kind().equals("ambiguous-moves") && namesTheMove(a.squares(), expected, a.ply())) {
          flagged.add(a.ply());
          continue; // the board could not tell the move played from another, and said so
        }
        alerts.add(a.law() + "@" + a.ply());
        if (a.law().equals("7.4")) {
          displaced.add(a);
        }
      } else if (event instanceof GameEvent.GameEnded) {
        ended = Optional.of((GameEvent.GameEnded) event);
      } else if (event instanceof GameEvent.PositionSet) {
        GameEvent.PositionSet set = (GameEvent.PositionSet) event;
        problems.add("unexpected position set at ply " + set.ply() + " (" + set.reason() + ")");
      }
    }
    if (games != 1) {
      problems.add(games + " games started");
    }
    if (!moves.equals(expected)) {
      int i = 0;
      while (i < Math.min(moves.size(), expected.size()) && moves.get(i).equals(expected.get(i))) {
        i++;
      }
      problems.add(
          (onlyWhereFlagged(moves, expected, flagged) ? FLAGGED : "")
              + "moves differ from ply " + (i + 1) + ": got " + moves.subList(i, Math.min(moves.size(), i + 3))
              + ", expected " + expected.subList(i, Math.min(expected.size(), i + 3))
              + " (" + moves.size() + " vs " + expected.size() + ")");
    }
    List<String> clockProblems = new ArrayList<>();
    for (int i = 0; i < Math.min(completed.size(), script.clockAfterPly().size()); i++) {
      GameScript.ClockReading truth = script.clockAfterPly().get(i);
      Optional<org.touchmove.reconstruct.ClockReadings> got = completed.get(i).clock();
      if (got.isEmpty()) {
        // Since the last press the tracker saw: anything lost in between can hide this one.
        long from = 0;
        for (int j = i - 1; j >= 0; j--) {
          if (completed.get(j).clock().isPresent()) {
            // A press seen in the burst behind a log dump was sent up to the dump's length earlier.
            from = losses.sentNotBefore(completed.get(j).at());
            break;
          }
        }
        long to = completed.get(i).at();
        if (!missedDuringOutage(script, from, to) && !lost(losses, from, to)) {
          clockProblems.add("ply " + (i + 1) + " has no clock reading");
        }
        continue;
      }
      if (got.get().white().getSeconds() != truth.white().getSeconds()
          || got.get().black().getSeconds() != truth.black().getSeconds()) {
        clockProblems.add("ply " + (i + 1) + " clock " + got.get() + " expected " + truth);
      }
    }
    if (!clockProblems.isEmpty()) {
      // One wrong move shifts every later reading: the first says what happened.
      problems.add(
          clockProblems.get(0)
              + (clockProblems.size() > 1 ? " (and " + (clockProblems.size() - 1) + " more)" : ""));
    }
    // Where the moves end the game (mate, a dead position), the Laws give the result, whatever
    // the score's header says (one LiveChess sample says 1/2-1/2 after Rh8#).
    String result =
        endedEarly
            .or(() -> script.game().game().end().map(e -> script.game().game()))
            .map(g -> g.end().orElseThrow().result())
            .orElse(script.game().result());
    // The flag is shown by the clock's last messages, the tick after it fell or the one the
    // arbiter's stop sends. In UPDATE_NICE mode the stopped clock sends nothing more, so one of
    // them cut on the line would hide it; the host asks for the clock's data (0x41) when a
    // running clock goes silent, so the flag is required whatever the line cut.
    boolean flagSeen = script.game().lostOnTime();
    boolean decidable =
        endedEarly.isPresent()
            || script.resultGesture()
            || flagSeen
            || script.game().game().end().isPresent();
    if (decidable) {
      if (ended.isEmpty()) {
        problems.add("no result, expected " + result);
      } else if (!ended.get().result().equals(result)) {
        problems.add("result " + ended.get().result() + " expected " + result);
      }
    }
    List<String> expectedAlerts = new ArrayList<>();
    // A game the rules end with its last move (mate, fivefold, a dead position) is over: a piece
    // knocked after it is nobody's irregularity, and the tracker no longer follows the board.
    boolean endedByRules = script.game().game().end().isPresent();
    for (ExpectedAlert a : script.alerts()) {
      if (!(endedByRules && a.ply() >= expected.size())) {
        expectedAlerts.add(a.law() + "@" + a.ply());
      }
    }
    expectedAlerts.addAll(claimableDraws(script.game().game()));
    if (flagSeen && endedEarly.isEmpty()) {
      expectedAlerts.add("6.9@" + expected.size());
    }
    List<String> missing = new ArrayList<>(expectedAlerts);
    for (String a : unobservable(script, losses)) {
      if (!alerts.contains(a)) {
        missing.remove(a);
        expectedAlerts.remove(a);
      }
    }
    List<String> extra = new ArrayList<>(alerts);
    for (String a : alerts) {
      missing.remove(a);
    }
    for (String a : expectedAlerts) {
      extra.remove(a);
    }
    if (script.game().lostOnTime() && !flagSeen && endedEarly.isEmpty()) {
      extra.remove("6.9@" + expected.size()); // not required, and right when a message showed it
    }
    for (String a : knocksSeenBehindAnOutage(script, displaced, expectedAlerts)) {
      extra.remove(a);
    }
    if (!missing.isEmpty()) {
      problems.add("missing alerts " + missing);
    }
    if (!extra.isEmpty()) {
      problems.add("unexpected alerts " + extra);
    }
    return problems;
  }

  /**
   * The staged irregularities ({@code law@ply}) whose evidence the line destroyed: the link was
   * down while they happened, or an update of one of their squares was lost in that time, or (for
   * a clock irregularity) a clock message was.
   */
  /** Irregularities a clock press is part of the evidence of. */
  private static final List<String> PRESSES = List.of("7.8.1", "7.5.1", "7.5.2");

  static List<String> unobservable(GameScript script, LineLosses losses) {
    List<String> hidden = new ArrayList<>();
    for (ExpectedAlert a : script.alerts()) {
      boolean lost = missedDuringOutage(script, a.fromWall(), a.toWall());
      if (PRESSES.contains(a.law())) {
        lost |= lost(losses, a.fromWall(), a.toWall()); // the press is evidence
      }
      for (var update : losses.updates()) {
        lost |=
            update.millis() >= a.fromWall()
                && update.millis() <= a.toWall()
                && a.squares().contains(update.square());
      }
      if (TOUCHES.contains(a.law())) {
        lost |= heldBehindALog(script, losses, a);
      }
      if (a.law().equals("7.4")) {
        lost |= displacedBehindALog(script, losses, a);
      }
      if (a.law().equals("4.7")) {
        lost |= releaseBehindALog(script, losses, a);
      }
      if (lost) {
        hidden.add(a.law() + "@" + a.ply());
      }
    }
    return hidden;
  }

  /**
   * A piece knocked over right after its player's move, both in a link outage: the tracker sees the
   * displaced piece when the link comes back, before it can know the moves the outage hid, and
   * reports it at the ply it then has (Bd7 Bf1 played in the outage and the bishop knocked from f1
   * to g1: 7.4 at ply 39, the knock staged at 41). The same knock, reported: one of its squares,
   * up to two plies early.
   */
  static List<String> knocksSeenBehindAnOutage(
      GameScript script, List<Alert> displaced, List<String> expectedAlerts) {
    List<String> seen = new ArrayList<>();
    for (ExpectedAlert a : script.alerts()) {
      if (!a.law().equals("7.4") || !missedDuringOutage(script, a.fromWall(), a.toWall())) {
        continue;
      }
      for (Alert report : displaced) {
        String named = report.law() + "@" + report.ply();
        if (report.ply() < a.ply()
            && report.ply() >= a.ply() - 2
            && !expectedAlerts.contains(named)
            && report.squares().stream().anyMatch(a.squares()::contains)) {
          seen.add(named);
          break;
        }
      }
    }
    return seen;
  }

  /** Touch-move: the hold's length is the evidence. */
  private static final java.util.Set<String> TOUCHES = java.util.Set.of("4.3.1", "4.3.2");

  /**
   * A touch whose lift or return was queued behind a log dump on the line reaches the host in a
   * burst, all its times lost but for the clock's messages queued with it, a second apart: a hold
   * is proved at least one second long only with two ticks between lift and return, which a
   * hold under two seconds may not span (a8 held 1.65 s, one tick between: 4.3.2 unprovable).
   */
  private static boolean heldBehindALog(GameScript script, LineLosses losses, ExpectedAlert a) {
    if (a.squares().isEmpty()) {
      return false;
    }
    long[] held = liftThenPlace(script, a, a.squares().get(0), true);
    return held != null
        && (queuedBehindALog(losses, held[0]) || queuedBehindALog(losses, held[1]))
        && held[1] - held[0] < 2_000;
  }

  /**
   * From {@code a}'s start, the first lift ({@code liftFirst}) or placement on {@code square} and
   * the first placement (or lift) there after it, as {first, then}; null where there is none.
   */
  private static long[] liftThenPlace(
      GameScript script, ExpectedAlert a, org.touchmove.chess.Square square, boolean liftFirst) {
    long first = Long.MIN_VALUE;
    for (org.touchmove.hardware.emulator.TimedAction action : script.actions()) {
      long at = action.wallMillis();
      if (at < a.fromWall()) {
        continue;
      }
      boolean lift =
          action.action() instanceof org.touchmove.hardware.emulator.HandAction.Lift l
              && l.square() == square;
      boolean place =
          action.action() instanceof org.touchmove.hardware.emulator.HandAction.Place p
              && p.square() == square;
      if (first == Long.MIN_VALUE && (liftFirst ? lift : place)) {
        first = at;
      } else if (first != Long.MIN_VALUE && (liftFirst ? place : lift)) {
        return new long[] {first, at};
      }
    }
    return null;
  }

  /** How long a displacement stands before it is 7.4 (the tracker's default). */
  private static final long DISPLACED_MILLIS =
      org.touchmove.reconstruct.TrackerConfig.defaults().displaced().toMillis();

  /**
   * A displacement whose start or end was queued behind a log dump on the line is timed only by
   * the clock's ticks queued with it, a second apart, to within a second at each such end: where
   * the time it stood, short of that second at each, is under the 7.4 threshold, the board never
   * proved it stood long enough (the bishop knocked f4-e3 between two ticks and lifted just after
   * the second tick on: 3.9 s, both ends in the burst, 2 s by the ticks).
   */
  private static boolean displacedBehindALog(GameScript script, LineLosses losses, ExpectedAlert a) {
    return a.squares().size() >= 2 && stoodUnprovedBehindALog(script, losses, a, DISPLACED_MILLIS);
  }

  /**
   * From {@code a}'s start, a piece put down on its second square and lifted from there again,
   * either end queued behind a log dump: timed by the ticks to within a second at each such end,
   * what that leaves is under {@code provedMillis}.
   */
  private static boolean stoodUnprovedBehindALog(
      GameScript script, LineLosses losses, ExpectedAlert a, long provedMillis) {
    long[] stood = liftThenPlace(script, a, a.squares().get(1), false);
    if (stood == null) {
      return false;
    }
    long unsure =
        (queuedBehindALog(losses, stood[0]) ? 1_000 : 0) + (queuedBehindALog(losses, stood[1]) ? 1_000 : 0);
    return unsure > 0 && stood[1] - stood[0] - unsure < provedMillis;
  }

  /** How long a move must stand to count as released (the tracker's default settle time). */
  private static final long RELEASED_MILLIS =
      org.touchmove.reconstruct.TrackerConfig.defaults().settle().toMillis();

  /**
   * A changed move (4.7) whose first target's landing or lift was queued behind a log dump: the
   * stand that shows the release is timed only by the ticks queued with it, to within a second at
   * each such end, and where that leaves less than the settle time the board never proved the
   * piece let go (c7-c5 standing 1.2 s, then c6, both ends in the burst with one tick between:
   * anything from a pause to two seconds by the board's messages).
   */
  private static boolean releaseBehindALog(GameScript script, LineLosses losses, ExpectedAlert a) {
    return a.squares().size() >= 3 && stoodUnprovedBehindALog(script, losses, a, RELEASED_MILLIS);
  }

  /** Sent while a log dump held the line, or its queue: it came in the burst behind it. */
  private static boolean queuedBehindALog(LineLosses losses, long sentMillis) {
    return losses.logTransfers().stream()
        .anyMatch(t -> sentMillis >= t.fromMillis() && sentMillis <= t.drainedMillis());
  }

  /** An ambiguity reported at {@code ply} names the move really played among its squares. */
  /**
   * Marks a difference the tracker reported as it happened: the board could not tell the move
   * played from another that leaves the same board (b2-b4 cxb3 e.p. and b2-b3 cxb3 with the pawn
   * taken within one scan), the 8.4 alert named both, and the record has the other. Such a run
   * is still inexact; the report counts these apart.
   */
  static final String FLAGGED = "flagged ambiguity (8.4 named the move played): ";

  /**
   * The records have the same length and differ only in flagged moves and the reply to each
   * (exd6 e.p. against exd6).
   */
  private static boolean onlyWhereFlagged(List<Move> moves, List<Move> expected, java.util.Set<Integer> flagged) {
    if (moves.size() != expected.size()) {
      return false;
    }
    for (int i = 0; i < moves.size(); i++) {
      if (!moves.get(i).equals(expected.get(i)) && !flagged.contains(i) && !flagged.contains(i - 1)) {
        return false;
      }
    }
    return true;
  }

  private static boolean namesTheMove(
      List<org.touchmove.chess.Square> squares, List<Move> expected, int ply) {
    return ply < expected.size()
        && squares.contains(expected.get(ply).from())
        && squares.contains(expected.get(ply).to());
  }

  /** The game as far as the Laws let it go, when they ended it before the score's last move. */
  private static Optional<Game> endedByTheLaws(Game game) {
    Game g = Game.startingFrom(game.startPosition());
    List<Move> moves = game.moves();
    for (int i = 0; i < moves.size(); i++) {
      g = g.playUnchecked(moves.get(i));
      if (g.end().isPresent()) {
        return i < moves.size() - 1 ? Optional.of(g) : Optional.empty();
      }
    }
    return Optional.empty();
  }

  /** The link was down at some time between the last seen press and a move's completion. */
  private static boolean missedDuringOutage(GameScript script, long from, long to) {
    for (GameScript.Outage outage : script.disconnects()) {
      if (outage.startWallMillis() <= to && outage.startWallMillis() + outage.durationMillis() >= from) {
        return true;
      }
    }
    return false;
  }

  /**
   * A clock message was destroyed between the last seen press and a move's completion. One cut in
   * the burst behind a log dump may have been sent as early as the dump's request (Rc2's press,
   * queued behind the log at 144.5 s, cut as the burst came at 148.7 s).
   */
  private static boolean lost(LineLosses losses, long from, long to) {
    return losses.clockMessages().stream().anyMatch(t -> t >= from && losses.sentNotBefore(t) <= to);
  }

  /** 9.2 when a position appears the third time, 9.3 when the fifty moves are reached. */
  private static List<String> claimableDraws(Game game) {
    List<String> claims = new ArrayList<>();
    List<Move> moves = game.moves();
    Game g = Game.startingFrom(game.startPosition());
    for (Move move : moves) {
      g = g.playUnchecked(move);
      if (g.end().isPresent()) {
        break;
      }
      if (g.repetitionPlies().size() == 3) {
        claims.add("9.2@" + g.plyCount());
      }
      if (g.position().halfmoveClock() == 100) {
        claims.add("9.3@" + g.plyCount());
      }
    }
    return claims;
  }
}
