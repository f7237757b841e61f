package org.touchmove.reconstruct;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.touchmove.dgt.BoardReading;
import org.touchmove.dgt.ClockFace;
import org.touchmove.dgt.ClockSide;
import org.touchmove.dgt.ClockStatus;
import org.touchmove.dgt.DgtMessage;

class LogBurstTest {

  private static DgtMessage.ClockData clock(ClockSide lever, int leftSeconds, int rightSeconds) {
    return new DgtMessage.ClockData(
        ClockFace.showing(Duration.ofSeconds(rightSeconds)),
        ClockFace.showing(Duration.ofSeconds(leftSeconds)),
        new ClockStatus(true, lever, false, lever == ClockSide.RIGHT, lever == ClockSide.LEFT));
  }

  private static DgtMessage field(int field) {
    return new DgtMessage.FieldUpdate(field, 0);
  }

  /** The burst as it arrives: squeezed, 5 ms apart, 8.3 s after the log was asked for. */
  private static List<LogBurst.Held> squeezed(DgtMessage... messages) {
    List<LogBurst.Held> held = new ArrayList<>();
    for (int i = 0; i < messages.length; i++) {
      held.add(new LogBurst.Held(messages[i], 18_300 + 5L * i));
    }
    return held;
  }

  @Test
  void aStoppedClocksFewMessagesAreCountedFromTheRequest() {
    // Two clock messages in 8 s: the clock did not run through the burst, so its end is no anchor.
    List<LogBurst.Timed> timed =
        LogBurst.estimate(
            squeezed(
                field(1),
                clock(ClockSide.LEFT, 290, 300), // a tick: the lever where it was
                field(2),
                field(3),
                clock(ClockSide.RIGHT, 290, 299), // a press
                field(4)),
            10_000,
            clock(ClockSide.LEFT, 291, 300));

    assertThat(timed).extracting(LogBurst.Timed::at)
        .containsExactly(10_250L, 10_500L, 10_666L, 10_833L, 11_000L, 11_500L);
  }

  @Test
  void aLandingRightAfterAPressIsThePressersScannedLate() {
    // O-O rook first: the king's g1 scanned just after the lever; then Black lifts a piece.
    List<LogBurst.Timed> timed =
        LogBurst.estimate(
            squeezed(
                clock(ClockSide.RIGHT, 290, 299), // a press
                new DgtMessage.FieldUpdate(62, 5), // the white king put on g1
                field(11)), // Black lifts d7
            10_000,
            clock(ClockSide.LEFT, 291, 300));

    assertThat(timed).extracting(LogBurst.Timed::at)
        .containsExactly(10_000L, 10_000L + LogBurst.LATE_LANDING_MILLIS, 10_550L);
  }

  @Test
  void aRunningClocksTicksAreCountedFromBothEnds() {
    // Truth: a tick at 10,900; White presses late in the next second (11,850) and Black late in
    // the one after (13,800); a tick a second after each press and after each tick, to 17,800.
    // Counted forward only, the two presses put at half a second would be 0.9 and 1.3 s early;
    // counted back from the end as well, every estimate is within half a second.
    long[] truth = {10_900, 11_850, 12_850, 13_800, 14_800, 15_800, 16_800, 17_800};
    ClockSide[] lever = {
      ClockSide.LEFT, ClockSide.RIGHT, ClockSide.RIGHT, ClockSide.LEFT,
      ClockSide.LEFT, ClockSide.LEFT, ClockSide.LEFT, ClockSide.LEFT
    };
    List<LogBurst.Held> held = new ArrayList<>();
    for (int i = 0; i < truth.length; i++) {
      held.add(new LogBurst.Held(clock(lever[i], 290, 300 - i), 18_300 + 10L * i));
    }
    List<LogBurst.Timed> timed = LogBurst.estimate(held, 10_000, clock(ClockSide.LEFT, 291, 300));

    for (int i = 0; i < truth.length; i++) {
      assertThat(timed.get(i).at()).as("clock message %d", i).isCloseTo(truth[i], within(500L));
    }
  }

  @Test
  void noMessageIsReadBeforeTheOneBeforeItNorAfterItArrived() {
    List<LogBurst.Held> held = new ArrayList<>();
    held.add(new LogBurst.Held(clock(ClockSide.LEFT, 290, 300), 10_100)); // came at once
    held.add(new LogBurst.Held(field(5), 10_105));
    held.add(new LogBurst.Held(clock(ClockSide.LEFT, 289, 300), 10_110));
    List<LogBurst.Timed> timed = LogBurst.estimate(held, 10_000, clock(ClockSide.LEFT, 291, 300));

    assertThat(timed).extracting(LogBurst.Timed::at).isSorted();
    assertThat(timed).allSatisfy(t -> assertThat(t.at()).isBetween(10_000L, 10_110L));
    assertThat(timed.get(0).at()).isLessThanOrEqualTo(10_100L);
  }

  /** A burst begun at 10,000 holding {@code messages}, 5 ms apart from 18,300. */
  private static LogBurst holding(DgtMessage... messages) {
    return holdingAfter(null, messages);
  }

  /** A burst begun after {@code clockBefore} (null: none), holding {@code messages} 5 ms apart. */
  private static LogBurst holdingAfter(DgtMessage.ClockData clockBefore, DgtMessage... messages) {
    LogBurst burst = new LogBurst();
    burst.begin(10_000, clockBefore, 0);
    for (int i = 0; i < messages.length; i++) {
      burst.hold(messages[i], 18_300 + 5L * i);
    }
    return burst;
  }

  @Test
  void theBurstEndsWhenTheLineFallsQuiet() {
    LogBurst burst = new LogBurst();
    burst.begin(10_000, null, 0);
    assertThat(burst.collecting()).isTrue();
    assertThat(burst.continues(field(1), 18_300)).isTrue();
    burst.hold(field(1), 18_300);
    assertThat(burst.continues(field(1), 18_300 + LogBurst.DRAINED_MILLIS)).isTrue();
    assertThat(burst.drained(18_300 + LogBurst.DRAINED_MILLIS)).isFalse();
    assertThat(burst.drained(18_301 + LogBurst.DRAINED_MILLIS)).isTrue();
    assertThat(burst.release()).hasSize(1);
    assertThat(burst.collecting()).isFalse();
  }

  @Test
  void aDumpAskedForWhileTheLogWasSentComesInTheBurstBehindIt() {
    // Garbage while the log was on the line: a dump was asked for. The board answers it behind
    // the log, its 67 bytes 70 ms on the line; the moves played meanwhile queue behind that.
    LogBurst burst = new LogBurst();
    burst.begin(10_000, null, 1);
    burst.hold(field(1), 18_300);
    assertThat(burst.drained(18_300 + LogBurst.DRAINED_MILLIS + 30))
        .as("the dump is still to come: the line is not drained")
        .isFalse();
    DgtMessage.BoardDump dump = new DgtMessage.BoardDump(BoardReading.ofCodes(new byte[64]));
    assertThat(burst.continues(dump, 18_375)).isTrue();
    burst.hold(dump, 18_375);
    assertThat(burst.continues(field(2), 18_380)).isTrue();
    burst.hold(field(2), 18_380);
    assertThat(burst.continues(dump, 18_480))
        .as("a second dump was not asked for: the burst had drained before it")
        .isFalse();
    assertThat(burst.drained(18_381 + LogBurst.DRAINED_MILLIS)).isTrue();
  }

