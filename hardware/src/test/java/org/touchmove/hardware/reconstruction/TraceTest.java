package org.touchmove.hardware.reconstruction;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.touchmove.hardware.emulator.GameScript;
import org.touchmove.hardware.emulator.GameScriptBuilder;
import org.touchmove.hardware.emulator.HumanProfile;
import org.touchmove.hardware.emulator.ScriptedGame;
import org.touchmove.hardware.emulator.TimedAction;
import org.touchmove.notation.PgnReadResult;
import org.touchmove.notation.PgnReader;
import org.touchmove.reconstruct.GameEvent;
import org.touchmove.reconstruct.TrackerConfig;

class TraceTest {
  @Test
  void trace() throws Exception {
    String profileName = System.getProperty("trace.profile", "careful");
    long seed = Long.getLong("trace.seed", 1);
    String which = System.getProperty("trace.game", "GAME");
    String pgn = which.equals("SPECIAL") ? ReconstructionTest.SPECIAL : which.equals("MATE") ? ReconstructionTest.MATE : ReconstructionTest.GAME;
    ScriptedGame game = ScriptedGame.of(((PgnReadResult.Read) PgnReader.mainLineOnly().read(pgn).get(0)).game());
    HumanProfile profile = HumanProfile.named(profileName).orElseThrow();
    GameScript script = GameScriptBuilder.build(game, profile, seed, 30);
    List<GameEvent> events = ReconstructionRun.run(script, profile, seed, TrackerConfig.defaults());
    List<String> lines = new ArrayList<>();
    for (TimedAction a : script.actions()) lines.add("A " + a.wallMillis() + " " + a.gameMillis() + " " + a.action());
    for (GameEvent e : events) if (!(e instanceof GameEvent.ClockUpdate)) lines.add("E " + e.at() + " " + e.toString().replaceAll("position=[^,\\]]*", "").replaceAll("after=[^,\\]]*", "").replaceAll("\n", "/"));
    lines.add("alerts " + script.alerts());
    lines.addAll(Verdict.differences(script, events));
    Files.write(Path.of("target/trace.txt"), lines);
  }
}
