package org.touchmove.hardware.reconstruction;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.touchmove.Corpus;
import org.touchmove.chess.Square;
import org.touchmove.dgt.DgtMessage;
import org.touchmove.dgt.PieceCode;
import org.touchmove.hardware.emulator.BundledGames;
import org.touchmove.hardware.emulator.GameScript;
import org.touchmove.hardware.emulator.GameScriptBuilder;
import org.touchmove.hardware.emulator.HumanProfile;
import org.touchmove.hardware.emulator.ScriptedGame;
import org.touchmove.hardware.emulator.TimedAction;
import org.touchmove.notation.PgnGame;
import org.touchmove.notation.PgnReadResult;
import org.touchmove.notation.PgnReader;
import org.touchmove.reconstruct.GameEvent;
import org.touchmove.reconstruct.TrackerConfig;

/**
 * A debugging aid, not a check: {@code -Dtrace="FILE.pgn #N PROFILE SEED"} (a line of
 * target/reconstruction-corpus.txt) replays that one corpus run and writes, in time order, the
 * emulator's hand actions, the messages the tracker was given and the events it produced to
 * {@code target/reconstruction-trace.txt}, with the differences found. FILE {@code bundled} is
 * the emulator's own games; {@code -Dtrace.speed} (default 30) and {@code -Dtrace.outage=START:MILLIS}
 * (instead of the staged outages) trace a run of {@link RestartSweepTest}. Without the property the
 * test is skipped.
 */
class ReconstructionTraceTest {

  @Test
  void traceOneRun() throws IOException {
    String spec = System.getProperty("trace", "");
    assumeTrue(!spec.isBlank(), "no -Dtrace=\"FILE #N PROFILE SEED\" given: nothing to trace");
    String[] parts = spec.trim().split("\\s+");
    String file = parts[0];
    int index = Integer.parseInt(parts[1].replace("#", ""));
    String profileName = parts[2];
    long seed = Long.parseLong(parts[3]);
    PgnGame pgn =
        file.equals("bundled")
            ? BundledGames.scores().get(index - 1)
            : ((PgnReadResult.Read)
                    PgnReader.mainLineOnly()
                        .read(Files.readAllBytes(Corpus.require("pgn").resolve(file)))
                        .get(index - 1))
                .game();
    HumanProfile profile = HumanProfile.named(profileName).orElseThrow();
    double speed = Double.parseDouble(System.getProperty("trace.speed", "30"));
    GameScript script =
        withOutage(GameScriptBuilder.build(ScriptedGame.of(pgn), profile, seed, speed), System.getProperty("trace.outage", ""));
    TreeMap<Long, List<String>> lines = new TreeMap<>();
    for (TimedAction action : script.actions()) {
      add(lines, action.wallMillis(), "  hand   " + action.action());
    }
    for (GameScript.Outage outage : script.disconnects()) {
      add(lines, outage.startWallMillis(), "  LINK DOWN for " + outage.durationMillis() + " ms");
    }
    List<GameEvent> events =
        ReconstructionRun.run(
            script,
            profile,
            seed,
            TrackerConfig.defaults(),
            (at, message) -> add(lines, at, "    msg  " + describe(message, script)),
            (at, event) -> {
              if (!(event instanceof GameEvent.ClockUpdate)) {
                add(lines, at, "      EVENT " + event.toString().replace('\n', '/'));
              }
            });
    List<String> out = new ArrayList<>();
    out.add("moves " + script.game().moves());
    out.add("alerts staged " + script.alerts());
    out.add("differences " + Verdict.differences(script, events, ReconstructionRun.losses()));
    out.add("evidence lost on the line " + Verdict.unobservable(script, ReconstructionRun.losses()));
    out.add("clock messages cut at " + ReconstructionRun.losses().clockMessages());
    StringBuilder truth = new StringBuilder("clock after each ply");
    for (int i = 0; i < script.clockAfterPly().size(); i++) {
      GameScript.ClockReading r = script.clockAfterPly().get(i);
      truth.append(' ').append(i + 1).append('=').append(r.white().toMillis()).append('/').append(r.black().toMillis());
    }
    out.add(truth.toString());
    lines.forEach((at, list) -> list.forEach(l -> out.add(String.format("%9d %s", at, l))));
    Path path = Path.of("target", "reconstruction-trace.txt");
    Files.createDirectories(path.getParent());
    Files.write(path, out);
  }

  /** {@code START:MILLIS} replaces the script's staged outages with that one (a relay restart). */
  private static GameScript withOutage(GameScript script, String outage) {
    if (outage.isBlank()) {
      return script;
    }
    String[] parts = outage.split(":");
    return RestartSweepTest.withOutage(script, Long.parseLong(parts[0]), Long.parseLong(parts[1]));
  }

  private static void add(TreeMap<Long, List<String>> lines, long at, String line) {
    lines.computeIfAbsent(at, k -> new ArrayList<>()).add(line);
  }

  private static String describe(DgtMessage message, GameScript script) {
    if (message instanceof DgtMessage.FieldUpdate) {
      DgtMessage.FieldUpdate u = (DgtMessage.FieldUpdate) message;
      Square square = script.orientation().square(u.field());
      return "field " + square + " = "
          + PieceCode.fromCode(u.code()).flatMap(PieceCode::piece).map(Object::toString).orElse("empty");
    }
    if (message instanceof DgtMessage.BoardDump) {
      return "DUMP";
    }
    if (message instanceof DgtMessage.ClockData) {
      DgtMessage.ClockData c = (DgtMessage.ClockData) message;
      return "clock left " + c.left() + " right " + c.right() + " lever up " + c.status().leverUp();
    }
    return message.toString();
  }
}