  @Test
  void aDumpAskedForDuringTheLogThatNeverComesEndsTheWaitAfterAWhile() {
    LogBurst burst = new LogBurst();
    burst.begin(10_000, null, 1);
    burst.hold(field(1), 18_300);
    assertThat(burst.drained(18_300 + LogBurst.QUEUED_DUMP_MILLIS)).isFalse();
    assertThat(burst.drained(18_301 + LogBurst.QUEUED_DUMP_MILLIS)).isTrue();
  }

  @Test
  void aFillingTheLineCutIsPutJustAfterThePieceLeftItsSquare() {
    // c6 emptied (heard: the rook left), d6 filled by the rook (cut on the line), g7 emptied.
    LogBurst burst =
        holding(
            new DgtMessage.FieldUpdate(18, 0),
            new DgtMessage.SkippedBytes(2),
            new DgtMessage.FieldUpdate(9, 0));
    int[] codes = new int[64];
    codes[18] = 2; // a rook on field 18 (code 2: a white rook; it goes along the rank)
    codes[9] = 12;
    BoardReading dump = BoardReading.empty().with(19, 2);

    assertThat(burst.repair(codes, dump)).isEqualTo(1);
    assertThat(burst.release())
        .extracting(LogBurst.Timed::message)
        .containsExactly(
            new DgtMessage.FieldUpdate(18, 0),
            new DgtMessage.FieldUpdate(19, 2),
            new DgtMessage.SkippedBytes(2),
            new DgtMessage.FieldUpdate(9, 0));
  }

  @Test
  void aPawnThatLandsTwoMovesOnStoppedOnTheSquareBetween() {
    // d2 emptied, Black's knight g8-f6, d5 filled: d4's filling and emptying both lost (d2-d4,
    // Nf6, d4-d5). Fields by rank: the pawn's 51 (its first rank), 35, 27.
    LogBurst burst =
        holding(
            new DgtMessage.FieldUpdate(51, 0),
            new DgtMessage.FieldUpdate(6, 0),
            new DgtMessage.FieldUpdate(21, 9),
            new DgtMessage.FieldUpdate(27, 1));
    int[] codes = new int[64];
    codes[51] = 1;
    codes[6] = 9;
    BoardReading dump = BoardReading.empty().with(27, 1).with(21, 9);

    assertThat(burst.repair(codes, dump)).isEqualTo(2);
    assertThat(burst.release())
        .extracting(LogBurst.Timed::message)
        .containsExactly(
            new DgtMessage.FieldUpdate(51, 0),
            new DgtMessage.FieldUpdate(35, 1),
            new DgtMessage.FieldUpdate(6, 0),
            new DgtMessage.FieldUpdate(21, 9),
            new DgtMessage.FieldUpdate(35, 0),
            new DgtMessage.FieldUpdate(27, 1));
  }

  @Test
  void aWholeMoveLostIsPutLastAndSaidToBeGuessed() {
    // c6 emptied (the rook's filling of d6 is told: just after), g7 emptied; a knight's move
    // with both words lost has nothing to tell its place: it goes last, its squares guessed.
    LogBurst burst = holding(new DgtMessage.FieldUpdate(18, 0), new DgtMessage.FieldUpdate(9, 0));
    int[] codes = new int[64];
    codes[18] = 2; // the rook
    codes[9] = 12;
    codes[40] = 3;
    BoardReading dump = BoardReading.empty().with(19, 2).with(57, 3);

    assertThat(burst.repair(codes, dump)).isEqualTo(3);
    assertThat(burst.endGuessed(40)).isTrue();
    assertThat(burst.endGuessed(57)).isTrue();
    assertThat(burst.endGuessed(19)).isFalse();
  }

  @Test
  void twoPawnsWhoseWordsWereLostAreNotOneThatStopped() {
    // c2 emptied (the pawn still in the hand), e4 filled by the e2 pawn whose emptying was lost:
    // the dump has e2 empty and the c-pawn on c4, so the burst's pawns are not the dump's.
    LogBurst burst = holding(new DgtMessage.FieldUpdate(50, 0), new DgtMessage.FieldUpdate(36, 1));
    int[] codes = new int[64];
    codes[50] = 1;
    codes[52] = 1;
    BoardReading dump = BoardReading.empty().with(36, 1).with(34, 1);

    burst.repair(codes, dump);
    assertThat(burst.release())
        .extracting(LogBurst.Timed::message)
        .doesNotContain(new DgtMessage.FieldUpdate(43, 1), new DgtMessage.FieldUpdate(42, 1));
  }

  @Test
  void aPieceThatCameBackToASquareWhoseFillingWasLostLandsAfterItsLastLeaving() {
    // Qf5-f4 with f4's filling cut (garbage), then Qf4-f5 with f5's filling lost (twic #85
    // link-trouble seed 5): f4 emptied twice is the queen's landing and leaving; the dump's f5
    // is her return, after she left f4, not straight after she left f5 (both squares hers at
    // Black's press then: an illegal move, and the next one too).
    LogBurst burst =
        holding(
            new DgtMessage.FieldUpdate(34, 0),
            new DgtMessage.SkippedBytes(1),
            new DgtMessage.FieldUpdate(26, 0));
    int[] codes = new int[64];
    codes[34] = 12;
    BoardReading dump = BoardReading.empty().with(34, 12);

    assertThat(burst.repair(codes, dump)).isEqualTo(2);
    assertThat(burst.release())
        .extracting(LogBurst.Timed::message)
        .containsExactly(
            new DgtMessage.FieldUpdate(34, 0),
            new DgtMessage.FieldUpdate(26, 12),
            new DgtMessage.SkippedBytes(1),
            new DgtMessage.FieldUpdate(26, 0),
            new DgtMessage.FieldUpdate(34, 12));
  }

  @Test
  void anEmptyingTheLineLostIsPutJustBeforeThePieceLandsElsewhere() {
    // Bb5xc6 with b5's emptying lost: it goes just before c6 gets the bishop.
    LogBurst burst =
        holding(
            new DgtMessage.FieldUpdate(20, 0),
            new DgtMessage.FieldUpdate(20, 3),
            new DgtMessage.FieldUpdate(30, 1));
    int[] codes = new int[64];
    codes[25] = 3;
    codes[20] = 7;
    BoardReading dump = BoardReading.empty().with(20, 3).with(30, 1);

    assertThat(burst.repair(codes, dump)).isEqualTo(1);
    assertThat(burst.release())
        .extracting(LogBurst.Timed::message)
        .containsExactly(
            new DgtMessage.FieldUpdate(20, 0),
            new DgtMessage.FieldUpdate(25, 0),
            new DgtMessage.FieldUpdate(20, 3),
            new DgtMessage.FieldUpdate(30, 1));
  }

