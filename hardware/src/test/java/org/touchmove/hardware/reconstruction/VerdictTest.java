package org.touchmove.hardware.reconstruction;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.touchmove.chess.Square;
import org.touchmove.hardware.emulator.BundledGames;
import org.touchmove.hardware.emulator.EmulatedBoard.LostUpdate;
import org.touchmove.hardware.emulator.ExpectedAlert;
import org.touchmove.hardware.emulator.GameScript;
import org.touchmove.hardware.emulator.GameScriptBuilder;
import org.touchmove.hardware.emulator.HumanProfile;

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
}
