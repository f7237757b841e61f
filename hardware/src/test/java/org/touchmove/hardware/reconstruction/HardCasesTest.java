package org.touchmove.hardware.reconstruction;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.touchmove.Corpus;
import org.touchmove.hardware.emulator.GameScript;
import org.touchmove.hardware.emulator.GameScriptBuilder;
import org.touchmove.hardware.emulator.HumanProfile;
import org.touchmove.hardware.emulator.ScriptedGame;
import org.touchmove.notation.PgnReadResult;
import org.touchmove.notation.PgnReader;
import org.touchmove.reconstruct.GameEvent;
import org.touchmove.reconstruct.TrackerConfig;

/**
 * Corpus runs that once went wrong, each for a reason docs/reconstruction.md names, replayed
 * exactly (the emulator is seeded): the whole game must come out right — moves, clock readings,
 * result and alerts. A case is a corpus game, a human profile and a seed; what the players do at
 * the hard moment is in the comment. Found with {@link ReconstructionTraceTest}.
 */
class HardCasesTest {

  static Stream<Arguments> cases() {
    return Stream.of(
        // Bluetooth scan: c4xd5 then White lifts e4 for the next move before Black presses; two
        // white pawns could have taken on d5, the one lifted after the landing did not.
        hard("twic1599_excerpt.pgn", 130, "blitz", 1, "a piece cannot land before it leaves"),
        // Qc3 slides to c6 and is pressed before the scan reaches c4 again.
        hard("twic1599_excerpt.pgn", 330, "blitz", 1, "a slide's passed square is not the move"),
        // Rc4 pressed, Black answers Nb4 and White lifts the rook before the scan settles.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 152, "irregular", 1, "reply on the board"),
        // f7-f5 taken en passant within one Bluetooth scan: f5 is never reported.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 396, "blitz", 1, "double step taken at once"),
        // Bf8 in the hand, the b2 pawn knocked to a3: not Bf8xa3 bxa3.
        hard("twic1599_excerpt.pgn", 570, "irregular", 1, "knocked piece, not an exchange"),
        // Rb1 knocked back to a1 and put right: not a take-back.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 193, "irregular", 1, "earlier position"),
        // d6 pressed while White already holds the pawn, and Black knocks h7 to g6.
        hard("twic1599_excerpt.pgn", 530, "irregular", 1, "move taken up by the opponent"),
        // Nd2-b3 knocked on to c4: reads as Nd2-c4 from before Nb3, but nothing was put back.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 41, "irregular", 1, "nothing put back"),
        // The landing of Rd4-c4 lost on the line; Nb4 after it would read as Rb4 Nxb4.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 152, "link-trouble", 1, "dump at the press"),
        // A lost clock message hides Black's press and White's press brings the lever back.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 71, "link-trouble", 1, "hidden press"),
        // The dump after a disconnect is read at once: Black is already moving again.
        hard("twic1599_excerpt.pgn", 850, "link-trouble", 1, "dump after a gap"),
        // The result gesture's king placements both lost: a dump checks a stale board.
        hard("twic1599_excerpt.pgn", 610, "link-trouble", 1, "stale board checked"),
        // Kd4 put beside Kd5, then Kd5-e5: 0-1, not the draw shown for an instant.
        hard("twic1599_excerpt.pgn", 510, "club", 1, "gesture held"),
        // hxg8 promoted and captured within one scan: the piece nobody saw is a queen.
        hard("twic1599_excerpt.pgn", 240, "blitz", 2, "unseen promotion"),
        // White presses without a move; Black's press puts the lever back.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 21, "irregular", 2, "lever put back"),
        // Qxb2 pressed, Qf2, Black lifts his queen again before White presses.
        hard("twic1599_excerpt.pgn", 971, "club", 2, "piece taken up to move on"),
        // White's rook lifted by Black from f1, Black's rook sliding f7-f1 past f5 and f3.
        hard("twic1599_excerpt.pgn", 940, "club", 1, "lifted before the last move landed"),
        // A time scramble the score survived (600+0, a second left for 50 moves).
        hard("lichess_db_2025-05_excerpt_clk.pgn", 426, "clean", 1, "hands keep time"),
        // Nfd7 read first with the b8 lift lost; the dump shows Nbd7: no 4.7.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 263, "blitz", 1, "read again is no change"),
        // cxd4 captured by replacement and at once recaptured: the d4 lift is the capture, no touch.
        hard("twic1599_excerpt.pgn", 410, "all", 1, "capture's lift is no touch"),
        // The a6 pawn knocked to a5 and put back 8 s later: displaced (7.4), not touched (4.3.2).
        hard("lichess_db_2025-05_excerpt_clk.pgn", 31, "irregular", 2, "knocked is not touched"),
        // Qxg4# pressed 3.2 s after it landed (a late press): the last reading is the press's.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 122, "club", 1, "mate waits for a late press"),
        // Black resigns with 6 s left and shows it with the kings: the clock is stopped first.
        hard("london_chess_classic_2016_livechess_clk.pgn", 17, "careful", 1, "no flag after resigning"),
        // O-O pressed, then the king adjusted on g8: a lift after the press changes nothing (4.7).
        hard("lichess_db_2025-05_excerpt_clk.pgn", 118, "clumsy", 1, "adjusted after the press"),
        // Nfd7 read again as Nbd7 once Bxf6 showed which knight went: no 4.7.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 73, "clumsy", 1, "which knight, not a change"),
        // d4 pressed though the scan never saw it land (taken by exd4 at once); Black then hovers
        // over e5: Black's touch, not White's (4.3.2).
        hard("twic1599_excerpt.pgn", 420, "club", 3, "touch after the press is the opponent's"),
        // Nxc2+ pressed as shown; the queen slides f2-e2-d2 to take it: not Ne2 Qxe2.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 21, "club", 2, "pressed move not rewritten"),
        // Rc2 and Ra1 each pressed as shown, the c2 rook lifted again: not Ra1 Rxa1.
        hard("twic1599_excerpt.pgn", 830, "club", 2, "pressed position, piece in hand"),
        // Rf8 then Kg8 (4.4.2) with White's a1 rook already lifted: the castling completes Rf8.
        hard("london_chess_classic_2016_livechess_clk.pgn", 44, "irregular", 1, "rest of a castling"),
        // The c4 pawn knocked to b5, the scan reporting b5 before c4; put back 7 s later: no 4.3.2.
        hard("twic1599_excerpt.pgn", 450, "irregular", 2, "knocked, landing seen first"),
        // b4 Qxb4 unseen (link down), garbage first when it came back: the dump is still the gap's.
        hard("chess960_mainz2009_rapid_wch.pgn", 20, "link-trouble", 3, "garbage before the gap's dump"),
        // Nxe4 d4 unseen, the knight lifted again as the link came back: one piece in hand.
        hard("linares_2002.pgn", 8, "all", 2, "gap: a moved piece in hand"),
        // Bxb4 made before the gap, its press lost; Bxg7 Rg8 in the gap, the bishop in hand.
        hard("tata_steel_2017_livechess_clk.pgn", 40, "link-trouble", 1, "gap: moves made before it"),
        // Qe5 and Qd2 pressed in the gap, then Rd7 pressed: White's face stopped before the gap
        // is stale, the message at the press is the reading.
        hard("twic1599_excerpt.pgn", 320, "link-trouble", 1, "gap: the opponent pressed in it"),
        // Nb8-b6 (illegal) pressed, b6's update lost: not Nd7 Qd1 Nb6 Qa4 with a4 never touched.
        hard("twic1599_excerpt.pgn", 690, "all", 1, "missed moves need lost updates"),
        // Rh7-f6 pressed, the dump asked for at the press answered in the same millisecond: 7.5.1.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 253, "all", 2, "a dump at the press is asked again"),
        // Nd3 from e5, then Re1-e8 sliding over e5: e5 showed knight, rook, empty. The knight
        // left when the rook came, not when the rook left: Nd3 Rxe8 is no landing before leaving.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 436, "irregular", 2, "a slide over the square just left"),
        // Nxe8+ seen landing, pressed, taken up by the rook sliding e5-e6-e8: the board with the
        // rook on e6 is not Ne6 Rxe6 (the knight never seen on e6); it settles on Nxe8+ Rxe8.
        hard("twic1599_excerpt.pgn", 690, "club", 2, "a seen landing is not rewritten in motion"),
        // Rd4-c4 pressed; Nb4, not yet pressed, and White lifts the c4 rook for the next move:
        // not Rd4-b4 Nxb4 (a slide carried on must be seen where it ended).
        hard("lichess_db_2025-05_excerpt_clk.pgn", 152, "club", 2, "pressed move, reply not yet pressed"),
        // h7-h6-h5 sliding, read as h6 while it passed; then Ne2: h5 Ne2, not h6 Ne2 h5.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 109, "club", 1, "a passed square is no move of its own"),
        // Bf8 sliding to c5 read as Be7, then Bc4: Bc5 Bc4, not Be7 Be2 Bc5.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 14, "club", 1, "the shortest reading beats the made move"),
        // Nf1 seen landing, taken up at once by the bishop sliding b5-e2-f1: not Ne2 Bxe2.
        hard("twic1599_excerpt.pgn", 634, "club", 1, "a seen landing elsewhere, taken up by a slide"),
        // Bluetooth scan: Be3 pressed before e3 was scanned, Black's bishop sliding d4-c3-b2: the
        // reply on c3 does not settle a press whose landing the scan never saw (not Bc3 Bxc3).
        hard("twic1599_excerpt.pgn", 36, "blitz", 2, "a reply settles only a landing seen"),
        // Gap: c4 dxc4, the e2 bishop lifted to take back. Bc4 dxc4 with the c2 pawn lifted fits
        // the dump as well: no guess, the board settles on c4 dxc4 Bxc4.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 176, "link-trouble", 1, "gap: two readings in hand, wait"),
        // Gap: h8=Q Kxg8, the king lifted: =Q, =R, =B, =N fit alike; an unseen promotion is a queen.
        hard("twic1599_excerpt.pgn", 240, "link-trouble", 1, "gap: an unseen promotion is a queen"),
        // Gap: several orders fit the dump; the board's EEPROM log has the order (its 8 s
        // transfer queues the next moves behind it, which then come at line speed).
        hard("final_masters_2011.pgn", 2, "link-trouble", 2, "gap: the board's log orders the moves"),
        // Gap: Bd6 Ra3 (d4 touched) Rh7 Ra6; the log overwrote d4's lift with its put-back, a
        // record that changes nothing: the gap is found by the updates heard before it.
        hard("final_masters_2011.pgn", 7, "link-trouble", 2, "gap: a log with overwritten records"),
        // Gap: g7-f8=? Kxf8; h8's emptying before the gap was lost on the line, so the log has a
        // record between the last two updates heard. The log shows the queen.
        hard("final_masters_2011.pgn", 30, "link-trouble", 2, "gap: a lost update inside the log's match"),
        // Gap: Kh1 Re3 Kg2; Rf3-e3 within one scan is logged e3 first, then f3.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 118, "link-trouble", 2, "gap: a landing logged before its lift"),
        // Gap: Qb6 a5 Qb5; eight pieces could go and come back, more than the candidates kept:
        // the search is made again with the log choosing.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 201, "link-trouble", 3, "gap: the log's order beyond the cap"),
        // Rxa1+ pressed (the rook slid a6-a2-a1); White's rook slides b6-b2-b1: b2 is no legal
        // reply to the check, and Ra2 Rb2 Rxa1 would have Black leave a2 before White landed.
        hard("twic1599_excerpt.pgn", 230, "club", 2, "no reply before the move it answers"),
        // Rxd8+ sliding past d2 pressed; Rxd8 answers: not Rd2 Re8 Rxd8 (d2 left long before).
        hard("twic1599_excerpt.pgn", 514, "club", 2, "a slide's pass answered by nobody"),
        // Rg8xg3 Re3xg3 Rg2xg3, each rook taken within one scan: g8 emptied before e3, g2 after,
        // so not Rg2xg3 first; the black rook seen on g3 is the last one's.
        hard("twic1599_excerpt.pgn", 468, "blitz", 2, "three captures on one square"),
        // Ba4-c2's landing lost on the line, seen in a dump after Nf6: its time is a bound only.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 376, "link-trouble", 1, "a landing seen in a dump"),
        // Bd3 Bxd3 (each taken at once) then Qxd3 by replacement, Black's knight already lifted:
        // not Qd3 with both bishops in the hands as well.
        hard("twic1599_excerpt.pgn", 46, "blitz", 1, "fewer pieces in the hand"),
        // cxd5 exd5 at blitz speed, then Bg5 with the next piece lifted: the exchange stands.
        hard("twic1599_excerpt.pgn", 137, "blitz", 1, "an exchange at blitz speed"),
        // Bluetooth scan: Nxb7 taken at once, the queen sliding f7-d7-b7 to do it. Nd7+ Qxd7
        // would have Black hold the b7 pawn from before White's move through his own.
        hard("twic1599_excerpt.pgn", 176, "blitz", 3, "no piece held through the last move"),
        // The h1 rook knocked to g1 after the move: displaced (7.4), not a rook in the hand.
        hard("twic1599_excerpt.pgn", 480, "irregular", 1, "knocked, not held"),
        // Qf8 taken at once by the queen sliding a8-d8-f8, the c5 bishop lifted to take back:
        // Qf8 Qxf8 with the bishop in hand, not Qd8 Qxd8 Bf8 Qxf8 (three landings never seen).
        hard("twic1599_excerpt.pgn", 1059, "blitz", 1, "fewer unseen landings"),
        // d5-d4 taken at once by exd4, the c6 knight lifted to take back: not Nd4 exd4 with the
        // d5 pawn held by Black from before White's move.
        hard("twic1599_excerpt.pgn", 260, "blitz", 1, "no piece held through the opponent's move"),
        // Rc8 sliding c7-c6 pressed as the scan passed c7, Black already answering e5.
        hard("twic1599_excerpt.pgn", 320, "blitz", 2, "a slide's landing seen after the press"),
        // d5 cxd5 Nxd5, each capture taken at once, White's d2 pawn lifted before Black presses:
        // three moves and a piece in the hand, two presses waiting.
        hard("twic1599_excerpt.pgn", 7, "blitz", 1, "two presses, three moves, one piece held"),
        // Qb5 reported 50 ms after its press, then lifted again to slide to e5: pressed as shown,
        // so Nd4 with the queen in hand is not read as Qd4 Nxd4.
        hard("twic1599_excerpt.pgn", 27, "blitz", 2, "a landing reported just after its press"),
        // b2 touched, then exd5 taken at once: the white pawn seen on d5 two moves before did not
        // land this move, so the touch is White's (4.3.1).
        hard("lichess_db_2025-05_excerpt_clk.pgn", 119, "irregular", 1, "an old landing is not this move's"),
        // Rh3 pressed with the d5 pawn already in Black's hand, knocked to h4 seconds later and
        // put back: displaced (7.4), not Rh4.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 396, "irregular", 2, "knocked after the press"),
        // The b5 pawn touched, then taken en passant: it was captured, no 4.3.2 (the emulator
        // once staged one).
        hard("london_chess_classic_2016_livechess_clk.pgn", 22, "irregular", 3, "touched, then taken e.p."),
        // Ra3# made with White's display at 0:00:00, the flag message a second later: mate first.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 198, "clumsy", 1, "mate before the flag message"),
        // Kd6-e5 (illegal) next to Kd4 and pressed: a move on the centre squares, not a gesture.
        hard("twic1599_excerpt.pgn", 132, "irregular", 2, "kings in the centre and a press"),
        // The emulator's players keep time for their irregularities too: no flag the score lacks.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 36, "irregular", 1, "time kept for the noise"),
        // f7 sliding f6-f5, f5 taken up at once: the press waits for the board, and exf5 shows
        // the double step (f6 was only passed).
        hard("twic1599_excerpt.pgn", 8, "clumsy", 2, "a passed square is not the move taken up"),
        // Qxc4+ pressed as shown, the c8 rook sliding c7-c4 to take it: not Qd3 Rc7 Qxc4+.
        hard("twic1599_excerpt.pgn", 433, "blitz", 2, "a pressed move is not rewritten in motion"),
        // Rd8 sliding to d1 read as Rd4, the d1 landing's update lost: the dump corrects it.
        hard("twic1599_excerpt.pgn", 350, "link-trouble", 1, "a dump corrects a pressed reading"),
        // dxc7 pressed (the press waiting on a garbled line), then the kings to e4 and d5: the
        // move is completed before the gesture ends the game, not retracted with it.
        hard("final_masters_2011.pgn", 30, "link-trouble", 1, "pressed, then the gesture"),
        // Ba5 pressed, the press's own message lost (the next tick shows the lever): the press
        // may have come before the king left for the gesture, so it completes Ba5.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 102, "link-trouble", 1, "press message lost, then the gesture"),
        // Rd6# first seen in the dump the press asked for, 5 ms after the press (its landing's
        // update lost): on the board at the press, so the press completes it and the mate stands.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 244, "link-trouble", 1, "landing found by the press's dump"),
        // The result gesture's Kf5-e5 landing lost, the only dump taken before the scan reached
        // e5: a later dump must confirm the king gone before 7.4 is raised; it shows the gesture.
        hard("final_masters_2011.pgn", 10, "link-trouble", 2, "7.4 waits for a dump a scan later"),
        // Ng2 (the h4 lift lost) and then the line down for 4 s: a silent line confirms no
        // displacement; the gap's dump shows the knight's move.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 197, "link-trouble", 2, "no 7.4 on a silent line"),
        // Re2-a2 (its press lost) lands where the rook stood six plies ago, then b5 is knocked to
        // b6: 7.4, not a take-back to ply 72 with b6 played from there.
        hard("twic1599_excerpt.pgn", 780, "all", 1, "a move's own landing is not a piece put back"),
        // Nc3 lifted and Black's press seen, then the line down over b1's landing, Ne2 and Na3:
        // the press before the gap completes Nb1 with its readings, not Na3.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 227, "link-trouble", 1, "a press before the gap is the first move's"),
        // Bg4 lifted unseen in the gap, Black's press after it: not Bg4's press (Bh5's).
        hard("lichess_db_2025-05_excerpt_clk.pgn", 203, "link-trouble", 1, "a press after the gap is not the first move's"),
        // The gap's dump caught the bishop sliding f1-e2-d3 on e2: Be2 is made, not released,
        // so Bd3 is no changed move (4.7).
        hard("lichess_db_2025-05_excerpt_clk.pgn", 120, "link-trouble", 3, "a gap's dump shows no released move"),
        // The board read again when the log request gave up, after 8 s of silence: the queen
        // seen on d4 (sliding to d5) was never heard at rest, so Qxd5 is no 4.7.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 421, "link-trouble", 3, "a silent line is no board at rest"),
        // A cut clock message completed by noise reads 0:29:41 with the lever flipped; the real
        // message behind it shows the clock as it was: no press, no 7.8.1.
        hard("twic1599_excerpt.pgn", 44, "link-trouble", 2, "a clock frame made of noise"),
        // Bb5 Nd7 with both presses hidden, then c3 made before the next tick: the hidden press
        // completes Bb5, not c3 (which Black has not answered).
        hard("final_masters_2011.pgn", 5, "link-trouble", 2, "a hidden press is not for an unanswered move"),
        // The message ending a gap carries White's press: it completes Qf3, the gap's last move,
        // with its readings (it was queued after the gap's moves were completed without it).
        hard("lichess_db_2025-05_excerpt_clk.pgn", 215, "link-trouble", 3, "the press that ends a gap"),
        // The line down again while the board sends its log: Rg3 and Rh4+ pressed unseen. In the
        // burst behind the log the next tick shows both faces run (a hidden press): the black face
        // has run since White's press for an unknown time, so Rh4+ has no readings, not wrong ones.
        open("lichess_db_2025-05_excerpt_clk.pgn", 166, "link-trouble", 2, "a hidden press in the log's burst"),
        // Nxd1 pressed in an outage whose silence the log transfer covered: its press message
        // was lost, so it has no readings (the oracle dates burst messages from the request).
        hard("lichess_db_2025-05_excerpt_clk.pgn", 341, "link-trouble", 2, "a press lost behind the log"),
        // Black presses without a move, the message cut (the next tick shows the lever a second
        // late); White puts the lever back 57 ms later and Black begins O-O 0.2 s after that. The
        // lever put back judges Black's press at once: 7.8.1 for Black (lost with its message),
        // and O-O takes Black's next press with its readings.
        hard("twic1599_excerpt.pgn", 501, "all", 3, "a press without a move, the lever put back"),
        // Qb5-b3 and Na5 in a gap, the queen lifted again for Qc3: the dump reads exactly as
        // Qa5 Nxa5. The board's log (a6, flickering before the gap, one run in it) says Qb3.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 247, "link-trouble", 2, "gap: the log tells a held piece from a capture"),
        // Rd1 and Nc3+ in a gap with the rook lifted again: not Rc3 Nxc3.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 227, "link-trouble", 3, "gap: a held rook, not a rook taken"),
        // The c8 rook knocked to c7 and put back four seconds later, both queued behind the
        // board's log: in the burst they come 60 ms apart, but four clock ticks lie between them.
        hard("final_masters_2011.pgn", 1, "all", 1, "a knock seen in the log's burst"),
        // Nd7-b5 (illegal) pressed, the knight put back on d7 four seconds later, all in the burst
        // behind the log: the press is judged on its own board, 7.5.1 with its squares, and the
        // board read as restored (not a press without a move, nor an illegal move that stood).
        hard("twic1599_excerpt.pgn", 971, "all", 2, "an illegal move pressed in the log's burst"),
        // A gap's candidate reading with a mate in it set the wait for the mate's press; the
        // reading was replaced, and the wait, left set, completed e4 with the readings from
        // before the gap. It now completes a move only if the board still shows mate.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 96, "all", 3, "a mate read and dropped after a gap"),
        // (A press judged on a silent line, once tata_steel #82 link-trouble seed 1: since the
        // clock requests changed that run's noise it no longer stages it; LinkGapTest does.)
        // The tick ending a silence shows White's press of Bb5 while Black has lifted c8: the
        // press completes Bb5, and is not left to complete Bd7 a4 later (a false 7.8.1).
        hard("twic1599_excerpt.pgn", 600, "link-trouble", 2, "the reply begun when the press is seen"),
        // Ng2 from the gap's dump while the d4 queen is being taken: the press ending the gap is
        // Qxd4's, and Qd4+ Qxd4 cxd4 are read when the board shows them.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 197, "link-trouble", 2, "a press ending a gap with more moves in it"),
        // After a gap, "b8 empty" arrives for a square the tracker had empty: the queen that slid
        // there is being lifted on. Qb8+ Rd8 with the queen in hand, not Qd8+ Rxd8.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 40, "link-trouble", 1, "a square emptied that was never filled"),
        // Two clock messages cut by noise look like a gap; the dump shows nothing missed, and Nc6
        // lifted nine seconds later is a move begun, not four moves that took the knight away.
        hard("london_chess_classic_2016_livechess_clk.pgn", 20, "link-trouble", 3, "a gap that hid nothing"),
        // Clock messages lost while the board's updates came through: no link gap, so the order
        // the board reported stands (Bh4 g5 Bg3, not 8.4 between it and Bf4 g5 Bg3).
        hard("lichess_db_2025-05_excerpt_clk.pgn", 276, "link-trouble", 3, "clock messages lost, the board heard"),
        // Rxa6+ pressed, e6 lifted 0.4 s later, then the line down for 2.3 s (Kd7 g3 Kc7 in it):
        // the board's quiet was under the gap's 2.5 s, the clock's two lost seconds were not, and
        // the board's last word came before the first of them was due. A gap, read as one.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 108, "link-trouble", 1, "the line down before a clock tick was due"),
        // Rxb7 a5 in a gap, the rook lifted again for Rb6 as the line comes back: the one reading
        // with a piece in the hand, found although eight with two pieces lifted come first.
        hard("twic1599_excerpt.pgn", 62, "link-trouble", 3, "the one reading with one piece in hand"),
        // Rf6 Ng4 in a gap, "f6 empty" the first word as the line comes back, the rook in hand
        // for Rg6: lifted from f6, so Rf6 Ng4 (not Rg6 Ng4 with f6 a slide's late echo).
        hard("twic1599_excerpt.pgn", 139, "link-trouble", 2, "the lift heard as the line came back"),
        // Re7 seen standing, its press lost with the line; Re2 Rc7 in the gap: the made move is
        // kept and the gap read on from it, not Rc7 Re2 with Re7 taken back.
        hard("twic1599_excerpt.pgn", 780, "link-trouble", 3, "a made move kept across a gap"),
        // Rae8 Re4 in a gap, Re8-f8 as the line comes back: read as Raf8 Re4, until Black's press
        // on a board showing no move of Black's re-reads the gap with one move more; the log
        // chooses e8 among b8, c8, d8 and e8.
        hard("twic1599_excerpt.pgn", 349, "all", 1, "a press after the gap re-reads it"),
        // The same with Rb4 Bh5 Rb5 (not Rb5 Bh5 and a press without a move).
        hard("twic1599_excerpt.pgn", 491, "link-trouble", 1, "a press after the gap re-reads it, again"),
        // Qe7 Rf7 in a gap, Qe7-e8 as the line comes back: read as Qe8 Rf7, the lever completing
        // Qe8 before White's press is judged. Black's face ran in the gap, so Rf7 was no fast
        // reply before that press: the press re-reads the gap (Qe7 Rf7 Qe8, the log choosing).
        hard("twic1599_excerpt.pgn", 1019, "all", 1, "a press after the gap, the reply read last"),
        // Rh5 Kg8 in a gap, Rh5-h7 as the line comes back: read as Rh7 Kg8. White presses, and
        // Black lifts f7 half a second later, before the press is judged: the press is judged on
        // the board it was made on (no move of White's: the gap re-read), and the log, which has
        // f7-f6 at its end, chooses h5 among h2 to h6.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 253, "link-trouble", 3, "the reply begun before the re-read"),
        // f2-f3 released, the pawn moved on to f4 (4.7) and taken up at once by Black for gxf3
        // en passant before White's press: f4 and gxf3 e.p., not f3 and gxf3.
        hard("twic1599_excerpt.pgn", 742, "irregular", 3, "a changed move taken up at once"),
        // Qa6 leaves White three seconds: the emulator staged a press without a move there,
        // whose five seconds flagged White in a scramble the score survived (6.9). No
        // irregularity is staged with less than 15 s left.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 36, "all", 2, "no staged noise in a scramble"),
        // Kg3 Nd5 in a gap, Black's press hidden in it; the lever sync leaves Nd5 made, and
        // White's flag falls a second later: Black had pressed, so Nd5 is completed before 0-1.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 146, "link-trouble", 1, "the opponent pressed before the flag"),
        // Re3-f5 illegal and pressed, the rook set back on e3 (that landing lost on the line,
        // the dump after it garbled), then Re8: the position put right, then a legal move.
        hard("twic1599_excerpt.pgn", 180, "all", 3, "restored unseen, then moved"),
        // Kf2 Ke4 in a gap, White's king lifted again as the line comes back: the dump shows the
        // black king on e4 and White's in the hand. Set down on f1, it reads Kf1 Ke4 (a reply
        // before the move it answers landed); White's press, with Black's face run in the gap,
        // re-reads it Kf2 Ke4 Kf1 (the log choosing between f2 and g2) on the board at the press,
        // Black's Ke4-e3 begun since put back.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 254, "link-trouble", 3, "a reply that stood before the landing"),
        // b2 and Kc2 pressed unseen in 2.49 s of silence, a hair short of the clock's gap: the
        // dump that changes the board after it is read as a gap's (not as b2 Kc2 Rc1, 7.5.1).
        hard("lichess_db_2025-05_excerpt_clk.pgn", 112, "link-trouble", 3, "a short gap ended by a changing dump"),
        // The same in 1.94 s: Nb4+ Ke4, and White lifts the knight half a second after the dump.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 329, "link-trouble", 2, "a shorter gap ended by a changing dump"),
        // Qh5+ Ke7 f6+ Ke6 in a 6 s outage, read Qh5... as f6 Ke6 Qh5 (the king's two steps one,
        // Qh5 left waiting for its press); Bh3 lands a second after the dump beside it, White's
        // clock running: read again with two moves more, Bh3 (set down after the dump) last.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 28, "link-trouble", 1, "a short reading, then a further move"),
        // Two outages in a row (3.1 s, then 3.6 s) hide Nc6 Bb2 d5 exd5 and Nxb4 lands as the line
        // comes back; the dump reads Nc6, and Kh1 pressed 2.5 s later fits nothing four moves
        // deep: read five on from Nc6 (Nxb4 and Kh1, landed after the dump, last), not 7.5.1.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 432, "link-trouble", 1, "five plies after two outages"),
        // Re8 Rb5 in a 2.7 s outage, White's rook lifted from e8 again as the line comes back:
        // the dump reads as Rb4 Rb3 Rb5 Rxb5 (exact; the one-in-hand readings are many). Rh8
        // pressed: read again from before the gap, Re8 Rb5 Rh8, not 7.5.1.
        hard("twic1599_excerpt.pgn", 433, "link-trouble", 1, "a wrong exact reading, read again at the press"),
        // An 11.6 s outage, the dump showing Kg1 Rf8; Black then moves the rook f8-d7 (an
        // illegal move, staged) and presses: Kg1 Rf7 Bd6 Rd7 reads the board at the press but not
        // the dump (the rook was on f8), so it stays a 7.5.1.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 135, "all", 1, "a re-reading must pass through the dump"),
        // Kg8 Qf7 Kh8 Qg6 in two outages (2.2 s, 3.5 s) and the king lifted from h8 again as the
        // line comes back: read as Kg8 Qg6 Kh8; Kg8 lands, then Ne4 pressed: six plies from before
        // the gap (Kg8 Qf7 Kh8 Qg6 Kg8 Ne4), the bounded search.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 70, "link-trouble", 1, "six plies after two outages"),
        // d4 pressed as the line goes down, then exd3 e.p. and Bf1-e2-d3: d2-d3 exd3 Bxd3 fits the
        // log too (d2's lift was heard before the gap), but only d4 explains the log's d4 change.
        hard("twic1599_excerpt.pgn", 381, "link-trouble", 1, "every square the log changed"),
        // h2-h4 with h2's emptying lost on the line (h4's heard), pressed, then an 18 s outage:
        // h6 and Qe4. The log's first board lacks the lost update, and h4 was begun before the
        // gap by its landing: the log tells h4 h6 Qe4 from Qe4 h6 h4, the press is h4's.
        hard("tata_steel_2017_livechess_clk.pgn", 21, "link-trouble", 2, "a landing heard before the gap"),
        // g4 heard, then fxg4 fxg4 in a 5 s outage: g4's landing is overwritten in the log by the
        // capture's lift; the gap starts there, not at the later g4 change two records on.
        hard("london_chess_classic_2016_livechess_clk.pgn", 34, "link-trouble", 3, "the gap's start in the log"),
        // O-O Be3 Ng4 Bf4 in two outages: O-O Bc1-f4 Ng4 leaves the same board and fitted the
        // log too, though the log has f4's landing after Ng4's lift and landing.
        hard("twic1599_excerpt.pgn", 359, "link-trouble", 3, "a reply inside a move is two moves"),
        // Qd4, Black's queen c6-b6-a6, and White's queen lifted again from d4 (for Qb2) as the
        // line comes back: the readings with one piece in hand are too many, the exact four-ply
        // ones (Qa3 Qb5 Qxa6 Qxa6) do not fit the log; the log chooses Qd4 Qa6, d4 in the hand.
        hard("twic1599_excerpt.pgn", 853, "all", 1, "the log chooses a reading with a piece in hand"),
        // b7 knocked to a8 and put back 3.2 s later; the dump after the knock came 713 ms after
        // it (too soon to confirm), the one asked for at 2.5 s was garbled on the line: 7.4 when
        // the pawn is put right.
        hard("twic1599_excerpt.pgn", 585, "all", 1, "a displacement put right, its confirmation garbled"),
        hard("linares_2002.pgn", 30, "all", 1, "a displacement put right, its confirmation garbled, again"),
        // Qd4 Qxd4 in a gap, Black's bishop sliding g7-f6-e5-d4 to take back as the line comes
        // back: the dump shows it on f6 (read Qf6 Qxf6 Bxf6), then it goes on to d4, which no
        // legal move explains: the gap is read again to that board, Qd4 Qxd4 Bxd4.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 399, "all", 2, "a slide the dump caught, gone on"),
        // O-O-O with the rook first, sliding a1-b1-d1 (b1's filling lost, its emptying heard):
        // a square a move slid over may be reported emptied.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 283, "all", 1, "a slide empties a square it passed"),
        // Qg4 is the fifth repetition: the game is over, and the pawn knocked afterwards is no
        // irregularity (the oracle no longer requires the staged 7.4).
        hard("twic1599_excerpt.pgn", 30, "all", 3, "a knock after the game ended"),
        // Nb1 lifted, put back unheard, lifted again for Nc3: a square that had a piece at the
        // start may have had it put back; only an empty one needs a move to fill it.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 190, "all", 1, "a piece put back unheard"),
        // b2-b4 seen on b4, the pawn taken up at once (axb3 e.p.), then axb3: a white pawn was
        // last put down on b3, but b2-b3 axb3 axb3 explains one landing, b2-b4 two.
        hard("twic1599_excerpt.pgn", 1016, "clumsy", 2, "each landing seen counts once"),
        // c8=Q taken at once by Bxc8, then Bxc8: the white bishop seen on c8 is the recapture's,
        // not evidence of c8=B (8.4 names the queen).
        hard("twic1599_excerpt.pgn", 44, "blitz", 1, "a recapture's landing is not the promotion's"),
        // The same with e1=Q Rxe1 Rxe1.
        hard("twic1599_excerpt.pgn", 27, "blitz", 1, "a recapture's landing, once more"),
        // Bxf6 with the g5 bishop lifted before Black pressed Nf6, Bxf6 at once, then Nxf6+: not
        // Nxf6+ Bxf6 with the bishop held since before Black's press.
        hard("tata_steel_2017_livechess_clk.pgn", 69, "blitz", 2, "held since before the opponent's press"),
        // Qh4 taken at once by Qxh4 (seen), Rf4, then the black queen lifted for Qg4 before
        // White presses: not Qf4 Qxf4+ Rxf4, which never puts the queen seen on h4 there.
        hard("twic1599_excerpt.pgn", 403, "blitz", 1, "a landing seen is explained"),
        // Qd8 sliding d7-d6-d5, pressed with d6 reported and d5 a scan after the press: Qd5,
        // not Qd6 then Nc3 Qd5.
        hard("twic1599_excerpt.pgn", 952, "blitz", 3, "a slide reported on after the press"),
        // Bxh3 taken at once by Black (unseen), White presses, Black knocks b5 to c5 while
        // thinking and puts it back, then Qxh3: not an illegal bishop move; the knock is 7.4
        // after White's move.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 157, "irregular", 1, "a knock after a press waiting"),
        // The same with Bf2-d4 taken at once and the g2 pawn knocked to f3.
        hard("tata_steel_2017_livechess_clk.pgn", 23, "irregular", 1, "a knock after a press waiting, again"),
        // Nf5 taken at once; Black holds the c2 bishop for five seconds, puts it back, then
        // slides it c2-d3-e4-f5: the press waited long, but the reply was still moving on e4.
        hard("twic1599_excerpt.pgn", 211, "clumsy", 2, "a reply read only once it stands"),
        // Qg5 Kd4 Qf4+, then the king set down on e3 (in check there) for a second on its way to
        // d3: not a take-back to three plies before and Qh4-f4+, the queen never touched.
        hard("twic1599_excerpt.pgn", 822, "clumsy", 3, "a take-back needs its new move seen"),
        // Rxg2 taken up at once; Black lifts the g4 rook (read as Rxg2), holds it for six
        // seconds and sets it back on g4 with White's rook still in his hand: not displaced.
        hard("twic1599_excerpt.pgn", 638, "blitz", 1, "a piece set back before its move"),
        // The same with hxg5 taken up at once and the h4 pawn lifted and set back.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 381, "irregular", 1, "a piece set back before its move, again"),
        // Ke4 for a draw, Black's king lifted from g7 and put on d4, both updates lost on the
        // line, then the clock stopped: the stop asks for a dump, which shows the gesture.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 20, "link-trouble", 2, "a stopped clock checks the board"),
        // Ke4 beside Kd5 (1-0 for an instant) while Black's king, lift and landing unreported,
        // already stood on d4: the dump that confirms a gesture shows the draw.
        hard("twic1599_excerpt.pgn", 739, "link-trouble", 1, "a gesture checked by a dump"),
        // b4 Na4 Nxe4 in a gap; the tick after it shows Black's press, White's face back where it
        // stood (the increment): the press came after Nxe4 was made, not b4's with its readings.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 134, "all", 3, "a fresh press after the presser's later move"),
        // h4 and Rc8-c4 pressed in a gap, White's Rc1 lifted to take on c4 when the line came
        // back: the lever is synced once Rc4 Rxc4 are read, and White's press completes Rxc4.
        hard("twic1599_excerpt.pgn", 513, "all", 1, "the lever synced when the board explains it"),
        // In the burst behind the log, Black's press of O-O is judged after White's rook has
        // landed on f1 (king second): the rook-first castling noted for White is kept (4.4.2).
        hard("lichess_db_2025-05_excerpt_clk.pgn", 126, "all", 3, "a rook-first castling outlives the opponent's completion"),
        // d5 taken up for four seconds and put back, reported 47 ms apart in the burst with four
        // clock ticks between: a touch (4.3.2).
        hard("lichess_db_2025-05_excerpt_clk.pgn", 219, "all", 3, "a touch in the burst timed by ticks"),
        // f3 touched and put back, b2-b4 with b3 reported before f3's return: the pawn on b3 was
        // the moved one passing, and f3 was touched (4.3.1).
        hard("tata_steel_2017_livechess_clk.pgn", 11, "all", 2, "a touch while the moved piece passes"),
        // Nb8-c7 (illegal, 7.5.1) taken back to b8, then Nfd7 ten seconds later: the knight's
        // trip to c7 and back is no touch of b8.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 169, "all", 1, "an illegal move taken back is no touch"),
        // Qe3-c3 set down for a second while g6's return was lost; the dump the unexplained board
        // asked for corrects g6 and is read at once: Qc3, then Qe5 before the press (4.7).
        hard("lichess_db_2025-05_excerpt_clk.pgn", 355, "all", 2, "a correcting dump read at once"),
        // In the burst, Qc1-f4 stood three clock ticks before it was changed to Qb2: released,
        // so 4.7.
        hard("twic1599_excerpt.pgn", 514, "all", 1, "a move released in the burst"),
        // Ne6 f5 in a gap, the e6 knight lifted again as the line comes back: the knight could
        // have gone to e6 or c6, so the board is explained, only not yet which way. No 7.4.
        hard("linares_2002.pgn", 12, "all", 1, "a gap's board held ambiguously is not displaced"),
        // Rde1 at rest, Black's hand on the e5 bishop to take it, White presses three seconds
        // later: judged at once, and the e1 rook knocked to f1 after it is 7.4, not Rf1.
        hard("twic1599_excerpt.pgn", 39, "all", 3, "a press on a board at rest"),
        // Ra8-d8-f8 pressed, d8's emptying lost, then the line down for 15 s: the press is
        // judged on the dump after the silence, not on two rooks from before it.
        hard("tata_steel_2017_livechess_clk.pgn", 22, "link-trouble", 1, "a press judged on the dump after a silence"),
        // f3 released, the pawn taken up again and put on f4 as White presses: the press waits
        // for the landing (the held piece is the move's own, not one the opponent is taking).
        hard("twic1599_excerpt.pgn", 26, "all", 1, "a press with the move's own piece in the hand waits"),
        // f2-f4 set down on g3 for a moment (that update lost, g3's emptying heard): a pawn's hand
        // may touch down beside its path, so f4 is legal, not 7.5.1.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 279, "all", 2, "a pawn set down beside its path"),
        // Nd7-c5, then the e6 knight lifted 274 ms after c5 was filled: both knights could have
        // gone, both readings fit alike; the one whose piece left before the landing is taken.
        hard("twic1599_excerpt.pgn", 766, "club", 1, "the piece that left before the landing"),
        // Rf2-f1, then Black's rook takes on b1 (lifted 265 ms after f1 filled): Rf1, not Rbf1.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 399, "club", 3, "the piece that left before the landing, again"),
        // Nf6 Nxf6+ exf6 c3 Bd6 in two outages, read from the dump after the second; Black's
        // press there shows White's face still at its time from before the gaps: White moved and
        // pressed in them, so Bd6 is recorded without readings, not with that time.
        hard("twic1599_excerpt.pgn", 473, "link-trouble", 2, "a press after a gap the opponent moved in"),
        // Nf6 Nxf6+ in a first outage, its dump held for the log (the two could end on f6 in
        // other ways), the line down again while the log was sent; exf6 c3 Bf5 in the second.
        // The first dump is read when the second's comes: the five from one dump are two orders.
        hard("twic1599_excerpt.pgn", 396, "link-trouble", 2, "a gap's dump held for a log the line lost"),
        // Qd6xe5 in the burst behind the log with d6's emptying lost, then d5-d6: the dump after
        // the burst agrees with it, but the pawn put on a square the queen still had tells.
        hard("twic1599_excerpt.pgn", 10, "link-trouble", 2, "a piece put on a square still occupied"),
        // Ne5 Rxe5 in an outage, the dump held for the log; noise bytes came 8 s later, just
        // ahead of the log: the log's transfer, not a second gap that forgets the request.
        hard("twic1599_excerpt.pgn", 444, "link-trouble", 2, "noise ahead of the log"),
        // Ke7-f6 in the burst with e7's emptying lost (and a8's of Ra8-f8), then Kf6-e7: the
        // king put back on a square the burst still gave him.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 167, "link-trouble", 2, "a piece back on a square it never left"),
        // Be3 and Bb6 in a short outage, both bishops in the hand at its dump (read Be3 Bxe3 at
        // first), then Bxb6: read again right, the board the record shows is no displacement.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 251, "all", 3, "a board read again is not displaced"),
        // Rb8 Bd6 in a first outage (the rook lifted again at its dump), Rb1 Ra7 Re1 Kd5 in a
        // second, Rd1 seen live: seven moves, more than any search from the board reaches; the
        // board's log, asked for once the board stood, shows them one by one (the king lifted
        // again by then).
        hard("twic1599_excerpt.pgn", 3, "link-trouble", 2, "seven moves read from the log"),
        // Rh7 Kg8 with the rook lifted again at the first outage's dump, Ra7 Rg1 Kh6 Kf8 in the
        // second: six moves from the log asked for at the second dump.
        hard("twic1599_excerpt.pgn", 1008, "link-trouble", 2, "six moves read from the log"),
        // Qf6 Qb7 in an outage, Qd8 heard landing and Black's press seen, then Bc7 Qc8 in the
        // next: the press, with its readings, is Qd8's, not Qc8's.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 311, "link-trouble", 2, "a press between two outages"),
        // In the burst behind the log a landing scanned just after its press is put a moment
        // after it, and a dump asked for there is answered after what the line sent first.
        hard("twic1599_excerpt.pgn", 244, "link-trouble", 1, "a landing behind its press in the burst"),
        // Nb6-c4 Nxc4 in an outage, the a5 knight's lift heard as the line came back: of the two
        // readings with a knight in the hand, the one holding the a5 knight (then Naxc4).
        hard("twic1599_excerpt.pgn", 185, "all", 1, "the piece in hand is the one heard lifted"),
        // Kg1 pressed just after Black put the lever back from a 7.8.1, the two messages but one
        // lost (the lever where it was): the king stood two seconds on g1 before the gesture
        // began, so Kg1 is played, completed without readings, not retracted with the gesture.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 425, "all", 2, "a move standing before the gesture"),
        // fxe4 in the burst behind the log with the pawn's landing lost: f5 emptied, then the
        // queen taken off e4; the landing goes just after e4's emptying, not after the burst.
        hard("twic1599_excerpt.pgn", 950, "link-trouble", 2, "a capture's landing lost in the burst"),
        // Bxc4 in the burst with the bishop's landing lost, later Bc4-e6: c4 emptied twice tells
        // of the filling between, by the piece that left e6 and had not landed.
        hard("twic1599_excerpt.pgn", 1067, "link-trouble", 2, "a square emptied twice"),
        // Nd7-e5 taken off at once by White (unseen), Black presses with the knight off the
        // board; White holds the f4 bishop for ten seconds (put back once), then Bxe5, taken at
        // once again (Bxe5): no 7.8.1 while the bishop that could have taken the knight is in
        // the air. The three presses complete Ne5 Bxe5 Bxe5.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 156, "blitz", 1, "a move taken as it landed"),
        // White's e5 pawn knocked to f6 while Black holds the f7 pawn: f5 exf6 e.p. to the board,
        // put right eight seconds later, nobody having pressed: a 7.4, not two moves taken back.
        hard("twic1599_excerpt.pgn", 505, "all", 3, "a knock read as a move and reply"),
        // Black's c2 rook knocked to d2 while White holds the e2 rook (Rd2 Rxd2), put back after
        // 7.5 s, then Rxc2 pressed: the same.
        hard("twic1599_excerpt.pgn", 652, "all", 2, "a knock read as a move and reply, replaced"),
        // In the burst behind the log, Rh3-h1 with h3's emptying lost, the burst beginning with
        // a black rook on d4 seen mid-slide before the gap: the emptying goes before the landing
        // on h1, the one a rook could make from h3, not after the burst (Rh1+ Rf1 read as an
        // illegal rook move).
        hard("twic1599_excerpt.pgn", 1078, "link-trouble", 3, "an emptying lost after a ghost"),
        // In the burst, Kxd1 with the king's landing on d1 lost, exf2, then Kd1-e2: the king took
        // on d1 as soon as it left e1, not a rook lifted off while the king was in the air (a
        // false 7.4 for the board between).
        hard("twic1599_excerpt.pgn", 168, "link-trouble", 1, "a capture's landing lost, moved on"),
        // Kg2 put on h4 (illegal, its update lost), then on g3, h1's rook taken off by Black's
        // hand before White presses (Qxh1 at once): no reading fills h4, reported emptied while
        // shown empty, so Kg3 with the rook in the hand is read without that rule, not a 7.5.1.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 228, "all", 2, "an illegal square's filling lost"),
        // f7-f6 seen on f6 and taken up at once, then exf6 Nxf6 in a 9.7 s outage: of the two
        // readings (f7-f5 exf6 e.p. leaves the same board) the one with the landing seen.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 131, "all", 3, "a gap's reading chosen by a landing seen"),
        // a2-a4 seen passing a3, a4 taken off by Black's b5 pawn at once (never scanned), White
        // presses: the move taken up is the one to where a black piece could take it.
        hard("twic1599_excerpt.pgn", 261, "all", 2, "a move taken up where it went on"),
        // Qg6 sliding f5-e4-d3 to take the queen, f5's emptying lost, the queen taken at once by
        // the king: the dump asked for at Black's press shows f5 empty, so Qf5 was not pressed
        // as shown, and Qxd3+ Kxd3 is read, not Qf5 and an illegal king move.
        hard("twic1599_excerpt.pgn", 768, "all", 2, "a press's board put right by its dump"),
        // Rf8-f7 taken off at once for Bxf7 (its landing lost), the d4 knight knocked to c3 and
        // back, the d5 bishop lifted at ten seconds: Black's press waits for the capture only
        // while the bishop is in the air, and is judged once Bxf7 stands (Rf7 Bxf7+ Kxf7 Re5).
        hard("lichess_db_2025-05_excerpt_clk.pgn", 274, "all", 2, "the capture landed, the press judged"),
        // The burst behind the log lost g3's and g8's emptyings (Nh5, Kh8), and the dump asked
        // for to check it came garbled: asked for once more, it puts both back.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 344, "link-trouble", 2, "the burst's check asked again"),
        // In the burst behind the log both halves of h4-h5 were lost; the burst has White's press
        // with no white piece put down since White's press before (after Black's Rh1): the move
        // goes before that press, not after the burst (a 7.8.1, then Black's d3 illegal).
        hard("twic1599_excerpt.pgn", 554, "link-trouble", 2, "a whole move lost before its press"),
        hard("twic1599_excerpt.pgn", 669, "link-trouble", 1, "a whole move lost before its press"),
        hard("lichess_db_2025-05_excerpt_clk.pgn", 123, "link-trouble", 2, "a whole move lost before its press"),
        // Black's Re6xe7 put down in place of the white rook, its update lost, then White's Ra7xe7
        // reported as a white rook on e7, where the host still had the one taken: the report
        // repeating the host's code tells that e7 was handled, so the exchange on it is possible
        // (not two rooks in the hand and four presses judged late).
        hard("twic1599_excerpt.pgn", 127, "link-trouble", 3, "a report repeating the host's piece"),
        // In the burst behind the log, Rh4-c4 sliding through g4 with g4's emptying lost: g4 is
        // scanned before h4, so g4 filled comes just before h4 emptied. That leaving is g4's, and
        // g4's lost emptying goes before c4 is filled, not after Black's Ke5 (two white rooks at
        // Black's press, a 7.5.1).
        hard("lichess_db_2025-05_excerpt_clk.pgn", 166, "link-trouble", 2, "a leaving scanned after its landing"),
        // In the burst, Qxh3 (the white bishop taken off h3), then Qd4-c3 with c3's filling lost
        // and Qc3-d4 scanned d4 first: c3 gets the queen, not the bishop taken (a 7.5.1).
        hard("lichess_db_2025-05_excerpt_clk.pgn", 387, "link-trouble", 2, "a piece taken is not in the air"),
        // In the burst, Rf8-e8 and c2-c4 with both fillings lost, then Black's a8 rook lifted live
        // for Rac8: e8 is the f8 rook's, which landed before White moved (Rae8 would leave the f8
        // rook in the hand and block Rc8).
        hard("twic1599_excerpt.pgn", 327, "link-trouble", 3, "a filling lost before the opponent moved"),
        // In the burst, Rb8xb2 with both halves lost, then Bxa7 and Rb2-b3: b2 emptied twice and
        // the dump shows b8 empty, so the b8 rook took on b2 before Black's press (not a 7.8.1 and
        // Rb8-b3).
        hard("twic1599_excerpt.pgn", 38, "link-trouble", 3, "a capture with both halves lost"),
        // Nxg3 hxg3 in an outage, read from its dump; a4 heard (a5's emptying lost, put right by
        // a dump); then Nc1 Qa5 Nd3 d5 in two outages: the log has seven records between g3's
        // knight and a4, so a4 alone, heard since the dump that showed the exchange, marks where
        // the gap began (not an 8.4 for four orders).
        hard("linares_2002.pgn", 38, "link-trouble", 3, "the updates heard since a changing dump"),
        // Bxg7 Bxf2+ Kxf2 in an outage (the bishop taken off f2 as it landed), its log lost with
        // the line, nothing heard before six more moves in a second: the log is replayed on the
        // board from before the first outage, as the updates heard left it, and Bxf2's landing is
        // read from the emptying that overwrote it.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 202, "all", 3, "a log read from before a lost one"),
        // Rh8 Nxg6 Kxg6 e5 f5 in two outages, the log asked for with exf6 e.p. half made (f6's
        // pawn down, f5's still there), f5 taken off a moment later: read on that board; Black's
        // press of f5, seen as the line came back, takes no Kf7 made after it.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 396, "link-trouble", 3, "en passant caught half made"),
        // Be8-b5 Nf1-g3 Bb5-e8 in one outage (eight readings, the log asked for), then 13 s of
        // silence from 254 ms later while Ng3-h1 and c5-c4 were played: the log was given up on
        // in the silence and an 8.4 reported. Now the tracker waits for the line, the second gap
        // runs on from the first, and the log asked for again reads all five moves.
        hard("tata_steel_2017_livechess_clk.pgn", 90, "link-trouble", 2, "a log waited for on a dead line"),
        // Kg1 Qd4 in a first outage (dump: the queen on d4, the king in the hand), Kg2 heard and
        // pressed, the log cut by a second outage (Qd5 Kxg3 Kh7): read from before the first as
        // Kxg3 Kh7, which never has the queen on d4; the log asked for again reads all six.
        hard("twic1599_excerpt.pgn", 146, "link-trouble", 2, "a run-on gap through the dump"),
        // Be5 Rb6 in a first outage (dump: the rook on b6, the bishop in the hand), the log cut by
        // a second (Bc3 Rc6 Bd2 Bf7): not Bf4 Bf7 Bd2, which never has the rook on b6.
        hard("twic1599_excerpt.pgn", 864, "link-trouble", 2, "a run-on gap through the dump"),
        // Kh2 Qg3+ in a 3.6 s outage, the king lifted from h2 again as the dump came (h1, h2 and
        // g1 empty, the queen on g3) and put on h1 60 ms after it: not Kh1 Qg3, a move set down
        // after the dump before a reply that stood in it, but Kh2 Qg3+ Kh1, the only reading with
        // Kh1 last (White's press then completes it, not Qg1 after the next outage).
        hard("lichess_db_2025-05_excerpt_clk.pgn", 10, "link-trouble", 2, "a move set down after the dump"),
        // Ke4 Kxh4 in a gap, White's king lifted from e4 as the dump came and put on e5 after
        // it: not Ke5 Kxh4; Ke4 or Kd5, then Kxh4 Ke5, the log choosing.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 209, "all", 1, "a move set down after the dump"),
        // Rae8 Nxd6 in a gap, the rook lifted from e8 as the dump came and put on d8 2 s after
        // it: not Rad8 Nxd6 (Black's press 4.9 s later a 7.8.1); Rb8, Rc8 or Re8, then Nxd6
        // R-d8, the log choosing.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 387, "all", 1, "a move set down after the dump"),
        // Qa2 lifted (heard), Qf7 landing 69 ms before a 4.8 s outage, then Re4-e2 and the queen
        // taken up again: the log has f7, e4, e2, f7. Qa2-e2 Rxe2 leaves the same board, its lift
        // heard too, but its landing is nowhere in the log: Qf7 Re2 with the queen in hand.
        hard("tata_steel_2017_livechess_clk.pgn", 75, "all", 1, "a move begun before the gap landed in the log"),
        // Re1 Ba8 Re3 Bc6 Re2 Ba8 over two outages, the first one's log cut by the second: Re1
        // Ba8 Re2 fits the log asked for again and leaves the same board, but never touches e3,
        // where the log has the rook put down; the log read move by move has all six.
        hard("twic1599_excerpt.pgn", 62, "link-trouble", 2, "the log's changes all accounted for"),
        // Nd2 Rc8 Qd3 Ncb4 read from the log of a 10 s outage, then Qd3 taken up for Qb1 in the
        // burst behind it: the next move under way, not Ncb4 Qc8 Rxc8 from before Rc8.
        hard("twic1599_excerpt.pgn", 630, "link-trouble", 2, "moves read from the log stand"),
        // Qxf6 Nc3 Bd6 read with the log of a 5.5 s outage, the bishop lifted from d6 as the log
        // was asked for and put on b4 before Black's press (in the burst behind it): Bd6 was not
        // pressed, Bb4 is the move; not Bd6 standing and e5 then an illegal move.
        hard("twic1599_excerpt.pgn", 202, "all", 2, "the log's last move still being made"),
        // Ne5 Bxe4 Bd7 read with the log of a 3.8 s outage, the bishop sliding c8-d7-e6-f5-g4-h3:
        // d7 emptied and h3 filled in the burst behind it, before Black's press. Bh3, not Bd7
        // standing and the bishop on h3 a 7.4.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 6, "all", 1, "the log's last move still being made"),
        // In the burst, dxe5 taking the bishop on e5, Bc8-d7, f2-f4, then Bd7-c6 with c6's
        // filling lost: c6 is the d7 bishop's, not the one taken off e5 (put there before White's
        // press of dxe5, every press after it read as an illegal move).
        hard("lichess_db_2025-05_excerpt_clk.pgn", 189, "link-trouble", 3, "a piece taken is not in the air"),
        // In the burst, Rd8xd1 (White's d1 rook taken off), Re1xd1, Bf5-c2, then Rd1-d6 with d6's
        // filling lost: d6 is the rook that took on d1, not the one taken there.
        hard("livechess_2.2.5_sample_round_clk_emt.pgn", 11, "all", 1, "a piece taken is not in the air"),
        // Rd8 Kc3 in an 11.4 s outage, the rook lifted from d8 as the dump came, then the h4 pawn
        // knocked to g5 and the log asked for: the log without its last two changes (the knock)
        // reads Rd8 Kc3 with the rook in the hand, and the knock is a displacement of that record
        // (7.4 at ply 115), not of the record before the gap (ply 113, with the gap's moves among
        // the displaced pieces). The rook's d6 landing, after the dump, is read last: Rd6.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 209, "all", 2, "a knock at the log's end"),
        // exd5 pressed, its clock message cut by line noise, e3-e4 put down and pressed 0.6 s
        // later: the next message has the same data as the one before the noise (lever back,
        // neither face a second further). Two presses, not Black's press 3 s later (a 7.8.1).
        hard("lichess_db_2025-05_excerpt_clk.pgn", 385, "all", 1, "the clock's same data again: two presses"),
        // f2-f4 taken up at once by Black's hand for exf4 (f4 never scanned), White's press cut
        // by the noise and seen a tick late, the e1 rook knocked to d2 half a second after that
        // tick: the press waits for the capture's landing, not f2-f4 with Re1-d2 (7.5.1).
        hard("twic1599_excerpt.pgn", 187, "all", 2, "a press seen a tick late waits"),
        // Na5xb3 taken up at once (b3's pawn taken off, the knight set down 82 ms), Black's press
        // cut and seen 1.5 s late (the clock asked), the a7 pawn knocked to a6 0.7 s after that:
        // the press waits for Rxb3, not an illegal move with the knock (7.5.1, A.4.2).
        hard("lichess_db_2025-05_excerpt_clk.pgn", 61, "all", 1, "a press seen a tick late waits"),
        // Bh3xg2: h3 emptied, then g2's knight taken off, the bishop set down and taken up by
        // White 107 ms later, never scanned; Black's press; then Black's g5 rook knocked to g6:
        // Bxg2 taken up and the knock a 7.4, not R5g6 for the press (7.5.1, A.4.2).
        hard("twic1599_excerpt.pgn", 1048, "all", 2, "a capture taken up unseen"),
        // Bh4-h2 (illegal) pressed 195 ms after a tick the noise cut, Black's face still at 4:12:
        // the press's own message, not one a tick late, so it does not wait; the bishop put back
        // 4 s later is no press without a move (7.8.1) and no displaced piece (7.4).
        hard("lichess_db_2025-05_excerpt_clk.pgn", 302, "all", 1, "a press seen a tick late waits"),
        // Bc8xf5 taken up at once by White's hand (f5's pawn taken off, the bishop never scanned),
        // Black's press, then White's e4 pawn lifted and set back before exf5: Bxf5 read at the
        // press with no 4.3.2 for Black (the touch after the press is White's).
        hard("twic1599_excerpt.pgn", 759, "irregular", 1, "a capture taken up unseen"),
        // Kxe7 Kh7 in a 5.6 s outage, then Ke6 heard landing and pressed, Kg6, and White's king
        // put from e6 on c7 and pressed: readings from before the gap with Kd6, Kd7 or Kd8 for the
        // heard Ke6 explain c7, differing only in that stop; a move heard since the dump keeps
        // them out: the press is an illegal move (7.5.1), not two 8.4s and an A.4.2.
        hard("twic1599_excerpt.pgn", 329, "all", 1, "no stop doubted over a move heard since the dump"),
        // Held-out seeds (4..6), found 2026-11-28. Qxa2 h3 in a 3.3 s outage, then Ra8-b8 heard
        // as the line came back, 13 ms before the gap's dump (the rook sliding on to f8): the
        // dump found a6 and h2 empty, so their lifts are only bounded by it; the lift heard live
        // is the newest move. Not Rb8 h3 Qxa2, which made the rook's arrival on f8 illegal.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 22, "link-trouble", 6, "a lift heard as the line came back is the newest"),
        // Ke1 begun before a 4.3 s outage (d1 heard lifted), Bb3 and Rc1 in it: lifts the gap's
        // dump found came after the gap began, so after Ke1's: not Rc1 Bb3 Ke1.
        hard("twic1599_excerpt.pgn", 405, "link-trouble", 1, "a lift the dump found came in the gap"),
        // Chess960, Kd1 Ra1: O-O-O with the rook lifted first (a1 empty 1.5 s before) and set on
        // d1 within a scan of the king's lift: d1 never showed empty, its next word (the rook)
        // dates the king's lift: 4.4.2.
        hard("chess960_mainz2009_rapid_wch.pgn", 14, "irregular", 5, "rook first onto the king's square"),
        hard("chess960_mainz2009_rapid_wch.pgn", 9, "irregular", 5, "rook first onto the king's square"),
        // O-O-O begun king first before Black's press of Rxf4 (d1 heard lifted 200 ms before the
        // rook's landing was reported): that lift is this castling's, no 4.4.2.
        hard("chess960_mainz2009_rapid_wch.pgn", 13, "blitz", 3, "a king lifted before the opponent's press"),
        // Nbd7, and White's hand taking the f6 knight up for Bxf6 before Black pressed: read as
        // Nfd7 with the b8 knight held (the scan cannot tell). Bg5 landing on f6 with the b8
        // knight still off the board, lifted before Black's press: Nbd7 Bxf6, put right.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 263, "clumsy", 5, "no piece held through its own press and the reply"),
        // Garbage while the log was on the line: the dump asked for then came behind the log,
        // 70 ms on the line, and split the burst (Kf4 Rxh3 Rg6 read as one illegal move).
        hard("lichess_db_2025-05_excerpt_clk.pgn", 193, "link-trouble", 4, "a dump asked for during the log is in its burst"),
        // Qf5-f4 with f4's filling cut, Qf4-f5 with f5's lost: f5 goes back after the queen left
        // f4, not straight after she left f5.
        hard("twic1599_excerpt.pgn", 85, "link-trouble", 5, "a refilled square's second emptying is the piece leaving again"),
        // Qg7+ Ke8 Qg6+ Ke7 in a 7.6 s outage: the board as before it, both faces run. The log
        // has the four plies (and the third occurrence, 9.2).
        hard("twic1599_excerpt.pgn", 507, "link-trouble", 5, "a gap that came back to where it began"),
        // The log cut short by noise (thousands of bytes skipped): lost, but what queued behind
        // it is still a burst, read at its estimated times (Bxc2 then judged legal at its press).
        hard("twic1599_excerpt.pgn", 883, "link-trouble", 6, "a log garbled on the line still has its burst"),
        hard("twic1599_excerpt.pgn", 826, "link-trouble", 6, "a log garbled on the line still has its burst"),
        hard("twic1599_excerpt.pgn", 875, "link-trouble", 5, "a log garbled on the line still has its burst"),
        // O-O made rook first, retracted as the king is lifted again to set it straight, made
        // again: one castling, one 4.4.2.
        hard("twic1599_excerpt.pgn", 666, "all", 5, "one 4.4.2 for a castling made twice"),
        hard("twic1599_excerpt.pgn", 140, "all", 5, "one 4.4.2 for a castling made twice"),
        // Be1 taken up at once for Qxe1, both pressed with the pieces unseen, then a7 knocked to
        // b8: the knock came after both completed moves (7.4 at ply 76, not 75).
        hard("twic1599_excerpt.pgn", 908, "all", 4, "a knock after two presses the scan never saw land"),
        hard("twic1599_excerpt.pgn", 598, "all", 4, "a knock after two presses the scan never saw land"),
        hard("twic1599_excerpt.pgn", 859, "all", 4, "a knock after two presses the scan never saw land"),
        // The black king's move to the centre for the result, both its words lost in the burst
        // behind the log: put last, so White's king on e4 with d5 empty seemed to stand 3 s.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 355, "link-trouble", 6, "a displacement the burst's guessed end explains"),
        // g7 pawn knocked to h7 and put back 3.0 s later: the confirming dump asked for ahead of
        // time, not when the alert was due (its answer came half a second later).
        hard("london_chess_classic_2016_livechess_clk.pgn", 20, "all", 5, "a knock confirmed by the time it is due"),
        // Be7 slid d6-c5-b4 (capturing), a dump catching it on d6: Bd6 read with the bishop in
        // the hand again is no release, and Bxb4 is no 4.7.
        hard("twic1599_excerpt.pgn", 517, "link-trouble", 5, "a move read with its piece in the hand is not released"),
        // Rc8 pressed, its landing unseen, then Rbc2 Rcd8 in a gap: the c8 rook's leaving 44 s
        // before was no lift of Rcd8's; the press seen before the gap is Rc8's, with its readings.
        hard("twic1599_excerpt.pgn", 1078, "link-trouble", 4, "a lift from an earlier move is not the gap's"),
        hard("twic1599_excerpt.pgn", 41, "link-trouble", 4, "a lift from an earlier move is not the gap's"),
        hard("twic1599_excerpt.pgn", 470, "all", 4, "a lift from an earlier move is not the gap's"),
        hard("twic1599_excerpt.pgn", 622, "link-trouble", 5, "a lift from an earlier move is not the gap's"),
        // Ke2 Nc5 in a gap, the king lifted again for Kd2 as the dump came, Kd2 pressed after it:
        // that press is no press before the gap (Ke2's), it is Kd2's.
        hard("twic1599_excerpt.pgn", 977, "all", 5, "a press after the gap is not one before it"),
        // Ne4 pressed, its message cut, Bb3 pressed 0.5 s later: 1.3 s after the tick before,
        // the same data; two presses, Bb3's with its readings, not Kf8's later.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 381, "all", 5, "the same clock data more than a second on"),
        // d2-d4, O-O, d4-d5 in the burst behind the log, both of d4's words lost: the pawn
        // stopped there (read as d2-d5, an illegal move that stood).
        hard("lichess_db_2025-05_excerpt_clk.pgn", 227, "link-trouble", 5, "a pawn's stop whose words the burst lost"),
        // Rc7xb7, the white rook taken up within the Bluetooth scan by Black for Rf7xb7, White's
        // press between: not Rc7xf7 Rb7xf7 (b7 emptied a second before f7, so Black's rook would
        // have left before White took anything).
        hard("twic1599_excerpt.pgn", 375, "blitz", 4, "a reply does not leave before the capture it answers"),
        // Nxd6 cxd6 read for a moment, then Nxc7: the d6 pawn touched before is 4.3.2 after all
        // (the touch judged with the retracted reading is judged again).
        hard("twic1599_excerpt.pgn", 58, "all", 8, "a touch judged with a retracted reading"),
        // White's press of c4 lost to noise, Qc7 and c4 read from one dump: the f7 pawn touched
        // before dxc4 is Black's 4.3.1, not forgotten when c4 completes (its landing is c4's).
        hard("twic1599_excerpt.pgn", 670, "all", 8, "a landing read from the same dump as the move before"),
        // Rg2+ Kxg2 read across a gap, then Rb3 Kg2 Rxa3 at Black's press: the board is no longer
        // disturbed, so g3 lifted and set back before Nxf7 is 4.3.1.
        hard("final_masters_2011.pgn", 5, "all", 8, "a gap read again explains the board"),
        // A black pawn put back on f7, its update lost, seen in a dump just before White lifts e6:
        // no piece put down elsewhere while e6 was held (a touch, 4.3.2, not a knock put right).
        hard("twic1599_excerpt.pgn", 851, "all", 8, "a dump before the lift is no placement while held"),
        // A slide in the burst behind the log (Rh1-g1-...-b1, Qe5-e6-e8+, Qd1-e2-...-h5), timed
        // only between the clock's ticks: the first stop, at rest by the estimated times, was
        // no release, and the move read on from it no changed move (4.7).
        hard("lichess_db_2025-05_excerpt_clk.pgn", 271, "link-trouble", 7, "no rest in the burst but two ticks' standing"),
        hard("twic1599_excerpt.pgn", 116, "link-trouble", 9, "no rest in the burst but two ticks' standing"),
        hard("lichess_db_2025-05_excerpt_clk.pgn", 363, "link-trouble", 7, "no rest in the burst but two ticks' standing"),
        // The kings to the centre for the result, the black king's landing lost on the line and
        // the dump asked to confirm the displacement garbled: the garbage asks for another, which
        // shows the gesture (not 7.4 on the first clock message after the garbage).
        hard("lichess_db_2025-05_excerpt_clk.pgn", 351, "link-trouble", 8, "a garbled confirming dump is waited for again"),
        hard("twic1599_excerpt.pgn", 871, "link-trouble", 8, "a garbled confirming dump is waited for again"),
        // The white king put on e4 for the result (its pawn taken off) at the end of the burst
        // behind the log, the black king on its way to d4: by the burst's estimated times the
        // king stood there 2.5 s, in fact one. Counted from the burst's arrival, no 7.4.
        hard("london_chess_classic_2016_livechess_clk.pgn", 34, "link-trouble", 8, "a king to the centre at the burst's end counts from its arrival"),
        // ... but a pawn knocked e4-f4 in the burst, put right 6 s later (2.2 s after the burst
        // arrived), counts from its estimated time: a 7.4.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 2, "all", 7, "any other displacement in the burst counts from its estimate"),
        // Chess960 O-O-O (Kd1-c1, Ra1-d1), the king lifted first, the rook's landing on d1
        // garbled on the line and first seen in a dump: no order told, no 4.4.2.
        hard("chess960_mainz2009_rapid_wch.pgn", 13, "link-trouble", 7, "a rook's landing seen only in a dump tells no order"),
        // Rb1-b7 read as the rook slid past b7 to take on b8, Qd8-c8 as the queen slid on to take
        // it back, then the rook's landing on b8 one legal move on: Rxb8 Qc8, not Rb7 Qc8 Rxb8.
        hard("twic1599_excerpt.pgn", 770, "blitz", 6, "one move on from made moves may still read shorter"),
        // Rd8-b8 standing 1.2 s in the burst (1.58 s by its estimates), then Rc8: a 4.7; Rh1 made
        // at the burst's end, standing 0.9 s after it, then Re2: a 4.7 too.
        hard("twic1599_excerpt.pgn", 939, "all", 6, "a rest in the burst is a longer stand"),
        hard("twic1599_excerpt.pgn", 796, "all", 5, "the board the burst leaves, standing after it, is at rest"),
        // Bxb4+ Kf1 in the burst, the b4 bishop's removal lost and put back at the burst's end:
        // its guessed time tells no order of capture and reply.
        hard("twic1599_excerpt.pgn", 103, "link-trouble", 5, "a burst's guessed time tells no order"),
        // h6 touched and put back, then h5 gxh5, read as Rh5 gxh5 for a moment while the e5 rook
        // slid on to take on h5: the touch, judged again, is judged with h5 as completed.
        hard("tata_steel_2017_livechess_clk.pgn", 70, "all", 2, "a touch judged again waits for the completion"),
        // f2-f3 heard in the burst behind the log, f3-f4's two updates lost, then White's press
        // and Black's Qd8 lifted: the dump shows f4, the slide went on before the press (not a
        // white pawn move in Black's turn, 7.5.1).
        hard("final_masters_2011.pgn", 24, "link-trouble", 9, "a slide goes on before the press"),
        // Rh1 in the hand in the dump before the burst, its landing on a1 (Rxa1) lost, then Ra1-a4
        // heard: the rook landed on a1 from the hand.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 133, "link-trouble", 7, "a piece in the hand lands, its update lost"),
        // Rc8 Bg5 Nf5 in a 3 s outage, the dump catching Nd4xf5 under way (both knights in the
        // hand): read Rc8 Nf5 Nxf5 Bg5 until the knight landed; then the other order, Rc8 first.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 197, "link-trouble", 7, "a gap read again in another order"),
        // Nxe4 and Kg2 put down, both presses' messages lost but the second's, which repeats the
        // clock's data: two presses, the record two plies on when the e2 pawn is knocked (7.4@29).
        hard("lichess_db_2025-05_excerpt_clk.pgn", 47, "all", 9, "the same clock data again with move and reply shown"),
        // Rxd2 and b3 in the burst with both landings lost: of the rook and the pawn in the air,
        // the rook is the one that could land on d2.
        hard("twic1599_excerpt.pgn", 583, "link-trouble", 6, "of several pieces in the air, the one that reaches"),
        // Bc4-b5 scanned as b5 filled then c4 emptied, d7-d5's landing lost: the bishop is not in
        // the air, the pawn is what landed on d5.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 299, "link-trouble", 10, "a leaving scanned after its landing is no piece in the air"),
        // The e3 pawn knocked to d4 and put back before an outage, d2-d4 played in it: d4 is
        // dated in the gap, and White's face after it is not the one from before the gap.
        hard("tata_steel_2017_livechess_clk.pgn", 46, "all", 11, "a landing since left again dates no gap move"),
        // f4 Kd6 read from a gap, then White presses without a move: f3 Kd6 f4 is the one longer
        // reading, but the log shows one pawn landing: 7.8.1, not the longer reading.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 429, "all", 10, "one longer reading is checked against the log"),
        // Black's e5 pawn adjusted, its return lost; White holds d5 2.9 s, the dump meanwhile
        // showing e5's pawn; Nf3: 4.3.2, the pawn on e5 was another one.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 47, "all", 12, "a piece of the kind seen in a dump and staying is another"),
        // Bxa6 Bxa6 read late with Rxa6, all made at once: White's rook lifted after Black's press
        // is White's touch (no 4.3.2 for Black).
        hard("twic1599_excerpt.pgn", 516, "all", 12, "a touch after the mover's press is the opponent's"),
        // Na3 and c6 made together at the tick that showed White's press late; c6 then changed to
        // c5: 4.7.
        hard("london_chess_classic_2016_livechess_clk.pgn", 38, "all", 11, "a landing at the move before's time was seen"),
        // O-O-O, its press's message cut, then the king lifted from c1 for the draw shown with the
        // kings: the castling is completed before the gesture ends the game.
        hard("twic1599_excerpt.pgn", 841, "link-trouble", 12, "the move as it stood before the kings left"),
        // The bishop knocked f4-e3 and lifted 3.9 s later, both in the burst behind the log: by
        // the ticks it stood at least 1.9 s, no 7.4 is required; none is raised.
        hard("twic1599_excerpt.pgn", 385, "all", 9, "a displacement the ticks time too short is not required"),
        // Rd5-d6 (d6's landing lost), b4-b3, Rd6-b6 (b6's landing lost) in the burst: b6 is put
        // after d6's second emptying, and White's press after it had its move (the king's lost
        // Kg2-f3 goes to the press after).
        hard("twic1599_excerpt.pgn", 220, "link-trouble", 7, "a landing put back accounts for its leaving"),
        // The h6 king adjusted, its return lost, then Re5 and Kh6-g6: the king left h6 after the
        // rook left c5, Re5 Kg6 read forward, not a take-back to before Rc5 Kh6.
        hard("twic1599_excerpt.pgn", 152, "all", 7, "emptied again, the piece was lifted again"),
        // The b8 rook taken off for Bxb8 before a 4.5 s outage, Qd8 and Bb8-e5 in it: not Be5 Qd8
        // with the rook held through both, but the one longer exact reading.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 302, "link-trouble", 7, "no piece held through a move and its reply"),
        // Ke7 Ra7 in a 10 s outage, Ke7-f8 set down before the dump (read Kf8 Ra7), Black's press
        // 2.7 s later on the unchanged board: the log shows the king on e7, Ke7 Ra7 Kf8.
        hard("twic1599_excerpt.pgn", 376, "all", 7, "a later press re-reads the gap where the log shows it"),
        // fxe3 fxe3 Rxf1 Kxf1 read from the log after two bursts: the black pawn's landing on e3
        // dates its move though the square was emptied since, by the reading's own recapture.
        hard("twic1599_excerpt.pgn", 869, "link-trouble", 6, "a landing taken by the reading itself still dates its move"),
        // Bxe4 Qxb2 Qd6 Bg6 Rab1 pressed in a 9 s silence of the clock, the log asked for and the
        // clock's queued ticks behind it: White's press there shows Black's face as it stood
        // before the silence (12:47), though Black pressed twice since: no readings, not stale.
        hard("twic1599_excerpt.pgn", 54, "link-trouble", 10, "a face stopped before a silence the log ended is stale"),
        // Bc1 pressed as the line went down (its lift and landing lost), Kc5 Kd3 pressed in the
        // gap, then White's face 9 s lower with Black's running: the press heard was Bc1's, not
        // Kd3's (whose readings went with the gap).
        hard("twic1599_excerpt.pgn", 272, "link-trouble", 10, "a press the opponent pressed after is of the move before"),
        // f4 and Rab8 pressed 0.9 s apart, both messages lost: White's running face went from
        // 10:56 to 11:06 (the increment): two hidden presses, both moves without readings (a
        // noisy digit gains time too).
        hard("twic1599_excerpt.pgn", 510, "link-trouble", 6, "a running face that gained time was pressed"),
        // The same with the message after the presses garbled (White's 11:58 read 11:50): Bg5
        // and Qd6 completed without readings, not with the noisy ones.
        hard("twic1599_excerpt.pgn", 1023, "link-trouble", 2, "readings told only by a gain are not trusted"),
        // Rc6 pressed in the burst behind the log, its landing reported 0.1 s after the press,
        // the king lifted for the gesture 0.5 s later: the press is Rc6's, with its readings.
        hard("twic1599_excerpt.pgn", 666, "link-trouble", 15, "a landing the press waited for before the gesture"),
        // Ke3 Kg4 in a 9.8 s outage, the black king in the hand at its dump (read no way yet),
        // Kxe2 and Kxg5 begun behind the log asked for: no 7.4 while the burst replays, the log
        // reads the gap after it.
        hard("twic1599_excerpt.pgn", 951, "all", 7, "no displacement in a burst before its gap is read"),
        // f3 Ke7 Kd2 Ba4 in a 38 s outage, the log read only up to Kf8 before them: four orders
        // explain the board, no 7.4 while the order is unknown.
        hard("tata_steel_2017_livechess_clk.pgn", 18, "link-trouble", 6, "moves in an unknown order are no displacement"),
        // Rd3 Rc7 in an outage, the d3 rook lifted to take on b3 as the dump came: read Rd7 Rb7
        // Rc7 Rxc7 (exact), then the rook set down on b3: Rd3 Rc7 Rxb3, not a 7.4.
        hard("twic1599_excerpt.pgn", 27, "all", 7, "a piece the reading captured back on the board"),
        // f2-f1=Q Rxf1 in a 5 s outage, the log keeping only f1's last landing (the rook's): the
        // readings differ only in what the pawn became; the queen is recorded with an 8.4, not
        // the record cut by a position set.
        hard("twic1599_excerpt.pgn", 147, "all", 12, "a promotion taken unseen in a gap is a queen, in doubt"),
        // Nf3-g1's landing heard, f3's emptying lost, then Kb6 Kc4 in a 2.9 s outage, the log too
        // late to tell: Ng1 Kb6 Kc4, the move seen landing before the gap first.
        hard("twic1599_excerpt.pgn", 850, "link-trouble", 7, "a landing seen before the gap orders its move first"),
        // Rd8 Qxg7+ in an outage, Black's queen caught on f7 by the dump, sliding e7-g7 to take
        // back: the log, read without its last two changes (no legal move), reads the gap; the
        // queen lands on g7 after it.
        hard("twic1599_excerpt.pgn", 303, "link-trouble", 5, "a slide the dump caught is no move of the gap"),
        // Rg5+ seen landing, Kxf4 begun (the f4 pawn's removal heard) as the line went down, Rf5
        // and Kf4-e4 in the gap: f4's lift heard was the pawn's, not the king's; the reading
        // with Rg5 (seen) is in order, not one of five others with the rook's stop unseen.
        hard("twic1599_excerpt.pgn", 690, "all", 5, "a capture's victim taken off is no lift of a later move"),
        // Kf1 Qb1+ Kf2 in an outage, Black's queen lifted again as the dump came: the log has the
        // queen on b1; three moves with it in the hand, not Ke1 Qf2+ Kxf2 nor a position set.
        hard("twic1599_excerpt.pgn", 297, "all", 13, "a move and reply and move with a piece lifted again"),
        // Rd5 slid on to take on g5 (replacement: no change reported there), e5's landing
        // reported, its emptying lost; Rxf7, then Rg5xg2 pressed: Rxg5 Rxf7 Rxg2 read again,
        // not an illegal rook move from e5 that stood (A.4.2).
        hard("lichess_db_2025-05_excerpt_clk.pgn", 181, "link-trouble", 10, "a slide that went on past its reported landing"),
        // Qg4+ pressed, its message cut, the tick after it heard with Black's knight up for Nf5;
        // White's queen taken up at once for Qc4+, passing f4: the press completes Qg4+ as the
        // board showed it, not a changed move (4.7) Qf4.
        hard("linares_2002.pgn", 35, "all", 15, "the reply begun at the press: the move was finished"),
        // Bb5 Bf7 in an outage, the b5 bishop lifted as the dump came (read Be6 Be8 Bf7 Bxf7) and
        // put back 4 s later: the gap read again as Bb5 Bf7, not a 7.4 for the bishop.
        hard("twic1599_excerpt.pgn", 747, "all", 5, "a captured piece set back seconds later"),
        // Kg3 pressed, its message garbled; the next shows the running face 10 s up, the lever
        // as before: presses inferred from the gain alone, neither judged a 7.8.1.
        hard("twic1599_excerpt.pgn", 182, "link-trouble", 18, "presses told by a gain raise nothing"),
        // Rc5 read (c5's emptying lost, found by a dump), then the rook set illegally on b4 and
        // pressed: a 7.5.1, not Rb5 (never reported there) slid on and Rb5-b4.
        hard("twic1599_excerpt.pgn", 854, "all", 16, "a slide goes on only where the board told of it"),
        // Kh8 b3 in a 5 s outage, then f5 pressed and the illegal Bc1-e1 pressed, the clock
        // ticking every second between: not Kh8 b3 f6 Bd2 f5 Be1 read from before the gap (four
        // moves after the dump on two presses) but the 7.5.1.
        hard("twic1599_excerpt.pgn", 252, "all", 13, "no more moves after the dump than presses heard"),
        // Rh6 Ke5 in a 5 s outage, the h6 rook lifted as the dump came (read Re7 Kd5 Re5+ Kxe5)
        // and set back on h6 a second later: Rh6 Ke5, not Rh8 Ke5 Rh6 (then Rxh5+ read as a
        // change of Rh6).
        hard("lichess_db_2025-05_excerpt_clk.pgn", 402, "all", 20, "a piece set back a scan after the dump"),
        // Qa6-c6 read from a dump, then Black's rook set down on d6 and lifted on to c7; the
        // white queen set illegally on d8, pressed and put back: not Qd6 slid on (d6's lift heard
        // was the black rook's) and Qd6-d8.
        hard("twic1599_excerpt.pgn", 357, "all", 13, "a slide goes on only where its own piece left"),
        // Bxe5 seen landing and taken up again, pressed; then the e8 bishop knocked to e7 and
        // left there 8 s: the pressed move stands with a 7.4, not Be7 read for it (and a 4.7
        // when the bishop is put back).
        hard("twic1599_excerpt.pgn", 804, "all", 13, "a knock while the press waits is no form of the move"),
        // gxh4 pressed with the pawn taken up, then the f5 pawn knocked to g4: 7.4, not g4.
        hard("twic1599_excerpt.pgn", 729, "all", 18, "a knock onto a square the pressed piece reaches"),
        hard("tata_steel_2017_livechess_clk.pgn", 65, "all", 16, "a knock after the press is displaced (7.4)"),
        // Qb2-a2 heard landing after a gap's dump and pressed, Ra1, then the queen set illegally
        // on c3 and pressed: a 7.5.1, not Qc2 Ra1 Qc3 read from before the gap (the queen never
        // seen on c2, where the board told of it on a2).
        hard("twic1599_excerpt.pgn", 616, "all", 10, "a landing heard after the dump is kept by a deeper reading"),
        // Rge1 heard landing after the dump, Rdh8, then the e1 rook set illegally on f2 and
        // pressed: 7.5.1, not Rf1 Rdh8 Rf2 from before the gap.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 87, "all", 5, "a deeper reading keeps the rook heard on e1"),
        // Qf1-d2 set down (illegal) and pressed, the press's message cut and seen a tick late:
        // the 7.5.1 when the press is judged, and no 7.4 for the queen raised 23 ms before it.
        hard("twic1599_excerpt.pgn", 842, "all", 19, "no 7.4 while a press on the board waits"),
        // O-O king first, g8's update lost, Rf8 read and pressed; the dump after the press shows
        // the king on g8: O-O, a landing first seen in a dump being no knock after the press.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 274, "link-trouble", 20, "a castling's landing found by a dump"),
        // Bxd4 Re7 in an outage, the bishop lifted as the dump came and set back on d4 3 s later
        // (read Bb6 Re7 Bxd4), then Bf6 and Qd8xd1 sliding over d6 (heard there): the deeper
        // reading at White's press, Bxd4 Re7 Bf6 Qxd1 Rfxd1, keeps the queen heard on d6 (passed
        // over) and the bishop heard on d4 (set down at the first move).
        hard("lichess_db_2025-05_excerpt_clk.pgn", 26, "all", 17, "a landing heard may be passed over or set down earlier"),
        // Nxe5 taken up at once, Black's press cut; the d6 bishop knocked to c6 after the press,
        // before the clock's next word: the 7.4 stands (the press may predate the knock).
        hard("linares_2002.pgn", 26, "all", 18, "a cut press may predate the disturbance"),
        // Kc2-b4 set down and pressed, the press's message cut; the clock's answer to our asking
        // half a second later, and its next tick at x795 dates the press at 352795, after the
        // king's landing: an illegal move completed (7.5.1), not a press without a move and a 7.4.
        hard("twic1599_excerpt.pgn", 729, "all", 21, "the next tick dates a cut press"),
        // Ne4 pressed 0.8 s after a tick, its message cut, Kb4 put down and pressed 0.5 s later:
        // the lever back where it was, the runner's face a second less, the message 1.3 s after
        // the tick, off the clock's beat: both presses, then Rh8-g6 pressed is the 7.5.1.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 236, "all", 2, "a message off the beat tells two presses"),
        // Nb6-a4 pressed, a4's update lost (the dump after the press scanned before it landed);
        // White then sets a2-c4 down and presses: Na4 completed, White's illegal move a 7.5.1.
        hard("linares_2002.pgn", 16, "all", 21, "a move and the opponent's illegal reply on one board"),
        // O-O in an outage, e1's emptying lost in the burst behind the log: the repair put it just
        // before g1's king, after h1's emptying; nothing tells which left first: no 4.4.2.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 262, "link-trouble", 21, "a king's lift the burst's repair put in"),
        // #1047: e8's emptying and g8's king both put in by the repair; #547: e8 and f8's rook.
        hard("twic1599_excerpt.pgn", 1047, "link-trouble", 23, "a king's lift and landing the burst's repair put in"),
        hard("twic1599_excerpt.pgn", 547, "link-trouble", 19, "a king's lift and the rook's landing the repair put in"),
        // O-O rook first, e8's emptying lost and put in by the repair, but Rf8 then Kg8 heard: the
        // king was still to move when the rook landed, 4.4.2.
        hard("twic1599_excerpt.pgn", 76, "all", 6, "the rook heard landing before the king, the king's lift a guess"),
        // A tick cut by noise, then within one millisecond a clock message with the lever over
        // and back: Black's face 3:23 then 3:22, no increment gained: no press, so the kings set
        // on the centre for the result are no illegal move (7.5.1, A.4.4).
        hard("twic1599_excerpt.pgn", 592, "link-trouble", 18, "a lever over and back without the increment is noise"),
        hard("twic1599_excerpt.pgn", 36, "link-trouble", 18, "a lever over and back without the increment, again"),
        hard("tata_steel_2017_livechess_clk.pgn", 69, "link-trouble", 18, "a lever over and back mid-game"),
        // Rf1 Rh3 pressed in an outage, the clock's first message after it showing Black's
        // press; the rook lifted to h2 0.9 s later (and put back) is no slide the dump cut short:
        // Rh3 stands, Kc2 then Rh2 follow.
        hard("twic1599_excerpt.pgn", 1036, "all", 23, "a piece moved on after its press told is no slide"),
        hard("twic1599_excerpt.pgn", 571, "all", 23, "a pawn moved on after its press told"),
        // N4a5 set down (heard), Black's press cut, the knight taken at once by Nxa5 and White's
        // press seen as a hidden pair before the capture landed: both moves made as it landed,
        // N4a5 by the hidden press all the same; the e1 rook knocked after is a 7.4 at ply 31.
        hard("twic1599_excerpt.pgn", 1096, "all", 21, "a move heard landing before a hidden press is its"),
        hard("twic1599_excerpt.pgn", 1015, "all", 13, "a move heard landing before a hidden press, its readings"),
        // Black's press shown twice in one millisecond, a cut tick completed by noise at 3:15
        // and the press's own message at 3:25: the readings are the second's (the increment).
        hard("twic1599_excerpt.pgn", 532, "link-trouble", 18, "a press's message without the increment, then with it"),
        hard("tata_steel_2017_livechess_clk.pgn", 64, "link-trouble", 18, "a press's message without the increment, again"),
        // 3+1: White's press, its message cut, seen in the clock's answer with White's face on
        // the second it showed before (a one-second increment), Black's press 60 ms later: a
        // real press, not a lever over and back (no increment of seconds seen in the game).
        hard("lichess_db_2025-05_excerpt_clk.pgn", 246, "all", 20, "a one-second increment may not show"),
        // Bf5+ set down and pressed, the press's message cut, the clock's tick a second later
        // the first to show it; Black knocks the bishop on to g6 just before that tick: Bf5
        // stands (no 4.7 for Bg6), the displaced bishop a 7.4.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 88, "all", 24, "a move changed after a press the tick dates"),
        // d6 exd6 in an outage (or d5 exd6 e.p.), the log asked for to choose and garbled: the
        // held board is read, the single step recorded (8.4 to the arbiter), then exd6 and O-O
        // from the burst; not d7-d6 read from before the gap and an A.4.2 cascade.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 11, "all", 22, "a gap's orders read when the log comes garbled"),
        // The line down again before the log came: the first outage's board read without it
        // where it comes to one order (chess960 #2), held for the log asked again where not (#547).
        hard("chess960_mainz2009_rapid_wch.pgn", 2, "link-trouble", 6, "a gap's orders read when the line went down"),
        // In the burst behind the log: Ng5-h7 stood 1.6 s, then Ne6 (1.0 s by the estimated
        // times); Kf6-g7 1.4 s, then Ke5: a knight or a king passes no square, so the settle
        // time is its rest there, 4.7 each.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 10, "all", 27, "a knight's stop in the burst is a release"),
        hard("lichess_db_2025-05_excerpt_clk.pgn", 130, "all", 13, "a king's step in the burst is a release"),
        // Black's press without a move, its message cut, the tick a second later showing it; the
        // bishop lifted 0.6 s after that tick: the press has waited since the tick dates it and
        // is judged on the board it was made on, not completed by Bd6 (the readings of Black's
        // real press, 9 s later on White's face, go with Bd6).
        hard("twic1599_excerpt.pgn", 462, "all", 10, "a press dated by its tick waits from then"),
        hard("twic1599_excerpt.pgn", 829, "all", 10, "a press dated by its tick waits from then, again"),
        // Qe5-e8 pressed, the press's message cut; Black's king lifted from g6 and set on e4,
        // illegally, before the tick that showed White's press: Qe8 completed on the board the
        // tick dates, Black's press the 7.5.1.
        hard("twic1599_excerpt.pgn", 927, "all", 20, "the presser's move on the board the tick dates"),
        // g2 lifted in an outage and taken up by Black's h-pawn as the dump came, then hxg3 set
        // down: g3 hxg3, not g4 hxg3 e.p. (the double step's landing never seen); the 8.4 names g4.
        hard("twic1599_excerpt.pgn", 636, "link-trouble", 19, "the single step before the double step"),
        hard("lichess_db_2025-05_excerpt_clk.pgn", 350, "link-trouble", 24, "the single step before the double step, again"),
        // Rb1, then Rb1-c1 heard and pressed, the press's message cut; the rook adjusted on c1
        // after the press made the move again later: still the 4.7, the press no reason to go back.
        hard("twic1599_excerpt.pgn", 854, "all", 22, "a change heard before the tick-dated press is a 4.7"),
        hard("twic1599_excerpt.pgn", 151, "all", 22, "a change heard before the tick-dated press is a 4.7, again"),
        // Ke5 Ke7 Kd5 Kd7 in two outages, the board back where it was, both faces run: the log's
        // last run of the updates heard before the gap is the gap's own end; its start is the run
        // with changes after it. Four plies and the 9.2.
        hard("twic1599_excerpt.pgn", 323, "link-trouble", 17, "moves back to the gap's board, found in the log"),
        // Rb5 Kf8 Rf5 Kg8 in an outage, the dump read as Rh5-f5, both faces run: two presses need
        // two moves; the log, asked for at the clock, reads the four.
        hard("twic1599_excerpt.pgn", 838, "link-trouble", 14, "a gap read short of its presses, read from the log"),
        // Be3-g5 pressed as the line went down, its landing lost; Bf5 Bf4 in the gap, the clock's
        // word before the dump: read Be3-f4 (completed by that press) and Bf5, one move after the
        // press where White's face ran; the log, asked for once the dump is read, has three.
        hard("twic1599_excerpt.pgn", 302, "link-trouble", 12, "a gap short of its presses, the clock's word first"),
        // Kg6 Rc6 in an outage, the dump catching the rook lifted as White adjusts it: short of
        // the presses, but not at rest; the rook lands, and the log is not asked (its 8 s on the
        // line would leave the result gesture to the burst behind it).
        hard("twic1599_excerpt.pgn", 662, "link-trouble", 29, "a gap short of its presses, a piece in the hand: no log"),
        // Rb8 pressed between two outages, the presses waiting for the log, which read ten moves
        // and the lever completed them: the old presses give no later move their readings.
        hard("twic1599_excerpt.pgn", 3, "link-trouble", 25, "a press older than the gap's moves completed is spent"),
        hard("twic1599_excerpt.pgn", 994, "link-trouble", 13, "a press older than the gap's moves completed is no 7.8.1"),
        // Black's stopped face 0:34, a frame behind noise showing 0:51, White's press at once
        // with 0:34 again: the frame was noise, not a hidden press and reply.
        hard("london_chess_classic_2016_livechess_clk.pgn", 27, "link-trouble", 14, "a stopped face seconds above its neighbours is noise"),
        // d4 heard landing, then cxd4 cxd4 in an outage: the second pawn on d4 was not made when
        // the first landed, so Black's face at its press is not the one from before the gap.
        hard("twic1599_excerpt.pgn", 146, "link-trouble", 20, "a landing heard is one move's only"),
        hard("twic1599_excerpt.pgn", 408, "link-trouble", 19, "a landing heard is one move's only, again"),
        // The rook heard passing a4 on its way to a5 before the gap, Ra4 in it: not made then.
        hard("twic1599_excerpt.pgn", 667, "link-trouble", 9, "a landing heard before the move before it dates nothing"),
        // Black's press shown at 2:40 behind noise, then at once at 2:49 (the increment): the
        // second message is the press's, the tick before both lost.
        hard("twic1599_excerpt.pgn", 812, "link-trouble", 18, "the press's message with its increment at once"),
        // Chess960 O-O-O (Kd1 Ra1 to Kc1 Rd1): d1's emptying and c1's king lost on the line, a1
        // heard emptied, then the rook on d1: the king's lift cannot be dated, no 4.4.2.
        hard("chess960_mainz2009_rapid_wch.pgn", 14, "link-trouble", 30, "Chess960 castling with the king's updates lost is no 4.4.2"),
        // The a7 pawn set on b6 out of turn (its landing lost) and put back 3.4 s later, Nxd5
        // begun before the board settled: no 7.4 naming Nxd5's squares at the next ply.
        hard("twic1599_excerpt.pgn", 534, "all", 26, "a displacement seen put right after the next move is not raised against it"),
        // Black's press of gxf6 judged after the gap was read again as f5 exf6 e.p. gxf6 Nxe4,
        // all completed: spent, no 7.8.1.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 231, "link-trouble", 4, "a press older than a gap read again and completed is spent"),
        // Be5 Kh4 in an outage, then Be5-b2 through c3 as the line came back: the dump shows the
        // bishop on c3 (read Bc3 Kh4, exact and alone), c3 heard emptied soon after. The log,
        // asked for then, has e5: Be5 Kh4 Bb2.
        hard("twic1599_excerpt.pgn", 312, "all", 1, "a stop the gap's dump caught mid-slide, told by the log"),
        // Rb6 Kc5 in an outage, then Rb6-b1, b6 heard emptied 241 ms after the dump: a true stop,
        // but the line garbled 15 messages in the two minutes before; the log is not asked for
        // (asked, it came 17 s late behind noise and its burst lost nine clock readings).
        hard("twic1599_excerpt.pgn", 166, "link-trouble", 28, "no log asked about a caught slide on a noisy line"),
        // Rc6-h6 Kg7 in an outage (c6's lift heard before it), then Rh6-e6 through f6: Rc6-f6
        // fits the log too, f6 emptied on both slides, but leaves its h6 unexplained.
        hard("twic1599_excerpt.pgn", 247, "all", 5, "a stop told by the log where both slides pass one square"),
        // Rxa7 Ng4 in an outage, then Ra7-a1 through a6: the dump shows the rook on a6 and a7
        // empty (read Ra6 Ng4, the pawn in the hand); a6 heard emptied 139 ms later.
        hard("twic1599_excerpt.pgn", 1029, "all", 7, "a stop that took a piece, caught mid-slide"),
        // hxg6 pressed, then Nf3-e5 with both updates destroyed in the burst behind the log, Black's
        // Nf6-e4 and White's f2-f3 heard: the pawn found the knight still on f3. The dump shows
        // e5; the knight's move goes before White's press that had no move (not a 7.8.1).
        hard("twic1599_excerpt.pgn", 878, "link-trouble", 34, "a move lost whole in the burst, its square refilled by its own side"),
        // b4 touched and put back, then b4-b5 with both updates lost and Black's knight taking on
        // b5: read as Rc5-b5 Nxb5 for a moment, then b5 Nxb5 Rxb5. The 4.3.1 for b4, held for
        // the press, went with the retracted Rb5.
        hard("tata_steel_2017_livechess_clk.pgn", 59, "all", 35, "a touch alert held for the press, dropped with its retracted move"),
        // Kd4 standing, Black's Qd1+ pressed with its message lost, then Kb2-e5 for the gesture: the
        // d4 king never left for it (its last lift from d4, moves before, dated the gesture).
        hard("twic1599_excerpt.pgn", 186, "link-trouble", 35, "a king already on its centre square did not leave for the gesture"),
        // Rg5+ Kd6 in an outage, both presses lost, then Ke3-e4 and Kd6-d4 for the gesture: the
        // moves read from the board before the kings left were played, whatever their dates.
        hard("chess960_mainz2009_rapid_wch.pgn", 14, "link-trouble", 35, "moves read from the board before the gesture are completed"),
        // e7-e8=Q with e8's filling cut in the burst behind the log, then Rb8-b7 and Kf7-g6: the
        // queen's landing goes just after the pawn left e7, not after Black's reply.
        hard("twic1599_excerpt.pgn", 1003, "link-trouble", 36, "a promotion's landing lost in the burst goes after the pawn's leaving"),
        // c4-c3 pressed, its frame cut and completed by the field update behind it: the clock read
        // as stopped, then White's face running 31 ms later. Black's press, not hidden.
        hard("twic1599_excerpt.pgn", 462, "link-trouble", 34, "a stopped frame between two running ones is a cut press"),
        // Qe4-e1+ completed, e4 found empty by a dump then; Kg2 Qe4 Kf1 Qb1+ in an outage: e4's
        // emptying before the gap is not the lift of Qe4-b1 (Qb4 was the only reading in order).
        hard("twic1599_excerpt.pgn", 728, "link-trouble", 34, "a lift older than a square's filling in the gap is no move's"),
        // Bxd4 Nxd4 in an outage, White's queen lifted in it for Qxd4 and put back after: the lift,
        // found by the gap's dump, is judged with Qxd4 (heard), not with Bxd4 (no 4.3.1).
        hard("lichess_db_2025-05_excerpt_clk.pgn", 75, "all", 22, "a touch whose lift a gap's dump found waits for a move heard after it"),
        // The f2 pawn knocked to e1, both updates lost, e1 heard emptied just before f2 refilled:
        // a knock, not a touch of f2 left uncaptured (no 4.3.2).
        hard("twic1599_excerpt.pgn", 147, "all", 31, "a square emptied unfilled while a piece was held was its landing"),
        // g8 touched, d7-d5 made and changed to d6: the 4.3.1 held for d5's press, dropped with the
        // retraction, is raised when d6 is completed.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 184, "all", 30, "a touch alert dropped with a changed move is judged with the one completed"),
        // Bd5-a2 through c4 and b3 pressed with only c4's landing heard: Bc4 completed. A dump in
        // Black's turn, the king in the hand, finds the bishop on a2: the slide went on (Ba2 Kg7),
        // not Kg7 and a white move before Black's.
        hard("twic1599_excerpt.pgn", 565, "link-trouble", 36, "a slide seen gone on before the reply landed"),
        // The clock's start message cut by line noise, White's Nf3 pressed a second later: the
        // first message read shows Black's face running. The lever, set for White's face while the
        // clock stood, tells who ran first (6.6); with 4:00 and a delay both faces still show it.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 25, "link-trouble", 40, "the clock's start message lost, White's press the first read"),
        hard("lichess_db_2025-05_excerpt_clk.pgn", 414, "link-trouble", 40, "the clock's start message lost, a delay: only the lever tells"),
        // d2-d4 taken up by Black's hand for the capture before White's press, the press waiting
        // for the capture to land; meanwhile White's c2 pawn knocked to d2 for six seconds (against
        // the position before d4, a piece in the hand): 7.4 once d4 is made, whether by the wait's
        // end (twic #29) or with the capture's landing (twic #519).
        hard("twic1599_excerpt.pgn", 29, "all", 40, "a knock while the press waited for its move's capture"),
        hard("twic1599_excerpt.pgn", 519, "all", 40, "a knock while the press waited, the capture landing after"),
        // Kf2-f1 heard, then Rg2xb2 sliding through f2 with f2's filling lost: f2 reported emptied
        // is the rook passing, not the king lifted again (Kf1 Rxb2, not Kf1 Rc2 and a 7.4).
        hard("lichess_db_2025-05_excerpt_clk.pgn", 284, "all", 40, "a square emptied again after its piece landed elsewhere"),
        // Qb3+ pressed, its frame preceded by a cut one completed by noise: Black's stopped face
        // 9 s lower a second after the last tick, the lever unmoved, then 1:33 again at once.
        hard("tata_steel_2017_livechess_clk.pgn", 90, "link-trouble", 38, "a stopped face run faster than the clock is a cut frame"),
        // Bh6 Bg7 in a 43 s outage, White's bishop taken up again as the dump came: several readings
        // hold it, the exact one (Bh6 Bh8 Bg7 Bxg7) is longer and captures it: after so long an
        // outage the log is asked.
        hard("tata_steel_2017_livechess_clk.pgn", 19, "all", 39, "readings in the hand several, the exact one longer: the log asked"),
        // Rc2 Rxc2 read from the burst behind the log, never at rest, then the kings to d4 and e5:
        // the board before the kings left shows them, so they were played (0-1 after Rxc2).
        hard("twic1599_excerpt.pgn", 203, "link-trouble", 39, "moves made from the burst, as the board showed them before the gesture"),
        // White's first press: a tick cut 0.3 s before it and finished by line noise with the lever
        // flipped (14:34), the press's own message 0.4 s later with White's stopped face at 14:42.
        hard("chess960_mainz2009_rapid_wch.pgn", 1, "link-trouble", 45, "a press frame superseded by the press's own message"),
        hard("lichess_db_2025-05_excerpt_clk.pgn", 47, "link-trouble", 45, "a press frame superseded, no increment: the face lower"),
        // Black's press with its message lost, the tick after it showing White's face run 10 s (the
        // emulator's clock runs faster than its wall), White's press 27 ms later giving the delay
        // back: no cut frame (a face that started running in the middle one).
        hard("twic1599_excerpt.pgn", 711, "link-trouble", 44, "a face that ran in the middle frame, its delay given back"),
        // Nge4 Nxe4 read from a gap's dump, true: no log asked for the exchange of a three-move
        // reading (held 8 s for it, four more moves were played and read as an A.4.2 cascade).
        hard("twic1599_excerpt.pgn", 260, "link-trouble", 44, "a three-move gap reading's exchange read at once"),
        hard("final_masters_2011.pgn", 2, "link-trouble", 44, "a three-move gap reading's exchange read at once, again"),
        // The a1 rook knocked to b1 and put back (a1's refilling lost), then lifted for Rf1 while
        // Black pressed Kg8: a1 emptied again is the rook, which stands on b1 no more.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 77, "all", 39, "a square emptied again: the piece put back from where it landed"),
        hard("lichess_db_2025-05_excerpt_clk.pgn", 15, "all", 42, "a square emptied again: the piece put back, again"),
        // Qd3-e3+ completed, White's Qf2 pressed, then Black's Qe3-h3: no slide gone on (h3 filled
        // after Qf2 landed and after its press).
        hard("lichess_db_2025-05_excerpt_clk.pgn", 348, "link-trouble", 36, "the opponent's next move is no slide gone on"),
        hard("twic1599_excerpt.pgn", 257, "blitz", 1, "the opponent's next move is no slide gone on, in blitz"),
        // d4 landed, the tick before White's press cut into a frame with the lever flipped (White's
        // face 25 s off) that completed it; the press's own message 0.6 s later supersedes it.
        hard("london_chess_classic_2016_livechess_clk.pgn", 18, "link-trouble", 45, "a move completed by a press frame superseded"),
        hard("tata_steel_2017_livechess_clk.pgn", 91, "link-trouble", 45, "a move completed by a press frame superseded, again"),
        // Rxh3 Nf2 read from an outage's dump, the frame as the link came back cut: Nf2 stays
        // without readings, not re-read with Black's face from before the outage.
        hard("twic1599_excerpt.pgn", 2, "link-trouble", 34, "only the first move is made again for a superseded frame"),
        // Kg8 Kg6 in an outage, then the white king lifted from g6 onto e4 for the result
        // gesture: no slide the dump cut short (g6 is not on the way from f5 to e4).
        hard("twic1599_excerpt.pgn", 329, "all", 47, "a king taken on from its landing is no slide cut short"),
        // Bb5 Bf3 in an outage, the log asked for; behind it Rf5-f8 lost whole (both updates),
        // then Kg1 Ba4 Rd2 Bf6 heard: the burst ends in White's turn, so Black's first press in
        // it, with no landing before it, was the rook's.
        hard("twic1599_excerpt.pgn", 1103, "link-trouble", 46, "a move lost whole before the burst's first press"),
        // Ra2xb2 with both halves lost in the burst, then Rb2-b1 heard; the black queen lifted
        // from f6 could have taken on b2 too, but lands on d4, which it reaches from f6.
        hard("twic1599_excerpt.pgn", 754, "link-trouble", 46, "of two pieces that could have taken, the one that needed the square"),
        // Qe6 Qxe6 in an outage; garbage as the link came back asked for a dump the moment before
        // the gap's dump asked for the log: its answer came behind the log, 70 ms after the
        // burst's first clock reading, and is no check of a drained burst.
        hard("twic1599_excerpt.pgn", 133, "link-trouble", 46, "a dump asked for just before the log comes behind it"),
        // Behind the log: White's queen taken off a8, Bb7xa8's own updates lost, Black's press,
        // Na4 h6 heard, then Rc2xb2 taking the other black bishop: a8's bishop came from b7, and
        // before Black's press.
        hard("twic1599_excerpt.pgn", 573, "link-trouble", 46, "a capture lost whole goes before the press after its victim went"),
        // Bb2 Nd5 in an outage, the c4 bishop in White's hand as the gap's dump came; behind the
        // log f1's filling lost, then White's press, Ne7, g3, Rc7: Bf1 landed before that press.
        hard("twic1599_excerpt.pgn", 708, "link-trouble", 46, "a piece in the hand lands before its player's first press"),
        hard("tata_steel_2017_livechess_clk.pgn", 14, "link-trouble", 46, "a piece in the hand lands before its player's first press, again"),
        // Qd1-g4 heard behind the log, then the queen taken on to d2 before the press, d2's
        // filling lost: after g4's emptying, though no queen's move goes from g4 to d2.
        hard("twic1599_excerpt.pgn", 807, "all", 43, "a piece taken on by hand lands after its last leaving"),
        hard("twic1599_excerpt.pgn", 816, "all", 43, "a piece taken on by hand lands after its last leaving, again"),
        hard("twic1599_excerpt.pgn", 808, "link-trouble", 43, "a lost filling only after a leaving its piece could land from"),
        // Rxf5 pressed, the press's message lost, f5's landing too; White's king then put on e4
        // (on a black pawn) for the result gesture before the tick that showed the press: Rxf5
        // with the king set back, then the gesture's draw; not a 7.5.1.
        hard("twic1599_excerpt.pgn", 70, "link-trouble", 49, "the result gesture begun after a press heard late"),
        // Kd7 Rxd5+ pressed in an outage, the clock stopped; the gesture then puts Black's king
        // on the rook on d5: the board before the kings left has the rook there, not the bishop
        // it took.
        hard("london_chess_classic_2016_livechess_clk.pgn", 17, "link-trouble", 50, "a king put on a piece the made moves put there"),
        // Kf4-e4 beside Kd4, illegal, pressed; e4's landing heard only in the dump just after the
        // press: the kings on the centre squares are a move pressed, not the result gesture.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 414, "all", 51, "kings on the centre pressed after a king left is no gesture"),
        // Kf5-g6 pressed, g6's filling and the press's message lost; g6's emptying heard 0.8 s
        // after the press the tick dates, then the king put on e4 for the gesture: Kg6.
        hard("twic1599_excerpt.pgn", 329, "link-trouble", 50, "a landing lost, its emptying heard after the press"),
        // Rb8-b5 pressed; c4 and White's press, Black's rook lifted from b5 before it and put on
        // b4 just after, then on b3: Rb5 c4 Rb3, the b4 landing no slide Rb5's press came ahead of.
        hard("twic1599_excerpt.pgn", 412, "blitz", 51, "a landing after the reply's press is no slide on"),
        // Rd1 slid to d8 taking, d8 reported 2 ms before White's press and d7's emptying 60 ms
        // after: Rxd8+ was pressed as shown, not read again as Rd7 when Black's h8 rook slid on.
        hard("london_chess_classic_2016_livechess_clk.pgn", 27, "blitz", 51, "a landing heard before the press, read a moment after it"),
        // Nd5 pressed, Rxb8 (its slide unheard) and Qxb8 pressed, Kg2 made, then Black's king held
        // 3.5 s for Kh7: four moves with the king in the hand, not a 7.4.
        hard("twic1599_excerpt.pgn", 770, "blitz", 51, "three presses waiting, a fourth move made, the next begun"),
        // Bg7 Bxg7 Kxg7 Qc1 Qe7 made (each victim taken off before its press), White's king then
        // lifted: the four-move reading with a piece in the hand found Qc1 Qe7 Bxg7 Kxg7 as well,
        // the same board; the order the board showed stands.
        hard("twic1599_excerpt.pgn", 735, "blitz", 51, "the made moves' order stands against the same board in another"),
        // Qb3-c4 taken off by Black's hand, the c5 queen lifted for Qxc4 and set back for seconds.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 186, "irregular", 52, "a capture taken up unseen, the capturer put back"),
        // c7-c5 taken off for Nxc5 before Black's press, the knight lifted 10 s later.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 230, "irregular", 53, "a capture taken up unseen, the capturer not yet touched"),
        // Qd7-c7-b7 taken off b7, Black's queen sliding f7-e7-d7-c7 to take it: Qb7 Qxb7.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 216, "irregular", 51, "a slide seen on past its target"),
        // exd8 seen as the pawn on d8, the queen taken off, the f8 rook lifted and put back.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 355, "clumsy", 51, "a promotion where the pawn was seen"),
        // Bf4xd6 seen and taken off before White's press, the h1 rook knocked to h2: not Bh2 Bxh2
        // Rxh2 but Bxd6 and a 7.4.
        hard("twic1599_excerpt.pgn", 1045, "irregular", 50, "a pressed landing is not rewritten"),
        // Rf8-e8 with f8's emptying 7 ms after e8's filling, the d8 rook lifted later for Nxd8.
        hard("london_chess_classic_2016_livechess_clk.pgn", 39, "blitz", 49, "the lift nearest its landing"),
        // Black's stopped face from 2:25 to 2:52 in a frame completed by noise, the lever unmoved,
        // then 2:25 again at White's press 0.3 s later: no hidden press pair, no 7.8.1.
        hard("twic1599_excerpt.pgn", 1024, "link-trouble", 52, "a stopped face that comes back is noise"),
        // White's press read at 3:40 against 4:00 with line noise, its own message at 3:48.
        hard("twic1599_excerpt.pgn", 789, "link-trouble", 53, "a press frame with line noise superseded by the next"),
        // Qxh2 pressed, its landing and the press's message lost, then Kc6-e4 and Kf5-d5 for 1-0:
        // both kings set back to read the move, then the gesture.
        hard("twic1599_excerpt.pgn", 597, "link-trouble", 53, "a gesture of both kings begun after a press heard late"),
        // Bb7-f3 seen, the bishop put on e4 unscanned before Black's press, then Bc2xe4 seen:
        // Be4 Bxe4, the pressed landing on f3 rewritten where the capture was seen.
        hard("twic1599_excerpt.pgn", 16, "all", 53, "a move changed before its press, taken where the capture was seen"),
        // Thirty-ninth session: the emulator's hurried players no longer hover (the score's
        // player did not lose on time; hovering with seconds left ran the clock out first).
        hard("lichess_db_2025-05_excerpt_clk.pgn", 146, "club", 57, "no hover with two seconds left"),
        hard("lichess_db_2025-05_excerpt_clk.pgn", 300, "clumsy", 57, "no hover with eleven seconds left"),
        // A tick whose status byte line noise made up: the lever over and back in the same
        // millisecond, the faces unchanged; read as two presses, a false 7.8.1 for Black.
        hard("london_chess_classic_2016_livechess_clk.pgn", 9, "link-trouble", 57, "the lever over and back within milliseconds"),
        // A knock that stood 3.0 s: displaced from its last change, not from the board's settle.
        hard("twic1599_excerpt.pgn", 56, "all", 57, "the d5 pawn knocked to c6 for three seconds"),
        hard("tata_steel_2017_livechess_clk.pgn", 9, "all", 48, "a knock dated from its last change"),
        // Fortieth session: a completed move changed unseen, its new landing taken at once.
        hard("final_masters_2011.pgn", 19, "all", 60, "Nc6 seen, changed to d7 unseen, Bxd7"),
        hard("twic1599_excerpt.pgn", 309, "irregular", 60, "Ne5 seen, changed to f6 unseen, taken from g5"),
        // Chess960 O-O rook first (Re1-f1), then the king set down on e1 on its way to g1: the
        // square's last lift is the king's, the rook's came before the king left d1 (4.4.2).
        hard("chess960_mainz2009_rapid_wch.pgn", 18, "irregular", 58, "the king passing over the rook's square"),
        // Qd6-b8 pressed, b8's landing reported in the press's millisecond; White's queen then
        // slides b1-b4-b6-b8 to take it: not Qb4 Qxb4 and Qb6 Qxb6 as it passes.
        hard("final_masters_2011.pgn", 6, "irregular", 59, "a pressed landing seen with its press, taken by a slide"),
        // Forty-first session: Rae8 with White's hand taking the e7 rook off as e8 was filled: one
        // rook in the hand either way; the one White can take is the capture begun, not Ree8.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 340, "clumsy", 58, "Rae8, the e7 rook taken off at once"),
        // Three presses in a link gap, the lever showing one: the face now running shows more than
        // it stood at, so its player pressed in the gap and the presser's next move is begun.
        hard("twic1599_excerpt.pgn", 582, "all", 61, "Nf5 Bxd5 Qd4 pressed in a gap, the queen up"),
        hard("twic1599_excerpt.pgn", 422, "all", 61, "Qe8 O-O Rd7 pressed in a gap, the rook up"),
        // Three knights to d4 in blitz, each taken off within the scan: the lifts' order (c6,
        // e2, f5) tells Ncxd4 Nexd4 Nfxd4, c6's lift before White's press of Ne2 included.
        hard("twic1599_excerpt.pgn", 409, "blitz", 62, "Ncxd4 Nexd4 Nfxd4, no landing seen"),
        // Black's b7 pawn up for b6 and White's a5 pawn knocked onto b6, nobody pressing: not
        // b5 axb6 e.p. (the double step never seen, nor pressed), but a knock (7.4).
        hard("twic1599_excerpt.pgn", 800, "irregular", 63, "a knock onto b6 read as b5 axb6 e.p."),
        // Ne6 seen, taken up by Black's hand before White's press; Black thinks ten seconds (a
        // knock meanwhile) and Bxe6 lands as the press is judged, c8's lift not yet reported.
        hard("twic1599_excerpt.pgn", 674, "irregular", 63, "a move taken up, its capture landing at the press's judgement"),
        // Nde4 Nxe4 Nxe4 made at once in blitz (no e4 landing seen), then Bd7 sliding e6-f5:
        // read again from the completed position, the made exchange is not doubted.
        hard("twic1599_excerpt.pgn", 205, "blitz", 63, "Bd7-e6-f5 after an exchange made at once"),
        // Rb2xa2 Rxa2, then the other rook sliding g2-b2-a2 to take back: b2's last lift is the
        // sliding rook's, not the first one's (the lift order above must not refuse Rxa2).
        hard("twic1599_excerpt.pgn", 400, "blitz", 62, "a rook sliding over the square the other left"),
        // A slide pressed as the scan showed it half way (Bg2-d5, Rf8-e8), gone on at the press
        // to a square never scanned and taken there, the capturer seen landing: Bxc6 Qxc6.
        hard("twic1599_excerpt.pgn", 1024, "blitz", 62, "Bg2-d5-c6 pressed at d5, taken on c6"),
        hard("twic1599_excerpt.pgn", 711, "blitz", 61, "Rf8-e8-c8 pressed at e8, taken on c8"),
        // Bxd6 taken off by White's hand before Black's press (never scanned on d6), a knock
        // meanwhile, White's queen sliding d2-d4-d6 ten seconds later: the press waits for it.
        hard("twic1599_excerpt.pgn", 256, "all", 63, "a capture taken up, the capturer sliding"),
        // Qa1+ Kd2 Qxa5+ in an outage, the queen in the hand as the dump came: read Qxa5 Kd1 Qd2+
        // Kxd2; the queen set down on a5, three 3-ply readings (Qa1+, Qa3, Qa4): no 7.4 meanwhile.
        hard("twic1599_excerpt.pgn", 78, "all", 63, "a gap read long, several shorter readings"),
        // Rgf1 taken at once, Rf4 sliding f3-f2-f1 to take it (f1 never scanned) and taken at once
        // by the a1 rook sliding b1-f1: with Black's press waiting, not Rgb1 alone.
        hard("twic1599_excerpt.pgn", 876, "club", 62, "a shorter reading as long as the presses claim"),
        // Qc2 sliding c3-c4-c5-c6 to take on c7, seen on c3 only, lifted from c7 by Black's hand
        // before White's press: Qxc7 Qxc7 Rxc7, not Qc3 waiting for ever.
        hard("twic1599_excerpt.pgn", 661, "blitz", 64, "a slide seen half way, taken at once"),
        // Qxe4 pressed, Re7, then Qe4-f4-g4-h4 with g4 scanned within a scan of Qxe4's press:
        // that press is Qxe4's, not Qg4's too; Qh4 stands.
        hard("chess960_mainz2009_rapid_wch.pgn", 1, "blitz", 64, "one press for one move"),
        // Re4-e5-e6 pressed with e5 empty, the rook taken off e6 at once by White's rook sliding
        // e1-e5-e6: Re6 Rxe6, not Re5 Rxe5 while it passes e5.
        hard("twic1599_excerpt.pgn", 628, "club", 66, "a landing left before the press"),
        // Rd5+ Ke6 Re5+ Kf6 Rf5+, then the king set down on d6 on its way to g6: the position at
        // ply 96 and Rc5-f5 match the board, but no take-back of five plies.
        hard("twic1599_excerpt.pgn", 592, "clumsy", 66, "the player to move's piece, no take-back"),
        // Bxd6 and cxd6 both pressed, then the kings set in the centre (0-1): the presses are
        // judged as the board rests, not held for White's lifted king.
        hard("twic1599_excerpt.pgn", 485, "clumsy", 66, "a reply pressed, then a result gesture"),
        // Rc4 Nf3 Rc3 in an outage, Black's press after the dump with White's king lifted for
        // Kg2: the gap read again a move longer (the log choosing), not Rc3 Nf3 and a 7.8.1.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 26, "all", 64, "a gap re-read at a press, the reply begun"),
        // Nf5 Bxf5 in an outage, the bishop taken off by White's hand as the dump came (read Nxe6,
        // the knight held), the clock showing both pressed; exf5 set down 5 s later.
        hard("twic1599_excerpt.pgn", 366, "all", 64, "a gap read short of the clock's presses"),
        // Be6 taken off by White's hand before Black's press, then Nxe6 Qxe6 in an outage: the
        // log starts on c8 and e6 empty, and reads on from Be6 taken there (not Qe6 with three
        // pieces in the hand).
        hard("twic1599_excerpt.pgn", 197, "all", 64, "a gap's log after a quiet move taken at once"),
        hard("twic1599_excerpt.pgn", 235, "all", 64, "Ne5 taken at once, Nxe5 Bxe5 in the log"),
        hard("linares_2002.pgn", 6, "all", 64, "a quiet move taken at once before a gap's log"),
        // g6 heard in the burst behind a log (estimated 157.1 s, heard 158.7 s), lifted at 159.3 s
        // for g5 before the press: released by the estimates less their second (4.7).
        hard("twic1599_excerpt.pgn", 511, "all", 64, "a stand across the burst's end, then changed"),
        // Nb3 Nxb3 in an outage, the knight taken off b3 by White's hand as the dump came, the
        // clock showing both pressed: axb3 in the burst is no unseen exchange.
        hard("twic1599_excerpt.pgn", 520, "all", 64, "an exchange pressed in the gap, taken at once"),
        // Re6 Rxe6 Rxe6 in an outage: the log read move by move has that one way, against
        // R8e6 Rxe4 with White's rook in the hand, which fits the log's squares as loosely.
        hard("twic1599_excerpt.pgn", 628, "all", 64, "the log's own reading of a gap over a held piece"),
        // b5 and d5 heard landing after a gap's dump and pressed, then Qc6-a4 through b5 (illegal)
        // and Black's press: not exf3 Nxf3 Qa4 d5 b5 read from before the gap, but the 7.5.1.
        hard("twic1599_excerpt.pgn", 692, "all", 66, "moves heard after a gap keep their order"),
        // Nxb4 cxb4 (or Nxd4 cxd4: one position) in an outage with the g7 rook up, the log asked
        // for garbled: the burst behind it read on from that position (Rf7 axb5 Rxf3), its
        // presses completing those moves, an 8.4 on the two plies of the gap.
        hard("lichess_db_2025-05_excerpt_clk.pgn", 163, "link-trouble", 65, "a garbled log's gap read on"),
        hard("twic1599_excerpt.pgn", 44, "link-trouble", 65, "a garbled log's gap read on, its presses"),
        // a2-a3 seen 250 ms on its way to a4, the pawn taken en passant at once, White's press
        // waiting (a3 left before it): bxa3 read for a while is no release of a3, a4 no 4.7.
        hard("twic1599_excerpt.pgn", 468, "all", 60, "a move taken on its square at once, not released"),
        // Bxg5 taken off g5 by Black's hand before White's press, Qxg5 standing: the press judged
        // once the reply has stood a moment, not after the unseen landing's 2.5 s (Qd8 then read).
        hard("lichess_db_2025-05_excerpt_clk.pgn", 29, "club", 58, "a landing left before its press, the reply standing"),
        hard("tata_steel_2017_livechess_clk.pgn", 2, "irregular", 68, "a move taken up unseen, its square filled and emptied by a knocked piece"),
        hard("lichess_db_2025-05_excerpt_clk.pgn", 40, "clumsy", 69, "no hover in a scramble: the emulator keeps the later moves' seconds"),
        hard("lichess_db_2025-05_excerpt_clk.pgn", 217, "blitz", 67, "a capture seen landing and pressed is not rewritten while the recapture slides"),
        hard("twic1599_excerpt.pgn", 268, "blitz", 67, "the pressed move is the piece lifted before the press, not the next move's"),
        hard("tata_steel_2017_livechess_clk.pgn", 12, "all", 68, "a pressed move seen on its way, gone on unseen and taken: wait for the capture"),
        hard("tata_steel_2017_livechess_clk.pgn", 79, "all", 68, "the longest wait over, an unexplained board changed since the dump is dumped again"),
        hard("twic1599_excerpt.pgn", 362, "all", 67, "a promotion seen a moment and taken off before the press waits for the capture"),
        hard("twic1599_excerpt.pgn", 496, "irregular", 68, "a move taken up unseen waits for its capture though the presser knocks a piece"),
        hard("tata_steel_2017_livechess_clk.pgn", 10, "all", 67, "an illegal move whose landing a dump found is no move taken up unseen"),
        hard("twic1599_excerpt.pgn", 136, "blitz", 70, "a pawn slid on past its made landing and taken e.p. is read afresh"),
        hard("lichess_db_2025-05_excerpt_clk.pgn", 413, "blitz", 72, "a pawn slid on past its made landing and taken e.p. is read afresh"),
        hard("twic1599_excerpt.pgn", 369, "link-trouble", 72, "a press's frame with its lever byte made up by noise is no hidden pair"),
        hard("twic1599_excerpt.pgn", 450, "link-trouble", 72, "a press's frame with its lever byte made up by noise is no hidden pair"),
        hard("lichess_db_2025-05_excerpt_clk.pgn", 250, "link-trouble", 66, "a hidden pair behind noise, the next press a second later, stays a pair"),
        hard("twic1599_excerpt.pgn", 767, "irregular", 74, "victim lifted as the last move was made: taken up unseen"),
        hard("twic1599_excerpt.pgn", 362, "irregular", 74, "victim lifted as the last move was made: cxb5, not Ra3"),
        hard("twic1599_excerpt.pgn", 634, "all", 73, "a dump in the press's millisecond checks it"),
        hard("twic1599_excerpt.pgn", 615, "all", 74, "a knock after two presses, both moves taken up unseen"),
        hard("lichess_db_2025-05_excerpt_clk.pgn", 27, "link-trouble", 75, "a hidden pair off the beat, the reply only lifted"),
        hard("lichess_db_2025-05_excerpt_clk.pgn", 287, "irregular", 71, "a changed move taken up unseen: not the first landing completed"),
        hard("twic1599_excerpt.pgn", 723, "all", 67, "a square emptied again: the victim left at the lift before"),
        hard("lichess_db_2025-05_excerpt_clk.pgn", 333, "all", 65, "a press frame cut 17 ms after a tick: the next tick dates it"),
        hard("twic1599_excerpt.pgn", 687, "irregular", 69, "a rook knocked 0.57 s after its press: a 7.4, not a changed move"),
        hard("twic1599_excerpt.pgn", 845, "link-trouble", 72, "the gesture after a cut press: the press from its earliest"),
        hard("twic1599_excerpt.pgn", 56, "all", 74, "a knock after a cut press: counted from the press's tick-dated time"),
        hard("linares_2002.pgn", 30, "blitz", 70, "a dump in the press's millisecond checks it (b2-b4 read whole)"),
        hard("twic1599_excerpt.pgn", 155, "clumsy", 70, "a dump in the press's millisecond checks it (castling)"),
        hard("twic1599_excerpt.pgn", 894, "irregular", 72, "a dump in the press's millisecond checks it (a knock after it)"),
        hard("twic1599_excerpt.pgn", 504, "blitz", 77, "a pressed move's piece is not one lifted well after its press"),
        hard("twic1599_excerpt.pgn", 1049, "all", 77, "a knock filling the origin again hides the move's lift (e.p.)"),
        hard("twic1599_excerpt.pgn", 1102, "all", 76, "a gap read again: the log's stop where the opponent moved"),
        hard("chess960_mainz2009_rapid_wch.pgn", 2, "link-trouble", 77, "a rook touched two moves ago: no 4.4.2"),
        hard("twic1599_excerpt.pgn", 880, "all", 70, "a knock set back on the origin is no move from it"),
        hard("twic1599_excerpt.pgn", 858, "club", 78, "a pawn gone on and taken there e.p. did go on"),
        hard("tata_steel_2017_livechess_clk.pgn", 72, "link-trouble", 78, "the log's moves stand, a king lifted for the gesture"),
        hard("twic1599_excerpt.pgn", 526, "clumsy", 60, "a capture read mid-slide, its piece lifted again, waits"),
        hard("twic1599_excerpt.pgn", 628, "blitz", 76, "a capture read mid-slide, standing under a scan's skew, waits"),
        hard("twic1599_excerpt.pgn", 778, "all", 74, "a capture knocked aside while its press waits: the 7.4 at its ply"),
        hard("twic1599_excerpt.pgn", 608, "all", 79, "a move changed just after its dated press, put back: a knock"),
        hard("london_chess_classic_2016_livechess_clk.pgn", 39, "all", 79, "a gap's pressed move gone on and put back: a knock"),
        hard("tata_steel_2017_livechess_clk.pgn", 73, "all", 79, "a gap's pressed pawn gone on and put back: a knock"),
        hard("lichess_db_2025-05_excerpt_clk.pgn", 342, "all", 81, "a gap's piece set back after the dump, then moved on"),
        hard("twic1599_excerpt.pgn", 975, "all", 77, "a gap's piece set back after the dump, then moved on, again"),
        hard("lichess_db_2025-05_excerpt_clk.pgn", 47, "all", 81, "a capture taken up unseen while a rook passes the origin"),
        hard("twic1599_excerpt.pgn", 114, "all", 79, "a knock within the skew after a tick-dated press"),
        hard("twic1599_excerpt.pgn", 118, "all", 79, "a move shown by the press's own dump stands"),
        hard("twic1599_excerpt.pgn", 912, "all", 79, "a gap dump's lift is ordered only by the move's own landing"),
        hard("lichess_db_2025-05_excerpt_clk.pgn", 184, "all", 79, "a move heard landing before a gap is kept, a move longer"),
        hard("twic1599_excerpt.pgn", 937, "link-trouble", 80, "a gap's piece in a hand that may not hold it: two moves more"),
        hard("twic1599_excerpt.pgn", 612, "irregular", 80, "a move heard just after its press, knocked on and put back"),
        hard("twic1599_excerpt.pgn", 626, "link-trouble", 81, "a king's capture unheard, taken up for the gesture"),
        hard("twic1599_excerpt.pgn", 1008, "link-trouble", 79, "a pressed slide gone on, both updates lost, shown by a dump"),
        hard("twic1599_excerpt.pgn", 185, "irregular", 80, "a changed move taken unseen, the opponent's capture pressed"),
        hard("twic1599_excerpt.pgn", 1005, "link-trouble", 80, "a burst's lost emptying, a taken piece's leaving no pair"),
        hard("twic1599_excerpt.pgn", 30, "link-trouble", 80, "two bishops' landings lost in a burst, one via a stop"),
        hard("twic1599_excerpt.pgn", 902, "all", 80, "a gap read short of its presses, a piece in hand: the next landing tells"),
        hard("final_masters_2011.pgn", 19, "blitz", 59, "a pressed bishop's stop never scanned, the reply and its capture heard"),
        hard("chess960_mainz2009_rapid_wch.pgn", 16, "all", 76, "a gap short of its presses, both rooks in the hands"),
        hard("london_chess_classic_2016_livechess_clk.pgn", 35, "blitz", 90, "a capture's landing unscanned, taken up at once"),
        hard("lichess_db_2025-05_excerpt_clk.pgn", 145, "all", 90, "a burst's slide scanned landing first twice, a king's landing lost"),
        hard("lichess_db_2025-05_excerpt_clk.pgn", 74, "all", 89, "a clock's answer after a cut press, the reply's press at once"),
        hard("lichess_db_2025-05_excerpt_clk.pgn", 62, "link-trouble", 90, "a press seen after a gap the presser moved in again"),
        hard("chess960_mainz2009_rapid_wch.pgn", 16, "link-trouble", 90, "a gesture's landing lost, the clock stopped, its dump lost"),
        hard("twic1599_excerpt.pgn", 1029, "link-trouble", 81, "a gesture's landing lost on a line then silent"),
        hard("twic1599_excerpt.pgn", 122, "link-trouble", 79, "a burst's rook there and back, its going lost in a garble"),
        hard("twic1599_excerpt.pgn", 4, "link-trouble", 80, "a gap's last move landed unheard, its piece the one in the hand"),
        hard("lichess_db_2025-05_excerpt_clk.pgn", 333, "clumsy", 81, "a capture's stop emptied before the press: no unseen landing"),
        hard("lichess_db_2025-05_excerpt_clk.pgn", 375, "irregular", 58, "a knock after the press put back as the reply began"),
        hard("twic1599_excerpt.pgn", 1035, "link-trouble", 70, "a change brought with garbage after a stall: no 4.7"),
        hard("twic1599_excerpt.pgn", 495, "link-trouble", 70, "a change brought with garbage: no 4.7"),
        hard("london_chess_classic_2016_livechess_clk.pgn", 14, "link-trouble", 72, "a lever over by noise, back at the next tick"),
        hard("twic1599_excerpt.pgn", 533, "all", 58, "a rook adjusted, then another knocked beside it: no take-back"),
        hard("twic1599_excerpt.pgn", 1081, "link-trouble", 60, "a running face down and back in a burst: no presses"),
        hard("lichess_db_2025-05_excerpt_clk.pgn", 286, "all", 83, "a gap read again: a move begun after the dump comes last"),
        hard("lichess_db_2025-05_excerpt_clk.pgn", 137, "all", 61, "a dated press's move, moved on in the outage: no readings"),
        hard("twic1599_excerpt.pgn", 847, "blitz", 93, "a capture and recapture the scan missed, both pressed"));
  }