  @Test
  void aTakenPiecesLeavingAccountsForNoLaterLanding() {
    // dxc4, then e2-e3-e4 with e2's emptying lost (twic #1005 link-trouble seed 80): the c4 pawn
    // taken off never lands again, so e3's pawn is the e2 one, its emptying put just before.
    // Fields by rank: c4 34, d5 27, e2 52, e3 44, e4 36; code 1 a white pawn, 7 a black one.
    LogBurst burst =
        holding(
            new DgtMessage.FieldUpdate(34, 0),
            new DgtMessage.FieldUpdate(27, 0),
            new DgtMessage.FieldUpdate(34, 7),
            new DgtMessage.FieldUpdate(44, 1),
            new DgtMessage.FieldUpdate(44, 0),
            new DgtMessage.FieldUpdate(36, 1));
    int[] codes = new int[64];
    codes[34] = 1;
    codes[27] = 7;
    codes[52] = 1;
    BoardReading dump = BoardReading.empty().with(34, 7).with(36, 1);

    assertThat(burst.repair(codes, dump)).isEqualTo(1);
    assertThat(burst.endGuessed(52)).isFalse();
    assertThat(burst.release())
        .extracting(LogBurst.Timed::message)
        .containsExactly(
            new DgtMessage.FieldUpdate(34, 0),
            new DgtMessage.FieldUpdate(27, 0),
            new DgtMessage.FieldUpdate(34, 7),
            new DgtMessage.FieldUpdate(52, 0),
            new DgtMessage.FieldUpdate(44, 1),
            new DgtMessage.FieldUpdate(44, 0),
            new DgtMessage.FieldUpdate(36, 1));
  }

  @Test
  void aPieceSetDownOnTheWayGoesOnOnlyWithinReachOfWhereItCameFrom() {
    // Bf1-e2 with e2's filling lost; later Bc1-d2, lifted again and set on e3, its filling lost
    // too (twic #30 link-trouble seed 80). The bishop stopping on d2 came from c1, which does not
    // reach e2: e2 is the f1 bishop's, put just after f1's emptying; e3 just after d2's.
    // The board rotated, fields counted from h1 (e2 looked at before e3): f1 2, e2 11, c1 5, d2
    // 12, e3 19; code 4 a white bishop, 7 a black pawn (its moves elsewhere, between).
    LogBurst burst =
        holding(
            new DgtMessage.FieldUpdate(2, 0),
            new DgtMessage.FieldUpdate(10, 0),
            new DgtMessage.FieldUpdate(18, 7),
            new DgtMessage.FieldUpdate(5, 0),
            new DgtMessage.FieldUpdate(12, 4),
            new DgtMessage.FieldUpdate(12, 0),
            new DgtMessage.FieldUpdate(9, 0),
            new DgtMessage.FieldUpdate(17, 7));
    int[] codes = new int[64];
    codes[2] = 4;
    codes[5] = 4;
    codes[10] = 7;
    codes[9] = 7;
    BoardReading dump = BoardReading.empty().with(11, 4).with(19, 4).with(18, 7).with(17, 7);

    assertThat(burst.repair(codes, dump)).isEqualTo(2);
    assertThat(burst.release())
        .extracting(LogBurst.Timed::message)
        .containsExactly(
            new DgtMessage.FieldUpdate(2, 0),
            new DgtMessage.FieldUpdate(11, 4),
            new DgtMessage.FieldUpdate(10, 0),
            new DgtMessage.FieldUpdate(18, 7),
            new DgtMessage.FieldUpdate(5, 0),
            new DgtMessage.FieldUpdate(12, 4),
            new DgtMessage.FieldUpdate(12, 0),
            new DgtMessage.FieldUpdate(19, 4),
            new DgtMessage.FieldUpdate(9, 0),
            new DgtMessage.FieldUpdate(17, 7));
  }

  @Test
  void aSlideScannedLandingFirstTwiceLeavesNoPieceInTheAir() {
    // Kd7-d6, then Re5-d5-c5 taking a pawn (each of its landings scanned before the leaving it
    // follows: d5 before e5, c5 before d5), then Kd6-d7 with d7's filling lost and the king
    // lifted again: the one piece in the air when d7 empties a second time is the king, not the
    // rook (lichess #145 all 90: read with the rook in the air too, nothing was put in, and the
    // rook's move stood as Black's, an illegal one). Codes: 11 a black king, 2 a white rook, 7 a
    // black pawn.
    int d7 = 11;
    int d6 = 19;
    int d5 = 27;
    int e5 = 28;
    int c5 = 26;
    LogBurst burst =
        holding(
            new DgtMessage.FieldUpdate(d7, 0),
            new DgtMessage.FieldUpdate(d6, 11),
            new DgtMessage.FieldUpdate(d6, 0),
            new DgtMessage.FieldUpdate(d5, 2),
            new DgtMessage.FieldUpdate(e5, 0),
            new DgtMessage.FieldUpdate(c5, 2),
            new DgtMessage.FieldUpdate(d5, 0),
            new DgtMessage.FieldUpdate(d7, 0));
    int[] codes = new int[64];
    codes[d7] = 11;
    codes[e5] = 2;
    codes[c5] = 7;
    BoardReading dump = BoardReading.empty().with(c5, 2);

    assertThat(burst.repair(codes, dump)).isEqualTo(1);
    assertThat(burst.release())
        .extracting(LogBurst.Timed::message)
        .containsExactly(
            new DgtMessage.FieldUpdate(d7, 0),
            new DgtMessage.FieldUpdate(d6, 11),
            new DgtMessage.FieldUpdate(d6, 0),
            new DgtMessage.FieldUpdate(d7, 11),
            new DgtMessage.FieldUpdate(d5, 2),
            new DgtMessage.FieldUpdate(e5, 0),
            new DgtMessage.FieldUpdate(c5, 2),
            new DgtMessage.FieldUpdate(d5, 0),
            new DgtMessage.FieldUpdate(d7, 0));
  }

  @Test
  void aPieceThatWentAndCameBackUnheardGoesWhereTheLineGarbled() {
    // Rd2-c2, Kd6, then Rc2-d2 lost whole in a garble, Ke7, Rd2-c2 (twic #122 lt 79): d2 emptied
    // twice and c2 filled twice. The rook went to d2 where the line garbled, not where nothing
    // tells (Black's king moving twice in a row, then the rook). Codes: 2 a white rook, 11 a
    // black king.
    int c2 = 10;
    int d2 = 11;
    int d6 = 43;
    int e7 = 52;
    LogBurst burst =
        holding(
            new DgtMessage.FieldUpdate(d2, 0),
            new DgtMessage.FieldUpdate(c2, 2),
            new DgtMessage.FieldUpdate(e7, 0),
            new DgtMessage.FieldUpdate(d6, 11),
            new DgtMessage.SkippedBytes(1),
            new DgtMessage.FieldUpdate(d6, 0),
            new DgtMessage.FieldUpdate(e7, 11),
            new DgtMessage.FieldUpdate(d2, 0),
            new DgtMessage.FieldUpdate(c2, 2));
    int[] codes = new int[64];
    codes[d2] = 2;
    codes[e7] = 11;
    BoardReading dump = BoardReading.empty().with(c2, 2).with(e7, 11);

    assertThat(burst.repair(codes, dump)).isEqualTo(2);
    assertThat(burst.release())
        .extracting(LogBurst.Timed::message)
        .containsExactly(
            new DgtMessage.FieldUpdate(d2, 0),
            new DgtMessage.FieldUpdate(c2, 2),
            new DgtMessage.FieldUpdate(e7, 0),
            new DgtMessage.FieldUpdate(d6, 11),
            new DgtMessage.FieldUpdate(c2, 0),
            new DgtMessage.FieldUpdate(d2, 2),
            new DgtMessage.SkippedBytes(1),
            new DgtMessage.FieldUpdate(d6, 0),
            new DgtMessage.FieldUpdate(e7, 11),
            new DgtMessage.FieldUpdate(d2, 0),
            new DgtMessage.FieldUpdate(c2, 2));
  }

