package org.touchmove.hardware.reconstruction;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.touchmove.chess.Square;
import org.touchmove.hardware.emulator.BundledGames;
import org.touchmove.hardware.emulator.EmulatedBoard.LogTransfer;
import org.touchmove.hardware.emulator.EmulatedBoard.LostUpdate;
import org.touchmove.hardware.emulator.HandAction;
import org.touchmove.hardware.emulator.TimedAction;
import org.touchmove.hardware.emulator.ExpectedAlert;
import org.touchmove.hardware.emulator.GameScript;
import org.touchmove.hardware.emulator.GameScriptBuilder;
import org.touchmove.hardware.emulator.HumanProfile;
import org.touchmove.reconstruct.Alert;

/**
 * The oracle excuses a staged irregularity only when the line destroyed its evidence: an update of
 * one of its squares lost while it happened. Anything else is still required of the tracker.
 */
class VerdictTest {
  private final GameScript script =
      GameScriptBuilder.build(BundledGames.all().get(0), HumanProfile.irregular(), 3, 30);

  private ExpectedAlert staged() {
    return script.alerts().stream()
        .filter(a -> !a.squares().isEmpty() && !a.law().equals("7.2"))
        .findFirst()
        .orElseThrow(() -> new AssertionError("the irregular profile staged nothing on squares"));
  }

  @Test
  void everyStagedAlertHasItsSquaresAndTime() {
    assertThat(script.alerts()).isNotEmpty();
    for (ExpectedAlert a : script.alerts()) {
      assertThat(a.fromWall()).as(a.toString()).isLessThanOrEqualTo(a.toWall());
      assertThat(a.toWall()).as(a.toString()).isLessThan(script.endWallMillis());
    }
  }

  @Test
  void nothingLostExcusesNothing() {
    assertThat(Verdict.unobservable(script, LineLosses.NONE)).isEmpty();
  }

  @Test
  void anUpdateOfItsSquareLostWhileItHappenedExcusesIt() {
    ExpectedAlert a = staged();
    long during = (a.fromWall() + a.toWall()) / 2;
    LineLosses lost = new LineLosses(List.of(), List.of(new LostUpdate(during, a.squares().get(0))));
    assertThat(Verdict.unobservable(script, lost)).contains(a.law() + "@" + a.ply());
  }

  /**
   * A touch queued behind a log dump reaches the host in a burst, timed only by the clock's
   * ticks queued with it: a hold under two seconds is excused, a longer one (two ticks at least
   * between lift and return) is not, and neither is one the log did not hold up.
   */
  @Test
  void aShortTouchQueuedBehindALogIsExcusedALongOneIsNot() {
    int shortHolds = 0;
    int longHolds = 0;
    for (ExpectedAlert a : script.alerts()) {
      if (!a.law().startsWith("4.3.")) {
        continue;
      }
      long lifted = -1;
      long returned = -1;
      for (TimedAction action : script.actions()) {
        if (action.wallMillis() < a.fromWall()) {
          continue;
        }
        if (lifted < 0 && action.action() instanceof HandAction.Lift l && l.square() == a.squares().get(0)) {
          lifted = action.wallMillis();
        } else if (lifted >= 0 && action.action() instanceof HandAction.Place p && p.square() == a.squares().get(0)) {
          returned = action.wallMillis();
          break;
        }
      }
      LineLosses behindALog =
          new LineLosses(List.of(), List.of(), List.of(new LogTransfer(lifted - 100, returned + 100, returned + 100)));
      LineLosses logBefore =
          new LineLosses(List.of(), List.of(), List.of(new LogTransfer(lifted - 9000, lifted - 1000, lifted - 1000)));
      String named = a.law() + "@" + a.ply();
      if (returned - lifted < 2000) {
        assertThat(Verdict.unobservable(script, behindALog)).as(a.toString()).contains(named);
        shortHolds++;
      } else {
        assertThat(Verdict.unobservable(script, behindALog)).as(a.toString()).doesNotContain(named);
        longHolds++;
      }
      assertThat(Verdict.unobservable(script, logBefore)).as(a.toString()).doesNotContain(named);
    }
    assertThat(shortHolds).as("short touches staged by the irregular profile").isPositive();
    assertThat(longHolds).as("long touches staged by the irregular profile").isPositive();
  }

