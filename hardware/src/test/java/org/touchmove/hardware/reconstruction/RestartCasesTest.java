package org.touchmove.hardware.reconstruction;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.touchmove.hardware.emulator.BundledGames;
import org.touchmove.hardware.emulator.GameScript;
import org.touchmove.hardware.emulator.GameScriptBuilder;
import org.touchmove.hardware.emulator.HumanProfile;
import org.touchmove.reconstruct.GameEvent;
import org.touchmove.reconstruct.TrackerConfig;

/**
 * Link cuts {@link RestartSweepTest} found read wrongly, each pinned exact: a bundled London game
 * (1: Aronian-Topalov, 2: Nakamura-Vachier-Lagrave) by club players at 30 times real speed, the
 * link down for a while from the given moment (a relay restarted, a cable pulled).
 */
class RestartCasesTest {

  @ParameterizedTest(name = "game {0}, cut at {1} ms for {2} ms: {3}")
  @CsvSource({
    // Before the clock was started: no running clock's silence shows the gap, the transport's
    // word does; e4 c5 Nf3 are one order only with the log (EE_BEGINPOS marks where it began).
    "2, 3000, 8000, line cut before the clock started",
    "2, 2000, 15000, line cut before the clock started and eight plies in it",
    // Black's Nd7 in the hand as the line came back: a move begun, not four moves missed.
    "2, 123500, 3000, only a piece of the side on move lifted",
    "2, 206500, 3000, only a piece of the side on move lifted",
    // Nc5 made before the cut, pressed in it: the dump shows the board as it was, and is the
    // gap's dump all the same (Bg2 lifted 9 s later was read as four moves).
    "1, 372000, 3000, a gap that hid nothing but a press",
    // Nc3 c5 g3 Bg7 in the gap, Bf1 lifted as the log was asked for: the log ends on a lift.
    "1, 14000, 8000, the log ends on the next move's piece lifted",
    // d4, then O-O begun with the king as the line came back: the rook lands next.
    "1, 41000, 3000, a castling half made as the line came back",
    // White's e4 pawn adjusted as the line came back (not Qxe4 Kh1 Qc4 Kg1 in eight orders).
    "1, 368500, 3000, only a piece of the side not on move lifted",
    // a4 Nxa4 Rxd5 in the gap: not Rxd5 Na4 with the a5 pawn in the hand (the log tells).
    "1, 491000, 15000, a reading in the hand a move short of the truth",
    // Qxe4 Qxe4 Nxe4, then Rb5xb3 begun (rook and knight up) as the line came back.
    "1, 698500, 8000, a capture begun as the log was asked for",
    // Qxe4 Nxe4 and Rxb3 begun; the log, late, read to the dump and on from there (Rxb3 gxh4),
    // not Rxc5 Nxc5 Qxe4 Nxe4, the shortest exact reading, which the log does not show.
    "1, 703500, 3000, the log came after the players had gone on",
    // axb2 made before the cut, Bxb2 Rg5 Qxd6+ Kg8 in it, read from the log: the lever syncs
    // them when they are read, not the clock's first message before that (axb2 alone).
    "2, 483000, 8000, the lever synced when the gap's log is read",
    // White adjusts the c4 bishop for 55 ms after pressing, the burst behind the log puts a
    // clock tick between the lift and the put-back: no touch a second long (4.3.2) for Black.
    "1, 430000, 15000, a touch across a tick in the burst",
    // Qb4 set down on b6 as the line fell, gone on to b7 in the gap (Qb7 Bc4): the made Qb6 is no
    // move kept, the log tells the slide's end (not Qb6 Bc4 Qb7, which leaves the same board).
    "1, 443000, 8000, a slide cut by the line",
    "1, 443000, 15000, a slide cut by the line, the next move made in the gap too",
    // Nf3 pressed and d6 pressed in the gap, O-O's press heard after the clock's first word
    // since: O-O's, not Nf3's (which was completed with O-O's readings).
    "1, 26000, 8000, a press after the clock's first word is no press before the gap",
    // b5 pressed, a3, bxc4 pressed in the gap: the first word's press is bxc4's, not b5's (whose
    // readings it was given: Black's face after bxc4).
    "1, 231000, 15000, the gap's press is its player's last",
    // The same where the dump reads a move short (Bxc5 with Black's rook lifting the bishop):
    // the press stays for Bxc5, Nd2 completes without readings.
    "1, 416000, 15000, the gap's press kept for the move the dump reads short",
    // Bg7 Bg2 Nc6 Nf3 d6 in the gap and O-O begun king first: the log, ending on the king put
    // down on g1, reads to it (before, no reading: an illegal move and A.4.2).
    "1, 19000, 15000, the log ends on a castling begun king first",
    // Qa4 and e4's pawn heard lifted, the line down, Qxe4 Qxe4 Nxe4 Rxb3 gxh4 Bh6 in it: the
    // queen's landing on e4 is in no record (Black's queen took it at once), the log reads on.
    "1, 702000, 15000, the gap's first capture overwritten in the log",
  })
  void readExactly(int game, long cutAt, long millis, String what) {
    HumanProfile club = HumanProfile.named("club").orElseThrow();
    GameScript script =
        RestartSweepTest.withOutage(
            GameScriptBuilder.build(BundledGames.all().get(game - 1), club, 1, 30), cutAt, millis);

    List<GameEvent> events = ReconstructionRun.run(script, club, 1, TrackerConfig.defaults());

    assertThat(Verdict.differences(script, events, ReconstructionRun.losses())).as(what).isEmpty();
  }
}