  @Test
  void aPiecePutOnASquareStillOccupiedTellsOfAnEmptyingLost() {
    // Qd6xe5 with d6's emptying lost, then d5-d6: the dump shows d6 as the burst leaves it, and
    // the queen's emptying goes just before she lands on e5.
    int d6 = 19;
    int e5 = 28;
    int d5 = 27;
    LogBurst burst =
        holding(
            new DgtMessage.FieldUpdate(e5, 0),
            new DgtMessage.FieldUpdate(e5, 12),
            new DgtMessage.FieldUpdate(d5, 0),
            new DgtMessage.FieldUpdate(d6, 1));
    int[] codes = new int[64];
    codes[d6] = 12; // a black queen
    codes[e5] = 4; // a white bishop
    codes[d5] = 1; // a white pawn
    BoardReading dump = BoardReading.empty().with(e5, 12).with(d6, 1);

    assertThat(burst.repair(codes, dump)).isEqualTo(1);
    assertThat(burst.release())
        .extracting(LogBurst.Timed::message)
        .containsExactly(
            new DgtMessage.FieldUpdate(e5, 0),
            new DgtMessage.FieldUpdate(d6, 0),
            new DgtMessage.FieldUpdate(e5, 12),
            new DgtMessage.FieldUpdate(d5, 0),
            new DgtMessage.FieldUpdate(d6, 1));
  }

  @Test
  void aPieceBackOnASquareItNeverLeftTellsOfAnEmptyingLost() {
    // Ke7-f6 with e7's emptying lost, later Kf6-e7: the king lands on e7 with e7 still his.
    int e7 = 12;
    int f6 = 21;
    LogBurst burst =
        holding(
            new DgtMessage.FieldUpdate(f6, 5),
            new DgtMessage.FieldUpdate(f6, 0),
            new DgtMessage.FieldUpdate(e7, 5));
    int[] codes = new int[64];
    codes[e7] = 5; // the white king

    assertThat(burst.repair(codes, BoardReading.empty().with(e7, 5))).isEqualTo(1);
    assertThat(burst.release())
        .extracting(LogBurst.Timed::message)
        .containsExactly(
            new DgtMessage.FieldUpdate(e7, 0),
            new DgtMessage.FieldUpdate(f6, 5),
            new DgtMessage.FieldUpdate(f6, 0),
            new DgtMessage.FieldUpdate(e7, 5));
  }

  @Test
  void aSquareFilledWithinOneScanOfItsEmptyingIsNoLoss() {
    // Bxd6, the pawn taken off and the bishop put down between two scans: the pawn lands nowhere.
    int d6 = 19;
    int b4 = 33;
    LogBurst burst = holding(new DgtMessage.FieldUpdate(b4, 0), new DgtMessage.FieldUpdate(d6, 4));
    int[] codes = new int[64];
    codes[d6] = 7; // a black pawn
    codes[b4] = 4; // a white bishop

    assertThat(burst.repair(codes, null)).isZero();
    assertThat(burst.release()).hasSize(2);
  }

  @Test
  void aCapturesLandingLostGoesJustAfterItsSquareWasEmptied() {
    // fxe4: the f5 pawn lifted, the queen taken off e4, the pawn's landing on e4 lost; then Rc7.
    int f5 = 29;
    int e4 = 36;
    int c1 = 58;
    int c7 = 10;
    LogBurst burst =
        holding(
            new DgtMessage.FieldUpdate(f5, 0),
            new DgtMessage.FieldUpdate(e4, 0),
            new DgtMessage.FieldUpdate(c1, 0),
            new DgtMessage.FieldUpdate(c7, 2));
    int[] codes = new int[64];
    codes[f5] = 7; // a black pawn
    codes[e4] = 6; // the white queen
    codes[c1] = 2; // a white rook
    BoardReading dump = BoardReading.empty().with(e4, 7).with(c7, 2);

    assertThat(burst.repair(codes, dump)).isEqualTo(1);
    assertThat(burst.release())
        .extracting(LogBurst.Timed::message)
        .containsExactly(
            new DgtMessage.FieldUpdate(f5, 0),
            new DgtMessage.FieldUpdate(e4, 0),
            new DgtMessage.FieldUpdate(e4, 7),
            new DgtMessage.FieldUpdate(c1, 0),
            new DgtMessage.FieldUpdate(c7, 2));
  }

  @Test
  void aSquareEmptiedTwiceHadAFillingLostBetween() {
    // Bxc4 (e6 emptied, the rook taken off c4, the bishop's landing lost), Rd6, then Bc4-e6.
    int e6 = 20;
    int c4 = 34;
    int d1 = 59;
    int d6 = 19;
    LogBurst burst =
        holding(
            new DgtMessage.FieldUpdate(e6, 0),
            new DgtMessage.FieldUpdate(c4, 0),
            new DgtMessage.FieldUpdate(d1, 0),
            new DgtMessage.FieldUpdate(d6, 2),
            new DgtMessage.FieldUpdate(c4, 0),
            new DgtMessage.FieldUpdate(e6, 10));
    int[] codes = new int[64];
    codes[e6] = 10; // a black bishop
    codes[c4] = 2; // a white rook
    codes[d1] = 2; // the other white rook
    BoardReading dump = BoardReading.empty().with(d6, 2).with(e6, 10);

    assertThat(burst.repair(codes, dump)).isEqualTo(1);
    assertThat(burst.release())
        .extracting(LogBurst.Timed::message)
        .containsExactly(
            new DgtMessage.FieldUpdate(e6, 0),
            new DgtMessage.FieldUpdate(c4, 0),
            new DgtMessage.FieldUpdate(c4, 10),
            new DgtMessage.FieldUpdate(d1, 0),
            new DgtMessage.FieldUpdate(d6, 2),
            new DgtMessage.FieldUpdate(c4, 0),
            new DgtMessage.FieldUpdate(e6, 10));
  }

  @Test
  void anUpdateLostWithoutAnyClueIsPutLast() {
    LogBurst burst =
        holding(
            new DgtMessage.SkippedBytes(5),
            new DgtMessage.FieldUpdate(30, 1));
    int[] codes = new int[64];
    codes[50] = 6; // emptied, its piece landing nowhere in the burst
    BoardReading dump = BoardReading.empty().with(30, 1).with(42, 7); // 42 filled from nowhere

    assertThat(burst.repair(codes, dump)).isEqualTo(2);
    assertThat(burst.release())
        .extracting(LogBurst.Timed::message)
        .containsExactly(
            new DgtMessage.SkippedBytes(5),
            new DgtMessage.FieldUpdate(30, 1),
            new DgtMessage.FieldUpdate(42, 7),
            new DgtMessage.FieldUpdate(50, 0));
  }