  /**
   * A knocked piece whose knock or put-right was queued behind a log dump (or behind the queue
   * draining after it) is timed by the clock's ticks, to within a second at each such end: it is
   * excused where the time it stood, less that second at each, is under the 7.4 threshold.
   */
  @Test
  void aDisplacementTimedByTheTicksBehindALogIsExcusedOnlyWhereTooShortToProve() {
    assertThat(excusedOnlyWhereTheTicksProveTooLittle("7.4", 2500))
        .as("knocks staged by the irregular profile")
        .isPositive();
  }

  /**
   * For each staged {@code law} alert whose piece was put down on its second square and lifted
   * again: excused with both ends of that stand in a log's burst, or its lift while the queue
   * drained, exactly where the stand less a second at each such end is under {@code provedMillis};
   * never with the log before it. How many were checked.
   */
  private int excusedOnlyWhereTheTicksProveTooLittle(String law, long provedMillis) {
    int checked = 0;
    for (ExpectedAlert a : script.alerts()) {
      if (!a.law().equals(law) || a.squares().size() < 2) {
        continue;
      }
      long[] stood = putThenLifted(a, a.squares().get(1));
      long put = stood[0];
      long lifted = stood[1];
      String named = a.law() + "@" + a.ply();
      LineLosses bothEnds =
          new LineLosses(List.of(), List.of(), List.of(new LogTransfer(put - 100, put + 50, lifted + 100)));
      LineLosses liftDraining =
          new LineLosses(List.of(), List.of(), List.of(new LogTransfer(lifted - 300, lifted - 100, lifted + 100)));
      LineLosses logBefore =
          new LineLosses(List.of(), List.of(), List.of(new LogTransfer(put - 9000, put - 1000, put - 900)));
      assertThat(Verdict.unobservable(script, bothEnds).contains(named))
          .as(a + " stood " + (lifted - put) + " ms, both ends in the burst")
          .isEqualTo(lifted - put - 2000 < provedMillis);
      assertThat(Verdict.unobservable(script, liftDraining).contains(named))
          .as(a + " stood " + (lifted - put) + " ms, lifted while the queue drained")
          .isEqualTo(lifted - put - 1000 < provedMillis);
      assertThat(Verdict.unobservable(script, logBefore)).as(a.toString()).doesNotContain(named);
      checked++;
    }
    return checked;
  }

  /** From {@code a}'s start, when a piece was first put down on {@code square} and lifted again. */
  private long[] putThenLifted(ExpectedAlert a, Square square) {
    long put = -1;
    for (TimedAction action : script.actions()) {
      if (action.wallMillis() < a.fromWall()) {
        continue;
      }
      if (put < 0 && action.action() instanceof HandAction.Place p && p.square() == square) {
        put = action.wallMillis();
      } else if (put >= 0 && action.action() instanceof HandAction.Lift l && l.square() == square) {
        return new long[] {put, action.wallMillis()};
      }
    }
    throw new AssertionError(a + ": nothing put down on " + square + " and lifted again");
  }

  /**
   * A changed move whose first landing or lift was queued behind a log dump is timed by the
   * clock's ticks, to within a second at each such end: its 4.7 is excused where the stand, less
   * that second at each, is under the settle time that shows a release.
   */
  @Test
  void aChangedMoveTimedByTheTicksBehindALogIsExcusedOnlyWhereTooShortToProve() {
    assertThat(excusedOnlyWhereTheTicksProveTooLittle("4.7", 700))
        .as("changed moves staged by the irregular profile")
        .isPositive();
  }