  /**
   * Runs that cannot come out exactly, with the one difference the oracle finds (as the lines it
   * reports it in): a false alert the tracker cannot take back, or one raised at another ply, or
   * an ambiguity the board cannot settle, flagged to the arbiter (8.4) with the move most likely
   * recorded.
   */
  static Stream<Arguments> casesWithAKnownDifference() {
    return Stream.of(
        // f2-f4 slid via f3 (seen), the pawn gone from f3 before White's press and f4 never
        // scanned, then exf3 e.p.: f3 exf3 leaves the same board. 8.4 asks the arbiter.
        Arguments.of("twic1599_excerpt.pgn", 53, "blitz", 3L,
            List.of(
                "flagged ambiguity (8.4 named the move played): moves differ from ply 71: got [f2-f3,"
                    + " e4-f3, d1-f3], expected [f2-f4, e4-f3 e.p., d1-f3] (103 vs 103)")),
        // c7-c5 seen on c5, taken back and set on c6 (a changed move, 4.7), that landing lost
        // within a scan as White's hand took the pawn, Black's press after c5 emptied, then dxc6:
        // c5 dxc6 e.p. leaves the same board and needs nothing lost. 8.4 asks the arbiter.
        Arguments.of("livechess_2.2.5_sample_round_clk_emt.pgn", 10, "all", 3L,
            List.of(
                "flagged ambiguity (8.4 named the move played): moves differ from ply 82: got [c7-c5,"
                    + " d5-c6 e.p., a4-c6], expected [c7-c6, d5-c6, a4-c6] (102 vs 102)",
                "missing alerts [4.7@81]")),
        // Rh1-h2 Kf3 in a 3.5 s outage, the rook lifted again for Ra2 as the dump came: read as
        // Rh3 Kf4 Rf3+ Kxf3 (exact), Black's press on the rook on a2 reads the gap again: Rh2 Kf3
        // Ra2 or Ra1 Kf3 Ra2, nothing seen of the stop. One is recorded, 8.4 on both rook moves,
        // not a 7.5.1 and an illegal move that stood (A.4.2).
        Arguments.of("livechess_2.2.5_sample_round_clk_emt.pgn", 6, "link-trouble", 1L,
            List.of(
                "flagged ambiguity (8.4 named the move played): moves differ from ply 130: got [h1-a1,"
                    + " g4-f3, a1-a2], expected [h1-h2, g4-f3, h2-a2] (178 vs 178)")),
        // Ne4 Nf7 d6 Nxd6 in two outages (or Nf5, or d6 first: four readings to one position),
        // the log asked for garbled on the line, then Nexd6 Bxd6 in the burst behind it: the
        // first reading is recorded with an 8.4 on each ply the others have otherwise, and the
        // burst read on from it (not the moves stacked on an unread gap, an A.4.2 cascade).
        Arguments.of("lichess_db_2025-05_excerpt_clk.pgn", 274, "link-trouble", 65L,
            List.of(
                "flagged ambiguity (8.4 named the move played): moves differ from ply 26: got [h6-f5,"
                    + " d5-d6, f5-d6], expected [h6-f7, d5-d6, f7-d6] (90 vs 90)")));
  }