  @Test
  void aFillingLostIsPutAfterTheLastLeavingNoLandingAccountsFor() {
    // e3-e4 heard in full, then e4-e5 with e5's filling lost: after e4's emptying, not e3's.
    LogBurst burst =
        holding(
            new DgtMessage.FieldUpdate(44, 0),
            new DgtMessage.FieldUpdate(36, 1),
            new DgtMessage.FieldUpdate(10, 0),
            new DgtMessage.FieldUpdate(36, 0),
            new DgtMessage.FieldUpdate(12, 8));
    int[] codes = new int[64];
    codes[44] = 1;
    codes[10] = 8;
    BoardReading dump = BoardReading.empty().with(28, 1).with(12, 8);

    assertThat(burst.repair(codes, dump)).isEqualTo(1);
    assertThat(burst.release())
        .extracting(LogBurst.Timed::message)
        .containsExactly(
            new DgtMessage.FieldUpdate(44, 0),
            new DgtMessage.FieldUpdate(36, 1),
            new DgtMessage.FieldUpdate(10, 0),
            new DgtMessage.FieldUpdate(36, 0),
            new DgtMessage.FieldUpdate(28, 1),
            new DgtMessage.FieldUpdate(12, 8));
  }

  @Test
  void anEmptyingLostAfterAGhostIsPutBeforeTheLandingWithinThePiecesReach() {
    // The burst begins with a black rook on 28 that was never there (the d6 rook seen mid-slide
    // before the gap; 28's emptying heard first thing), so every landing of a black rook seems
    // accounted for. Rh3-h1 (fields 16 -> 0) with 16's emptying lost: of the black rooks'
    // landings only 0 is on the same line as 16.
    LogBurst burst =
        holding(
            new DgtMessage.FieldUpdate(44, 0),
            new DgtMessage.FieldUpdate(28, 0),
            new DgtMessage.FieldUpdate(12, 8),
            new DgtMessage.FieldUpdate(12, 0),
            new DgtMessage.FieldUpdate(14, 8),
            new DgtMessage.FieldUpdate(0, 8),
            new DgtMessage.FieldUpdate(50, 0),
            new DgtMessage.FieldUpdate(2, 2));
    int[] codes = new int[64];
    codes[44] = 8;
    codes[28] = 8;
    codes[16] = 8;
    codes[50] = 2;
    BoardReading dump = BoardReading.empty().with(14, 8).with(0, 8).with(2, 2);

    assertThat(burst.repair(codes, dump)).isEqualTo(1);
    assertThat(burst.release())
        .extracting(LogBurst.Timed::message)
        .containsExactly(
            new DgtMessage.FieldUpdate(44, 0),
            new DgtMessage.FieldUpdate(28, 0),
            new DgtMessage.FieldUpdate(12, 8),
            new DgtMessage.FieldUpdate(12, 0),
            new DgtMessage.FieldUpdate(14, 8),
            new DgtMessage.FieldUpdate(16, 0),
            new DgtMessage.FieldUpdate(0, 8),
            new DgtMessage.FieldUpdate(50, 0),
            new DgtMessage.FieldUpdate(2, 2));
  }

  @Test
  void aPiecesReachIsTheSameFromEitherSideOfTheBoard() {
    assertThat(LogBurst.withinReach(8, 16, 0)).isTrue(); // rook along a file
    assertThat(LogBurst.withinReach(8, 16, 14)).isFalse();
    assertThat(LogBurst.withinReach(9, 1, 18)).isTrue(); // knight
    assertThat(LogBurst.withinReach(10, 0, 63)).isTrue(); // bishop, the long diagonal
    assertThat(LogBurst.withinReach(11, 4, 6)).isTrue(); // king castling
    assertThat(LogBurst.withinReach(1, 52, 36)).isTrue(); // pawn's double step, either way
    assertThat(LogBurst.withinReach(1, 36, 52)).isTrue();
    assertThat(LogBurst.withinReach(1, 52, 44 - 2)).isFalse();
  }

  @Test
  void aCapturesLandingLostIsPutJustAfterTheCapturerLeft() {
    // Kxd1 with the king's landing on d1 lost, exf2, then Kd1-e2: e1 (3) emptied, f2 (10)
    // taken, d1 (4) emptied, e2 (11) filled. The rook never comes back (the dump has none) and
    // the king in the air could go e1-d1-e2: it took on d1 as soon as it left e1.
    LogBurst burst =
        holding(
            new DgtMessage.FieldUpdate(3, 0),
            new DgtMessage.SkippedBytes(3),
            new DgtMessage.FieldUpdate(19, 0),
            new DgtMessage.FieldUpdate(10, 0),
            new DgtMessage.FieldUpdate(10, 7),
            new DgtMessage.FieldUpdate(4, 0),
            new DgtMessage.FieldUpdate(11, 5));
    int[] codes = new int[64];
    codes[3] = 5;
    codes[4] = 8;
    codes[19] = 7;
    codes[10] = 1;
    BoardReading dump = BoardReading.empty().with(10, 7).with(11, 5);

    assertThat(burst.repair(codes, dump)).isEqualTo(1);
    assertThat(burst.release())
        .extracting(LogBurst.Timed::message)
        .containsExactly(
            new DgtMessage.FieldUpdate(3, 0),
            new DgtMessage.FieldUpdate(4, 5),
            new DgtMessage.SkippedBytes(3),
            new DgtMessage.FieldUpdate(19, 0),
            new DgtMessage.FieldUpdate(10, 0),
            new DgtMessage.FieldUpdate(10, 7),
            new DgtMessage.FieldUpdate(4, 0),
            new DgtMessage.FieldUpdate(11, 5));
  }

  @Test
  void aPieceLiftedOffTheBoardIsNoCaptureWhereItComesBack() {
    // The rook lifted from d1 while the king is in the air, put down on d3 (12): it moved.
    LogBurst burst =
        holding(
            new DgtMessage.FieldUpdate(3, 0),
            new DgtMessage.FieldUpdate(4, 0),
            new DgtMessage.FieldUpdate(20, 8),
            new DgtMessage.FieldUpdate(11, 5));
    int[] codes = new int[64];
    codes[3] = 5;
    codes[4] = 8;
    BoardReading dump = BoardReading.empty().with(20, 8).with(11, 5);

    assertThat(burst.repair(codes, dump)).isZero();
  }

  @Test
  void aWholeMoveLostGoesBeforeItsPlayersPressWithoutAMove() {
    // White's clock on the left. In the burst: White's pawn step and press, Black's rook move and
    // press, then White's press with no white piece put down since the last, Black's pawn step
    // and press. The dump shows a white pawn moved 31-39 that the burst never carried: it was
    // that press's move, not one made after the burst (which would make the press a 7.8.1).
    DgtMessage[] messages = {
      new DgtMessage.FieldUpdate(52, 0),
      new DgtMessage.FieldUpdate(44, 1),
      clock(ClockSide.RIGHT, 299, 300),
      new DgtMessage.FieldUpdate(6, 0),
      new DgtMessage.FieldUpdate(7, 8),
      clock(ClockSide.LEFT, 299, 299),
      clock(ClockSide.RIGHT, 298, 299),
      new DgtMessage.FieldUpdate(11, 0),
      new DgtMessage.FieldUpdate(19, 7),
      clock(ClockSide.LEFT, 298, 298)
    };
    LogBurst burst = holdingAfter(clock(ClockSide.LEFT, 300, 300), messages);
    int[] codes = new int[64];
    codes[52] = 1;
    codes[6] = 8;
    codes[11] = 7;
    codes[31] = 1;
    BoardReading dump =
        BoardReading.empty().with(44, 1).with(7, 8).with(19, 7).with(39, 1);

    assertThat(burst.repair(codes, dump, ClockSide.LEFT)).isEqualTo(2);
    assertThat(burst.release())
        .extracting(LogBurst.Timed::message)
        .containsExactly(
            messages[0], messages[1], messages[2], messages[3], messages[4], messages[5],
            new DgtMessage.FieldUpdate(31, 0),
            new DgtMessage.FieldUpdate(39, 1),
            messages[6], messages[7], messages[8], messages[9]);
  }