  /**
   * A clock message cut in the burst behind a log dump arrived seconds after it was sent: it may
   * be the press an irregularity was made of, sent as early as the log's request. Cut after the
   * burst, or with no log before it, it is a later message and excuses nothing.
   */
  @Test
  void aClockMessageCutInTheBurstBehindALogMayBeAnEarlierPress() {
    ExpectedAlert a =
        script.alerts().stream()
            .filter(x -> x.law().equals("7.8.1"))
            .findFirst()
            .orElseThrow(() -> new AssertionError("the irregular profile staged no 7.8.1"));
    String id = a.law() + "@" + a.ply();
    long cut = a.toWall() + 4000; // the burst, four seconds after the press
    LogTransfer behind = new LogTransfer(a.fromWall() - 100, cut - 200, cut - 100);
    LineLosses inBurst = new LineLosses(List.of(cut), List.of(), List.of(behind));
    LineLosses noLog = new LineLosses(List.of(cut), List.of(), List.of());
    LineLosses afterBurst = new LineLosses(List.of(cut + 5000), List.of(), List.of(behind));
    assertThat(Verdict.unobservable(script, inBurst)).contains(id);
    assertThat(Verdict.unobservable(script, noLog)).doesNotContain(id);
    assertThat(Verdict.unobservable(script, afterBurst)).doesNotContain(id);
  }

  @Test
  void anotherSquareOrAnotherTimeExcusesNothing() {
    ExpectedAlert a = staged();
    Square elsewhere =
        List.of(Square.values()).stream().filter(s -> !a.squares().contains(s)).findFirst().orElseThrow();
    long during = (a.fromWall() + a.toWall()) / 2;
    LineLosses otherSquare = new LineLosses(List.of(), List.of(new LostUpdate(during, elsewhere)));
    LineLosses before = new LineLosses(List.of(), List.of(new LostUpdate(a.fromWall() - 1, a.squares().get(0))));
    assertThat(Verdict.unobservable(script, otherSquare)).doesNotContain(a.law() + "@" + a.ply());
    assertThat(Verdict.unobservable(script, before)).doesNotContain(a.law() + "@" + a.ply());
  }
  /**
   * A knock staged in a link outage, seen by the tracker as the link comes back and reported at
   * the ply it had then (the moves the outage hid not yet read): one of its squares, up to two
   * plies early, is that knock. Three plies early, or on other squares only, it is another alert.
   */
  @Test
  void aKnockInAnOutageReportedAtTheRecordsPlyIsThatKnock() {
    GameScript found = null;
    ExpectedAlert knock = null;
    for (long seed = 1; seed <= 40 && knock == null; seed++) {
      for (var game : BundledGames.all()) {
        GameScript s =
            GameScriptBuilder.build(game, HumanProfile.named("all").orElseThrow(), seed, 30);
        knock = s.alerts().stream()
            .filter(a -> a.law().equals("7.4") && a.ply() >= 3 && inOutage(s, a))
            .findFirst()
            .orElse(null);
        if (knock != null) {
          found = s;
          break;
        }
      }
    }
    assertThat(knock).as("a knock staged in an outage by the all profile").isNotNull();
    int ply = knock.ply();
    List<Square> on = knock.squares();
    Square elsewhere =
        List.of(Square.values()).stream().filter(q -> !on.contains(q)).findFirst().orElseThrow();
    assertThat(knocksSeen(found, displaced(ply - 2, on.get(0))))
        .containsExactly("7.4@" + (ply - 2));
    assertThat(knocksSeen(found, displaced(ply - 3, on.get(0)))).isEmpty();
    assertThat(knocksSeen(found, displaced(ply - 1, elsewhere))).isEmpty();
    // A report another staged alert accounts for is that one's.
    assertThat(
            Verdict.knocksSeenBehindAnOutage(
                found, List.of(displaced(ply - 1, on.get(0))), List.of("7.4@" + (ply - 1))))
        .isEmpty();
  }

  private static List<String> knocksSeen(GameScript script, Alert report) {
    return Verdict.knocksSeenBehindAnOutage(script, List.of(report), List.of());
  }

  private static boolean inOutage(GameScript s, ExpectedAlert a) {
    return s.disconnects().stream()
        .anyMatch(
            o -> o.startWallMillis() <= a.toWall()
                && o.startWallMillis() + o.durationMillis() >= a.fromWall());
  }

  private static Alert displaced(int ply, Square square) {
    return new Alert("7.4", "displaced-pieces", ply, "pieces displaced", List.of(square));
  }
}