  @ParameterizedTest(name = "{0} #{1} {2} seed {3}: only {4}")
  @MethodSource("casesWithAKnownDifference")
  void isReconstructedButForOneKnownDifference(
      String file, int index, String profileName, long seed, List<String> only) throws IOException {
    assertThat(differences(file, index, profileName, seed))
        .as("%s #%d, %s seed %d", file, index, profileName, seed)
        .containsExactlyElementsOf(only);
  }

  private static Arguments hard(String file, int game, String profile, long seed, String why) {
    return Arguments.of(file, game, profile, seed, why);
  }

  private static final String OPEN = "open: ";

  /** A case that came out right until the emulator's line took the log's 8 s (see below). */
  private static Arguments open(String file, int game, String profile, long seed, String why) {
    return Arguments.of(file, game, profile, seed, OPEN + why);
  }

  static Stream<Arguments> exactCases() {
    return cases().filter(a -> !((String) a.get()[4]).startsWith(OPEN));
  }

  static Stream<Arguments> openCases() {
    return cases().filter(a -> ((String) a.get()[4]).startsWith(OPEN));
  }

  @ParameterizedTest(name = "{0} #{1} {2} seed {3}: {4}")
  @MethodSource("openCases")
  @Disabled(
      "Open since the emulator's line delivers what queued behind the board's log when it arrives"
          + " (8 s later), not at once: these cases passed only because a dump asked for in that"
          + " burst came back showing the board at the time asked about (lichess #201 since the"
          + " burst is repaired from the dump after it). docs/reconstruction.md, 'The burst behind"
          + " the log', says what is left.")
  void isReconstructedExactlyOnceTheBurstIsReadBetter(
      String file, int index, String profileName, long seed, String why) throws IOException {
    isReconstructedExactly(file, index, profileName, seed, why);
  }