  @Test
  void aWholeMoveLostWithEveryPressExplainedStaysLast() {
    // The same burst with White's second press carrying its own move (a knight 1-18): the lost
    // pawn step came after the burst.
    DgtMessage[] messages = {
      new DgtMessage.FieldUpdate(52, 0),
      new DgtMessage.FieldUpdate(44, 1),
      clock(ClockSide.RIGHT, 299, 300),
      new DgtMessage.FieldUpdate(6, 0),
      new DgtMessage.FieldUpdate(7, 8),
      clock(ClockSide.LEFT, 299, 299),
      new DgtMessage.FieldUpdate(1, 0),
      new DgtMessage.FieldUpdate(18, 3),
      clock(ClockSide.RIGHT, 298, 299),
    };
    LogBurst burst = holdingAfter(clock(ClockSide.LEFT, 300, 300), messages);
    int[] codes = new int[64];
    codes[52] = 1;
    codes[6] = 8;
    codes[1] = 3;
    codes[31] = 1;
    BoardReading dump = BoardReading.empty().with(44, 1).with(7, 8).with(18, 3).with(39, 1);

    assertThat(burst.repair(codes, dump, ClockSide.LEFT)).isEqualTo(2);
    List<DgtMessage> read = burst.release().stream().map(LogBurst.Timed::message).toList();
    assertThat(read.subList(0, messages.length)).containsExactly(messages);
  }

  @Test
  void aWholeMoveLostBeforeTheBurstsFirstPressGoesThereWhereTheBurstEndsInTheOpponentsTurn() {
    // Black to move as the log was asked for. In the burst: Black's press with no black piece put
    // down, White's pawn step and press, Black's pawn step and press. The dump shows a black rook
    // moved 6-7 that the burst never carried: put last it would be a move in White's turn, so it
    // was the first press's (twic #1103 link-trouble seed 46).
    DgtMessage[] messages = {
      clock(ClockSide.LEFT, 300, 299),
      new DgtMessage.FieldUpdate(52, 0),
      new DgtMessage.FieldUpdate(44, 1),
      clock(ClockSide.RIGHT, 299, 299),
      new DgtMessage.FieldUpdate(11, 0),
      new DgtMessage.FieldUpdate(19, 7),
      clock(ClockSide.LEFT, 299, 298)
    };
    LogBurst burst = holdingAfter(clock(ClockSide.RIGHT, 300, 300), messages);
    int[] codes = new int[64];
    codes[52] = 1;
    codes[6] = 8;
    codes[11] = 7;
    BoardReading dump = BoardReading.empty().with(44, 1).with(7, 8).with(19, 7);

    assertThat(burst.repair(codes.clone(), dump, ClockSide.LEFT)).isEqualTo(2);
    assertThat(burst.release())
        .extracting(LogBurst.Timed::message)
        .containsExactly(
            new DgtMessage.FieldUpdate(6, 0),
            new DgtMessage.FieldUpdate(7, 8),
            messages[0], messages[1], messages[2], messages[3], messages[4], messages[5],
            messages[6]);

    // Ending in Black's turn (their last move not pressed yet), the rook's move may be that one:
    // it stays last, the first press perhaps a move's made before the burst.
    LogBurst open =
        holdingAfter(clock(ClockSide.RIGHT, 300, 300), java.util.Arrays.copyOf(messages, 4));
    BoardReading shown = BoardReading.empty().with(44, 1).with(7, 8).with(11, 7);
    assertThat(open.repair(codes.clone(), shown, ClockSide.LEFT)).isEqualTo(2);
    List<DgtMessage> read = open.release().stream().map(LogBurst.Timed::message).toList();
    assertThat(read.subList(0, 4))
        .containsExactly(messages[0], messages[1], messages[2], messages[3]);
  }

  @Test
  void aCaptureLostWholeButItsVictimGoesBeforeTheFirstPressAfterTheVictimWentOff() {
    // Black to move: White's queen taken off a8 (heard), Bb7xa8's two updates lost, Black's
    // press, White's pawn step and press, and a black bishop taken off c3 by White's knight. The
    // dump shows the bishop on a8: it came from b7 (the c3 one cannot reach a8), and before
    // Black's press, which follows the victim's going (twic #573 link-trouble seed 46).
    int a8 = 0;
    int b7 = 9;
    int c3 = 42;
    int b1 = 57;
    DgtMessage[] messages = {
      new DgtMessage.FieldUpdate(a8, 0),
      clock(ClockSide.LEFT, 300, 299),
      new DgtMessage.FieldUpdate(52, 0),
      new DgtMessage.FieldUpdate(44, 1),
      clock(ClockSide.RIGHT, 299, 299),
      new DgtMessage.FieldUpdate(c3, 0),
      new DgtMessage.FieldUpdate(b1, 0),
      new DgtMessage.FieldUpdate(c3, 3),
    };
    LogBurst burst = holdingAfter(clock(ClockSide.RIGHT, 300, 300), messages);
    int[] codes = new int[64];
    codes[a8] = 6;
    codes[b7] = 10;
    codes[c3] = 10;
    codes[b1] = 3;
    codes[52] = 1;
    BoardReading dump = BoardReading.empty().with(a8, 10).with(44, 1).with(c3, 3);

    assertThat(burst.repair(codes, dump, ClockSide.LEFT)).isEqualTo(2);
    List<DgtMessage> read = burst.release().stream().map(LogBurst.Timed::message).toList();
    assertThat(read.subList(0, 4))
        .containsExactly(
            messages[0],
            new DgtMessage.FieldUpdate(b7, 0),
            new DgtMessage.FieldUpdate(a8, 10),
            messages[1]);
  }

  @Test
  void aPieceInTheHandOfThePlayerToMoveLandsBeforeTheirFirstPressInTheBurst() {
    // White to move, the c4 bishop in the hand as the log was asked for; behind it White's press
    // with no white landing heard, Black's knight move and press, White's d4 lifted. The dump
    // shows the bishop on f1: its landing was lost, before that press (twic #708 link-trouble
    // seed 46: put last, Bf1 was a move after a press without one).
    int f1 = 61;
    int c6 = 18;
    int e7 = 12;
    int d4 = 35;
    DgtMessage[] messages = {
      clock(ClockSide.RIGHT, 299, 300),
      new DgtMessage.FieldUpdate(c6, 0),
      new DgtMessage.FieldUpdate(e7, 9),
      clock(ClockSide.LEFT, 299, 299),
      new DgtMessage.FieldUpdate(d4, 0),
    };
    LogBurst burst = holdingAfter(clock(ClockSide.LEFT, 300, 300), messages);
    int[] codes = new int[64];
    codes[c6] = 9;
    codes[d4] = 1;
    int[] offBoard = new int[13];
    offBoard[4] = 1; // the white bishop in the hand
    BoardReading dump = BoardReading.empty().with(f1, 4).with(e7, 9);

    assertThat(burst.repair(codes.clone(), dump, ClockSide.LEFT, offBoard)).isEqualTo(1);
    assertThat(burst.release())
        .extracting(LogBurst.Timed::message)
        .containsExactly(
            new DgtMessage.FieldUpdate(f1, 4),
            messages[0], messages[1], messages[2], messages[3], messages[4]);

    // Not knowing what was in the hand, the landing stays last.
    LogBurst unknown = holdingAfter(clock(ClockSide.LEFT, 300, 300), messages);
    assertThat(unknown.repair(codes.clone(), dump, ClockSide.LEFT, null)).isEqualTo(1);
    List<DgtMessage> read = unknown.release().stream().map(LogBurst.Timed::message).toList();
    assertThat(read.get(read.size() - 1)).isEqualTo(new DgtMessage.FieldUpdate(f1, 4));
  }

