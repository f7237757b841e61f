package org.touchmove.reconstruct;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.touchmove.chess.Board;
import org.touchmove.chess.Color;
import org.touchmove.chess.Game;
import org.touchmove.chess.GameEnd;
import org.touchmove.chess.Move;
import org.touchmove.chess.Piece;
import org.touchmove.chess.Position;
import org.touchmove.chess.Role;
import org.touchmove.chess.Setup;
import org.touchmove.chess.Attacks;
import org.touchmove.chess.Square;
import org.touchmove.chess.Termination;
import org.touchmove.dgt.BoardOrientation;
import org.touchmove.dgt.BoardReading;
import org.touchmove.dgt.ClockSide;
import org.touchmove.dgt.DgtMessage;
import org.touchmove.dgt.PieceCode;
import org.touchmove.notation.San;

/**
 * Turns one board's decoded messages into {@link GameEvent}s: made moves (Laws 4.7), completed
 * moves with clock readings (6.2.1), take-backs (7.5.1), ends of games and arbiter alerts. Pure:
 * no threads, no clock of its own; the caller passes each message with its arrival time and calls
 * {@link #advance} as time passes (a replay calls it at every message).
 *
 * <p>The board is read when it has been quiet for {@link TrackerConfig#settle()}: a settled board
 * is explained by the shortest sequence of legal moves from the last completed position (exactly,
 * or with the next player's piece already in hand). Nothing else ever becomes a move. See
 * docs/reconstruction.md for the whole algorithm.
 */
public final class BoardTracker {
  /** Where the tracker's output goes. */
  public interface Output {
    void event(GameEvent event);

    /** The tracker would like a full board dump ({@code 0x42}) to check what it was told. */
    default void requestDump() {}

    /**
     * The tracker would like the board's EEPROM log ({@code 0x49}): after a gap in the link it
     * tells in which order the moves nobody saw were made. A host that cannot ask leaves it.
     */
    default void requestLog() {}

    /**
     * The tracker would like the clock's current data ({@code 0x41}): a running clock reports
     * every second, and in UPDATE_NICE a stopped one (a flag fallen) says nothing more, so a lost
     * last message would hide the flag for good.
     */
    default void requestClock() {}
  }

  private static final long NEVER = Long.MIN_VALUE;
  /**
   * A press with no move yet on the board waits this long even on a settled board: the press
   * message can arrive before the scan reports the piece's landing (spec/dgt-protocol.md §5.2).
   */
  private static final long MIN_PRESS_WAIT_MILLIS = 600;
  /** More than a Bluetooth board's scan: lifts this far apart are reported in their order. */
  private static final long ROOK_FIRST_MARGIN_MILLIS = 600;
  /**
   * How much earlier than the lift of its square a piece's landing can be reported: a scan
   * reports each square when it reaches it, so a lift can be reported up to one scan late
   * (500 ms on Bluetooth boards).
   */
  private static final long SCAN_SKEW_MILLIS = 750;
  /** Placements remembered for {@link HandEvidence}: a few moves' worth. */
  private static final int PLACEMENTS_KEPT = 48;
  /**
   * How long a press waits for the dump that checks the board before its move is completed (a
   * recording replayed without a board answers no request).
   */
  private static final long DUMP_WAIT_MILLIS = 600;
  /**
   * As {@link #DUMP_WAIT_MILLIS} when garbage came since the press: the dump's answer may have
   * been garbled, and the garbage asks for another (onMessage).
   */
  private static final long NOISY_DUMP_WAIT_MILLIS = 2_500;
  /** A board answers a dump request within this; what the dump shows was there at the request. */
  private static final long DUMP_REPLY_MILLIS = 150;
  /**
   * On a board in motion, a press whose move the scan never saw land waits this long for the
   * reply's hands to finish (a slide passing squares reads as other moves meanwhile).
   */
  private static final long UNSEEN_LANDING_WAIT_MILLIS = 2_500;
  /** However busy the board, a press is judged after this long. */
  private static final long LONGEST_PRESS_WAIT_MILLIS = 10_000;
  /**
   * A press whose move may have been taken up unseen by the opponent's capture under way
   * ({@link #takenUpUnseen}) waits for it this long at most.
   */
  private static final long TAKEN_UP_UNSEEN_WAIT_MILLIS = 30_000;
  private static final Square[] CENTRE = {Square.D4, Square.D5, Square.E4, Square.E5};

  private final TrackerConfig config;
  private final long settleMillis;
  /** Raw piece codes by DGT field, as the board last reported them. */
  private final int[] codes = new int[64];

  private boolean haveBoard;
  private long lastClockAt = NEVER;
  private DgtMessage.ClockData lastClockMessage;
  /** The latest time the tracker was given, stood still or not (see {@link #waitingForLog}). */
  private long wallNow = NEVER;
  /** A log request that something else answered first. */
  private long abandonedRequest = NEVER;
  /**
   * The last message before the last silence: where a gap runs on from an earlier one (its log
   * lost), the line carried what came between them, and this is where the later gap began.
   */
  private long silenceBeganAt = NEVER;
  /** The board changed last at this time was held for the log with an exact reading (exactOrHeld). */
  private long exactHeldAt = NEVER;
  /**
   * The board changed last at this time was held for the log to choose among several orders of a
   * gap's moves (d7-d6 exd6 or d7-d5 exd6 e.p.): read without it, if the log does not come,
   * where it comes to one order ({@link #readHeldGapDump}).
   */
  private long ordersHeldAt = NEVER;
  /**
   * A board held for the log to choose among orders is being read without it (the log lost or
   * garbled): several orders left, it stays held, the log awaited again (asked for again when
   * the gap runs on) or the burst behind a garbled log read on it, rather than reported (8.4) and
   * the record cut by a position.
   */
  private boolean ordersOnlyIfOne;

  /**
   * The held gap's dump is being read because the log asked for came garbled past reading (not
   * because the line went down: the gap then runs on, and the log asked for again covers it).
   */
  private boolean logGarbled;
  /** The burst behind the board's log, held to be read at the times it was sent. */
  private final LogBurst burst = new LogBurst();
  /** The last log was read with its burst re-timed: no message is squeezed behind it. */
  private boolean logRetimed;
  /** The burst is being read at its estimated times (readBurstAtItsTimes). */
  private boolean replayingBurst;
  /** While the burst is read: each field's last update in it, by index (-1: none). */
  private int[] burstLastUpdate = new int[0];
  /** The index in the burst of the message being read. */
  private int burstIndex;
  /**
   * When the burst last read arrived, until a settle time after it (see {@link
   * #movesRestedAfterBurst}); NEVER otherwise.
   */
  private long burstRestFrom = NEVER;
  /** Dumps asked for while the log asked for at {@link #dumpsAskedBehindLog} was on the line. */
  private int dumpsBehindLog;
  /** Dumps asked for through {@link #onMessage} and not yet come (see countingUnansweredDumps). */
  private int dumpsUnanswered;
  /** When the last of those was asked for (the tracker's time), or NEVER. */
  private long lastDumpAskedAt = NEVER;
  private long dumpsAskedBehindLog = NEVER;
  private Optional<Color> lastRunning = Optional.empty();
  /** A silence this long in the clock's messages means presses may have been missed. */
  private static final long CLOCK_GAP_MILLIS = 2500;
  /** A dump's 67 bytes at 9600 baud: when one asked for on an idle line comes back. */
  private static final long DUMP_ANSWER_MILLIS = 70;
  /** Silence this long, then a dump that changes the board, is a gap too. */
  private static final long SHORT_GAP_MILLIS = 1200;
  /**
   * A press this soon after a gap's dump, on a board showing no move, may re-read the gap: its
   * move was made as the line came back. A press without a move (7.8.1) seconds later is just that.
   */
  private static final long GAP_REREAD_MILLIS = 1_500;
  /** Later, on a board unchanged since the dump, the log decides (see {@code rereadGap}). */
  private static final long GAP_REREAD_LOGGED_MILLIS = 6_000;
  /**
   * A board no legal move explains this soon after a gap's dump may be a piece the dump caught
   * mid-way going on (see {@code rereadGapOnward}).
   */
  private static final long GAP_ONWARD_MILLIS = 2_000;
  /**
   * An outage this long may hide four moves as readily as two: a longer exact reading gets no
   * preference over several readings with a piece in the hand (see explainAfterGap).
   */
  private static final long LONG_OUTAGE_MILLIS = 10_000;
  /** A press this soon after a gap's dump, on a board nothing else explains, is read deeper. */
  private static final long GAP_DEEPER_MILLIS = 10_000;
  /** The most positions a six-ply reading after a gap may visit (about 0.2 s on one core). */
  private static final long DEEPEST_READING_NODES = 2_000_000;
  /**
   * A made move that landed at most this long before the line fell silent may be a slide the
   * link cut, gone on in the gap (a hand sliding a queen rests on each square for 50-300 ms).
   */
  private static final long SLIDE_CUT_MILLIS = 400;
  /**
   * A piece a gap's dump showed on a square and heard leaving it at most this long after the dump
   * may have been caught mid-slide: the dump's scan found it passing (the board's updates come up
   * to about 230 ms after the scan, so the lift came as the dump's scan did). Of the stops seen
   * caught, the emptying came 127-248 ms after the dump (one 353); of true stops lifted soon after
   * it, 241-381 ms: asking the log for those costs its 8 s on the line, for nothing.
   */
  private static final long SLIDE_CAUGHT_MILLIS = 250;
  /**
   * Skipped bytes this many at once are a log cut short on the line: every other message is at
   * most a dump's 67 bytes, and line noise a few.
   */
  private static final int GARBLED_LOG_BYTES = 128;
  /** A running clock's next message is due within this of its last. */
  private static final long CLOCK_TICK_MILLIS = 1100;
  /** A running clock reports every second: a longer wait means messages were lost. */
  private static final long LATE_CLOCK_MILLIS = 1500;
  /** A clock message this close to line noise may be a frame the noise cut or completed. */
  private static final long NOISE_AROUND_MILLIS = 20;
  /**
   * The board's messages queued behind its log (8 s at 9600 baud) come in one burst after it,
   * their arrival times squeezed: within this long after the log, how far apart two messages came
   * says nothing of how far apart they were sent.
   */
  private static final long LOG_BURST_MILLIS = 2000;
  /** A running clock silent this long is asked for its data again (at most this often). */
  private static final long CLOCK_ASK_MILLIS = 1500;
  /**
   * The clock's answer to the host's asking comes within this: a message later than that is one
   * the clock sent on its own.
   */
  private static final long CLOCK_ANSWER_MILLIS = 250;
  /**
   * A running clock's messages come this far apart, counted from its last press (the board's
   * timer restarts with the lever's message).
   */
  private static final long CLOCK_PERIOD_MILLIS = 1000;
  /**
   * A clock message this far off its beat may only have waited on the line (behind a dump, 70 ms
   * at 9600 baud); further off, it was sent for a press.
   */
  private static final long OFF_BEAT_MILLIS = 150;
  private long lastDumpAt = NEVER;
  /** When skipped bytes or a malformed message last came: the line is noisy. */
  private long lastGarbageAt = NEVER;
  /** Line noise came after the last clock message read (see ClockWatcher#read). */
  private boolean noiseSinceClock;
  /** The colours whose pieces field updates showed moving since the last clock message read. */
  private int moversSinceClock;
  /**
   * When garbage came within the last {@link #LINE_NOISE_WINDOW_MILLIS}, oldest first (noise in a
   * log's own transfer is the log's, not counted).
   */
  private final java.util.ArrayDeque<Long> recentGarbage = new java.util.ArrayDeque<>();
  /**
   * A line that garbled this many messages in the last two minutes is likely to garble or cut
   * the log's 8 s transfer, and the play queued behind it (see {@link #askLogForCaughtSlide}).
   */
  private static final int NOISY_LINE_GARBAGE = 5;
  private static final long LINE_NOISE_WINDOW_MILLIS = 120_000;
  /** The kings on the centre squares must stay so this long to show a result. */
  private static final long GESTURE_HOLD_MILLIS = 2000;
  /** The board showing the result gesture, and since when; null when it does not. */
  private Board gestureBoard;

  private long gestureSince = NEVER;
  /** When a dump was asked to confirm the gesture shown since {@link #gestureSince}. */
  private long gestureCheckAt = NEVER;
  /** A board off the position this long, with no dump since it changed, is checked by one. */
  private static final long STALE_BOARD_MILLIS = 2500;
  /** The board change last checked that way. */
  private long staleChecked = NEVER;
  /** When a dump was asked for to confirm a displacement before 7.4 is raised; NEVER if not. */
  private long displacementCheckAt = NEVER;
  /** When the last message of any kind arrived. */
  private long lastMessageAt = NEVER;
  /** When the clock's data was last asked for (see Output#requestClock); NEVER if not. */
  private long clockAskedAt = NEVER;
  /** The clock's last message was read at a time estimated for the burst behind a log. */
  private boolean lastClockEstimated;
  /** When the clock's message before its last came; NEVER if not. */
  private long clockBeforeLastAt = NEVER;
  /** When the message before the one being read came. */
  private long previousMessageAt = NEVER;
  /** When the last silence of the whole line (a link gap) ended. */
  private long silenceEndedAt = NEVER;

  /**
   * A silence longer than a running clock allows was seen and no dump has been read since. Kept
   * apart from the message that ended the silence: on a reconnect the first bytes are often
   * garbage or a field update, and the dump that shows the board comes after them.
   */
  private boolean gapUnread;
  /**
   * The host's transport said the link broke ({@link #lineBroken}): the next message ends a gap
   * even when no running clock's silence shows one (a line cut before the clock was started, or a
   * relay restarted while it stood).
   */
  private boolean linkWasDown;
  /** When the last gap the transport told of ({@link #linkWasDown}) ended; NEVER if none. */
  private long linkGapEndedAt = NEVER;
  /** When the last dump after a silence was read (the board caught up with the game). */
  private long gapDumpAt = NEVER;
  /** The board that dump showed (pieces in the hand missing from it). */
  private Board gapDumpBoard = Board.empty();
  /**
   * Where the last gap runs on from earlier ones whose logs the line lost, what the line showed
   * between them, in order: each earlier gap's dump and the board as the next outage began.
   * Empty after a gap that began afresh.
   */
  private final List<Board> boardsBetweenGaps = new ArrayList<>();
  /** When a gap shorter than the clock's (a changing dump after a quiet) was seen to end. */
  private long shortGapEndedAt = NEVER;
  private BoardOrientation orientation = BoardOrientation.NORMAL;
  /**
   * The clock's ticks (running, no press) counted since the board's log came, and that count when
   * the board last changed: in the burst queued behind the log, arrival times are squeezed, but a
   * running clock still ticks once a second (see {@link #displacedInBurst}).
   */
  private int ticksSinceLog;
  private int ticksAtLastChange;
  /** When the last press (a lever change) was seen. */
  private long lastPressSeenAt = NEVER;
  /** When the last presses were seen (hidden ones too), newest last: for counting since a dump. */
  private final long[] recentPressesAt = new long[8];
  private int pressesSeen;
  /** When the clock last spoke after a silence of {@link #CLOCK_GAP_MILLIS} or more (or a gap). */
  private long clockSilenceEndedAt = NEVER;

  /** The last gap in the link, to be read from the board's log. */
  private final GapMemory gap = new GapMemory();
  /** The log came (or will not): read the board again. */
  private boolean rereadBoard;
  /** Pieces by chess square in {@link #orientation}; null = empty. */
  private final Piece[] seen = new Piece[64];
  /** A dump is being read: a lift it shows happened at some unknown time before. */
  private boolean readingDump;
  /**
   * The dump after a gap is being read before the board settled: its moves are made, not yet
   * released (4.7): a bishop sliding f1-e2-d3 may stand on e2 in it.
   */
  private boolean readingGapDump;
  /** The board's last change after which the line fell silent (see restUnheard); or NEVER. */
  private long unheardRestOf = NEVER;
  /** When the board last reported a change on each chess square. */
  private final long[] changedAt = new long[64];
  /**
   * When the board last reported a square emptied that was empty already: its update putting a
   * piece there was lost (b8 reported empty after a gap, the queen that slid there being lifted
   * on). A reading must put a piece there.
   */
  private final long[] emptiedUnfilledAt = never(64);
  /** The square's last change was shown by a dump, not reported as it happened (a lost update). */
  private final boolean[] correctedByDump = new boolean[64];
  /** When the board last reported a piece lifted off each square (field updates, not dumps). */
  private final long[] emptiedAt = never(64);
  /**
   * The piece the board last reported lifted off each square (field updates, not dumps); null
   * where the square was empty already as far as the board had said.
   */
  private final Piece[] liftedOff = new Piece[64];
  /** The last dump before each square's last reported lift: whether a dump saw what stood there. */
  private final long[] dumpBeforeLift = never(64);
  /** When a 7.4 was last raised (the tracker's time), or NEVER. */
  private long displacedAlertedAt = NEVER;

  private Board observedCache;
  private long lastChange = NEVER;
  private boolean settled = true;
  private long now = NEVER;

  private final ClockWatcher clock = new ClockWatcher();
  /** The clock checked against the time control, when the tournament's control is known. */
  private Optional<ClockAudit> audit = Optional.empty();
  private Optional<ClockReadings> lastReadings = Optional.empty();
  private TrackedGame game;
  private int gamesStarted;

  public BoardTracker(TrackerConfig config) {
    this.config = config;
    this.settleMillis = config.settle().toMillis();
  }

  /** The game being followed, if any: its completed moves. */
  public Optional<Game> game() {
    return game == null ? Optional.empty() : Optional.of(game.committed);
  }

  /** True when the game being followed has ended. */
  public boolean isGameOver() {
    return game != null && game.ended;
  }

  // ---------------------------------------------------------------------------------------------
  // Input

  /**
   * A dump after more than {@link #SHORT_GAP_MILLIS} in which nothing came, the clock running (it
   * reports every second), that shows a board other than the one the updates built: the clock's
   * ticks and the board's updates were lost together, the line was down, if for less than
   * {@link #CLOCK_GAP_MILLIS} (2.49 s: b2 and Kc2, both pressed unseen; 1.94 s: Nb4+ Ke4). Line
   * noise that cuts a message leaves garbage on the line, which breaks the silence, and a
   * correcting dump after it is read as one.
   */
  private boolean changingDumpAfterQuiet(DgtMessage message, long atMillis) {
    if (!(message instanceof DgtMessage.BoardDump)
        || lastMessageAt == NEVER
        || atMillis - lastMessageAt <= SHORT_GAP_MILLIS) {
      return false;
    }
    byte[] dump = ((DgtMessage.BoardDump) message).reading().toCodes();
    for (int field = 0; field < 64; field++) {
      if ((dump[field] & 0xFF) != codes[field]) {
        return true;
      }
    }
    return false;
  }

  /** One decoded message that arrived at {@code atMillis}. */
  public void onMessage(DgtMessage message, long atMillis, Output out) {
    wallNow = Math.max(wallNow, atMillis);
    if (message instanceof DgtMessage.BoardDump && dumpsUnanswered > 0) {
      dumpsUnanswered--;
      if (waitingForLog() && dumpsQueuedBehind(gap.requestedAt()) > 0 && !burst.collecting()) {
        dumpsBehindLog--; // it came before the log after all
      }
    }
    if (burst.collecting()) {
      if (burst.checking() && message instanceof DgtMessage.BoardDump) {
        checkBurst(((DgtMessage.BoardDump) message), atMillis, out);
        return;
      }
      if (burst.checking() && garbage(message) && burst.askAgainOnce()) {
        // The dump's answer garbled on the line: ask once more, and wait for it anew.
        askBurstCheck(atMillis, out);
      }
      if (burst.continues(message, atMillis)) {
        burst.hold(message, atMillis);
        return;
      }
      askBurstCheck(atMillis, out);
      burst.hold(message, atMillis);
      return;
    }
    if (waitingForLog()) {
      if (message instanceof DgtMessage.EeMoves) {
        // The log's content is the board's record as it stood when it was asked for; what
        // follows it queued behind it and is read when the line has drained (LogBurst).
        long askedAt = gap.requestedAt();
        logRetimed = true;
        receive(message, askedAt, out);
        burst.begin(askedAt, lastClockMessage, dumpsQueuedBehind(askedAt));
        return;
      }
      if (message instanceof DgtMessage.SkippedBytes
          && ((DgtMessage.SkippedBytes) message).count() >= GARBLED_LOG_BYTES) {
        // More bytes than any other message has: the log itself, cut by noise past reading. It
        // is lost, but what queued behind it is still a burst, sent during the 8 s it took:
        // read at its estimated times, not squeezed into the moment it arrived.
        long askedAt = gap.requestedAt();
        abandonedRequest = askedAt;
        logGarbled = true;
        readHeldGapDump(out);
        logGarbled = false;
        burst.begin(askedAt, lastClockMessage, dumpsQueuedBehind(askedAt));
        return;
      }
      if (atMillis - gap.requestedAt() > LogBurst.ANSWER_MILLIS && !garbage(message)) {
        // Something else came first: no log is on the line (noise in its first bytes is not
        // something else). It is not coming: read the gap's dump held for it now.
        abandonedRequest = gap.requestedAt();
        readHeldGapDump(out);
      }
    }
    if (message instanceof DgtMessage.EeMoves) {
      logRetimed = false; // a log not waited for (unasked, or after the wait): its burst squeezed
    }
    receive(
        message,
        atMillis,
        waitingForLog() ? countingDumpsBehindLog(out) : countingUnansweredDumps(out));
  }

  /**
   * {@code out}, counting the dumps asked for and not yet answered: those still unanswered when
   * the log is asked for are answered behind it, in its burst (the gap's dump read, the log asked
   * for, a dump asked for at garbage that came just before still to come: its answer, 70 ms
   * behind the log's first clock reading, was taken for the drained burst's check, and the 8 s of
   * play behind it read squeezed into the moment they came; twic #133 link-trouble seed 46).
   */
  private Output countingUnansweredDumps(Output out) {
    if (out != unansweredCountedFor) {
      // Made once per output, not per message: the wrapper keeps nothing of its own.
      unansweredCountedFor = out;
      unansweredCounter = unansweredCounting(out);
    }
    return unansweredCounter;
  }

  /** The output the last {@link #countingUnansweredDumps} wrapper passes on to, and it. */
  private Output unansweredCountedFor;

  private Output unansweredCounter;

  private Output unansweredCounting(Output out) {
    return new Forwarding(out) {
      @Override
      public void requestLog() {
        super.requestLog();
        // Only one asked for a moment before: an answer lost on the line leaves the count high.
        if (gap.unanswered()
            && dumpsUnanswered > 0
            && wallNow - lastDumpAskedAt <= DUMP_ANSWER_MILLIS) {
          dumpsBehindLog = 1;
          dumpsAskedBehindLog = gap.requestedAt();
        }
      }

      @Override
      public void requestDump() {
        dumpsUnanswered++;
        lastDumpAskedAt = wallNow;
        super.requestDump();
      }
    };
  }

  /**
   * {@code out}, counting the dumps asked for while the log is on the line (garbage came): the
   * board answers them behind the log, in its burst ({@link LogBurst#begin}).
   */
  private Output countingDumpsBehindLog(Output out) {
    long askedAt = gap.requestedAt();
    return new Forwarding(out) {
      @Override
      public void requestDump() {
        dumpsBehindLog = dumpsQueuedBehind(askedAt) + 1;
        dumpsAskedBehindLog = askedAt;
        super.requestDump();
      }
    };
  }

  /** How many dumps were asked for while the log asked for at {@code askedAt} was on the line. */
  private int dumpsQueuedBehind(long askedAt) {
    return dumpsAskedBehindLog == askedAt ? dumpsBehindLog : 0;
  }

  /** An {@link Output} passing everything on to another; wrappers override what they change. */
  private static class Forwarding implements Output {
    private final Output to;

    Forwarding(Output to) {
      this.to = to;
    }

    @Override
    public void event(GameEvent event) {
      to.event(event);
    }

    @Override
    public void requestDump() {
      to.requestDump();
    }

    @Override
    public void requestLog() {
      to.requestLog();
    }

    @Override
    public void requestClock() {
      to.requestClock();
    }
  }

  private static boolean garbage(DgtMessage message) {
    return message instanceof DgtMessage.SkippedBytes || message instanceof DgtMessage.Malformed;
  }

  /**
   * The link to the board broke (the host's transport knows; the tracker can only guess from a
   * running clock's silence): whatever the board says until the link is up again is lost, so the
   * next message ends a gap and the first dump after it is read at once. Told when the link goes
   * down, before any byte of the next connection (whose handshake dump comes before the link
   * counts as up). Without it a line cut while the clock stood (before the first move, or a
   * relay restarted then) went unnoticed, and the moves made meanwhile were read as one illegal
   * move.
   */
  public void lineBroken() {
    linkWasDown = true; // no time: a replay of a journal must read it as live did
    dumpsUnanswered = 0; // their answers went with the line
  }

  /** Time has passed: settle the board, judge a pending clock press, raise timed alerts. */
  public void advance(long nowMillis, Output out) {
    wallNow = Math.max(wallNow, nowMillis);
    if (burst.collecting()) {
      if (burst.checkOverdue(nowMillis)) {
        burst.repair(codes, null); // what the burst itself tells of updates lost in it
        readBurst(out);
      } else {
        if (!burst.checking() && burst.drained(nowMillis)) {
          askBurstCheck(nowMillis, out);
        }
        return;
      }
    }
    if (waitingForLog()) {
      return; // the log holds the line: nothing can come before it, so no time has passed
    }
    tick(nowMillis, out);
  }

  /**
   * The board's log was asked for and the line may still be sending it: until it comes (or
   * something else does, or the wait is given up), the tracker's time stands still.
   */
  private boolean waitingForLog() {
    return gap.unanswered()
        && gap.requestedAt() != abandonedRequest
        && (wallNow - gap.requestedAt() < GapMemory.LOG_WAIT_MILLIS || lineDown(wallNow));
  }

  /**
   * The line is down: the clock runs, so something would come every second, and nothing has
   * for longer than a clock gap. A log asked for is not given up on then, however long it has
   * been: the line may have gone down while it was sent (Be8-b5 Nf1-g3 Bb5-e8 read from one
   * outage, the log asked for, then 13 s of silence while Ng3-h1 and c5-c4 were played). Given
   * up on in the silence, the first outage's orders were reported (8.4) and the record went on
   * from its position; the message ending the silence ends a gap that runs on from the first,
   * and the log asked for again then covers both ({@link GapMemory#began}).
   */
  private boolean lineDown(long at) {
    return lastRunning.isPresent()
        && lastMessageAt != NEVER
        && at - lastMessageAt > CLOCK_GAP_MILLIS;
  }

  /**
   * How many of each piece code the position has that the board does not show: in the hand or
   * taken off (by code, for {@link LogBurst#repair}).
   */
  private int[] offBoard() {
    int[] off = new int[13];
    for (Piece piece : tentative().board().pieces().values()) {
      off[PieceCode.of(piece).code()]++;
    }
    for (int code : codes) {
      if (code > 0 && code < off.length) {
        off[code]--;
      }
    }
    return off;
  }

  /**
   * The burst has drained: ask for a dump to check it against. The line may have lost a field
   * update in it (N9), and live a dump would put that right at the next press; in the burst the
   * first dump comes after its end, so the presses in it would be judged on a wrong board.
   */
  private void askBurstCheck(long atMillis, Output out) {
    burst.checkAsked(atMillis);
    out.requestDump();
  }

  /**
   * The dump asked for after the burst came: where it shows a board the burst does not leave,
   * the line lost an update in the burst, put back where it can have been ({@link
   * LogBurst#repair}); then the burst is read, and the dump.
   */
  private void checkBurst(DgtMessage.BoardDump dump, long atMillis, Output out) {
    burst.repair(codes, dump.reading(), clock.whiteFace().orElse(null), offBoard());
    readBurst(out);
    receive(dump, atMillis, out);
  }

  /**
   * Reads the burst behind the log at the times it was sent. Dumps and clock readings asked for
   * meanwhile are asked for afterwards: the board would answer with what it shows now, not with
   * what it showed at the time being read.
   */
  private void readBurst(Output out) {
    boolean[] wanted = new boolean[2];
    Output reading =
        new Forwarding(out) {
          @Override
          public void requestDump() {
            wanted[0] = true;
          }

          @Override
          public void requestClock() {
            wanted[1] = true;
          }
        };
    readBurstAtItsTimes(reading, wanted);
    if (wanted[0]) {
      out.requestDump();
    }
    if (wanted[1]) {
      out.requestClock();
    }
  }

  /** The burst's messages at their estimated times (see {@link #readBurst}). */
  private void readBurstAtItsTimes(Output reading, boolean[] wanted) {
    replayingBurst = true;
    try {
      readBurstTimed(reading, wanted);
    } finally {
      replayingBurst = false;
    }
  }

  private void readBurstTimed(Output reading, boolean[] wanted) {
    long dumpAskedAt = NEVER;
    List<LogBurst.Timed> burstRead = burst.release();
    burstLastUpdate = new int[codes.length];
    java.util.Arrays.fill(burstLastUpdate, -1);
    for (int i = 0; i < burstRead.size(); i++) {
      if (burstRead.get(i).message() instanceof DgtMessage.FieldUpdate update
          && update.field() < burstLastUpdate.length) {
        burstLastUpdate[update.field()] = i;
      }
    }
    for (int i = 0; i < burstRead.size(); i++) {
      burstIndex = i;
      LogBurst.Timed timed = burstRead.get(i);
      if (wanted[0] && dumpAskedAt != NEVER && timed.at() >= dumpAskedAt + DUMP_ANSWER_MILLIS) {
        // A dump asked for while the burst is read: the board would have answered with its scan,
        // which the burst (checked against the dump after it) already tells; answer with that, as
        // the line would have, so that nothing waits for the real one until after the burst.
        // What the line sent before the answer (a landing scanned just after a press) comes
        // first.
        wanted[0] = false;
        receive(scanAsDump(), dumpAskedAt + DUMP_ANSWER_MILLIS, reading);
        dumpAskedAt = NEVER;
      }
      receive(timed.message(), timed.at(), reading);
      if (wanted[0] && dumpAskedAt == NEVER) {
        dumpAskedAt = timed.at();
      }
    }
    burstRestFrom = burst.releasedArrival() == Long.MIN_VALUE ? NEVER : burst.releasedArrival();
  }

  /**
   * In the burst behind the log the times are estimates spread between the clock's ticks: a
   * stand between two updates a tick apart reads as most of a second however short it was. A
   * rest there is the settle time and 0.8 s more (1.5 s by the estimates). The first stop of a
   * slide (Rh1-g1, lifted 64 ms later for b1: 0.94 s by the estimates) is no release; Rd8-b8
   * standing 1.2 s (1.58 s by them), then Rc8, is one (4.7).
   */
  private static final long BURST_REST_PLAY_MILLIS = 800;

  /**
   * While the burst is read: the made moves stood long enough by its times (see above). A move
   * that passes no square on its way (a knight's, a king's step) has no slide to stop on: the
   * settle time by the estimates is its rest (Ng5-h7 standing 1.6 s, then Ne6, 1.0 s by them;
   * Kf6-g7 for 1.4 s, then Ke5: both 4.7).
   */
  private void movesRestedInBurst() {
    long stood = now - lastChange;
    if (stood >= settleMillis + BURST_REST_PLAY_MILLIS || (stood >= settleMillis && lastMovePassesNothing())) {
      releaseMovesAsShown();
    }
  }

  /** The last made move is a knight's or a king's step: it passes no square it could stop on. */
  private boolean lastMovePassesNothing() {
    if (game == null || game.pending.isEmpty()) {
      return false;
    }
    Made last = game.pending.get(game.pending.size() - 1);
    Role role = last.after.board().pieceAt(landing(last.move)).map(Piece::role).orElse(null);
    return !last.move.isCastling() && (role == Role.KNIGHT || role == Role.KING);
  }

  /**
   * The board changes for the first time since the burst, less than a settle time after it came:
   * the last made move's landing, heard in the burst, stood from its estimated time until now. An
   * estimate may be up to a second late or early (its ticks): a stand longer than the settle time
   * by more than that was a release (g6 landing at 157.1 s by the estimates, heard in the burst at
   * 158.7 s, lifted at 159.3 s for g5: 4.7; twic #511 all 64). The rest is as the host saw it:
   * {@link #movesRestedAfterBurst}.
   */
  private void movesRestedAcrossBurstEnd(long at) {
    if (burstRestFrom == NEVER
        || lastChange > burstRestFrom
        || game.pending.isEmpty()
        || at - game.pending.get(game.pending.size() - 1).at - BURST_ESTIMATE_ERROR_MILLIS
            < settleMillis) {
      return;
    }
    releaseMovesAsShown();
  }

  /** How far a time the burst behind a log estimates may be off: a clock tick. */
  private static final long BURST_ESTIMATE_ERROR_MILLIS = 1_000;

  /**
   * The board as the burst left it, unchanged a settle time after the burst arrived: the moves
   * made in it came to rest (released, 4.7), the board having stood so for the host to see. The
   * burst's own times cannot tell it (Rh1 made in it, standing 0.9 s after it, then Re2: 4.7).
   */
  private void movesRestedAfterBurst() {
    if (lastChange <= burstRestFrom) {
      releaseMovesAsShown();
    }
    burstRestFrom = NEVER;
  }

  /**
   * When the board came to show the disturbance settled at {@code at}: the last reported change
   * of a square out of place, where every one was reported as it happened (the settle time only
   * confirms it; the d5 pawn knocked to c6 and put back 3.0 s later stood displaced 3.0 s, not
   * the 2.3 s after the board settled; twic #56 all 57). Otherwise, and in a burst or a gap's
   * dump, whose times are estimates, {@code at}.
   */
  private long displacedSince(long at) {
    if (replayingBurst || readingGapDump || game.afterGap) {
      return at;
    }
    long since = NEVER;
    long outOfPlace = Explainer.changedSquares(tentative().board(), normalised(settledBoard));
    for (long b = outOfPlace; b != 0; b &= b - 1) {
      int index = Long.numberOfTrailingZeros(b);
      if (correctedByDump[index] || changedAt[index] > at) {
        return at;
      }
      since = Math.max(since, changedAt[index]);
    }
    return since == NEVER ? at : since;
  }

  /**
   * When a displacement the board shows from {@code at} starts to count (7.4). A king put on a
   * centre square at the end of the burst behind the log may be the first half of the result
   * gesture: that displacement counts from the burst's arrival, as if seen then, its start being
   * only an estimate between the clock's ticks (the white king put on e4 for the result, its pawn
   * taken off, the black king on its way to d4: by the estimates that stood 2.5 s, in fact one).
   * Any other counts from its estimate (a pawn knocked e4-f4 in the burst and put right 6 s
   * later, 2.2 s after the burst arrived, is a 7.4).
   */
  private long displacementCountsFrom(long at) {
    if (burst.estimated(at)
        && kingPutOnTheCentre()
        && (!replayingBurst || displacementStandsToTheBurstsEnd())) {
      return Math.max(at, burst.releasedArrival());
    }
    return at;
  }

  /** The board shows a king on a centre square where the position has none there. */
  private boolean kingPutOnTheCentre() {
    Board shown = normalised(observed());
    Board position = tentative().board();
    for (Square centre : CENTRE) {
      Optional<Piece> piece = shown.pieceAt(centre);
      if (piece.isPresent() && piece.get().role() == Role.KING && !piece.equals(position.pieceAt(centre))) {
        return true;
      }
    }
    return false;
  }

  /**
   * While the burst is read: no square out of place changes again in it. The displacement stands
   * to the burst's end, where its estimated times are least sure.
   */
  private boolean displacementStandsToTheBurstsEnd() {
    for (Square square : differingSquares()) {
      int field = orientation.field(square);
      if (field < burstLastUpdate.length && burstLastUpdate[field] >= burstIndex) {
        return false;
      }
    }
    return true;
  }

  /** The board's scan as the messages read so far leave it, as the board would dump it. */
  private DgtMessage.BoardDump scanAsDump() {
    byte[] scan = new byte[codes.length];
    for (int field = 0; field < codes.length; field++) {
      scan[field] = (byte) codes[field];
    }
    return new DgtMessage.BoardDump(BoardReading.ofCodes(scan));
  }

  private void receive(DgtMessage message, long atMillis, Output out) {
    if (garbage(message) && waitingForLog()) {
      // Noise in the log's own bytes: the silence before it is the log's transfer, not a gap.
      lastGarbageAt = atMillis;
      out.requestDump();
      return;
    }
    tick(atMillis, out);
    // The board and a running clock talk at least once a second: a longer silence is a gap in
    // the link, and the first dump after it is a snapshot to read at once (see onDump).
    // So is a running clock's silence when the board's last word came before the clock's next
    // message was due: the line went down then (the board's quiet is the players thinking, the
    // clock's two lost seconds are not).
    boolean silentLine =
        atMillis - lastMessageAt > CLOCK_GAP_MILLIS
            || (lastClockAt != NEVER
                && atMillis - lastClockAt > CLOCK_GAP_MILLIS
                && lastMessageAt - lastClockAt < CLOCK_TICK_MILLIS);
    boolean shortGap = !silentLine && changingDumpAfterQuiet(message, atMillis);
    boolean afterSilence =
        lastMessageAt != NEVER
            && ((lastRunning.isPresent() && (silentLine || shortGap)) || linkWasDown)
            && !(message instanceof DgtMessage.EeMoves); // its transfer held the line, nothing was lost
    if (linkWasDown && !(message instanceof DgtMessage.EeMoves)) {
      linkWasDown = false; // the first connection is no gap: nothing was heard before it
      linkGapEndedAt = lastMessageAt == NEVER ? NEVER : atMillis;
    }
    if (afterSilence && shortGap) {
      shortGapEndedAt = atMillis; // the clock's next message is after a gap too (onClock)
    }
    gapUnread |= afterSilence;
    if (afterSilence) {
      silenceBeganAt = lastMessageAt;
      Board lastShown = normalised(observed());
      if (!gap.began(codes, lastMessageAt)) {
        boardsBetweenGaps.clear();
      } else if (haveBoard) {
        if (gapDumpAt >= silenceEndedAt) {
          boardsBetweenGaps.add(gapDumpBoard);
        }
        boardsBetweenGaps.add(lastShown);
      }
      silenceEndedAt = atMillis;
    }
    if (lastRunning.isPresent()
        && lastMessageAt != NEVER
        && lastMessageAt <= lastChange
        && atMillis - lastChange > CLOCK_GAP_MILLIS) {
      unheardRestOf = lastChange;
    }
    previousMessageAt = lastMessageAt;
    lastMessageAt = atMillis;
    if (message instanceof DgtMessage.FieldUpdate) {
      DgtMessage.FieldUpdate update = (DgtMessage.FieldUpdate) message;
      if (!haveBoard) {
        return; // a field update means nothing until a dump says what the rest is
      }
      if (game != null && !game.ended && inLogBurst(atMillis)) {
        // The board is about to change: what it showed has stood since the last change.
        pressesStoodInBurst();
        movesStoodInBurst();
        displacedInBurst(out);
      } else if (game != null && !game.ended && !replayingBurst) {
        movesRestedAcrossBurstEnd(atMillis);
      }
      setField(update.field(), update.code(), atMillis);
      gap.heard(update.field(), update.code());
      changed(atMillis);
    } else if (message instanceof DgtMessage.BoardDump) {
      byte[] dump = ((DgtMessage.BoardDump) message).reading().toCodes();
      lastDumpAt = atMillis;
      boolean first = !haveBoard;
      haveBoard = true;
      Board before = observed();
      int[] codesBefore = codes.clone();
      readingDump = true;
      for (int field = 0; field < 64; field++) {
        setField(field, dump[field] & 0xFF, atMillis);
      }
      readingDump = false;
      if (!Arrays.equals(codes, codesBefore)) {
        gap.dumped(codesBefore); // the log has what the host missed between the updates heard
      }
      // A dump that only confirms a board still in motion must not hold back its settling; one
      // that corrects it, or finds a settled board unexplained, is read afresh.
      boolean corrected = !observed().equals(before);
      if (corrected && game != null) {
        correctPressedBoards(before, atMillis);
      }
      if (game != null && game.disturbedSince != NEVER && observed().equals(game.disturbedBoard)) {
        game.disturbanceDumped = true;
      }
      boolean wasSettled = settled;
      boolean afterGap = gapUnread;
      gapUnread = false;
      if (first || ((corrected || settled) && !observed().equals(settledBoard))) {
        changed(atMillis);
        changedByDump = true;
        if (afterGap && !first && game != null && !game.ended && onlyAPieceUp()) {
          // The gap hid nothing but a piece taken up (the hand on it as the line came back): a
          // move begun, a capture's victim taken first, a piece adjusted; read as the board goes
          // on, not as moves missed. Only four moves or more make a board with one piece gone and
          // the rest as it was (Nd7 lifted was read as four that took a knight away, 8.4, then a
          // 7.5.1 when it landed on c5; the e4 pawn White adjusted, as Qxe4 Kh1 Qc4 Kg1 in eight
          // orders). The board caught up with the game: this is the gap's dump.
          game.afterGap = false;
          gapDumpAt = atMillis;
          gapDumpBoard = normalised(observed());
        } else if (afterGap && !first && game != null && !game.ended) {
          // After a gap, the dump shows where the game got to while nobody saw it. Read it now:
          // the players may already be moving again, and the board may never settle on it.
          game.afterGap = true;
          gapDumpAt = atMillis;
          gapDumpBoard = normalised(observed());
          settled = true;
          readingGapDump = true;
          onSettled(atMillis, out);
          readingGapDump = false;
          changedByDump = false;
          if (game != null) {
            askLogForGapPresses(out);
          }
        } else if (corrected
            && wasSettled
            && !first
            && game != null
            && !game.ended
            && game.disturbedSince != NEVER) {
          // The dump a settled, unexplained board asked for corrects a lost update: the rest of
          // the board has stood the settle time already. Read it now; the player may be moving on
          // (Qe3-c3 set down for a second, g6's return lost, then Qc3-e5: 4.7).
          settled = true;
          onSettled(atMillis, out);
        }
      } else if (afterGap
          && !first
          && game != null
          && !game.ended
          && normalised(observed()).equals(tentative().board())) {
        // The gap hid nothing (clock messages cut on the line look like one): the board is as
        // it was, and a piece lifted later is a move begun, not moves missed (Nc6 lifted read as
        // four moves that took it away). The board caught up with the game: this is the gap's
        // dump, and the clock's next message syncs the lever with it (Nc5 made before the line
        // went down, pressed in the gap; else the search stayed deep and Bg2 lifted 9 s later
        // was read as four moves, 8.4).
        game.afterGap = false;
        gapDumpAt = atMillis;
        gapDumpBoard = normalised(observed());
        askLogForGapPresses(out);
      }
    } else if (message instanceof DgtMessage.ClockData) {
      onClock((DgtMessage.ClockData) message, atMillis, out);
    } else if (message instanceof DgtMessage.EeMoves) {
      boolean read = gap.read((DgtMessage.EeMoves) message, orientation, atMillis);
      if (read) {
        ticksSinceLog = 0;
        ticksAtLastChange = 0;
      }
      rereadBoard |= read;
    } else if (message instanceof DgtMessage.SkippedBytes || message instanceof DgtMessage.Malformed) {
      lastGarbageAt = atMillis;
      noiseSinceClock = true;
      recentGarbage.addLast(atMillis);
      forgetOldGarbage(atMillis);
      out.requestDump(); // the line is noisy: check the board
    }
  }

  /** The board is the game's, but for one piece taken up. */
  private boolean onlyAPieceUp() {
    Position position = tentative();
    Board shown = normalised(observed());
    long changed = Explainer.changedSquares(position.board(), shown);
    if (Long.bitCount(changed) != 1) {
      return false;
    }
    Square up = Square.ofIndex(Long.numberOfTrailingZeros(changed));
    return shown.isEmpty(up);
  }

  /**
   * Something other than the log came while it was awaited: the line went down while it was sent
   * (or the request never reached the board), and it is lost. The gap's dump, held for the log to
   * choose between its exact reading and rivals with a piece in hand, is read now without it,
   * the exact reading standing, so that the next gap starts from where that dump showed the game
   * (Nf6 Nxf6+ read from the first of two outages, exf6 c3 Bf5 from the second: the five in
   * one read are two orders). So is one held for it to choose among several orders, where it
   * comes to one without the log ({@link #ordersOnlyIfOne}): d6 exd6 or d5 exd6 e.p. in an
   * outage, the log garbled, is d6 exd6 flagged to the arbiter ({@link #steppedOrPassed}); left
   * held, the burst behind the log was read from the board before the gap, d6 as d7-d6 and
   * White's e5 pawn vanishing (an A.4.2 cascade). Where several orders stay, it waits: the burst
   * behind a garbled log may tell them apart (twic #869 link-trouble 6), and where the line went
   * down the gap runs on and the log asked for again covers both outages (twic #547
   * link-trouble 19).
   */
  private void readHeldGapDump(Output out) {
    boolean held = exactHeldAt == lastChange || ordersHeldAt == lastChange;
    if (game == null || game.ended || !settled || !gap.unanswered() || !held) {
      return; // (a board held for other reasons waits for the log asked for again)
    }
    gap.lost();
    readingGapDump = lastChange == gapDumpAt; // nothing changed since: not seen at rest either
    ordersOnlyIfOne = exactHeldAt != lastChange;
    onSettled(lastChange, out);
    ordersOnlyIfOne = false;
    readingGapDump = false;
  }

  private void tick(long nowMillis, Output out) {
    now = Math.max(now, nowMillis);
    if (!settled && now - lastChange >= settleMillis) {
      settled = true;
      rereadBoard = false;
      onSettled(lastChange, out); // events carry the time of the change, not of the reading
    }
    if (burstRestFrom != NEVER && !replayingBurst && now - burstRestFrom >= settleMillis) {
      movesRestedAfterBurst();
    }
    if (replayingBurst && settled) {
      movesRestedInBurst();
    }
    if (game == null) {
      return;
    }
    if (!game.alertsHeld.isEmpty()) {
      releaseStrandedAlerts(out);
    }
    // No answer: read the board without it, before any press; but not while the line is down
    // (see lineDown: the message ending the silence ends a gap that runs on from this one).
    rereadBoard |= !lineDown(now) && gap.giveUp(now);
    if (rereadBoard && settled && !game.ended) {
      rereadBoard = false; // the gap's log came: the board, unchanged, reads differently now
      onSettled(lastChange, out);
    }
    if (gestureBoard != null && !game.ended && pressedSince(gestureSince)) {
      // A king put beside the other on the centre squares and the clock pressed: a move (Kd6-e5
      // next to Kd4, illegal), not a result shown with the kings.
      gestureBoard = null;
      onSettled(lastChange, out);
    }
    if (gestureBoard != null
        && !game.ended
        && settled
        && now - gestureSince >= GESTURE_HOLD_MILLIS
        && observed().equals(gestureBoard)
        && gestureConfirmed(out)) {
      Board board = normalised(gestureBoard);
      gestureBoard = null;
      endByGesture(board, gestureSince, out);
    }
    if (settled
        && !game.ended
        && now - lastChange >= STALE_BOARD_MILLIS
        && lastDumpAt < lastChange
        && staleChecked != lastChange
        && !observed().equals(tentative().board())) {
      // Pieces have been "in hand" or out of place for a while: a lost field update (N9) looks
      // just like that, and nothing else would correct it. Check once.
      staleChecked = lastChange;
      out.requestDump();
    }
    checkStoppedBoard(out);
    askClockIfSilent(out);
    judgePresses(out);
    if (gapDumpAt != NEVER && now - gapDumpAt <= GAP_ONWARD_MILLIS) {
      askLogForCaughtSlide(out); // the move after the dump made at a settle or at its press
    }
    if (game.finalMoveUntil != NEVER && now >= game.finalMoveUntil && !game.pending.isEmpty()) {
      game.finalMoveUntil = NEVER;
      // Only if the mate or stalemate is still what the board shows: a reading that made it may
      // have been replaced since (after a gap, a candidate with Qxg7# read and then dropped left
      // e4 completed with the readings from before the gap).
      if (tentative().legalMoveCount() == 0) {
        complete(clock.isPresent() ? lastReadings : Optional.empty(), now, out);
      }
    }
    askDisplacementCheckAhead(out);
    if (displacementStanding()
        && now - game.disturbedSince >= config.displaced().toMillis()
        && !differingSquares().isEmpty() // read again since (a gap's moves), the record shows it
        && !promotionUnderway()
        // In the burst behind a log the times are estimates, and an update the line lost that
        // nothing told the place of was put back last (LogBurst#repair): where it is on a square
        // out of place, that board may have stood for moments, not seconds (the black king's
        // move to the centre for the result, both halves lost: not White's king on e4 and the d5
        // pawn gone standing 3 s).
        && !(replayingBurst && displacedWhereTheBurstEndIsGuessed())
        // Nor where the gap before the burst is not read yet: the log the burst came behind reads
        // it once the burst is in (Ke3 Kg4 in an outage, the king in the hand at its dump, then
        // Kxe2 and Kxg5 begun: no displacement while the burst replays).
        && !(replayingBurst && game.afterGap)
        && !(game.afterGap && readableAsGapMoves())
        // Nor while a press made on the disturbed board waits to be judged: it may be the move's,
        // an illegal one (Qf1-d2 set down and pressed, the press's message cut and seen a tick
        // late: the 7.5.1, not a 7.4 for the queen 23 ms before it; twic #842 all 19).
        && !pressWaitsOnDisturbance()
        && displacementConfirmed(out)) {
      alertDisplaced(recordPlies() + movesCompletedUnseen(), "not put right", observed(), out);
    }
  }

  /**
   * The first waiting press was made since the disturbance began, by the player to move. A press
   * whose own message was cut is dated by the clock's next tick ({@link Press#madeAt}): Nxe5
   * taken up, pressed at 64417, the d6 bishop knocked to c6 after it, the clock's answer at 65400
   * and its tick at 65417: the 7.4 stands (linares #26 all 18); Kc2-b4 set down, pressed at
   * 352795, the answer at 353320 and the tick at 353795: the press waits, a 7.5.1 (twic #729 all
   * 21).
   */
  private boolean pressWaitsOnDisturbance() {
    Press press = game.presses.peekFirst();
    return press != null
        && ((press.madeAt() >= game.disturbedSince && press.player == tentative().sideToMove())
            || answeredWithPieceInHand(press));
  }

  /**
   * The press, of the player to move with no move made, came with a piece of theirs lifted
   * before it and never seen landing, and the board is a move of that piece and a reply with it
   * still in the hand: the move's landing unscanned, the reply legal after it (Bd3-b5+ pressed,
   * b5 never scanned on a slow board, Nb8-d7 set down: which square the bishop stopped on the
   * next move tells, Bxd7+; not a 7.4 for Black's knight; final_masters #19 blitz 59).
   */
  private boolean answeredWithPieceInHand(Press press) {
    Position completed = game.committed.position();
    if (!game.pending.isEmpty() || press.player != completed.sideToMove()) {
      return false;
    }
    Board board = normalised(observed());
    List<Explanation> readings = Explainer.withOneInHand(completed, board, 2);
    if (readings.isEmpty()) {
      return false;
    }
    for (Explanation reading : readings) {
      Move move = reading.moves().get(0);
      Piece piece = completed.board().pieceAt(move.from()).orElse(null);
      long[] left = piece == null ? null : game.leftAt(move.from(), piece);
      if (reading.moves().size() != 2
          || reading.held(board) != landing(move).bit()
          || left == null
          || left[0] > press.at) {
        return false;
      }
    }
    return true;
  }

  /** Line noise came within {@link #NOISE_AROUND_MILLIS} of {@code at}, before or after. */
  private boolean noiseAround(long at) {
    if (at == NEVER) {
      return false;
    }
    for (long garbage : recentGarbage) {
      if (Math.abs(garbage - at) <= NOISE_AROUND_MILLIS) {
        return true;
      }
    }
    return false;
  }

  /** A square out of place has an update the burst's repair put last (LogBurst#endGuessed). */
  private boolean displacedWhereTheBurstEndIsGuessed() {
    for (Square square : differingSquares()) {
      if (burst.endGuessed(orientation.field(square))) {
        return true;
      }
    }
    return false;
  }

  /**
   * The moves the waiting presses completed although the scan never saw them land: a press
   * waiting for the board while the opponent knocked a piece over completed a move, and the knock
   * came after it. The opponent's own press after it, their reply in the hand (the piece taken up,
   * the capturer held), completed one more (Be1 taken at once by Qxe1, both pressed, a7 knocked to
   * b8 after both: the knock is after ply 76, not 75).
   */
  private int movesCompletedUnseen() {
    if (game.presses.isEmpty()) {
      return 0;
    }
    Press first = game.presses.peekFirst();
    if (changedOnlyByTheOpponent(first)) {
      return claimedMoves(first.player);
    }
    // The same with the pressed move's piece in the hand, the disturbance after the press (the c1
    // bishop knocked onto d2 after d2-d3-d4 was pressed and taken up unseen: 7.4 after ply 5),
    // and the opponent's press after it, before the disturbance, their capture taken up too (c3
    // seen and taken off before White's press, bxc3 put down and taken off by White's hand before
    // Black's, then h6 knocked to g6: 7.4 after ply 32; twic #615 all 74). A press whose frame
    // was cut counts from when the clock's tick dates it (Rxf5 pressed, the rook taken off f5,
    // the g5 bishop knocked to g6 before the tick that showed the press: after ply 53; twic #56
    // all 74).
    if (game.disturbedSince <= first.datedAt()
        || !(pressedMoveInHand(first) || heldAtPressTakenUpUnseen(first))) {
      return 0;
    }
    return claimedMovesBefore(first.player, game.disturbedSince);
  }

  /** A disturbance not yet alerted that the board, at rest, still shows (7.4 may be due). */
  private boolean displacementStanding() {
    return !game.ended
        && game.disturbedSince != NEVER
        && !game.disturbanceAlerted
        && !awaitingLog()
        && settled
        && observed().equals(game.disturbedBoard);
  }

  /**
   * After a gap not read yet, legal moves from the record explain the board, however many ways
   * (f3 Ke7 Kd2 Ba4 in a 38 s outage, in four orders, the log read only up to Kf8 before them):
   * moves whose order is unknown, not pieces displaced.
   */
  private boolean readableAsGapMoves() {
    Board board = normalised(observed());
    Position from = tentative();
    if (board.equals(readableBoard) && from.equals(readableFrom)) {
      return readable; // asked at every tick while the disturbance stands: searched once
    }
    readableBoard = board;
    readableFrom = from;
    readable = false;
    for (int length = 1; length <= Explainer.MAX_DEPTH && !readable; length++) {
      readable = !Explainer.allOfLength(from, board, length, moves -> true).isEmpty();
    }
    return readable;
  }

  private Board readableBoard;
  private Position readableFrom;
  private boolean readable;

  /** 7.4 for the disturbance, dated when it had stood the displaced time; once per disturbance. */
  private void alertDisplaced(int ply, String how, Board shown, Output out) {
    game.disturbanceAlerted = true;
    alert(
        out,
        game.disturbedSince + config.displaced().toMillis(),
        "7.4",
        "displaced-pieces",
        ply,
        "pieces displaced on the board and " + how + ": " + describeDifference(shown),
        differingSquares(shown));
  }

  /**
   * A displacement put right after standing the displaced time, which a dump showed but too soon
   * after it to confirm it (713 ms after b7 was knocked to a8, short of a scan's skew), and whose
   * confirming dump, asked for when the time was up, the line garbled: it was a 7.4, raised now
   * with the time it had stood (the pawn put back 3.2 s after the knock).
   */
  private void displacementPutRight(Explanation explanation, long at, Output out) {
    if (game.disturbanceAlerted
        || game.disturbedSince == NEVER
        || !game.disturbanceDumped
        || !explanation.moves().isEmpty()
        || explanation.inHand()
        || game.afterGap
        || inLogBurst(at) // a board unexplained until the log came is no displacement
        || at - game.disturbedSince < config.displaced().toMillis()
        || displacementCheckAt < game.disturbedSince
        || lastGarbageAt < displacementCheckAt
        // Seen put right only once the next move was made (the a7 pawn set on b6 and put back,
        // Nxd5 begun before the board settled): what it differs in now are that move's squares.
        || recordPlies() + game.pending.size() != game.disturbedWithPlies) {
      return;
    }
    alertDisplaced(
        recordPlies(),
        "put right after " + (at - game.disturbedSince) / 100 / 10.0 + " s",
        game.disturbedBoard,
        out);
  }

  /**
   * The board is a promotion's result with the pawn still standing on the last rank: the player
   * is fetching the new piece (exd8, the queen put down 2.7 seconds later), nothing is displaced.
   * Pressed that way it is 7.5.2.
   */
  private boolean promotionUnderway() {
    Position position = tentative();
    Board board = normalised(observed());
    Piece pawn = Piece.of(position.sideToMove(), Role.PAWN);
    for (Move move : game.legalMoves(position)) {
      if (move.promotion().isPresent()
          && position.playUnchecked(move).board().with(move.to(), pawn).equals(board)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The clock stopped (the game over, or paused for the arbiter) and the board off the position:
   * the result gesture is likely under way, and with the clock silent a landing the line lost is
   * never corrected (the white king set on d4 beside Black's on e5, 289 ms after a dump, its
   * update lost; the dump asked for at the stop lost too: no result; chess960 mainz #16 lt 90).
   * Checked by a dump every {@link #STALE_BOARD_MILLIS}, a few times, while it stays so.
   */
  private void checkStoppedBoard(Output out) {
    if (lastRunning.isPresent() || game.stoppedAt == NEVER) {
      stoppedChecks = 0;
      stoppedCheckedAt = NEVER;
      return;
    }
    if (settled
        && !game.ended
        && stoppedChecks < STOPPED_BOARD_CHECKS
        && now - Math.max(lastClockAt, Math.max(lastDumpAt, lastChange)) >= STALE_BOARD_MILLIS
        && (stoppedCheckedAt == NEVER || now - stoppedCheckedAt >= STALE_BOARD_MILLIS)
        && !observed().equals(tentative().board())) {
      stoppedChecks++;
      stoppedCheckedAt = now;
      out.requestDump();
    }
  }

  /** How many times {@link #checkStoppedBoard} asks while the clock stays stopped. */
  private static final int STOPPED_BOARD_CHECKS = 3;

  private int stoppedChecks;
  private long stoppedCheckedAt = NEVER;

  /**
   * A running clock talks every second. Silent for longer, its message may have been lost on the
   * line: the last one above all, the flag's, after which a stopped clock in UPDATE_NICE sends
   * nothing more. Ask for the clock's data; again while it stays silent.
   */
  private void askClockIfSilent(Output out) {
    if (!game.ended
        && lastRunning.isPresent()
        && lastClockAt != NEVER
        && now - lastClockAt >= CLOCK_ASK_MILLIS
        && now - Math.max(clockAskedAt, lastClockAt) >= CLOCK_ASK_MILLIS) {
      clockAskedAt = now;
      out.requestClock();
    }
  }

  /**
   * The dump that confirms a displacement ({@link #displacementConfirmed}) is asked for a dump's
   * wait before the displacement is due, so that it is in by then: asked only when due, its answer
   * half a second later on a slow line, a pawn knocked to h7 and put back 3.0 s after was never
   * alerted (7.4 is due at 2.5 s).
   */
  private void askDisplacementCheckAhead(Output out) {
    if (!displacementStanding()
        || replayingBurst
        || displacementCheckAt >= lastChange
        || lastDumpAt >= lastChange + SCAN_SKEW_MILLIS
        || now < lastChange + SCAN_SKEW_MILLIS
        || now < game.disturbedSince + config.displaced().toMillis() - DUMP_WAIT_MILLIS) {
      return;
    }
    displacementCheckAt = now;
    out.requestDump();
  }

  /**
   * A displaced piece (7.4) and a lost field update look alike: Kf5-e5's landing lost, the board
   * shows the king gone. Before the alert, a dump taken a whole scan after the last change must
   * show the same board (a dump taken sooner may predate the scan of the landing). One is asked
   * for; a replay that cannot answer waits a dump's wait and goes on without it.
   */
  private boolean displacementConfirmed(Output out) {
    if (lastDumpAt >= lastChange + SCAN_SKEW_MILLIS) {
      return true;
    }
    if (displacementCheckAt < lastChange) {
      displacementCheckAt = now;
      out.requestDump();
      return false;
    }
    // Unanswered while the board still talks (a replayed recording): go on without it. A silent
    // line says nothing of the board; nor does a noisy one at once: the garbage may have been the
    // answer, and it asks for another (the black king's landing on d5 for the result lost, the
    // dump that showed it garbled: not the kings' gesture as pieces displaced).
    long wait = lastGarbageAt > displacementCheckAt ? NOISY_DUMP_WAIT_MILLIS : DUMP_WAIT_MILLIS;
    return now - displacementCheckAt >= wait
        && lastMessageAt > displacementCheckAt
        && !gapUnread;
  }

  /**
   * Judges waiting clock presses, oldest first. A press whose move is on the board completes it at
   * once. Otherwise it waits for the board: until it settles (the opponent may already be moving,
   * and a fast exchange can hide a move from the scan until later moves explain it), or until
   * legal moves explain the board after the press grace, at most {@value #LONGEST_PRESS_WAIT_MILLIS}
   * ms.
   */
  private void judgePresses(Output out) {
    if (awaitingLog()) {
      return; // the board is unexplained until the log says in which order the gap's moves came
    }
    if (lastRunning.isPresent() && now - lastMessageAt > CLOCK_GAP_MILLIS) {
      return; // the line is down: the board may be showing a move whose landing it never sent
    }
    if (gapUnread && now - silenceEndedAt < NOISY_DUMP_WAIT_MILLIS) {
      // The line is back and its dump not read yet (the dump message itself arrives here before
      // it is read): a press before the silence is judged on what the dump shows, not on the
      // board from before it (Ra8-d8-f8, d8's emptying lost, read as two rooks: not a 7.5.1).
      return;
    }
    while (game != null && !game.ended && !game.presses.isEmpty()) {
      Press press = game.presses.peekFirst();
      // A press whose own message was cut has waited since the clock's tick dates it: Black's
      // press without a move cut on the line and shown by the tick a second later, the bishop
      // lifted 0.6 s after that tick, is judged on the board it was made on, not completed by Bd6.
      long waited = now - press.datedAt();
      if (game.correctionBy == press.player
          && game.committed.position().sideToMove() != press.player) {
        // The press after a press without a move: the opponent puts the lever back (6.2.1).
        game.correctionBy = null;
        game.correction = game.presses.pollFirst();
        continue;
      }
      if (press.suspectFrame
          && noiseAround(press.at)
          && lastClockAt <= press.at
          && now - press.at < CLOCK_TICK_MILLIS) {
        // The press's frame came with line noise and added nothing to the presser's face where
        // presses add seconds: it may be a cut frame the noise completed, which the clock's next
        // message shows (ClockWatcher: White's press read at 3:40 against 4:00 with garbage, its
        // own message 0.9 s later at 3:48). Its move waits for that message.
        return;
      }
      if (waited >= LONGEST_PRESS_WAIT_MILLIS
          && waited < TAKEN_UP_UNSEEN_WAIT_MILLIS
          && takenUpUnseen(press)) {
        return; // the move may have been captured as it landed: wait for the capture to land
      }
      if (waited >= LONGEST_PRESS_WAIT_MILLIS && unexplainedSinceDump(press, out)) {
        return; // a lost update can make the board unexplained: let a dump confirm it first
      }
      long dumpWait = lastGarbageAt >= press.at ? NOISY_DUMP_WAIT_MILLIS : DUMP_WAIT_MILLIS;
      if (byPresser(press) && lastDumpAt < press.at && waited < dumpWait) {
        // A lost field update (N9) can make another move look made (Rd4-c4's landing lost, and
        // Nb4 after it reads as Rb4 Nxb4): the dump asked for at the press checks the board
        // before the move is completed. A dump come after the press's frame in the same
        // millisecond is after it (g5-g4 pressed with line noise, the dump with it showing g4:
        // not undone by the pawn knocked back to g5 a second later; twic #634 all 73).
        return;
      }
      boolean ready;
      if (settled && game.disturbedSince != NEVER) {
        // The board shows something no legal move explains: let a dump confirm it first.
        // Not while the press's move may have been taken up unseen, its capture still to land
        // (Qh3xc8 taken off by Black's hand, then White's e1 rook knocked to f2 while Black
        // thinks: not an illegal queen move; twic #496 irregular 68).
        ready =
            checkedByDump(press, out)
                && (byPresser(press) || waited >= MIN_PRESS_WAIT_MILLIS)
                && !(waited < TAKEN_UP_UNSEEN_WAIT_MILLIS && heldAtPressTakenUpUnseen(press));
      } else if (settled && captureTakenUpUnseen(press).isPresent()) {
        // The capture's landing taken up unseen: nothing is still to land (see the method).
        ready = waited >= MIN_PRESS_WAIT_MILLIS && checkedByDump(press, out);
      } else if (settled
          && game.illegal == null // after an illegal move the record's position says nothing of hands
          && holdsOwnPiece(press.player)
          && !restedBeforePress(press)
          && !answeredAndPressed(press)
          && waited < LONGEST_PRESS_WAIT_MILLIS) {
        ready = false; // the press came before the scan saw the piece land (or the move is unfinished)
        if (waited >= MIN_PRESS_WAIT_MILLIS && !press.dumpRequested) {
          press.dumpRequested = true;
          out.requestDump();
        }
      } else if (settled) {
        ready =
            byPresser(press)
                || (pressedBack(press) && lastDumpAt >= press.at && moveTakenUp(press).isEmpty())
                || (waited >= MIN_PRESS_WAIT_MILLIS
                    && checkedByDump(press, out)
                    && (waited >= LONGEST_PRESS_WAIT_MILLIS || moveTakenUp(press).isEmpty()));
      } else {
        // The board is still moving: complete only a move the board shows as it is now (a
        // move changed just before the press must not be completed in its first form), and only
        // once a whole scan has passed since the press, or the opponent's reply stands on it:
        // until then the board may still show a square the sliding piece has passed (Qc3 sliding
        // to c6, pressed before the scan reached c4 again, would be recorded as Qc4).
        boolean explained = explainUnsettled(out);
        // The reply standing on the move settles it only where the scan saw the move land: with
        // a Bluetooth scan, Be3 pressed before e3 was scanned and the reply Bd4-c3 read as Bc3
        // Bxc3 (the white bishop never seen on c3). A move the scan never saw land is read from
        // the reply's hands, which may still be moving: Qf8 taken at once by the queen sliding
        // a8-d8-f8 reads as Qd8 Qxd8 while it passes d8. Such a press waits longer, and the
        // reply must have stood still a moment however long the press waited: Black may hold
        // the capturing piece for seconds, then slide it c2-d3-e4-f5 (not Ne4 Bxe4).
        boolean seen = explained && byPresser(press) && landingSeen(game.pending.get(0));
        // One seen land but gone from there before the press may have slid on unseen: the reply
        // taking it must have stood still a moment too (Re4-e5-e6 pressed with e5 empty, the
        // rook taken off e6 at once; White's rook sliding e1-e5-e6 to take it reads Re5 Rxe5
        // while it passes e5; twic #628 club 66), but no longer than that (Bxg5 taken off by
        // Black's hand before White's press, Qxg5 standing: lichess #29 club 58).
        boolean leftBefore = seen && leftLandingBefore(game.pending.get(0), press.at);
        ready =
            replyBegunAtPress(press)
                || (explained
                    && byPresser(press)
                    && !holdsOwnPiece(press.player)
                    && (seen && !leftBefore
                        ? waited >= MIN_PRESS_WAIT_MILLIS || game.pending.size() >= 2
                        : waited >= (leftBefore ? MIN_PRESS_WAIT_MILLIS : UNSEEN_LANDING_WAIT_MILLIS)
                            && now - lastChange >= settleMillis / 2))
                || waited >= LONGEST_PRESS_WAIT_MILLIS;
        if (!ready && !explained && waited >= config.pressGrace().toMillis() && !press.dumpRequested) {
          press.dumpRequested = true; // a lost update may be hiding the move: check the board
          out.requestDump();
        }
      }
      if (ready && waited < TAKEN_UP_UNSEEN_WAIT_MILLIS && pressedMoveInHand(press)) {
        ready = false; // it may have slid on unseen and been taken there: wait for the capture
      }
      if (ready && waited < LONGEST_PRESS_WAIT_MILLIS && captureSlidOnUnseen(press)) {
        ready = false; // the capture may be on its way to the move's true landing: wait for it
      }
      if (!ready || (changedOnlyByTheOpponent(press) && moveBeforeIllegalReply(press).isEmpty())) {
        return;
      }
      press.judgedOn = boardPressedOn(press).orElse(null);
      game.presses.pollFirst();
      judgePress(press, out);
      if (awaitingLog()) {
        return; // the press asked for the board's log (a gap to read again) and waits for it
      }
    }
  }

  /**
   * The board as the press found it showed the presser's one made move as it left it, the
   * opponent's reply begun (their piece lifted, nothing of the presser's in the hand): the move was
   * finished and pressed. A piece of the presser's lifted since is their next move begun, not the
   * pressed one unfinished (Qg4+ pressed, its message cut, the tick after it heard with Black's
   * knight up for Nf5; White's queen then taken up at once for Qc4+, passing f4: not a changed
   * move, 4.7, Qf4).
   */
  private boolean replyBegunAtPress(Press press) {
    if (game.pending.size() != 1 || press.board == null || !byPresser(press)) {
      return false;
    }
    Made made = game.pending.get(0);
    if (press.at - made.at < SCAN_SKEW_MILLIS) {
      // Landed a scan or less before the press: a slide the scan may not have reported to its
      // end yet (c5-c6 seen, the rook on c7 when pressed, the reply begun at once in blitz).
      return false;
    }
    Board atPress = normalised(press.board);
    Board expected = made.after.board();
    long gone = expected.occupied() & ~atPress.occupied();
    if (gone == 0
        || (gone & ~expected.byColor(made.by.opposite())) != 0
        || !onlyPiecesInHand(atPress, expected)) {
      return false;
    }
    // Lifted since the move landed: the reply, not a piece the reading had in the hand all along
    // (Nfd7 read with the b8 knight up, Bf6 pressed: that is Nbd7 Bxf6, see heldThroughOwnMove).
    for (long b = gone; b != 0; b &= b - 1) {
      if (changedAt[Long.numberOfTrailingZeros(b)] < made.at) {
        return false;
      }
    }
    return true;
  }

  /**
   * The press is not judged yet: a scan after it the board showed only pieces in the hand (the
   * move's piece taken up at once, its landing unseen), and what makes the board unexplained now
   * changed later, when only the opponent was moving — a piece knocked over while thinking, to be
   * put right before the reply (Bf2-d4 taken at once, then the g2 pawn knocked to f3, is not an
   * illegal bishop move). The board's next change may explain the press; after the longest wait
   * it is judged as it stands. Not where the presser held nothing ({@link #boardPressedOn}).
   */
  private boolean changedOnlyByTheOpponent(Press press) {
    Optional<Board> atPress = pressedOnlyInHand(press, press.at);
    if (atPress.isEmpty() && press.ownMessageCut) {
      // The press's own message was cut on the line and this one is a later tick's: the press
      // was made as early as the message before (or when the clock's next tick dates it), and a
      // change a scan after that may have come after the press (f2-f4 taken up at once by
      // Black's hand for exf4, White's press cut, the e1 rook knocked to d2 half a second after
      // the tick that showed the press: not an illegal f2-f4 with Re1-d2). Only the wait is
      // decided so; the press is still judged on its own board.
      atPress = pressedOnlyInHand(press, press.madeAt());
    }
    return atPress.isPresent() && !heldNothing(press, atPress.get());
  }

  /**
   * The board the press was made on, where the opponent's move begun since has changed the board
   * and the presser held nothing: no move of theirs can still land, so the press is judged on that
   * board (a press without a move after a gap, then f7-f6 at once, is read before f6 lands).
   */
  private Optional<Board> boardPressedOn(Press press) {
    return pressedOnlyInHand(press, press.at).filter(atPress -> heldNothing(press, atPress));
  }

  /**
   * The board at the press, made at {@code pressAt} ({@link #boardAtPress}), where it differs
   * from the board now and shows only pieces in the hand, for a press of the player to move with
   * no move made.
   */
  private Optional<Board> pressedOnlyInHand(Press press, long pressAt) {
    if (game.illegal != null
        || !game.pending.isEmpty()
        || press.readings == null
        || press.player != game.committed.position().sideToMove()
        || now - press.at >= LONGEST_PRESS_WAIT_MILLIS) {
      return Optional.empty();
    }
    Board board = normalised(observed());
    if (onlyPiecesInHand(board)) {
      return Optional.empty();
    }
    Board atPress = boardAtPress(press, board, pressAt);
    if (atPress.equals(board) || !onlyPiecesInHand(atPress)) {
      return Optional.empty();
    }
    return Optional.of(atPress);
  }

  /** No piece of the presser's is off {@code atPress}, and none of their squares changed since. */
  private boolean heldNothing(Press press, Board atPress) {
    return (game.committed.position().board().byColor(press.player) & ~atPress.occupied()) == 0
        && !changedOwnSince(press, normalised(observed()));
  }

  /**
   * A dump that corrects the board, come within {@link #DUMP_REPLY_MILLIS} of a press (the one the
   * press asked for), shows what the board held at the press: the press's board is put right on
   * the squares the dump corrected. Qg6-f5 seen as the queen slid on to take on d3, f5's emptying
   * lost, is not a move pressed as shown when the dump at the press has f5 empty.
   */
  private void correctPressedBoards(Board before, long at) {
    Board after = observed();
    long corrected = Explainer.changedSquares(before, after);
    for (Press press : game.presses) {
      if (press.at > at || at - press.at > DUMP_REPLY_MILLIS) {
        continue;
      }
      Board board = press.board;
      for (long b = corrected; b != 0; b &= b - 1) {
        Square square = Square.ofIndex(Long.numberOfTrailingZeros(b));
        Optional<Piece> piece = after.pieceAt(square);
        board = piece.isPresent() ? board.with(square, piece.get()) : board.without(square);
      }
      press.board = board;
    }
  }

  /**
   * {@code board} with the squares changed since the press put back as the record has them: those
   * changed a whole scan after it, and those changed after it where only the opponent's pieces
   * were or are (the opponent's move begun at once; a change of the presser's own so soon may be
   * the scan catching up with a piece put down before the press).
   */
  private Board boardAtPress(Press press, Board board, long pressAt) {
    Board before = game.committed.position().board();
    Board atPress = board;
    for (int index = 0; index < 64; index++) {
      Square square = Square.ofIndex(index);
      Optional<Piece> was = before.pieceAt(square);
      if (changedAt[index] > pressAt + SCAN_SKEW_MILLIS
          || (changedAt[index] > pressAt && opponentsOnly(press, square, board))) {
        atPress = was.isPresent() ? atPress.with(square, was.get()) : atPress.without(square);
      }
    }
    return atPress;
  }

  /** Only the opponent's pieces stood on {@code square} in the record and stand there now. */
  private boolean opponentsOnly(Press press, Square square, Board board) {
    Color opponent = press.player.opposite();
    Optional<Piece> was = game.committed.position().board().pieceAt(square);
    return was.map(p -> p.color() == opponent).orElse(true)
        && board.pieceAt(square).map(p -> p.color() == opponent).orElse(true);
  }

  /**
   * {@code board} with {@code color}'s pieces that are off it put back where the record has them:
   * the opponent's next move begun (White's king lifted as Black pressed) says nothing of how the
   * gap before it is read.
   */
  private Board heldPutBack(Board board, Color color) {
    Board record = tentative().board();
    Board back = board;
    for (long held = record.byColor(color) & ~board.occupied(); held != 0; held &= held - 1) {
      Square square = Square.ofIndex(Long.numberOfTrailingZeros(held));
      back = back.with(square, record.pieceAt(square).orElseThrow());
    }
    return back;
  }

  /**
   * The board now with the squares only the opponent's pieces changed since the press put back as
   * they were at it: the opponent's next move, begun before the press was judged (Kf2 Ke4 Kf1
   * pressed, then Ke4-e3 at once), is not part of what the press says.
   */
  private Board opponentsChangesUndone(Press press) {
    Board board = normalised(observed());
    Board atPress = board;
    for (int index = 0; index < 64; index++) {
      Square square = Square.ofIndex(index);
      if (changedAt[index] > press.at && opponentsOnly(press, square, board)) {
        Optional<Piece> was = press.board.pieceAt(square);
        atPress = was.isPresent() ? atPress.with(square, was.get()) : atPress.without(square);
      }
    }
    return atPress;
  }

  /**
   * A square of the presser's pieces changed since the press: put back as the record has it, it
   * says nothing of where that piece stood at the press (a rook lifted long before, its square
   * filled later by a knocked pawn, would seem never to have left).
   */
  private boolean changedOwnSince(Press press, Board board) {
    for (int index = 0; index < 64; index++) {
      if (changedAt[index] > press.at && !opponentsOnly(press, Square.ofIndex(index), board)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Before a press is judged an irregularity (no move on the board), a full dump must confirm the
   * board: a lost field update looks exactly like a missing move. Asks for one and waits for it
   * (a replay without dumps waits the longest press wait).
   */
  private boolean checkedByDump(Press press, Output out) {
    if (lastDumpAt >= press.datedAt() + MIN_PRESS_WAIT_MILLIS) {
      return true;
    }
    if (now - press.datedAt() < MIN_PRESS_WAIT_MILLIS) {
      if (!press.dumpRequested) {
        press.dumpRequested = true;
        out.requestDump();
      }
      return false;
    }
    // A dump taken at the press may predate the scan of a piece put down just before it (O-O's
    // rook on f1, its update lost): ask again a whole scan after the press. If nothing answers
    // (a recording replayed), a dump taken since the press stands; with none, the board is
    // judged unchecked only after the longest wait.
    if (press.recheckAt == NEVER) {
      press.recheckAt = now;
      out.requestDump();
    }
    if (now - press.recheckAt < DUMP_WAIT_MILLIS) {
      return false;
    }
    return lastDumpAt >= press.at || now - press.at >= LONGEST_PRESS_WAIT_MILLIS;
  }

  /**
   * The scan saw the made move's piece put down on its target: since the move before was made, or
   * at that time itself, both read from one message (Na3 and c6 made together at the tick that
   * showed White's press late; c6 then changed to c5 is 4.7).
   */
  private boolean landingSeen(Made made) {
    Square target = landing(made.move);
    Piece piece = made.after.board().pieceAt(target).orElse(null);
    long since = game.committedAt == NEVER ? NEVER : game.committedAt - 1;
    return piece != null && game.placements.on(target, piece, since);
  }

  /** The made move's piece was seen on its landing and left it again within a settle time. */
  private boolean stoodBriefly(Made made) {
    long[] stand = standOnLanding(made);
    return stand != null && stand[1] - stand[0] < settleMillis;
  }

  /** The made move's piece, seen on its landing, left it again before {@code at}. */
  private boolean leftLandingBefore(Made made, long at) {
    long[] stand = standOnLanding(made);
    return stand != null && stand[1] < at;
  }

  /**
   * When the made move's piece was last seen put down on its landing and when it left it since,
   * as {@code {placed, left}}; null where it was not seen there or has not left it since.
   */
  private long[] standOnLanding(Made made) {
    Square target = landing(made.move);
    Piece piece = made.after.board().pieceAt(target).orElse(null);
    long placed = piece == null ? NEVER : game.placements.last(target, piece, NEVER);
    long[] left = piece == null ? null : game.leftAt(target, piece);
    return placed == NEVER || left == null || left[0] <= placed ? null : new long[] {placed, left[0]};
  }

  /** The index of {@code player}'s latest pending move that the opponent answered; 0 if none. */
  private int lastAnswered(Color player) {
    int last = 0;
    for (int i = 0; i < game.pending.size() - 1; i++) {
      if (game.pending.get(i).by == player && game.pending.get(i + 1).by != player) {
        last = i;
      }
    }
    return last;
  }

  /**
   * The presser's one legal move the board showed when the clock's tick dates the press, where
   * the board now shows none: what changed since is the opponent's, after the press (Qe5-e8 set
   * down and pressed, the press's message cut; Black's king lifted from g6 a third of a second
   * later and set on e4, illegally, before the tick that showed White's press: Qe8 is completed,
   * and Black's press is the 7.5.1, not White's).
   */
  private Optional<Move> moveOnDatedBoard(Press press, Position completed, Board board) {
    if (press.datedAt() >= press.at || press.judgedOn != null) {
      return Optional.empty();
    }
    Board atPress = boardAtPress(press, board, press.datedAt());
    List<Move> legal = game.legalMoves(completed);
    if (Explainer.oneMove(completed, legal, board) != null) {
      return Optional.empty();
    }
    Move move = atPress.equals(board) ? null : Explainer.oneMove(completed, legal, atPress);
    if (move == null && press.ownMessageCut && press.tickAt != NEVER && !press.timeEstimated) {
      // The tick dates the press to the millisecond: a change heard after it, within a scan's
      // skew, may still be after it. Where the board as heard at that moment shows one legal
      // move, and what changed since touches none of its squares, the change is a knock after
      // the press (Bb4-a5 set down and pressed, its frame cut; the b7 pawn knocked to a6 0.6 s
      // after the press: Ba5, not an illegal move of two pieces; twic #114 all 79).
      Board heard = boardAtPress(press, board, press.datedAt() - SCAN_SKEW_MILLIS);
      move = heard.equals(board) ? null : Explainer.oneMove(completed, legal, heard);
      long since = Explainer.changedSquares(heard, board);
      if (move != null
          && (since & (move.from().bit() | move.to().bit() | landing(move).bit())) != 0) {
        move = null;
      }
    }
    return Optional.ofNullable(move);
  }

  /**
   * The presser's one legal move the board shows once the presser's own king, put on a centre
   * square since the press could have been made, is set back where it was lifted from (and a
   * piece it was put on top of back under it): the result gesture begun after the last move's
   * press, whose message was cut and heard late (Rxf5 pressed, the press's message lost, White's
   * king put on e4, on a black pawn, before the tick that showed the press; twic #70 lt 49). The
   * opponent is on move: the presser's king moved is no reply, and no move of theirs.
   */
  private Optional<Move> moveBeforeGestureBegun(Press press, Position completed, Board board) {
    if (!press.ownMessageCut || !game.pending.isEmpty()) {
      return Optional.empty();
    }
    Piece king = Piece.of(press.player, Role.KING);
    long kings = board.byRole(Role.KING) & board.byColor(press.player);
    Square home = completed.kingSquare(press.player);
    if (Long.bitCount(kings) != 1 || board.pieceAt(home).isPresent()) {
      return Optional.empty();
    }
    Square centre = Square.ofIndex(Long.numberOfTrailingZeros(kings));
    if (!java.util.Arrays.asList(CENTRE).contains(centre)) {
      return Optional.empty();
    }
    long[] left = game.leftAt(home, king);
    Square liftedFrom = home;
    long liftedAt = left == null ? NEVER : left[0];
    if (left == null || left[0] < press.notBefore) {
      // Or the square next to it the king was heard lifted from, its landing there lost: emptied
      // again with nothing heard set down (Kf7xf8 pressed, f8's filling and the press's message
      // cut; the king taken up from f8 and put on e4 for 1-0: twic #626 link-trouble 81).
      liftedFrom = null;
      for (Square square : Square.values()) {
        long emptied = emptiedUnfilledAt[square.index()];
        if (emptied >= press.notBefore
            && (Attacks.king(home.index()) & square.bit()) != 0
            && completed.board().pieceAt(square).map(p -> p.color() != press.player).orElse(true)) {
          if (liftedFrom != null) {
            return Optional.empty();
          }
          liftedFrom = square;
          liftedAt = emptied;
        }
      }
    }
    if (liftedFrom == null || !game.placements.on(centre, king, liftedAt)) {
      return Optional.empty();
    }
    Board restored = board.without(centre).with(liftedFrom, king);
    Optional<Piece> under = completed.board().pieceAt(centre);
    if (under.isPresent() && under.get().color() != press.player) {
      restored = restored.with(centre, under.get());
    }
    // The opponent's king may have joined the gesture as well (Qxh2 pressed, its landing and
    // the press's message lost; Kc6-e4 and Kf5-d5 for 1-0): set back likewise.
    Color opponent = press.player.opposite();
    Piece theirKing = Piece.of(opponent, Role.KING);
    Square theirHome = completed.kingSquare(opponent);
    long theirs = board.byRole(Role.KING) & board.byColor(opponent);
    if (Long.bitCount(theirs) == 1 && board.pieceAt(theirHome).isEmpty()) {
      Square theirCentre = Square.ofIndex(Long.numberOfTrailingZeros(theirs));
      long[] theyLeft = game.leftAt(theirHome, theirKing);
      if (java.util.Arrays.asList(CENTRE).contains(theirCentre)
          && theyLeft != null
          && theyLeft[0] >= press.notBefore
          && game.placements.on(theirCentre, theirKing, theyLeft[0])) {
        // A piece that stood there taken off for it goes back (Black's d5 pawn put aside for the
        // king: twic #626 link-trouble 81).
        Optional<Piece> stood = completed.board().pieceAt(theirCentre);
        restored = restored.without(theirCentre).with(theirHome, theirKing);
        if (stood.isPresent() && stood.get() != theirKing) {
          restored = restored.with(theirCentre, stood.get());
        }
      }
    }
    return Optional.ofNullable(Explainer.oneMove(completed, game.legalMoves(completed), restored));
  }

  /**
   * The press's own message was cut and the clock's next tick dates it ({@link Press#madeAt}):
   * where the presser's move was changed only after that time, the change is no move of theirs
   * before pressing (4.7) but the board disturbed in the opponent's turn. The move released then
   * is made again, to be completed (Bf5+ set down and pressed, the press's message cut, the tick
   * a second later; the bishop knocked on to g6 after it: Bf5 stands, and g6 is a 7.4 if it stays).
   */
  private void releasedBeforeTick(Press press, Output out) {
    long pressedAt = press.datedAt();
    if (pressedAt >= press.at || game.pending.isEmpty()) {
      return; // not dated earlier than its message
    }
    Made made = game.pending.get(0);
    Made released = game.changedMoves.get(made.ply);
    if (released == null
        || made.by != press.player
        || released.move.equals(made.move)
        || released.at > pressedAt) {
      return;
    }
    if (made.at <= pressedAt + SCAN_SKEW_MILLIS) {
      // Heard within a scan's skew after the press: the change may have come before it (a 4.7)
      // or after it (a knock). Where the piece goes back before the reply, it was a knock.
      if (made.at > pressedAt
          && released.move.from() == made.move.from()
          && !released.move.isCastling()
          && !made.move.isCastling()) {
        game.changedNearPress = released;
      }
      return;
    }
    Square target = landing(made.move);
    Piece piece = made.after.board().pieceAt(target).orElse(null);
    if (piece != null && game.placements.placedBetween(target, piece, released.at, pressedAt + SCAN_SKEW_MILLIS)) {
      // Heard landing there by the press (Rb1-c1 set down and pressed, then adjusted: c1's
      // flicker made the move again later): the change came before it, a 4.7 (twic #854 all 22).
      return;
    }
    remake(released.move, released.at, out);
  }

  /**
   * The presser's one made move read where its piece came down after the press, while a square
   * the piece could have moved to, empty on the host's board, was reported emptied between the
   * press and that landing: the piece stood there at the press, its landing's update lost, and
   * was taken on afterwards. The move is the one to that square (Kf5-g6 pressed, g6's filling
   * lost, its emptying heard a second later, the king then put on e4 for the result gesture: Kg6,
   * not Ke4; twic #329 lt 50).
   */
  private void landedUnheardAtPress(Press press, Output out) {
    if (game.pending.size() != 1) {
      return;
    }
    Made made = game.pending.get(0);
    Position completed = game.committed.position();
    long pressedAt = press.datedAt();
    long[] left = game.leftFrom(completed.board(), made.move);
    if (made.by != press.player
        || made.move.isCastling()
        || made.move.isPromotion()
        || made.at <= pressedAt
        || left == null
        || left[0] >= pressedAt) {
      return;
    }
    for (Move move : game.legalMoves(completed)) {
      long emptied = emptiedUnfilledAt[move.to().index()];
      if (move.from() == made.move.from()
          && move.to() != made.move.to()
          && !move.isCastling()
          && !move.isPromotion()
          && completed.board().pieceAt(move.to()).isEmpty()
          && (Attacks.between(move.from().index(), made.move.to().index()) & move.to().bit()) == 0
          && emptied > pressedAt + SCAN_SKEW_MILLIS
          && emptied < made.at) {
        // Not a square the piece slid over on its way (a slide the press came a scan ahead of),
        // and emptied well after the press.
        retractAll(pressedAt, out);
        makeAll(completed, List.of(move), i -> pressedAt, out);
        return;
      }
    }
  }

  /**
   * The last move completed in the form its piece was heard landing in within a scan's skew after
   * the press ({@link #releasedBeforeTick}), its first form released before the press, and the
   * piece set back on that first form's landing before the opponent replied: the change was a
   * knock after the press, put right, not a move changed before it (Bc8-b7 set down and pressed,
   * the press's message cut; the bishop knocked on to a6 0.6 s after the press and put back on b7
   * while White thinks: Bb7 and a 7.4, not Ba6 and a 4.7; twic #608 all 79). The move is replaced
   * with the first form, completed with the press's readings.
   */
  private boolean changeAfterPressPutBack(Board board, long at, Output out) {
    HeldChange held = game.heldChange;
    if (!heldChangeIsLast(held)
        || !game.presses.isEmpty()
        || !board.equals(held.released.after.board())) {
      return false;
    }
    putBackToFirstForm(held, at, out);
    return true;
  }

  /**
   * As {@link #changeAfterPressPutBack}, but the opponent's reply began less than a settle time
   * after the piece was set back, so the board never rested on the first form: it shows that form
   * and one move of the opponent's on from it, and no single move on from the form completed
   * (Qd1-e2 pressed 7 ms before e2's update, the queen knocked on to f3 half a second later and
   * set back on e2 five seconds after, Black castling 0.4 s later: Qe2 O-O and a 7.4, not Qf3
   * and O-O read as an illegal move; lichess #375 irregular 58). The record is put back to the
   * first form here; the reply is read from it as usual.
   */
  private void changeAfterPressPutBackBeforeReply(Board board, long at, Output out) {
    HeldChange held = game.heldChange;
    if (!heldChangeIsLast(held)
        || game.presses.stream().anyMatch(press -> press.player == held.completed.by)) {
      return;
    }
    Position first = held.released.after;
    Position completed = game.committed.position();
    Square landing = landing(held.released.move);
    Piece piece = first.board().pieceAt(landing).orElseThrow();
    if (!placedSince(landing, piece, held.completed.at)
        || Explainer.oneMove(completed, game.legalMoves(completed), board) != null
        || Explainer.oneMove(first, game.legalMoves(first), board) == null) {
      return;
    }
    putBackToFirstForm(held, game.placements.last(landing, piece, at), out);
  }

  /**
   * A change is held, its completed form the record's last move, nothing made since and no gap
   * to read.
   */
  private boolean heldChangeIsLast(HeldChange held) {
    Game record = game.committed;
    return held != null
        && game.pending.isEmpty()
        && !game.afterGap
        && record.plyCount() >= 1
        && recordPlies() == held.completed.ply
        && record.lastMove().orElseThrow().equals(held.completed.move);
  }

  /**
   * The held change was a knock after the press, put right at {@code at}: the first form is the
   * move.
   */
  private void putBackToFirstForm(HeldChange held, long at, Output out) {
    game.heldChange = null;
    game.changedMoves.remove(held.released.ply);
    replaceLastCompleted(held.released.move, held.released.at, at, out);
    Square knocked = landing(held.completed.move);
    alert(
        out,
        held.completed.at,
        "7.4",
        "displaced-pieces",
        recordPlies(),
        "pieces displaced on the board after " + held.released.san + " was pressed, and put right"
            + " after " + (at - held.completed.at) / 100 / 10.0 + " s: " + held.completed.after
            .board().pieceAt(knocked).orElseThrow() + " knocked from "
            + landing(held.released.move) + " to " + knocked,
        List.of(landing(held.released.move), knocked));
  }

  /**
   * The move's first form was heard landing within a scan's skew after the press at {@code at},
   * and its piece went on from there later still: the press may have come on either. No 4.7
   * either way (the first was not heard before the press), but the first form is the move where
   * the piece is put back on its landing before the reply (Rg7-e7 pressed 63 ms before e7's
   * update; the rook knocked on to d7 half a second later, and set back on e7 eight seconds after:
   * Re7 and a 7.4, not Rd7; twic #612 irregular 80).
   */
  private static boolean changedJustAfterPress(Made released, Made made, long at) {
    return !released.move.equals(made.move)
        && released.at > at
        && released.at <= at + SCAN_SKEW_MILLIS
        && made.at > released.at
        && released.move.from() == made.move.from()
        && !released.move.isCastling()
        && !made.move.isCastling();
  }

  /** The 4.7 of a change that stood, where one was held. */
  private void raiseHeldChange(HeldChange held, Output out) {
    if (held.at != NEVER) {
      changedMoveAlert(held.released, held.completed, held.at, out);
    }
  }

  /**
   * {@code made}, judged while its press was, is made and completed by it at once; without
   * readings where the presser moved again before the press was seen ({@link
   * #movedAgainBeforePress}: Kb3 pressed as the line went down, then Rb5+ Ka2 in the outage, the
   * frame after it read for Kb3 with Ka2's times; lichess #137 all 61).
   */
  private void madeAndCompleted(Made made, Press press, Output out) {
    game.pending.add(made);
    out.event(new GameEvent.MoveMade(made.at, made.ply, made.move, made.san, made.after));
    Optional<ClockReadings> readings =
        movedAgainBeforePress(press, made) ? Optional.empty() : recordedNow(press);
    complete(readings, press.at, out);
  }

  /**
   * {@code made} was on the board by the time of {@code press}: made before it, or first seen in
   * a dump that came within a reply's time after it (the landing's field update lost: Rd6# found
   * by the dump the press asked for, 5 ms after the press).
   */
  private boolean madeBy(Made made, Press press) {
    if (made.at <= press.at) {
      return true;
    }
    if (made.at - press.at > DUMP_REPLY_MILLIS) {
      return false;
    }
    Square target = landing(made.move);
    Piece piece = made.after.board().pieceAt(target).orElse(null);
    // Made late only because the board went on before it settled: its piece was heard landing
    // before the press (N4a5 set down, Black's press cut, the knight taken at once by Nxa5 and
    // White's press seen first; both moves made as the capture landed).
    return piece != null
        && (game.placements.seenLateAt(target, piece, made.at)
            || game.placements.placedBetween(target, piece, game.committedAt, press.at));
  }

  /**
   * The opponent pressed after {@code press}, with no move of either on the settled board: the
   * lever put back at once (6.2.1). The first press had no move, once a dump taken since it shows
   * the board; it need not wait the usual moment, in which its player may begin the real move (a
   * press whose message the line cut came a second late, and O-O begun 0.2 s after it must not
   * take that press).
   */
  private boolean pressedBack(Press press) {
    if (!game.pending.isEmpty() || game.presses.size() < 2) {
      return false;
    }
    java.util.Iterator<Press> queued = game.presses.iterator();
    queued.next();
    return queued.next().player == press.player.opposite();
  }

  private boolean byPresser(Press press) {
    return !game.pending.isEmpty() && game.pending.get(0).by == press.player;
  }

  /**
   * A press is waiting and the board will not settle (the opponent is already moving): read the
   * board as it is, if legal moves explain it. Returns true when they did.
   */
  private boolean explainUnsettled(Output out) {
    if (lastChange == unsettledTried) {
      return unsettledExplained;
    }
    unsettledTried = lastChange;
    unsettledExplained = false;
    if (pressesReadOnward(normalised(observed()), lastChange, out)) {
      unsettledExplained = true;
      return true;
    }
    Optional<Explanation> explanation = explainBoard(normalised(observed()), now, out);
    if (explanation.isPresent()
        && (rewritesSeenMove(explanation.get().moves())
            || swapsPressedMoveForLaterLift(explanation.get().moves())
            || changesPressedMove(explanation.get().moves())
            || rewritesPressedLanding(explanation.get().moves()))) {
      return false; // a board in motion does not overrule a landing the scan saw: let it settle
    }
    if (explanation.isPresent() && game.illegal == null) {
      reportRival(explanation.get(), lastChange, out);
      reconcile(explanation.get().moves(), lastChange, false, out);
      syncWithClock(lastChange, out);
      if (game.afterGap) {
        game.afterGap = false;
        askLogForGapPresses(out); // as in onSettled
      }
      unsettledExplained = true;
    }
    return unsettledExplained;
  }

  /**
   * The explanation replaces a released move, whose landing the scan saw, by a move whose piece
   * was never seen on its target (or makes such a move where the piece was seen on another legal
   * target). On a board in motion that is a slide passing a square (Nxe8+
   * taken up by the rook sliding e5-e6-e8 reads as Ne6 Rxe6 while the rook is on e6).
   */
  private boolean rewritesSeenMove(List<Move> explained) {
    int i = madeMovesKept(explained);
    if (i >= explained.size()) {
      return false;
    }
    if (rewritesLaterReleasedMove(explained, i)) {
      return true;
    }
    Move replacement = explained.get(i);
    // A promotion is a new move's pawn seen put down on another promotion square (exd8 seen as
    // the pawn set on d8 before the queen, not exf8=Q when the f8 rook is lifted and put back).
    if (replacement.isCastling()
        || (replacement.promotion().isPresent() && i < game.pending.size())) {
      return false;
    }
    Position before = i == 0 ? game.committed.position() : game.pending.get(i - 1).after;
    Piece piece = before.board().pieceAt(replacement.from()).orElse(null);
    if (piece == null) {
      return false;
    }
    if (game.placements.on(replacement.to(), piece, game.committedAt)) {
      return i >= game.pending.size() && passedOnTo(replacement, before, piece);
    }
    if (i < game.pending.size()) {
      return game.pending.get(i).released;
    }
    // A new move whose piece was seen put down on another square it can go to, and never on this
    // one: Nf1 seen, the knight taken up by the bishop sliding b5-e2-f1, is not Ne2 Bxe2.
    for (Placements.Placement placed : game.placements.newestFirst()) {
      if (placed.at() <= game.committedAt) {
        break;
      }
      if (placed.piece() == piece
          && placed.square() != replacement.to()
          && !passedToBeTaken(explained, i, placed.square())) {
        for (Move m : game.legalMoves(before)) {
          if (m.from() == replacement.from() && m.to() == placed.square()) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /**
   * The new move {@code explained[index]} slid over {@code passed}, where its piece was seen, and
   * is taken at once on its target by the next move, so the scan never saw it land: Qc2 sliding
   * c3-c4-c5-c6 to take the bishop on c7, seen on c3 only, lifted from c7 by Black's hand before
   * White's press, is Qxc7 Qxc7 (c3 empty again), not Qc3 waiting (twic #661 blitz 64).
   */
  private boolean passedToBeTaken(List<Move> explained, int index, Square passed) {
    Move move = explained.get(index);
    return index + 1 < explained.size()
        && explained.get(index + 1).to() == move.to()
        && (Attacks.between(move.from().index(), move.to().index()) & passed.bit()) != 0
        && normalised(observed()).isEmpty(passed);
  }

  /**
   * A made move after the first one {@code explained} changes, released or seen landing and
   * pressed, is replaced by a move whose piece was never seen on its target: Nf3 taken up unseen,
   * Nxf3 seen landing and pressed, then White's queen passing e2 for Qxf3 with the knight in the
   * hand, is not Ne2 Nxe2 Qxe2 (lichess #217 blitz 67).
   */
  private boolean rewritesLaterReleasedMove(List<Move> explained, int first) {
    for (int j = first + 1; j < game.pending.size() && j < explained.size(); j++) {
      Made made = game.pending.get(j);
      Move replacement = explained.get(j);
      if (!(made.released || seenAndPressed(made))
          || replacement.equals(made.move)
          || replacement.isCastling()) {
        continue;
      }
      Position before = game.pending.get(j - 1).after;
      Piece piece = before.board().pieceAt(replacement.from()).orElse(null);
      if (piece != null && !game.placements.on(replacement.to(), piece, game.committedAt)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The reading replaces a made move whose piece left its square before its player's press by one
   * whose piece left its square only after that press: that piece is the player's next move begun
   * (Ned5 taken up unseen by Black's hand for Nxd5, White's c3 knight lifted for the recapture
   * before Black's press: not Ncd5 Nxd5 with the e3 knight in the hand; twic #268 blitz 67).
   */
  private boolean swapsPressedMoveForLaterLift(List<Move> explained) {
    int i = firstMadeMoveChanged(explained);
    if (i < 0) {
      return false;
    }
    Made made = game.pending.get(i);
    Move replacement = explained.get(i);
    if (replacement.from() == made.move.from()) {
      return false;
    }
    for (Press press : game.presses) {
      if (press.player == made.by) {
        return changedAt[made.move.from().index()] < press.at
            && changedAt[replacement.from().index()] > press.at + SCAN_SKEW_MILLIS;
      }
    }
    return false;
  }

  /**
   * The press has waited the longest and the board, unexplained, changed since the last dump: one
   * is asked for and waited for before the press is judged on it (the c1 bishop knocked onto d2
   * and put back, d2's emptying lost: two bishops are no illegal move; tata #79 all 68). Once per
   * change, so a recording without dumps waits a moment only.
   */
  private boolean unexplainedSinceDump(Press press, Output out) {
    if (game.disturbedSince == NEVER || lastDumpAt >= lastChange) {
      return false;
    }
    if (press.lateDumpFor != lastChange) {
      press.lateDumpFor = lastChange;
      press.lateDumpAskedAt = now;
      out.requestDump();
    }
    return now - press.lateDumpAskedAt < DUMP_WAIT_MILLIS;
  }

  /**
   * The presser's one made move has its piece off the board, its landing empty, and a square on
   * from its origin the piece could have slid on to is empty too: the piece may have gone on
   * unseen and been taken up at once by the opponent's hand, as {@link #takenUpUnseen} waits for
   * with no move made (d2-d3-d4, d3 seen, d4 lost, the pawn taken off by Black's hand for cxd4
   * before White's press, then the c1 bishop knocked onto d2 for seconds: not d3 completed and
   * cxd4 an illegal reply; tata #12 all 68).
   */
  private boolean pressedMoveInHand(Press press) {
    if (game.pending.size() != 1 || !judgedLive(press)) {
      return false;
    }
    Made made = game.pending.get(0);
    Move move = made.move;
    if (settled && takenBackSince(press, move)) {
      return false;
    }
    Square landed = landing(move);
    Board board = normalised(observed());
    Piece piece = made.after.board().pieceAt(landed).orElse(null);
    if (made.by != press.player
        || move.isCastling()
        || move.promotion().isPresent()
        || piece == null
        || !board.isEmpty(landed)
        || Long.bitCount(board.byPiece(piece))
            >= Long.bitCount(made.after.board().byPiece(piece))) {
      return false;
    }
    // On along the same line: a square beyond the landing the piece could have reached, empty,
    // or where the opponent's capture has just landed (the board is read again once it settles).
    Position completed = game.committed.position();
    Color opponent = press.player.opposite();
    for (int index = 0; index < 64; index++) {
      Square there = Square.ofIndex(index);
      boolean captureLanding =
          !settled
              && changedAt[index] > press.at
              && board.pieceAt(there).map(p -> p.color() == opponent).orElse(false);
      if ((board.isEmpty(there) || captureLanding) && goesOnPast(completed, move, there)) {
        return true;
      }
    }
    return changedToCapturable(completed, move, board);
  }

  /**
   * The opponent has pressed since {@code press}, and a piece of theirs was set down since it on
   * a square {@code move}'s piece could have gone to instead: the capture waited for was made,
   * and the board, at rest, is read with both presses (Nb6-c8 seen, changed to c4 and taken there
   * unseen; Nd2xc4 set down and pressed, then taken off for Na5xc4: not Nc8 waited on for 30 s
   * while the moves go on; twic #185 irregular 80). A reply set down elsewhere says nothing of
   * the held piece (twic #903 blitz 63).
   */
  private boolean takenBackSince(Press press, Move move) {
    Color opponent = press.player.opposite();
    boolean replied = false;
    for (Press later : game.presses) {
      replied |= later.player == opponent && later.at > press.at;
    }
    if (!replied) {
      return false;
    }
    List<Move> legal = game.legalMoves(game.committed.position());
    for (Placements.Placement placed : game.placements.newestFirst()) {
      if (placed.at() <= press.at) {
        break;
      }
      if (placed.piece().color() == opponent
          && legal.stream().anyMatch(m -> m.from() == move.from() && m.to() == placed.square())) {
        return true;
      }
    }
    return false;
  }

  /**
   * The press is judged on a live board, no illegal move standing: a board read from a gap or its
   * log burst has its own waits.
   */
  private boolean judgedLive(Press press) {
    return game.illegal == null
        && !game.afterGap
        && !replayingBurst
        && !inLogBurst(now)
        && (silenceEndedAt == NEVER || silenceEndedAt < press.at);
  }

  /**
   * The presser's made move, its landing never seen, and the opponent's capture on it are read
   * from a square the capturing piece has left again for the hand, or stands on for less than a
   * scan's skew, and the move could have gone further along the capture's line, to a square
   * empty now: the capture may have been sliding through on its way there (Rb8-b6 pressed, taken
   * off b6 at once; White's rook sliding b1-b2-b6 to take it, seen on b2, then lifted: not Rb2
   * Rxb2; twic #526 clumsy 60). Not where it was set down elsewhere (the queen knocked aside from
   * d4 to e4 while the press waited: twic #778 all 74).
   */
  private boolean captureSlidOnUnseen(Press press) {
    if (game.pending.size() != 2 || !judgedLive(press)) {
      return false;
    }
    Made made = game.pending.get(0);
    Made reply = game.pending.get(1);
    Square landed = landing(reply.move);
    Board board = normalised(observed());
    if (made.by != press.player
        || reply.by == press.player
        || made.move.isCastling()
        || made.move.promotion().isPresent()
        || reply.move.to() != made.move.to()
        || landed != made.move.to()
        || landingSeen(made)) {
      return false;
    }
    // Lifted again; or standing less than a scan's skew, its lift perhaps not heard yet (Bc6-d5
    // pressed and taken off, White's bishop sliding f3-e4-d5, e4's emptying heard 0.5 s after
    // its landing: not Be4 Bxe4; twic #628 blitz 76).
    Piece capturer = reply.after.board().pieceAt(landed).orElseThrow();
    if (!board.isEmpty(landed)) {
      long put = game.placements.last(landed, capturer, NEVER);
      if (put == NEVER || now - put >= SCAN_SKEW_MILLIS) {
        return false;
      }
    } else if (Long.bitCount(board.byPiece(capturer))
        >= Long.bitCount(reply.after.board().byPiece(capturer))) {
      return false; // set down elsewhere, off the line (the queen knocked aside): not in the hand
    }
    Position completed = game.committed.position();
    for (Move further : game.legalMoves(completed)) {
      Square there = further.to();
      if (further.from() == made.move.from()
          && there != made.move.to()
          && further.promotion().isEmpty()
          && board.isEmpty(there)
          && (Attacks.between(reply.move.from().index(), there.index()) & landed.bit()) != 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * The made move's piece, gone from its landing, could have been moved on from its origin to
   * another empty square the opponent can capture on: the move changed (4.7) and its piece taken
   * up there at once (Qb1-b2 seen, then set on e4 and taken off by White's hand for Qa4xe4
   * before Black's press, never scanned: not Qb2 completed; lichess #287 irregular 71). Not
   * where the opponent can capture on the landing itself.
   */
  private boolean changedToCapturable(Position before, Move move, Board board) {
    Square landed = landing(move);
    Color opponent = before.sideToMove().opposite();
    for (Move reply : game.legalMoves(before.playUnchecked(move))) {
      if (reply.to() == landed) {
        // The opponent can take it where it landed: taken off there first, the usual order of
        // a capture, not moved on (Rxf5, the rook taken off f5 for exf5; twic #56 all 74).
        return false;
      }
    }
    for (Move other : game.legalMoves(before)) {
      if (other.from() != move.from()
          || landing(other) == landed
          || other.isCastling()
          || !board.isEmpty(other.to())) {
        continue;
      }
      Position after = before.playUnchecked(other);
      for (Move capture : game.legalMoves(after)) {
        if (capture.to() == other.to()
            && board.pieceAt(capture.from()).map(p -> p.color() == opponent).orElse(false)) {
          return true;
        }
      }
    }
    return false;
  }

  /** The made move's landing was seen, and its player pressed the clock after it. */
  private boolean seenAndPressed(Made made) {
    if (!landingSeen(made)) {
      return false;
    }
    for (Press press : game.presses) {
      if (press.player == made.by && press.at >= made.at) {
        return true;
      }
    }
    return false;
  }

  /**
   * The made move's piece was seen put down since, further along its line, where a legal move
   * from its origin goes, and is not on the board there now: the slide went on past the landing
   * read (f2-f3-f4, f3 made, f4 seen a moment and taken up by Black's hand for gxf3 e.p.: the one
   * move on from f3, gxf3, must not decide; twic #136 blitz 70).
   */
  private boolean slidOnPastLanding(int index) {
    Made made = game.pending.get(index);
    Move move = made.move;
    Square landed = landing(move);
    Piece piece = made.after.board().pieceAt(landed).orElse(null);
    if (piece == null || move.isCastling() || move.promotion().isPresent()) {
      return false;
    }
    Position before = index == 0 ? game.committed.position() : game.pending.get(index - 1).after;
    Board board = normalised(observed());
    for (Placements.Placement placed : game.placements.newestFirst()) {
      if (placed.at() <= made.at) {
        break;
      }
      Square there = placed.square();
      if (placed.piece() == piece
          && !board.pieceAt(there).equals(Optional.of(piece))
          && goesOnPast(before, move, there)) {
        return true;
      }
    }
    return false;
  }

  /**
   * A legal move from {@code before} takes {@code move}'s piece from its origin to {@code there},
   * over {@code move}'s landing: the same slide gone on.
   */
  private boolean goesOnPast(Position before, Move move, Square there) {
    Square landed = landing(move);
    if (there == landed
        || (Attacks.between(move.from().index(), there.index()) & landed.bit()) == 0) {
      return false;
    }
    for (Move on : game.legalMoves(before)) {
      if (on.from() == move.from() && on.to() == there) {
        return true;
      }
    }
    return false;
  }

  /** The first made move {@code explained} replaces by another move, or -1. */
  private int firstMadeMoveChanged(List<Move> explained) {
    int i = madeMovesKept(explained);
    return i < game.pending.size() && i < explained.size() ? i : -1;
  }

  /** How many of the made moves, from the first, {@code explained} keeps as they are. */
  private int madeMovesKept(List<Move> explained) {
    int i = 0;
    while (i < game.pending.size()
        && i < explained.size()
        && game.pending.get(i).move.equals(explained.get(i))) {
      i++;
    }
    return i;
  }

  /**
   * The reading replaces a made move whose piece was seen put down on its target before its
   * player's press, which still waits, by a move whose piece was never seen on its own target:
   * even at rest, the board then shows the move taken up by the opponent's hand and something
   * else displaced (Bf4xd6 seen, the bishop taken off d6 by Black's hand before White's press,
   * then the h1 rook knocked to h2: not Bh2 Bxh2 Rxh2 but Bxd6 and a 7.4).
   */
  private boolean rewritesPressedLanding(List<Move> explained) {
    int i = firstMadeMoveChanged(explained);
    if (i < 0) {
      return false;
    }
    Made made = game.pending.get(i);
    Move replacement = explained.get(i);
    Position before = i == 0 ? game.committed.position() : game.pending.get(i - 1).after;
    Piece piece = before.board().pieceAt(made.move.from()).orElse(null);
    Piece moved = before.board().pieceAt(replacement.from()).orElse(null);
    if (piece == null
        || moved == null
        || made.move.isCastling()
        || replacement.isCastling()
        || made.move.promotion().isPresent()
        || game.placements.on(replacement.to(), moved, game.committedAt)
        // The piece slid on past the made move's square ({@link #onlyExtendsSlides} judges that)
        || (replacement.from() == made.move.from()
            && (Attacks.between(replacement.from().index(), replacement.to().index())
                    & made.move.to().bit())
                != 0)) {
      return false;
    }
    // Nor where the reading makes that move later itself: the landing seen is that later move's
    // (Rc5-b5 read where b4-b5 Nxb5 Rxb5 was played, the rook seen on b5 as it took back).
    for (Move later : explained.subList(i + 1, explained.size())) {
      if (later.from() == made.move.from() && later.to() == made.move.to()) {
        return false;
      }
    }
    // Nor where the opponent's next move takes on the new square, the capturing piece seen
    // landing there: the move was changed before the press and taken there (Bb7-f3 seen, then
    // the bishop put on e4 unscanned before Black's press, and Bc2xe4 seen). Only on a board at
    // rest: in motion the capturing piece may be passing (Qd6-b8 seen and pressed, White's queen
    // then sliding b1-b4-b6-b8 to take it: not Qb4 Qxb4, then Qb6 Qxb6, while it passes).
    if (settled && i + 1 < explained.size() && explained.get(i + 1).to() == replacement.to()) {
      Move capture = explained.get(i + 1);
      Piece capturer =
          before.playUnchecked(replacement).board().pieceAt(capture.from()).orElse(null);
      if (capturer != null
          && capturer.color() != moved.color()
          && game.placements.on(capture.to(), capturer, game.committedAt)) {
        return false;
      }
    }
    long seen = game.placements.last(made.move.to(), piece, NEVER);
    return seen > game.committedAt
        && game.presses.stream().anyMatch(p -> p.player == made.by && p.at > seen - SCAN_SKEW_MILLIS);
  }

  /**
   * The reading's first new move promotes on a square the pawn was never seen on, the pawn seen
   * put down on another promotion square it could take (exd8 seen, the queen taken off d8 by
   * Black's hand, the f8 rook lifted and put back: not exf8=Q Rxf8). Even on a board at rest: the
   * promotion's square is where the pawn was seen, whatever happens to the new piece there.
   */
  private boolean promotesWherePawnNotSeen(List<Move> explained) {
    int i = madeMovesKept(explained);
    return i == game.pending.size()
        && i < explained.size()
        && explained.get(i).promotion().isPresent()
        && rewritesSeenMove(explained);
  }

  /**
   * A new move's piece was seen on its target, then later on another square it could go to from
   * the same square, and is off the board there: the piece slid on, and was taken up where it came
   * to rest (Qd7-c7-b7, the queen taken off b7 by Black's hand before White's press, then Black's
   * queen sliding f7-e7-d7-c7 on its way to b7: not Qc7 Qxc7 while it passes c7). The latest
   * placement is the move, as in {@link #moveTakenUp}.
   */
  private boolean passedOnTo(Move replacement, Position before, Piece piece) {
    long onTarget = game.placements.last(replacement.to(), piece, NEVER);
    Board board = normalised(observed());
    for (Placements.Placement placed : game.placements.newestFirst()) {
      if (placed.at() <= onTarget) {
        return false;
      }
      if (placed.piece() == piece && board.isEmpty(placed.square())) {
        for (Move m : game.legalMoves(before)) {
          if (m.from() == replacement.from() && m.to() == placed.square()) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /**
   * The explanation changes the made move a waiting press is for, seen landing before the press,
   * into one whose piece came down well after it (a scan and more): that is no form of the
   * pressed move but a piece knocked while the press waits for the move's capture taken up (Bxe5
   * pressed with e5 emptied again, then the e8 bishop knocked to e7: not Be7; gxh4 pressed, the
   * f5 pawn knocked to g4: not g4). The board is read as displaced instead (7.4).
   */
  private boolean changesPressedMove(List<Move> explained) {
    Press press = game.presses.peekFirst();
    if (press == null || game.pending.isEmpty() || explained.isEmpty()) {
      return false;
    }
    Made made = game.pending.get(0);
    Move replacement = explained.get(0);
    if (made.by != press.player
        || (made.at > press.at && !shownByPressDump(made, press))
        || replacement.equals(made.move)
        || replacement.isCastling()
        || made.move.isCastling()) {
      return false; // castling shows half made first (a rook move, a king's step): its own rules
    }
    Board completed = game.committed.position().board();
    Piece piece = completed.pieceAt(made.move.from()).orElse(null);
    Piece replacing = completed.pieceAt(replacement.from()).orElse(null);
    if (piece == null
        || replacing == null
        || !game.placements.on(landing(made.move), piece, game.committedAt)) {
      return false;
    }
    // Its piece seen set down there only later: a capture by the reply landing on the same square
    // (d4 taken up by Black's hand for exd4, d2-d3-d4 read d3 till then) was seen there in time.
    // A landing first seen in a dump came down some time before it, perhaps before the press.
    Square there = landing(replacement);
    Position reading = game.committed.position().playUnchecked(replacement);
    for (Move later : explained.subList(1, explained.size())) {
      if (landing(later) == there
          && reading.board().pieceAt(later.from()).equals(Optional.of(replacing))) {
        // A later move of the reading brings the same kind of piece there: what was heard set
        // down there may be its (Nb6-c8 changed to c4 and taken off unseen, Nd2xc4, Na5xc4 heard:
        // not Nc4's landing; twic #185 irregular 80).
        return false;
      }
      reading = reading.playUnchecked(later);
    }
    long inTime = press.at + SCAN_SKEW_MILLIS;
    java.util.function.Predicate<Placements.Placement> thereSince =
        placed ->
            placed.square() == there
                && placed.piece() == replacing
                && placed.at() > game.committedAt;
    return game.placements.any(thereSince.and(placed -> placed.at() > inTime && !placed.late()))
        && !game.placements.any(thereSince.and(placed -> placed.at() <= inTime || placed.late()));
  }

  /**
   * The move was first seen in the dump the press asked for, come at once: it stood on the board
   * at the press (Ra7-b7 pressed, b7's update lost, the dump 17 ms later showing the rook there;
   * then the rook knocked on to c7 0.6 s after the press: Rb7, not Rc7; twic #118 all 79).
   */
  private boolean shownByPressDump(Made made, Press press) {
    Square square = landing(made.move);
    Piece piece = made.after.board().pieceAt(square).orElse(null);
    return made.at <= press.at + DUMP_REPLY_MILLIS
        && game.placements.any(
            placed ->
                placed.late() && placed.at() == made.at && placed.square() == square
                    && placed.piece() == piece);
  }

  /** The board change last tried by {@link #explainUnsettled}, and whether it was explained. */
  private long unsettledTried = NEVER;

  private boolean unsettledExplained;

  /** The legal moves from the last completed position that explain {@code board}, if any. */
  private Optional<Explanation> explainBoard(Board board, long at, Output out) {
    Position completed = game.committed.position();
    if (game.afterGap) {
      return explainAfterRunOnGap(completed, board, at, out);
    }
    // The common cases first, in constant time: the board shows the position, or one legal move
    // on from it (the successors' boards are worked out once per position).
    Position current = tentative();
    List<Move> made = new ArrayList<>();
    for (Made m : game.pending) {
      made.add(m.move);
    }
    if (board.equals(current.board())) {
      return Optional.of(new Explanation(made, current, false));
    }
    Move next = Explainer.oneMove(current, game.legalMoves(current), board);
    // The last made move went on past its landing: read afresh, the hands choose.
    boolean slidOn = !game.pending.isEmpty() && slidOnPastLanding(game.pending.size() - 1);
    if (slidOn) {
      next = null;
    }
    if (next != null) {
      // Unless the made moves, not pressed as shown, make the reading longer than it need be:
      // Rb1-b7 read as the rook slid past b7 to take on b8, then Qd8-c8 as the queen slid on to
      // take it back, with the rook's landing on b8 the next word, is Rxb8 Qc8, not Rb7 Qc8 Rxb8.
      Optional<Explanation> shorter =
          shorterThanOnward(made, new Explanation(List.of(next), current.playUnchecked(next), false), board);
      if (shorter.isPresent()) {
        return shorter;
      }
      made.add(next);
      return Optional.of(new Explanation(made, current.playUnchecked(next), false));
    }
    if (!game.pending.isEmpty() && !slidOn) {
      // Most often the board has simply gone on from the made moves: keep them.
      Position from = tentative();
      long since = game.pending.get(game.pending.size() - 1).at;
      Optional<Explanation> onward =
          Explainer.explain(from, board, 2, new HandEvidence(from, since, board));
      if (onward.isPresent()) {
        Optional<Explanation> shorter = shorterThanOnward(made, onward.get(), board);
        if (shorter.isPresent()) {
          return shorter;
        }
        List<Move> rival = new ArrayList<>();
        if (!onward.get().rival().isEmpty()) {
          rival.addAll(made);
          rival.addAll(onward.get().rival());
        }
        made.addAll(onward.get().moves());
        return Optional.of(
            new Explanation(made, onward.get().after(), onward.get().inHand(), rival));
      }
    }
    int claimed = Math.min(claimedMoves(completed.sideToMove()), explanationDepth());
    HandEvidence evidence = new HandEvidence(completed, game.committedAt, board);
    Optional<Explanation> afresh =
        Explainer.explain(completed, board, claimed, explanationDepth(), evidence);
    if (afresh.isEmpty() && lostFillingSince(game.committedAt)) {
      afresh =
          Explainer.explain(
              completed, board, claimed, explanationDepth(), evidence.lostFillingsAside());
    }
    if (afresh.isPresent()
        && afresh.get().inHand()
        && afresh.get().moves().size() == made.size()
        && afresh.get().after().board().equals(current.board())
        && onlyPiecesInHand(board)) {
      // The made moves in another order, to the same position with the same pieces in the hand:
      // the order the board showed stands (Bxg7 Kxg7 Qc1 Qe7 made, White's king then lifted, is
      // not Qc1 Qe7 Bxg7 Kxg7; twic #735 blitz 51).
      return Optional.of(new Explanation(made, current, true));
    }
    int pressed = movesPressedAsShown(board);
    if (pressed > 0 && (afresh.isEmpty() || !onlyExtendsSlides(afresh.get().moves(), pressed))) {
      // The made moves (the first ones at least) were on the board when their players pressed
      // the clock. A reading that moves
      // a piece elsewhere than on along its line (the scan saw it passing) is the next move under
      // way: Rc2 Ra1 with the c2 rook lifted is not Ra1 Rxa1, Nxc2+ with the queen sliding f2-e2
      // to take it is not Ne2 Qxe2.
      if (onlyPiecesInHand(board)) {
        return Optional.of(new Explanation(made, current, true));
      }
      // Wait for the board to show more: a rewrite of a move pressed as shown reads the next
      // move under way (Qxc4+ pressed, the c8 rook sliding c7-c6-c5 to take it, is not Qd3 Rc7
      // Qxc4+ with the queen's slide past d3 made a move) — unless a dump corrected the board
      // and the rewrite is exact: lost updates had hidden the moves (Rd4 read as the rook slid
      // on to take on d1, that landing's update lost).
      if (afresh.isEmpty() || afresh.get().inHand() || !changedByDump) {
        return Optional.empty();
      }
    }
    return afresh;
  }

  /**
   * Keeping the made moves is the common case, but not when they make the reading longer than it
   * need be and were not pressed as shown: a pawn sliding h7-h6-h5, read as h6 while it passed,
   * then Ne2 is h5 Ne2, not h6 Ne2 h5. The moves pressed as shown are kept in any case, and so
   * are the made moves when the shorter reading needs more pieces in the hand: Bd3 Bxd3 Qxd3
   * with Black's knight lifted for the next move is not Qd3 with both bishops held as well.
   */
  private Optional<Explanation> shorterThanOnward(List<Move> made, Explanation onward, Board board) {
    int plies = made.size() + onward.moves().size();
    int pressed = movesPressedAsShown(board);
    if (plies < 3 || pressed == made.size()) {
      return Optional.empty();
    }
    Position completed = game.committed.position();
    // As long as the presses waiting claim at least: Black's press claims a move (Rgf1 Rf2
    // made, Black's press waiting, the a1 rook then on b1: not Rgb1 alone).
    int claimed = Math.min(claimedMoves(completed.sideToMove()), plies - 1);
    Optional<Explanation> shorter =
        Explainer.explain(
            completed, board, claimed, plies - 1, new HandEvidence(completed, game.committedAt, board));
    if (shorter.isEmpty()
        || shorter.get().moves().size() < pressed
        || !shorter.get().moves().subList(0, pressed).equals(made.subList(0, pressed))) {
      return Optional.empty();
    }
    if (Long.bitCount(shorter.get().held(board)) > Long.bitCount(onward.held(board))) {
      // More in the hand is a worse reading, unless only the player to move holds them (lifted
      // to move on, as every move begins) and it assumes fewer landings the scan never saw:
      // Qf8 taken at once by the queen sliding a8-d8-f8, with the c5 bishop lifted to take
      // back, is Qf8 Qxf8, not Qd8 Qxd8 Bf8 Qxf8.
      List<Move> kept = new ArrayList<>(made);
      kept.addAll(onward.moves());
      if (!shorter.get().heldByPlayerToMove(board)
          || unseenLandings(completed, shorter.get().moves()) >= unseenLandings(completed, kept)) {
        return Optional.empty();
      }
    }
    return shorter;
  }

  /** How many of {@code moves}, played from {@code from}, the scan never saw land. */
  private int unseenLandings(Position from, List<Move> moves) {
    int unseen = 0;
    Position position = from;
    for (Move move : moves) {
      position = position.playUnchecked(move);
      Square target = landing(move);
      Piece piece = position.board().pieceAt(target).orElse(null);
      if (piece == null || !game.placements.on(target, piece, game.committedAt)) {
        unseen++;
      }
    }
    return unseen;
  }

  /**
   * Whether {@code moves} keep the made moves, but for a piece that went on along its line past
   * the square it was read on (Qd4-g7 that was Qd4-h8: the press came before the scan saw g7
   * again), a promotion read again, or half of a castling completed (Rf8 then Kg8 is O-O).
   */
  private boolean onlyExtendsSlides(List<Move> moves, int count) {
    for (int i = 0; i < count; i++) {
      Move made = game.pending.get(i).move;
      if (i >= moves.size()) {
        return false;
      }
      Move other = moves.get(i);
      if (made.equals(other)) {
        continue;
      }
      Piece piece = game.pending.get(i).after.board().pieceAt(made.to()).orElse(null);
      boolean passed =
          made.from().equals(other.from())
              && (made.to().equals(other.to()) // a promotion read again
                  || ((org.touchmove.chess.Attacks.between(made.from().index(), other.to().index())
                              & (1L << made.to().index()))
                          != 0
                      // and seen there: Rd4-c4 pressed, then Nb4 and the rook lifted, is not
                      // Rd4-b4 Nxb4 (the rook never seen on b4); or taken there at once, the
                      // capturing piece seen landing (Bg2-d5 pressed as d5 was scanned, the
                      // bishop gone on to take on c6 and taken by the queen there: Bxc6 Qxc6)
                      && (game.placements.on(other.to(), piece, game.committedAt)
                          || takenWhereItWentOn(moves, i, other, game.pending.get(i).leftAt))
                      // and gone on at once: Rh3 pressed and standing, knocked to h4 seconds
                      // later, is displaced (7.4), not Rh4
                      && wentOnAtItsPress(game.pending.get(i))));
      boolean halfCastling =
          other.isCastling() && (made.from().equals(other.from()) || made.from().equals(other.to()));
      if (!passed && !halfCastling) {
        return false;
      }
    }
    return true;
  }

  /**
   * The reading's move after {@code moves[index]} (a made move carried on along its line to
   * {@code other.to()}) takes on that square, the capturing piece seen landing there clearly after
   * the made move's piece left its landing ({@code leftAt}) to go on: Rd4-c4 pressed, the rook
   * lifted as Nb4 landed (the next move begun), is not Rb4 Nxb4.
   */
  private boolean takenWhereItWentOn(List<Move> moves, int index, Move other, long leftAt) {
    if (leftAt == Long.MAX_VALUE || index + 1 >= moves.size() || moves.get(index + 1).to() != other.to()) {
      return false;
    }
    Position before = game.committed.position();
    for (Move move : moves.subList(0, index)) {
      before = before.playUnchecked(move);
    }
    Position after = before.playUnchecked(other);
    Piece capturer = after.board().pieceAt(moves.get(index + 1).from()).orElse(null);
    return capturer != null
        && game.placements.on(other.to(), capturer, game.committedAt)
        && game.placements.last(other.to(), capturer, NEVER) > leftAt + SCAN_SKEW_MILLIS;
  }

  /** The made move's piece left its landing no later than a scan after its player's press. */
  private boolean wentOnAtItsPress(Made made) {
    for (Press press : game.presses) {
      if (press.player == made.by && made.leftAt - press.at <= SCAN_SKEW_MILLIS) {
        return true;
      }
    }
    return false;
  }

  /**
   * How many of the made moves, from the first, were on the board when their players pressed the
   * clock, none of their pieces in the hand (Nfd7 read with the b8 knight lifted may yet be Nbd7
   * with the f6 knight taken up). Rc4 pressed, then Nb4 not yet pressed and the c4 rook lifted
   * for the next move: one. {@code board} is the board being read.
   */
  private int movesPressedAsShown(Board board) {
    // The made moves read from the board's log stand as well: their presses were in the gap.
    int logged = 0;
    for (int i = 0; i < game.pending.size(); i++) {
      if (game.pending.get(i).after.equals(game.loggedThrough)) {
        logged = i + 1;
      }
    }
    if (logged > 0
        && logged == game.pending.size()
        && liftedAgain(game.pending.get(logged - 1), board)) {
      // But the log was read as it stood when it was asked for, and cannot tell whether the last
      // move it shows was pressed: where nothing was made since and that move's piece is off its
      // landing again, its player is still moving it (Bf8-d6 read from the log of an outage, the
      // bishop lifted from d6 as the log was asked for and put on b4 before Black's press, in the
      // burst behind it): it stands only if pressed as shown, like any move.
      logged--;
    }
    int count = 0;
    int pressUsed = -1;
    Position before = game.committed.position();
    for (Made made : game.pending) {
      if (count < logged) {
        count++;
        before = made.after;
        continue;
      }
      boolean pressed = false;
      Square target = landing(made.move);
      // Only a lifted piece that could have made a move there puts the reading in doubt (Nfd7
      // read with the b8 knight lifted may yet be Nbd7); another, taken up by the opponent to
      // capture it (Rh3 pressed with the d5 pawn already in Black's hand), does not.
      long rivals = made.move.rookTarget().map(Square::bit).orElse(0L);
      for (Move m : game.legalMoves(before)) {
        if (landing(m) == target) {
          rivals |= m.from().bit();
        }
      }
      int index = -1;
      for (Press press : game.presses) {
        // A press is for one move: the press Qxe4 waits on, the scan reporting Qg4 within a
        // scan of it, is not Qg4's too (chess960 #1 blitz 64).
        if (++index <= pressUsed) {
          continue;
        }
        long missing =
            made.after.board().byColor(made.by)
                & ~press.board.byColor(made.by)
                & (rivals | target.bit());
        // The press message can come before the scan reports the landing (spec §5.2): Qb5
        // reported a scan after its press is pressed as shown.
        boolean landedJustAfter =
            missing == target.bit() && reportedPutDown(made, target, press.at, press.at + SCAN_SKEW_MILLIS);
        // And a landing reported before the press is pressed as shown though the move was read
        // only a moment after it, when the scan reported the slide's last square emptied: Rd1-d8
        // taking, d8 reported 2 ms before White's press, d7's emptying 60 ms after it (london
        // #27 blitz 51).
        boolean landedBefore =
            missing == 0
                && made.at - press.at <= SCAN_SKEW_MILLIS
                && reportedPutDown(made, target, game.committedAt, press.at);
        if (press.player == made.by
            && made.leftAt > press.at
            && (press.at >= made.at && missing == 0 || landedJustAfter || landedBefore)
            && !slidOnJustAfter(made, before, press.at)) {
          pressed = true;
          pressUsed = index;
          break;
        }
      }
      if (!pressed) {
        return count;
      }
      count++;
      before = made.after;
    }
    return count;
  }



  /** The piece {@code made} put down is off its landing on {@code board}, the square empty. */
  private boolean liftedAgain(Made made, Board board) {
    return board.isEmpty(landing(made.move));
  }

  /**
   * The made move's piece was reported put down on another square it could go to within a scan
   * after the press, and is off the made move's square now: the scan was behind the hand, and
   * the piece was sliding on at the press (Qd8 sliding d7-d6-d5 and pressed, d6 reported before
   * the press and d5 just after, is Qd5, not Qd6 and a second queen move).
   */
  private boolean slidOnJustAfter(Made made, Position before, long pressAt) {
    if (made.move.isCastling() || made.move.promotion().isPresent()) {
      return false;
    }
    Square target = made.move.to();
    Piece piece = made.after.board().pieceAt(target).orElse(null);
    if (piece == null || seen[target.index()] == piece) {
      return false;
    }
    for (Placements.Placement placed : game.placements.newestFirst()) {
      if (placed.at() <= pressAt) {
        return false;
      }
      if (placed.at() <= pressAt + SCAN_SKEW_MILLIS
          && !placed.late()
          && placed.piece() == piece
          && placed.square() != target
          && seen[placed.square().index()] == piece
          && !replyPressedBetween(made.by, pressAt, placed.at())) {
        // (Not once the opponent has pressed for their reply: Rb8-b5 pressed, then c4 and
        // White's press, the rook put on b4 after it, is Black's next move begun; twic #412
        // blitz 51.)
        for (Move m : game.legalMoves(before)) {
          if (m.from() == made.move.from() && m.to() == placed.square()) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /**
   * The opponent's reply to the presser's move is made and its press queued behind: the
   * presser's piece now off the board is their next move begun, or a result gesture, not this
   * move unfinished (Bxd6 pressed, cxd6 pressed, then the kings set in the centre; twic #485
   * clumsy 66).
   */
  private boolean answeredAndPressed(Press press) {
    if (game.pending.size() < 2
        || game.pending.get(0).by != press.player
        || game.pending.get(1).by == press.player) {
      return false;
    }
    long replyPressed = Long.MAX_VALUE;
    for (Press reply : game.presses) {
      if (reply.player != press.player && reply.at > press.at) {
        replyPressed = reply.at;
        break;
      }
    }
    // Lifted after the reply's press: one held before it may be the move itself, unfinished, or
    // a capture of the reply's piece (Rc5 up to take the knight on b5 as it landed).
    Board board = normalised(observed());
    Board record = tentative().board();
    for (long off = record.byColor(press.player) & ~board.occupied(); off != 0; off &= off - 1) {
      Square square = Square.ofIndex(Long.numberOfTrailingZeros(off));
      long[] left = game.leftAt(square, record.pieceAt(square).orElseThrow());
      if (left == null || left[0] <= replyPressed) {
        return false;
      }
    }
    return replyPressed != Long.MAX_VALUE;
  }

  /** A waiting press of {@code mover}'s opponent came within (from, to). */
  private boolean replyPressedBetween(Color mover, long from, long to) {
    for (Press press : game.presses) {
      if (press.player != mover && press.at > from && press.at < to) {
        return true;
      }
    }
    return false;
  }

  /** The board reported the made move's piece put down on {@code target} within (from, to]. */
  private boolean reportedPutDown(Made made, Square target, long from, long to) {
    Piece piece = made.after.board().pieceAt(target).orElse(null);
    for (Placements.Placement placed : game.placements.newestFirst()) {
      if (placed.at() <= from) {
        return false;
      }
      if (placed.at() <= to && placed.square() == target && placed.piece() == piece) {
        return true;
      }
    }
    return false;
  }

  /**
   * How many moves the waiting clock presses claim: each press in turn, from {@code toMove}'s on,
   * says that player has moved. A press out of turn (a correction) ends the count.
   */
  private int claimedMoves(Color toMove) {
    return claimedMovesBefore(toMove, Long.MAX_VALUE);
  }

  /** {@link #claimedMoves}, counting only presses made before {@code before}. */
  private int claimedMovesBefore(Color toMove, long before) {
    int claimed = 0;
    for (Press press : claimingPresses(toMove)) {
      if (press.datedAt() >= before) {
        break;
      }
      claimed++;
    }
    return claimed;
  }

  /** The presses {@link #claimedMoves} counts, in turn: each the next player's, from toMove's. */
  private List<Press> claimingPresses(Color toMove) {
    List<Press> claiming = new ArrayList<>();
    Color next = toMove;
    for (Press press : game.presses) {
      if (press.player != next) {
        break;
      }
      claiming.add(press);
      next = next.opposite();
    }
    return claiming;
  }

  /**
   * What the hands did since {@code from} was on the board (at {@code since}), as evidence for
   * explanations from it (see {@link Explainer.Evidence}).
   */
  private final class HandEvidence implements Explainer.Evidence {
    private final Position from;
    private final long since;
    /** The board being explained. */
    private final Board board;

    /** The player to move at {@code from} is known to have pressed since (see unseenExchange). */
    private final boolean moverPressed;

    /** Squares emptied unfilled must be filled by the moves ({@link #fillsEmptiedSquares}). */
    private final boolean lostFillingsMoved;

    /** See {@link #claimedPresses}; null until asked. */
    private List<Press> claimed;

    HandEvidence(Position from, long since, Board board) {
      this(from, since, board, false, true);
    }

    HandEvidence(Position from, long since, Board board, boolean moverPressed) {
      this(from, since, board, moverPressed, true);
    }

    private HandEvidence(
        Position from, long since, Board board, boolean moverPressed, boolean lostFillingsMoved) {
      this.from = from;
      this.since = since;
      this.board = board;
      this.moverPressed = moverPressed;
      this.lostFillingsMoved = lostFillingsMoved;
    }

    /**
     * The same, where no reading fills the squares emptied unfilled: such a filling was a piece
     * put down off any legal move and taken off again (Kg2 put on h4, its update lost, then Kg3:
     * the king's illegal square corrected before the press).
     */
    HandEvidence lostFillingsAside() {
      return new HandEvidence(from, since, board, moverPressed, false);
    }

    /**
     * A square the moves change and change back (a capture and recapture) was handled: the board
     * reported it since. Two pieces in hand can otherwise pass for an exchange on a square nobody
     * touched (Qh8xh6 gxh6 for a queen and a pawn lifted from h8 and g7).
     */
    @Override
    public boolean possible(Explanation explanation) {
      long untouched =
          Explainer.transientSquares(from, explanation.moves())
              & ~capturedInPassing(explanation.moves())
              & ~madeExchanges(explanation.moves())
              & ~pressedRecaptures(explanation.moves());
      if (untouched != 0) {
        untouched &= ~pressedStopsUnseen(explanation.moves());
      }
      for (long b = untouched; b != 0; b &= b - 1) {
        if (changedAt[Long.numberOfTrailingZeros(b)] <= since) {
          return false;
        }
      }
      if (lostFillingsMoved && !fillsEmptiedSquares(from, explanation.moves(), since)) {
        return false;
      }
      Position position = from;
      Position before = null; // the position the move before was played from
      Position ownBefore = null; // the position the same player's move before was played from
      List<Move> moves = explanation.moves();
      List<Press> claimed = claimedPresses();
      for (int i = 0; i < moves.size(); i++) {
        if (landedBeforeItLeft(position, moves.get(i))
            || (i < claimed.size() && leftAfterItsPress(claimed.get(i), position, moves.get(i)))
            || (i > 0 && leftBeforeTheMoveItAnswers(moves, i, position))
            || (i > 0 && leftBeforeTheCaptureItAnswers(before, moves.get(i - 1), moves.get(i), position))
            || (i > 1 && leftBeforeOwnMoveBefore(ownBefore, moves.get(i - 2), position, moves, i))) {
          return false;
        }
        ownBefore = before;
        before = position;
        position = position.playUnchecked(moves.get(i));
      }
      return !unseenExchange(explanation.moves()) && !heldThroughTheLastMove(explanation);
    }

    /**
     * The squares a move put its piece on that its player's next move takes it from, capturing
     * the reply's piece where it landed, where the hands tell the stop the scan missed: the piece
     * heard leaving its origin, the press claiming the move after that, the reply heard landing,
     * and the piece heard landing on it (not a stop and return, Bh4 Kf1 Be7 for Bxb4+ Kf1 Bf8
     * read from a burst: twic #103 link-trouble seed 5). A
     * slow scan passes a square once in half a second (Bd3-b5+ pressed, the bishop never scanned
     * on b5; Nb8-d7 heard, then Bb5xd7+ heard: not a 7.4 with White's press waiting 20 s;
     * final_masters #19 blitz 59).
     */
    private long pressedStopsUnseen(List<Move> moves) {
      List<Press> claimed = claimedPresses();
      long squares = 0;
      Position position = from;
      for (int i = 0; i + 2 < moves.size() && i < claimed.size(); i++) {
        Move move = moves.get(i);
        Move reply = moves.get(i + 1);
        Move onward = moves.get(i + 2);
        Piece piece = position.board().pieceAt(move.from()).orElse(null);
        Position afterReply = position.playUnchecked(move).playUnchecked(reply);
        Piece replier = afterReply.board().pieceAt(landing(reply)).orElse(null);
        position = position.playUnchecked(move);
        if (piece == null
            || replier == null
            || onward.from() != move.to()
            || onward.to() != landing(reply) // it takes the reply's piece where it landed
            || move.isCastling()
            || move.promotion().isPresent()
            || onward.isCastling()
            || onward.promotion().isPresent()) {
          continue;
        }
        long[] left = game.leftAt(move.from(), piece);
        if (left != null
            && left[0] >= since
            && claimed.get(i).at > left[0]
            && game.placements.on(landing(reply), replier, claimed.get(i).at)
            && game.placements.on(landing(onward), piece, claimed.get(i).at)) {
          squares |= move.to().bit();
        }
      }
      return squares;
    }

    /**
     * The squares a move captured on that the reply captured on at once, both claimed by waiting
     * presses, where the hands tell the exchange the scan missed: each piece heard leaving its
     * square after the press before and before its own press (Black's c5 pawn lifted and pressed,
     * then White's e3 pawn lifted and pressed, d4 never heard changing from White's pawn: cxd4
     * exd4 in blitz, not two illegal presses; twic #847 blitz 93).
     */
    private long pressedRecaptures(List<Move> moves) {
      List<Press> claimed = claimedPresses();
      long squares = 0;
      Position position = from;
      for (int i = 0; i + 1 < moves.size() && i + 1 < claimed.size(); i++) {
        Move move = moves.get(i);
        Move reply = moves.get(i + 1);
        Position after = position.playUnchecked(move);
        Piece piece = position.board().pieceAt(move.from()).orElse(null);
        Piece replier = after.board().pieceAt(reply.from()).orElse(null);
        boolean recapture =
            piece != null
                && replier != null
                && position.board().pieceAt(move.to()).isPresent()
                && reply.to() == move.to()
                && !move.isCastling()
                && !reply.isCastling()
                && !move.isEnPassant()
                && !reply.isEnPassant();
        long[] left = recapture ? game.leftAt(move.from(), piece) : null;
        long[] replyLeft = recapture ? game.leftAt(reply.from(), replier) : null;
        if (left != null
            && replyLeft != null
            && left[0] > since
            && left[0] < claimed.get(i).at
            && replyLeft[0] > claimed.get(i).at
            && replyLeft[0] < claimed.get(i + 1).at) {
          squares |= move.to().bit();
        }
        position = after;
      }
      return squares;
    }

    /**
     * The waiting presses that claim the moves from {@code from}, in turn, where that is the
     * completed position (the presses wait on it); worked out once, for all the readings weighed.
     */
    private List<Press> claimedPresses() {
      if (claimed == null) {
        claimed = since == game.committedAt ? claimingPresses(from.sideToMove()) : List.of();
      }
      return claimed;
    }

    /**
     * A move a waiting press claims whose piece the scan saw leave its square well after that
     * press, its time sure: the player pressed with the piece still there, so the move pressed
     * was another (Nd7-e5 pressed, the knight lifted again, Nxe5 and the g4 knight lifted to take
     * back: Black's move was not Ng4-e5; twic #504 blitz 77).
     */
    private boolean leftAfterItsPress(Press press, Position position, Move move) {
      Optional<Piece> piece = position.board().pieceAt(move.from());
      // Still on its square as the board stood at the press: the lift seen after is this
      // piece's, not another of its kind's that came there since (a rook slid over it).
      if (press.timeEstimated
          || press.board == null
          || piece.isEmpty()
          || !press.board.pieceAt(move.from()).equals(piece)) {
        return false;
      }
      long[] left = game.leftAt(move.from(), piece.get());
      return left != null && left[1] == 0 && left[0] > press.at + SCAN_SKEW_MILLIS;
    }

    /**
     * The squares the made moves, read from the completed position and kept first by {@code
     * moves}, change and change back: they were read with the evidence of their time, however
     * late (Nde4 Nxe4 Nxe4 made at once, all three landings missed: e4's last change is their
     * reading's time, and Bd7-f5 read again after them must not doubt their exchange).
     */
    private long madeExchanges(List<Move> moves) {
      if (since != game.committedAt || game.pending.size() < 2 || moves.size() < 2) {
        return 0;
      }
      int kept = madeMovesKept(moves);
      return kept < 2 ? 0 : Explainer.transientSquares(from, moves.subList(0, kept));
    }

    /**
     * A piece in the hand that was lifted from where it stands clearly before the last move's
     * piece left its square: nobody holds a piece through a move made with another. Nd7+ Qxd7
     * with Black's b7 pawn in the hand is not what the board shows when b7 emptied before White's
     * knight went (Nxb7, the knight taken at once, the queen sliding f7-d7-b7 to take it); nor is
     * Nd4 exd4 with the d5 pawn held by Black from before White's move (d4 taken at once, the c6
     * knight lifted to take back).
     */
    private boolean heldThroughTheLastMove(Explanation explanation) {
      List<Move> moves = explanation.moves();
      if (!explanation.inHand() || moves.isEmpty()) {
        return false;
      }
      Position before = from;
      for (Move move : moves.subList(0, moves.size() - 1)) {
        before = before.playUnchecked(move);
      }
      Move last = moves.get(moves.size() - 1);
      long[] lastLeft =
          game.leftFrom(before.board(), last);
      if (lastLeft == null || lastLeft[1] != 0 || lastLeft[0] <= since) {
        return false;
      }
      Board result = explanation.after().board();
      long held = explanation.held(board) & ~Explainer.changedSquares(from.board(), result);
      for (long b = held; b != 0; b &= b - 1) {
        Square square = Square.ofIndex(Long.numberOfTrailingZeros(b));
        Piece piece = result.pieceAt(square).orElseThrow();
        long[] left = game.leftAt(square, piece);
        if (left != null && left[0] > heldFrom(piece.color()) && left[0] < lastLeft[0] - SCAN_SKEW_MILLIS) {
          return true;
        }
      }
      return false;
    }

    /**
     * The earliest a piece of {@code player}'s still in the hand can have been lifted for a move
     * not yet on the board: after the last completed move, or, reading from the completed
     * position, after that player's own last move (a reply begun before the opponent pressed:
     * Bxf6 with the g5 bishop lifted before Black's press of Nf6, taken at once by Bxf6, is not
     * Nxf6 Bxf6 with the bishop held since).
     */
    private long heldFrom(Color player) {
      long own = game.lastMoveAt[player.ordinal()];
      return since == game.committedAt && own != NEVER ? Math.min(since, own) : since;
    }

    /**
     * A move and a reply that takes on its square, with the first move's piece never seen there
     * and its player not having pressed the clock: a move is pressed before it is answered, and
     * a pressed piece stands long enough for the scan. What the board shows is more likely a piece
     * in hand and another knocked over onto that square (7.4): Bf8 lifted and the b2 pawn knocked
     * to a3 is not Bf8xa3 bxa3. Without a clock, nobody presses, and the rule does not apply.
     */
    private boolean unseenExchange(List<Move> moves) {
      if (moves.size() < 2 || !clock.isPresent() || moverPressed) {
        return false;
      }
      Move first = moves.get(0);
      Move reply = moves.get(1);
      // En passant takes on the square passed, the double step's pawn as surely unseen (b7-b5
      // axb6 e.p. for Black's pawn lifted and White's a5 pawn knocked onto b6, neither pressed).
      boolean takesIt = reply.to().equals(first.to()) || reply.isEnPassant();
      if (first.isCastling() || first.promotion().isPresent() || !takesIt) {
        return false;
      }
      Color mover = from.sideToMove();
      for (Press press : game.presses) {
        if (press.player == mover) {
          return false;
        }
      }
      if (game.pressedInGap == gap.startedAt()
          && gap.startedAt() != NEVER
          && lastRunning.equals(Optional.of(mover.opposite()))) {
        // Both players pressed in the gap and the opponent's face runs: the mover pressed there
        // (Nb3 Nxb3 in an outage, the knight taken off b3 by White's hand for axb3; twic #520
        // all 64).
        return false;
      }
      Piece piece = from.board().pieceAt(first.from()).orElse(null);
      return !game.placements.on(first.to(), piece, since);
    }

    /**
     * Seen put down there since, and off the square now. A piece of the last mover's may have been
     * taken by the opponent to capture it (6.2.2) at any time; a piece of the player now to move
     * is taken up to move it on, so not before the last move landed (Rc1-f1 lifted by Black,
     * then Rf7 sliding past f5, is not Rf1 and Rf5 with White's rook in White's hand).
     */
    @Override
    public boolean putDownThenLifted(
        Square square, Piece piece, Position result, List<Move> moves) {
      if (seen[square.index()] != null) {
        return false;
      }
      boolean placed =
          game.placements.on(square, piece, since) || captureLandedUnseen(square, piece, moves);
      if (!placed || moves.isEmpty()) {
        return placed;
      }
      if (piece.color() != result.sideToMove()) {
        return true; // the last mover's piece, in the capturing opponent's hand
      }
      Move last = moves.get(moves.size() - 1);
      long landed = changedAt[landing(last).index()];
      return changedAt[square.index()] >= landed - SCAN_SKEW_MILLIS;
    }

    /**
     * The last of {@code moves} is a capture that put {@code piece} on {@code square} where the
     * scan never saw it: the square went from the captured piece straight to empty, after the
     * capturing piece left its own, and the capturer's press, after that, claims the move. The
     * opponent took the piece up within one scan to capture it back (blitz: Rxa2, the black rook
     * set down on the white one and taken up 174 ms later, Black pressing with a8 and a2 empty,
     * White's rook lifted and put back before Rxa2 was set down; not a 7.4 for the rook put
     * back: london #35 blitz 90).
     */
    private boolean captureLandedUnseen(Square square, Piece piece, List<Move> moves) {
      List<Press> claimed = claimedPresses();
      if (moves.isEmpty() || claimed.size() < moves.size()) {
        return false;
      }
      Move last = moves.get(moves.size() - 1);
      Position before = from;
      for (Move move : moves.subList(0, moves.size() - 1)) {
        before = before.playUnchecked(move);
      }
      Piece captured = before.board().pieceAt(square).orElse(null);
      if (last.to() != square
          || last.isCastling()
          || last.isEnPassant()
          || last.promotion().isPresent()
          || captured == null
          || !before.board().pieceAt(last.from()).equals(Optional.of(piece))) {
        return false;
      }
      long[] emptied = game.leftAt(square, captured);
      long[] left = game.leftAt(last.from(), piece);
      Press press = claimed.get(moves.size() - 1);
      // The square emptied after the opponent's press of the move before, not before it: then
      // the emptying was the opponent's own capture begun or slide on (Bg3-f4-e5 with e5's bishop
      // taken off first, f4 emptied before White's press: not Bf4 Bxf4 with Black's bishop taken
      // up unseen; lichess #333 clumsy 81, which the first form broke).
      long opponentPressed = moves.size() < 2 ? since : claimed.get(moves.size() - 2).at;
      // Both heard live: a lift first seen in a dump (after a gap) tells no order.
      return emptied != null
          && left != null
          && emptied[1] == 0
          && left[1] == 0
          && left[0] >= since
          && emptied[0] >= left[0]
          && emptied[0] >= opponentPressed
          && press.at >= emptied[0];
    }

    /**
     * The squares of pawns' double steps taken en passant by the next move. The capture can only
     * come at once, so on a slow scan the double-stepped pawn may never be reported on its
     * square: no hands need be seen there.
     */
    private long capturedInPassing(List<Move> moves) {
      long squares = 0;
      for (int i = 1; i < moves.size(); i++) {
        if (moves.get(i).isEnPassant()) {
          squares |= moves.get(i - 1).to().bit();
        }
      }
      return squares;
    }

    /**
     * A player moves once the move before has been made: the piece of {@code moves[index]} (played
     * from {@code position}, where the move before it has just been played) cannot have left its
     * square clearly before the previous move's piece left its own, nor before that piece was
     * first put down on its target. Ra6-a2 Rb6-b2 Ra2xa1 is not what the board showed when a2
     * emptied a second before the white rook, sliding to b1, passed b2 after Ra6xa1 (the a2 rook
     * passed there too); Rg2xg3 Re3xg3 Rg8xg3 is not, when g8 emptied before e3 and g2 after.
     * Only seen times count: a lift's time is when the board reported it, at the latest, so it
     * bounds the previous move only when it was not first seen in a dump; a landing the scan
     * missed gives no evidence, nor does one on a square a later move lands on (Rxg3 Rxg3 Rxg3:
     * the black rook seen on g3 is the last one).
     */
    private boolean leftBeforeTheMoveItAnswers(List<Move> moves, int index, Position position) {
      Move previous = moves.get(index - 1);
      Move move = moves.get(index);
      long[] leftAt =
          game.leftFrom(position.board(), move);
      if (leftAt == null || leftAt[0] <= since) {
        return false;
      }
      long left = leftAt[0];
      Square landing = landing(previous);
      Piece landed = position.board().pieceAt(landing).orElse(null);
      if (landed == null) {
        return false;
      }
      Piece mover = previous.isPromotion() ? Piece.of(landed.color(), Role.PAWN) : landed;
      long[] previousLeft = game.leftAt(previous.from(), mover);
      if (previousLeft != null
          && previousLeft[1] == 0
          && previousLeft[0] > since
          // a piece of its kind put down there since may have made the last lift (a rook sliding
          // over the square the other rook left)
          && !game.placements.on(previous.from(), mover, since)
          && left < previousLeft[0] - SCAN_SKEW_MILLIS) {
        return true;
      }
      for (Move later : moves.subList(index, moves.size())) {
        if (later.to() == landing || later.isCastling() && later.kingTarget() == landing) {
          return false; // what the board saw put down there may be the later move's piece
        }
      }
      for (Placements.Placement placed : game.placements) {
        if (placed.at() > since && placed.square() == landing && placed.piece() == landed) {
          // The first landing seen; one first seen in a dump happened at some time before.
          return !placed.late() && left < placed.at() - SCAN_SKEW_MILLIS;
        }
      }
      return false;
    }

    /**
     * Nor before the same player's move before it began: a player lifts the piece of their next
     * move after making this one, however early they lift it for a reply (Ncxd4 Nexd4 Nfxd4 in
     * blitz, each knight taken off d4 within the scan: not Nfd4 Nexd4 Ncxd4 when c6 emptied before
     * White's Ne2 was pressed and f5 four seconds later). The move's lift counts even before the
     * reading's start (a reply begun before the press it answers); both lifts seen as they came,
     * neither an estimate of the burst behind the log.
     */
    private boolean leftBeforeOwnMoveBefore(
        Position ownBefore, Move own, Position position, List<Move> moves, int index) {
      Move move = moves.get(index);
      for (Move earlier : moves.subList(0, index)) {
        if (earlier.to() == move.from() || earlier.isCastling()) {
          return false; // the piece came there in the reading: its last lift may be another's
        }
      }
      long[] ownLeft = game.leftFrom(ownBefore.board(), own);
      long[] leftAt = game.leftFrom(position.board(), move);
      Piece ownPiece = ownBefore.board().pieceAt(own.from()).orElse(null);
      return ownLeft != null
          // a piece of its kind put down there since may have made the last lift (Rb2xa2, then
          // the other rook sliding g2-b2-a2 over the square the first left)
          && !game.placements.on(own.from(), ownPiece, since)
          && leftAt != null
          && ownLeft[1] == 0
          && leftAt[1] == 0
          && ownLeft[0] > since
          && !own.isCastling()
          && !move.isCastling()
          && !burst.estimated(ownLeft[0])
          && !burst.estimated(leftAt[0])
          && leftAt[0] < ownLeft[0] - SCAN_SKEW_MILLIS;
    }

    /**
     * Nor before the piece the move it answers captures was taken off: a capture is made before
     * its reply begins. Rc7xb7, the white rook taken up within the scan by Rf7xb7, is not Rc7xf7
     * Rb7xf7 when b7 emptied a second before f7 (White pressed between: the reading would have
     * Black's rook lifted to take back before White had taken anything). {@code before} is the
     * position {@code previous} was played from, {@code position} the one after it. Only a removal
     * the scan saw counts (one first seen in a dump may have been earlier), and only where the
     * captured kind was not put down there again since, and neither time an estimate of the burst
     * behind the log.
     */
    private boolean leftBeforeTheCaptureItAnswers(
        Position before, Move previous, Move move, Position position) {
      if (previous.isCastling() || previous.isEnPassant()) {
        return false;
      }
      Piece captured = before.board().pieceAt(previous.to()).orElse(null);
      if (captured == null || captured.color() == before.sideToMove()) {
        return false;
      }
      long[] leftAt = game.leftFrom(position.board(), move);
      long[] takenOff = game.leftAt(previous.to(), captured);
      if (takenOff == null) {
        return false;
      }
      // A square emptied again with no landing heard: the victim may have left at the lift
      // before, and the capturing piece, put down unheard, at this one (Nc6xe5, the knight's
      // landing lost, Nd3 lifted, then e5 emptied again as White takes the knight off: Nxe5
      // Nxe5, not a white knight from nowhere; twic #723 all 67).
      long victimLeft = takenOff.length > 2 ? takenOff[2] : takenOff[0];
      // Times in the burst behind the log are estimates, a lost update put back in it a guess
      // (the b4 bishop's removal, lost, put at the burst's end): no order told.
      return leftAt != null
          && leftAt[0] > since
          && takenOff[1] == 0
          && victimLeft > since
          && !burst.estimated(leftAt[0])
          && !burst.estimated(victimLeft)
          && !game.placements.on(previous.to(), captured, since)
          && leftAt[0] < victimLeft - SCAN_SKEW_MILLIS;
    }

    /**
     * A piece cannot land before it leaves. When a piece of the mover's kind was seen put on the
     * move's target only clearly before the move's origin emptied, and never after, that piece
     * came from somewhere else: two pawns that can both take on d5, one of them now in the hand
     * of a player about to move it, are told apart this way. Lifts first seen in a dump, castling
     * and promotions (the piece put down is another) give no such evidence.
     */
    private boolean landedBeforeItLeft(Position position, Move move) {
      if (move.isCastling() || move.promotion().isPresent()) {
        return false;
      }
      Piece piece = position.board().pieceAt(move.from()).orElse(null);
      long[] leftAt = game.leftAt(move.from(), piece);
      if (leftAt == null || leftAt[0] <= since || leftAt[1] == 1) {
        return false;
      }
      long left = leftAt[0];
      long landed = NEVER;
      for (Placements.Placement placed : game.placements) {
        if (placed.at() <= since || placed.square() != move.to() || placed.piece() != piece) {
          continue;
        }
        if (placed.at() >= left - SCAN_SKEW_MILLIS) {
          return false; // put there after it left: consistent
        }
        landed = landed == NEVER ? placed.at() : landed;
      }
      return landed != NEVER && !refilledByAnother(move, piece, landed, left);
    }

    /**
     * The origin of {@code move} was filled again by {@code piece}'s kind between its landing and
     * {@code left}, by a piece come from elsewhere than the landing: the lift heard last is of
     * that piece (a2-a4 pressed, the b2 pawn knocked to a2 and put back). A piece set back on the
     * origin from the landing is the same one going back: e4 knocked to d5 and set back is no
     * exd5 (twic #880 all 70).
     */
    private boolean refilledByAnother(Move move, Piece piece, long landed, long left) {
      for (Placements.Placement placed : game.placements) {
        if (placed.square() == move.from()
            && placed.piece() == piece
            && placed.at() > landed
            && placed.at() < left
            && liftedLastBefore(piece, placed.at()) != move.to()) {
          return true;
        }
      }
      return false;
    }

    /** {@code result} has fewer of {@code piece} than {@code start}: the reading captures one. */
    private boolean fewer(Board result, Board start, Piece piece) {
      long kind = result.byColor(piece.color()) & result.byRole(piece.role());
      long before = start.byColor(piece.color()) & start.byRole(piece.role());
      return Long.bitCount(kind) < Long.bitCount(before);
    }

    /**
     * Pieces seen put down, since the explanation's start, on squares empty then and now, which
     * none of its moves lands on or slides over and whose kind it captures: the piece the reading
     * takes off the board was seen standing where the reading never has it (Qf4 Qxf4+ Rxf4 when
     * the black queen was seen on h4).
     */
    @Override
    public int unexplainedLandings(Explanation explanation) {
      long empty = ~from.board().occupied() & ~board.occupied();
      long explained = 0;
      for (Move move : explanation.moves()) {
        explained |= landing(move).bit() | move.to().bit()
            | org.touchmove.chess.Attacks.between(move.from().index(), move.to().index());
      }
      Board result = explanation.after().board();
      long squares = 0;
      for (Placements.Placement placed : game.placements) {
        if (placed.at() > since
            && !placed.late()
            && (placed.square().bit() & empty & ~explained) != 0
            && fewer(result, from.board(), placed.piece())) {
          squares |= placed.square().bit();
        }
      }
      return Long.bitCount(squares);
    }

    /**
     * A move's piece is put down last where the move takes it (a pawn slid b2-b3-b4 is on b4):
     * counts the landings seen, each square and piece once. A landing counts when its kind of
     * piece was last placed there, or when a later move of the reading puts down the same kind
     * (then the last placement is that move's: b4 seen for b2-b4 axb3 e.p. axb3 counts, though a
     * white pawn was last placed on b3; b2-b3 axb3 axb3 has only b3). A promoted piece counts
     * wherever its kind was placed since.
     */
    @Override
    public int fit(Explanation explanation) {
      List<Move> moves = explanation.moves();
      List<Piece> putDown = new ArrayList<>(moves.size());
      List<Square> targets = new ArrayList<>(moves.size());
      Position position = from;
      for (Move move : moves) {
        Square target = landing(move);
        position = position.playUnchecked(move);
        targets.add(target);
        putDown.add(position.board().pieceAt(target).orElse(null));
      }
      int fits = 0;
      long[] counted = new long[Piece.values().length];
      for (int i = 0; i < moves.size(); i++) {
        Piece piece = putDown.get(i);
        Square target = targets.get(i);
        if (piece == null
            || (counted[piece.ordinal()] & target.bit()) != 0
            || !placedSince(target, piece, since)) {
          continue;
        }
        // A promoted piece does not slide on: seen put down there is enough (c8=Q, the queen
        // taken off c8 at once, then the other queen knocked to e7 and put back on d6).
        boolean last =
            moves.get(i).isPromotion()
                || game.lastPlaced.get(piece) == target
                || putDown.subList(i + 1, moves.size()).contains(piece)
                || onlyUndoneSince(moves.get(i).from(), target, piece);
        if (last) {
          counted[piece.ordinal()] |= target.bit();
          fits++;
        }
      }
      return fits;
    }

    /**
     * Every piece of {@code piece}'s kind put down since it was last put down on {@code target}
     * was put back where the start had it, or put on the move's {@code origin} by another piece
     * of its kind and taken off again: a knock set right, not the move's piece going on (a2-a4,
     * the pawn taken off a4 for b4xa3 e.p. before White's press, then the b2 pawn knocked to a2
     * and put back: White's pawn was last put down on a4; twic #1049 all 77). A piece gone on to
     * a square now empty went on (e7-e6-e5 taken there e.p.: not e6).
     */
    private boolean onlyUndoneSince(Square origin, Square target, Piece piece) {
      long landed = game.placements.last(target, piece, NEVER);
      if (landed == NEVER) {
        return false;
      }
      for (Placements.Placement placed : game.placements) {
        Square square = placed.square();
        if (placed.at() < landed || placed.piece() != piece || square == target) {
          continue;
        }
        boolean restored =
            board.pieceAt(square).equals(Optional.of(piece))
                && from.board().pieceAt(square).equals(Optional.of(piece));
        boolean offOrigin =
            square == origin
                && board.pieceAt(square).isEmpty()
                && liftedLastBefore(piece, placed.at()) != target;
        if (!restored && !offOrigin) {
          return false;
        }
      }
      return true;
    }

    /**
     * The square a piece of {@code piece}'s kind was last heard leaving before {@code at}, as far
     * as each square's last lift tells; null if none. A piece put on a move's origin right after
     * one left the move's target went back there (d5 knocked from e4 and set back: exd5 was no
     * move; twic #880 all 70), not another of its kind come there.
     */
    private Square liftedLastBefore(Piece piece, long at) {
      Square latest = null;
      long latestAt = NEVER;
      for (Square square : Square.values()) {
        long[] left = game.leftAt(square, piece);
        if (left != null && left[0] < at && left[0] > latestAt) {
          latest = square;
          latestAt = left[0];
        }
      }
      return latest;
    }

    /** Moves whose piece was seen leaving before it was seen landing (see Evidence#order). */
    @Override
    public int order(Explanation explanation) {
      int inOrder = 0;
      for (long[] times : liftsAndLandings(explanation)) {
        if (times[1] >= times[0]) {
          inOrder++;
        }
      }
      return inOrder;
    }

    @Override
    public long liftLag(Explanation explanation) {
      long lag = 0;
      for (long[] times : liftsAndLandings(explanation)) {
        lag += Math.max(0, times[0] - times[1]);
      }
      return lag;
    }

    /**
     * For each of the moves whose piece was seen leaving its square and landing on its target
     * since the start (castlings and promotions aside), when it left and when it first landed.
     */
    private List<long[]> liftsAndLandings(Explanation explanation) {
      List<long[]> times = new ArrayList<>();
      Position position = from;
      for (Move move : explanation.moves()) {
        Piece piece = position.board().pieceAt(move.from()).orElse(null);
        long[] left = game.leftAt(move.from(), piece);
        Square target = landing(move);
        if (left != null && left[1] == 0 && !move.isCastling() && move.promotion().isEmpty()) {
          for (Placements.Placement placed : game.placements) {
            if (placed.at() > since
                && !placed.late()
                && placed.square() == target
                && placed.piece() == piece) {
              times.add(new long[] {left[0], placed.at()});
              break;
            }
          }
        }
        position = position.playUnchecked(move);
      }
      return times;
    }
  }

  /**
   * After a gap in the stream several moves may be missing, and equally short sequences can lead
   * to the same board (transposed moves). The lifts seen before the gap order them: a sequence is
   * kept only if the squares its moves left were lifted in that order. One left is played; several
   * are reported to the arbiter, never guessed.
   */
  private Optional<Explanation> explainAfterGap(Position from, Board board, long at, Output out) {
    if (game.beforeGapSince != gap.startedAt()) {
      game.beforeGap = game.committed;
      game.beforeGapAt = game.committedAt;
      game.beforeGapSince = gap.startedAt();
      game.gapReread = false;
    }
    // Up to a move and its reply, with a piece in hand (someone is moving as the link comes back),
    // before longer exact sequences: a piece in hand can be "explained" exactly by four moves
    // that take another piece away and back. Two pieces in hand are more likely a third move.
    // Every reading puts the moves set down after the dump last: Kh1 Qg3, the king put on h1 after
    // a dump that showed Qg3, is Kh2 Qg3+ Kh1 with the king lifted from h2 as the dump came.
    java.util.function.Predicate<List<Move>> dumpOrder = dumpOrder(from, board);
    java.util.function.Predicate<List<Move>> fills =
        moves -> fillsEmptiedSquares(from, moves, game.committedAt) && dumpOrder.test(moves);
    List<Explanation> candidates = Explainer.allShortest(from, board, 2, fills);
    Optional<Explanation> kept = keepingMadeMoves(board, fills, candidates);
    if (kept.isPresent()) {
      return keptOrSlidOn(from, board, kept.get(), candidates, fills, out);
    }
    if (candidates.isEmpty() && castlingHalfMade(from, board)) {
      // The king is on its castling square and its rook not yet across (d4 O-O in a gap, the
      // king on g8 as the dump came): the rook lands next. Read the board then, not as four moves
      // that walk the king there (d3 Kf8 d4 Kg8, then the rook's landing an illegal move).
      game.heldAmbiguously = board;
      return Optional.empty();
    }
    if (candidates.isEmpty()) {
      // One piece in hand, anywhere (nothing was seen while the link was down: it may be one a
      // move put down): a move and reply from the completed position, or from the moves made
      // before the gap (their presses lost in it).
      List<Explanation> quick =
          liftedWhereHeard(Explainer.withOneInHand(from, board, 2, fills), board);
      long emptiedUnfilled = emptiedUnfilled(from, game.committedAt) & ~board.occupied();
      if (quick.isEmpty() && emptiedUnfilled != 0) {
        // A square reported emptied that the host had empty, which no reading fills with its
        // piece put down elsewhere: the last move's piece landed there unheard and is the one in
        // the hand (Rd7 d6 in a quiet line's lost updates, the d6 pawn taken up by Black's hand
        // for Rxd6 as the dump came: not Rxd5 and a white piece out and back; twic #4 lt 80).
        quick =
            liftedWhereHeard(
                Explainer.withOneInHand(from, board, 2, fills, emptiedUnfilled), board);
      }
      if (quick.size() == 1) {
        return heldOrLonger(from, board, quick.get(0), fills, out);
      }
      boolean ambiguous = quick.size() > 1;
      if (!game.pending.isEmpty()) {
        List<Explanation> onward = Explainer.withOneInHand(tentative(), board, 2);
        if (onward.size() == 1) {
          List<Move> moves = new ArrayList<>();
          game.pending.forEach(m -> moves.add(m.move));
          moves.addAll(onward.get(0).moves());
          return Optional.of(new Explanation(moves, onward.get(0).after(), true));
        }
        ambiguous |= onward.size() > 1;
      }
      candidates = Explainer.allShortest(from, board, Explainer.MAX_DEPTH, dumpOrder);
      if (ambiguous
          && !candidates.isEmpty()
          && candidates.get(0).moves().size() > 2
          && gapDumpAt - gap.startedAt() >= LONG_OUTAGE_MILLIS
          && gap.log().isEmpty()
          && heldForLog(out)) {
        // Several readings of a move and reply with a piece in the hand, and the exact ones
        // longer, capturing that piece: Bh6 Bg7 with White's bishop taken up again (or Bf4 Bg7,
        // Be7 Bg7, ...) against Bh6 Bh8 Bg7 Bxg7 in a 43 s outage. The log tells; until it comes
        // the board is held, as for several readings in the hand alone. Only after a long
        // outage: in one of three seconds the longer reading is the likelier, and a log asked for
        // then was lost to the next outage (twic #3 link-trouble 2, Rb8 Bd6 with the rook up).
        game.heldAmbiguously = board;
        return Optional.empty();
      }
      if (candidates.isEmpty()) {
        // More moves than the search reaches (two outages, six moves): the board's log shows
        // them one by one. Ask for it, and wait.
        Optional<Explanation> read = readFromLogThenOn(from, board);
        if (read.isPresent()) {
          return read;
        }
        Optional<Explanation> onward = readOnFromHeldDump(from, board, at, out);
        if (onward.isPresent()) {
          return onward;
        }
        if (!ambiguous && gap.canAsk()) {
          gap.asked(now);
          out.requestLog();
        }
        if (!ambiguous && gap.awaiting(now)) {
          return Optional.empty();
        }
        // Several readings with a piece in hand (c4 dxc4 with the e2 bishop lifted, or Bc4 dxc4
        // with the c2 pawn lifted): wait for the board to show more rather than pick one.
        if (ambiguous) {
          game.heldAmbiguously = board;
          return Optional.empty();
        }
        return Explainer.explain(from, board, 2);
      }
    }
    Optional<Explanation> keptLonger = keepingLandedMoves(board, dumpOrder, candidates);
    if (keptLonger.isPresent()) {
      return exactOrHeld(from, board, keptLonger.get(), fills, out);
    }
    Optional<GapLog> log = gap.log();
    if (log.isPresent()
        && candidates.stream()
            .noneMatch(candidate -> log.get().fits(from, candidate.moves(), this::begunBeforeGap))) {
      // The board's log, come already, has none of the exact readings, and reads the gap itself
      // with the next move begun: Qxe4 Nxe4 with Black's rook and the b3 knight taken up for
      // Rxb3, not Rxc5 Nxc5 Qxe4 Nxe4, which leaves the same squares empty.
      Optional<Explanation> read = readFromLogThenOn(from, board);
      if (read.isPresent()) {
        return read;
      }
    }
    List<Explanation> consistent = new ArrayList<>();
    for (Explanation candidate : candidates) {
      if (liftsInOrder(from, candidate.moves())) {
        consistent.add(candidate);
      }
    }
    if (consistent.size() == 1) {
      return exactOrHeld(from, board, consistent.get(0), fills, out);
    }
    if (consistent.isEmpty() && candidates.size() == 1) {
      return exactOrHeld(from, board, candidates.get(0), fills, out);
    }
    List<Explanation> seen = bestSeen(from, board, consistent.isEmpty() ? candidates : consistent);
    if (seen.size() == 1) {
      return exactOrHeld(from, board, seen.get(0), fills, out);
    }
    if (!seen.isEmpty()) {
      candidates = seen; // the same moves in other orders: the order is the log's to say
    }
    // The board's own log keeps the order the link lost: ask for it, and wait for it.
    if (log.isPresent()) {
      List<Explanation> logged = new ArrayList<>();
      for (Explanation candidate : candidates) {
        if (log.get().fits(from, candidate.moves(), this::begunBeforeGap)) {
          logged.add(candidate);
        }
      }
      if (logged.isEmpty()) {
        // The order the log shows may be beyond the candidates' cap (Qb6 a5 Qb5 among eight
        // pieces that could go and come back): search again, the log choosing.
        logged =
            Explainer.allShortest(
                from, board, Explainer.MAX_DEPTH,
                moves -> log.get().fits(from, moves, this::begunBeforeGap));
      }
      if (logged.isEmpty()) {
        // None fits: the log may show a move and reply with a piece lifted again, which the
        // readings with one piece in the hand were too many to choose (Qd4 Qa6 with White's queen
        // taken up for Qb2, read as Qa3 Qb5 Qxa6 Qxa6).
        // Three moves deep at most: Kf1 Qb1+ Kf2, the queen lifted again, logged on b1 (read as
        // Ke1 Qf2+ Kxf2, which leaves the same squares empty).
        List<Explanation> holding =
            Explainer.withOneInHand(
                from,
                board,
                3,
                moves -> fills.test(moves) && fitsLogHolding(log.get(), from, moves, board));
        if (holding.size() == 1) {
          return Optional.of(takenFromLog(accountingForLog(log.get(), holding.get(0), from, board)));
        }
      }
      if (logged.size() > 1) {
        // Several orders fit: one whose moves touch every square the log changed is the one.
        List<Explanation> touching = new ArrayList<>(logged);
        touching.removeIf(candidate -> !log.get().touchesEveryChange(candidate.moves()));
        if (touching.size() == 1) {
          logged = touching;
        }
      }
      if (logged.size() == 1) {
        return Optional.of(takenFromLog(accountingForLog(log.get(), logged.get(0), from, board)));
      }
      Optional<Explanation> read = readFromLogThenOn(from, board);
      if (read.isPresent()) {
        return read;
      }
    } else {
      if (gap.canAsk()) {
        gap.asked(now);
        out.requestLog();
      }
      if (gap.awaiting(now)) {
        ordersHeldAt = lastChange;
        return Optional.empty();
      }
    }
    Optional<Explanation> queened = queenedUnseen(candidates);
    if (queened.isPresent()) {
      return exactOrHeld(from, board, queened.get(), fills, out);
    }
    Optional<Explanation> stepped = steppedOrPassed(from, candidates);
    if (stepped.isPresent()) {
      return exactOrHeld(from, board, stepped.get(), fills, out);
    }
    List<Explanation> seenFirst = seenLandingsFirst(from, candidates);
    if (seenFirst.size() == 1) {
      return exactOrHeld(from, board, seenFirst.get(0), fills, out);
    }
    if (from.equals(game.committed.position()) && readingBeforeKnock(board).isPresent()) {
      // The log ends on a piece taken off one square and set on another, no legal move: the
      // readings that move it there are none of the log's (Rd8 Qxg7 logged, then Black's queen
      // caught on f7 sliding from e7 to take on g7). The gap is read without it (see
      // readBeforeKnock), not left to an order no one saw.
      return Optional.empty();
    }
    if (ordersOnlyIfOne) {
      gap.awaitedAgain();
      if (logGarbled) {
        game.heldDumpReadings = List.copyOf(candidates);
        game.heldDumpGap = gap.startedAt();
      }
      return Optional.empty();
    }
    // The position is certain, the order is not: report it and go on from the position, with a
    // gap in the record rather than a guessed order.
    alert(
        out,
        at,
        "8.4",
        "ambiguous-missed-moves",
        recordPlies(),
        candidates.size()
            + " different move orders lead to the board after a gap in the connection; "
            + "the record continues from the position, the arbiter must say which was played",
        List.of());
    int plies = candidates.get(0).moves().size();
    retractAll(at, out);
    game.plyOffset = recordPlies() + plies;
    game.committed = Game.startingFrom(candidates.get(0).after());
    game.committedAt = at;
    game.presses.clear();
    game.afterGap = false;
    out.event(
        new GameEvent.PositionSet(
            at, game.plyOffset, candidates.get(0).after(), "moves missed in a link gap: order unknown"));
    return Optional.of(new Explanation(List.of(), candidates.get(0).after(), false));
  }

  /**
   * The gap's dump was held for its log with several readings that all lead to one position, and
   * the log was lost (garbled on the line); the board has since gone on beyond the search's reach
   * from before the gap, with the burst that queued behind the log. Where one way on from that
   * position explains it (up to three moves exactly, or two with one piece in the hand), the
   * first reading is taken, its moves completed unread (pressed unseen in the gap), each of its
   * plies that another reading has otherwise reported to the arbiter (8.4, naming the squares of
   * all of them), and the moves on made and completed by the burst's presses waiting for them:
   * Ne4 Nf5 d6 Nxd6 or Ne4 Nf7 d6 Nxd6 (or d6 first) in two outages, the log asked for garbled,
   * then Nexd6 Bxd6 in the burst (lichess #274 lt 65). Without this the burst's moves stacked on an
   * unread gap, and the record fell to a reading with pieces in the hand and an A.4.2 cascade.
   */
  private Optional<Explanation> readOnFromHeldDump(Position from, Board board, long at, Output out) {
    List<Explanation> held = game.heldDumpReadings;
    if (held.isEmpty()
        || game.heldDumpGap != gap.startedAt()
        || !game.pending.isEmpty()
        || !from.equals(game.committed.position())) {
      return Optional.empty();
    }
    Position reached = held.get(0).after();
    if (held.stream().anyMatch(reading -> !reading.after().board().equals(reached.board())
        || reading.after().sideToMove() != reached.sideToMove())) {
      return Optional.empty();
    }
    // One way on, exactly or with one piece in the hand: a reading with more in the hand is no
    // reading of a board the burst has carried further.
    List<Explanation> ways = Explainer.allShortest(reached, board, 3);
    if (ways.isEmpty()) {
      ways = Explainer.withOneInHand(reached, board, 2);
    }
    if (ways.size() != 1) {
      return Optional.empty();
    }
    Explanation onward = ways.get(0);
    game.heldDumpReadings = List.of();
    List<Move> chosen = held.get(0).moves();
    Position position = from;
    for (int i = 0; i < chosen.size(); i++) {
      Move move = chosen.get(i);
      Set<Square> squares = new java.util.LinkedHashSet<>();
      for (Explanation reading : held) {
        Move other = reading.moves().get(i);
        squares.add(other.from());
        squares.add(other.to());
      }
      if (squares.size() > 2) {
        alert(
            out,
            at,
            "8.4",
            "ambiguous-moves",
            recordPlies() + i,
            "the board cannot tell this move of a gap in the connection ("
                + held.size()
                + " readings lead to the position, the board's log was lost): "
                + San.format(position, move)
                + " is recorded, the arbiter should confirm",
            List.copyOf(squares));
      }
      position = position.playUnchecked(move);
    }
    // The gap's moves were pressed unseen in it; the moves on from it were pressed in the burst,
    // whose presses wait to complete them with their readings (not the clock's sync, which
    // would complete them unread and leave those presses to the moves after).
    makeAll(from, chosen, i -> at, out);
    for (int i = 0; i < chosen.size() && !game.ended; i++) {
      complete(Optional.empty(), at, out);
    }
    if (game.ended) {
      return Optional.of(new Explanation(List.of(), game.committed.position(), false));
    }
    makeAll(game.committed.position(), onward.moves(), i -> at, out);
    while (!game.pending.isEmpty()
        && !game.ended
        && !game.presses.isEmpty()
        && game.presses.peekFirst().player == game.pending.get(0).by
        && game.presses.peekFirst().readings != null) {
      Press press = game.presses.pollFirst();
      complete(recordedNow(press), press.at, out);
    }
    game.syncWithClock = false;
    List<Move> left = new ArrayList<>();
    game.pending.forEach(made -> left.add(made.move));
    return Optional.of(new Explanation(left, onward.after(), onward.inHand()));
  }

  /**
   * The readings of a gap differ only in what one pawn became, the new piece taken before anyone
   * saw it (f1=Q Rxf1 in an outage, the log keeping only f1's last landing, the rook's): the
   * position is the same whatever it was. The queen is recorded, as nearly every promotion is,
   * and the arbiter told (8.4, {@link #reportRival}) rather than the record cut by a position.
   */
  private static Optional<Explanation> queenedUnseen(List<Explanation> candidates) {
    Explanation queen = null;
    Explanation other = null;
    List<Move> first = candidates.get(0).moves();
    for (Explanation candidate : candidates) {
      List<Move> moves = candidate.moves();
      if (moves.size() != first.size() || candidate.inHand()) {
        return Optional.empty();
      }
      for (int i = 0; i < moves.size(); i++) {
        Move a = moves.get(i);
        Move b = first.get(i);
        boolean samePromotion =
            a.isPromotion() && b.isPromotion() && a.from() == b.from() && a.to() == b.to();
        if (!a.equals(b) && !samePromotion) {
          return Optional.empty();
        }
        if (a.promotion().equals(Optional.of(Role.QUEEN))) {
          queen = candidate;
        } else if (a.isPromotion()) {
          other = candidate;
        }
      }
    }
    return queen == null || other == null
        ? Optional.empty()
        : Optional.of(queen.withRival(other.moves()));
  }

  /**
   * {@code explained} with a pawn's double step taken en passant at once, from index {@code
   * from} on, its landing never seen, read as the single step and the capture there instead (g3
   * hxg3, not g4 hxg3 e.p., the pawn taken up before the scan saw it land): both leave the same
   * board, and the single step is the commoner. The capture on the square stepped to raises the
   * doubt when completed (8.4, {@link #doubleStepDoubt}), naming the double step.
   */
  private List<Move> singleStepsFirst(List<Move> explained, int from) {
    Position start = game.committed.position();
    List<Move> moves =
        singleStepReading(start, explained, from, (square, pawn) -> !game.placements.on(square, pawn, game.committedAt));
    if (moves != explained && game.loggedThrough != null && game.loggedThrough.equals(playedFrom(start, explained))) {
      return explained; // the board's log chose it: it has the double step's landing (twic #381 lt 1)
    }
    return moves;
  }

  /**
   * {@code moves} from {@code position} with each pawn's double step taken en passant at once
   * (from index {@code from} on, where {@code unseen} says its landing was not seen) replaced by
   * the single step and the capture on the square stepped to, where that leaves the same board;
   * {@code moves} itself where none is.
   */
  private static List<Move> singleStepReading(
      Position position, List<Move> moves, int from, java.util.function.BiPredicate<Square, Piece> unseen) {
    List<Move> read = moves;
    for (int i = 0; i + 1 < read.size(); i++) {
      Move step = read.get(i);
      Move capture = read.get(i + 1);
      Piece pawn = position.board().pieceAt(step.from()).orElse(null);
      Square passed = passedSquare(step).orElse(null);
      if (i >= from
          && capture.isEnPassant()
          && pawn != null
          && pawn.role() == Role.PAWN
          && passed == capture.to()
          && unseen.test(step.to(), pawn)) {
        Move single = legalMove(position, step.from(), passed).orElse(null);
        Position stepped = single == null ? null : position.playUnchecked(single);
        Move taking = stepped == null ? null : legalMove(stepped, capture.from(), capture.to()).orElse(null);
        if (taking != null
            && stepped.playUnchecked(taking).board().equals(
                position.playUnchecked(step).playUnchecked(capture).board())) {
          read = new ArrayList<>(read);
          read.set(i, single);
          read.set(i + 1, taking);
        }
      }
      position = position.playUnchecked(read.get(i));
    }
    return read;
  }

  private static Position playedFrom(Position position, List<Move> moves) {
    for (Move move : moves) {
      position = position.playUnchecked(move);
    }
    return position;
  }

  /**
   * The two readings of a gap differ only in a pawn's step and its capture: one square and the
   * capture there, or two and the capture en passant on the square passed (d7-d6 exd6 or d7-d5
   * exd6 e.p.), which leave the same board. The single step is recorded, as for a step taken at
   * once within a scan, and the arbiter told (8.4, {@link #reportRival}) rather than the record
   * cut by a position.
   */
  private static Optional<Explanation> steppedOrPassed(Position from, List<Explanation> candidates) {
    if (candidates.size() != 2) {
      return Optional.empty();
    }
    Explanation a = candidates.get(0);
    Explanation b = candidates.get(1);
    if (a.inHand() || b.inHand()) {
      return Optional.empty();
    }
    if (singleStepReading(from, b.moves(), 0, (square, pawn) -> true).equals(a.moves())) {
      return Optional.of(a.withRival(b.moves()));
    }
    if (singleStepReading(from, a.moves(), 0, (square, pawn) -> true).equals(b.moves())) {
      return Optional.of(b.withRival(a.moves()));
    }
    return Optional.empty();
  }

  /**
   * {@code board} is a castling made king first, its rook still on its square: from {@code from}
   * or a move on, some castling leaves the board but for its rook, not yet moved across.
   */
  private static boolean castlingHalfMade(Position from, Board board) {
    List<Position> starts = new ArrayList<>();
    starts.add(from);
    for (Move move : from.legalMoves()) {
      starts.add(from.playUnchecked(move));
    }
    for (Position start : starts) {
      for (Move move : start.legalMoves()) {
        if (!move.isCastling()
            || move.to() == move.kingTarget()
            || move.rookTarget().orElseThrow() == move.to()) {
          continue; // (Chess960: a castling whose rook stays, or stands where the king goes)
        }
        Board castled = start.playUnchecked(move).board();
        Square rookTarget = move.rookTarget().orElseThrow();
        Piece rook = castled.pieceAt(rookTarget).orElseThrow();
        if (castled.without(rookTarget).with(move.to(), rook).equals(board)) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * A gap that runs on from one whose log the line lost (two outages in a row, the log asked for
   * after the first cut by the second) is read from before the first, and its shortest reading
   * can skip what the line showed between them: Kg1 Qd4 Kg2 Qd5 Kxg3 Kh7 read as Kxg3 Kh7,
   * though the first outage's dump had the queen on d4 and Kg2 was heard landing after it. A
   * reading that does not pass through those boards (with at most two pieces in the hand, as for
   * the dump of one gap) is not taken while the board's log, asked for again (it covers both
   * outages), can be read move by move instead ({@link #readFromLog}); where it cannot, the
   * reading stands.
   */
  private Optional<Explanation> explainAfterRunOnGap(
      Position from, Board board, long at, Output out) {
    Optional<Explanation> reading = explainAfterGap(from, board, at, out);
    if (boardsBetweenGaps.isEmpty()
        || reading.isEmpty()
        || reading.get().moves().isEmpty()
        || movesReadInGap() < 0
        || passesThroughBoardsBetweenGaps(reading.get().moves())) {
      return reading;
    }
    Optional<Explanation> read = readFromLog(from, board, this::passesThroughBoardsBetweenGaps);
    if (read.isPresent()) {
      return read;
    }
    if (gap.canAsk()) {
      gap.asked(now);
      out.requestLog();
    }
    return gap.awaiting(now) ? Optional.empty() : reading;
  }

  /**
   * The moves since the gap began (those of the record, then {@code moves} on from it) pass, in
   * order, through positions showing each of {@link #boardsBetweenGaps}, with at most two pieces
   * in the hand.
   */
  private boolean passesThroughBoardsBetweenGaps(List<Move> moves) {
    List<Move> record = game.committed.moves();
    List<Move> all = new ArrayList<>(record.subList(game.beforeGap.plyCount(), record.size()));
    all.addAll(moves);
    Position position = game.beforeGap.position();
    int shown = 0;
    for (int i = 0; ; i++) {
      while (shown < boardsBetweenGaps.size()
          && showsWithPiecesInHand(position.board(), boardsBetweenGaps.get(shown), 2)) {
        shown++;
      }
      if (shown == boardsBetweenGaps.size()) {
        return true;
      }
      if (i == all.size()) {
        return false;
      }
      position = position.playUnchecked(all.get(i));
    }
  }

  /**
   * Of several readings of a gap, those with the moves whose landings the board showed before the
   * line went down, where other readings have other moves: f7-f6 seen on f6 before the gap, then
   * exf6 Nxf6 in it, is not f7-f5 exf6 e.p. Nxf6, which leaves the same board. Landings say
   * nothing of the order of the same moves: all orders of the moves kept are kept. Empty where
   * the landings seen leave more than one set of moves.
   */
  private List<Explanation> bestSeen(Position from, Board board, List<Explanation> readings) {
    Map<Set<Move>, Integer> fitOfMoves = new HashMap<>();
    for (Explanation reading : readings) {
      fitOfMoves.merge(new HashSet<>(reading.moves()), landingsSeenBeforeGap(from, reading), Math::max);
    }
    int best = fitOfMoves.values().stream().max(Integer::compare).orElse(0);
    List<Set<Move>> bestMoves = new ArrayList<>();
    fitOfMoves.forEach((moves, fit) -> {
      if (fit == best) {
        bestMoves.add(moves);
      }
    });
    if (bestMoves.size() != 1) {
      return List.of();
    }
    List<Explanation> kept = new ArrayList<>();
    for (Explanation reading : readings) {
      if (new HashSet<>(reading.moves()).equals(bestMoves.get(0))) {
        kept.add(reading);
      }
    }
    return kept;
  }

  /**
   * Of the same moves in several orders, the log silent on them, those that put first the moves
   * the board showed landing before the line went down: a move before such a landing was made
   * while the line was up, and its own landing would have been heard too (Nf3-g1 landing heard,
   * f3's emptying lost, then Kb6 Kc4 in the gap: Ng1 Kb6 Kc4, not Kc4 Kb6 Ng1).
   */
  private List<Explanation> seenLandingsFirst(Position from, List<Explanation> readings) {
    List<Explanation> kept = new ArrayList<>();
    for (Explanation reading : readings) {
      boolean unseenBefore = false;
      boolean seenAfterUnseen = false;
      Position position = from;
      for (Move move : reading.moves()) {
        position = position.playUnchecked(move);
        boolean seen = landingSeenBeforeGap(position, move);
        seenAfterUnseen |= seen && unseenBefore;
        unseenBefore |= !seen;
      }
      if (!seenAfterUnseen) {
        kept.add(reading);
      }
    }
    return kept;
  }

  /**
   * How many of the reading's moves the board showed landing after the record's last move and
   * before the gap.
   */
  private int landingsSeenBeforeGap(Position from, Explanation reading) {
    int seen = 0;
    Position position = from;
    for (Move move : reading.moves()) {
      position = position.playUnchecked(move);
      if (landingSeenBeforeGap(position, move)) {
        seen++;
      }
    }
    return seen;
  }

  /**
   * The board showed {@code move} (which leads to {@code after}) land after the record's last
   * move and before the gap.
   */
  private boolean landingSeenBeforeGap(Position after, Move move) {
    Square target = landing(move);
    Piece piece = after.board().pieceAt(target).orElse(null);
    for (Placements.Placement placed : game.placements) {
      if (placed.square() == target
          && placed.piece() == piece
          && placed.at() > game.committedAt
          && placed.at() <= gap.startedAt()) {
        return true;
      }
    }
    return false;
  }

  /**
   * The gap's moves as the board's log shows them ({@link GapLog#movesFrom}), after the moves
   * made before it (as many of them as the log leaves out: their landings were heard live), where
   * it shows one reading that ends on {@code board}.
   */
  private Optional<Explanation> readFromLog(Position from, Board board) {
    return readFromLog(from, board, moves -> true);
  }

  /**
   * The gap read from the board's log, taken: to {@code board}, or, where the log came so late
   * that the players have gone on (its transfer holds the line for seconds: Qxe4 Nxe4 in the gap,
   * then Rxb3 and gxh4 queued behind the log), to the board the gap's dump showed and on from there
   * by the moves since, up to two, where only one way leads on. Otherwise the shortest exact
   * reading of the whole (Rxc5 Nxc5 Qxe4 Nxe4) would be taken for what the log says.
   */
  private Optional<Explanation> readFromLogThenOn(Position from, Board board) {
    Optional<Explanation> read = readFromLog(from, board);
    if (read.isPresent()) {
      return Optional.of(takenFromLog(read.get()));
    }
    if (gapDumpBoard.equals(board)) {
      return Optional.empty();
    }
    read = readFromLog(from, gapDumpBoard);
    if (read.isEmpty()) {
      return Optional.empty();
    }
    List<Explanation> since = Explainer.allShortest(read.get().after(), board, 2);
    if (since.isEmpty()) {
      since = Explainer.withOneInHand(read.get().after(), board, 2);
    }
    if (since.size() != 1) {
      return Optional.empty();
    }
    takenFromLog(read.get());
    List<Move> moves = new ArrayList<>(read.get().moves());
    moves.addAll(since.get(0).moves());
    return Optional.of(new Explanation(moves, since.get(0).after(), since.get(0).inHand()));
  }

  /** As {@link #readFromLog(Position, Board)}, of the readings (all their moves) {@code kept}. */
  private Optional<Explanation> readFromLog(
      Position from, Board board, java.util.function.Predicate<List<Move>> kept) {
    return readFromLog(gap.log(), from, board, kept);
  }

  /** As above, from {@code log} (the board's, or part of it). */
  private Optional<Explanation> readFromLog(
      Optional<GapLog> log, Position from, Board board, java.util.function.Predicate<List<Move>> kept) {
    if (log.isEmpty()) {
      return Optional.empty();
    }
    for (int live = game.pending.size(); live >= 0; live--) {
      Position start = from;
      List<Move> moves = new ArrayList<>();
      for (Made made : game.pending.subList(0, live)) {
        moves.add(made.move);
        start = start.playUnchecked(made.move);
      }
      List<List<Move>> readings = new ArrayList<>(log.get().movesFrom(start, board));
      readings.removeIf(
          reading -> {
            List<Move> all = new ArrayList<>(moves);
            all.addAll(reading);
            return !kept.test(all);
          });
      if (readings.size() > 1) {
        // Of several, the one whose moves touch every square the log changed: Re1 Ba8 Re3 Bc6
        // Re2 Ba8 in two outages reads so, and also as Re1 Ba8 Re2 (its last board is the same),
        // which never touches e3.
        List<List<Move>> touching = new ArrayList<>(readings);
        touching.removeIf(reading -> !log.get().touchesEveryChange(reading));
        if (touching.size() != 1) {
          return Optional.empty();
        }
        readings = touching;
      }
      if (readings.size() == 1) {
        Position after = start;
        for (Move move : readings.get(0)) {
          moves.add(move);
          after = after.playUnchecked(move);
        }
        Explanation read = new Explanation(moves, after, !after.board().equals(board));
        // Lifted since: the move after the log begun (the next mover's piece, or it and the
        // piece it takes); or anything but the last move's piece where the reading leaves the
        // log's own last board (Nd5 Ke6 Nc7+ logged, the white king lifted since for the result
        // gesture: the log's moves stand; tata #72 lt 78). The last piece lifted from its landing
        // may be going on: its stop is not known yet.
        Square lastLanding = moves.isEmpty() ? null : landing(moves.get(moves.size() - 1));
        boolean logsOwn =
            lastLanding != null
                && after.board().equals(log.get().lastBoard())
                && board.pieceAt(lastLanding).equals(after.board().pieceAt(lastLanding));
        if (read.inHand()
            && !read.nextMoveBegun(board)
            && !GapLog.castlingBegun(after, board)
            && !logsOwn) {
          return Optional.empty();
        }
        return Optional.of(read);
      }
    }
    return Optional.empty();
  }

  /**
   * A gap's board that nothing explains, whose log, asked for then, ends on a piece knocked aside
   * (taken off one square and put on an empty one, no reading's move: White's h4 pawn pushed to
   * g5 while Black's rook is in the hand after Rd8 Kc3): the log without the knock is read move
   * by move on the board with the knocked piece put back. Where one reading leaves that board and
   * none of its moves touches the knock's squares, its moves are made: the knock stays on the
   * board, a displacement (7.4) of the record as the gap leaves it, not of the record before the
   * gap with the gap's moves counted among the displaced pieces.
   */
  private void readBeforeKnock(Board board, long at, Output out) {
    if (!game.afterGap || game.illegal != null) {
      return;
    }
    Optional<Explanation> read = readingBeforeKnock(board);
    if (read.isEmpty()) {
      return;
    }
    reconcile(takenFromLog(read.get()).moves(), at, true, out);
    syncWithClock(at, out);
    game.afterGap = false;
  }

  /**
   * The reading {@link #readBeforeKnock} takes: of the log without its trailing knock, on the
   * board with the knocked piece put back, where the piece's two squares are no legal move.
   */
  private Optional<Explanation> readingBeforeKnock(Board board) {
    Optional<GapLog> log = gap.log();
    Optional<GapLog.Knock> knock = log.flatMap(GapLog::trailingKnock);
    if (knock.isEmpty()
        || board.pieceAt(knock.get().from()).isPresent()
        || !board.pieceAt(knock.get().to()).equals(Optional.of(knock.get().piece()))) {
      return Optional.empty();
    }
    GapLog.Knock k = knock.get();
    Board putBack = board.without(k.to()).with(k.from(), k.piece());
    long knocked = k.from().bit() | k.to().bit();
    Position from = game.committed.position();
    java.util.function.Predicate<List<Move>> clear =
        moves -> moves.stream().noneMatch(move -> (touchedBy(move) & knocked) != 0);
    Optional<Explanation> read = readFromLog(Optional.of(k.before()), from, putBack, clear);
    if (read.isEmpty()) {
      // A move and reply with the next mover's piece lifted again, as the log shows it.
      List<Explanation> holding =
          Explainer.withOneInHand(
              from,
              putBack,
              2,
              moves ->
                  clear.test(moves)
                      && fillsEmptiedSquares(from, moves, game.committedAt)
                      && fitsLogHolding(k.before(), from, moves, putBack));
      if (holding.size() == 1) {
        read = Optional.of(holding.get(0));
      }
    }
    if (read.isEmpty()
        || read.get().moves().isEmpty()
        || game.legalMoves(read.get().after()).stream()
            .anyMatch(move -> move.from() == k.from() && move.to() == k.to())) {
      // A move's two halves, not a knock: the next move, for the board to show.
      return Optional.empty();
    }
    return read;
  }

  /** The squares {@code move} leaves, lands on, passes over or captures on. */
  private static long touchedBy(Move move) {
    long touched = move.from().bit() | move.to().bit();
    if (move.isCastling()) {
      return touched | move.kingTarget().bit() | move.rookTarget().orElseThrow().bit();
    }
    touched |= Attacks.between(move.from().index(), move.to().index());
    if (move.isEnPassant()) {
      touched |= Square.of(move.to().file(), move.from().rank()).bit();
    }
    return touched;
  }

  /**
   * A press soon after a gap, on a board that shows no move of the presser's: the gap's reading
   * was one move short. A piece that moved twice in it (Rae8, Re4, then Re8-f8 as the line came
   * back) leaves the board of a shorter reading (Raf8 Re4), which the clock's hidden presses fit
   * as well; the press says the presser moved last. The gap is read again with one move more,
   * ending on the presser's: where one reading does so (the board's log choosing among several,
   * asked for and waited for once), the record from the gap on is replaced (a restored position
   * whose discarded moves are the first reading) and the press completes the last move. False
   * where nothing changes: the press is then judged as it stands.
   */
  private boolean rereadGap(Press press, Board board, Output out) {
    // Later, on a board unchanged since the gap's dump, only the log can tell the press's move
    // from a press without one (Ke7 Ra7 in a 10 s outage, Ke7-f8 set down before the dump read
    // Kf8 Ra7, Black's press 2.7 s after it: Ke7 Ra7 Kf8, where the log shows the king on e7).
    boolean late = !mayRereadGap(press.at, GAP_REREAD_MILLIS);
    if (late
        && !(mayRereadGap(press.at, GAP_REREAD_LOGGED_MILLIS)
            && lastChange <= gapDumpAt
            && (gap.log().isPresent() || gap.canAsk()))) {
      return false;
    }
    int read = movesReadInGap();
    if (read <= 0) {
      return false;
    }
    Position from = game.beforeGap.position();
    long since = game.beforeGapAt;
    List<Explanation> readings =
        gapReadings(from, board, read + 1, moves -> fillsEmptiedSquares(from, moves, since));
    readings.removeIf(reading -> reading.after().sideToMove() == press.player);
    if (late && readings.isEmpty()) {
      return false;
    }
    if (!readings.isEmpty()) {
      // One reading is asked of the log too: the press may as well be one without a move (f4
      // Kd6 read from a gap, then White's press: f3 Kd6 f4 is the one longer reading, and the
      // log shows one pawn landing, on f4: the press was a 7.8.1).
      Optional<GapLog> log = gap.log();
      if (log.isEmpty() && gap.canAsk()) {
        gap.asked(now);
        out.requestLog();
        game.presses.addFirst(press); // judged again when the log has come (or was given up on)
        return true;
      }
      if (log.isPresent()) {
        // Asked for after the press, the log may have the opponent's reply begun since.
        List<GapLog> logs = log.get().withoutTrailingMovesOf(press.player.opposite());
        readings.removeIf(
            reading ->
                logs.stream()
                    .noneMatch(l -> l.fits(from, reading.moves(), this::begunBeforeGap)));
        if (readings.size() > 1) {
          // Several fit; the log read move by move has the piece stop where it stood while the
          // opponent moved (Qf1+ Kb2 Qf5 logged f5 f4 f3 f2 f1, c1 b2, f2 f3 f4 f5: not Qf4).
          List<List<Move>> stops = log.get().movesFrom(from, board);
          List<Explanation> stopped = new ArrayList<>(readings);
          stopped.removeIf(reading -> !stops.contains(reading.moves()));
          if (stopped.size() == 1) {
            readings = stopped;
          }
        }
      }
    }
    game.gapReread = true;
    if (readings.size() != 1 || (late && gap.log().isEmpty())) {
      return false;
    }
    List<Move> reread = readings.get(0).moves();
    takeGapReading(reread, reread.size() - 1, press.at, out);
    if (!game.ended) {
      complete(recordedNow(press), press.at, out);
    }
    return true;
  }

  /**
   * The board soon after a gap's dump shows what no legal move explains from the gap's reading:
   * the dump caught a piece mid-way (Black's bishop sliding g7-f6-e5-d4 to take the queen, seen
   * on f6: Qf6 Qxf6 Bxf6 read, then the bishop "moving on" to d4 with White to move). Read from
   * before the gap to this board, with as many moves, one way only, the gap is that (Qd4 Qxd4
   * Bxd4): the record from the gap on is replaced, the moves completed before completed again
   * (without readings: their presses were unseen), the rest made.
   */
  private boolean rereadGapOnward(Board board, long at, Output out) {
    if (!mayRereadGap(at, GAP_ONWARD_MILLIS)) {
      return false;
    }
    int read = movesReadInGap();
    if (read <= 0 || !lastMovedPieceWentOn(board)) {
      return false;
    }
    int completed = read - game.pending.size();
    Position from = game.beforeGap.position();
    long since = game.beforeGapAt;
    List<Explanation> readings =
        gapReadings(from, board, read, moves -> fillsEmptiedSquares(from, moves, since));
    if (readings.size() > 1) {
      readings = inLoggedOrder(readings);
    }
    if (readings.size() != 1) {
      return false; // a press may still re-read the gap (rereadGap)
    }
    Optional<Made> pressedOn = game.pending.isEmpty() ? lastCompleted() : Optional.empty();
    Game wasRead = game.committed;
    takeGapReading(readings.get(0).moves(), completed, at, out);
    pressedOn.ifPresent(made -> holdWentOn(made, wasRead));
    return true;
  }

  /** The last completed move as made, or none before the first. */
  private Optional<Made> lastCompleted() {
    Game record = game.committed;
    int n = record.plyCount();
    if (n < 1) {
      return Optional.empty();
    }
    Position before = record.atPly(n - 1).position();
    Move move = record.lastMove().orElseThrow();
    return Optional.of(
        new Made(move, San.format(before, move), recordPlies(), game.committedAt,
            before.sideToMove(), before.playUnchecked(move)));
  }

  /**
   * The gap's last move was pressed by the time of its dump, and its piece went on from the
   * landing the dump showed: read again as gone on ({@link #rereadGapOnward}), but a knock after
   * the press may move a piece on as well. Where it goes back before the reply, it was one
   * ({@link #changeAfterPressPutBack}).
   */
  private void holdWentOn(Made pressedOn, Game wasRead) {
    Optional<Made> wentOn = lastCompleted();
    if (wentOn.isEmpty() || !game.pending.isEmpty()) {
      return;
    }
    Move first = pressedOn.move;
    Move then = wentOn.get().move;
    List<Move> moves = game.committed.moves();
    List<Move> read = wasRead.moves();
    if (wentOn.get().ply == pressedOn.ply
        && moves.size() == read.size()
        && moves.subList(0, moves.size() - 1).equals(read.subList(0, read.size() - 1))
        && first.from() == then.from()
        && first.to() != then.to()
        && !first.isCastling()
        && !then.isCastling()) {
      Made completed = wentOn.get();
      game.heldChange =
          new HeldChange(pressedOn, new Made(then, completed.san, completed.ply,
              Math.max(completed.at, changedAt[landing(then).index()]), completed.by,
              completed.after), NEVER);
    }
  }

  /**
   * Of several orders of a gap read again because its last moved piece went on, the one the gap's
   * reading had, where the board's log chose that order (Ne5 Bxe4 Bc8-d7 read from the log, the
   * dump having caught the bishop on d7 on its way to h3: Ne5 Bxe4 Bh3, not Bh3 Bxe4 Ne5). The log
   * showed the moves' lifts and landings in that order; the piece going on from its landing
   * changes where its move ended, not when it began. Without that, the moves stand on the board
   * for seconds before the press re-reads them, and a false 7.4 is raised meanwhile.
   */
  private List<Explanation> inLoggedOrder(List<Explanation> readings) {
    if (game.loggedThrough == null || !game.loggedThrough.equals(tentative())) {
      return readings;
    }
    List<Move> read = movesSinceGap();
    int last = read.size() - 1;
    List<Explanation> kept = new ArrayList<>(readings);
    kept.removeIf(
        reading -> {
          List<Move> moves = reading.moves();
          return moves.size() != read.size()
              || !moves.subList(0, last).equals(read.subList(0, last))
              || moves.get(last).from() != read.get(last).from();
        });
    return kept.size() == 1 ? kept : readings;
  }

  /**
   * The board soon after a gap's dump shows what no legal move explains from the gap's reading:
   * the reading was short (Qh5 Ke7 f6 Ke6 read as f6 Ke6 Qh5, the king's two steps one, Qh5 left
   * waiting for its press; then Bh3 lands beside it). Read from before the gap with one or two
   * moves more, keeping only readings whose moves landing after the dump (their piece not on its
   * square in the dump, on it now) come last, and whose last move is the running clock's
   * player's (or pressed since): where one reading is the shortest, the record from the gap on
   * is replaced, its moves completed but the last, which waits for its press.
   */
  private boolean rereadGapLonger(Board board, long at, Output out) {
    if (!mayRereadGap(at, GAP_ONWARD_MILLIS) || lastRunning.isEmpty()) {
      return false;
    }
    int read = movesReadInGap();
    if (read <= 0 || !readingLandingsStand(read, board)) {
      return false;
    }
    Optional<List<Move>> longer = longerReadingEndingOnTheRunner(read, board, at);
    longer.ifPresent(moves -> takeGapReading(moves, moves.size() - 1, at, out));
    return longer.isPresent();
  }

  /**
   * The one shortest reading from before the gap, a move or two longer than the {@code read}
   * moves, that ends on the running clock's player's move (see {@link
   * #readingsEndingOnTheRunner}); none where the shortest are several.
   */
  private Optional<List<Move>> longerReadingEndingOnTheRunner(int read, Board board, long at) {
    for (int length = read + 1; length <= read + 2; length++) {
      List<Explanation> readings = readingsEndingOnTheRunner(board, length, at);
      if (!readings.isEmpty()) {
        return readings.size() == 1 ? Optional.of(readings.get(0).moves()) : Optional.empty();
      }
    }
    return Optional.empty();
  }

  /**
   * Both players pressed in the gap (the clock said so) and its reading has one move, and the
   * board since shows what no legal move explains from it: the reading was short, whatever the
   * landings it has stood (Nd4-f5 Bxf5 in a 4 s outage, the bishop taken off f5 by White's hand
   * as the dump came, read Nxe6 with the knight held; exf5 set down 5 s later). As {@link
   * #rereadGapLonger}, up to {@link #GAP_DEEPER_MILLIS} after the dump (twic #366 all 64).
   */
  private boolean rereadGapToPresses(Board board, long at, Output out) {
    if (!gapReadShortOfPresses() || !mayRereadGap(at, GAP_DEEPER_MILLIS) || lastRunning.isEmpty()) {
      return false;
    }
    Optional<List<Move>> longer = longerReadingEndingOnTheRunner(movesReadInGap(), board, at);
    if (longer.isEmpty()) {
      return false;
    }
    game.pressedInGap = NEVER; // read once
    takeGapReading(longer.get(), longer.get().size() - 1, at, out);
    return true;
  }

  /**
   * The gap was read with its last move set down after the dump ({@code dumpOrder}: the piece in
   * the hand as the dump came), not pressed, and that piece has since gone on to one other square
   * with nothing else changed: the player took up the piece their gap move had put down, set it
   * back, and made their next move with it. Read from before the gap with as many moves, the
   * piece's gap move landing where it was set back and its next move last, one way only, the gap
   * is that (Bf6-g5 Rxc5 in a 3 s outage, Black's bishop taken up again as the dump came and set
   * back on g5 six seconds later, then Bg5-e3: not Bh4 Rxc5 Bh4-g5, with Be3 displaced; lichess
   * #342 all 81). The moves completed before are completed again, the last waits for its press.
   */
  private boolean rereadGapSetBack(Board board, long at, Output out) {
    if (!mayRereadGap(at, GAP_DEEPER_MILLIS) || game.pending.size() != 1) {
      return false;
    }
    int read = movesReadInGap();
    Made last = game.pending.get(0);
    Square setBack = landing(last.move);
    Piece piece = last.after.board().pieceAt(setBack).orElse(null);
    if (read < 2
        || piece == null
        || last.move.isCastling()
        || last.move.isPromotion()
        || !game.placements.on(setBack, piece, gapDumpAt)
        || board.pieceAt(setBack).isPresent()) {
      return false;
    }
    long changed = Explainer.changedSquares(last.after.board(), board) & ~setBack.bit();
    if (Long.bitCount(changed) != 1) {
      return false;
    }
    Square onward = Square.ofIndex(Long.numberOfTrailingZeros(changed));
    long wentOn = changedAt[onward.index()];
    if (board.pieceAt(onward).orElse(null) != piece
        || game.presses.stream().anyMatch(p -> p.player != piece.color() || p.at < wentOn)) {
      return false; // a press since is the one for the move on
    }
    Position from = game.beforeGap.position();
    long since = game.beforeGapAt;
    List<Explanation> readings =
        gapReadings(
            from,
            board,
            read,
            moves ->
                fillsEmptiedSquares(from, moves, since)
                    && moves.get(moves.size() - 1).from() == setBack
                    && moves.get(moves.size() - 1).to() == onward);
    if (readings.size() != 1) {
      return false;
    }
    retakeGapReading(readings.get(0).moves(), at, out);
    return true;
  }

  /**
   * The board soon after a gap's dump shows what no legal move explains from the gap's reading,
   * and from before the gap as many moves in another order explain it exactly: the dump caught a
   * capture under way, its two pieces in the hand (Rc8 Bg5 Nf5 in a 3 s outage, White's d4
   * knight lifted to take on f5 and the f5 knight taken off: read Rc8 Nf5 Nxf5 Bg5 with one piece
   * in the hand; then Nxf5 set down, and Black's Bxf5 after it were illegal moves). Kept only
   * where the moves set down after the dump come last and the last is the running clock's
   * player's (or pressed since), one reading only: the record from the gap on is replaced, its
   * moves completed but the last, which waits for its press.
   */
  private boolean rereadGapReordered(Board board, long at, Output out) {
    if (!mayRereadGap(at, GAP_ONWARD_MILLIS) || lastRunning.isEmpty()) {
      return false;
    }
    int read = movesReadInGap();
    if (read < 2) {
      return false;
    }
    List<Explanation> readings = readingsEndingOnTheRunner(board, read, at);
    readings.removeIf(Explanation::inHand);
    if (readings.size() > 1) {
      readings = closestToReading(readings, read);
    }
    if (readings.size() != 1) {
      return false;
    }
    takeGapReading(readings.get(0).moves(), read - 1, at, out);
    return true;
  }

  /**
   * The board soon after a gap's dump shows what no legal move explains from the gap's reading,
   * and from before the gap fewer moves explain it exactly: the dump caught a piece in the hand,
   * and the reading made it captured (Rd3 Rc7 in an outage, the d3 rook lifted to take on b3 as
   * the dump came: read Rd7 Rb7 Rc7 Rxc7, exact; then the rook set down on b3). Only where a
   * piece the reading captured is back on the board (a king gone e3-e2 and back is no such), up
   * to {@link #GAP_DEEPER_MILLIS} after the dump (the piece may be held for seconds: Bb5 Bf7 read
   * as Be6 Be8 Bf7 Bxf7, the b5 bishop set back down 4 s later). The reading taken, one only,
   * replaces the record from the gap on: its moves completed, but a last one of the running
   * clock's player's, which waits for its press.
   */
  private boolean rereadGapShorter(Board board, long at, Output out) {
    if (!mayRereadGap(at, GAP_DEEPER_MILLIS) || lastRunning.isEmpty()) {
      return false;
    }
    int read = movesReadInGap();
    if (read < 2 || !capturedPieceBack(board)) {
      return false;
    }
    // The piece back is the running player's move under way, set down last (Rc6-e6 Re4 Rd6, the
    // rook caught in the hand on its way to d6)...
    int strictLength = read;
    List<Explanation> strict = List.of();
    for (int length = 1; length < read && strict.isEmpty(); length++) {
      strict = readingsEndingOnTheRunner(board, length, at);
      strict.removeIf(Explanation::inHand);
      strictLength = length;
    }
    if (strict.size() == 1) {
      // ... but where set down a scan or more after the dump, the piece may as well have been
      // lifted and put back where its move in the gap had put it: the shorter reading, where one
      // (Rh6 Ke5 in an outage, the h6 rook lifted as the dump came and set back on h6 a second
      // later: not Rh8 Ke5 Rh6; lichess #402 all 20).
      Optional<Explanation> shorter =
          at - gapDumpAt <= SCAN_SKEW_MILLIS
              ? Optional.empty()
              : shortestGapReading(board, strictLength);
      if (shorter.isPresent()) {
        takeShorterGapReading(shorter.get(), at, out);
      } else {
        takeGapReading(strict.get(0).moves(), strictLength - 1, at, out);
      }
      return true;
    }
    if (at - gapDumpAt <= GAP_ONWARD_MILLIS) {
      if (strict.size() > 1) {
        // Several readings as short explain the board exactly, which one unknown (Qa1+ Kd2
        // Qxa5+ in an outage, or Qa3 or Qa4 for the first, the queen caught in the hand): the
        // board is explained, nothing displaced (no 7.4 for the queen back on a5); the next
        // press reads the gap again (rereadGap), with the board's log where it can be had.
        game.heldAmbiguously = board;
        game.disturbedSince = NEVER;
        return true;
      }
      return false; // set down as the dump came: the move under way, its stop unknown (see below)
    }
    // ... or, where that is not one reading, a piece the dump caught in the hand, held for
    // seconds and set back where its move in the gap had put it, in fewer moves (Bb5 Bf7, the b5
    // bishop lifted as the dump came and put back 4 s later, not d7-X Bf7 X-b5 for three squares
    // X; Rc6-e6 Re4 with the rook set on d6 a moment after the dump is Rd6 under way, not Rd6
    // Re4): all the moves pressed, or the runner's last not yet.
    Optional<Explanation> reading = shortestGapReading(board, strictLength);
    reading.ifPresent(taken -> takeShorterGapReading(taken, at, out));
    return reading.isPresent();
  }

  /**
   * The one shortest reading of {@code board} from before the gap in fewer than {@code limit} moves,
   * in any order, nothing in the hand, the moves set down after the dump last where several;
   * empty where there is none or several.
   */
  private Optional<Explanation> shortestGapReading(Board board, int limit) {
    Position from = game.beforeGap.position();
    long since = game.beforeGapAt;
    for (int length = 1; length < limit; length++) {
      List<Explanation> readings =
          gapReadings(from, board, length, moves -> fillsEmptiedSquares(from, moves, since));
      readings.removeIf(Explanation::inHand);
      if (readings.size() > 1) {
        readings.removeIf(reading -> !landedAfterDumpLast(from, reading.moves()));
      }
      if (readings.size() > 1) {
        return Optional.empty();
      }
      if (readings.size() == 1) {
        return Optional.of(readings.get(0));
      }
    }
    return Optional.empty();
  }

  /** A shorter reading taken: all its moves pressed, or the running player's last not yet. */
  private void takeShorterGapReading(Explanation reading, long at, Output out) {
    boolean lastPressed = reading.after().sideToMove() == lastRunning.orElseThrow();
    int length = reading.moves().size();
    takeGapReading(reading.moves(), lastPressed ? length : length - 1, at, out);
  }



  /** {@code board} has more pieces of a kind than the record's position: a captured one is back. */
  private boolean capturedPieceBack(Board board) {
    Board recorded = tentative().board();
    for (Color color : Color.values()) {
      for (Role role : Role.values()) {
        long kind = board.byColor(color) & board.byRole(role);
        if (Long.bitCount(kind) > Long.bitCount(recorded.byColor(color) & recorded.byRole(role))) {
          return true;
        }
      }
    }
    return false;
  }

  /** The gap's reading: the moves completed and made since the gap began. */
  private List<Move> movesSinceGap() {
    List<Move> read =
        new ArrayList<>(
            game.committed.moves().subList(game.beforeGap.plyCount(), game.committed.plyCount()));
    game.pending.forEach(made -> read.add(made.move));
    return read;
  }

  /**
   * The readings of {@code board}, {@code length} moves from before the gap, that fill the squares
   * emptied unfilled, set down last the moves that landed after the gap's dump, and end on a move
   * of the running clock's player (or of one who pressed since {@code at}): a piece the other
   * player knocked (Rh8 to g8 with White's clock running) is no move of theirs. For {@link
   * #rereadGapLonger}, {@link #rereadGapReordered} and {@link #rereadGapShorter}.
   */
  private List<Explanation> readingsEndingOnTheRunner(Board board, int length, long at) {
    Position from = game.beforeGap.position();
    long since = game.beforeGapAt;
    Color running = lastRunning.orElseThrow();
    List<Explanation> readings =
        gapReadings(
            from,
            board,
            length,
            moves -> fillsEmptiedSquares(from, moves, since) && landedAfterDumpLast(from, moves));
    readings.removeIf(
        reading -> {
          Color mover = reading.after().sideToMove().opposite();
          return mover != running
              && game.presses.stream().noneMatch(p -> p.player == mover && p.at >= at);
        });
    return readings;
  }

  /**
   * Of several readings of a gap read again, those that keep the most of the reading before from
   * its start: it was chosen on what was known then (a8 emptied before the gap: Rc8 first).
   */
  private List<Explanation> closestToReading(List<Explanation> readings, int read) {
    List<Move> before = movesSinceGap();
    int best = -1;
    List<Explanation> kept = new ArrayList<>();
    for (Explanation reading : readings) {
      int common = 0;
      while (common < read && reading.moves().get(common).equals(before.get(common))) {
        common++;
      }
      if (common > best) {
        best = common;
        kept.clear();
      }
      if (common == best) {
        kept.add(reading);
      }
    }
    return kept;
  }

  /**
   * Every piece the gap's reading (its last {@code read} moves, completed and made) put down
   * still stands where it landed: the board's change is a further move, not one of the reading's
   * pieces going on (Kf8 read, then the king carried f8-h8-e7: that is the reading's move being
   * made, or changed, not a short reading).
   */
  private boolean readingLandingsStand(int read, Board board) {
    Position current = tentative();
    List<Move> moves = new ArrayList<>(game.committed.moves());
    game.pending.forEach(made -> moves.add(made.move));
    for (Move move : moves.subList(moves.size() - read, moves.size())) {
      Square landed = landing(move);
      Optional<Piece> piece = current.board().pieceAt(landed);
      if (piece.isPresent() && !board.pieceAt(landed).equals(piece)) {
        return false;
      }
    }
    return true;
  }

  /**
   * Readings of {@code board}, after this gap's dump, whose moves set down after the dump come
   * last ({@link #landedAfterDumpLast}); any reading where this gap's dump is not read yet. Kh2
   * Qg3+ Kh1 in a gap, the king lifted from h2 as the dump came (h1 empty, the queen on g3) and put
   * on h1 60 ms later, read Kh1 Qg3: a move set down after the dump before a reply that stood in
   * it. (A piece adjusted in place as the dump came looks the same; the log tells, see
   * docs/reconstruction.md.)
   */
  private java.util.function.Predicate<List<Move>> dumpOrder(Position from, Board board) {
    if (gapDumpAt == NEVER || gapDumpAt < silenceEndedAt) {
      return moves -> true; // this gap's dump not read yet: the one kept is an older gap's
    }
    return moves -> landedAfterDumpLast(from, moves, board);
  }

  /**
   * The moves of {@code moves} whose piece stands on its landing at the end but did not in the
   * gap's dump (set down after it), or stood on its square in the dump (taken up after it), come
   * after every move whose piece stood on its landing in the dump (f7 emptied after the dump that
   * showed dxe4 and Nd2: not f5 Nfd2 fxe4, the pawn set on d5 on its way to f5 read as the
   * d-pawn back; lichess #286 all 83).
   */
  private boolean landedAfterDumpLast(Position from, List<Move> moves) {
    return landedAfterDumpLast(from, moves, null);
  }

  /**
   * The same, "at the end" being {@code board} where it is given: a reading with a piece in the
   * hand (Kh2 Qg3, the king lifted again) did not set that piece down after the dump.
   */
  private boolean landedAfterDumpLast(Position from, List<Move> moves, Board board) {
    Position position = from;
    boolean afterDump = false;
    // From before the gap only: read on from the record, every move may stand after the dump.
    // And only a lift heard live after the dump: in the burst behind a garbled log the times
    // are estimates (d6's lift put after the dump that showed d5, the gap's reading cut short
    // and its readings given to the wrong plies: lichess #120 lt 60).
    boolean fromBeforeGap =
        game.beforeGap != null && from.equals(game.beforeGap.position()) && !replayingBurst;
    for (int i = 0; i < moves.size(); i++) {
      Move move = moves.get(i);
      Optional<Piece> mover = position.board().pieceAt(move.from());
      boolean leftAfterDump =
          fromBeforeGap
              && !move.isCastling()
              && gapDumpBoard.pieceAt(move.from()).equals(mover)
              && changedAt[move.from().index()] > gapDumpAt
              && !movedAgain(moves, i, move.from());
      position = position.playUnchecked(move);
      Square landed = landing(move);
      Optional<Piece> piece = position.board().pieceAt(landed);
      afterDump |= leftAfterDump;
      if (movedAgain(moves, i, landed)) {
        continue; // the piece moved on: where it was at the dump says nothing
      }
      boolean inDump = gapDumpBoard.pieceAt(landed).equals(piece);
      if (inDump && afterDump) {
        return false;
      }
      afterDump |= !inDump && (board == null || board.pieceAt(landed).equals(piece));
    }
    return true;
  }

  /** A move after the {@code index}-th of {@code moves} leaves or captures on {@code square}. */
  private static boolean movedAgain(List<Move> moves, int index, Square square) {
    for (Move later : moves.subList(index + 1, moves.size())) {
      if (later.from() == square || later.to() == square || landing(later) == square) {
        return true;
      }
    }
    return false;
  }

  /**
   * How many moves the record holds (completed and made) since the last gap began, where it still
   * goes on from the record as it stood then; -1 where there was no gap or the record has since
   * gone elsewhere (a take-back).
   */
  private int movesReadInGap() {
    Game before = game.beforeGap;
    if (before == null
        || game.committed.plyCount() < before.plyCount()
        || !game.committed.moves().subList(0, before.plyCount()).equals(before.moves())) {
      return -1;
    }
    return game.committed.plyCount() - before.plyCount() + game.pending.size();
  }

  /**
   * The readings of a gap read again, {@code length} moves from before it, or none where the
   * search would visit more than {@link #DEEPEST_READING_NODES} positions: a gap read from the
   * board's log may be six moves long, and seven plies from a middlegame are billions of
   * positions (the tracker must not stall its board for a re-read the log has made needless).
   */
  private static List<Explanation> gapReadings(
      Position from, Board board, int length, java.util.function.Predicate<List<Move>> accept) {
    return Explainer.allOfLength(from, board, length, accept, DEEPEST_READING_NODES)
        .orElseGet(ArrayList::new);
  }

  /** The gap is not read again yet, and its dump came at most {@code window} before {@code at}. */
  private boolean mayRereadGap(long at, long window) {
    return !game.gapReread && gapDumpAt != NEVER && at - gapDumpAt <= window;
  }

  /**
   * The gap read again as {@code reread} ({@link #replaceGapReading}), once only: its first
   * {@code completed} moves completed without readings (their presses came unseen in the gap).
   * The board is explained by it: what looked displaced under the old reading is not (a touch
   * right after is a touch, not a lift on a disturbed board: g3 lifted and set back after Rb3
   * Kg2 Rxa3 replaced Rg2+ Kxg2, then Nxf7, is 4.3.1).
   */
  private void takeGapReading(List<Move> reread, int completed, long at, Output out) {
    game.gapReread = true;
    game.disturbedSince = NEVER;
    replaceGapReading(reread, at, out);
    for (int i = 0; i < completed && !game.ended; i++) {
      complete(Optional.empty(), at, out);
    }
  }

  /**
   * Replaces the record from the gap on with {@code reread}, made (not completed): the moves read
   * before are retracted and discarded with a restored position (a take-back delta on the wire).
   */
  private void replaceGapReading(List<Move> reread, long at, Output out) {
    replaceGapReading(reread, i -> gapDumpAt, at, out);
  }

  /** As above, the {@code i}-th move made at {@code madeAt(i)}. */
  private void replaceGapReading(
      List<Move> reread, java.util.function.IntToLongFunction madeAt, long at, Output out) {
    Game before = game.beforeGap;
    retractAll(at, out);
    List<Move> moves = game.committed.moves();
    List<Move> discarded = new ArrayList<>(moves.subList(before.plyCount(), moves.size()));
    game.committed = before;
    game.committedAt = game.beforeGapAt;
    if (!discarded.isEmpty()) {
      positionRestored(out, at, discarded);
    }
    makeAll(before.position(), reread, madeAt, out);
  }

  /**
   * The board differs from the record's only in the piece the last move put down: gone from its
   * landing and standing on one other square (a slide going on). Another piece moved is the next
   * move under way, or set down beside its path for a moment (Qd3 Ng5 read, then Black's queen
   * put on f4 on its way to d7): no reason to doubt the gap.
   */
  private boolean lastMovedPieceWentOn(Board board) {
    Position current = tentative();
    List<Move> record = game.committed.moves();
    Move last =
        !game.pending.isEmpty()
            ? game.pending.get(game.pending.size() - 1).move
            : record.isEmpty() ? null : record.get(record.size() - 1);
    if (last == null || last.isCastling()) {
      return false;
    }
    Square landed = landing(last);
    Optional<Piece> piece = current.board().pieceAt(landed);
    if (piece.isEmpty() || board.pieceAt(landed).isPresent()) {
      return false;
    }
    long differing = 0;
    for (Square square : Square.values()) {
      if (!current.board().pieceAt(square).equals(board.pieceAt(square))) {
        differing |= square.bit();
      }
    }
    long elsewhere = differing & ~landed.bit();
    if (Long.bitCount(elsewhere) != 1 || pressedBeforeGoingOn(piece.get().color(), landed)) {
      return false;
    }
    // Caught mid-way, the piece was on its line on: the square it went on to lies beyond the one
    // the dump showed it on, seen from where it came. A king put from g6 onto e4 after Kf5-g6 is
    // no slide cut short (it does not pass g6 on the way from f5 to e4), but the result gesture's
    // first half (twic #329 all 47: Kg8 Kg6 in an outage, read again as Kg8 Ke4).
    Square onward = Square.ofIndex(Long.numberOfTrailingZeros(elsewhere));
    if ((Attacks.between(last.from().index(), onward.index()) & landed.bit()) == 0) {
      return false;
    }
    return board.pieceAt(onward).equals(piece);
  }

  /**
   * The clock told, since the gap began, that {@code mover} had pressed (the opponent's face
   * runs), a scan or more before their piece left {@code landed}: what it does since is no part
   * of their move (Rh4-h3 and the press in an outage, the clock's first message after it showing
   * the press; the rook lifted to h2 0.9 s later is no slide the dump cut short).
   */
  private boolean pressedBeforeGoingOn(Color mover, Square landed) {
    long pressTold = Math.max(clockSilenceEndedAt, lastPressSeenAt);
    return lastRunning.isPresent()
        && lastRunning.get() != mover
        && pressTold > gap.startedAt()
        && changedAt[landed.index()] - pressTold > SCAN_SKEW_MILLIS;
  }

  /**
   * The moves made before the gap, seen landing, and one reading on from them, where that is the
   * only one and no longer than the shortest from the completed position: Re7 seen standing, then
   * Re2 Rc7 in the gap, not Rc7 Re2 with Re7 taken back (a released move changed, 4.7, is the
   * rarer thing).
   */
  private Optional<Explanation> keepingMadeMoves(
      Board board,
      java.util.function.Predicate<List<Move>> fills,
      List<Explanation> fromCompleted) {
    if (game.pending.isEmpty()) {
      return Optional.empty();
    }
    List<Move> made = new ArrayList<>();
    game.pending.forEach(m -> made.add(m.move));
    List<Explanation> onward =
        Explainer.allShortest(
            tentative(),
            board,
            2,
            moves -> {
              List<Move> all = new ArrayList<>(made);
              all.addAll(moves);
              return fills.test(all);
            });
    if (onward.size() != 1
        || onward.get(0).moves().isEmpty()
        || (!fromCompleted.isEmpty()
            && fromCompleted.get(0).moves().size() < onward.get(0).moves().size())) {
      return Optional.empty();
    }
    made.addAll(onward.get(0).moves());
    return Optional.of(new Explanation(made, onward.get(0).after(), false));
  }

  /**
   * The moves made before the gap, each heard landing on the line and at rest there, and the one
   * reading on from them, a move longer than the shortest from the completed position, which all
   * take the last made move's piece elsewhere: that piece was released where it was heard (4.7),
   * and moving it elsewhere would have been a changed move as well as a longer way round. Re7-f7
   * heard landing, White's press lost as the link went: Kd8 Rxf6 Kd7 in the gap, not Re6 Kd7
   * Rxf6 with Rf7 taken back (lichess #184 all 79). Only from three moves on: shorter readings
   * are {@link #keepingMadeMoves}'.
   */
  private Optional<Explanation> keepingLandedMoves(
      Board board,
      java.util.function.Predicate<List<Move>> order,
      List<Explanation> fromCompleted) {
    if (game.pending.isEmpty() || fromCompleted.isEmpty()) {
      return Optional.empty();
    }
    int shortest = fromCompleted.get(0).moves().size();
    List<Move> made = new ArrayList<>();
    for (Made m : game.pending) {
      if (!m.released || !landingSeen(m) || m.move.isCastling()) {
        return Optional.empty();
      }
      made.add(m.move);
    }
    Made last = game.pending.get(game.pending.size() - 1);
    int depth = shortest + 1 - made.size();
    if (shortest < 3 || depth < 1) {
      return Optional.empty();
    }
    for (Explanation reading : fromCompleted) {
      List<Move> moves = reading.moves();
      int at = made.size() - 1;
      if (moves.size() <= at
          || !moves.subList(0, at).equals(made.subList(0, at))
          || moves.get(at).from() != last.move.from()
          || moves.get(at).equals(last.move)) {
        return Optional.empty(); // not all of them change the last made move
      }
    }
    Position from = game.committed.position();
    List<Explanation> onward =
        Explainer.allShortest(
            tentative(),
            board,
            depth,
            moves -> {
              List<Move> all = new ArrayList<>(made);
              all.addAll(moves);
              return order.test(all) && fillsEmptiedSquares(from, all, game.committedAt);
            });
    if (onward.size() != 1 || onward.get(0).moves().size() != depth || onward.get(0).inHand()) {
      return Optional.empty();
    }
    made.addAll(onward.get(0).moves());
    return Optional.of(new Explanation(made, onward.get(0).after(), false));
  }

  /**
   * Both players pressed in the gap (the face stopped before it ran in it) and the board shows the
   * record's position, nothing made since: the moves of the gap came back to it (Qg7+ Ke8 Qg6+ Ke7
   * in a 7.6 s outage, the position a third time, claimable: 9.2). Read as no move, the record
   * lacked four plies and the claim. The board's log, asked for when the clock showed it (onClock),
   * has them: where it reads one way back to this board, the moves are made and completed (their
   * presses unseen), and the lever says whose turn it is.
   */
  private boolean movesHiddenInGap(Board board, long at, Output out) {
    if (!cameBackInGap() || !board.equals(game.committed.position().board())) {
      return false;
    }
    Optional<GapLog> log = gap.log();
    if (log.isPresent() && log.get().changes().isEmpty()) {
      // The updates heard before the gap found at the log's end: the gap's own last moves made
      // them again. Its start is where they have changes after them.
      log = gap.logOfReturn();
    }
    if (log.isEmpty() || log.get().changes().isEmpty()) {
      return false;
    }
    Position from = game.committed.position();
    Optional<Explanation> read = readFromLog(log, from, board, moves -> !moves.isEmpty());
    if (read.isEmpty() || read.get().inHand() || read.get().moves().size() < 2) {
      return false;
    }
    game.pressedInGap = NEVER; // read once
    // Made and pressed in the gap: dated as the line came back (the board last changed before it).
    long seen = Math.max(at, silenceEndedAt);
    makeAll(from, read.get().moves(), i -> seen, out);
    while (!game.pending.isEmpty() && !game.ended) {
      complete(Optional.empty(), seen, out);
    }
    syncWithClock(seen, out);
    return true;
  }

  /**
   * Both players pressed in the gap, and its dump was read as one move: a piece's move that the
   * gap's moves went round to (Rb5 Kf8 Rf5 Kg8 in a 7 s outage, the dump read as Rh5-f5 with
   * White's face running). Two presses need two moves at least; the board's log, asked for once
   * the clock had shown them and the gap was read ({@link #askLogForGapPresses}), has them. Where
   * it reads one way from before the gap to this
   * board, with two moves or more, the record from the gap on is replaced by that reading: its
   * moves completed, but a last one the running face's player made and has not pressed.
   */
  private boolean movesShortOfGapPresses(Board board, long at, Output out) {
    if (!gapReadShortOfPresses()) {
      return false;
    }
    Optional<GapLog> log = gap.log();
    if (log.isEmpty() || log.get().changes().isEmpty()) {
      return false;
    }
    Position from = game.beforeGap.position();
    List<List<Move>> readings = new ArrayList<>(log.get().movesFrom(from, board));
    // Ending on the board, or on one that shows the next move begun (Rg1 Re1+ in an outage, the
    // dump catching both rooks up for Rxe1).
    readings.removeIf(
        moves -> {
          Position after = playedFrom(from, moves);
          return moves.size() < 2
              || !(after.board().equals(board)
                  || new Explanation(moves, after, true).nextMoveBegun(board));
        });
    if (readings.size() > 1) {
      readings.removeIf(moves -> !log.get().touchesEveryChange(moves));
    }
    if (readings.size() != 1) {
      return false;
    }
    game.pressedInGap = NEVER; // read once
    List<Move> moves = readings.get(0);
    Position after = playedFrom(from, moves);
    boolean lastPressed = lastRunning.equals(Optional.of(after.sideToMove()));
    takeGapReading(moves, lastPressed ? moves.size() : moves.size() - 1, at, out);
    return true;
  }

  /**
   * Both players pressed in the last gap, and its dump, read (the clock's word and the dump come
   * in either order), shows the position as it was: moves came back to it (see {@link
   * #movesHiddenInGap}); or was read as fewer moves than the presses need: the moves went round
   * to it (see {@link #movesShortOfGapPresses}). Only the board's log has them: asked for once.
   */
  private void askLogForGapPresses(Output out) {
    // A reading short of its presses, asked of the log only where the board is at rest on it: a
    // piece in the hand is a move under way that the board will tell as it lands (Kg6 Rc6 in an
    // outage, the dump catching the rook lifted as White adjusts it), and the log's 8 s on the
    // line would leave what comes meanwhile to the burst behind it.
    boolean shortAtRest =
        gapReadShortOfPresses() && normalised(observed()).equals(tentative().board());
    if (!game.ended && !shortAtRest && gapReadShortOfPresses()) {
      keepPressesInHand();
    }
    if (!game.ended && (cameBackInGap() || shortAtRest) && gap.canAsk()) {
      gap.asked(now);
      out.requestLog();
    }
  }

  /**
   * The gap's reading is short of its presses and a piece is in the hand: the readings of a move
   * and its reply from before the gap that leave the board with one piece in the hand are kept,
   * for the next boards to choose among ({@link #pressesReadOnward}). Not taken at once, even
   * where one does: both pieces may be in the hands (Ra4 Rc4 in an outage, the white rook taken
   * up by Black's hand for Rxc4 and Black's own lifted: read Rb2 Rxb2 with the white rook held,
   * one reading, and wrong; chess960 mainz #16 all 76, which a first form broke).
   */
  private void keepPressesInHand() {
    Position from = game.beforeGap.position();
    Board board = normalised(observed());
    long since = game.beforeGapAt;
    List<Explanation> readings =
        liftedWhereHeard(
            Explainer.withOneInHand(
                from,
                board,
                2,
                moves -> moves.size() == 2 && fillsEmptiedSquares(from, moves, since)),
            board);
    if (!readings.isEmpty()) {
      game.inHandGapReadings = readings.stream().map(Explanation::moves).toList();
      game.inHandGap = gap.startedAt();
    }
  }

  /**
   * Readings of the gap with a piece in the hand were kept ({@link #keepPressesInHand}), and the
   * board is explained by one of them and a move on, exactly or with the next move's piece in
   * the hand, and by nothing shorter: the piece in the hand was that move's (Re5 Rxe5 in an
   * outage, the rook taken up again from e5 for Qxe5 as the dump came; Rg5 Rxg5 and Rh5 Rxh5
   * leave the same squares, Qf6xe5 landing says e5: not Rxd5 with the rook lifted, one move for
   * two presses; twic #902 all 80).
   */
  private boolean pressesReadOnward(Board board, long at, Output out) {
    if (game.inHandGap != gap.startedAt()
        || game.inHandGapReadings.isEmpty()
        || game.gapReread
        || !gapReadShortOfPresses()) {
      return false;
    }
    List<List<Move>> kept = game.inHandGapReadings;
    Position from = game.beforeGap.position();
    long since = game.beforeGapAt;
    java.util.function.Predicate<List<Move>> fills =
        moves -> fillsEmptiedSquares(from, moves, since);
    java.util.function.Predicate<List<Move>> onFromKept =
        moves -> moves.size() == 3 && kept.contains(moves.subList(0, 2)) && fills.test(moves);
    if (!Explainer.allShortest(from, board, 2, fills).isEmpty()) {
      return false; // a shorter exact reading: the board's own
    }
    List<Explanation> onward = new ArrayList<>(Explainer.allShortest(from, board, 3, onFromKept));
    onward.removeIf(reading -> !onFromKept.test(reading.moves()));
    if (onward.isEmpty()) {
      // The next move begun already, its piece in the hand (White's queen up for Qc4).
      onward = new ArrayList<>(Explainer.withOneInHand(from, board, 3, onFromKept));
    }
    if (onward.size() != 1) {
      return false;
    }
    game.inHandGapReadings = List.of();
    takePressedReading(onward.get(0).moves(), at, out);
    return true;
  }

  /** Takes {@code moves} as the gap's reading, completed as far as the lever says. */
  private void takePressedReading(List<Move> moves, long at, Output out) {
    Position after = playedFrom(game.beforeGap.position(), moves);
    boolean lastPressed = lastRunning.equals(Optional.of(after.sideToMove()));
    game.pressedInGap = NEVER; // read once
    takeGapReading(moves, lastPressed ? moves.size() : moves.size() - 1, at, out);
  }

  /**
   * The first move after a gap's dump is made by the piece the gap's reading last moved for the
   * same player, heard leaving its square as the dump came ({@link #SLIDE_CAUGHT_MILLIS}): the
   * dump may have caught it passing through on a slide from a stop the gap hid (Bc8-h3 Nf4 in an
   * outage, then Bh3-d7 through g4 as the line came back: the dump shows the bishop on g4, read
   * Bg4 Nf4 Bd7, exact and alone). Where the piece could have stopped beyond on that line, the
   * board's log, asked for now, tells the stop ({@link #stopReadFromLog}); only on a quiet line
   * ({@link #NOISY_LINE_GARBAGE}): a true stop asked about gains nothing, and on a noisy line the
   * log's 8 s transfer and the play queued behind it were garbled or cut.
   */
  private void askLogForCaughtSlide(Output out) {
    forgetOldGarbage(now);
    if (recentGarbage.size() >= NOISY_LINE_GARBAGE // a noisy line: the log would cost more
        || game.ended
        || game.gapReread
        || gapDumpAt == NEVER
        || !gap.canAsk() // asked once a gap (a doubt of an earlier gap is forgotten here)
        || movesReadInGap() < 3) {
      return;
    }
    List<Move> since = movesSinceGap();
    int onwardAt = since.size() - 1;
    int stopAt = onwardAt - 2;
    Move stop = since.get(stopAt);
    Move onward = since.get(onwardAt);
    if (onward.from() != stop.to()
        || stop.isCastling()
        || onward.isCastling()
        || stop.isPromotion()) {
      return;
    }
    Position from = game.beforeGap.position();
    Board read = playedFrom(from, since.subList(0, onwardAt)).board(); // the gap's reading
    long left = emptiedAt[stop.to().index()];
    long window = SLIDE_CAUGHT_MILLIS;
    if (left < gapDumpAt) {
      // Its square's emptying lost on the line: its landing beyond tells when it left, the slide
      // on taking a few hundred milliseconds more (Qb5-b2 heard landing 620 ms after the dump).
      left = game.placements.last(landing(onward), read.pieceAt(stop.to()).orElseThrow(), NEVER);
      window = 2 * SLIDE_CAUGHT_MILLIS;
    }
    if (left < gapDumpAt
        || left - gapDumpAt > window
        || !showsWithPiecesInHand(read, gapDumpBoard, 1)) {
      return;
    }
    Board shown = normalised(observed());
    List<Square> rivals = new ArrayList<>();
    for (Square rival : Square.values()) {
      if (withStopOn(from, since, stopAt, rival, shown).isPresent()) {
        rivals.add(rival);
      }
    }
    if (rivals.isEmpty()) {
      return;
    }
    game.slideInDoubt = new SlideInDoubt(gap.startedAt(), stopAt, rivals);
    gap.asked(now);
    out.requestLog();
  }

  private void forgetOldGarbage(long at) {
    while (!recentGarbage.isEmpty() && at - recentGarbage.peekFirst() > LINE_NOISE_WINDOW_MILLIS) {
      recentGarbage.removeFirst();
    }
  }

  /**
   * {@code moves} (from {@code from}) with the piece the {@code stopAt}-th move put down stopping
   * on {@code rival} instead, its next move (two on) passing over the square it was read stopping
   * on: every move legal and the board after them the same, or {@code shown}: a stop that took a
   * piece leaves its square empty where the reading has a piece lifted (Rxa7 Ng4 in an outage,
   * then Ra7-a1 through a6: read Ra6 Ng4 with the a7 pawn in the hand).
   */
  private static Optional<List<Move>> withStopOn(
      Position from, List<Move> moves, int stopAt, Square rival, Board shown) {
    Move stop = moves.get(stopAt);
    Move onward = moves.get(stopAt + 2);
    long passed = Attacks.between(rival.index(), onward.to().index());
    // Not a detour back over the square the piece came from (Rg8-h8 Ke3 Rh8-e8 for Rf8 Ke3 Re8):
    // rare enough that the reading as it stands is likelier, and the log's 8 s on the line cost.
    if (rival == stop.to()
        || rival == stop.from()
        || (passed & stop.to().bit()) == 0
        || (passed & stop.from().bit()) != 0) {
      return Optional.empty();
    }
    List<Move> reread = new ArrayList<>(moves);
    reread.set(stopAt, Move.normal(stop.from(), rival));
    reread.set(stopAt + 2, Move.normal(rival, onward.to()));
    Position position = from;
    for (Move move : reread) {
      if (!position.isLegal(move)) {
        return Optional.empty();
      }
      position = position.playUnchecked(move);
    }
    boolean same = position.board().equals(playedFrom(from, moves).board());
    return same || position.board().equals(shown) ? Optional.of(reread) : Optional.empty();
  }

  /**
   * The board's log asked for a stop in doubt ({@link #askLogForCaughtSlide}) has come: where it
   * does not fit the record since the gap and fits it with the piece stopping on one other square
   * of the line, the record from the gap on is that, its completed moves completed again with their
   * readings.
   */
  private boolean stopReadFromLog(long at, Output out) {
    SlideInDoubt doubt = game.slideInDoubt;
    if (doubt == null || gap.unanswered()) {
      return false;
    }
    game.slideInDoubt = null;
    Optional<GapLog> log = gap.log();
    if (doubt.gapStartedAt() != gap.startedAt() // a later gap's log tells nothing of it
        || log.isEmpty()
        || game.gapReread
        || movesReadInGap() < doubt.stopAt() + 3) {
      return false;
    }
    Position from = game.beforeGap.position();
    List<Move> since = movesSinceGap();
    java.util.function.Predicate<Move> seenLive = move -> begunBeforeGap(move, game.beforeGapAt);
    Board shown = normalised(observed());
    List<List<Move>> fitting = new ArrayList<>();
    fitting.add(since);
    for (Square rival : doubt.rivals()) {
      withStopOn(from, since, doubt.stopAt(), rival, shown).ifPresent(fitting::add);
    }
    fitting.removeIf(moves -> !log.get().fits(from, moves, seenLive));
    if (fitting.size() > 1) {
      // The stop's slide and the piece's next one may both pass a square the log shows emptied
      // (Rc6-h6 and Rh6-e6 through f6): the reading as it stood fits, but leaves h6 unexplained.
      fitting.removeIf(moves -> !log.get().touchesEveryChange(moves));
    }
    if (fitting.size() != 1 || fitting.get(0).equals(since)) {
      return false;
    }
    retakeGapReading(fitting.get(0), at, out);
    return true;
  }

  /**
   * Replaces the record from the gap on with {@code reread}, as many moves as it holds, each
   * completed as before (the completed ones with their readings, at the times they were made).
   */
  private void retakeGapReading(List<Move> reread, long at, Output out) {
    int base = game.plyOffset + game.beforeGap.plyCount();
    int completed = game.committed.plyCount() - game.beforeGap.plyCount();
    List<Optional<ClockReadings>> readings = new ArrayList<>();
    long[] madeAt = new long[reread.size()];
    for (int i = 0; i < reread.size(); i++) {
      madeAt[i] =
          i < completed
              ? (i == completed - 1 ? game.committedAt : Math.min(gapDumpAt, game.committedAt))
              : game.pending.get(i - completed).at;
      if (i < completed) {
        readings.add(game.readingsOfPly.getOrDefault(base + i + 1, Optional.empty()));
      }
    }
    long lastCompletedAt = game.lastCompletedAt;
    game.gapReread = true;
    game.disturbedSince = NEVER;
    replaceGapReading(reread, i -> madeAt[i], at, out);
    for (Optional<ClockReadings> reading : readings) {
      if (game.ended) {
        break;
      }
      complete(reading, at, out);
    }
    game.lastCompletedAt = lastCompletedAt; // no press came now
  }

  /**
   * Both players pressed in the last gap (the face stopped before it ran in it), and its reading
   * has one move after the last press heard before it: two presses need two moves. (Be3-g5
   * pressed as the line went down, its landing lost, then Bf5 Bf4 in the gap: read as Be3-f4,
   * completed by that press, and Bf5 made.)
   */
  private boolean gapReadShortOfPresses() {
    if (game.pressedInGap != gap.startedAt()
        || gap.startedAt() == NEVER
        || game.gapReread
        || movesReadInGap() < 1) {
      return false;
    }
    int sincePress =
        game.lastCompletedAt <= gap.startedAt()
            ? game.committed.plyCount() + game.pending.size() - game.lastCompletedPly
            : movesReadInGap();
    return sincePress == 1;
  }

  /**
   * Both players pressed in the last gap and nothing has been made or completed since it began:
   * the board, if it shows the record's position, came back to it.
   */
  private boolean cameBackInGap() {
    return game.pressedInGap == gap.startedAt()
        && gap.startedAt() != NEVER
        && game.pending.isEmpty()
        && game.lastCompletedAt <= gap.startedAt()
        && normalised(observed()).equals(game.committed.position().board());
  }

  /**
   * The opponent's move lands while a piece of the last mover's is still off the board, lifted
   * before that player's own move landed: held through a move made with another piece, pressed,
   * and through the reply. Nobody does that; the last move was read with the wrong piece. Nbd7,
   * and White's hand taking the f6 knight up for Bxf6 before Black pressed, leaves the same squares
   * as Nfd7 with the b8 knight held: the board, reported a scan apart, cannot tell; Bg5 landing on
   * f6 does. Where exactly one reading of the last move and this one, with that move landing
   * where it did, explains the board with nothing in the hand, the last move is put right: taken
   * back (a restored position) and completed again with its readings.
   */
  private boolean heldThroughOwnMove(Explanation explanation, Board board, long at, Output out) {
    int plies = game.committed.plyCount();
    if (!explanation.inHand()
        || explanation.moves().size() != 1
        || game.pending.size() > 1
        || (game.pending.size() == 1 && !game.pending.get(0).move.equals(explanation.moves().get(0)))
        || plies == 0
        || game.lastCompletedPly != plies) {
      return false; // the record's last move is not the last one completed (a gap read again)
    }
    Position completed = game.committed.position();
    Color lastMover = completed.sideToMove().opposite();
    long held = explanation.held(board);
    if (Long.bitCount(held) != 1) {
      return false;
    }
    Square square = Square.ofIndex(Long.numberOfTrailingZeros(held));
    Piece piece = explanation.after().board().pieceAt(square).orElseThrow();
    long[] left = game.leftAt(square, piece);
    long before = game.lastMoveAt[completed.sideToMove().ordinal()];
    if (piece.color() != lastMover
        || left == null
        || left[1] != 0
        || left[0] >= game.lastCompletedAt
        || left[0] <= before) {
      return false;
    }
    Move last = game.committed.lastMove().orElseThrow();
    Move reply = explanation.moves().get(0);
    Game earlier = game.committed.atPly(plies - 1);
    List<Explanation> readings =
        Explainer.allShortest(
            earlier.position(),
            board,
            2,
            moves ->
                moves.size() == 2
                    && !moves.get(0).equals(last)
                    && landing(moves.get(0)) == landing(last)
                    && moves.get(1).from() == reply.from()
                    && moves.get(1).to() == reply.to());
    if (readings.size() != 1) {
      return false;
    }
    List<Move> reread = readings.get(0).moves();
    Optional<ClockReadings> readingsOfLast = game.lastReadings;
    long landedAt = game.committedAt;
    retractAll(at, out);
    game.committed = earlier;
    positionRestored(out, at, List.of(last));
    makeAll(earlier.position(), reread, i -> i == 0 ? landedAt : at, out);
    complete(readingsOfLast, at, out);
    return true;
  }

  /**
   * The made moves kept across a gap ({@link #keepingMadeMoves}) may hold a slide the link cut:
   * Qb4 set down on b6 as the last word before the gap, and gone on to b7 in it (Qb7 Bc4 in the
   * gap, not Qb6 Bc4 Qb7: the dump shows both). Where the last made move landed that close to the
   * gap and a reading from the completed position, no longer, moves the same piece from the same
   * square over its landing, only the board's log tells them apart: it is asked for, and chooses;
   * where it is not answered, or tells nothing, the made moves stand.
   */
  private Optional<Explanation> keptOrSlidOn(
      Position from,
      Board board,
      Explanation kept,
      List<Explanation> fromCompleted,
      java.util.function.Predicate<List<Move>> fills,
      Output out) {
    int count = game.pending.size();
    Made last = game.pending.get(count - 1);
    Move slide = last.move;
    Position before = count > 1 ? game.pending.get(count - 2).after : game.committed.position();
    if (slide.isCastling()
        || before.board().pieceAt(slide.to()).isPresent() // a capture ends there
        || last.at < gap.startedAt() - SLIDE_CUT_MILLIS) {
      return Optional.of(kept);
    }
    List<Explanation> readings =
        fromCompleted.isEmpty()
            ? Explainer.allShortest(from, board, kept.moves().size(), fills)
            : fromCompleted;
    List<Explanation> slidOn = new ArrayList<>();
    for (Explanation reading : readings) {
      if (reading.moves().size() <= kept.moves().size()
          && reading.moves().stream()
              .anyMatch(
                  move ->
                      move.from() == slide.from()
                          && !move.isCastling()
                          && (Attacks.between(move.from().index(), move.to().index()) & slide.to().bit()) != 0)) {
        slidOn.add(reading);
      }
    }
    if (slidOn.isEmpty()) {
      return Optional.of(kept);
    }
    Optional<GapLog> log = gap.log();
    if (log.isEmpty()) {
      return heldForLog(out) ? Optional.empty() : Optional.of(kept);
    }
    return Optional.of(
        chosenByLog(log.get(), from, kept, 0L, slidOn)
            .filter(chosen -> chosen != kept)
            .map(this::takenFromLog)
            .orElse(kept));
  }

  /**
   * Of {@code standing} (with the pieces {@code held} in the hand) and its {@code rivals}, the
   * one reading the log fits, or the one of several that touches every square it changed.
   */
  private Optional<Explanation> chosenByLog(
      GapLog log, Position from, Explanation standing, long held, List<Explanation> rivals) {
    List<Explanation> fitting = new ArrayList<>();
    if (log.fits(from, standing.moves(), this::begunBeforeGap, held)) {
      fitting.add(standing);
    }
    for (Explanation rival : rivals) {
      if (log.fits(from, rival.moves(), this::begunBeforeGap)) {
        fitting.add(rival);
      }
    }
    if (fitting.size() > 1) {
      fitting.removeIf(reading -> !log.touchesEveryChange(reading.moves()));
    }
    return fitting.size() == 1 ? Optional.of(fitting.get(0)) : Optional.empty();
  }

  /**
   * Among readings of a gap with one piece in the hand, those whose piece was lifted from a
   * square the board reported emptied since the line came back, where one was: that report is
   * the lift itself, fresh (Rf6 Ng4 with the rook taken up from f6 again for Rg6, not Rg6 Ng4
   * with the rook taken up from g6 and f6's report a late echo of its slide). All of them where
   * none or several fit.
   */
  private List<Explanation> liftedWhereHeard(List<Explanation> readings, Board board) {
    if (readings.size() < 2 || silenceEndedAt == NEVER) {
      return readings;
    }
    long heard = 0;
    for (int index = 0; index < 64; index++) {
      // An emptying heard since the line came back: of a square the host had empty (its filling
      // lost), or a lift heard live (the a5 knight lifted after Nb6-c4 Nxc4 in the gap, not the
      // b6 one after Na5-c4 Nxc4).
      boolean liftHeard = changedAt[index] >= silenceEndedAt && !correctedByDump[index];
      if ((emptiedUnfilledAt[index] >= silenceEndedAt || liftHeard)
          && board.pieceAt(Square.ofIndex(index)).isEmpty()) {
        heard |= 1L << index;
      }
    }
    if (heard == 0) {
      return readings;
    }
    List<Explanation> fitting = new ArrayList<>();
    for (Explanation reading : readings) {
      if ((reading.held(board) & heard) != 0) {
        fitting.add(reading);
      }
    }
    return fitting.size() == 1 ? fitting : readings;
  }

  /**
   * A gap's only exact reading may have the reply take the piece just moved (Qb5-a5 Nxa5) where
   * the truth is a quiet move and a reply with the moved piece lifted again for its next move
   * (Qb3 Na5, the queen in hand from b3): the board shows the same squares. (Asked as well for the
   * last two moves of a three-move reading, a6 Bd6 Rxd6 for a6 Bg5 Rd6 with the bishop up, it
   * mended tata #40 all 42 and broke twic #260 lt 44: Nge4 Nxe4 true, the board held 8 s for the
   * log while four more moves were played, and an A.4.2 cascade.) Only the board's log
   * tells them apart, so it is asked for; where it is not answered, or fits several it cannot
   * tell apart, or none (and the log read move by move accounts for nothing better), the exact
   * reading stands.
   */
  private Optional<Explanation> exactOrHeld(
      Position from,
      Board board,
      Explanation exact,
      java.util.function.Predicate<List<Move>> fills,
      Output out) {
    List<Move> moves = exact.moves();
    if (moves.size() != 2 || moves.get(1).to() != moves.get(0).to()) {
      return Optional.of(exact);
    }
    List<Explanation> held = new ArrayList<>();
    for (Explanation rival : Explainer.withOneInHand(from, board, 2, fills)) {
      if (rival.moves().size() == 2) {
        held.add(rival);
      }
    }
    if (held.isEmpty()) {
      return Optional.of(exact);
    }
    Optional<GapLog> log = gap.log();
    if (log.isEmpty()) {
      // (Waiting for the board to settle instead, the held piece put down showing the rival, was
      // tried: as many runs lost, the exact reading true and the next move begun at once.)
      return heldForLog(out) ? Optional.empty() : Optional.of(exact);
    }
    List<Explanation> fitting = new ArrayList<>();
    if (log.get().fits(from, moves, this::begunBeforeGap)) {
      fitting.add(exact);
    }
    for (Explanation rival : held) {
      if (log.get().fits(from, rival.moves(), this::begunBeforeGap, rival.held(board))) {
        fitting.add(rival);
      }
    }
    // Of those that fit, the one whose moves touch every square the log changed.
    List<Explanation> touching = new ArrayList<>(fitting);
    touching.removeIf(reading -> !log.get().touchesEveryChange(reading.moves()));
    if (touching.size() == 1) {
      return Optional.of(takenFromLog(touching.get(0)));
    }
    if (touching.isEmpty()) {
      // None accounts for every change: the log read move by move, where it does; else the one
      // that fits, if one does.
      Optional<Explanation> read =
          readFromLog(from, board).filter(reading -> log.get().touchesEveryChange(reading.moves()));
      if (read.isPresent()) {
        return Optional.of(takenFromLog(read.get()));
      }
      if (fitting.size() == 1) {
        return Optional.of(takenFromLog(fitting.get(0)));
      }
    }
    return Optional.of(exact);
  }

  /**
   * The log is asked for (once per gap) to choose between readings of a gap's board: whether the
   * board, as it stands now, is held for it (see {@link #readHeldGapDump} if it never comes).
   */
  private boolean heldForLog(Output out) {
    if (gap.canAsk()) {
      gap.asked(now);
      out.requestLog();
    }
    if (gap.awaiting(now)) {
      exactHeldAt = lastChange;
      return true;
    }
    return false;
  }

  /**
   * A gap's only reading with a piece in the hand may be a move short of the truth, which leaves
   * the board exactly: Rxd5 Na4 with Black's a5 pawn taken up reads the board that a4 Nxa4 Rxd5
   * leaves (the pawn went to a4 and was taken there). The board's log tells them apart, so where
   * such longer readings exist it is asked for; where it is not answered, or tells nothing, the
   * reading in the hand stands.
   */
  private Optional<Explanation> heldOrLonger(
      Position from,
      Board board,
      Explanation held,
      java.util.function.Predicate<List<Move>> fills,
      Output out) {
    int longer = held.moves().size() + 1;
    List<Explanation> exact = new ArrayList<>(Explainer.allShortest(from, board, longer, fills));
    exact.removeIf(reading -> reading.moves().size() != longer);
    if (exact.isEmpty() && !heldByWhoMayHoldIt(held, board)) {
      // Hardly anybody holds that piece: readings two moves longer, exact, are weighed against
      // it by the board's log (Bh7 Bd3 Bxd3 Qxd3 in two outages, read Bd3 Qxd3 with White's f1
      // bishop in the hand after White's press, which Black cannot take; twic #937 link-trouble
      // 80). Not without the log: a knock can lift it (Black's g3 pawn knocked as the dump came,
      // Kg2 Kg4 in the gap, not Kg1 g2 Kxg2 Kg4; twic #265 all 73).
      int twoMore = longer + 1;
      exact.addAll(Explainer.allShortest(from, board, twoMore, fills));
      exact.removeIf(reading -> reading.moves().size() != twoMore);
    }
    if (exact.isEmpty()) {
      return Optional.of(held);
    }
    if (exact.size() == 1 && heldThroughTheGap(held, board)) {
      return Optional.of(exact.get(0));
    }
    Optional<GapLog> log = gap.log();
    if (log.isEmpty()) {
      return heldForLog(out) ? Optional.empty() : Optional.of(held);
    }
    // The log read move by move to the board, one way, and that way one of the longer readings:
    // it (Re6 Rxe6 Rxe6 in an outage, not R8e6 Rxe4 with White's rook lifted from e4, which fits
    // the log's squares as loosely; twic #628 all 64).
    List<List<Move>> logged = log.get().movesFrom(from, board);
    for (Explanation reading : exact) {
      if (logged.size() == 1 && reading.moves().equals(logged.get(0))) {
        return Optional.of(takenFromLog(reading));
      }
    }
    return Optional.of(
        chosenByLog(log.get(), from, held, held.held(board), exact).map(this::takenFromLog).orElse(held));
  }

  /**
   * Each piece {@code held} leaves in the hand is the player's to move, or one of the opponent's
   * they can take: a move begun, or a capture under way. The player who has just pressed holds
   * nothing of theirs that nobody can capture.
   */
  private boolean heldByWhoMayHoldIt(Explanation held, Board board) {
    Position after = held.after();
    for (long b = held.held(board); b != 0; b &= b - 1) {
      Square square = Square.ofIndex(Long.numberOfTrailingZeros(b));
      Piece piece = after.board().pieceAt(square).orElseThrow();
      if (piece.color() != after.sideToMove()
          && game.legalMoves(after).stream().noneMatch(move -> move.to() == square)) {
        return false;
      }
    }
    return true;
  }

  /**
   * The piece {@code held} leaves in the hand was lifted before the gap began, and the reading
   * has both players move in the gap: nobody holds a piece through a move and its reply (the b8
   * rook taken off for Bxb8 before a 4.5 s outage, then Qd8 and Bb8-e5 in it: not Be5 Qd8 with
   * the rook held since, the one longer reading Bxb8 Qd8 Be5 leaves the board exactly).
   */
  private boolean heldThroughTheGap(Explanation held, Board board) {
    if (held.moves().size() < 2 || gap.startedAt() == NEVER) {
      return false;
    }
    Board result = held.after().board();
    for (long b = held.held(board); b != 0; b &= b - 1) {
      Square square = Square.ofIndex(Long.numberOfTrailingZeros(b));
      long[] left = game.leftAt(square, result.pieceAt(square).orElseThrow());
      if (left != null && left[1] == 0 && left[0] > game.committedAt && left[0] < gap.startedAt()) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@code reading}, taken from the board's log or confirmed by it: its moves stand as if pressed
   * as shown. Nd2 Rc8 Qd3 Ncb4 read from the log of a 10 s outage, then Qd3 taken up for Qb1:
   * that board is the next move under way, not Ncb4 Qc8 Rxc8, which leaves it exactly.
   */
  private Explanation takenFromLog(Explanation reading) {
    game.loggedThrough = reading.after();
    return reading;
  }

  /**
   * {@code reading}, the one order taken from the log, unless its moves leave a change the log
   * shows untouched and the log read move by move ({@link #readFromLog}) touches every one: two
   * outages hid Re1 Ba8 Re3 Bc6 Re2 Ba8, and Re1 Ba8 Re2 fits the log (its lifts and landings are
   * there in order) and leaves the same board, but never touches e3, where the log has the rook
   * put down. A piece knocked over in the gap is a change no reading makes: the reading stands.
   */
  private Explanation accountingForLog(GapLog log, Explanation reading, Position from, Board board) {
    if (log.touchesEveryChange(reading.moves())) {
      return reading;
    }
    return readFromLog(from, board).filter(read -> log.touchesEveryChange(read.moves())).orElse(reading);
  }

  /** A log request is out and not yet answered (nor given up on). */
  private boolean awaitingLog() {
    return gap.awaiting(now);
  }

  /** {@code moves} fit the log, the pieces they leave that {@code board} lacks being in the hand. */
  private boolean fitsLogHolding(GapLog log, Position from, List<Move> moves, Board board) {
    Position after = from;
    for (Move move : moves) {
      after = after.playUnchecked(move);
    }
    long held = after.board().occupied() & ~board.occupied();
    return log.fits(from, moves, this::begunBeforeGap, held);
  }

  /**
   * The move was begun before the gap, since the last completed move: the square it left was
   * heard lifted, or the square it lands on heard filled (h2-h4 with h2's update lost on the line,
   * h4's heard, then the press and the gap: the log's part starts after h4, without h2).
   */
  private boolean begunBeforeGap(Move move) {
    return begunBeforeGap(move, game.committedAt);
  }

  /** As above, since {@code since}: the record may have gone on since the gap was read. */
  private boolean begunBeforeGap(Move move, long since) {
    Long lifted = game.turnLifts.get(move.from());
    if (lifted != null && lifted >= since && lifted <= gap.startedAt()) {
      return true;
    }
    Square landed = landing(move);
    return game.placements.any(
        placed ->
            placed.square() == landed
                && placed.at() >= since
                && placed.at() <= gap.startedAt());
  }

  /**
   * True when the known lift times of the moves' origin squares can increase along the sequence.
   * A lift first seen in a dump happened at some time before it: it fits anywhere after the lifts
   * before it (a6 and h2 found empty by a gap's dump at .560, a8 heard lifted at .551 as the line
   * came back: Qxa2 h3 Rb8 is in order, the queen and the pawn moved while the line was down).
   * And a lift heard since the line came back is of the newest moves: a move hidden in the gap
   * (its lift unheard or found by the dump) does not follow it (Rb8 h3 Qxa2 is out of order).
   * {@code moves} are played from {@code from}.
   */
  private boolean liftsInOrder(Position from, List<Move> moves) {
    boolean afterGap = silenceEndedAt != NEVER && silenceEndedAt > gap.startedAt();
    long last = NEVER;
    boolean liveSinceGap = false;
    Position position = from;
    long capturedOn = 0;
    long filledOn = 0;
    for (Move move : moves) {
      Long lifted = game.turnLifts.get(move.from());
      // A square an earlier move captured on was emptied by that capture's victim taken off: its
      // lift heard may be the victim's, not this move's (Kxf4, the pawn's removal heard, then
      // Kf4-e4 in the gap). And one an earlier move of the reading filled was emptied before the
      // gap by another piece: that lift is older than this move's piece standing there (Qe4-e1+
      // completed, e4 found empty by the dump then; Kg2 Qe4 Kf1 Qe4-b1 in the gap is in order).
      boolean stale =
          (capturedOn & move.from().bit()) != 0
              || ((filledOn & move.from().bit()) != 0 && lifted != null && lifted <= gap.startedAt());
      boolean known = lifted != null && lifted >= game.committedAt && !stale;
      if (position.board().pieceAt(move.to()).isPresent() && !move.isCastling()) {
        capturedOn |= move.to().bit();
      }
      filledOn |= move.to().bit();
      position = position.playUnchecked(move);
      boolean late = known && game.liftsSeenLate.contains(move.from());
      if (liveSinceGap && !(known && !late)) {
        return false; // a move hidden in the gap after one heard as the line came back
      }
      if (!known) {
        continue;
      }
      // A lift the gap's dump found happened while the line was down: after the gap began.
      long earliest = !late ? lifted : afterGap && lifted >= silenceEndedAt ? gap.startedAt() : NEVER;
      last = Math.max(last, earliest);
      if (last > lifted) {
        return false;
      }
      liveSinceGap |=
          !late
              && afterGap
              && lifted >= silenceEndedAt
              && !replayingBurst
              && !inLogBurst(lifted); // the burst behind the log is old news, heard late
    }
    return true;
  }

  /**
   * The board cannot tell the explanation's moves from other moves to the same board, and the
   * evidence does not choose: the record takes one (the position is the same either way), and the
   * arbiter is told which move is in doubt (8.4: the record must be right), once.
   */
  private void reportRival(Explanation explanation, long at, Output out) {
    List<Move> moves = explanation.moves();
    List<Move> rival = explanation.rival();
    if (rival.isEmpty()) {
      return;
    }
    int i = 0;
    while (i < Math.min(moves.size(), rival.size()) && moves.get(i).equals(rival.get(i))) {
      i++;
    }
    if (i >= moves.size() || i >= rival.size()) {
      return;
    }
    int ply = recordPlies() + i;
    Position before = game.committed.position();
    for (int j = 0; j < i; j++) {
      before = before.playUnchecked(moves.get(j));
    }
    Move recorded = moves.get(i);
    Move other = rival.get(i);
    String san = San.format(before, recorded);
    boolean promotion =
        recorded.isPromotion() && recorded.from() == other.from() && recorded.to() == other.to();
    // Told when the move is completed as recorded: a reading of hands still moving may be
    // replaced (exf8=Q read while the rook slid past f8, then exd8=Q).
    String detail =
        promotion
            ? "the board cannot tell what the pawn became on " + recorded.to()
                + " (the new piece taken before the board showed it): " + san
                + " is recorded, the arbiter should confirm"
            : "the board cannot tell " + san + " from " + San.format(before, other)
                + (game.afterGap
                    ? " (both it and the reply missed in a gap in the connection): "
                    : " (a piece taken within one scan): ")
                + san + " is recorded, the arbiter should confirm";
    List<Square> squares =
        promotion
            ? List.of(recorded.from(), recorded.to())
            : List.of(recorded.from(), recorded.to(), other.to());
    game.rivalAlerts.put(
        ply + 1, new RivalAlert(recorded, at, new Alert("8.4", "ambiguous-moves", ply, detail, squares)));
  }

  /** An 8.4 doubt about a move, raised if the move is completed as read. */
  private record RivalAlert(Move move, long at, Alert alert) {}

  /**
   * A stop of a gap's reading the dump may have caught mid-slide: the gap (when it began), the
   * stop's index since it, and the squares it may have been.
   */
  private record SlideInDoubt(long gapStartedAt, int stopAt, List<Square> rivals) {}

  /** Where {@code move}'s piece lands: its target, the king's for castling. */
  private static Square landing(Move move) {
    return move.isCastling() ? move.kingTarget() : move.to();
  }

  /**
   * A square other than {@code square} emptied while {@code piece} was held from it, {@code
   * lifted} to {@code putBack}, where the host had it empty: something landed there unheard (its
   * update lost) and left again. It may have been the held piece, knocked there and put back (the
   * f2 pawn knocked to e1, both f2's emptying and e1's filling lost, e1 heard emptied just before
   * f2 refilled: no touch of f2 to judge). As a placement first seen late, at the emptying.
   */
  private Optional<Placements.Placement> lostLandingWhileHeld(
      Square square, Piece piece, long lifted, long putBack) {
    for (int index = 0; index < 64; index++) {
      long emptied = emptiedUnfilledAt[index];
      if (index != square.index() && emptied != NEVER && emptied >= lifted && emptied <= putBack) {
        return Optional.of(new Placements.Placement(Square.ofIndex(index), piece, emptied, true));
      }
    }
    return Optional.empty();
  }

  /**
   * {@code move}'s piece was heard landing after {@code since}, the line live; not another piece
   * landing there later (hxg3 Rxg3 in an outage, Black's g4 rook lifted as the dump came and set
   * down on g3 seconds later for Rxg3+: no landing of hxg3's; twic #912 all 79).
   */
  private boolean landedLiveAfter(Position position, Move move, long since) {
    Square landed = landing(move);
    Piece piece = position.playUnchecked(move).board().pieceAt(landed).orElse(null);
    return game.placements.any(
        placed ->
            placed.square() == landed
                && placed.piece() == piece
                && placed.at() > since
                && !placed.late());
  }

  /** A waiting press by {@code player} found their piece standing on {@code square}. */
  /**
   * The made move's piece left its square before its player's press (waiting to be judged): the
   * press did not show it there, so it may have been passing (f2-f3 seen, the pawn gone from f3
   * before White pressed). A step reported just after its press stood there at the press.
   */
  private boolean leftBeforeItsPress(Made made) {
    Piece piece = made.after.board().pieceAt(made.move.to()).orElse(null);
    long[] left = game.leftAt(made.move.to(), piece);
    if (left == null || left[0] <= made.at) {
      return false;
    }
    for (Press press : game.presses) {
      if (press.player == made.by) {
        return left[0] < press.at;
      }
    }
    return false;
  }

  private boolean pressShowed(Color player, Square square) {
    for (Press press : game.presses) {
      if (press.player == player && press.board.pieceAt(square).map(p -> p.color() == player).orElse(false)) {
        return true;
      }
    }
    return false;
  }

  /**
   * A pawn's single step, taken up by the opponent before the press, seen on its square only as
   * it passed (a2-a3-a4, a4 never scanned): it may have been the double step, taken en passant
   * at once by the pawn beside it, which leaves the same board. The arbiter is told, as for
   * {@link #reportRival}; the step seen is recorded.
   */
  private void doubleStepDoubt(Position before, Move step, String san, int ply, long at, Output out) {
    Piece pawn = before.board().pieceAt(step.from()).orElse(null);
    Color by = before.sideToMove();
    int start = by == Color.WHITE ? 1 : 6;
    if (pawn == null || pawn.role() != Role.PAWN || step.from().rank() != start
        || step.to().file() != step.from().file()
        || Math.abs(step.to().rank() - step.from().rank()) != 1) {
      return;
    }
    Square far = Square.of(step.from().file(), start + (by == Color.WHITE ? 2 : -2));
    Move doubleStep = Move.normal(step.from(), far);
    if (!game.legalMoves(before).contains(doubleStep) || game.placements.on(far, pawn, game.committedAt)) {
      return;
    }
    Position after = before.playUnchecked(doubleStep);
    for (Move reply : after.legalMoves()) {
      if (reply.isEnPassant()
          && reply.to() == step.to()
          && game.rivalsReported.add(ply + " " + step + " " + doubleStep)) {
        alert(
            out,
            at,
            "8.4",
            "ambiguous-moves",
            ply,
            "the board cannot tell " + san + " from " + San.format(before, doubleStep)
                + " (the pawn taken up at once, " + San.format(after, reply)
                + " would leave the same board): " + san + " is recorded, the arbiter should confirm",
            List.of(step.from(), step.to(), far));
        return;
      }
    }
  }

  /**
   * The square a pawn's double step passed over, or empty where {@code move} is no double step.
   */
  private static Optional<Square> passedSquare(Move move) {
    int ranks = move.to().rank() - move.from().rank();
    if (move.isCastling() || move.to().file() != move.from().file() || Math.abs(ranks) != 2
        || (move.from().rank() != 1 && move.from().rank() != 6)) {
      return Optional.empty();
    }
    return Optional.of(Square.of(move.from().file(), move.from().rank() + ranks / 2));
  }

  /**
   * The mirror of {@link #doubleStepDoubt}: a pawn's double step seen and read, its pawn gone from
   * its square before its player pressed, then taken en passant on the square it passed (c7-c5,
   * c5 emptied, Black's press, dxc6). The player may have taken the pawn back and set it on the
   * square it passed instead (c6, a changed move), that landing lost within a scan as the
   * opponent's hand took it: c6 dxc6 leaves the same board. The arbiter is told; the double step
   * seen is recorded.
   */
  private void singleStepDoubt(Position before, Move doubleStep, String san, int ply, long at, Output out) {
    Optional<Square> passed = passedSquare(doubleStep);
    Piece pawn = before.board().pieceAt(doubleStep.from()).orElse(null);
    if (passed.isEmpty() || pawn == null || pawn.role() != Role.PAWN) {
      return;
    }
    Move step = Move.normal(doubleStep.from(), passed.get());
    if (!game.legalMoves(before).contains(step)) {
      return;
    }
    Position after = before.playUnchecked(step);
    for (Move reply : after.legalMoves()) {
      if (reply.to() == passed.get()
          && after.board().pieceAt(reply.from()).map(p -> p.role() == Role.PAWN).orElse(false)
          && game.rivalsReported.add(ply + " " + doubleStep + " " + step)) {
        alert(
            out,
            at,
            "8.4",
            "ambiguous-moves",
            ply,
            "the board cannot tell " + san + " from " + San.format(before, step)
                + " (the pawn taken from " + doubleStep.to() + " before the press and set on "
                + passed.get() + ", " + San.format(after, reply)
                + " would leave the same board): " + san + " is recorded, the arbiter should confirm",
            List.of(doubleStep.from(), passed.get(), doubleStep.to()));
        return;
      }
    }
  }

  /**
   * After a gap in the clock's messages (a disconnect) presses may have been missed; the lever
   * still tells whose turn it is. Every made move but one the lever does not yet confirm is
   * completed, without clock readings (they were not seen).
   */
  private void syncWithClock(long at, Output out) {
    syncWithClock(at, lastRunning, out);
  }

  /** As above, with the lever as {@code running} shows it. */
  private void syncWithClock(long at, Optional<Color> running, Output out) {
    if (!game.syncWithClock || running.isEmpty() || game.pending.isEmpty()) {
      return;
    }
    boolean lastPressed = tentative().sideToMove() == running.get();
    int keep = lastPressed ? 0 : 1;
    if (!lastPressed
        && game.pending.size() <= keep
        && !normalised(observed()).equals(tentative().board())) {
      // The lever says the player to move has moved too, and the board shows that move begun
      // (h4 and Black's Rc8-c4 pressed in a gap, White's Rc1 already lifted to take on c4): sync
      // when the board explains it, not now with nothing to complete.
      return;
    }
    if (!lastPressed
        && game.runnerPressedInGap.equals(running)
        && game.pending.get(game.pending.size() - 1).by == running.get()
        && !normalised(observed()).equals(tentative().board())) {
      // The running face gained in the gap: its player pressed there, after their last move
      // here, and the presser after that, whose move the board shows begun (Nf5 Bxd5 in a gap,
      // White's queen up for Qd4, pressed as the line came back): sync once that move is read,
      // not now, completing Nf5 alone and leaving the next presses a move behind.
      return;
    }
    game.runnerPressedInGap = Optional.empty();
    game.syncWithClock = false;
    boolean opponentsBefore = false; // a move of the other side completed by this sync
    while (game.pending.size() > keep && !game.ended) {
      Made next = game.pending.get(0);
      Press gapPress = game.presses.peekFirst();
      if (gapPress != null
          && gapPress.gapFrom != NEVER
          && gapPress.player == next.by
          && opponentsBefore
          && lastToCompleteBy(next.by, keep) == 0
          && shownByGapDump(next)) {
        // The press the clock's first word after the gap shows is the last of its player's in
        // the gap, after the opponent's (b5, a3, bxc4 in the gap, then White's face running):
        // it completes that player's last move completed here (bxc4, not b5), with what
        // readings are sure (none: the opponent pressed in the gap too, see recordedNow). Not
        // a move the gap's dump does not show: made after that word (Nxe4 begun as the dump
        // came, its press heard later).
        game.presses.pollFirst();
        complete(recordedNow(gapPress), gapPress.at, out);
        continue;
      }
      opponentsBefore |= next.by != (gapPress == null ? null : gapPress.player);
      if (game.pending.size() > 1 && pressedBeforeGap(next)) {
        // Nc3-b1 lifted, Black's press seen, then the line went down before b1's landing and
        // the next two moves: that press completes Nb1 (with its readings), not Na3 after it.
        Press press = game.presses.pollFirst();
        complete(recordedNow(press), press.at, out);
        continue;
      }
      if (game.pending.size() == 1 && pressQueuedBy(next.by) && atMostReplyBegun(next)) {
        // Its press came and waits to be judged: it completes the move, with its readings. Not
        // when the board shows more than the reply begun: the press may be a later move's (Ng2
        // read from the gap's dump while Qd4+ Qxd4 were made and the d4 queen is being taken:
        // the press is Qxd4's).
        break;
      }
      complete(Optional.empty(), at, out);
    }
  }

  private void pressSeen(long at) {
    recentPressesAt[pressesSeen++ % recentPressesAt.length] = at;
  }

  /** How many presses were seen at or after {@code since} (up to the last eight). */
  private int pressesSeenSince(long since) {
    int count = 0;
    for (int i = 1; i <= Math.min(pressesSeen, recentPressesAt.length); i++) {
      if (recentPressesAt[(pressesSeen - i) % recentPressesAt.length] < since) {
        break;
      }
      count++;
    }
    return count;
  }

  /** The gap's dump shows {@code made}'s piece where it landed. */
  private boolean shownByGapDump(Made made) {
    Square landed = landing(made.move);
    return gapDumpBoard.pieceAt(landed).equals(made.after.board().pieceAt(landed));
  }

  /**
   * The index among the pending moves of {@code player}'s last that a lever sync keeping {@code
   * keep} made moves completes, or -1.
   */
  private int lastToCompleteBy(Color player, int keep) {
    for (int i = game.pending.size() - keep - 1; i >= 0; i--) {
      if (game.pending.get(i).by == player) {
        return i;
      }
    }
    return -1;
  }

  /**
   * The board shows the last made move, {@code made}, as it left it, or with only the opponent's
   * pieces lifted since (their reply begun).
   */
  private boolean atMostReplyBegun(Made made) {
    Board board = normalised(observed());
    Board expected = made.after.board();
    long gone = expected.occupied() & ~board.occupied();
    return onlyPiecesInHand(board) && (gone & ~expected.byColor(made.by.opposite())) == 0;
  }

  /**
   * The oldest waiting press is {@code first}'s (the oldest made move's): by its player, after
   * its piece was seen leaving its square, before the reply was seen, and before that player's
   * next move began.
   */
  private boolean pressedBeforeGap(Made first) {
    Press press = game.presses.peekFirst();
    if (press == null
        || press.player != first.by
        || press.readings == null
        || (press.at >= game.pending.get(1).at && !press.fresh)
        || press.at > silenceBeganAt) {
      return false;
    }
    long[] left = leftSinceCompleted(game.committed.position().board(), first.move);
    // A lift first seen in a dump may have come after the press; a landing heard before it not.
    boolean begun = left != null && left[1] == 0 && left[0] <= press.at;
    if (!begun && !landingHeardBy(first, press.at) && !opponentPressedAfter(press)) {
      return false;
    }
    for (int i = 1; i < game.pending.size(); i++) {
      Made later = game.pending.get(i);
      if (later.by == first.by) {
        if (press.gapFrom != NEVER && press.readings != null) {
          // The clock's first word after the gap shows the faces after the last press in it:
          // b5 pressed, a3 pressed, bxc4 pressed in the gap, then White's face running: the
          // readings are bxc4's press's (see syncWithClock), not b5's.
          return false;
        }
        long[] laterLeft = leftSinceCompleted(game.pending.get(i - 1).after.board(), later.move);
        if (press.fresh && press.gapFrom != NEVER && laterLeft != null && laterLeft[0] <= press.at) {
          // A fresh message is the press's own: the press came when it was sent, after the gap's
          // dump showed this later move made (b4 Na4 Nxe4 in the gap, the message after it shows
          // Black's press with White's face coming back, by the increment, to where it stood).
          return false;
        }
        if (laterLeft != null && laterLeft[1] != 0 && press.gapFrom == NEVER && laterLeft[0] < press.at) {
          // The later move's lift, first seen in a dump, came before a press heard after that
          // dump: Nf3 lifted, the line down, Nf3 d6 (both pressed) and O-O begun in the gap, the
          // dump showing the king on g1: the press heard after it is O-O's, not Nf3's.
          return false;
        }
        return laterLeft == null || laterLeft[1] != 0 || laterLeft[0] > press.at;
      }
    }
    return true;
  }

  /**
   * When {@code move}'s piece last left its square, as {@link TrackedGame#leftFrom}, if since the
   * last completed move; else null. A leaving before it was another move's: Rc8 and Rcd8 in a
   * gap, the black rook's leaving of c8 forty seconds before no lift of Rcd8's.
   */
  private long[] leftSinceCompleted(Board before, Move move) {
    long[] left = game.leftFrom(before, move);
    return left != null && left[0] >= game.committedAt ? left : null;
  }

  /**
   * {@code made}'s landing was heard (not read from a dump) before {@code by} and before the last
   * silence, since the last completed move: h2-h4 with h2's emptying lost on the line, h4's
   * filling heard, then the press (not f2-f3 exf3 gxf3 in the gap, gxf3 heard landing on f3 after
   * it).
   */
  private boolean landingHeardBy(Made made, long by) {
    Square landed = landing(made.move);
    Optional<Piece> piece = made.after.board().pieceAt(landed);
    return game.placements.any(
        placed ->
            placed.square() == landed
                && piece.equals(Optional.of(placed.piece()))
                && !placed.late()
                && placed.at() >= game.committedAt
                && placed.at() <= Math.min(by, silenceBeganAt));
  }

  private boolean pressQueuedBy(Color player) {
    for (Press press : game.presses) {
      if (press.player == player && press.readings != null) {
        return true;
      }
    }
    return false;
  }

  /**
   * The input has ended (the capture is over): moves made but never completed by a press are
   * completed now, without clock readings; players often leave the last move unpressed.
   */
  public void finish(long atMillis, Output out) {
    wallNow = Math.max(wallNow, atMillis);
    if (burst.collecting()) {
      readBurst(out);
    }
    tick(atMillis, out);
    if (gestureBoard != null && game != null && !game.ended && observed().equals(gestureBoard)) {
      Board board = normalised(gestureBoard);
      gestureBoard = null;
      endByGesture(board, gestureSince, out); // the recording ends on the gesture
    }
    while (game != null && !game.ended && !game.pending.isEmpty()) {
      complete(Optional.empty(), atMillis, out);
    }
    for (Made made : game == null ? List.<Made>of() : List.copyOf(game.alertsHeld)) {
      releaseHeldAlerts(made, out); // the recording ends: what the moves never pressed raised
    }
  }

  /** A square was reported emptied after {@code since} while the board showed it empty. */
  private boolean lostFillingSince(long since) {
    for (long at : emptiedUnfilledAt) {
      if (at > since) {
        return true;
      }
    }
    return false;
  }

  /**
   * The squares empty in {@code from} that the board reported emptied after {@code since} while it
   * showed them empty (their filling lost on the line). A square with a piece at the start may
   * have had it put back (Nb1 lifted, put back unheard, lifted again for Nc3): only an empty one
   * needs a move to fill it.
   */
  private long emptiedUnfilled(Position from, long since) {
    long squares = 0;
    for (int index = 0; index < 64; index++) {
      if (emptiedUnfilledAt[index] > since
          && from.board().pieceAt(Square.ofIndex(index)).isEmpty()) {
        squares |= 1L << index;
      }
    }
    return squares;
  }

  /**
   * Every square the board reported emptied while it showed it empty (its filling lost on the
   * line) after {@code since} is one the moves put a piece on, or slid over: Qb6-b8+ Rd8 with
   * the queen lifted from b8 again, not Qd8+ Rxd8, when b8 was reported emptied; but O-O-O's
   * rook sliding a1-b1-d1 may empty b1 too.
   */
  private boolean fillsEmptiedSquares(Position from, List<Move> moves, long since) {
    for (long b = emptiedUnfilled(from, since); b != 0; b &= b - 1) {
      if (!passedBy(from, moves, Square.ofIndex(Long.numberOfTrailingZeros(b)))) {
        return false;
      }
    }
    return true;
  }

  /**
   * One of {@code moves} puts a piece on {@code square} or carries it over the square on its way;
   * a pawn's hand may also set it down beside its path (f2-f4 put down on g3 for a moment).
   */
  private boolean passedBy(Position from, List<Move> moves, Square square) {
    Position position = from;
    for (Move move : moves) {
      if (move.to() == square || landing(move) == square || slidesOver(move, square)) {
        return true;
      }
      boolean pawn =
          position.board().pieceAt(move.from()).map(p -> p.role() == Role.PAWN).orElse(false);
      if (pawn
          && Math.abs(square.file() - move.from().file()) <= 1
          && Math.min(
                  Math.abs(square.rank() - move.from().rank()),
                  Math.abs(square.rank() - move.to().rank()))
              <= 1
          && (square.rank() - move.from().rank()) * (move.to().rank() - move.from().rank()) > 0) {
        return true; // beside the pawn's path, ahead of where it started
      }
      position = position.playUnchecked(move);
    }
    return false;
  }

  /**
   * {@code square} lies between where {@code move} starts and ends (a castling's too). A knight
   * jumps, but the hand carrying it may set it down on the way: any square of the rectangle its
   * two squares span (Nc3-a4 set down on b3 for a second).
   */
  private static boolean slidesOver(Move move, Square square) {
    long between = org.touchmove.chess.Attacks.between(move.from().index(), move.to().index());
    if ((between & square.bit()) != 0) {
      return true;
    }
    Square from = move.from();
    Square to = move.to();
    if (Math.abs(from.file() - to.file()) + Math.abs(from.rank() - to.rank()) != 3
        || from.file() == to.file()
        || from.rank() == to.rank()) {
      return false; // not a knight's jump
    }
    return square.file() >= Math.min(from.file(), to.file())
        && square.file() <= Math.max(from.file(), to.file())
        && square.rank() >= Math.min(from.rank(), to.rank())
        && square.rank() <= Math.max(from.rank(), to.rank());
  }

  private static long[] never(int length) {
    long[] times = new long[length];
    java.util.Arrays.fill(times, NEVER);
    return times;
  }

  /** Each sensor code's piece (null: empty, a result piece, or no code), read at every field. */
  private static final Piece[] PIECE_OF_CODE = new Piece[256];

  static {
    for (int code = 0; code < PIECE_OF_CODE.length; code++) {
      PIECE_OF_CODE[code] = PieceCode.fromCode(code).flatMap(PieceCode::piece).orElse(null);
    }
  }

  /** {@code PieceCode.fromCode(code).flatMap(PieceCode::piece).orElse(null)}, without Optionals. */
  private static Piece pieceOfCode(int code) {
    return code >= 0 && code < PIECE_OF_CODE.length ? PIECE_OF_CODE[code] : null;
  }

  private void setField(int field, int code, long at) {
    codes[field] = code;
    Square square = orientation.square(field);
    Piece before = seen[square.index()];
    Piece after = pieceOfCode(code);
    seen[square.index()] = after;
    if (before == null && after == null && !readingDump) {
      emptiedUnfilledAt[square.index()] = at;
    }
    if (after == null && !readingDump) {
      emptiedAt[square.index()] = at;
      liftedOff[square.index()] = before;
      dumpBeforeLift[square.index()] = lastDumpAt;
    }
    if (!readingDump) {
      Piece moved = after != null ? after : before;
      if (moved != null) {
        moversSinceClock |= 1 << moved.color().ordinal();
      }
    }
    if (before != after) {
      changedAt[square.index()] = at;
      correctedByDump[square.index()] = readingDump;
    } else if (after != null && !readingDump) {
      // The board reports only changes: a piece reported where the host has it already means
      // the square changed in between, that update lost (N9). The square was handled: Black's
      // Re6xe7 put down in place of the white rook, its update lost, then White's Ra7xe7
      // reported as a white rook on e7, where the host still has the one taken.
      changedAt[square.index()] = at;
      correctedByDump[square.index()] = false;
    }
    if (observedCache != null && before != after) {
      // Kept up square by square: rebuilding it from all 64 at every update cost more.
      observedCache = after == null ? observedCache.without(square) : observedCache.with(square, after);
    }
    if (game != null && !game.ended) {
      game.hands(square, before, after, at);
      if (before != after) {
        for (Made made : game.pending) {
          Square landing = landing(made.move);
          if (made.leftAt == Long.MAX_VALUE && landing.equals(square)) {
            made.leftAt = at;
          }
        }
      }
    }
  }

  private void changed(long at) {
    lastChange = at;
    settled = false;
    changedByDump = false;
  }

  /** True when the last change came from a dump: only then can moves have been missed. */
  private boolean changedByDump;

  /** What the board shows now, in chess squares. */
  private Board observed() {
    if (observedCache == null) {
      observedCache = Board.ofSquares(seen);
    }
    return observedCache;
  }

  private Board settledBoard = Board.empty();

  // ---------------------------------------------------------------------------------------------
  // The settled board

  private void onSettled(long at, Output out) {
    settledBoard = observed();
    if (game == null || game.ended) {
      tryStart(at, out);
      return;
    }
    Board board = normalised(settledBoard);
    if (game.swappedSetup && game.committed.plyCount() == 0 && game.pending.isEmpty()) {
      if (board.equals(game.committed.position().board())) {
        game.swappedSetup = false; // put right
        return;
      }
    }
    if (isResultGesture(board) && !pressedSince(at) && !kingMovePressed(board)) {
      // Held for a moment before it counts: with one king already on a centre square, the other
      // king put down shows a gesture before the first king is moved to its square (Kd4 beside
      // Kd5 is a draw for an instant, then Kd5-e5 makes it 0-1).
      gestureBoard = settledBoard;
      gestureSince = at;
      return;
    }
    gestureBoard = null;
    if (game.illegal != null) {
      onBoardAfterIllegalMove(board, at, out);
      return;
    }
    if (movesHiddenInGap(board, at, out)
        || movesShortOfGapPresses(board, at, out)
        || pressesReadOnward(board, at, out)
        || stopReadFromLog(at, out)
        || changeAfterPressPutBack(board, at, out)) {
      return;
    }
    changeAfterPressPutBackBeforeReply(board, at, out);
    Position completed = game.committed.position();
    Optional<Explanation> explanation =
        explainBoard(board, at, out)
            .filter(
                reading ->
                    !changesPressedMove(reading.moves())
                        && !swapsPressedMoveForLaterLift(reading.moves())
                        && !promotesWherePawnNotSeen(reading.moves())
                        && !rewritesPressedLanding(reading.moves()));
    if (explanation.isPresent()) {
      displacementPutRight(explanation.get(), at, out);
      game.disturbedSince = NEVER;
      game.disturbanceAlerted = false;
      game.heldAmbiguously = null; // the board has since shown which reading it was
      if (heldThroughOwnMove(explanation.get(), board, at, out)) {
        syncWithClock(at, out);
        return;
      }
      reportRival(explanation.get(), at, out);
      reconcile(explanation.get().moves(), at, true, out);
      syncWithClock(at, out);
      if (game.afterGap) {
        // The gap read here, not from its dump (the dump caught a move half heard: Qa5-c5's
        // landing heard, its lift not, two queens shown): the clock's word came before.
        game.afterGap = false;
        askLogForGapPresses(out);
      }
      return;
    }
    if (awaitingLog()) {
      return; // the gap's moves are known, their order is not: the log will tell
    }
    readBeforeKnock(board, at, out);
    if (tryRestore(board, at, out)) {
      return;
    }
    if (tryNewGame(at, out)) {
      return;
    }
    if (onlyPiecesInHand(board) || board.equals(game.heldAmbiguously)) {
      // Someone holds a piece: nothing is displaced. Also after a gap when several move-and-reply
      // readings leave the board with one piece in the hand (Nd8 to e6 or c6, f5, the knight
      // lifted again): it is explained, only not yet which way.
      game.disturbedSince = NEVER;
      return;
    }
    if (rereadGapOnward(board, at, out)
        || rereadGapLonger(board, at, out)
        || rereadGapToPresses(board, at, out)
        || rereadGapReordered(board, at, out)
        || rereadGapSetBack(board, at, out)
        || rereadGapShorter(board, at, out)
        || lastMoveChangedUnseen(board, at, out)
        || lastSlideWentOnUnheard(board, at, out)) {
      return;
    }
    if (!game.pending.isEmpty()
        && game.presses.isEmpty()
        && onlyPiecesInHand(board, game.committed.position().board())) {
      // The made moves were never pressed and their pieces are back, or still in the hand: the
      // player put his piece back (Rxg2 read with g4 lifted, then the rook set down on g4 again
      // while White's rook is still in Black's hand). Nothing is displaced now.
      standingReplyRetracted(game.pending, at, out);
      retractAll(at, out);
      game.disturbedSince = NEVER;
      return;
    }
    if (changedByDump && tryMissedMoves(board, at, out)) {
      return;
    }
    if (game.disturbedSince == NEVER || !settledBoard.equals(game.disturbedBoard)) {
      game.disturbedSince = displacementCountsFrom(displacedSince(at));
      game.disturbedBoard = settledBoard;
      game.disturbedWithPlies = recordPlies() + game.pending.size();
      game.disturbanceDumped = false;
      game.disturbanceAlerted = false;
      out.requestDump(); // a lost update looks like this too: check before alerting
    }
  }

  /**
   * How many moves the board may be ahead of the last completed position: the made moves and two
   * more (a move and a quick reply merged by the scan), or one for each clock press still waiting
   * for its move plus the reply. Deeper searches would find "explanations" for boards that merely
   * have pieces in hand.
   */
  private int explanationDepth() {
    if (game.afterGap) {
      return Explainer.MAX_DEPTH; // moves and presses may have been missed in the gap
    }
    int depth = Math.max(game.pending.size() + 2, game.presses.size() + 1);
    return Math.min(Explainer.MAX_DEPTH, depth);
  }

  /** After 7.5.2 the pawn left on the last rank counts as the queen it should have become. */
  private Board normalised(Board board) {
    if (game == null || game.uncrowned == null) {
      return board;
    }
    Square square = game.uncrowned;
    Optional<Piece> there = board.pieceAt(square);
    Optional<Piece> shouldBe = game.committed.position().board().pieceAt(square);
    if (there.isPresent()
        && there.get().role() == Role.PAWN
        && shouldBe.isPresent()
        && shouldBe.get().role() == Role.QUEEN
        && shouldBe.get().color() == there.get().color()) {
      return board.with(square, shouldBe.get());
    }
    game.uncrowned = null; // the arbiter put the queen there, or the square changed
    return board;
  }

  private void tryStart(long at, Output out) {
    Optional<StartPosition> start =
        StartPosition.recognise(this::boardSeenAs, config.allow960());
    if (start.isEmpty()) {
      return;
    }
    if (game != null && !game.ended && game.committed.plyCount() == 0 && game.pending.isEmpty()) {
      return; // still the same unstarted game
    }
    startGame(start.get(), at, out);
  }

  private boolean tryNewGame(long at, Output out) {
    if (game.committed.plyCount() == 0 && game.pending.isEmpty()) {
      return false; // still at the start: nothing to begin again
    }
    if (!StartPosition.couldBeStart(observed())) {
      return false; // most settled boards: no need to build the board both ways up to see it
    }
    Optional<StartPosition> start =
        StartPosition.recognise(this::boardSeenAs, config.allow960());
    if (start.isEmpty()) {
      return false;
    }
    startGame(start.get(), at, out);
    return true;
  }

  private Board boardSeenAs(BoardOrientation candidate) {
    Piece[] squares = new Piece[64];
    for (int field = 0; field < 64; field++) {
      squares[candidate.square(field).index()] = pieceOfCode(codes[field]);
    }
    return Board.ofSquares(squares);
  }

  private void startGame(StartPosition start, long at, Output out) {
    if (orientation != start.orientation()) {
      orientation = start.orientation();
      for (int i = 0; i < 64; i++) {
        seen[i] = null;
      }
      for (int field = 0; field < 64; field++) {
        seen[orientation.square(field).index()] = pieceOfCode(codes[field]);
      }
      observedCache = null;
    }
    gamesStarted++;
    if (game != null) {
      for (Made made : List.copyOf(game.alertsHeld)) {
        releaseHeldAlerts(made, out); // the old game's, its moves never pressed: nothing is lost
      }
    }
    game = new TrackedGame(Game.startingFrom(start.position()));
    clock.newGame();
    audit = config.control().filter(ClockAudit::canAudit).map(ClockAudit::new);
    lastReadings = Optional.empty();
    out.event(
        new GameEvent.GameStarted(at, gamesStarted, start.variant(), start.position(), orientation));
    if (start.kingQueenSwapped()) {
      game.swappedSetup = true;
      alert(
          out,
          at,
          "7.2",
          "wrong-initial-position",
          0,
          "the initial position is wrong: king and queen are swapped",
          List.of(Square.D1, Square.E1, Square.D8, Square.E8));
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Moves

  /**
   * The line fell silent right after the board last changed (a disconnect, the log's transfer):
   * a running clock talks every second, so the board's rest was never heard, and a move read
   * from it is made but not released (4.7).
   */
  private boolean restUnheard() {
    if (unheardRestOf != NEVER && unheardRestOf == lastChange) {
      return true;
    }
    return lastRunning.isPresent()
        && lastMessageAt <= lastChange
        && now - lastChange > CLOCK_GAP_MILLIS;
  }

  /**
   * When each of a gap's moves from {@code from} (index {@code common} on) was made: when its
   * landing was heard, where the line carried it between two outages (Qd8 heard landing before
   * Black's press, then Bc7 Qc8 in the next outage: the press is Qd8's), and the square was not
   * heard emptied after it; else {@code at}; no later than a move after it.
   */
  private long[] landingsHeard(Position from, List<Move> moves, int common, long at) {
    return landingsHeard(from, moves, common, at, false);
  }

  /**
   * As {@link #landingsHeard(Position, List, int, long)}; {@code leftAgain}: a landing counts
   * though its square was emptied since (the king lifted from its move's square for the result
   * gesture).
   */
  private long[] landingsHeard(
      Position from, List<Move> moves, int common, long at, boolean leftAgain) {
    long[] times = new long[moves.size()];
    // When a move of the reading before this one landed on each square: a landing heard there
    // before it is that move's or older (d4 heard landing, then cxd4 cxd4 in the outage: the
    // second pawn on d4 is not dated by the first's landing).
    long[] landedOn = new long[64];
    Arrays.fill(landedOn, NEVER);
    // Nor is one heard before the move before it was made (the rook heard passing a4 on its way
    // to a5 before the gap, Ra4 in it: not made when it passed).
    long madeBefore = NEVER;
    for (int j = 0; j < common && j < game.pending.size(); j++) {
      int square = landing(moves.get(j)).index();
      landedOn[square] = Math.max(landedOn[square], game.pending.get(j).at);
      madeBefore = Math.max(madeBefore, game.pending.get(j).at);
    }
    Position position = from;
    for (int i = common; i < moves.size(); i++) {
      Move move = moves.get(i);
      Position after = position.playUnchecked(move);
      Square target = landing(move);
      Piece piece = after.board().pieceAt(target).orElse(null);
      times[i] = at;
      for (Placements.Placement placed : game.placements.newestFirst()) {
        if (placed.at() <= game.committedAt
            || placed.at() > at
            || placed.at() <= landedOn[target.index()]
            || placed.at() <= madeBefore) {
          continue;
        }
        if (placed.square() == target && placed.piece() == piece && !placed.late()) {
          // Not where the board reported the square emptied after it: that piece left again
          // (the e3 pawn knocked to d4 and put back before the gap, d2-d4 played in it), unless
          // a later move of the reading took it or moved it on, heard since the gap began (fxe3
          // fxe3 in the burst behind the log).
          long emptied = emptiedAt[target.index()];
          if (leftAgain
              || emptied <= placed.at()
              || emptied > at
              // the reading's own capture or move on from there, heard since the gap began
              || (movedAgain(moves, i, target) && emptied >= gap.startedAt())) {
            times[i] = placed.at();
          }
          break;
        }
      }
      landedOn[target.index()] = Math.max(landedOn[target.index()], times[i]);
      if (times[i] != at) {
        madeBefore = Math.max(madeBefore, times[i]);
      }
      position = after;
    }
    for (int i = moves.size() - 2; i >= common; i--) {
      times[i] = Math.min(times[i], times[i + 1]);
    }
    return times;
  }

  /**
   * A move and the opponent's reply, made with nobody pressing, stood the displaced time and are
   * taken back: the board they explained was pieces out of place, put right (7.4). A piece knocked
   * over can leave what a move and its reply would: Black's f7 pawn in the hand and White's e5
   * pawn knocked to f6 reads as f5 exf6 e.p.; Black's c2 rook knocked to d2 while White holds the
   * e2 rook reads as Rd2 Rxd2. Nobody plays a reply and leaves both unpressed for seconds.
   */
  private void standingReplyRetracted(List<Made> retracted, long at, Output out) {
    if (retracted.size() < 2
        || game.afterGap
        || inLogBurst(at)
        // a press since, before the board went back (one after it is the next move's)
        || game.presses.stream().anyMatch(press -> press.at < at)
        || (lastPressSeenAt > retracted.get(0).at && lastPressSeenAt < at)) {
      return;
    }
    Made last = retracted.get(retracted.size() - 1);
    long stood = at - last.at;
    if (stood < config.displaced().toMillis()) {
      return;
    }
    Board shown = last.after.board();
    Board now = normalised(observed());
    List<Square> squares = new ArrayList<>();
    StringBuilder moves = new StringBuilder();
    for (long b = Explainer.changedSquares(shown, now); b != 0; b &= b - 1) {
      squares.add(Square.ofIndex(Long.numberOfTrailingZeros(b)));
    }
    for (Made made : retracted) {
      moves.append(moves.length() == 0 ? "" : " ").append(made.san);
    }
    alert(
        out,
        last.at + config.displaced().toMillis(),
        "7.4",
        "displaced-pieces",
        recordPlies(),
        "pieces displaced on the board and put right after " + stood / 100 / 10.0
            + " s: the board showed what " + moves + " would leave, and nobody pressed the clock",
        squares);
  }

  /**
   * Brings the made-but-not-completed moves in line with an explanation of the board: the common
   * part stays, moves no longer on the board are retracted, new ones are made.
   */
  private void reconcile(List<Move> explained, long at, boolean settledBoard, Output out) {
    List<Made> pending = game.pending;
    int common = 0;
    while (common < pending.size()
        && common < explained.size()
        && pending.get(common).move.equals(explained.get(common))) {
      common++;
    }
    explained = singleStepsFirst(explained, common);
    if (common < pending.size()) {
      Made first = pending.get(common);
      Optional<Move> replacement =
          common < explained.size() ? Optional.of(explained.get(common)) : Optional.empty();
      standingReplyRetracted(pending.subList(common, pending.size()), at, out);
      for (int i = pending.size() - 1; i >= common; i--) {
        Made made = pending.remove(i);
        touchesBack(made);
        out.event(new GameEvent.MoveRetracted(at, made.ply, made.move));
      }
      if (first.released && leftItsSquare(first) && !leftUnseen(first) && landingSeen(first)) {
        // Told when the ply is completed, and only if with another move: a piece lifted and put
        // straight back (a j'adoube just after the press, a flicker) leaves the move as it was.
        // A move whose piece was never seen on its square was read from the reply's hands (Rd2
        // Rxd2 for Black's c2 rook knocked to d2 while White held the e2 rook): nobody saw it
        // released, and White's Rxc2 later changes nothing the player did.
        first.leftInStall = leftInAStall(first, replacement);
        game.changedMoves.putIfAbsent(first.ply, first);
      } else if (!first.released && leftItsSquare(first) && landingSeen(first)) {
        game.formsHeard.putIfAbsent(first.ply, first); // see changedJustAfterPress
      }
    }
    Position position = tentative();
    long[] madeAt = game.afterGap ? landingsHeard(position, explained, common, at) : null;
    for (int i = common; i < explained.size(); i++) {
      Move move = explained.get(i);
      int ply = recordPlies() + pending.size() + 1;
      if (i + 1 < explained.size()
          && explained.get(i + 1).to() == move.to()
          && !pressShowed(position.sideToMove(), move.to())) {
        // Taken at once where it stepped, and no press showed it standing there: raised when
        // the step is completed with that capture after it (readings change as hands move).
        game.stepsInDoubt.put(ply, move);
      }
      if (i == common && i > 0 && pending.size() == i) {
        // The capture comes after the step was already made (f2-f3 read as the pawn slid on,
        // exf3 seen later): the same doubt, when the step's press did not show it standing.
        Made step = pending.get(i - 1);
        if (step.move.to() == move.to() && leftBeforeItsPress(step)) {
          game.stepsInDoubt.putIfAbsent(step.ply, step.move);
        }
        // Its mirror: the double step seen (c7-c5), its pawn gone before its player pressed, then
        // the capture en passant on the square it passed (dxc6). The pawn may have been taken back
        // and set on c6 instead (a changed move, 4.7), that landing lost within a scan before the
        // capturer took it: c6 dxc6 leaves the same board.
        if (move.isEnPassant()
            && passedSquare(step.move).filter(passed -> passed == move.to()).isPresent()
            && leftBeforeItsPress(step)) {
          game.stepsInDoubt.putIfAbsent(step.ply, step.move);
        }
      }
      List<GameEvent> held = new ArrayList<>();
      List<Touch> quiet = game.touches.stream().filter(touch -> !touch.alerted).toList();
      List<Touch> judged = touchAlerts(position, move, ply - 1, at, holdingAlerts(out, held));
      if (move.isCastling()) {
        castlingOrderAlert(move, position.sideToMove(), ply - 1, at, out);
      }
      String san = San.format(position, move);
      Position after = position.playUnchecked(move);
      long madeTime = madeAt == null ? at : madeAt[i];
      Made made = new Made(move, san, ply, madeTime, position.sideToMove(), after);
      made.touchesJudged = judged;
      if (!held.isEmpty()) {
        made.heldAlerts = held;
        made.heldAlertTouches = quiet.stream().filter(touch -> touch.alerted).toList();
        game.alertsHeld.add(made);
      }
      pending.add(made);
      out.event(new GameEvent.MoveMade(madeTime, ply, move, san, after));
      if (after.legalMoveCount() == 0) {
        game.finalMoveUntil = at + config.finalGrace().toMillis(); // mate or stalemate: wait for the press
      }
      position = after;
    }
    if (settledBoard && !readingGapDump && !restUnheard() && !replayingBurst) {
      // (In the burst behind the log the times are estimates between the clock's ticks: a rest
      // there is a longer one, movesRestedInBurst.)
      for (int k = 0; k < pending.size(); k++) {
        Made made = pending.get(k);
        // The board came to rest with it. Not the last move read with its own piece in the hand
        // again, its square empty (Be7-d6 from a dump that caught the bishop passing, d6
        // emptied 41 ms later, the board at rest read as Bd6 with the bishop held): nothing was
        // let go of there, and Bxb4 after it is no changed move (4.7). Nor a move taken on its
        // square by the next, its piece seen there only a moment (a2-a3 seen 250 ms on its way
        // to a4, then bxa3 read until the e.p. capture was: a4 is no changed a3; twic #468 all
        // 60).
        boolean takenAtOnce =
            k + 1 < pending.size()
                && landing(pending.get(k + 1).move) == landing(made.move)
                && stoodBriefly(made);
        made.released |=
            !takenAtOnce && (made != pending.get(pending.size() - 1) || !heldAgain(made));
      }
    }
    if (!clock.isPresent()) {
      // Without a clock a move is complete once the opponent has replied (or the game is over).
      while (game.pending.size() >= 2) {
        complete(Optional.empty(), at, out);
      }
    }
  }

  /**
   * The piece a made move put down is no longer on the board where it went: a player changed the
   * move. A move read again differently from the same board (a dump showed what a lost update
   * hid) is no change of the player's.
   */
  /**
   * Only a dump showed the move's piece gone from its square: its lift was a lost update, and the
   * square may have been one a sliding piece passed (Rd8-d1 with d4's updates only half seen).
   */
  private boolean leftUnseen(Made made) {
    Square target = landing(made.move);
    return correctedByDump[target.index()];
  }

  /** The square {@code made} landed on is empty: its piece is in the hand again. */
  private boolean heldAgain(Made made) {
    return seen[landing(made.move).index()] == null;
  }

  /**
   * The made move's piece left its landing in an update the line brought with garbage, in the
   * same millisecond as the landing of the move read instead, and less than a settle time and a
   * scan's skew after it was heard landing: the line stalled while the piece slid on, the board
   * seeming to rest on a square it passed, and the updates it held came together; the change is
   * no 4.7 (Re1 sliding to e6, e2's filling heard, then nothing for 0.84 s and e2's emptying with
   * e6's filling and garbage: Ree6, not a 4.7 for Re2; twic #1035 lt 70). A hand takes time
   * between a lift and the next landing: a leaving heard apart from it is a change (f3 left,
   * heard, then f4's filling with garbage, a 4.7; tata #75 all 1).
   */
  private boolean leftInAStall(Made made, Optional<Move> replacement) {
    long left = changedAt[landing(made.move).index()];
    return replacement.isPresent()
        && changedAt[landing(replacement.get()).index()] == left
        && noiseAround(left)
        && left - made.at < settleMillis + SCAN_SKEW_MILLIS;
  }

  private boolean leftItsSquare(Made made) {
    Square target = landing(made.move);
    Piece piece = made.after.board().pieceAt(target).orElse(null);
    return piece == null || seen[target.index()] != piece;
  }

  /**
   * Laws 4.7: a made move changed before the clock was pressed. Castling made rook first shows
   * first as a rook move: that is 4.4.2. Castling made king first in Chess960 may show a one-step
   * king move first: that is the right order, no alert.
   */
  private void changedMoveAlert(Made first, Made completed, long at, Output out) {
    if (first.leftInStall) {
      return;
    }
    if (completed.move.isCastling()) {
      Move castling = completed.move;
      if (first.move.from().equals(castling.to()) || first.move.from().equals(castling.from())) {
        return; // half of the castling was on the board first; the lift order decides 4.4.2
      }
    }
    if (!first.move.isCastling()
        && !completed.move.isCastling()
        && first.move.to().equals(completed.move.to())
        && first.after.board().pieceAt(first.move.to()).equals(completed.after.board().pieceAt(completed.move.to()))) {
      return; // the same piece on the same square: later moves told which one it was (Nfd7, Nbd7)
    }
    alert(
        out,
        at,
        "4.7",
        "move-changed",
        first.ply - 1,
        "the released move "
            + first.san
            + " was changed to "
            + completed.san
            + " before the clock was pressed",
        List.of(first.move.from(), first.move.to()));
  }

  /** Laws 4.3.1 and 4.3.2: touched pieces that had to be moved or captured but were not. */
  private List<Touch> touchAlerts(Position position, Move move, int ply, long at, Output out) {
    return touchAlerts(position, move, ply, at, Long.MAX_VALUE, out);
  }

  /**
   * As {@link #touchAlerts(Position, Move, int, long, Output)} for a move read at its press,
   * {@code pressedAt}, which is no longer among the presses waiting: a touch after it is the
   * opponent's (Bxf5 taken up unseen by White's hand, Black's press, then White's e4 pawn lifted
   * and set back before exf5: not Black touching a pawn it did not capture).
   */
  private List<Touch> touchAlerts(
      Position position, Move move, int ply, long at, long pressedAt, Output out) {
    Color mover = position.sideToMove();
    List<Move> legal = game.legalMoves(position); // most often the position just explained
    // A touch after this move's piece landed is the next player's (a fast reply, 6.2.2): it is
    // judged with the next move.
    long previousMove =
        game.pending.isEmpty() ? game.committedAt : game.pending.get(game.pending.size() - 1).at;
    long landed = Math.min(landingTime(position, move, previousMove), pressedAt);
    boolean opponentPressedFirst = false;
    for (Press press : game.presses) {
      if (press.player == mover && (press.at > previousMove || opponentPressedFirst)) {
        // The mover pressed the clock: what is touched after it is the opponent's, even when the
        // scan never saw this move's piece land (taken up at once by a capture by replacement).
        // Also a press after the opponent's queued one where the moves were read late, all made
        // at once (Bxa6 Bxa6 Rxa6 read when the rook landed: White's rook lifted after Black's
        // press is White's touch, not Black's).
        landed = Math.min(landed, press.at);
        break;
      }
      opponentPressedFirst |= press.player != mover;
    }
    List<Touch> later = new ArrayList<>();
    List<Touch> judged = new ArrayList<>();
    for (Touch touch : game.touches) {
      if (touch.liftedAt > landed
          || (touch.liftSeenLate && !landedLiveAfter(position, move, touch.liftedAt))) {
        // A lift first seen in a dump is of no known order with a move whose landing was not
        // heard after it: it goes to a later move (Bxd4 Nxd4 in an outage, White's queen lifted
        // in it for Qxd4 and put back after: not a 4.3.1 against Bxd4).
        later.add(touch);
        continue;
      }
      judged.add(touch);
      if (!touch.restored) {
        judgeTouch(touch, position, legal, move, ply, at, out);
      }
    }
    game.touches.clear();
    game.touches.addAll(later);
    return judged;
  }

  /**
   * A made move is retracted: the touches judged with it are the reading's again (Nxd6 cxd6 read
   * for a moment, then Nxc7: d6 touched and not captured is 4.3.2 after all). Called from the
   * last retracted move to the first, so they go back in the order they came.
   */
  private void touchesBack(Made made) {
    for (Touch touch : made.touchesJudged) {
      touch.restored = true;
    }
    // Its touch alerts, held for the press, are dropped: the touches are judged again with the
    // move its player completes instead (b4 touched and put back, then b4-b5 with both updates
    // lost read as Rc5-b5 for a moment: no 4.3.1 once b5 is read; g8 touched, d5 changed to d6:
    // the 4.3.1 stands).
    for (Touch touch : made.heldAlertTouches) {
      touch.alerted = false;
      game.touchesToJudgeAgain.put(touch, made.by);
    }
    made.heldAlerts = List.of();
    made.heldAlertTouches = List.of();
    game.alertsHeld.remove(made);
    game.touches.addAll(0, made.touchesJudged);
  }

  /**
   * {@code out}, holding the touch alerts (4.3.1, 4.3.2) raised as a move is made in {@code
   * held}: they go out when the move is completed ({@link #releaseHeldAlerts}), and are dropped if
   * the reading is retracted before ({@link #touchesBack}). A made move is a reading of a board
   * that may still be in motion or missing an update; its press settles it.
   */
  private static Output holdingAlerts(Output out, List<GameEvent> held) {
    return new Forwarding(out) {
      @Override
      public void event(GameEvent event) {
        if (event instanceof GameEvent.AlertRaised) {
          held.add(event);
        } else {
          super.event(event);
        }
      }
    };
  }

  /** The touch alerts held for {@code made} go out (it is completed, or left the record). */
  private void releaseHeldAlerts(Made made, Output out) {
    for (GameEvent alert : made.heldAlerts) {
      out.event(alert);
    }
    made.heldAlerts = List.of();
    made.heldAlertTouches = List.of();
    game.alertsHeld.remove(made);
  }

  /**
   * Touch alerts held for made moves no longer waiting for their press, by whatever path they
   * left it (read again from a gap, restored, completed elsewhere), go out: held only to be
   * dropped by a retraction, they are never lost.
   */
  private void releaseStrandedAlerts(Output out) {
    for (Made made : List.copyOf(game.alertsHeld)) {
      if (game.pending.stream().noneMatch(p -> p == made)) {
        releaseHeldAlerts(made, out);
      }
    }
  }

  /**
   * The touches judged again after a retraction are judged when the move read instead is
   * completed: readings of hands still moving may change again meanwhile (h6 touched, then h5
   * gxh5 read as Rh5 gxh5 for a moment while the e5 rook slid on: no 4.3.1 for h6 when h5 is
   * what is completed).
   */
  private void restoredTouchAlerts(Position position, Made made, long at, Output out) {
    List<Move> legal = null;
    for (Touch touch : made.touchesJudged) {
      if (touch.restored && !touch.alerted) {
        if (legal == null) {
          legal = position.legalMoves();
        }
        judgeTouch(touch, position, legal, made.move, made.ply - 1, at, out);
      }
    }
  }

  /**
   * The touches whose alerts a retraction dropped ({@link #touchesBack}) are judged with the move
   * their player completes next, whichever way it was read.
   */
  private void touchesJudgedAgain(Position position, Made made, long at, Output out) {
    if (game.touchesToJudgeAgain.isEmpty()) {
      return;
    }
    List<Move> legal = position.legalMoves();
    for (Map.Entry<Touch, Color> entry : List.copyOf(game.touchesToJudgeAgain.entrySet())) {
      if (entry.getValue() == made.by) {
        game.touchesToJudgeAgain.remove(entry.getKey());
        judgeTouch(entry.getKey(), position, legal, made.move, made.ply - 1, at, out);
      }
    }
  }

  /** Laws 4.3.1 and 4.3.2 for one touch, judged with {@code move} played from {@code position}. */
  private void judgeTouch(
      Touch touch, Position position, List<Move> legal, Move move, int ply, long at, Output out) {
    if (touch.alerted) {
      return; // raised with a reading since retracted
    }
    if (touch.placedElsewhere != NEVER
        && !movedAlongside(position, move, touch)
        && !anotherStandsThere(touch)) {
      return; // the piece itself went elsewhere and came back: a knock put right, not a touch
    }
    Color mover = position.sideToMove();
    Square square = touch.square;
    if (touch.piece.color() == mover) {
      boolean isMover = square.equals(move.from()) || (move.isCastling() && square.equals(move.to()));
      boolean couldMove = legal.stream().anyMatch(m -> m.from().equals(square));
      if (!isMover && couldMove && position.board().pieceAt(square).equals(Optional.of(touch.piece))) {
        touch.alerted = true;
        alert(
            out,
            at,
            "4.3.1",
            "touched-piece-not-moved",
            ply,
            "touched " + describe(touch.piece) + " on " + square + " (held " + touch.heldMillis()
                + " ms), then moved another piece",
            List.of(square, move.from()));
      }
    } else {
      boolean captured =
          move.to().equals(square)
              || (move.isEnPassant() && Square.ofIndex(move.to().index() ^ 8).equals(square));
      boolean couldCapture =
          legal.stream()
              .anyMatch(
                  m -> !m.isCastling() && (m.to().equals(square)
                      || (m.isEnPassant() && Square.ofIndex(m.to().index() ^ 8).equals(square))));
      if (!captured && couldCapture && position.board().pieceAt(square).equals(Optional.of(touch.piece))) {
        touch.alerted = true;
        alert(
            out,
            at,
            "4.3.2",
            "touched-piece-not-captured",
            ply,
            "touched the opponent's " + describe(touch.piece) + " on " + square + " (held "
                + touch.heldMillis() + " ms), then did not capture it",
            List.of(square, move.from()));
      }
    }
  }

  /**
   * The piece of the touched one's kind put down elsewhere while it was held was first seen in a
   * dump and stands there still, untouched since: another piece of that kind, its return to a
   * square the board had reported emptied lost on the line (Black's e5 pawn adjusted, its
   * return unreported; White's hand on the d5 pawn for 2.9 s, the dump meanwhile showing e5's
   * pawn: not d5's pawn knocked to e5 and put back, which would have left e5 empty).
   */
  private boolean anotherStandsThere(Touch touch) {
    Placements.Placement placed = touch.elsewhere;
    int index = placed.square().index();
    return placed.late() && seen[index] == placed.piece() && changedAt[index] <= placed.at();
  }

  /**
   * The piece of {@code move} is of the touched piece's kind and left its square while the
   * touched one was held, within a scan of the piece of that kind put down elsewhere: that was
   * the moved one on its way (f3 lifted and put back, b2-b4 with b3 reported in between). Not
   * Nb8-c7 (illegal, taken back) and Nf6-d7 ten seconds later.
   */
  private boolean movedAlongside(Position position, Move move, Touch touch) {
    if (!position.board().pieceAt(move.from()).equals(Optional.of(touch.piece))) {
      return false;
    }
    long[] left = game.leftFrom(position.board(), move);
    return left != null
        && left[0] >= touch.liftedAt
        && touch.placedElsewhere >= left[0] - SCAN_SKEW_MILLIS;
  }

  /**
   * When the board last reported the piece of {@code move} put down on its target (the latest
   * such placement) after {@code since}, or forever if never: then every touch so far counts for
   * the move. An earlier placement there was another move's (d4-d5 taken by cxd5, then exd5
   * taken at once: the d5 pawn seen two moves ago did not land this move). One at {@code since}
   * itself is this move's: the move before was read from the same message (Qc7 and c4 from one
   * dump after line noise; the touch of f7 before dxc4 is Black's, not White's to forget).
   */
  private long landingTime(Position position, Move move, long since) {
    Square target = landing(move);
    Piece piece = position.playUnchecked(move).board().pieceAt(target).orElse(null);
    long last = game.placements.last(target, piece, Long.MAX_VALUE);
    return last >= since ? last : Long.MAX_VALUE;
  }

  /**
   * Laws 4.4.1 and 4.4.2: castling starts with the king. The rook was touched first when the
   * board showed it on its castling square while the king was still at home, or when the rook's
   * square emptied clearly before the king's.
   */
  private void castlingOrderAlert(Move castling, Color by, int ply, long at, Output out) {
    if (castling.kingTarget().equals(castling.from())) {
      return; // Chess960: the king stays where it is, and only the rook moves (II.3.2)
    }
    Long king = game.turnLifts.get(castling.from());
    Long rook = game.turnLifts.get(castling.to());
    long ownLast = game.lastMoveAt[by.ordinal()];
    long[] rookLeft = game.leftAt(castling.to(), Piece.of(by, Role.ROOK));
    long[] kingLeftRookSquare = game.leftAt(castling.to(), Piece.of(by, Role.KING));
    if (rook != null
        && rookLeft != null
        && kingLeftRookSquare != null
        && kingLeftRookSquare[0] == rook
        && rookLeft[0] < rook
        && rookLeft[0] > ownLast) {
      // Chess960: the king set down on the rook's square on its way and lifted again (Re1-f1,
      // then Kd1-e1-g1): the square's last lift is the king's, the rook left it before.
      rook = rookLeft[0];
    }
    if (king != null && rook != null && ownLast != NEVER && king < ownLast && rook > ownLast) {
      // The king lifted before the player's own last move (a touch): not this castling's lift.
      // (Lifted before the opponent's press it may well be: a reply begun early.)
      king = null;
    }
    if (rook != null && ownLast != NEVER && rook < ownLast) {
      // So with the rook: touched and put back two moves ago (Rc1 adjusted before h5, then Bc2,
      // then O-O-O with c1's emptying lost as the king landed there): its lift this turn unheard.
      rook = null;
    }
    Square rookTarget = castling.rookTarget().orElseThrow();
    if (king == null && rook != null && rookTarget == castling.from()) {
      // Chess960: the rook lands where the king stood (Kd1 Ra1, O-O-O: Kc1 Rd1). Set down within
      // a scan of the king's lift, the board never showed d1 empty: its next word, the rook
      // there, is when the king had just left.
      // A landing first seen in a dump (its update lost on the line) came at some time before:
      // it tells nothing of the order.
      // So is one where the king's own landing was lost too (Kc1 first seen in a dump, d1's
      // emptying never heard): the line lost the king's updates, and its lift may have come
      // any time before the rook's landing.
      Piece rookPiece = Piece.of(by, Role.ROOK);
      long rookLanded = game.placements.last(rookTarget, rookPiece, NEVER);
      boolean landedUnheard = game.placements.seenLateAt(rookTarget, rookPiece, rookLanded);
      Piece kingPiece = Piece.of(by, Role.KING);
      long kingLanded = game.placements.last(castling.kingTarget(), kingPiece, NEVER);
      boolean kingLandingLost =
          kingLanded == NEVER
              || game.placements.seenLateAt(castling.kingTarget(), kingPiece, kingLanded);
      king = rookLanded > rook && !landedUnheard && !kingLandingLost ? rookLanded : null;
    }
    if (game.liftsSeenLate.contains(castling.from())) {
      // The king's lift was lost and only a dump showed it: it may well have come first, and
      // the board only seemed to show the rook on its square with the king still at home.
      return;
    }
    // Lifts within one scan can be reported in either order: only a clear lead counts. Not
    // where the line lost the king's lift in the burst behind a log and the burst's repair put
    // it in where its reasoning has it (e1's emptying lost, h1 emptied, g1 and f1 filled heard:
    // e1 put just before g1's king, after h1): nothing tells which left first.
    boolean rookLiftedFirst =
        king != null && rook != null && rook < king - ROOK_FIRST_MARGIN_MILLIS
            && !game.liftsPlacedByRepair.contains(castling.from());
    if (rookSeenBeforeKing(castling, by) || rookLiftedFirst) {
      Alert alert =
          new Alert(
              "4.4.2",
              "castling-rook-first",
              ply,
              "castled by touching the rook first: the rook left " + castling.to()
                  + " before the king left " + castling.from(),
              List.of(castling.to(), castling.from()));
      if (game.castlingAlerts.add(alert)) {
        out.event(new GameEvent.AlertRaised(at, alert));
      }
    }
  }

  /**
   * The board showed the rook on its castling square with the king still at home. Where the
   * king's lift is the burst's repair's guess, that holds only with the king's landing heard
   * (Kg8 after Rf8, e8's emptying lost: the king was still to move when the rook landed); with
   * the landing lost too (g8 first seen in the dump) the king may have gone first and whole.
   */
  private boolean rookSeenBeforeKing(Move castling, Color by) {
    if (!game.rookBeforeKing.contains(castling)) {
      return false;
    }
    if (!game.liftsPlacedByRepair.contains(castling.from())) {
      return true;
    }
    Piece king = Piece.of(by, Role.KING);
    long landed = game.placements.last(castling.kingTarget(), king, NEVER);
    return landed != NEVER
        && !game.placements.seenLateAt(castling.kingTarget(), king, landed)
        && !game.landingsPlacedByRepair.contains(castling.kingTarget());
  }

  /** The position after the completed moves and the made ones. */
  private Position tentative() {
    return game.pending.isEmpty()
        ? game.committed.position()
        : game.pending.get(game.pending.size() - 1).after;
  }

  /**
   * {@code press}, heard before the last gap, was followed in it by the opponent's: the clock's
   * first word after the gap shows the presser's face run since (Bc1 pressed as the line went
   * down, its landing lost, Kc5 Kd3 in the gap, then White's face 9 s lower with Black's
   * running): the press is of the presser's move before that reply, not of the last one.
   */
  private boolean opponentPressedAfter(Press press) {
    return game.pressedInGap == gap.startedAt()
        && gap.startedAt() != NEVER
        && press.at <= gap.startedAt();
  }

  private int recordPlies() {
    return game.plyOffset + game.committed.plyCount();
  }

  /**
   * The readings {@code press} completes its move with. After a gap the face it started shows its
   * time from before the gap; if the opponent has moved since (read from the gap's dump, made
   * after the press was first judged), they pressed in the gap too, unseen, and that face ran
   * meanwhile: the move is recorded without readings rather than with a time seconds old.
   */
  private Optional<ClockReadings> recordedNow(Press press) {
    if (press.gapFrom != NEVER && game.lastMoveAt[press.player.opposite().ordinal()] > press.gapFrom) {
      press.readingsLate = true;
    }
    return press.recorded();
  }

  /**
   * A press seen first after a gap found a piece of the presser's where the move it completes
   * left none: the presser moved again in the gap, so the press seen was that later move's, and
   * its readings a second or more after this one's (c6 made as the line went down, then Nc2 and
   * d5 in the gap, the dump showing d5: Black's press seen then was d5's; lichess #62 lt 90). The
   * move is recorded without readings rather than with wrong ones.
   */
  private static boolean movedAgainBeforePress(Press press, Made made) {
    if (press.gapFrom == NEVER || press.board == null) {
      return false;
    }
    long differing = press.board.squaresDifferingFrom(made.after.board());
    return (differing & press.board.byColor(made.by)) != 0;
  }

  /** Completes the first made move, with {@code readings} (Laws 6.2.1). */
  private void complete(Optional<ClockReadings> readings, long at, Output out) {
    Made made = game.pending.remove(0);
    RivalAlert rival = game.rivalAlerts.remove(made.ply);
    boolean doubtRaised = rival != null && rival.move().equals(made.move);
    if (doubtRaised) {
      out.event(new GameEvent.AlertRaised(rival.at(), rival.alert()));
    }
    Move doubted = game.stepsInDoubt.remove(made.ply);
    if (!doubtRaised
        && made.move.equals(doubted)
        && !game.pending.isEmpty()
        && game.pending.get(0).move.to() == made.move.to()) {
      doubleStepDoubt(game.committed.position(), made.move, made.san, made.ply - 1, made.at, out);
    }
    if (!doubtRaised
        && made.move.equals(doubted)
        && !game.pending.isEmpty()
        && game.pending.get(0).move.isEnPassant()) {
      singleStepDoubt(game.committed.position(), made.move, made.san, made.ply - 1, made.at, out);
    }
    long landed = landingTime(game.committed.position(), made.move, game.committedAt);
    releaseHeldAlerts(made, out);
    restoredTouchAlerts(game.committed.position(), made, at, out);
    touchesJudgedAgain(game.committed.position(), made, at, out);
    game.committed = game.committed.playUnchecked(made.move);
    game.committedAt = made.at;
    game.lastReadings = readings;
    game.readingsOfPly.put(made.ply, readings);
    game.lastCompletedAt = at;
    game.lastCompletedPly = game.committed.plyCount();
    game.lastMoveAt[made.by.ordinal()] = made.at;
    out.event(
        new GameEvent.MoveCompleted(at, made.ply, made.move, made.san, made.after, readings));
    HeldChange held = game.heldChange;
    if (held != null && held.completed.ply < made.ply) {
      game.heldChange = null; // the reply came on the changed form: it was the player's change
      raiseHeldChange(held, out);
    }
    Made released = game.changedMoves.remove(made.ply);
    // A form read only after the press is no move the player released before pressing (gxh4
    // pressed with the pawn taken up, then Black knocking f5 to g4 read it as g4 for a while).
    if (released != null && !released.move.equals(made.move) && released.at <= at) {
      if (released == game.changedNearPress) {
        game.heldChange = new HeldChange(released, made, at);
      } else {
        changedMoveAlert(released, made, at, out);
      }
    }
    Made heard = game.formsHeard.remove(made.ply);
    Made first = released != null ? released : heard;
    if ((released == null || released.at > at)
        && first != null
        && changedJustAfterPress(first, made, at)) {
      game.heldChange = new HeldChange(first, made, NEVER);
    }
    game.changedNearPress = null;
    game.touches.removeIf(touch -> touch.liftedAt <= landed); // later ones: the next player's
    // The player's rook-first castlings noted before this move are not this move's; the
    // opponent's may be: in the burst behind the board's log Black's press of O-O can be judged
    // after White's rook already landed on f1 for O-O, king second.
    int homeRank = made.by == Color.WHITE ? 0 : 7;
    game.rookBeforeKing.removeIf(castling -> castling.from().rank() == homeRank);
    game.correctionBy = null;
    game.withoutMove = null;
    game.correction = null;
    afterCompletion(at, out);
    if (!game.ended) {
      String after = (made.by == Color.WHITE ? "White's " : "Black's ") + made.san;
      checkIllegalPositionPersists(boardAsShown(), after, at, out);
    }
  }

  private void afterCompletion(long at, Output out) {
    Game g = game.committed;
    Optional<GameEnd> end = g.end();
    if (end.isPresent()) {
      endGame(end.get().result(), reasonOf(end.get().termination()), at, out);
      return;
    }
    List<Integer> repeats = g.repetitionPlies();
    if (repeats.size() == 3) {
      alert(
          out,
          at,
          "9.2",
          "threefold-repetition",
          recordPlies(),
          "the same position has appeared three times (after plies " + offsetPlies(repeats)
              + "): a draw may be claimed",
          List.of());
    }
    if (g.position().halfmoveClock() == 100) {
      alert(
          out,
          at,
          "9.3",
          "fifty-moves",
          recordPlies(),
          "50 moves by each player without a pawn move or a capture: a draw may be claimed",
          List.of());
    }
  }

  private List<Integer> offsetPlies(List<Integer> plies) {
    List<Integer> shifted = new ArrayList<>();
    for (int p : plies) {
      shifted.add(p + game.plyOffset);
    }
    return shifted;
  }

  private static EndReason reasonOf(Termination termination) {
    switch (termination) {
      case CHECKMATE:
        return EndReason.CHECKMATE;
      case STALEMATE:
        return EndReason.STALEMATE;
      case DEAD_POSITION:
        return EndReason.DEAD_POSITION;
      case FIVEFOLD_REPETITION:
        return EndReason.FIVEFOLD;
      default:
        return EndReason.SEVENTY_FIVE_MOVES;
    }
  }

  private void endGame(String result, EndReason reason, long at, Output out) {
    HeldChange held = game.heldChange;
    if (held != null) {
      game.heldChange = null;
      raiseHeldChange(held, out);
    }
    game.ended = true;
    game.finalMoveUntil = NEVER;
    game.disturbedSince = NEVER;
    game.presses.clear();
    out.event(new GameEvent.GameEnded(at, result, reason));
  }

  // ---------------------------------------------------------------------------------------------
  // Irregular boards

  /**
   * Play has gone on from an earlier position of the game: moves were taken back (Laws 7.5.1,
   * 7.6) and another made. The earlier position alone is not enough: a piece knocked back onto
   * the square it just came from shows it too (Rb1 knocked over to a1), and is put right. Until
   * a move is made from it, the earlier position is a displacement like any other (7.4 if it
   * stays).
   */
  private boolean tryRestore(Board board, long at, Output out) {
    Game g = game.committed;
    for (int back = 1; back <= Math.min(6, g.plyCount()); back++) {
      Game earlier = g.atPly(g.plyCount() - back);
      Position position = earlier.position();
      int changed = Explainer.differingSquares(position.board(), board);
      if (changed < 2 || changed > 4) {
        continue; // no one move from there shows this board: spare generating its moves
      }
      Move next = Explainer.oneMove(position, position.legalMoves(), board);
      List<Move> moves = g.moves();
      if (next == null || next.equals(moves.get(moves.size() - back))) {
        continue; // nothing played from there, or the game's own move: an earlier position
      }
      if (!putBack(position.board(), g.position().board())) {
        continue; // Nd2-b3 knocked on to c4 reads as Nd2-c4 from before Nb3: nothing went back
      }
      if (onlyMovedBy(g.position().sideToMove(), g.position().board(), board)) {
        // Only the player to move's pieces differ from the record: their own move under way,
        // legal or not, is no take-back, however an earlier position happens to match it (Rd5+
        // Ke6 Re5+ Kf6 Rf5+, the king set down on d6 on its way to g6, is not the five plies
        // taken back and Rc5-f5 played; twic #592 clumsy 66).
        continue;
      }
      Square landing = landing(next);
      Piece moved = position.playUnchecked(next).board().pieceAt(landing).orElseThrow();
      long left =
          board.pieceAt(next.from()).isEmpty()
              ? Math.max(game.committedAt, changedAt[next.from().index()])
              : game.committedAt;
      if (!placedSince(landing, moved, left)) {
        // The new move's piece was never seen put down, after it left its square: it stood
        // there already (Qh4-g5, Kd4, Qf4+, then the king lifted to d3 and set down on e3 on the
        // way, is not Qh4-f4+ from three plies back with the queen never touched; Red1 pressed,
        // the rook adjusted on d1, then the d2 rook knocked to e1 is not Red1 taken back for
        // Rdd1, but a 7.4; twic #533 all 58).
        continue;
      }
      List<Move> discarded = moves.subList(moves.size() - back, moves.size());
      retractAll(at, out);
      game.committed = earlier;
      game.disturbedSince = NEVER;
      positionRestored(out, at, List.copyOf(discarded));
      reconcile(List.of(next), at, true, out);
      return true;
    }
    return false;
  }

  /** Every square {@code after} changes from {@code before} holds only {@code color}'s pieces. */
  private static boolean onlyMovedBy(Color color, Board before, Board after) {
    for (long b = Explainer.changedSquares(before, after); b != 0; b &= b - 1) {
      Square square = Square.ofIndex(Long.numberOfTrailingZeros(b));
      if (before.pieceAt(square).or(() -> after.pieceAt(square)).get().color() != color
          || after.pieceAt(square).filter(piece -> piece.color() != color).isPresent()) {
        return false;
      }
    }
    return true;
  }

  /**
   * A take-back puts pieces back: some square the earlier board has a piece on and the current
   * one has not was seen filled since the last move was completed. A made move's own landing is
   * no such evidence: Re2-a2 (its press lost) after six plies of shuffling lands where the rook
   * stood six plies ago, and a pawn knocked then is 7.4, not a take-back to there.
   */
  private boolean putBack(Board earlier, Board current) {
    long restored = earlier.occupied() & ~current.occupied();
    for (Made made : game.pending) {
      Square target = landing(made.move);
      if (made.after.board().pieceAt(target).equals(earlier.pieceAt(target))) {
        restored &= ~target.bit();
      }
    }
    for (long b = restored; b != 0; b &= b - 1) {
      Square square = Square.ofIndex(Long.numberOfTrailingZeros(b));
      if (placedSince(square, earlier.pieceAt(square).orElseThrow(), game.committedAt)) {
        return true;
      }
    }
    return false;
  }

  private void retractAll(long at, Output out) {
    game.changedMoves.clear();
    game.formsHeard.clear();
    for (int i = game.pending.size() - 1; i >= 0; i--) {
      Made made = game.pending.remove(i);
      touchesBack(made);
      out.event(new GameEvent.MoveRetracted(at, made.ply, made.move));
    }
  }

  /**
   * The presser's made move had come to rest, and the board stood unchanged from a whole scan
   * before the press until now: a piece of the presser's off the board is no landing the scan has
   * yet to report, but the opponent's capture under way (Rde1 made, Black's rook about to take the
   * e5 bishop it has lifted, White presses three seconds later). The press is judged now; waiting
   * lets a knock that follows (the e1 rook to f1) pass for the move changed.
   */
  private boolean restedBeforePress(Press press) {
    if (game.pending.isEmpty()) {
      return false;
    }
    Made last = game.pending.get(game.pending.size() - 1);
    Board board = normalised(observed());
    // Not the move's own piece taken up again: that is the move being changed (f3 released, the
    // pawn lifted and put down on f4 just as the clock is pressed).
    return last.by == press.player
        && last.released
        && board.pieceAt(landing(last.move)).equals(last.after.board().pieceAt(landing(last.move)))
        && lastChange <= press.at - SCAN_SKEW_MILLIS
        && observed().equals(press.board)
        && !castlingRookFirst(last, board);
  }

  /**
   * {@code last} is a castling's rook half, its king now off the board: the castling is being
   * made rook first (4.4.2), the king's landing still to come or to be scanned, however long the
   * rook has stood (Rh1-f1 read from the burst behind the log, e1 emptied a second before the
   * press by the estimated times, g1 scanned just after it: O-O, not Rf1).
   */
  private boolean castlingRookFirst(Made last, Board board) {
    int index = game.pending.indexOf(last);
    Position before = index > 0 ? game.pending.get(index - 1).after : game.committed.position();
    for (Move castling : game.legalMoves(before)) {
      if (castling.isCastling()
          && castling.to().equals(last.move.from())
          && castling.rookTarget().orElseThrow().equals(last.move.to())
          && board.isEmpty(castling.from())) {
        return true;
      }
    }
    return false;
  }

  /**
   * A piece of {@code player}'s is off the board: their move may not be finished (a king still in
   * the hand after the rook went first), or its landing is not reported yet (the press can arrive
   * before the scan sees the piece). Wait for the board rather than complete what it shows.
   */
  private boolean holdsOwnPiece(Color player) {
    Board board = normalised(observed());
    return (tentative().board().byColor(player) & ~board.occupied()) != 0;
  }

  /**
   * The press has no move on the board, one piece of the presser's is off it, and a piece of the
   * opponent's lifted since the press is off it too, which could take the presser's piece on a
   * square a legal move puts it and the scan never reported: the piece may have landed there and
   * been taken up at once, before a scan reached it, by the opponent's capture still under way
   * (Nd7-e5 pressed, White's hand taking the knight off e5 first, the f4 bishop in the air for
   * seconds). Not a press without a move until that capture lands or is put back. The presser's
   * move may be a capture whose victim their hand took off before the press.
   */
  private boolean takenUpUnseen(Press press) {
    Position completed = game.committed.position();
    if (game.illegal != null
        || !game.pending.isEmpty()
        || completed.sideToMove() != press.player) {
      return false;
    }
    Board board = normalised(observed());
    // The presser's pieces lifted since the press are their reply to the capture, begun; not one
    // whose square was empty at the press already and only filled and emptied again since (White's
    // bishop knocked onto d2 and put back, d2-d4 taken off unseen by Black's hand for cxd4).
    long off = completed.board().byColor(press.player) & ~board.occupied();
    long emptyAtPress = press.board == null ? 0 : ~normalised(press.board).occupied();
    // Or its square, empty at the press, filled since by another piece of theirs on its way to
    // take back (a4-a5 taken off by Black's hand, bxa5 taken up unseen by White's, the a1 rook
    // seen on a4 sliding to a5 for Rxa5: the pawn is still the piece held; lichess #47 all 81).
    off |= refilledByAnother(completed.board(), board, press.player) & emptyAtPress;
    long held = off & ~(changedAfter(off, press.at) & ~emptyAtPress);
    long lifted =
        changedAfter(completed.board().byColor(press.player.opposite()) & ~board.occupied(), press.at);
    Color opponent = press.player.opposite();
    if (Long.bitCount(held) != 1) {
      return false;
    }
    long theirs = completed.board().byColor(opponent);
    long moved = changedAfter(board.byColor(opponent) & ~theirs, press.at);
    int onBoard = Long.bitCount(board.byColor(opponent));
    long heldTargets = 0;
    for (Move move : game.legalMoves(completed)) {
      if (move.from().bit() == held) {
        heldTargets |= move.to().bit();
      }
    }
    for (Move move : game.legalMoves(completed)) {
      int to = move.to().index();
      // The square empty since the last move, or the victim of a capture taken off it by the
      // presser's hand before the press (Nxb3: the b3 pawn taken off, the knight put down there
      // and taken off at once by the rook sliding e3-b3, never scanned), even before the last
      // move was pressed, its reading dated by that lift (dxe4, the f6 knight taken off by
      // White's hand before Black's press, Bc3xf6 taken off at once for gxf6; twic #767 irr 74).
      boolean emptySince =
          completed.board().isEmpty(move.to()) && changedAt[to] <= game.committedAt;
      boolean victimTakenOff =
          completed.board().pieceAt(move.to()).map(p -> p.color() == opponent).orElse(false)
              && changedAt[to] >= game.committedAt
              && changedAt[to] <= press.at;
      if (move.from().bit() != held
          || move.isCastling()
          || !board.isEmpty(move.to())) {
        continue;
      }
      Position after = completed.playUnchecked(move);
      // Or the move's own piece seen there a moment and taken off before the press (c7-c8=Q,
      // the queen on c8 for 250 ms, taken up by Black's hand for Rxc8 seventeen seconds later;
      // twic #362 all 67).
      boolean seenAndTakenOff =
          completed.board().isEmpty(move.to())
              && changedAt[to] <= press.at
              && game.placements.on(
                  move.to(), after.board().pieceAt(move.to()).orElseThrow(), game.committedAt);
      if (!(emptySince || victimTakenOff || seenAndTakenOff)) {
        continue;
      }
      // Counted against the position after the move: a capture has one piece of theirs fewer.
      long remaining = after.board().byColor(opponent);
      // In the air, not set down elsewhere (Bxf7 landed: the board shows the capture).
      boolean fewer = onBoard < Long.bitCount(remaining);
      boolean inTheAir = lifted != 0 && fewer;
      // Or lifted after the press and put back on its square, the capture thought over (Qc5 lifted
      // for Qxc4, the white queen already in Black's hand, and set back on c5 for seconds).
      long putBack = 0;
      if (lifted == 0 && moved == 0 && !fewer) {
        for (long b = changedAfter(remaining, press.at); b != 0; b &= b - 1) {
          Square square = Square.ofIndex(Long.numberOfTrailingZeros(b));
          if (board.pieceAt(square).equals(completed.board().pieceAt(square))) {
            putBack |= square.bit();
          }
        }
      }
      // Or nothing of the opponent's touched since the press: the capturing hand took the piece
      // off first and is still thinking (c7-c5 taken off by White's hand for Nxc5 before Black's
      // press, the knight lifted 10 s later; Bxd6 with the bishop taken off by White's hand for
      // Qxd6 before Black's press, the queen lifted 10 s later).
      boolean untouched =
          lifted == 0 && !fewer && changedAfter(remaining | board.byColor(opponent), press.at) == 0;
      // Or on its way there: lifted after the press and set down once on the capture's line
      // (Qd2 sliding d3-d4-d5-d6 to take the bishop, seen on d4 as the press is judged); not
      // where it stands on a square the held piece could have gone to: the capture landed there
      // (Rf7 taken at once, Bd5xf7 seen: not Rg8 with the bishop passing f7).
      boolean passing = lifted != 0 && Long.bitCount(moved) == 1 && (moved & heldTargets) == 0;
      if (!(inTheAir || putBack != 0 || untouched || passing)) {
        continue;
      }
      boolean landedNowhere = inTheAir || putBack != 0 || untouched;
      long capturers = untouched ? remaining : lifted | putBack;
      for (Move capture : game.legalMoves(after)) {
        if (capture.to() == move.to()
            && (capture.from().bit() & capturers) != 0
            && (landedNowhere
                || (moved & ~Attacks.between(capture.from().index(), move.to().index())) == 0)) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * {@link #takenUpUnseen}, where the board at the press showed nothing but pieces in the hand: a
   * piece the presser put down before it (Re1-c3, illegal, then put back) is a move on the board.
   */
  private boolean heldAtPressTakenUpUnseen(Press press) {
    return press.board != null
        && onlyPiecesInHand(normalised(press.board), game.committed.position().board())
        && !putDownFoundByDump(press.player)
        && takenUpUnseen(press);
  }

  /**
   * A piece of {@code player}'s stands where the record has none of it, found there by a dump, not
   * heard landing: it may have been put down before the press, the update lost (Bc8-d8, illegal,
   * pressed, d8's landing lost: the board at the press only seemed to hold the bishop in the hand;
   * tata #10 all 67).
   */
  private boolean putDownFoundByDump(Color player) {
    Board record = game.committed.position().board();
    Board board = normalised(observed());
    for (long b = board.byColor(player) & board.squaresDifferingFrom(record); b != 0; b &= b - 1) {
      Square square = Square.ofIndex(Long.numberOfTrailingZeros(b));
      Piece piece = board.pieceAt(square).orElseThrow();
      if (game.placements.any(
          placed ->
              placed.square() == square
                  && placed.piece() == piece
                  && placed.late()
                  && placed.at() > game.committedAt)) {
        return true;
      }
    }
    return false;
  }

  /** The squares of {@code color}'s pieces in {@code record} holding another piece of theirs. */
  private static long refilledByAnother(Board record, Board board, Color color) {
    long refilled = 0;
    for (long b = record.byColor(color) & board.byColor(color); b != 0; b &= b - 1) {
      Square square = Square.ofIndex(Long.numberOfTrailingZeros(b));
      if (!record.pieceAt(square).equals(board.pieceAt(square))) {
        refilled |= square.bit();
      }
    }
    return refilled;
  }

  /** Those of {@code squares} the board last reported changed after {@code at}. */
  private long changedAfter(long squares, long at) {
    long changed = 0;
    for (long b = squares; b != 0; b &= b - 1) {
      int index = Long.numberOfTrailingZeros(b);
      if (changedAt[index] > at) {
        changed |= 1L << index;
      }
    }
    return changed;
  }

  /**
   * The presser's piece is off the board, and since the last move it was put down on a square a
   * legal move takes it to, and lifted from there: the move was made and the opponent has picked
   * the piece up to capture it (a fast reply, 6.2.2). Not a press without a move. The latest such
   * placement is the move (a sliding piece passes other squares first). Other pieces may be out
   * of place meanwhile (one knocked over): they are the disturbance's business, not the move's.
   */
  private Optional<Made> moveTakenUp(Press press) {
    return moveTakenUp(press, false);
  }

  /**
   * As {@link #moveTakenUp(Press)}; with {@code captureLanded}, the square may show the capturing
   * piece by now: a press judged after waiting its longest, as the capture lands (Ne6 taken up by
   * Black's hand before White's press, Bxe6 put down ten seconds later, c8's emptying not yet
   * reported): the move is still the one seen put down and taken up.
   */
  private Optional<Made> moveTakenUp(Press press, boolean captureLanded) {
    Position completed = game.committed.position();
    if (!game.pending.isEmpty() || completed.sideToMove() != press.player) {
      return Optional.empty();
    }
    Board board = normalised(observed());
    long missing = completed.board().byColor(press.player) & ~board.occupied();
    if (missing == 0) {
      return Optional.empty();
    }
    List<Move> legal = game.legalMoves(completed);
    for (Placements.Placement placed : game.placements.newestFirst()) {
      if (placed.at() <= game.committedAt) {
        break;
      }
      Optional<Piece> now = board.pieceAt(placed.square());
      if (placed.piece().color() != press.player
          || (now.isPresent() && !(captureLanded && now.get().color() != press.player))) {
        continue;
      }
      for (Move move : legal) {
        if ((missing & move.from().bit()) != 0
            && !move.isCastling()
            && move.promotion().isEmpty()
            && move.to() == placed.square()
            && completed.board().pieceAt(move.from()).equals(Optional.of(placed.piece()))) {
          Move taken = takenWhereItWentOn(completed, legal, move, board);
          String san = San.format(completed, taken);
          return Optional.of(
              new Made(
                  taken, san, recordPlies() + 1, placed.at(), press.player,
                  completed.playUnchecked(taken)));
        }
      }
    }
    return captureTakenUpUnseen(press)
        .map(
            move ->
                new Made(
                    move,
                    San.format(completed, move),
                    recordPlies() + 1,
                    changedAt[move.to().index()],
                    press.player,
                    completed.playUnchecked(move)));
  }

  /** A press waiting to be judged came between {@code from} and {@code to}: the board then was another move's. */
  private boolean pressedBetween(long from, long to) {
    return game.presses.stream().anyMatch(p -> p.at > from && p.at < to);
  }

  /**
   * The press waited with its move taken up by the capturing opponent ({@link #moveTakenUp}), the
   * board read against the position before the move all the while: a piece of the presser's
   * knocked onto the move's emptied start square looked like a piece in the hand. Against the
   * move it was displaced: a piece of the presser's set down after the press where the move leaves
   * none, lifted off again after standing the displaced time, a dump seeing it in between, is a
   * 7.4 (d2-d4 taken up at once by Black's hand for cxd4, White's c2 pawn knocked to d2 for six
   * seconds while Black thought).
   */
  private void displacedWhilePressWaited(Made made, Press press, Output out) {
    // Only on a line that stayed up (after a gap the board may be showing moves not read yet),
    // and once: a 7.4 raised since the press was raised for what the board showed then.
    if (silenceEndedAt > press.at || press.stoodInBurst || displacedAlertedAt > press.at) {
      return;
    }
    Board after = made.after.board();
    long displaced = config.displaced().toMillis();
    for (Placements.Placement placed : game.placements.newestFirst()) {
      if (placed.at() <= press.at) {
        return;
      }
      int index = placed.square().index();
      long liftedAt = emptiedAt[index];
      if (placed.late()
          || pressedBetween(placed.at(), liftedAt)
          || placed.piece().color() != made.by
          || after.pieceAt(placed.square()).equals(Optional.of(placed.piece()))
          || liftedOff[index] != placed.piece()
          || liftedAt - placed.at() < displaced
          || dumpBeforeLift[index] < placed.at() + SCAN_SKEW_MILLIS) {
        continue;
      }
      List<Square> squares = new ArrayList<>();
      for (int from = 0; from < 64; from++) {
        if (liftedOff[from] == placed.piece()
            && emptiedAt[from] > press.at
            && emptiedAt[from] <= placed.at()
            && after.pieceAt(Square.ofIndex(from)).equals(Optional.of(placed.piece()))) {
          squares.add(Square.ofIndex(from));
        }
      }
      squares.add(placed.square());
      alert(
          out,
          placed.at() + displaced,
          "7.4",
          "displaced-pieces",
          recordPlies(),
          "pieces displaced on the board while " + made.san + " waited for its capture, and put right after "
              + (liftedAt - placed.at()) / 100 / 10.0 + " s: " + placed.piece() + " on " + placed.square(),
          squares);
      return;
    }
  }

  /**
   * The press came with the presser's piece in the hand, its landing unheard, and the opponent
   * has since moved one piece of theirs where no legal move takes it and pressed too: the board
   * shows one legal move of the presser's and that one illegal reply, and nothing else (Nb6-a4,
   * a4's update lost, pressed; then a2-c4 set down and pressed: Na4 completed by Black's press,
   * White's a 7.5.1, not a 7.8.1 with the board displaced). One legal move fits, its piece taken
   * up before the press, the opponent's piece left and came down after this press and before
   * their own, which the clock told; no gap in between.
   */
  private Optional<Made> moveBeforeIllegalReply(Press press) {
    Position completed = game.committed.position();
    if (game.illegal != null
        || !game.pending.isEmpty()
        || completed.sideToMove() != press.player
        || press.readings == null
        || press.gapFrom != NEVER
        || game.afterGap
        || replayingBurst) {
      return Optional.empty(); // after a gap the board may hold more than two moves
    }
    Press reply = null;
    for (Press later : game.presses) {
      if (later != press && later.at > press.at) {
        reply = later;
        break;
      }
    }
    if (reply == null || reply.player == press.player || reply.readings == null) {
      return Optional.empty();
    }
    Board board = normalised(observed());
    Color opponent = press.player.opposite();
    Made fits = null;
    for (Move move : game.legalMoves(completed)) {
      Position after = completed.playUnchecked(move);
      long changed = Explainer.changedSquares(after.board(), board);
      if (Long.bitCount(changed) != 2) {
        continue;
      }
      Square from = null;
      Square to = null;
      for (long b = changed; b != 0; b &= b - 1) {
        Square square = Square.ofIndex(Long.numberOfTrailingZeros(b));
        if (board.isEmpty(square)) {
          from = square;
        } else {
          to = square;
        }
      }
      if (from == null
          || to == null
          || !after.board().pieceAt(from).equals(board.pieceAt(to))
          || board.pieceAt(to).get().color() != opponent
          || after.board().pieceAt(to).map(p -> p.color() == opponent).orElse(false)
          || changedAt[from.index()] <= press.at
          || changedAt[to.index()] <= press.at
          || changedAt[to.index()] > reply.at
          || changedAt[move.from().index()] >= press.at
          || reachableBy(after, from, to)) {
        continue;
      }
      if (fits != null) {
        return Optional.empty(); // two moves fit: the board does not say which
      }
      fits =
          new Made(
              move,
              San.format(completed, move),
              recordPlies() + 1,
              Math.min(changedAt[move.to().index()], press.at),
              press.player,
              after);
    }
    return Optional.ofNullable(fits);
  }

  /** A legal move in {@code position} takes the piece on {@code from} to {@code to}. */
  private boolean reachableBy(Position position, Square from, Square to) {
    for (Move move : position.legalMoves()) {
      if (move.from() == from && move.to() == to) {
        return true;
      }
    }
    return false;
  }

  /**
   * The press's move is a capture whose landing no scan saw: the presser's piece left its square,
   * then the victim was taken off (the capturing hand clears the square first), and the opponent
   * took the capturing piece up again at once, before the scan reached it (Bh3xg2: h3 emptied, the
   * g2 knight taken off, the bishop set down and taken up by White 107 ms later, Black's press;
   * White's Nxg2 came ten seconds after). Nothing else on the board changed, the dump after the
   * press confirms it, the opponent can take on that square, and the scan saw none of the
   * presser's pieces set down since the last move; one legal move fits. The press is not one
   * without a move, nor does it wait for a landing: nothing of the presser's is still to land,
   * and a piece knocked meanwhile would be read as the move.
   */
  private Optional<Move> captureTakenUpUnseen(Press press) {
    Position completed = game.committed.position();
    if (game.illegal != null
        || !game.pending.isEmpty()
        || completed.sideToMove() != press.player
        || press.readings == null) {
      return Optional.empty();
    }
    Board board = normalised(observed());
    long changed = Explainer.changedSquares(completed.board(), board);
    if (Long.bitCount(changed) != 2 || (board.occupied() & changed) != 0) {
      return Optional.empty();
    }
    for (Placements.Placement placed : game.placements.newestFirst()) {
      if (placed.at() <= game.committedAt) {
        break;
      }
      if (placed.piece().color() == press.player) {
        // Seen set down on its way (a slider's passed square, Bf3-e4 seen for Bxb7): the
        // capture waits for the reply, which shows where it landed (moveTakenUp).
        return Optional.empty();
      }
    }
    for (Move move : game.legalMoves(completed)) {
      int from = move.from().index();
      int to = move.to().index();
      if ((move.from().bit() | move.to().bit()) == changed
          && !move.isCastling()
          && move.promotion().isEmpty()
          && completed.board().pieceAt(move.to()).map(p -> p.color() != press.player).orElse(false)
          && changedAt[from] > game.committedAt
          && changedAt[to] > changedAt[from]
          && changedAt[to] <= press.at
          && canBeTaken(completed.playUnchecked(move), move.to())) {
        return Optional.of(move);
      }
    }
    return Optional.empty();
  }

  /**
   * {@code move}, whose piece was seen put down on its target and is now off the board, unless no
   * piece of the opponent's could take it there and the piece could have gone on along its line,
   * unseen, to one square where one could: the scan saw it pass (a2-a3-a4, a4 on the board a tenth
   * of a second before Black's b5 pawn took it off), not stop. Where it could have gone on to
   * several, the one where an opponent's piece now stands (Qg6-f5 seen, then Qxd3+ taken at once
   * by the king: Ke2 now on d3; not Qe4, which the d3 queen could have taken as well).
   */
  private Move takenWhereItWentOn(Position completed, List<Move> legal, Move move, Board board) {
    if (canBeTaken(completed.playUnchecked(move), move.to())) {
      return move;
    }
    Color opponent = completed.sideToMove().opposite();
    List<Move> onward = new ArrayList<>();
    for (Move further : legal) {
      if (further.from() == move.from()
          && !further.isCastling()
          && further.promotion().isEmpty()
          // empty now, or holding the piece that took it
          && board.pieceAt(further.to()).map(p -> p.color() == opponent).orElse(true)
          && (org.touchmove.chess.Attacks.between(move.from().index(), further.to().index())
                  & move.to().bit())
              != 0
          && canBeTaken(completed.playUnchecked(further), further.to())) {
        onward.add(further);
      }
    }
    if (onward.size() > 1) {
      onward.removeIf(further -> board.isEmpty(further.to()));
    }
    return onward.size() == 1 ? onward.get(0) : move;
  }

  /** A legal move in {@code position} takes the piece on {@code square}. */
  private boolean canBeTaken(Position position, Square square) {
    for (Move reply : game.legalMoves(position)) {
      if (reply.to() == square
          || (reply.isEnPassant() && Square.ofIndex(reply.to().index() ^ 8) == square)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The presser's made move was moved on before the press (f2-f3 released, then the pawn put on
   * f4: a changed move, 4.7), and the opponent took the piece up from there at once to capture it
   * (gxf3 en passant): the move the press completes is the one to where the piece was last put
   * down, as for {@link #moveTakenUp}, not the first, which the capture fits as well (gxf3). The
   * made moves are made again from the changed one, each to the board it showed; a released move
   * is told as changed when completed.
   */
  private void movedOnThenTakenUp(Press press, Output out) {
    if (game.pending.isEmpty() || game.pending.get(0).by != press.player) {
      return;
    }
    Made made = game.pending.get(0);
    Position completed = game.committed.position();
    Square target = landing(made.move);
    Optional<Piece> piece = completed.board().pieceAt(made.move.from());
    if (made.move.isCastling()
        || made.move.isPromotion()
        || piece.isEmpty()
        || made.leftAt == Long.MAX_VALUE) {
      return;
    }
    Board board = normalised(observed());
    for (Placements.Placement placed : game.placements.newestFirst()) {
      if (placed.at() <= made.leftAt) {
        return;
      }
      if (placed.piece() != piece.get()) {
        continue;
      }
      if (placed.square() == target || board.pieceAt(placed.square()).equals(piece)) {
        return; // put back where it was made, or standing where it went: the board tells
      }
      Optional<Move> moved = legalMove(completed, made.move.from(), placed.square());
      if (moved.isPresent()) {
        remake(moved.get(), placed.at(), out);
      }
      return; // only the latest placement counts
    }
  }

  /**
   * The made moves again, the first changed to {@code first} (made at {@code at}), the others
   * each the legal move to the same board: nothing changes where one has none.
   */
  private void remake(Move first, long at, Output out) {
    Position position = game.committed.position();
    List<Move> moves = new ArrayList<>(List.of(first));
    position = position.playUnchecked(first);
    for (Made later : game.pending.subList(1, game.pending.size())) {
      Move same = Explainer.oneMove(position, position.legalMoves(), later.after.board());
      if (same == null) {
        return;
      }
      moves.add(same);
      position = position.playUnchecked(same);
    }
    Made changed = game.pending.get(0);
    List<Long> madeAt = new ArrayList<>();
    game.pending.forEach(made -> madeAt.add(made.at));
    madeAt.set(0, at);
    Map<Integer, Made> changedBefore = new java.util.HashMap<>(game.changedMoves);
    retractAll(at, out);
    game.changedMoves.putAll(changedBefore); // the same plies are made again
    if (changed.released) {
      game.changedMoves.putIfAbsent(changed.ply, changed);
    }
    makeAll(game.committed.position(), moves, madeAt::get, out);
  }

  private static Optional<Move> legalMove(Position position, Square from, Square to) {
    for (Move move : position.legalMoves()) {
      if (move.from() == from && move.to() == to && !move.isCastling() && !move.isPromotion()) {
        return Optional.of(move);
      }
    }
    return Optional.empty();
  }

  /** Nothing on the board that the current position lacks: pieces are only lifted. */
  private boolean onlyPiecesInHand(Board board) {
    return onlyPiecesInHand(board, tentative().board());
  }

  /** Nothing on {@code board} that {@code expected} lacks: pieces are only lifted. */
  private static boolean onlyPiecesInHand(Board board, Board expected) {
    return (board.occupied() & board.squaresDifferingFrom(expected)) == 0;
  }

  /**
   * After a gap in the stream (a disconnect, lost updates), the next dump may be several moves on:
   * explain it by the shortest legal sequence (Explainer.MAX_DEPTH plies). A unique explanation is
   * played; several are reported, never guessed.
   */
  private boolean tryMissedMoves(Board board, long at, Output out) {
    Position completed = game.committed.position();
    List<Explanation> found = new ArrayList<>(Explainer.allShortest(completed, board, Explainer.MAX_DEPTH));
    // Missed moves are lost updates: a square the moves change and change back would have lost
    // every one of its updates. Without that (Nd7 Qd1 Nb6 Qa4 for a knight put on b6, the queen
    // never reported leaving a4) the board is an irregularity, not moves nobody saw.
    HandEvidence evidence = new HandEvidence(completed, game.committedAt, board);
    found.removeIf(e -> !evidence.possible(e));
    if (found.isEmpty()) {
      return false;
    }
    if (found.size() > 1) {
      if (!game.ambiguityAlerted) {
        game.ambiguityAlerted = true;
        alert(
            out,
            at,
            "8.4",
            "ambiguous-missed-moves",
            recordPlies(),
            found.size() + " different move sequences lead to the board; the arbiter must say which",
            List.of());
      }
      return true;
    }
    game.disturbedSince = NEVER;
    game.afterGap = false;
    List<Move> moves = found.get(0).moves();
    reconcile(moves, at, true, out);
    // All but the last were certainly completed: the opponent replied to them.
    while (game.pending.size() > 1) {
      complete(Optional.empty(), at, out);
    }
    return true;
  }

  /** A clock press waits that came after {@code since}. */
  private boolean pressedSince(long since) {
    for (Press press : game.presses) {
      if (press.at > since) {
        return true;
      }
    }
    return false;
  }

  /**
   * A result is final: the board that shows it is checked by a dump first. A king already on a
   * centre square makes a gesture of the other king's placement alone, and a lost update of the
   * first king's move to its own square would end the game with the wrong result (Ke4 beside Kd5
   * is 1-0 while Black's king, its lift and landing unreported, already stands on d4: a draw).
   * Without an answer (a recording replayed) the gesture stands after a dump's wait.
   */
  private boolean gestureConfirmed(Output out) {
    if (gestureCheckAt < gestureSince) {
      gestureCheckAt = now;
      out.requestDump();
      return false;
    }
    return lastDumpAt >= gestureCheckAt || now - gestureCheckAt >= DUMP_WAIT_MILLIS;
  }

  /**
   * A waiting press found a king where {@code board}, the kings on the centre squares, has it, the
   * king having left its square in the made moves before the press was made: that king's move
   * was pressed, an illegal move, not the gesture (Kf4-e4 beside Kd4 and White's press, e4's
   * landing heard only in the dump that came just after it; lichess #414 all 51). Where the press
   * found the king still in the hand, it was the move before's, the gesture begun after it
   * (Black's Qd1+ pressed, the press's message heard a tick late, the king on its way to e5).
   * A press whose own message was cut counts from the earliest it can have been (O-O-O pressed,
   * the tick showing it after the king left c1 for the gesture; Re5 pressed, the king lifted from
   * f2 for the gesture 0.75 s later, the press dated by the tick two periods on: twic #845 lt 72).
   */
  private boolean kingMovePressed(Board board) {
    Board made = tentative().board();
    // A lift before the last made move was its own (the king's from e1 in O-O-O read as Rd1).
    long lastMade =
        game.pending.isEmpty() ? game.committedAt : game.pending.get(game.pending.size() - 1).at;
    for (long b = made.byRole(Role.KING); b != 0; b &= b - 1) {
      Square square = Square.ofIndex(Long.numberOfTrailingZeros(b));
      Piece king = made.pieceAt(square).orElseThrow();
      long[] left = game.leftAt(square, king);
      if (board.pieceAt(square).equals(Optional.of(king)) || left == null || left[0] <= lastMade) {
        continue;
      }
      long now = board.byRole(Role.KING) & board.byColor(king.color());
      for (Press press : game.presses) {
        if (press.earliest() > left[0]
            && press.board != null
            && (normalised(press.board).byRole(Role.KING) & now) != 0) {
          return true;
        }
      }
    }
    return false;
  }

  /** A king put on a centre square: the gesture's own first step, whatever it reads as. */
  private static boolean kingToCentre(Made made) {
    Square landed = made.move.isCastling() ? made.move.kingTarget() : made.move.to();
    return made.after.board().pieceAt(landed).map(p -> p.role() == Role.KING).orElse(false)
        && java.util.Arrays.asList(CENTRE).contains(landed);
  }

  /** Both kings on the centre squares (the DGT convention), nothing else out of place. */
  private boolean isResultGesture(Board board) {
    long kings = board.byRole(Role.KING);
    long centre = 0;
    for (Square s : CENTRE) {
      centre |= s.bit();
    }
    if (Long.bitCount(kings) != 2 || (kings & ~centre) != 0) {
      return false;
    }
    if (Long.bitCount(board.byColor(Color.WHITE) & kings) != 1) {
      return false;
    }
    if (game.afterGap || game.illegal != null) {
      // The record is behind the board after a gap not read yet, or after an illegal move
      // completed, and the kings side by side can stand in no game: the result is shown
      // whatever the moves since were (two outages and the log cut, fourteen plies unread, then
      // the kings to e4 and d5: 1-0 recorded, not lost with them; lichess #106 lt 74; a gap
      // misread as illegal moves, then the gesture: lichess #117 lt 74).
      return true;
    }
    Board reference = game.committed.position().board();
    long others = board.occupied() & ~kings;
    for (long b = others; b != 0; b &= b - 1) {
      Square square = Square.ofIndex(Long.numberOfTrailingZeros(b));
      Optional<Piece> piece = board.pieceAt(square);
      if (!reference.pieceAt(square).equals(piece) && !tentative().board().pieceAt(square).equals(piece)) {
        return false;
      }
    }
    return true;
  }

  /** The board reported {@code piece} put down on {@code square} after {@code since}. */
  private boolean placedSince(Square square, Piece piece, long since) {
    return game.placements.on(square, piece, since);
  }

  private void endByGesture(Board board, long at, Output out) {
    boolean readBefore = readBeforeGesture(board, at, out);
    long kingsLeft = judgePressesBeforeGesture(board, out);
    if (game.ended) {
      return;
    }
    // A move released and standing before either king left for the gesture was played; its press
    // unseen (Kg1 pressed just after Black put the lever back, both messages but one lost) or
    // never made. It is completed without readings, as at the end of a recording, not retracted
    // with what the gesture's own lifts may read as. So is one read from the board as it stood
    // before the kings left, whatever its date: Rg5+ Kd6 in an outage, both presses lost, the
    // reading of the board before the gesture dated them at the gesture (their landings unheard),
    // after the kings had left, and retracted them.
    while (!game.ended
        && !awaitingLog()
        && !game.pending.isEmpty()
        && (readBefore || (game.pending.get(0).released && game.pending.get(0).at < kingsLeft))
        && !kingToCentre(game.pending.get(0))) {
      complete(Optional.empty(), at, out);
    }
    if (game.ended) {
      return;
    }
    retractAll(at, out);
    Square white = Square.ofIndex(Long.numberOfTrailingZeros(board.byRole(Role.KING) & board.byColor(Color.WHITE)));
    Square black = Square.ofIndex(Long.numberOfTrailingZeros(board.byRole(Role.KING) & board.byColor(Color.BLACK)));
    String result;
    if (white.isLight() && black.isLight()) {
      result = "1-0";
    } else if (!white.isLight() && !black.isLight()) {
      result = "0-1";
    } else {
      result = "1/2-1/2";
    }
    endGame(result, EndReason.RESULT_GESTURE, at, out);
  }

  /**
   * The made moves as the board showed them before the kings left for the gesture: each king put
   * back on the square it was last lifted from. A king lifted for the gesture right after its own
   * move changes the reading (O-O-O, its press's message cut on the line, then Kc1 taken to e4:
   * c1 empty read as Rd1 with the king in the hand, retracted at the gesture, the castling lost
   * from the record). Where the board so restored is exactly the record's position and one or two
   * moves other than those made, they are made instead, dated by their landings, for the
   * presses before the gesture to complete. Returns true when the made moves are now those the
   * board showed (made here, or already).
   */
  private boolean readBeforeGesture(Board board, long at, Output out) {
    // The piece a king was put on top of is taken as the record has it, failing that as the made
    // moves left it (Kd7 Rxd5+ in an outage, then Black's king set on the rook: not on the bishop
    // the record still has on d5; london #17 lt 50).
    Position position = game.committed.position();
    Optional<Explanation> read = Optional.empty();
    for (Board underFrom : List.of(position.board(), tentative().board())) {
      Optional<Board> restored = kingsPutBack(board, underFrom);
      if (restored.isEmpty()) {
        return false;
      }
      read = Explainer.explain(position, restored.get(), 2);
      if (read.isPresent() && !read.get().inHand() && !read.get().moves().isEmpty()) {
        break;
      }
    }
    if (read.isEmpty() || read.get().inHand() || read.get().moves().isEmpty()) {
      return false;
    }
    List<Move> moves = read.get().moves();
    List<Move> made = new ArrayList<>();
    game.pending.forEach(m -> made.add(m.move));
    if (moves.equals(made)) {
      // Already made as the board showed them (read from the burst behind the log, never at
      // rest: Rc2 Rxc2, then the kings to d4 and e5): they were played, whatever their dates.
      return true;
    }
    long[] landed = landingsHeard(position, moves, 0, at, true);
    retractAll(at, out);
    makeAll(position, moves, i -> landed[i], out);
    return true;
  }

  /**
   * {@code board} with each king set back on the square it was last lifted from, and a piece it
   * was put on top of, as {@code underFrom} has it, back under it; empty where a king's last
   * square is unknown, taken since, or left before the last completed move.
   */
  private Optional<Board> kingsPutBack(Board board, Board underFrom) {
    Board restored = board;
    for (long b = board.byRole(Role.KING); b != 0; b &= b - 1) {
      Square centre = Square.ofIndex(Long.numberOfTrailingZeros(b));
      Piece king = board.pieceAt(centre).orElseThrow();
      Square from = null;
      long latest = Long.MIN_VALUE;
      for (Map.Entry<Square, Map<Piece, long[]>> left : game.pieceLeft.entrySet()) {
        long[] when = left.getValue().get(king);
        if (when != null && when[0] > latest && left.getKey() != centre) {
          latest = when[0];
          from = left.getKey();
        }
      }
      if (from == null || latest <= game.committedAt || restored.pieceAt(from).isPresent()) {
        return Optional.empty();
      }
      restored = restored.without(centre).with(from, king);
      // A piece the king was put on top of for the gesture (Black's king on d4, White's knight
      // taken off it) goes back too.
      Optional<Piece> under = underFrom.pieceAt(centre);
      if (under.isPresent() && under.get().role() != Role.KING) {
        restored = restored.with(centre, under.get());
      }
    }
    return Optional.of(restored);
  }

  /**
   * Presses that came before either king left its square for the gesture belong to the game, not
   * to the gesture: the last move pressed and then shown with the kings (dxc7, the press waiting
   * on a garbled line, then Kc2-e4 and Ke8-d5) is completed before the gesture ends the game.
   * Moves made after them are retracted: the gesture's own king lifts may read as a move.
   * Returns when the first king left its square ({@code Long.MAX_VALUE}: neither is known to have).
   * A king the gesture's board ({@code gesture}) shows where the record has it was already on its
   * centre square and never left for the gesture: when it last left that square (a touch, or a
   * move away and back, long before) says nothing of it (Kd4 standing, Black's last move Qd1+
   * pressed, its message lost, then Kb2-e5: d4 last left four moves earlier made the press later
   * than the kings and Qd1+ was retracted).
   */
  private long judgePressesBeforeGesture(Board gesture, Output out) {
    if (!game.ended && game.pending.isEmpty() && !game.presses.isEmpty()) {
      // A press with no move read, whose move the gesture's king took up again unheard: judged
      // on the board with that king set back (see moveBeforeGestureBegun).
      Press press = game.presses.peekFirst();
      Position completed = game.committed.position();
      if (press.player == completed.sideToMove()
          && press.readings != null
          && moveBeforeGestureBegun(press, completed, normalised(gesture)).isPresent()) {
        game.presses.pollFirst();
        judgePress(press, out);
      }
    }
    Board before = tentative().board();
    long kingsLeft = Long.MAX_VALUE;
    for (long b = before.byRole(Role.KING); b != 0; b &= b - 1) {
      Square square = Square.ofIndex(Long.numberOfTrailingZeros(b));
      if (gesture.pieceAt(square).equals(before.pieceAt(square))) {
        continue;
      }
      long[] left = game.leftAt(square, before.pieceAt(square).orElseThrow());
      if (left != null) {
        kingsLeft = Math.min(kingsLeft, left[0]);
      }
    }
    while (!game.ended && !game.presses.isEmpty() && !game.pending.isEmpty()) {
      Press press = game.presses.peekFirst();
      Made first = game.pending.get(0);
      // The press waits the usual moment for its move's landing, which the scan may report after
      // it (Rc6 landed 0.1 s after White's press, the king lifted for the gesture 0.5 s later,
      // before the press had waited its moment out): a landing within it, before the kings
      // left, is the press's move.
      boolean landedWhileWaiting =
          first.at - press.at <= MIN_PRESS_WAIT_MILLIS && first.at < kingsLeft;
      if (press.notBefore >= kingsLeft
          || press.player != first.by
          || !(madeBy(first, press) || landedWhileWaiting)) {
        return kingsLeft;
      }
      game.presses.pollFirst();
      judgePress(press, out);
      if (awaitingLog()) {
        return kingsLeft; // the press asked for the board's log (a gap to read again) and waits for it
      }
    }
    return kingsLeft;
  }

  // ---------------------------------------------------------------------------------------------
  // The clock

  /** {@code player} has a move made since {@code since} (completed or not). */
  private boolean movedSince(Color player, long since) {
    for (Made m : game.pending) {
      if (m.by == player && m.at > since) {
        return true;
      }
    }
    return game.lastMoveAt[player.ordinal()] > since;
  }

  /**
   * Evidence, besides the clock's message now, that both players pressed since the clock's last
   * message, unheard ({@link ClockWatcher#read(DgtMessage.ClockData, Optional, boolean, long,
   * boolean)}): line noise came since it (a clock message may have been cut), both it and the one
   * before were the clock's own (an answer to the host's asking, or the link's handshake, repeats
   * what the clock shows and says nothing of a press), the player whose clock runs has a made move
   * waiting for its press, and the opponent has put a piece of theirs down on the board since that
   * message, after that move: the reply that a second press completed (exd5 pressed, its message
   * cut, e4 put down and pressed within the second: the lever back where it was, neither face a
   * second further). Or the message came off the clock's beat ({@link #offTheBeat}), a second on
   * or less, and the board shows the runner's move begun and the opponent's piece put down since
   * that message (Ne4 pressed 0.8 s after a tick, its message cut, Kb4 pressed 0.5 s later:
   * the runner's face a second less, the message 1.3 s after the tick).
   */
  private boolean pressedBackSeen(long previousClockAt, long at, DgtMessage.ClockData data) {
    if (game == null
        || game.ended
        || previousClockAt == NEVER
        || lastGarbageAt < previousClockAt
        || clockAskedAt >= clockBeforeLastAt
        || silenceEndedAt >= clockBeforeLastAt
        || inLogBurst(at)
        || game.pending.size() > 2) {
      return false;
    }
    // Off the beat only by the times messages came: the burst behind a log is read at times
    // estimated.
    // Data other than the last message's: only the time can tell of presses (the clock's beat).
    boolean ticked = !data.equals(lastClockMessage);
    if (ticked && (replayingBurst || lastClockEstimated || !offTheBeat(previousClockAt, at))) {
      return false;
    }
    if (game.pending.isEmpty()) {
      return ticked ? bothChangedTheBoard(previousClockAt) : moveAndReplyShown(previousClockAt);
    }
    Made runnersMove = game.pending.get(0);
    Color runner = game.committed.position().sideToMove();
    if (runnersMove.by != runner
        || (game.pending.size() == 2 && game.pending.get(1).by == runner)
        || lastRunning.isEmpty()
        || lastRunning.get() != runner) {
      return false;
    }
    long since = Math.max(previousClockAt, runnersMove.at);
    // Off the beat, the reply only begun also tells (see bothChangedTheBoard).
    return putDownSince(runner.opposite(), since)
        || (ticked && liftedSince(runner.opposite(), since));
  }

  /**
   * A piece of {@code player}'s the made moves leave on the board was reported lifted after
   * {@code since} and is off it now, not by a dump.
   */
  private boolean liftedSince(Color player, long since) {
    Board expected = tentative().board();
    Board shown = normalised(observed());
    for (long b = expected.byColor(player) & ~shown.occupied(); b != 0; b &= b - 1) {
      int index = Long.numberOfTrailingZeros(b);
      if (changedAt[index] > since && !correctedByDump[index]) {
        return true;
      }
    }
    return false;
  }

  /** The board reported a piece of {@code player}'s put down after {@code since}, not a dump. */
  private boolean putDownSince(Color player, long since) {
    for (int index = 0; index < 64; index++) {
      Piece piece = seen[index];
      if (piece != null
          && piece.color() == player
          && changedAt[index] > since
          && !correctedByDump[index]) {
        return true;
      }
    }
    return false;
  }

  /**
   * The clock's message at {@code at} came off its beat: not a whole number of periods after its
   * message at {@code previousClockAt}, give or take a message's wait on the line. A running
   * clock's messages come a period apart, from its last press on; another time means the lever
   * moved in between.
   */
  private static boolean offTheBeat(long previousClockAt, long at) {
    long off = (at - previousClockAt) % CLOCK_PERIOD_MILLIS;
    return Math.min(off, CLOCK_PERIOD_MILLIS - off) > OFF_BEAT_MILLIS;
  }

  /**
   * The runner (on move in the record, their face running) has a piece gone from where the
   * record has it, and the opponent has put a piece of theirs down since the clock's message at
   * {@code since}, or lifted one: a move and a reply, begun both. The clock's message can come
   * before the board's of the reply put down (O-O, its press cut, e1's lift lost too, c5 lifted
   * and cxd4 pressed: the clock's message 369 ms off the beat, a millisecond before d4's;
   * lichess #27 lt 75).
   */
  private boolean bothChangedTheBoard(long since) {
    Color runner = game.committed.position().sideToMove();
    if (lastRunning.isEmpty() || lastRunning.get() != runner) {
      return false;
    }
    Board recorded = game.committed.position().board();
    Board shown = normalised(observed());
    boolean runnerMoved = false;
    for (Square square : Square.values()) {
      Optional<Piece> was = recorded.pieceAt(square);
      runnerMoved |= was.isPresent() && was.get().color() == runner && !shown.pieceAt(square).equals(was);
    }
    return runnerMoved
        && (putDownSince(runner.opposite(), since) || liftedSince(runner.opposite(), since));
  }

  /**
   * Nothing made yet, the board shows the runner's move and the opponent's reply, settling (Nxe4
   * put down, then Kg2 30 ms before the clock's message: both presses' messages lost or left
   * the lever where it was): the reply's piece put down since the clock's last message. (Made at
   * the settle, the moves came after the message, which was read as nothing, and the record
   * stood two plies short until the next press.)
   */
  private boolean moveAndReplyShown(long previousClockAt) {
    Color runner = game.committed.position().sideToMove();
    if (lastRunning.isEmpty() || lastRunning.get() != runner) {
      return false;
    }
    Optional<Explanation> shown =
        Explainer.explain(game.committed.position(), normalised(observed()), 2);
    if (shown.isEmpty() || shown.get().inHand() || shown.get().moves().size() != 2) {
      return false;
    }
    Square reply = landing(shown.get().moves().get(1));
    return changedAt[reply.index()] > previousClockAt && !correctedByDump[reply.index()];
  }

  /**
   * The clock message at {@code at} is one the clock sent on its own, on its timer: not the
   * answer to the host's asking since the message before ({@code previousClockAt}), nor the one
   * the link's return brought; and {@code at} is when it came, not a time estimated for the burst
   * behind a log.
   */
  private boolean clocksOwnMessage(long previousClockAt, long at) {
    boolean answer = clockAskedAt >= previousClockAt && at - clockAskedAt <= CLOCK_ANSWER_MILLIS;
    return !answer && silenceEndedAt < previousClockAt && !replayingBurst;
  }

  /**
   * The face of {@code player} shows less in {@code data} than in {@code before}, as messages
   * report it (the readings a press gives are the faces at the press, not the face now).
   */
  private boolean ranSinceMessageBefore(Color player, DgtMessage.ClockData before, DgtMessage.ClockData data) {
    if (before == null || clock.whiteFace().isEmpty()) {
      return false;
    }
    ClockSide white = clock.whiteFace().get();
    ClockSide face = player == Color.WHITE ? white : white.opposite();
    return data.face(face).time().compareTo(before.face(face).time()) < 0;
  }

  private void onClock(DgtMessage.ClockData data, long at, Output out) {
    // A running clock reports at least once a second: a longer silence is a gap in the link.
    // Not when the board talked meanwhile: then the line was up and only clock messages were
    // lost (cut by noise); the board's own updates tell what happened.
    // A gap the transport told of is one whether the clock ran before it or not.
    boolean afterGap =
        lastClockAt != NEVER
            && ((lastRunning.isPresent()
                    && (at - lastClockAt > CLOCK_GAP_MILLIS || shortGapEndedAt > lastClockAt)
                    && (previousMessageAt <= lastClockAt || silenceEndedAt > lastClockAt))
                || linkGapEndedAt > lastClockAt)
            && gap.logArrivedAt() <= lastClockAt;
    // The clock fell silent, and the board's log came before it spoke again: this message is in
    // the burst behind the log, and the presses of the silence were as unseen as in a gap.
    boolean silentBeforeLog =
        lastClockAt != NEVER
            && lastRunning.isPresent()
            && at - lastClockAt > CLOCK_GAP_MILLIS
            && gap.logArrivedAt() > lastClockAt;
    // The dump after the gap was read already (onMessage): the board need not be searched deep.
    boolean boardCaughtUp = afterGap && gapDumpAt > lastClockAt;
    // Silent for more than a second: this message need not be the one a press sent at once.
    boolean afterSilence = lastClockAt != NEVER && at - lastClockAt > LATE_CLOCK_MILLIS;
    long clockBeforeGap = lastClockAt;
    boolean pressedBackSeen = pressedBackSeen(clockBeforeGap, at, data);
    boolean previousEstimated = lastClockEstimated;
    lastClockEstimated = replayingBurst;
    clockBeforeLastAt = lastClockAt;
    lastClockAt = at;
    DgtMessage.ClockData messageBefore = lastClockMessage;
    lastClockMessage = data;
    Optional<Color> toMove =
        game == null || game.ended ? Optional.empty() : Optional.of(game.committed.position().sideToMove());
    if (!clock.knowsColours()
        && toMove.isPresent()
        && (afterGap || silenceEndedAt != NEVER || linkGapEndedAt != NEVER)) {
      // The clock was started in a gap, unseen: the face running now is not White's (6.6) but
      // that of the side on move after the moves the gap hid, once the last of them was pressed
      // (e4 e5 Bc4 in a line cut before the clock started: Black's face runs). So the colours
      // wait for a press seen (the lever moved) on a board read (its dump, or the log asked for
      // to order it); at a tick the runner may have moved and not pressed yet.
      boolean unread = (afterGap && !boardCaughtUp) || game.afterGap || gap.unanswered();
      boolean leverMoved =
          messageBefore != null
              && messageBefore.status().runningSide().isPresent()
              && data.status().runningSide().isPresent()
              && !messageBefore.status().runningSide().equals(data.status().runningSide());
      // The presser's face stopped. Its move is the record's last where the board shows nothing
      // since (the opponent runs: on move), or is on the board and not read yet (the presser is
      // still on move in the record).
      Color onMove = tentative().sideToMove();
      boolean movesSince = !normalised(observed()).equals(tentative().board());
      toMove = unread || !leverMoved ? Optional.empty() : Optional.of(movesSince ? onMove.opposite() : onMove);
    }
    boolean knewColours = clock.knowsColours();
    Optional<ClockWatcher.Reading> reading =
        clock.read(
            data,
            toMove,
            afterGap,
            at,
            pressedBackSeen,
            noiseAround(clockBeforeGap),
            noiseSinceClock,
            moversSinceClock);
    noiseSinceClock = false;
    moversSinceClock = 0;
    if (reading.isEmpty()) {
      if (afterGap && game != null && !game.ended) {
        // Colours unknown yet (the clock started in the gap): the lever is to say whose turn it
        // is once they are, and the board is to be searched deep until it is read.
        game.syncWithClock = true;
        game.afterGap |= !boardCaughtUp;
      }
      return;
    }
    ClockWatcher.Reading r = reading.get();
    if (r.running().isPresent() && r.pressedBy().isEmpty()) {
      ticksSinceLog++;
      if (game != null
          && !game.presses.isEmpty()
          && r.hiddenPressBy().isEmpty()
          && clocksOwnMessage(clockBeforeGap, at)) {
        // The lever where the last press left it: a tick that dates a press seen late.
        for (Press press : game.presses) {
          if (press.ownMessageCut && press.tickAt == NEVER && !press.timeEstimated) {
            press.tickAt = at;
          }
        }
      }
    }
    if (r.pressedBy().isPresent()) {
      lastPressSeenAt = at;
      pressSeen(at);
    }
    if (r.hiddenPressBy().isPresent()) {
      pressSeen(at);
    }
    if (afterGap
        || silentBeforeLog
        || clockBeforeGap == NEVER
        || at - clockBeforeGap > CLOCK_GAP_MILLIS) {
      clockSilenceEndedAt = at;
    }
    if (r.previousCorrupt() && game != null) {
      // The message before this one was a cut frame completed by line noise: its presses were
      // never made.
      game.presses.removeIf(press -> press.at == clockBeforeGap);
      if (completedByCutFrame(r, clockBeforeGap)) {
        uncompleteLast(at, out);
      }
    }
    lastReadings = Optional.of(r.readings());
    boolean stoppedNow = lastRunning.isPresent() && r.running().isEmpty();
    lastRunning = r.running();
    if (game == null) {
      return;
    }
    game.stoppedAt = stoppedNow ? at : r.running().isPresent() ? NEVER : game.stoppedAt;
    if (stoppedNow && !game.ended) {
      // The clock was stopped: the game is over (a result gesture follows) or paused for the
      // arbiter. A lost update then would hide the board's last word: check it.
      out.requestDump();
    }
    if (afterGap && r.stoppedFaceRan()) {
      game.pressedInGap = gap.startedAt(); // both players pressed in it, unseen
      if (boardCaughtUp) {
        askLogForGapPresses(out);
      }
    }
    if (afterGap && r.runnerPressedInGap()) {
      game.runnerPressedInGap = r.running();
    }
    if (afterGap) {
      game.syncWithClock = true; // presses may have been missed: let the lever say whose turn it is
      // The gap's dump, read already, left the search deep if it explained nothing.
      game.afterGap |= !boardCaughtUp;
    }
    out.event(new GameEvent.ClockUpdate(at, r.readings(), r.running()));
    if (!knewColours && !game.ended && !game.afterGap && !gap.unanswered()) {
      // The colours learnt only now (at a press), the gap read since: the lever as it stood
      // before this press says which of the moves the gap hid were pressed; this press is the
      // last move's, and completes it below with its readings.
      syncWithClock(at, r.pressedBy().isPresent() ? r.pressedBy() : r.running(), out);
    }
    Press press = null;
    if (!game.ended && r.hiddenPressBy().isPresent()) {
      game.presses.addLast(new Press(at, r.hiddenPressBy().get(), null, Board.empty()));
    }
    if (!game.ended && r.pressedBy().isPresent()) {
      // Presses told only by the running face's gain are both inferred (the lever never moved):
      // neither is an irregularity's evidence, a noisy digit gaining time too.
      press =
          new Press(at, r.pressedBy().get(), r.runnerGained() ? null : r.readings(), observed());
      // After a hidden press this message is the first to show the lever. If it is the press's
      // own (sent at once), both faces are right; after a silence it may be a later one, and the
      // face running since the press has run for an unknown time.
      // In the burst behind the board's log a message a moment after the last may have been sent
      // seconds after it: a link that dropped during the transfer hides in its silence. Presses
      // told only by the running face's gain may be a noisy digit's: no readings from it.
      press.readingsLate =
          r.hiddenPressBy().isPresent() && (afterSilence || inLogBurst(at) || r.runnerGained());
      // After a gap the press was most likely in it. The opponent's face is right (its time
      // from before the gap) unless the opponent moved in the gap too, and so pressed, unseen:
      // judged when the press is, once the gap's dump has been read.
      press.gapFrom = afterGap || silentBeforeLog ? clockBeforeGap : NEVER;
      press.notBefore = clockBeforeGap == NEVER ? at : clockBeforeGap;
      // The face the press started must show a second less than the message before showed: a
      // tick a second after a press cut on the line has had it run that second, where a press
      // whose own message this is (a tick cut before it) started it a moment ago (Bh4-h2 pressed
      // 195 ms after a cut tick, Black's face still at 4:12: the press waits for nothing).
      // A press whose frame was cut is followed by a tick a period after it, so more than a
      // period after the message before: by a few milliseconds where the press came just after
      // that message (Be3 pressed 17 ms after a tick, its frame cut, the next tick 1017 ms after
      // the one before with Black's face a second down; lichess #333 all 65).
      press.ownMessageCut =
          !afterGap
              && clockBeforeGap != NEVER
              && lastGarbageAt >= clockBeforeGap
              && at - clockBeforeGap > CLOCK_PERIOD_MILLIS
              && ranSinceMessageBefore(press.player.opposite(), messageBefore, data);
      press.fresh = startedFaceUnrun(r, press.player.opposite());
      press.suspectFrame = r.pressGainedNothing();
      press.timeEstimated = replayingBurst || previousEstimated;
      if (press.ownMessageCut && clocksOwnMessage(clockBeforeGap, at)) {
        press.tickAt = at;
      }
      if (inLogBurst(at)) {
        press.ticksAt = ticksSinceLog;
      }
      game.presses.addLast(press);
    }
    if (boardCaughtUp && !game.ended && !game.afterGap) {
      // The made moves the lever confirms are completed now; the last waits for this message's
      // press, queued first, which completes it with its readings (Qf3 at the end of a gap).
      // Not while the gap's dump waits to be read (its log asked for): the lever is for the
      // gap's moves, synced when they are read (axb2 made before the gap, Bxb2 Rg5 Qxd6+ Kg8 in
      // it: synced now, axb2 alone was completed, and the four read later waited for presses).
      syncWithClock(at, out);
    }
    if (game.ended) {
      return;
    }
    Optional<ClockAudit.Finding> finding =
        audit.isPresent() ? audit.get().read(r, at) : Optional.empty();
    if (finding.isPresent()) {
      alert(
          out,
          at,
          "6.10.2",
          "clock-setting-wrong",
          recordPlies(),
          finding.get().detail() + ": the arbiter should correct the clock",
          List.of());
    }
    if (press != null) {
      out.requestDump(); // the press is judged on a board checked against lost updates (N9)
      judgePresses(out);
    }
    if (r.flagged().isPresent() && !game.ended) {
      flagFall(r.flagged().get(), at, out);
    }
  }

  /** Within {@link #LOG_BURST_MILLIS} of the board's log: messages may come squeezed together. */
  private boolean inLogBurst(long at) {
    return !logRetimed
        && gap.logArrivedAt() != NEVER && at - gap.logArrivedAt() <= LOG_BURST_MILLIS;
  }

  /**
   * In the burst behind the board's log a knocked piece put right four seconds later shows for a
   * few milliseconds, and the board never settles on it: the clock's ticks in between tell how
   * long it stood. Called before each field update there: a board no legal move explains, with a
   * piece where none should be, that stood as long as {@link TrackerConfig#displaced} asks and
   * that nobody pressed on, was a 7.4. Its ply counts the made moves whose presses came before it.
   */
  private void displacedInBurst(Output out) {
    int stoodTicks = ticksSinceLog - ticksAtLastChange;
    ticksAtLastChange = ticksSinceLog;
    if (game.illegal != null
        || game.disturbanceAlerted
        || lastPressSeenAt > lastChange // pressed on it: a move (7.5.1 if illegal), judged as such
        || stoodTicks * 1000L < config.displaced().toMillis()) {
      return;
    }
    Board board = normalised(observed());
    Position expected = tentative();
    if (board.equals(expected.board())
        || onlyPiecesInHand(board)
        || Explainer.explain(expected, board, 2).isPresent()) {
      return;
    }
    game.disturbanceAlerted = true;
    alert(
        out,
        now,
        "7.4",
        "displaced-pieces",
        recordPlies() + Math.min(game.pending.size(), game.presses.size()),
        "pieces displaced on the board and not put right for about " + stoodTicks
            + " s (seen in the burst behind the board's log): " + describeDifference(),
        differingSquares());
  }

  /**
   * In the burst the board never comes to rest, however long it stood: a made move it showed as
   * it is for two clock ticks or more (a second at least, more than the settle time) was
   * released, and changing it before the press is 4.7 (Qc1-f4 standing three seconds, then Qb2).
   */
  private void movesStoodInBurst() {
    if (ticksSinceLog - ticksAtLastChange >= 2) {
      releaseMovesAsShown();
    }
  }

  /** The board shows the made moves as they are, nothing in the hand: they were released. */
  private void releaseMovesAsShown() {
    if (game == null || game.pending.isEmpty() || !normalised(observed()).equals(tentative().board())) {
      return;
    }
    for (Made made : game.pending) {
      made.released = true;
    }
  }

  /** Marks the presses in the burst whose board stood a clock tick after them. */
  private void pressesStoodInBurst() {
    for (Press press : game.presses) {
      if (press.ticksAt >= 0 && ticksSinceLog > press.ticksAt && observed().equals(press.board)) {
        press.stoodInBurst = true;
      }
    }
  }

  /** The face of {@code started}, set running by a press, shows what it showed while stopped. */
  private static boolean startedFaceUnrun(ClockWatcher.Reading r, Color started) {
    long stood = r.readings().of(started).toMillis();
    return Math.abs(stood - r.shown().of(started).toMillis()) < LATE_CLOCK_MILLIS;
  }

  /** Laws 6.9: the flag fell; a draw when the opponent cannot mate by any legal series. */
  private void flagFall(Color flagged, long at, Output out) {
    if (game.finalMoveUntil != NEVER && !game.pending.isEmpty()) {
      // Mate or stalemate was on the board before the clock showed the flag (5.1.1, 5.2.1: it
      // ends the game at once, pressed or not): Ra3# made with the display at 0:00:00, the flag
      // message a second later, is 1-0.
      game.finalMoveUntil = NEVER;
      while (!game.pending.isEmpty() && !game.ended) {
        complete(clock.isPresent() ? lastReadings : Optional.empty(), at, out);
      }
      if (game.ended) {
        return;
      }
    }
    completePressedBeforeFlag(flagged, at, out);
    if (game.ended) {
      return;
    }
    Position position = tentative();
    alert(
        out,
        at,
        "6.9",
        "flag-fall",
        recordPlies(),
        (flagged == Color.WHITE ? "White" : "Black") + "'s flag fell",
        List.of());
    boolean opponentCanMate = config.canMate().test(position, flagged.opposite());
    String result =
        !opponentCanMate ? "1/2-1/2" : flagged == Color.WHITE ? "0-1" : "1-0";
    retractAll(at, out);
    endGame(result, EndReason.FLAG, at, out);
  }

  /**
   * The flagged player's clock ran out, so the opponent had pressed: their made moves that the
   * record still waits to complete were completed (the press hidden in a gap, the lever synced
   * after it leaving the last move to a press that came unseen: Nd5 made, then White's flag).
   * Completed without readings; the flagged player's own made moves after them are not.
   */
  private void completePressedBeforeFlag(Color flagged, long at, Output out) {
    if (game.committed.position().sideToMove() != flagged.opposite() || game.withoutMove != null) {
      return;
    }
    int last = -1;
    for (int i = 0; i < game.pending.size(); i++) {
      if (game.pending.get(i).by == flagged.opposite()) {
        last = i;
      }
    }
    for (int i = 0; i <= last && !game.ended; i++) {
      complete(Optional.empty(), at, out);
    }
  }

  /**
   * The press judged to have come without a move (7.8.1) and the opponent's press taken for
   * putting the lever back were a move and its reply after all: the board now shows three moves
   * on from the record, the presser's, the opponent's and the presser's again, each taken up
   * before the scan saw it land (blitz: Nd7-e5 lifted at once by White to play Bxe5, the bishop
   * held for seconds, then taken by Bxe5, which the scan sees). The three presses complete them;
   * the 7.8.1 raised stays for the arbiter to dismiss.
   */
  private boolean movedThroughCorrection(Press press, Board board, Output out) {
    Press first = game.withoutMove;
    Press second = game.correction;
    if (first == null || second == null || first.player != press.player || !game.pending.isEmpty()) {
      return false;
    }
    Position completed = game.committed.position();
    Optional<Explanation> three =
        Explainer.explain(completed, board, 3, 3, new HandEvidence(completed, game.committedAt, board, true));
    if (three.isEmpty() || three.get().inHand()) {
      return false;
    }
    List<Press> presses = List.of(first, second, press);
    makeAll(completed, three.get().moves(), i -> presses.get(i).at, out);
    game.withoutMove = null;
    game.correction = null;
    for (Press each : presses) {
      complete(recordedNow(each), each.at, out);
      if (game.ended) {
        break;
      }
    }
    return true;
  }

  /**
   * A press soon after a gap, on a board the record does not explain: the gap's reading was
   * wrong, or two outages in a row hid more than four plies. Before it is judged an illegal move,
   * the board at the press is read with the presser's move last and the moves whose pieces
   * landed after the gap's dump after those whose pieces stood in it: from before the gap, the
   * shortest reading of up to five moves (Re8 Rb5 Rh8, the rook lifted from e8 as the line came
   * back, where the dump was read as Rb4 Rb3 Rb5 Rxb5); failing that, five moves on from the
   * record (Nc6 read from the dump, then Bb2 d5 exd5 Nxb4 Kh1, Nxb4 landing as the line came
   * back); failing that, six from before the gap, a bounded search ({@link
   * #DEEPEST_READING_NODES}). One reading is taken: the record from the gap on is replaced, its
   * moves completed without readings (pressed unseen; the presses seen after the dump were the
   * later moves'), the last by this press.
   */
  private boolean readDeeperAfterGap(Press press, Board board, Output out) {
    if (gapDumpAt == NEVER || press.at - gapDumpAt > GAP_DEEPER_MILLIS || !game.pending.isEmpty()) {
      return false;
    }
    int read = movesReadInGap();
    boolean rereadable = read > 0 && !game.gapReread;
    Position before = game.beforeGap == null ? null : game.beforeGap.position();
    int first = before != null && before.sideToMove() == press.player ? 1 : 2;
    if (rereadable) {
      for (int length = first; length <= Explainer.MAX_DEPTH + 1; length += 2) {
        List<Explanation> readings =
            Explainer.allOfLength(
                before,
                board,
                length,
                afterDump(before, game.beforeGapAt, List.of()).and(pressesHeardFit(before)));
        if (readings.size() > 1) {
          return takeDoubtedStops(readings, press, out);
        }
        if (readings.size() == 1) {
          List<Move> reread = readings.get(0).moves();
          return keepsLandingsHeardAfterDump(before, reread) && takeDeeperReading(reread, press, out);
        }
      }
    }
    Position completed = game.committed.position();
    List<Move> record = game.committed.moves();
    List<Move> sinceGap = read < 0 ? null : record.subList(record.size() - read, record.size());
    List<Explanation> onward =
        Explainer.allOfLength(
            completed, board, Explainer.MAX_DEPTH + 1, afterDump(completed, game.committedAt, sinceGap));
    if (onward.size() == 1 && !rereadable) {
      List<Move> moves = onward.get(0).moves();
      makeAll(completed, moves, i -> gapDumpAt, out);
      for (int i = 0; i < moves.size() - 1 && !game.ended; i++) {
        complete(Optional.empty(), press.at, out);
      }
      if (!game.ended) {
        complete(recordedNow(press), press.at, out);
      }
      return true;
    }
    if (onward.size() == 1) {
      List<Move> reread = new ArrayList<>(sinceGap);
      reread.addAll(onward.get(0).moves());
      return takeDeeperReading(reread, press, out);
    }
    int six = Explainer.MAX_DEPTH + 2;
    if (!onward.isEmpty() || !rereadable || (six - first) % 2 != 0) {
      return false;
    }
    // Six plies from before the gap (Kg8 Qf7 Kh8 Qg6 in two outages, Kh8-g8 under way as the line
    // came back, Ne4 pressed): bounded, a rare search must not stall the board.
    Optional<List<Explanation>> deepest =
        Explainer.allOfLength(
            before,
            board,
            six,
            afterDump(before, game.beforeGapAt, List.of()).and(pressesHeardFit(before)),
            DEEPEST_READING_NODES);
    if (deepest.isEmpty()
        || deepest.get().size() != 1
        || !keepsLandingsHeardAfterDump(before, deepest.get().get(0).moves())) {
      return false;
    }
    return takeDeeperReading(deepest.get().get(0).moves(), press, out);
  }

  /**
   * {@code reading} (from {@code before}, the position before the gap) sets down every piece that
   * a move of the record since the gap put down where the board reported it landing after the
   * gap's dump: that is what the board said, not a reading (Qb2-a2 heard
   * landing after the dump and pressed, then the queen set illegally on c3: not Qc2 ... Qc3 read
   * from before the gap, but the 7.5.1; twic #616 all 10). The move may be read otherwise (Re3-e4
   * read for a rook heard on e4 is Re5 ... Rxe4; Bb6-d4 read for a bishop put back on d4 is Bxd4
   * with the bishop held).
   */
  private boolean keepsLandingsHeardAfterDump(Position before, List<Move> reading) {
    if (!inHeardOrder(before, reading)) {
      return false;
    }
    List<Move> record = movesSinceGap();
    Position position = before;
    for (int i = 0; i < record.size(); i++) {
      Move move = record.get(i);
      Piece piece = position.board().pieceAt(move.from()).orElse(null);
      if (piece != null
          && !move.isCastling()
          && !move.isPromotion()
          && game.placements.on(landing(move), piece, gapDumpAt)
          && !setsDown(before, reading, piece, landing(move))) {
        return false;
      }
      position = position.playUnchecked(move);
    }
    return true;
  }

  /**
   * The moves of {@code reading} whose landings the board reported after the gap's dump come in
   * the order it reported them (each by its first report since): b5 heard and pressed, d5 heard
   * and pressed, then the queen set down on a4, illegally through b5, is not Qa4 d5 b5 read from
   * before the gap (twic #692 all 66), but the 7.5.1.
   */
  private boolean inHeardOrder(Position before, List<Move> reading) {
    long last = NEVER;
    Position position = before;
    for (Move move : reading) {
      Square square = landing(move);
      position = position.playUnchecked(move);
      Piece piece = position.board().pieceAt(square).orElse(null);
      for (Placements.Placement placed : game.placements) {
        if (placed.at() > gapDumpAt && placed.square() == square && placed.piece() == piece) {
          if (placed.at() < last) {
            return false;
          }
          last = placed.at();
          break;
        }
      }
    }
    return true;
  }

  /**
   * A move of {@code reading} puts {@code piece} down on {@code square} or carries it over the
   * square (a landing heard on a slide's way: Qd8xd1 heard set down on d6).
   */
  private static boolean setsDown(
      Position before, List<Move> reading, Piece piece, Square square) {
    Position position = before;
    for (Move move : reading) {
      if (!move.isCastling()
          && (move.to() == square || slidesOver(move, square))
          && position.board().pieceAt(move.from()).orElse(null) == piece) {
        return true;
      }
      position = position.playUnchecked(move);
    }
    return false;
  }

  /**
   * Several readings of a press after a gap that differ only in where one piece stopped on its
   * way: Rh1-h2 Kf3 Rh2-a2 or Rh1-a1 Kf3 Ra1-a2, the rook lifted again as the dump came and put
   * down on a2, the gap's exact reading Rh3 Kf4 Rf3+ Kxf3 leaving Black no rook. Nothing the host
   * saw tells the stop (neither landing was on the line), and the position is the same either way:
   * the first is recorded, and each of its two moves in doubt tells the arbiter (8.4) when it is
   * completed, naming the squares, rather than the press being judged an illegal move on a
   * reading already shown wrong. Readings that differ otherwise are not taken, nor any once a move
   * was heard made after the gap's dump: then the record from the dump on is what the board said,
   * not a guess, and readings from before the gap that explain the press only by moving that
   * move's heard landing elsewhere are all wrong alike (Kxe7 Kh7 in a gap, then Ke6 heard landing
   * on e6 and pressed, Kg6, and the king put illegally on c7: Kd6, Kd7 or Kd8 for Ke6 explain
   * c7, while the press is an illegal move, 7.5.1).
   */
  private boolean takeDoubtedStops(List<Explanation> readings, Press press, Output out) {
    if (movedSince(Color.WHITE, gapDumpAt) || movedSince(Color.BLACK, gapDumpAt)) {
      return false;
    }
    List<Move> kept = readings.get(0).moves();
    int stop = -1;
    int onward = -1;
    java.util.Set<Square> stops = new java.util.LinkedHashSet<>();
    for (Explanation reading : readings.subList(1, readings.size())) {
      List<Move> other = reading.moves();
      List<Integer> differ = new ArrayList<>();
      for (int i = 0; i < kept.size(); i++) {
        if (!kept.get(i).equals(other.get(i))) {
          differ.add(i);
        }
      }
      if (differ.size() != 2) {
        return false;
      }
      int i = differ.get(0);
      int j = differ.get(1);
      Move a = kept.get(i);
      Move b = kept.get(j);
      Move c = other.get(i);
      Move d = other.get(j);
      if ((stop >= 0 && (stop != i || onward != j))
          || a.from() != c.from() || b.to() != d.to()
          || a.to() != b.from() || c.to() != d.from()
          || a.isCastling() || c.isCastling() || b.isCastling() || d.isCastling()
          || a.isPromotion() || b.isPromotion() || c.isPromotion() || d.isPromotion()) {
        return false;
      }
      stop = i;
      onward = j;
      stops.add(c.to());
    }
    Move a = kept.get(stop);
    Move b = kept.get(onward);
    Position position = game.beforeGap.position();
    for (Move move : kept.subList(0, stop)) {
      position = position.playUnchecked(move);
    }
    String firstSan = San.format(position, a);
    String others = stops.stream().map(Square::toString).collect(java.util.stream.Collectors.joining(", "));
    int base = game.plyOffset + game.beforeGap.plyCount();
    List<Square> firstSquares = new ArrayList<>(List.of(a.from(), a.to()));
    firstSquares.addAll(stops);
    game.rivalAlerts.put(
        base + stop + 1,
        new RivalAlert(
            a,
            press.at,
            new Alert(
                "8.4",
                "ambiguous-moves",
                base + stop,
                "the moves hidden in a gap in the connection may have stopped the piece on " + others
                    + " rather than " + a.to() + ": " + firstSan
                    + " is recorded, the arbiter should confirm",
                firstSquares)));
    List<Square> onwardSquares = new ArrayList<>(List.of(b.from(), b.to()));
    onwardSquares.addAll(stops);
    game.rivalAlerts.put(
        base + onward + 1,
        new RivalAlert(
            b,
            press.at,
            new Alert(
                "8.4",
                "ambiguous-moves",
                base + onward,
                "the piece may have come to " + b.to() + " from " + others + " rather than "
                    + b.from() + " (see the doubt about " + firstSan
                    + "): the arbiter should confirm",
                onwardSquares)));
    return takeDeeperReading(kept, press, out);
  }

  /**
   * A press on a board the record does not explain, where the presser's last move slid on past
   * the square read for it, its landing further along lost (a capture by replacement reports no
   * change) and its square's emptying too: Rd5-e5 read, the rook gone on to take on g5, then
   * Rxf7 and Rg5xg2 pressed (e5 and g5 found empty only now). Where one such landing, with the
   * opponent's reply as read, explains the board by one more move of the presser's, the two
   * moves are read again (a restored position discards them), completed with the readings they
   * had, and the press completes the third.
   */
  private boolean slideWentOnUnseen(Press press, Board board, Output out) {
    Game record = game.committed;
    int n = record.plyCount();
    if (n < 2 || !game.pending.isEmpty()) {
      return false;
    }
    Move own = record.moves().get(n - 2);
    Move reply = record.moves().get(n - 1);
    // The square read for it was found empty by a dump, never reported left: a lift heard there
    // is the piece taken on from where it stood (Rf8 read, f8's lift heard, Rg6 set down: an
    // illegal move, 7.5.1, not Rg8 slid on).
    if (own.isCastling() || own.isPromotion() || !correctedByDump[own.to().index()]) {
      return false;
    }
    Game before = record.atPly(n - 2);
    Move slid = null;
    Move next = null;
    long ownMadeAt = game.lastMoveAt[press.player.ordinal()];
    for (Move further : game.legalMoves(before.position())) {
      // The piece left its further square since, and the board said so (Rg5xg2: g5 reported
      // emptied): a landing never reported, left unreported, is two losses and no evidence (Rc5
      // read, then the rook set illegally on b4: not Rb5 and Rb5-b4).
      // The lift heard there must be of no other piece: a piece of the opponent's reported set
      // down there and lifted on (Black's Rd6 then Rc7 after Qa6-c6) is its own move's path.
      int there = further.to().index();
      Piece left = liftedOff[there];
      if (further.from() != own.from()
          || changedAt[there] <= ownMadeAt
          || correctedByDump[there]
          || (left != null && left != before.position().board().pieceAt(own.from()).orElse(null))
          || further.isPromotion()
          || (org.touchmove.chess.Attacks.between(further.from().index(), further.to().index())
                  & own.to().bit()) == 0) {
        continue;
      }
      Position slidOn = before.position().playUnchecked(further);
      if (!game.legalMoves(slidOn).contains(reply)) {
        continue;
      }
      Position replied = slidOn.playUnchecked(reply);
      for (Move third : game.legalMoves(replied)) {
        if (replied.playUnchecked(third).board().equals(board)) {
          if (slid != null) {
            return false; // two ways: the press is judged as it stands
          }
          slid = further;
          next = third;
        }
      }
    }
    if (slid == null) {
      return false;
    }
    int base = game.plyOffset + n - 2;
    Optional<ClockReadings> ownReadings =
        game.readingsOfPly.getOrDefault(base + 1, Optional.empty());
    Optional<ClockReadings> replyReadings =
        game.readingsOfPly.getOrDefault(base + 2, Optional.empty());
    List<Move> discarded = List.of(own, reply);
    game.committed = before;
    positionRestored(out, press.at, discarded);
    makeAll(before.position(), List.of(slid, reply, next), i -> press.at, out);
    complete(ownReadings, press.at, out);
    if (!game.ended) {
      complete(replyReadings, press.at, out);
    }
    if (!game.ended) {
      complete(recordedNow(press), press.at, out);
    }
    return true;
  }

  /**
   * The cut frame this message supersedes had completed the last move, and this message is its
   * player's press: the move waits for this press's readings instead (d4 landed, the tick before
   * White's press cut into a frame with the lever flipped and White's face 25 s off, d4 completed
   * by it 0.6 s before the press's own message came).
   */
  private boolean completedByCutFrame(ClockWatcher.Reading r, long cutFrameAt) {
    // Only the game's first move: a move a gap's dump completed, its frame cut as the link came
    // back, was recorded without readings, and the next message's faces are not its press's
    // (twic #2 link-trouble 34: Nf2 read from an outage's dump given Black's face from before).
    return game.committed.plyCount() == 1
        && game.plyOffset == 0
        && game.pending.isEmpty()
        && game.lastCompletedAt == cutFrameAt
        && r.pressedBy().isPresent()
        && r.pressedBy().get() == game.committed.position().sideToMove().opposite();
  }

  /** The last completed move made again, not completed: its press is still to come. */
  private void uncompleteLast(long at, Output out) {
    Game record = game.committed;
    int n = record.plyCount();
    Move own = record.moves().get(n - 1);
    long madeAt = game.committedAt;
    game.committed = record.atPly(n - 1);
    positionRestored(out, at, List.of(own));
    makeAll(game.committed.position(), List.of(own), i -> madeAt, out);
  }

  /**
   * The opponent's last move slid on past the square read for it, and the board showed it there
   * before this press's move landed: Bd5-c4 read and pressed, the bishop gone on to a2 (b3's and
   * a2's updates lost), a dump in Black's turn finding it on a2 with the king still in Black's
   * hand. Read as Kg7 and then Bc4-a2, the record would have White move again before Black had;
   * the completed move is read again as the slide on (Ba2), with the readings it had, and the
   * press completes its player's move.
   */
  private boolean slideWentOnBeforeReply(Press press, Output out) {
    if (game.pending.size() != 2 || game.committed.plyCount() < 1) {
      return false;
    }
    Made reply = game.pending.get(0);
    Made onward = game.pending.get(1);
    Game record = game.committed;
    int n = record.plyCount();
    Move own = record.moves().get(n - 1);
    Move next = onward.move;
    if (reply.by != press.player
        || onward.by == press.player
        || own.isCastling()
        || own.isPromotion()
        || next.from() != own.to()
        || next.isCastling()
        || next.isPromotion()) {
      return false;
    }
    // The piece stood on its further square after the press that completed it, before the reply
    // landed and before this press: no move of its player's in the opponent's turn, but its slide
    // going on. (A move of the opponent's heard after this press is their next one: Qf2 pressed,
    // then Qe3-h3, is no Qd3-h3 slide.)
    long onwardSeenAt = changedAt[next.to().index()];
    if (onwardSeenAt <= game.lastCompletedAt
        || onwardSeenAt >= reply.at
        || onwardSeenAt >= press.at) {
      return false;
    }
    Game before = record.atPly(n - 1);
    Move slid = null;
    for (Move further : game.legalMoves(before.position())) {
      if (further.from() == own.from()
          && further.to() == next.to()
          && !further.isPromotion()
          && (org.touchmove.chess.Attacks.between(further.from().index(), further.to().index())
                  & own.to().bit())
              != 0) {
        slid = further;
      }
    }
    if (slid == null) {
      return false;
    }
    Position slidOn = before.position().playUnchecked(slid);
    if (!game.legalMoves(slidOn).contains(reply.move)
        || !slidOn.playUnchecked(reply.move).board().equals(onward.after.board())) {
      return false;
    }
    Optional<ClockReadings> ownReadings =
        game.readingsOfPly.getOrDefault(game.plyOffset + n, Optional.empty());
    retractAll(press.at, out);
    game.committed = before;
    positionRestored(out, press.at, List.of(own));
    makeAll(before.position(), List.of(slid, reply.move), i -> i == 0 ? game.committedAt : reply.at, out);
    complete(ownReadings, press.at, out);
    if (!game.ended) {
      complete(recordedNow(press), press.at, out);
    }
    return true;
  }

  /**
   * The last completed move slid on past the square read for it, both updates of its going on
   * lost on the line and shown only by a dump: the board differs from the record in that the
   * piece is gone from its landing and stands further along its line, where a legal move from its
   * origin goes, nothing else changed, and the opponent has not moved. The move is read again as
   * the slide (Ra8-d8 heard, the rook gone on to f8 before White's press, d8's emptying and f8's
   * filling lost to line noise: Rf8+, not Rd8 and a displaced rook; twic #1008 link-trouble 79),
   * completed with the readings it had.
   */
  private boolean lastSlideWentOnUnheard(Board board, long at, Output out) {
    Game record = game.committed;
    int n = record.plyCount();
    if (n < 1 || !game.pending.isEmpty() || !game.presses.isEmpty() || game.afterGap) {
      return false;
    }
    Move own = record.lastMove().orElseThrow();
    Square landed = landing(own);
    long changed = Explainer.changedSquares(record.position().board(), board);
    if (own.isCastling()
        || own.isPromotion()
        || Long.bitCount(changed) != 2
        || (changed & landed.bit()) == 0
        || board.pieceAt(landed).isPresent()
        || !correctedByDump[landed.index()]) {
      return false;
    }
    Square onward = Square.ofIndex(Long.numberOfTrailingZeros(changed & ~landed.bit()));
    Piece piece = record.position().board().pieceAt(landed).orElseThrow();
    if (board.pieceAt(onward).orElse(null) != piece
        || !correctedByDump[onward.index()]
        || (Attacks.between(own.from().index(), onward.index()) & landed.bit()) == 0) {
      return false;
    }
    Position before = record.atPly(n - 1).position();
    Move slid = null;
    for (Move further : game.legalMoves(before)) {
      if (further.from() == own.from() && further.to() == onward && !further.isPromotion()) {
        slid = further;
      }
    }
    if (slid == null) {
      return false;
    }
    replaceLastCompleted(slid, game.committedAt, at, out);
    return true;
  }

  /**
   * The last completed move replaced by {@code move}, made at {@code madeAt} and completed with
   * the readings and at the time the move it replaces had (no press came now): a restored
   * position discards the old one. The board is explained by it.
   */
  private void replaceLastCompleted(Move move, long madeAt, long at, Output out) {
    Game record = game.committed;
    int n = record.plyCount();
    Optional<ClockReadings> readings =
        game.readingsOfPly.getOrDefault(game.plyOffset + n, Optional.empty());
    long completedAt = game.lastCompletedAt;
    game.committed = record.atPly(n - 1);
    positionRestored(out, at, List.of(record.lastMove().orElseThrow()));
    makeAll(game.committed.position(), List.of(move), i -> madeAt, out);
    complete(readings, completedAt, out);
    game.lastCompletedAt = completedAt;
    game.disturbedSince = NEVER;
    game.disturbanceAlerted = false;
  }

  /**
   * The last completed move's piece, seen landing, was taken up again before its press and not
   * seen set down; now the opponent's piece stands on another square that piece could have gone
   * to, and it is gone: it was moved on there, unseen (a scan missed its landing), and captured
   * at once. Black's Nb8-c6 seen, the knight moved on to d7 and White's hand taking it off within
   * a scan, Black pressing, then Bb5xd7: read as Nc6 completed, the bishop's move was illegal
   * (through c6) and the board displaced. The completed move is read again as the changed one, a
   * 4.7, with the readings it had; the capture is made, its press still to come. Only where one
   * such pair of moves gives the board exactly, the record explaining nothing.
   */
  private boolean lastMoveChangedUnseen(Board board, long at, Output out) {
    Game record = game.committed;
    int n = record.plyCount();
    if (n < 1
        || !game.pending.isEmpty()
        || !game.presses.isEmpty()
        || game.afterGap
        || game.lastCompletedPly != n) {
      return false;
    }
    Move own = record.lastMove().orElseThrow();
    int landing = own.to().index();
    // Taken up again after it landed, and before the press that completed it.
    if (own.isCastling()
        || own.isPromotion()
        || seen[landing] != null
        || emptiedAt[landing] <= game.committedAt
        || emptiedAt[landing] >= game.lastCompletedAt) {
      return false;
    }
    Position before = record.atPly(n - 1).position();
    Move changed = null;
    Move reply = null;
    for (Move move : game.legalMoves(before)) {
      if (move.from() != own.from() || move.equals(own) || move.isCastling()) {
        continue;
      }
      Position moved = before.playUnchecked(move);
      for (Move capture : moved.legalMoves()) {
        if (capture.to() == move.to() && moved.playUnchecked(capture).board().equals(board)) {
          if (changed != null) {
            return false; // two readings: leave it to the arbiter's eye (displaced)
          }
          changed = move;
          reply = capture;
        }
      }
    }
    if (changed == null) {
      return false;
    }
    Optional<ClockReadings> ownReadings =
        game.readingsOfPly.getOrDefault(game.plyOffset + n, Optional.empty());
    long completedAt = game.lastCompletedAt;
    long ownMadeAt = game.committedAt;
    Made released =
        new Made(own, San.format(before, own), recordPlies(), ownMadeAt, before.sideToMove(),
            before.playUnchecked(own));
    game.committed = record.atPly(n - 1);
    positionRestored(out, at, List.of(own));
    long replyAt = changedAt[reply.to().index()];
    makeAll(before, List.of(changed, reply), i -> i == 0 ? ownMadeAt : replyAt, out);
    game.changedMoves.put(released.ply, released);
    complete(ownReadings, completedAt, out);
    game.disturbedSince = NEVER;
    game.disturbanceAlerted = false;
    return true;
  }

  /** The record from the gap on replaced by {@code reread}, the last move completed by the press. */
  private boolean takeDeeperReading(List<Move> reread, Press press, Output out) {
    takeGapReading(reread, reread.size() - 1, press.at, out);
    if (!game.ended) {
      complete(recordedNow(press), press.at, out);
    }
    return true;
  }

  /**
   * Readings on from {@code from} that fill the squares reported emptied since {@code since}, put
   * the pieces set down after the gap's dump last and, after {@code before} (the moves from before
   * the gap to {@code from}; null where the record no longer goes on from there), pass through the
   * dump: a position on the way shows it, with at most two pieces in the hand (Kg1 Rf7 Bd6 Rd7
   * does not read a dump that had the rook on f8, lifted from there after it for an illegal
   * Rf8-d7).
   */
  private java.util.function.Predicate<List<Move>> afterDump(
      Position from, long since, List<Move> before) {
    return moves ->
        fillsEmptiedSquares(from, moves, since)
            && landedAfterDumpLast(from, moves)
            && (before == null || passesThroughDump(before, moves));
  }

  /**
   * Readings from {@code from} (the position before the gap) that make no more moves after the
   * gap's dump than presses were seen since, where the clock spoke throughout: each such move was
   * pressed, and a press is seen (or inferred, hidden) unless the clock fell silent (Kh8 b3 in a
   * gap, then f5 pressed and Bc1-e1 pressed, ticks every second between: not Kh8 b3 f6 Bd2 f5
   * Be1, four moves after the dump on two presses, but an illegal move, 7.5.1).
   */
  private java.util.function.Predicate<List<Move>> pressesHeardFit(Position from) {
    if (clockSilenceEndedAt > gapDumpAt + CLOCK_TICK_MILLIS) {
      return moves -> true;
    }
    int presses = pressesSeenSince(gapDumpAt);
    return moves -> {
      Position position = from;
      int sinceDump = showsWithPiecesInHand(position.board(), gapDumpBoard, 2) ? 0 : -1;
      for (int i = 0; i < moves.size(); i++) {
        position = position.playUnchecked(moves.get(i));
        if (showsWithPiecesInHand(position.board(), gapDumpBoard, 2)) {
          sinceDump = i + 1;
        }
      }
      return sinceDump < 0 || moves.size() - sinceDump <= presses;
    };
  }

  /** A position after the moves {@code before} then some of {@code moves} shows the gap's dump. */
  private boolean passesThroughDump(List<Move> before, List<Move> moves) {
    Position position = game.beforeGap.position();
    for (Move move : before) {
      position = position.playUnchecked(move);
    }
    if (showsWithPiecesInHand(position.board(), gapDumpBoard, 2)) {
      return true;
    }
    for (Move move : moves) {
      position = position.playUnchecked(move);
      if (showsWithPiecesInHand(position.board(), gapDumpBoard, 2)) {
        return true;
      }
    }
    return false;
  }

  /** Every piece {@code shown} has stands there in {@code board}; at most {@code lifted} missing. */
  private static boolean showsWithPiecesInHand(Board board, Board shown, int lifted) {
    if ((shown.occupied() & ~board.occupied()) != 0
        || Long.bitCount(board.occupied() & ~shown.occupied()) > lifted) {
      return false;
    }
    for (Color color : Color.values()) {
      for (Role role : Role.values()) {
        if ((shown.byColor(color) & shown.byRole(role) & ~(board.byColor(color) & board.byRole(role))) != 0) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * Makes {@code moves}, played on from {@code from} (the completed position, nothing pending),
   * the {@code i}-th at {@code madeAt(i)}: moves read all at once, none of them seen made.
   */
  private void makeAll(
      Position from, List<Move> moves, java.util.function.IntToLongFunction madeAt, Output out) {
    Position position = from;
    for (int i = 0; i < moves.size(); i++) {
      Move move = moves.get(i);
      String san = San.format(position, move);
      Color by = position.sideToMove();
      position = position.playUnchecked(move);
      int ply = recordPlies() + game.pending.size() + 1;
      long at = madeAt.applyAsLong(i);
      game.pending.add(new Made(move, san, ply, at, by, position));
      out.event(new GameEvent.MoveMade(at, ply, move, san, position));
    }
  }

  /** A clock press by {@code press.player}: completes a move, or is itself an irregularity. */
  private void judgePress(Press press, Output out) {
    if (game.ended) {
      return;
    }
    if (press.gapFrom != NEVER && movedSince(press.player.opposite(), press.gapFrom)) {
      press.readingsLate = true; // the opponent's face stopped and ran again, unseen
    }
    Position completed = game.committed.position();
    Color toMove = completed.sideToMove();
    if (press.player == toMove
        && press.readings == null
        && !game.pending.isEmpty()
        && !madeBy(game.pending.get(0), press)) {
      return; // a hidden press, inferred from the times: not for a move made after it (Ra5)
    }
    if (press.player == toMove
        && (game.pending.isEmpty() || !madeBy(game.pending.get(0), press))
        && ((press.at < gapDumpAt
                && game.committedAt >= gapDumpAt
                && game.committedAt - press.at > DUMP_REPLY_MILLIS)
            || (game.gapReread && game.lastCompletedAt - press.at > DUMP_REPLY_MILLIS))) {
      // Heard before the gap's dump, older than a move read from it and completed since, and
      // than every move still to complete: its move was among those completed (Rb8 pressed
      // between two outages, the press waiting for the log, which read ten moves, the lever
      // completing them): it would give a later move its readings, or be a press without a move.
      // So is one older than the moves of a gap read again and completed (Black's press of
      // gxf6 judged after the gap was read again as f5 exf6 e.p. gxf6 Nxe4: no 7.8.1).
      return;
    }
    if (press.player == toMove) {
      movedOnThenTakenUp(press, out);
      releasedBeforeTick(press, out);
      landedUnheardAtPress(press, out);
      if (slideWentOnBeforeReply(press, out)) {
        return;
      }
      if (!game.pending.isEmpty()) {
        // The press completes the presser's latest move made by then. Moves before it were
        // answered, so they were completed too: their presses were lost with a clock message
        // (a garbled line can hide two presses that leave the lever as it was).
        // A hidden press (its message lost, the opponent's press after it seen) came before the
        // opponent's move: it completes no move the opponent has not answered (Bb5 Nd7 c3 with
        // White's and Black's presses hidden is Bb5 completed, not c3).
        int answeredBefore = press.readings == null ? lastAnswered(press.player) : game.pending.size() - 1;
        int last = 0;
        for (int i = 1; i <= answeredBefore; i++) {
          Made made = game.pending.get(i);
          if (made.by == press.player && madeBy(made, press)) {
            last = i;
          }
        }
        Made pressed = game.pending.get(last);
        for (int i = 0; i < last; i++) {
          complete(Optional.empty(), press.at, out);
        }
        Optional<ClockReadings> readings =
            movedAgainBeforePress(press, pressed) ? Optional.empty() : recordedNow(press);
        complete(readings, press.at, out);
        if (last == 0 && press.readings != null) {
          displacedWhilePressWaited(pressed, press, out);
        }
        return;
      }
      Optional<Made> takenUp = moveTakenUp(press, true).or(() -> moveBeforeIllegalReply(press));
      if (takenUp.isPresent()) {
        // Made and released, then picked up by the capturing opponent before the scan settled.
        Made made = takenUp.get();
        doubleStepDoubt(completed, made.move, made.san, made.ply - 1, made.at, out);
        made.touchesJudged = touchAlerts(completed, made.move, made.ply - 1, made.at, press.at, out);
        madeAndCompleted(made, press, out);
        displacedWhilePressWaited(made, press, out);
        return;
      }
      if (press.readings == null) {
        return; // inferred from the times only: no irregularity is raised on a guess
      }
      Board pressedOn = press.stoodInBurst ? press.board : observed();
      Board board = press.judgedOn != null ? press.judgedOn : normalised(pressedOn);
      Optional<Move> dated = moveOnDatedBoard(press, completed, board);
      if (dated.isPresent()) {
        Move move = dated.get();
        String san = San.format(completed, move);
        Position after = completed.playUnchecked(move);
        Made made = new Made(move, san, recordPlies() + 1, press.datedAt(), toMove, after);
        made.touchesJudged = touchAlerts(completed, move, made.ply - 1, made.at, press.at, out);
        madeAndCompleted(made, press, out);
        return;
      }
      if (onlyPiecesInHand(board) && rereadGap(press, heldPutBack(board, toMove.opposite()), out)) {
        return;
      }
      if (onlyPiecesInHand(board)) {
        alert(
            out,
            press.at,
            "7.8.1",
            "clock-pressed-without-move",
            recordPlies(),
            (toMove == Color.WHITE ? "White" : "Black") + " pressed the clock without making a move",
            List.of());
        game.correctionBy = toMove.opposite();
        game.withoutMove = press;
        return;
      }
      Optional<Move> uncrowned = uncrownedPromotion(completed, board);
      if (uncrowned.isPresent()) {
        Move move = uncrowned.get();
        alert(
            out,
            press.at,
            "7.5.2",
            "pawn-not-replaced",
            recordPlies(),
            "a pawn reached the last rank on " + move.to() + " and the clock was pressed without replacing it: it becomes a queen",
            List.of(move.from(), move.to()));
        String san = San.format(completed, move);
        Position after = completed.playUnchecked(move);
        game.pending.add(new Made(move, san, recordPlies() + 1, press.at, toMove, after));
        out.event(new GameEvent.MoveMade(press.at, recordPlies() + 1, move, san, after));
        game.uncrowned = move.to(); // before completing: the pawn there is A.4.4's evidence
        complete(recordedNow(press), press.at, out);
        return;
      }
      Optional<Move> beforeGesture = moveBeforeGestureBegun(press, completed, board);
      if (beforeGesture.isPresent()) {
        Move move = beforeGesture.get();
        Made made =
            new Made(
                move,
                San.format(completed, move),
                recordPlies() + 1,
                press.notBefore,
                toMove,
                completed.playUnchecked(move));
        made.touchesJudged = touchAlerts(completed, move, made.ply - 1, made.at, press.at, out);
        madeAndCompleted(made, press, out);
        rereadBoard = true; // the board, settled before the move was read, may show the gesture
        return;
      }
      if (movedThroughCorrection(press, board, out)
          || readDeeperAfterGap(press, board, out)
          || slideWentOnUnseen(press, board, out)) {
        return;
      }
      int count = ++game.illegalMoves[toMove.ordinal()];
      game.illegal = new IllegalMove(board, toMove, press.at);
      game.disturbedSince = NEVER;
      alert(
          out,
          press.at,
          "7.5.1",
          "illegal-move-completed",
          recordPlies(),
          (toMove == Color.WHITE ? "White" : "Black") + " completed an illegal move ("
              + englishOrdinal(count) + " by this player, 7.5.3): "
              + describeDifference(pressedOn),
          differingSquares(pressedOn));
      if (press.stoodInBurst) {
        // Judged on the board at the press; the burst has shown what came after (Nd7-b5 pressed,
        // then the knight put back on d7 four seconds later).
        onBoardAfterIllegalMove(normalised(observed()), now, out);
      }
      return;
    }
    // The player not on move pressed: a correction after a press without a move or an illegal
    // move, or the reply's press before the first move's was seen.
    if (game.illegal != null && press.player == game.illegal.player.opposite()) {
      // An illegal reply to an illegal move (no legal one explains the board): if the position
      // was illegal in A.4.4's ways and still is, the game is drawn.
      Board board = normalised(observed());
      List<Square> evidence = IllegalPosition.evidence(board);
      if (!evidence.isEmpty()
          && !IllegalPosition.evidence(game.illegal.board).isEmpty()
          && !game.illegalPositionAlerted) {
        game.illegalPositionAlerted = true;
        String after = (press.player == Color.WHITE ? "White's" : "Black's") + " next move";
        alert(
            out,
            press.at,
            "A.4.4",
            "illegal-position-persists",
            recordPlies(),
            IllegalPosition.persists(board, evidence, after),
            evidence);
      }
      return;
    }
    if (game.pressedInGap == gap.startedAt()
        && !game.pending.isEmpty()
        && game.pending.get(game.pending.size() - 1).by != press.player
        && rereadGap(press, opponentsChangesUndone(press), out)) {
      // The gap's reading ended on the opponent's reply, which is no fast reply before this
      // press (6.2.2): the opponent's face ran in the gap, so the presser had pressed there.
      return;
    }
    // The reply is this press's only if it was made by then: Black's press of f5, hidden in a
    // gap and seen as the line came back, judged late (the log read exf6 e.p., the board moving)
    // when Black has begun Kf7, was f5's; White's press completes exf6, Black's next Kf7.
    if (game.pending.size() >= 2
        && game.pending.get(1).by == press.player
        && madeBy(game.pending.get(1), press)) {
      complete(Optional.empty(), press.at, out);
      complete(recordedNow(press), press.at, out);
    }
  }

  /** Laws 7.5.2: the board shows a queen promotion, but with the pawn still on the square. */
  private static Optional<Move> uncrownedPromotion(Position position, Board board) {
    for (Move move : position.legalMoves()) {
      if (move.promotion().equals(Optional.of(Role.QUEEN))) {
        Board after = position.playUnchecked(move).board();
        Piece pawn = Piece.of(position.sideToMove(), Role.PAWN);
        if (after.with(move.to(), pawn).equals(board)) {
          return Optional.of(move);
        }
      }
    }
    return Optional.empty();
  }

  /**
   * After a completed illegal move: the board going back to the position before it is the
   * arbiter's restoration (7.5.1); the opponent answering it from the board's position means it
   * stood (Laws A.4.2), and the game goes on from there.
   */
  private void onBoardAfterIllegalMove(Board board, long at, Output out) {
    IllegalMove illegal = game.illegal;
    Position before = game.committed.position();
    if (board.equals(before.board()) || onlyPiecesInHand(board)) {
      if (board.equals(before.board())) {
        game.illegal = null;
        positionRestored(out, at, List.of());
      }
      return;
    }
    Setup setup =
        new Setup(
            illegal.board,
            illegal.player.opposite(),
            before.castlingRooks(),
            Optional.empty(),
            0,
            before.fullmoveNumber() + (illegal.player == Color.BLACK ? 1 : 0));
    Optional<Position> stood = IllegalPosition.toPlayFrom(setup, before.variant());
    if (stood.isEmpty()) {
      return;
    }
    Position from = stood.get();
    Optional<Explanation> reply = Explainer.explain(from, board, 1);
    if (reply.isPresent() && !reply.get().moves().isEmpty()) {
      game.illegal = null;
      int ply = recordPlies() + 1;
      retractAll(at, out);
      game.plyOffset = ply;
      game.committed = Game.startingFrom(from);
      out.event(
          new GameEvent.PositionSet(
              at, ply, from, "the illegal move stood: the opponent replied (A.4.2)"));
      if (!IllegalPosition.evidence(from.board()).isEmpty()) {
        game.illegalPositionSince = recordPlies(); // A.4.4: the reply must put it right
      }
      reconcile(reply.get().moves(), at, true, out);
      return;
    }
    // The position put right unseen (the landing back on its square lost on the line), then a
    // legal move by the same player: Re3-f5 illegal, the rook back on e3, then Re8.
    Move legal = Explainer.oneMove(before, game.legalMoves(before), board);
    if (legal != null) {
      game.illegal = null;
      positionRestored(out, at, List.of());
      reconcile(List.of(legal), at, true, out);
    }
  }

  /**
   * Laws A.4.4: both kings in check, or a pawn on the rank furthest from its start (one left
   * there, 7.5.2), still on the board when the move after the one that made it is completed.
   * {@code board} is the board as the record has it after {@code after}.
   */
  private void checkIllegalPositionPersists(Board board, String after, long at, Output out) {
    List<Square> evidence = IllegalPosition.evidence(board);
    if (evidence.isEmpty()) {
      game.illegalPositionSince = -1;
      return;
    }
    if (game.illegalPositionSince < 0) {
      game.illegalPositionSince = recordPlies();
    } else if (recordPlies() > game.illegalPositionSince && !game.illegalPositionAlerted) {
      game.illegalPositionAlerted = true;
      alert(
          out,
          at,
          "A.4.4",
          "illegal-position-persists",
          recordPlies(),
          IllegalPosition.persists(board, evidence, after),
          evidence);
    }
  }

  /** The committed board with a pawn 7.5.2 left on the last rank, if it is still there. */
  private Board boardAsShown() {
    Board board = game.committed.position().board();
    if (game.uncrowned != null) {
      Optional<Piece> there = observed().pieceAt(game.uncrowned);
      if (there.isPresent() && there.get().role() == Role.PAWN) {
        board = board.with(game.uncrowned, there.get());
      }
    }
    return board;
  }

  // ---------------------------------------------------------------------------------------------
  // Helpers

  private List<Square> differingSquares() {
    return differingSquares(observed());
  }

  private List<Square> differingSquares(Board board) {
    long diff = Explainer.changedSquares(tentative().board(), board);
    List<Square> squares = new ArrayList<>();
    for (long b = diff; b != 0; b &= b - 1) {
      squares.add(Square.ofIndex(Long.numberOfTrailingZeros(b)));
    }
    return squares;
  }

  private String describeDifference() {
    return describeDifference(observed());
  }

  private String describeDifference(Board board) {
    Board expected = tentative().board();
    StringBuilder sb = new StringBuilder();
    for (Square square : differingSquares(board)) {
      if (sb.length() > 0) {
        sb.append(", ");
      }
      sb.append(square)
          .append(' ')
          .append(expected.pieceAt(square).map(BoardTracker::describe).orElse("empty"))
          .append(" -> ")
          .append(board.pieceAt(square).map(BoardTracker::describe).orElse("empty"));
    }
    return sb.toString();
  }

  private static String describe(Piece piece) {
    return (piece.color() == Color.WHITE ? "white " : "black ")
        + piece.role().name().toLowerCase(java.util.Locale.ROOT);
  }

  /**
   * The record stands at an earlier ply again: what the board now shows there is play of its own,
   * and a castling made anew is a new act (see {@link TrackedGame#castlingAlerts}).
   */
  private void positionRestored(Output out, long at, List<Move> discarded) {
    int plies = recordPlies();
    game.castlingAlerts.removeIf(alert -> alert.ply() >= plies);
    out.event(new GameEvent.PositionRestored(at, plies, discarded));
  }

  private void alert(
      Output out, long at, String law, String kind, int ply, String detail, List<Square> squares) {
    if (law.equals("7.4")) {
      displacedAlertedAt = now;
    }
    out.event(new GameEvent.AlertRaised(at, new Alert(law, kind, ply, detail, squares)));
  }

  // ---------------------------------------------------------------------------------------------
  // State

  /**
   * A move completed in the form its piece was heard landing in just after the press, its first
   * form {@code released} before it; its 4.7 held, raised at {@code at} if the change stands
   * (NEVER: none, the form read again after a gap).
   */
  private record HeldChange(Made released, Made completed, long at) {}

  /** A made move not yet completed. */
  private static final class Made {
    final Move move;
    final String san;
    final int ply;
    final long at;
    final Color by;
    final Position after;
    /**
     * The board came to rest with this move on it: the piece was released (4.7). A move read from
     * a board still in motion (a press waiting) may be a rook sliding through e1 to d1.
     */
    boolean released;
    /** It left its landing in an update the line may have held up (see leftInAStall): no 4.7. */
    boolean leftInStall;
    /** When the board first showed its landing square changed (the piece taken up again). */
    long leftAt = Long.MAX_VALUE;
    /**
     * The touches judged with this move (4.3): they are judged again with the move read instead
     * if this one is retracted.
     */
    List<Touch> touchesJudged = List.of();
    /** Touch alerts raised as this move was made, held until it is completed (see holdingAlerts). */
    List<GameEvent> heldAlerts = List.of();
    /** The touches those alerts were raised for. */
    List<Touch> heldAlertTouches = List.of();

    Made(Move move, String san, int ply, long at, Color by, Position after) {
      this.move = move;
      this.san = san;
      this.ply = ply;
      this.at = at;
      this.by = by;
      this.after = after;
    }
  }

  /** Positions whose legal moves a game keeps (see {@link TrackedGame#legalMoves}). */
  private static final int LEGAL_MOVES_KEPT = 4;

  /** A position and its legal moves. */
  private record KnownMoves(Position position, List<Move> moves) {}

  private static final class Press {
    final long at;
    final Color player;
    /** Null for a press inferred from the times, its own message lost. */
    final ClockReadings readings;
    /**
     * The readings were taken some unknown time after the press (the press before it was hidden,
     * so this message is the first to show the lever): the running face has run meanwhile. They
     * judge the press, but the move is recorded without them rather than with a wrong time.
     */
    boolean readingsLate;
    /**
     * The board as the tracker saw it when the press arrived, put right by a dump asked for at the
     * press where it came at once (a lost update had left a piece the board no longer held).
     */
    Board board;

    /** The first clock message after a gap showed this press: the last one before it; or NEVER. */
    long gapFrom = NEVER;
    /**
     * The message is the press's own, sent at once: the face the press started still shows the
     * time it stood at. After a gap, such a press is its player's first since the message before.
     */
    boolean fresh;
    /**
     * The earliest the press can have been: the time of the clock message before it (its own
     * message may have been lost, and this one the next tick's).
     */
    long notBefore;
    /**
     * Line noise came since the clock message before this press's, which came more than a tick
     * after it: the press's own message, sent at once, was most likely cut, and this is the next
     * tick's; the press was made after {@link #notBefore}, perhaps long before this message.
     */
    boolean ownMessageCut;
    /**
     * Where {@link #ownMessageCut}: the first message the clock sent on its own ({@link
     * #clocksOwnMessage}) from this press's on, the lever unmoved since; NEVER until one came.
     */
    long tickAt = NEVER;
    /**
     * This press's message, or the one before it, was read at a time estimated for the burst
     * behind a log: the clock's beat says nothing of when the press was made.
     */
    boolean timeEstimated;
    /** The press's frame added nothing to the presser's face where presses add seconds. */
    boolean suspectFrame;

    /**
     * When the press was most likely made. Its own message cut, a whole number of clock periods
     * before the first tick seen after it (the board's timer restarts with the lever: the tick at
     * x795 after an answer at 353320 dates a press cut at 352795), the latest such time before
     * this message and not before the message before; until a tick came, as early as that
     * message.
     */
    long madeAt() {
      if (!ownMessageCut) {
        return at;
      }
      if (tickAt == NEVER) {
        return notBefore;
      }
      long dated = tickAt - ((tickAt - at) / CLOCK_PERIOD_MILLIS + 1) * CLOCK_PERIOD_MILLIS;
      return Math.max(dated, notBefore);
    }

    /**
     * The earliest the press can have been: its own message cut, the earliest time a whole number
     * of clock periods before the first tick seen after it and not before the message before (Re5
     * pressed, its frame cut, a noisy frame 1.2 s later and the tick 2 s after the press: 2 s
     * before the tick, not 1 s); until a tick came, that message; otherwise when its message came.
     */
    long earliest() {
      if (!ownMessageCut) {
        return at;
      }
      if (tickAt == NEVER || timeEstimated) {
        return notBefore;
      }
      return tickAt - (tickAt - notBefore) / CLOCK_PERIOD_MILLIS * CLOCK_PERIOD_MILLIS;
    }

    /**
     * When the press was made, where the clock's tick dates it ({@link #madeAt}); otherwise when
     * its message came (a press whose own message was cut and no tick has dated yet, or one read
     * at a time estimated for the burst, is not known to be earlier).
     */
    long datedAt() {
      return ownMessageCut && tickAt != NEVER && !timeEstimated ? madeAt() : at;
    }

    /** The readings to record with the move this press completes. */
    Optional<ClockReadings> recorded() {
      return readingsLate ? Optional.empty() : Optional.ofNullable(readings);
    }

    boolean dumpRequested;
    /** When a second dump was asked for, the first having come too soon after the press. */
    long recheckAt = NEVER;
    /** The board change a dump was asked for after the longest wait (unexplainedSinceDump). */
    long lateDumpFor = NEVER;
    /** When that dump was asked for. */
    long lateDumpAskedAt = NEVER;
    /** The clock's ticks since the board's log when the press came (see {@code stoodInBurst}). */
    int ticksAt = -1;
    /**
     * The press came in the burst behind the board's log and its board stood a clock tick or
     * more after it: what changed it later in the burst came seconds later, so the press is judged
     * on its own board.
     */
    boolean stoodInBurst;
    /**
     * The board the press is judged on, normalised, where the opponent's move begun since has
     * changed the board (see {@code boardPressedOn}); null: the board as it is.
     */
    Board judgedOn;

    Press(long at, Color player, ClockReadings readings, Board board) {
      this.at = at;
      this.player = player;
      this.readings = readings;
      this.board = board;
      this.notBefore = at;
    }
  }

  private static final class IllegalMove {
    final Board board;
    final Color player;
    final long at;

    IllegalMove(Board board, Color player, long at) {
      this.board = board;
      this.player = player;
      this.at = at;
    }
  }

  /** A piece lifted and put back on its square after at least the touch time. */
  private static final class Touch {
    final Square square;
    final Piece piece;
    final long liftedAt;
    /** How long it was held: in the burst behind the log, counted in the clock's ticks. */
    final long heldMillis;
    /**
     * When a piece of its kind was first reported put down elsewhere while it was held, or NEVER:
     * a knock put right, or an illegal move taken back (no touch), or the moved piece passing a
     * square the scan caught (f3 touched, b2-b4 with b3 reported before f3's return). Only the
     * last counts, see {@link #touchAlerts}.
     */
    final long placedElsewhere;
    /** That placement, or null. */
    final Placements.Placement elsewhere;
    /** A 4.3 alert was raised for it: judged again after a retraction, it is not raised twice. */
    boolean alerted;
    /** Judged with a move since retracted: judged again when the next reading is completed. */
    boolean restored;
    /**
     * The lift was first seen in a dump (its update lost, or sent while the line was down): it
     * came at some time before {@link #liftedAt}, in no known order with moves made meanwhile.
     */
    final boolean liftSeenLate;

    Touch(
        Square square,
        Piece piece,
        long liftedAt,
        long heldMillis,
        Placements.Placement elsewhere,
        boolean liftSeenLate) {
      this.square = square;
      this.piece = piece;
      this.liftedAt = liftedAt;
      this.heldMillis = heldMillis;
      this.elsewhere = elsewhere;
      this.placedElsewhere = elsewhere == null ? NEVER : elsewhere.at();
      this.liftSeenLate = liftSeenLate;
    }

    long heldMillis() {
      return heldMillis;
    }
  }

  /** Everything about the game being followed. */
  private final class TrackedGame {
    Game committed;
    final List<Made> pending = new ArrayList<>();
    /** Made moves holding touch alerts for their press (see holdingAlerts). */
    final List<Made> alertsHeld = new ArrayList<>();
    /** Touches whose held alerts a retraction dropped, with the player to judge them with. */
    final Map<Touch, Color> touchesToJudgeAgain = new java.util.LinkedHashMap<>();
    boolean ended;
    int plyOffset;
    final int[] illegalMoves = new int[2];
    IllegalMove illegal;
    /** Double-step doubts already reported to the arbiter (see doubleStepDoubt). */
    final java.util.Set<String> rivalsReported = new java.util.HashSet<>();
    /** 8.4 doubts about made moves, by ply, raised when the move is completed as read. */
    final Map<Integer, RivalAlert> rivalAlerts = new java.util.HashMap<>();
    /** The readings each completed move was recorded with, by ply (for a move read again). */
    final Map<Integer, Optional<ClockReadings>> readingsOfPly = new java.util.HashMap<>();
    /** Pawn steps read taken at once, by ply: maybe double steps taken en passant. */
    final Map<Integer, Move> stepsInDoubt = new java.util.HashMap<>();
    /** After a press without a move: the opponent whose press puts the lever back, if any. */
    Color correctionBy;
    /** The last press judged to come without a move (7.8.1), and the opponent's press after it. */
    Press withoutMove;

    Press correction;
    /** Clock presses waiting for the board to show the move they complete. */
    final java.util.ArrayDeque<Press> presses = new java.util.ArrayDeque<>();
    long finalMoveUntil = NEVER;
    /** Released moves since taken off the board (4.7), by ply, told if the ply completes otherwise. */
    final Map<Integer, Made> changedMoves = new java.util.HashMap<>();
    /**
     * The released form of the press's move, changed only within a scan's skew after the press
     * ({@link #releasedBeforeTick}), until the move completes.
     */
    Made changedNearPress;
    /** The 4.7 of such a change, held until the reply or the piece put back decides it. */
    HeldChange heldChange;
    /**
     * Forms of a move heard landing and left again before the board came to rest, by ply: where
     * that was just after the press, the piece may have been knocked on ({@link
     * #changedJustAfterPress}).
     */
    final Map<Integer, Made> formsHeard = new java.util.HashMap<>();
    long disturbedSince = NEVER;
    /** The unexplained board the disturbance timer is running for. */
    Board disturbedBoard;
    /** The plies made and completed when the disturbance began. */
    int disturbedWithPlies;
    /** A dump has shown the disturbed board since it settled. */
    boolean disturbanceDumped;
    boolean disturbanceAlerted;
    boolean ambiguityAlerted;
    boolean syncWithClock;
    /** The player whose face gained in the last gap while the lever moved (see ClockWatcher). */
    Optional<Color> runnerPressedInGap = Optional.empty();
    /**
     * A board after a gap that several readings explain, each with one piece in the hand; null
     * again once a board is explained (the same board later is then a displacement like any).
     */
    Board heldAmbiguously;
    /**
     * The record as it stood when the last gap was first read, when that was (see {@link
     * #rereadGap}), and whether a press has had it read again.
     */
    Game beforeGap;
    /** The start of the last gap whose clock message showed both players pressed in it. */
    long pressedInGap = NEVER;
    /**
     * The readings of the gap's dump held after its log was lost, several ways to one position
     * (see {@link #readOnFromHeldDump}), and the gap they read (its start).
     */
    List<Explanation> heldDumpReadings = List.of();
    long heldDumpGap = NEVER;
    /**
     * Readings of a move and reply with a piece in the hand, for a gap read one move short
     * of its presses (see {@link #keepPressesInHand}), and the gap they read (its start).
     */
    List<List<Move>> inHandGapReadings = List.of();
    long inHandGap = NEVER;
    long beforeGapAt = NEVER;
    long beforeGapSince = NEVER;
    boolean gapReread;
    /** A stop of the gap's reading the log was asked about ({@link #askLogForCaughtSlide}). */
    SlideInDoubt slideInDoubt;
    /**
     * Where the last gap's reading taken from the board's log (or confirmed by it) leaves the
     * game: the made moves up to it stand as if pressed as shown.
     */
    Position loggedThrough;
    /** When the last completed move was made: lifts before it belong to earlier moves. */
    long committedAt = NEVER;
    /** The stream had a gap: search deeper until the board is explained again. */
    boolean afterGap;
    boolean swappedSetup;
    Square uncrowned;
    /**
     * The record's length when an illegal position A.4.4 names (both kings in check, a pawn on the
     * furthest rank) appeared; -1 when the board shows none.
     */
    int illegalPositionSince = -1;
    /** When each colour's last completed move was made. */
    final long[] lastMoveAt = {NEVER, NEVER};
    /** The readings the last completed move was completed with (see lastCompletedPly). */
    Optional<ClockReadings> lastReadings;
    /** When the last completed move was completed (its press). */
    long lastCompletedAt = NEVER;
    /** The record's length right after that completion; -1 before any. */
    int lastCompletedPly = -1;
    boolean illegalPositionAlerted;
    /** Pieces lifted from their squares and not yet put anywhere, with when. */
    final Map<Square, long[]> lifted = new java.util.HashMap<>();
    final Map<Square, Piece> liftedPiece = new EnumMap<>(Square.class);
    final List<Touch> touches = new ArrayList<>();
    /** When each square last emptied (for the order of castling, 4.4). */
    final Map<Square, Long> turnLifts = new EnumMap<>(Square.class);
    /**
     * When each piece last left each square: {time, 1 if only an upper bound (seen in a dump, or
     * replaced within a scan)}. The square's last lift may be another piece's (a rook sliding over
     * the square a knight left).
     */
    final Map<Square, Map<Piece, long[]>> pieceLeft = new EnumMap<>(Square.class);

    /** When {@code piece} last left {@code square} (see {@link #pieceLeft}), or null. */
    long[] leftAt(Square square, Piece piece) {
      return pieceLeft.getOrDefault(square, Map.of()).get(piece);
    }

    /** When {@code move}'s piece, as {@code before} has it, last left its square; or null. */
    long[] leftFrom(Board before, Move move) {
      return leftAt(move.from(), before.pieceAt(move.from()).orElse(null));
    }
    /** Lifts first seen in a dump: their time in turnLifts is only an upper bound. */
    final java.util.Set<Square> liftsSeenLate = java.util.EnumSet.noneOf(Square.class);
    /**
     * Squares whose last lift the line lost in the burst behind a log, put in by the burst's
     * repair ({@link LogBurst#placeGuessed}): when it came among the burst's updates is a guess.
     */
    final java.util.Set<Square> liftsPlacedByRepair = java.util.EnumSet.noneOf(Square.class);

    /** Squares whose last landing the burst's repair put in (see {@link #liftsPlacedByRepair}). */
    final java.util.Set<Square> landingsPlacedByRepair = java.util.EnumSet.noneOf(Square.class);
    /** Where each kind of piece was last put down: a move's evidence (see handEvidence). */
    final Map<Piece, Square> lastPlaced = new EnumMap<>(Piece.class);
    /** The latest pieces put down, oldest first (see {@link HandEvidence#landedBeforeItLeft}). */
    final Placements placements = new Placements(PLACEMENTS_KEPT);
    /** Castlings whose rook the board showed on its target while the king was at home. */
    final java.util.Set<Move> rookBeforeKing = new java.util.HashSet<>();
    /**
     * The 4.4.2 alerts raised: a castling made, retracted when the king was lifted again to set
     * it straight, and made again is one castling, and one infringement.
     */
    final java.util.Set<Alert> castlingAlerts = new java.util.HashSet<>();

    /**
     * The legal moves of the last few positions asked about, filled in turn: most board changes
     * are looked up in the position they start from, and reading one alternates between the
     * record's position and the one before a move (touch-move checks).
     */
    private final KnownMoves[] knownMoves = new KnownMoves[LEGAL_MOVES_KEPT];

    private int knownMovesNext;

    /** When the running clock was seen stopped, until it runs again; NEVER while it runs. */
    long stoppedAt = NEVER;

    TrackedGame(Game start) {
      this.committed = start;
    }

    /** The legal moves of {@code position} (kept for the last few positions asked about). */
    List<Move> legalMoves(Position position) {
      for (KnownMoves known : knownMoves) {
        if (known != null && position.equals(known.position())) {
          return known.moves();
        }
      }
      KnownMoves known = new KnownMoves(position, position.legalMoves());
      knownMoves[knownMovesNext] = known;
      knownMovesNext = (knownMovesNext + 1) % LEGAL_MOVES_KEPT;
      return known.moves();
    }

    /** A rook placed: is it the rook part of a castling, with the king still at home? */
    void noteRookPlacement(Square square, Piece rook) {
      Position position = tentative();
      if (position.sideToMove() != rook.color() || position.castlingRooks() == 0) {
        return;
      }
      for (Move move : position.legalMoves()) {
        if (move.isCastling()
            && move.rookTarget().orElseThrow().equals(square)
            && seen[move.to().index()] == null
            && rook.equals(position.board().pieceAt(move.to()).orElse(null))
            && position.board().pieceAt(move.from()).equals(Optional.ofNullable(seen[move.from().index()]))
            && !kingAlreadyThere(move)) {
          rookBeforeKing.add(move);
        }
      }
    }

    /**
     * The king already stands on its castling square: it moved first, and the board still shows it
     * at home only because the report of its lift was lost.
     */
    private boolean kingAlreadyThere(Move castling) {
      Square target = castling.kingTarget();
      return target != castling.from()
          && Optional.ofNullable(seen[target.index()])
              .equals(tentative().board().pieceAt(castling.from()));
    }

    /**
     * How long a piece lifted as {@code lift} has it and put back at {@code at} was held. In the
     * burst behind the board's log the two updates come milliseconds apart however long the hand
     * held it (d5 taken up for four seconds, then put back: 4.3.2): the clock's ticks queued
     * between them tell, one second each, less the one the lift may have come late in. Only they,
     * also where the burst is read at estimated times: those of its other messages are spread
     * between the ticks, and a bishop adjusted for 55 ms across a tick was held a second by them
     * (a 4.3.2 for a touch the player whose clock ran never made).
     */
    private long heldMillis(long[] lift, long at) {
      if (lift[2] >= 0 && (replayingBurst || inLogBurst(at))) {
        return Math.max(0, (ticksSinceLog - lift[2] - 1) * 1000L);
      }
      return at - lift[0];
    }

    /**
     * A piece of the kind last lifted from {@code square} was heard put down on another square
     * since, and stands there still: it went there, and the square's emptying now is another
     * piece's passing, its landing lost (Kf2-f1 heard, then Black's rook sliding g2-f2-b2 with
     * f2's filling lost: f2 reported emptied is not the king lifted again from f2). A rook knocked
     * from a1 to b1 and put back, a1's refilling lost, then lifted for Rf1 is the rook again.
     */
    private boolean landedElsewhereSince(Square square, Piece piece) {
      long[] left = leftAt(square, piece);
      if (left == null) {
        return false;
      }
      for (Placements.Placement placed : placements.newestFirst()) {
        if (placed.at() <= left[0]) {
          return false;
        }
        if (placed.piece() == piece
            && placed.square() != square
            && seen[placed.square().index()] == piece) {
          return true; // and still there: not a knock put back (a1-b1 and back, a1's landing lost)
        }
      }
      return false;
    }

    /** Follows the hands: lifts and puts back, for touch-move (4.3). */
    void hands(Square square, Piece before, Piece after, long at) {
      if (before == null
          && after == null
          && !readingDump
          && liftedPiece.containsKey(square)
          && !landedElsewhereSince(square, liftedPiece.get(square))) {
        // Emptied again with no landing heard since its lift: the piece was put back unheard
        // and is lifted again now (the h6 king adjusted, its return lost, then Kh6-g6 after
        // White's Re5: it left h6 after the rook left c5, not before).
        Piece again = liftedPiece.get(square);
        Map<Piece, long[]> leftHere =
            pieceLeft.computeIfAbsent(square, k -> new EnumMap<>(Piece.class));
        long[] first = leftHere.get(again);
        // The lift before is kept: it may have been this piece's last, and another piece, put
        // down there unheard, is what left now (see leftBeforeTheCaptureItAnswers).
        leftHere.put(again, new long[] {at, 0, first == null ? at : first[0]});
        turnLifts.put(square, at);
        lifted.put(
            square,
            new long[] {
              at, disturbedSince == NEVER ? 0 : 1, replayingBurst || inLogBurst(at) ? ticksSinceLog : -1
            });
        return;
      }
      if (before != null && after == null) {
        turnLifts.put(square, at);
        pieceLeft.computeIfAbsent(square, k -> new EnumMap<>(Piece.class))
            .put(before, new long[] {at, readingDump ? 1 : 0});
        if (readingDump) {
          liftsSeenLate.add(square); // happened at some time before `at`
        } else {
          liftsSeenLate.remove(square);
        }
        if (replayingBurst && burst.placeGuessed(orientation.field(square))) {
          liftsPlacedByRepair.add(square);
        } else {
          liftsPlacedByRepair.remove(square);
        }
        lifted.put(
            square,
            new long[] {
              at, disturbedSince == NEVER ? 0 : 1, replayingBurst || inLogBurst(at) ? ticksSinceLog : -1
            });
        liftedPiece.put(square, before);
      } else if (after != null) {
        if (before != null && after != before) {
          // One piece replaced another within a scan (a capture by replacement, or a slide over
          // the square the last move left: Nd3 from e5, then Re1-e8 passing e5): the first left
          // at some time before this, unseen.
          pieceLeft.computeIfAbsent(square, k -> new EnumMap<>(Piece.class))
              .put(before, new long[] {at, 1});
        }
        boolean guessed = replayingBurst && burst.placeGuessed(orientation.field(square));
        if (after != before) {
          lastPlaced.put(after, square); // not a dump repeating what stood there
          placements.add(square, after, at, readingDump);
          if (guessed) {
            landingsPlacedByRepair.add(square);
          } else {
            landingsPlacedByRepair.remove(square);
          }
        }
        if (after.role() == Role.ROOK && !guessed) {
          // A landing the burst's repair put in tells nothing of when it came (f8's rook lost,
          // h8 emptied and g8's king heard: the rook may have landed after the king).
          noteRookPlacement(square, after);
        }
        long[] lift = lifted.remove(square);
        Piece piece = liftedPiece.remove(square);
        long lastMoveAt = pending.isEmpty() ? committedAt : pending.get(pending.size() - 1).at;
        if (lift != null
            && after.equals(piece)
            && lift[1] == 0
            && disturbedSince == NEVER
            && lift[0] > lastMoveAt // a lift before a move made since was that move's (a capture)
            && !readingDump // put back at some unknown time before the dump: held how long?
            && heldMillis(lift, at) >= config.touch().toMillis()) {
          // Put down elsewhere meanwhile: it may have gone somewhere (knocked over, 7.4; the
          // scan may report the landing before the lift: c4 knocked to b5, b5 then c4).
          Optional<Placements.Placement> elsewhere =
              placements
                  .elsewhere(
                      after, square, Math.max(lastMoveAt, lift[0] - SCAN_SKEW_MILLIS), lift[0])
                  .or(() -> lostLandingWhileHeld(square, after, lift[0], at));
          touches.add(
              new Touch(
                  square,
                  after,
                  lift[0],
                  heldMillis(lift, at),
                  elsewhere.orElse(null),
                  liftsSeenLate.contains(square)));
        }
      }
    }
  }

  /** 1st, 2nd, 3rd, 4th, ... 11th, 12th, 13th, ... 21st. */
  static String englishOrdinal(int n) {
    int lastTwo = n % 100;
    int last = n % 10;
    String suffix =
        lastTwo >= 11 && lastTwo <= 13
            ? "th"
            : last == 1 ? "st" : last == 2 ? "nd" : last == 3 ? "rd" : "th";
    return n + suffix;
  }
}
