package org.touchmove.hardware.reconstruction;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.touchmove.hardware.emulator.BundledGames;
import org.touchmove.hardware.emulator.GameScript;
import org.touchmove.hardware.emulator.GameScriptBuilder;
import org.touchmove.hardware.emulator.HumanProfile;
import org.touchmove.hardware.emulator.ScriptedGame;
import org.touchmove.reconstruct.GameEvent;
import org.touchmove.reconstruct.TrackerConfig;

/**
 * A measurement, not a check: the link cut at every moment of one game, for a few outage lengths
 * (a relay restarted, a cable pulled), where the corpus profiles stage outages only between moves.
 * {@code -Dsweep="GAME PROFILE SPEED [SEED]"} (a bundled game's number, e.g. {@code "2 club 30"};
 * the seed 1 unless given; {@code -Dsweep.step} ms between cuts, default 500) writes every run that differs from the game and a
 * summary to {@code target/restart-sweep.txt}.
 * Without the property the test is skipped.
 */
class RestartSweepTest {
  private static final long[] OUTAGES = {3_000, 8_000, 15_000};

  /** {@code script} with its staged outages replaced by one of {@code millis} from {@code start}. */
  static GameScript withOutage(GameScript script, long start, long millis) {
    return new GameScript(script.game(), script.initialBoard(), script.orientation(),
        script.whiteFace(), script.timeControl(), script.scanPeriod(), script.actions(),
        script.clockAfterPly(), script.alerts(), script.resultGesture(),
        List.of(new GameScript.Outage(start, millis)), script.endWallMillis());
  }

  @Test
  void cutTheLinkAtEveryMoment() throws IOException {
    String spec = System.getProperty("sweep", "");
    assumeTrue(!spec.isBlank(), "no -Dsweep=\"GAME PROFILE SPEED\" given: nothing to measure");
    String[] parts = spec.trim().split("\\s+");
    ScriptedGame game = BundledGames.all().get(Integer.parseInt(parts[0]) - 1);
    HumanProfile profile = HumanProfile.named(parts[1]).orElseThrow();
    long seed = parts.length > 3 ? Long.parseLong(parts[3]) : 1;
    GameScript script = GameScriptBuilder.build(game, profile, seed, Double.parseDouble(parts[2]));
    long step = Long.getLong("sweep.step", 500);
    List<String> out = new ArrayList<>();
    int runs = 0;
    int exact = 0;
    int flagged = 0;
    for (long down : OUTAGES) {
      // Cuts that end near the game's end leave its last moves unseen by anyone: not measured.
      for (long t = 1000; t + down + 20_000 < script.endWallMillis(); t += step) {
        GameScript cut = withOutage(script, t, down);
        List<GameEvent> events = ReconstructionRun.run(cut, profile, seed, TrackerConfig.defaults());
        List<String> differences = Verdict.differences(cut, events, ReconstructionRun.losses());
        runs++;
        if (differences.isEmpty()) {
          exact++;
        } else if (differences.stream().allMatch(d -> d.startsWith(Verdict.FLAGGED))) {
          flagged++;
        } else {
          out.add(String.format("cut at %d for %d ms: %s", t, down, differences));
        }
      }
    }
    out.add(0, String.format("game %s, %d plies, ends at %d ms; %d runs: %d exact, %d flagged only, %d differ",
        spec, game.moves().size(), script.endWallMillis(), runs, exact, flagged, runs - exact - flagged));
    Path path = Path.of("target", "restart-sweep.txt");
    Files.createDirectories(path.getParent());
    Files.write(path, out);
  }
}