  @Test
  void aPieceTakenOnByHandLandsAfterItsLastLeavingWhereverItCameFrom() {
    // Qd1-g4 heard, then the queen taken on to d2 before the press (no queen's move from g4),
    // d2's filling lost: it goes just after g4's emptying, before White's press (twic #807 all 43
    // broke when only leavings within the piece's reach counted).
    int d1 = 59;
    int g4 = 38;
    int d2 = 51;
    DgtMessage[] messages = {
      new DgtMessage.FieldUpdate(d1, 0),
      new DgtMessage.FieldUpdate(g4, 6),
      new DgtMessage.FieldUpdate(g4, 0),
      clock(ClockSide.RIGHT, 299, 300),
    };
    LogBurst burst = holdingAfter(clock(ClockSide.LEFT, 300, 300), messages);
    int[] codes = new int[64];
    codes[d1] = 6;
    BoardReading dump = BoardReading.empty().with(d2, 6);

    assertThat(burst.repair(codes, dump, ClockSide.LEFT)).isEqualTo(1);
    assertThat(burst.release())
        .extracting(LogBurst.Timed::message)
        .containsExactly(
            messages[0], messages[1], messages[2], new DgtMessage.FieldUpdate(d2, 6), messages[3]);
  }

  @Test
  void aLeavingScannedJustAfterItsLandingIsThatLandingsOwn() {
    // Rh4-c4 sliding through g4 (g4's emptying lost), Kf5-e5, then Rc4-b4: the scan reaches g4
    // before h4, so g4 filled comes just before h4 emptied, and b4 filled just before c4 emptied.
    // h4's emptying is g4's leaving; g4's lost emptying goes just before c4 is filled, not before
    // b4 (after Black's Ke5, with two white rooks on the board meanwhile).
    int g4 = 38;
    int h4 = 39;
    int c4 = 34;
    int b4 = 33;
    int f5 = 29;
    int e5 = 28;
    LogBurst burst =
        holding(
            new DgtMessage.FieldUpdate(g4, 2),
            new DgtMessage.FieldUpdate(h4, 0),
            new DgtMessage.FieldUpdate(c4, 2),
            new DgtMessage.FieldUpdate(f5, 0),
            new DgtMessage.FieldUpdate(e5, 11),
            new DgtMessage.FieldUpdate(b4, 2),
            new DgtMessage.FieldUpdate(c4, 0));
    int[] codes = new int[64];
    codes[h4] = 2; // the white rook
    codes[f5] = 11; // the black king
    BoardReading dump = BoardReading.empty().with(e5, 11).with(b4, 2);

    assertThat(burst.repair(codes, dump)).isEqualTo(1);
    assertThat(burst.release())
        .extracting(LogBurst.Timed::message)
        .containsExactly(
            new DgtMessage.FieldUpdate(g4, 2),
            new DgtMessage.FieldUpdate(h4, 0),
            new DgtMessage.FieldUpdate(g4, 0),
            new DgtMessage.FieldUpdate(c4, 2),
            new DgtMessage.FieldUpdate(f5, 0),
            new DgtMessage.FieldUpdate(e5, 11),
            new DgtMessage.FieldUpdate(b4, 2),
            new DgtMessage.FieldUpdate(c4, 0));
  }

  @Test
  void aPieceTakenIsNotInTheAirWhenASquareEmptiedTwiceIsRefilled() {
    // Qd7xh3 (the white bishop taken off h3), Qd4-c3 with c3's filling lost, Ne8-c7, Qc3-e5:
    // c3 is emptied while the burst has it empty. The bishop left h3 and never landed, but a
    // black piece took its place and the dump has no white bishop: it was taken. The queen is
    // the one piece in the air: c3 gets her, just after she left d4.
    int d7 = 11;
    int h3 = 47;
    int d4 = 35;
    int c3 = 42;
    int e8 = 4;
    int c7 = 10;
    int e5 = 28;
    LogBurst burst =
        holding(
            new DgtMessage.FieldUpdate(d7, 0),
            new DgtMessage.FieldUpdate(h3, 0),
            new DgtMessage.FieldUpdate(h3, 12),
            new DgtMessage.FieldUpdate(d4, 0),
            new DgtMessage.FieldUpdate(e8, 0),
            new DgtMessage.FieldUpdate(c7, 9),
            new DgtMessage.FieldUpdate(c3, 0),
            new DgtMessage.FieldUpdate(e5, 6));
    int[] codes = new int[64];
    codes[d7] = 12; // the black queen
    codes[h3] = 4; // the white bishop
    codes[d4] = 6; // the white queen
    codes[e8] = 9; // a black knight
    BoardReading dump = BoardReading.empty().with(h3, 12).with(c7, 9).with(e5, 6);

    assertThat(burst.repair(codes, dump)).isEqualTo(1);
    assertThat(burst.release())
        .extracting(LogBurst.Timed::message)
        .containsExactly(
            new DgtMessage.FieldUpdate(d7, 0),
            new DgtMessage.FieldUpdate(h3, 0),
            new DgtMessage.FieldUpdate(h3, 12),
            new DgtMessage.FieldUpdate(d4, 0),
            new DgtMessage.FieldUpdate(c3, 6),
            new DgtMessage.FieldUpdate(e8, 0),
            new DgtMessage.FieldUpdate(c7, 9),
            new DgtMessage.FieldUpdate(c3, 0),
            new DgtMessage.FieldUpdate(e5, 6));
  }

  @Test
  void aLandingScannedJustBeforeARefilledSquaresEmptyingIsThePieceComingBack() {
    // Qd4-c3 with c3's filling lost, Ne8-c7, then Qc3-d4: the scan reaches d4 before c3, so d4
    // filled comes just before c3 emptied. That landing is the queen's return from c3, not the
    // end of her leaving d4: she was in the air, and c3 gets her just after she left d4.
    int d4 = 35;
    int c3 = 42;
    int e8 = 4;
    int c7 = 10;
    LogBurst burst =
        holding(
            new DgtMessage.FieldUpdate(d4, 0),
            new DgtMessage.FieldUpdate(e8, 0),
            new DgtMessage.FieldUpdate(c7, 9),
            new DgtMessage.FieldUpdate(d4, 6),
            new DgtMessage.FieldUpdate(c3, 0));
    int[] codes = new int[64];
    codes[d4] = 6; // the white queen
    codes[e8] = 9; // a black knight
    BoardReading dump = BoardReading.empty().with(d4, 6).with(c7, 9);

    assertThat(burst.repair(codes, dump)).isEqualTo(1);
    assertThat(burst.release())
        .extracting(LogBurst.Timed::message)
        .containsExactly(
            new DgtMessage.FieldUpdate(d4, 0),
            new DgtMessage.FieldUpdate(c3, 6),
            new DgtMessage.FieldUpdate(e8, 0),
            new DgtMessage.FieldUpdate(c7, 9),
            new DgtMessage.FieldUpdate(d4, 6),
            new DgtMessage.FieldUpdate(c3, 0));
  }

