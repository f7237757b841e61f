package org.touchmove.hardware.reconstruction;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.touchmove.dgt.DgtMessage;
import org.touchmove.hardware.emulator.GameScript;
import org.touchmove.hardware.emulator.GameScriptBuilder;
import org.touchmove.hardware.emulator.HumanProfile;
import org.touchmove.hardware.emulator.ScriptedGame;
import org.touchmove.hardware.emulator.TimedAction;
import org.touchmove.notation.PgnReadResult;
import org.touchmove.notation.PgnReader;
import org.touchmove.reconstruct.GameEvent;
import org.touchmove.reconstruct.TrackerConfig;

/**
 * A debugging aid, not a test: plays one game of a PGN file on the emulator and prints, in time
 * order, what the hands did ({@code A}), the messages the board sent ({@code M}, clock data
 * left out), what the tracker made of it ({@code E}), and the
 * differences the tests would report. For a failure that {@link CorpusReconstructionTest} lists:
 *
 * <pre>
 * mvn -q dependency:build-classpath -pl hardware -Dmdep.outputFile=cp.txt -Dmdep.includeScope=test
 * java -cp hardware/target/test-classes:hardware/target/classes:$(cat cp.txt) \
 *   org.touchmove.hardware.reconstruction.ReconstructionTrace FILE.pgn GAME PROFILE SEED
 * </pre>
 */
public final class ReconstructionTrace {
  private ReconstructionTrace() {}

  public static void main(String[] args) throws Exception {
    if (args.length != 4) {
      System.err.println("usage: ReconstructionTrace FILE.pgn GAME PROFILE SEED");
      System.exit(2);
    }
    List<PgnReadResult> games = PgnReader.mainLineOnly().read(Files.readAllBytes(Path.of(args[0])));
    ScriptedGame game =
        ScriptedGame.of(((PgnReadResult.Read) games.get(Integer.parseInt(args[1]) - 1)).game());
    HumanProfile profile = HumanProfile.named(args[2]).orElseThrow();
    long seed = Long.parseLong(args[3]);
    GameScript script = GameScriptBuilder.build(game, profile, seed, 30);
    System.out.println("control " + script.timeControl().toPgn());
    for (TimedAction a : script.actions()) {
      System.out.println("A " + a.wallMillis() + " " + a.gameMillis() + " " + a.action());
    }
    List<GameEvent> events =
        ReconstructionRun.run(
            script,
            profile,
            seed,
            TrackerConfig.defaults(),
            (at, message) -> {
              if (!(message instanceof DgtMessage.ClockData)) {
                System.out.println("M " + at + " " + message);
              }
            });
    for (GameEvent e : events) {
      if (!(e instanceof GameEvent.ClockUpdate)) {
        System.out.println("E " + e.at() + " " + e.toString().replaceAll("\n", "/"));
      }
    }
    System.out.println("staged alerts " + script.alerts());
    Verdict.differences(script, events).forEach(d -> System.out.println("DIFF " + d));
  }
}