  @ParameterizedTest(name = "{0} #{1} {2} seed {3}: {4}")
  @MethodSource("exactCases")
  void isReconstructedExactly(String file, int index, String profileName, long seed, String why)
      throws IOException {
    assertThat(differences(file, index, profileName, seed))
        .as("%s #%d, %s seed %d (%s)", file, index, profileName, seed, why)
        .isEmpty();
  }

  /**
   * Not exact — fourteen plies lost with the board's log, cut on the line behind two outages —
   * but the result gesture made after that unread gap is recorded: the game ends with its result,
   * not with a 7.4 for the kings in the centre and no result at all.
   */
  @Test
  void theResultGestureAfterAnUnreadGapIsRecorded() throws IOException {
    HumanProfile profile = HumanProfile.named("link-trouble").orElseThrow();
    GameScript script = script("lichess_db_2025-05_excerpt_clk.pgn", 106, profile, 74);
    List<GameEvent> events = ReconstructionRun.run(script, profile, 74, TrackerConfig.defaults());
    assertThat(events.stream().filter(GameEvent.GameEnded.class::isInstance))
        .map(e -> ((GameEvent.GameEnded) e).result() + " " + ((GameEvent.GameEnded) e).reason())
        .containsExactly("1-0 RESULT_GESTURE");
    assertThat(events.stream().filter(GameEvent.AlertRaised.class::isInstance))
        .map(e -> ((GameEvent.AlertRaised) e).alert().law())
        .doesNotContain("7.4");
  }

  /** The corpus game played by the emulator with the profile and seed, judged by the oracle. */
  private static List<String> differences(String file, int index, String profileName, long seed)
      throws IOException {
    HumanProfile profile = HumanProfile.named(profileName).orElseThrow();
    GameScript script = script(file, index, profile, seed);
    List<GameEvent> events = ReconstructionRun.run(script, profile, seed, TrackerConfig.defaults());
    return Verdict.differences(script, events, ReconstructionRun.losses());
  }

  private static GameScript script(String file, int index, HumanProfile profile, long seed)
      throws IOException {
    List<PgnReadResult> games =
        PgnReader.mainLineOnly().read(Files.readAllBytes(Corpus.require("pgn").resolve(file)));
    ScriptedGame game = ScriptedGame.of(((PgnReadResult.Read) games.get(index - 1)).game());
    return GameScriptBuilder.build(game, profile, seed, 30);
  }
}
