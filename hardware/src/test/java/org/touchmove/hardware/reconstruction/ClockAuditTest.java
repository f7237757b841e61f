package org.touchmove.hardware.reconstruction;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.touchmove.chess.TimeControl;
import org.touchmove.hardware.emulator.BundledGames;
import org.touchmove.hardware.emulator.GameScript;
import org.touchmove.hardware.emulator.GameScriptBuilder;
import org.touchmove.hardware.emulator.HumanProfile;
import org.touchmove.hardware.emulator.ScriptedGame;
import org.touchmove.reconstruct.Alert;
import org.touchmove.reconstruct.GameEvent;
import org.touchmove.reconstruct.TrackerConfig;

/**
 * The clock checked against the time control (Laws 6.3, 6.10.2), on the emulator's DGT3000
 * playing the bundled London 2016 games with their clock times, in real time (at a higher speed the
 * emulator compresses thinking, and a clock message a second old says nothing about the press).
 */
class ClockAuditTest {
  private static final HumanProfile CLEAN = HumanProfile.clean();

  private static List<Alert> clockAlerts(ScriptedGame game, TimeControl told) {
    GameScript script = GameScriptBuilder.build(game, CLEAN, 7, 1);
    List<GameEvent> events =
        ReconstructionRun.run(script, CLEAN, 7, TrackerConfig.defaults().withControl(told));
    return events.stream()
        .filter(e -> e instanceof GameEvent.AlertRaised)
        .map(e -> ((GameEvent.AlertRaised) e).alert())
        .filter(a -> a.law().equals("6.10.2"))
        .toList();
  }

  @Test
  void aClockRunningTheControlIsNeverFaulted() {
    for (ScriptedGame game : BundledGames.all()) {
      GameScript script = GameScriptBuilder.build(game, CLEAN, 7, 1);
      assertThat(clockAlerts(game, script.timeControl())).as(script.timeControl().toPgn()).isEmpty();
    }
  }

  @Test
  void aMissingIncrementIsReportedOncePerPlayer() {
    ScriptedGame game = BundledGames.all().get(1);
    TimeControl played = GameScriptBuilder.build(game, CLEAN, 7, 1).timeControl();
    TimeControl told = TimeControl.of(played.initialTime(), Duration.ofSeconds(10));
    List<Alert> alerts = clockAlerts(game, told);
    assertThat(alerts).hasSize(2);
    assertThat(alerts.get(0).ply()).isEqualTo(0); // White's first press
    assertThat(alerts.get(0).detail()).contains("White's clock added").contains("adds 0:00:10");
    assertThat(alerts.get(1).ply()).isEqualTo(1);
    assertThat(alerts.get(1).detail()).startsWith("Black's clock added");
  }

  @Test
  void aWrongBaseTimeIsReportedWhenTheClockStarts() {
    ScriptedGame game = BundledGames.all().get(0);
    TimeControl played = GameScriptBuilder.build(game, CLEAN, 7, 1).timeControl();
    List<TimeControl.Period> periods = new java.util.ArrayList<>(played.periods());
    TimeControl.Period first = periods.get(0);
    periods.set(
        0,
        new TimeControl.Period(first.moves(), first.base().plusMinutes(10), first.increment(), first.mode()));
    TimeControl told = new TimeControl(periods); // the arbiter's control: ten minutes more
    List<Alert> alerts = clockAlerts(game, told);
    assertThat(alerts).isNotEmpty();
    assertThat(alerts.get(0).ply()).isZero();
    assertThat(alerts.get(0).detail()).contains("clock started with");
  }

  @Test
  void aPeriodsTimeNotInTheControlIsReportedAtMoveForty() {
    ScriptedGame game = BundledGames.all().get(2); // 81 plies, two periods
    TimeControl played = GameScriptBuilder.build(game, CLEAN, 7, 1).timeControl();
    assertThat(played.periods()).hasSize(2);
    TimeControl told = TimeControl.of(played.initialTime(), played.periods().get(0).increment());
    List<Alert> alerts = clockAlerts(game, told);
    assertThat(alerts).extracting(Alert::detail).allMatch(d -> d.contains("at move 40"));
    assertThat(alerts).extracting(Alert::detail).anyMatch(d -> d.startsWith("White"));
    assertThat(alerts).extracting(Alert::detail).anyMatch(d -> d.startsWith("Black"));
  }
}