  @Test
  void aCaptureWithBothHalvesLostIsPutOnTheSquareEmptiedTwice() {
    // Rb8xb2 with b8's emptying and b2's filling lost, Bxa7, then Rb2-b3: b2 emptied twice, no
    // piece in the air (the a7 pawn was taken), and the dump shows b8 empty. The b8 rook, on b2's
    // file, took there just after the pawn went: not Rb8-b3 after White's move.
    int b8 = 1;
    int b2 = 49;
    int e3 = 44;
    int a7 = 8;
    int b3 = 41;
    LogBurst burst =
        holding(
            new DgtMessage.FieldUpdate(b2, 0),
            new DgtMessage.FieldUpdate(e3, 0),
            new DgtMessage.FieldUpdate(a7, 0),
            new DgtMessage.FieldUpdate(a7, 4),
            new DgtMessage.FieldUpdate(b2, 0),
            new DgtMessage.FieldUpdate(b3, 8));
    int[] codes = new int[64];
    codes[b8] = 8; // a black rook
    codes[b2] = 1; // a white pawn
    codes[e3] = 4; // a white bishop
    codes[a7] = 7; // a black pawn
    BoardReading dump = BoardReading.empty().with(a7, 4).with(b3, 8);

    assertThat(burst.repair(codes, dump)).isEqualTo(2);
    assertThat(burst.release())
        .extracting(LogBurst.Timed::message)
        .containsExactly(
            new DgtMessage.FieldUpdate(b2, 0),
            new DgtMessage.FieldUpdate(b8, 0),
            new DgtMessage.FieldUpdate(b2, 8),
            new DgtMessage.FieldUpdate(e3, 0),
            new DgtMessage.FieldUpdate(a7, 0),
            new DgtMessage.FieldUpdate(a7, 4),
            new DgtMessage.FieldUpdate(b2, 0),
            new DgtMessage.FieldUpdate(b3, 8));
  }

  @Test
  void ofTwoPiecesThatCouldHaveTakenTheOneThatNeededTheSquareToGoOnDid() {
    // Ra2xb2 with a2's emptying and b2's filling lost, then Rb2-b1 heard, and the queen lifted
    // from f6 (its emptying lost too) landing on d4. Both could have taken on b2; only the rook
    // needed b2 to reach b1 (twic #754 link-trouble seed 46: a2's emptying put before b1's
    // filling, Ra2-b1, an illegal move and an A.4.2 cascade).
    int a2 = 48;
    int b2 = 49;
    int b1 = 57;
    int f6 = 21;
    int d4 = 35;
    LogBurst burst =
        holding(
            new DgtMessage.FieldUpdate(b2, 0),
            new DgtMessage.FieldUpdate(b1, 8),
            new DgtMessage.FieldUpdate(b2, 0),
            new DgtMessage.FieldUpdate(d4, 12));
    int[] codes = new int[64];
    codes[a2] = 8; // a black rook
    codes[b2] = 1; // a white pawn
    codes[f6] = 12; // the black queen
    BoardReading dump = BoardReading.empty().with(b1, 8).with(d4, 12);

    assertThat(burst.repair(codes, dump)).isEqualTo(3);
    List<DgtMessage> read = burst.release().stream().map(LogBurst.Timed::message).toList();
    assertThat(read.subList(0, 4))
        .containsExactly(
            new DgtMessage.FieldUpdate(b2, 0),
            new DgtMessage.FieldUpdate(a2, 0),
            new DgtMessage.FieldUpdate(b2, 8),
            new DgtMessage.FieldUpdate(b1, 8));
  }

  @Test
  void aFillingLostGoesToThePieceLiftedBeforeTheOpponentMoved() {
    // Rf8-e8 with e8's filling lost, c2-c4 with c4's lost, then Black's a8 rook lifted (for
    // Rac8): two black rooks left and did not land. The f8 one landed before White moved; the a8
    // one is in the hand. e8 goes just after f8's emptying, not after a8's (Rae8 with the f8
    // rook held through White's move, and Rc8 blocked).
    int f8 = 5;
    int e8 = 4;
    int a8 = 0;
    int c2 = 50;
    int c4 = 34;
    LogBurst burst =
        holding(
            new DgtMessage.FieldUpdate(f8, 0),
            new DgtMessage.FieldUpdate(c2, 0),
            new DgtMessage.FieldUpdate(a8, 0));
    int[] codes = new int[64];
    codes[f8] = 8;
    codes[a8] = 8;
    codes[c2] = 1;
    BoardReading dump = BoardReading.empty().with(e8, 8).with(c4, 1);

    assertThat(burst.repair(codes, dump)).isEqualTo(2);
    assertThat(burst.release())
        .extracting(LogBurst.Timed::message)
        .containsExactly(
            new DgtMessage.FieldUpdate(f8, 0),
            new DgtMessage.FieldUpdate(e8, 8),
            new DgtMessage.FieldUpdate(c2, 0),
            new DgtMessage.FieldUpdate(c4, 1),
            new DgtMessage.FieldUpdate(a8, 0));
  }

  @Test
  void aPieceTakenIsNotThePieceWhoseFillingWasLost() {
    // dxe5 taking the black bishop on e5, Bc8-d7, f2-f4, then Bd7-c6 with c6's filling lost: two
    // black bishops left a square and did not land, but the e5 one was taken (White's pawn filled
    // its square next, and the dump has one bishop fewer). c6 is the d7 bishop's, last; not put
    // just after e5's emptying, before White's press of dxe5.
    int e5 = 28;
    int d4 = 35;
    int c8 = 2;
    int d7 = 11;
    int f2 = 53;
    int f4 = 37;
    int c6 = 18;
    DgtMessage[] messages = {
      new DgtMessage.FieldUpdate(e5, 0),
      new DgtMessage.FieldUpdate(d4, 0),
      new DgtMessage.FieldUpdate(e5, 1),
      new DgtMessage.FieldUpdate(c8, 0),
      new DgtMessage.FieldUpdate(d7, 10),
      new DgtMessage.FieldUpdate(f2, 0),
      new DgtMessage.FieldUpdate(f4, 1),
      new DgtMessage.FieldUpdate(d7, 0)
    };
    LogBurst burst = holding(messages);
    int[] codes = new int[64];
    codes[e5] = 10; // the black bishop that took there
    codes[c8] = 10;
    codes[d4] = 1;
    codes[f2] = 1;
    BoardReading dump = BoardReading.empty().with(e5, 1).with(c6, 10).with(f4, 1);

    assertThat(burst.repair(codes, dump)).isEqualTo(1);
    List<DgtMessage> read = burst.release().stream().map(LogBurst.Timed::message).toList();
    assertThat(read.subList(0, messages.length)).containsExactly(messages);
    assertThat(read.get(messages.length)).isEqualTo(new DgtMessage.FieldUpdate(c6, 10));
  }
}
