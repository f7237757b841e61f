package org.touchmove.hardware.reconstruction;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.touchmove.hardware.emulator.GameScript;
import org.touchmove.hardware.emulator.GameScriptBuilder;
import org.touchmove.hardware.emulator.HumanProfile;
import org.touchmove.hardware.emulator.ScriptedGame;
import org.touchmove.notation.PgnReadResult;
import org.touchmove.notation.PgnReader;
import org.touchmove.reconstruct.GameEvent;
import org.touchmove.reconstruct.TrackerConfig;

/**
 * Emulated games, played by every human profile, reconstructed by the tracker: moves, clock
 * readings to the second, results and alerts compared with what the emulator did.
 */
class ReconstructionTest {
  static final String GAME =
      "[White \"Kasparov\"]\n[Black \"Topalov\"]\n[Result \"1-0\"]\n[TimeControl \"5400+30\"]\n\n"
          + "1. e4 {[%clk 1:30:20]} d6 {[%clk 1:30:25]} 2. d4 {[%clk 1:30:40]} Nf6 {[%clk 1:30:50]}"
          + " 3. Nc3 g6 4. Be3 Bg7 5. Qd2 c6 6. f3 b5 7. Nge2 Nbd7 8. Bh6 Bxh6 9. Qxh6 Bb7"
          + " 10. a3 e5 11. O-O-O Qe7 12. Kb1 a6 13. Nc1 O-O-O 14. Nb3 exd4 15. Rxd4 c5"
          + " 16. Rd1 Nb6 17. g3 Kb8 18. Na5 Ba8 19. Bh3 d5 20. Qf4+ Ka7 21. Rhe1 d4"
          + " 22. Nd5 Nbxd5 1-0\n";

  static final String SPECIAL =
      "[Result \"*\"]\n\n1. e4 Nf6 2. e5 d5 3. exd6 Qxd6 4. Nf3 Bg4 5. Be2 Nc6 6. O-O O-O-O"
          + " 7. d4 e5 8. dxe5 Qxd1 9. Rxd1 Rxd1+ 10. Bxd1 Nxe5 11. Nxe5 Bxd1 12. Nxf7 Bxc2"
          + " 13. Nxh8 Bf5 14. Bg5 Kd7 15. Bxf6 gxf6 16. Nf7 Ke7 17. Nd8 Kxd8 18. Na3 Bxa3"
          + " 19. bxa3 b5 20. Kf1 b4 21. axb4 a5 22. bxa5 c5 23. a6 c4 24. a7 c3 25. a8=N c2"
          + " 26. Nb6 c1=R+ 27. Ke2 *\n";

  static final String MATE = "[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n";

  /** Profiles whose noise leaves every move on the board for the scan to see. */
  private static final List<String> TIDY = List.of("clean", "careful", "club", "clumsy", "irregular");
  /**
   * Profiles that can destroy evidence: a Bluetooth scan missing a piece captured within half a
   * second, a lost update of the very lift that showed the rook was touched first.
   */
  private static final List<String> LOSSY = List.of("blitz", "link-trouble", "all");

  static ScriptedGame game(String pgn) {
    return ScriptedGame.of(((PgnReadResult.Read) PgnReader.mainLineOnly().read(pgn).get(0)).game());
  }

  static List<String> differences(ScriptedGame game, String profileName, long seed) {
    HumanProfile profile = HumanProfile.named(profileName).orElseThrow();
    GameScript script = GameScriptBuilder.build(game, profile, seed, 30);
    List<GameEvent> events = ReconstructionRun.run(script, profile, seed, TrackerConfig.defaults());
    return Verdict.differences(script, events, ReconstructionRun.losses());
  }

  @TestFactory
  List<DynamicTest> tidyProfilesAreReconstructedExactly() {
    List<DynamicTest> tests = new ArrayList<>();
    for (String pgn : List.of(GAME, SPECIAL, MATE)) {
      ScriptedGame game = game(pgn);
      for (String name : TIDY) {
        for (long seed = 1; seed <= 3; seed++) {
          long s = seed;
          tests.add(
              DynamicTest.dynamicTest(
                  name + " seed " + seed + " (" + game.moves().size() + " plies)",
                  () ->
                      assertThat(differences(game, name, s))
                          .as("%s seed %d, %d plies", name, s, game.moves().size())
                          .isEmpty()));
        }
      }
    }
    return tests;
  }

  @Test
  void lossyProfilesAreReconstructedExactlyAlmostAlways() {
    List<String> failures = new ArrayList<>();
    int runs = 0;
    for (String pgn : List.of(GAME, SPECIAL, MATE)) {
      ScriptedGame game = game(pgn);
      for (String name : LOSSY) {
        for (long seed = 1; seed <= 5; seed++) {
          runs++;
          List<String> problems = differences(game, name, seed);
          if (!problems.isEmpty()) {
            failures.add(name + " seed " + seed + " (" + game.moves().size() + " plies): " + problems);
          }
        }
      }
    }
    // 45 runs; 41 exact when this was written (36 before hand evidence, 2026-11-24). The losses and their causes are listed in
    // docs/reconstruction.md; this bound keeps them from growing.
    assertThat(failures).as("inexact reconstructions out of %d", runs).hasSizeLessThanOrEqualTo(4);
  }
}
