package org.touchmove.reconstruct;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.touchmove.chess.Board;
import org.touchmove.chess.Color;
import org.touchmove.chess.Piece;
import org.touchmove.chess.Square;
import org.touchmove.dgt.BoardOrientation;
import org.touchmove.dgt.BoardReading;
import org.touchmove.dgt.ClockFace;
import org.touchmove.dgt.ClockSide;
import org.touchmove.dgt.ClockStatus;
import org.touchmove.dgt.DgtMessage;
import org.touchmove.dgt.PieceCode;

/**
 * A hand-written session with one board and its clock, fed to a {@link BoardTracker} message by
 * message: pieces lifted and put down, clock presses, time passing. The board answers every
 * dump request a scan later and the running clock reports every second, as a real one does, so
 * a test can stage exactly the irregularity it is about (the emulator in the hardware module plays
 * whole games; this plays a few moves the way a test needs them).
 */
final class SensorScript {
  /** A USB board's scan: field updates and dump answers come this long after the hand moved. */
  private static final long SCAN_MILLIS = 250;
  /** A hand between two touches of one move. */
  private static final long HAND_MILLIS = 300;

  private final BoardTracker tracker;
  private final List<GameEvent> events = new ArrayList<>();
  private final BoardTracker.Output output =
      new BoardTracker.Output() {
        @Override
        public void event(GameEvent event) {
          events.add(event);
        }

        @Override
        public void requestDump() {
          dumpDue = Math.min(dumpDue, now + SCAN_MILLIS);
        }

        @Override
        public void requestClock() {
          clockRequests++;
          if (answersClock) {
            clockDue = Math.min(clockDue, now + CLOCK_ANSWER_MILLIS);
          }
        }

        @Override
        public void requestLog() {
          logRequests++;
          if (answersLog) {
            logDue = Math.min(logDue, now + LOG_MILLIS);
          }
        }
      };
  /** The board's EEPROM log answer: 7,939 bytes at 9600 baud. */
  private static final long LOG_MILLIS = 8_300;
  /** What the board logs, link or no link (spec/dgt-protocol.md §7). */
  private final org.touchmove.dgt.EeLog log = new org.touchmove.dgt.EeLog();
  private boolean answersLog = true;
  /** The clock's answer to {@code 0x41}: the board passes it on at once. */
  private static final long CLOCK_ANSWER_MILLIS = 50;
  private boolean answersClock = true;
  private long clockDue = Long.MAX_VALUE;
  private int clockRequests;
  /** The player whose flag fell (the face blocked at zero), if any. */
  private Optional<Color> flagged = Optional.empty();
  private long logDue = Long.MAX_VALUE;
  private int logRequests;
  private boolean linkUp = true;
  private Board board = Board.standard();
  private long now;
  private long dumpDue = Long.MAX_VALUE;
  /** White's clock is on the left; both start with {@code base}. */
  private Duration white;
  private Duration black;
  private Optional<Color> running = Optional.empty();
  private long lastClockMessage;
  /** Added to the presser's face at each press (Fischer mode, shown on the faces); none yet. */
  private Duration increment = Duration.ZERO;

  SensorScript(TrackerConfig config, Duration base) {
    this(config, base, true);
  }

  private SensorScript(TrackerConfig config, Duration base, boolean clockStarted) {
    tracker = new BoardTracker(config);
    white = base;
    black = base;
    log.marker(org.touchmove.dgt.EeMarker.BEGIN_POSITION); // the board found the start position
    send(new DgtMessage.BoardDump(BoardReading.of(board, BoardOrientation.NORMAL)));
    passSeconds(2);
    if (clockStarted) {
      startClock();
    } else {
      clockMessage(ClockSide.LEFT, false); // set, standing: a stopped clock sends nothing more
    }
  }

  /** The start position with the clock set but not started yet (15 minutes each). */
  static SensorScript beforeTheClockStarts() {
    return new SensorScript(TrackerConfig.defaults(), Duration.ofMinutes(15), false);
  }

  /** Black starts White's clock (6.6: White's runs first). */
  SensorScript startClock() {
    running = Optional.of(Color.WHITE);
    clockMessage(ClockSide.LEFT, true);
    return passSeconds(1);
  }

  /** The clock is started and line noise cuts the message it sends (its next tick comes). */
  SensorScript startClockCut() {
    running = Optional.of(Color.WHITE);
    send(new DgtMessage.SkippedBytes(6));
    lastClockMessage = now;
    return this;
  }

  /** The standard start, 15 minutes each, default settings. */
  SensorScript() {
    this(TrackerConfig.defaults(), Duration.ofMinutes(15));
  }

  /** Lifts the piece on {@code square}. */
  SensorScript lift(Square square) {
    board = board.without(square);
    field(square);
    return this;
  }

  /** Puts {@code piece} down on {@code square} (on top of nothing: lift a captured piece first). */
  SensorScript place(Square square, Piece piece) {
    board = board.with(square, piece);
    field(square);
    return this;
  }

  /** A move by hand: the captured piece first, then the mover, then the landing; not pressed. */
  SensorScript move(String uci) {
    Square from = Square.parse(uci.substring(0, 2)).orElseThrow();
    Square to = Square.parse(uci.substring(2, 4)).orElseThrow();
    Piece piece = board.pieceAt(from).orElseThrow(() -> new IllegalStateException("no piece on " + from));
    if (board.pieceAt(to).isPresent()) {
      lift(to);
    }
    lift(from);
    place(to, piece);
    return this;
  }

  /** A move by hand, then the press by its player, then a quiet second and a half. */
  SensorScript play(String uci, Color by) {
    move(uci);
    pass(400);
    press(by);
    return pass(1500);
  }

  /** From now on each press adds {@code perMove} to the presser's face (Fischer mode). */
  SensorScript withIncrement(Duration perMove) {
    increment = perMove;
    return this;
  }

  /** {@code by} presses the clock: their face stops, the other one runs. */
  SensorScript press(Color by) {
    tick();
    addTime(by, increment);
    running = Optional.of(by.opposite());
    log.clockTime(faceOf(by), by == Color.WHITE ? white : black);
    clockMessage(faceOf(by.opposite()), true);
    return this;
  }

  /** Line noise: a few bytes the host skips. */
  SensorScript noise() {
    send(new DgtMessage.SkippedBytes(4));
    return this;
  }

  /**
   * {@code by} presses the clock, and line noise cuts the message it sends: the host gets a few
   * bytes it skips. The clock counts the message as sent (its next tick is a second later).
   */
  SensorScript pressCut(Color by) {
    tick();
    running = Optional.of(by.opposite());
    log.clockTime(faceOf(by), by == Color.WHITE ? white : black);
    send(new DgtMessage.SkippedBytes(6));
    lastClockMessage = now;
    return this;
  }

  /**
   * A clock message cut on the line and completed by noise bytes: it decodes as a clock message
   * with the lever flipped and {@code whiteShows} on White's face; the real message (a tick)
   * follows in the same burst.
   */
  SensorScript corruptClockFrame(Duration whiteShows) {
    tick();
    Color runner = running.orElseThrow();
    ClockFace left = ClockFace.showing(whiteShows);
    ClockFace right = ClockFace.showing(black);
    send(new DgtMessage.ClockData(right, left, ClockStatus.turnOf(faceOf(runner.opposite()), true)));
    clockMessage(faceOf(runner), true);
    return this;
  }

  /**
   * A clock message cut on the line and completed by noise bytes: it decodes as a clock message
   * with the lever as it is and {@code runnerShows} on the running face; the real message (a
   * tick) follows in the same burst.
   */
  SensorScript corruptRunningFace(Duration runnerShows) {
    tick();
    Color runner = running.orElseThrow();
    ClockFace left = face(Color.WHITE, runner == Color.WHITE ? runnerShows : white);
    ClockFace right = face(Color.BLACK, runner == Color.BLACK ? runnerShows : black);
    send(new DgtMessage.ClockData(right, left, ClockStatus.turnOf(faceOf(runner), true)));
    clockMessage(faceOf(runner), true);
    return this;
  }

  /**
   * Line noise completes a cut frame into one with the lever as it is and the stopped face
   * showing {@code stoppedShows}; {@code by}'s press follows it at once.
   */
  SensorScript noisyFrameThenPress(Color by, Duration stoppedShows) {
    tick();
    Color runner = running.orElseThrow();
    ClockFace left = ClockFace.showing(runner == Color.WHITE ? white : stoppedShows);
    ClockFace right = ClockFace.showing(runner == Color.BLACK ? black : stoppedShows);
    send(new DgtMessage.SkippedBytes(3));
    send(new DgtMessage.ClockData(right, left, ClockStatus.turnOf(faceOf(runner), true)));
    return press(by);
  }

  /**
   * Line noise completes a cut frame into one with the lever over and the faces as they stand
   * (the runner's stopped where it is, gaining nothing), the noise's bytes behind it; the clock's
   * next tick, on its own beat, has the lever back.
   */
  SensorScript noiseFlipsTheLever() {
    Color runner = running.orElseThrow();
    Duration spent = Duration.ofMillis(now - lastClockMessage);
    ClockFace left = face(Color.WHITE, runner == Color.WHITE ? white.minus(spent) : white);
    ClockFace right = face(Color.BLACK, runner == Color.BLACK ? black.minus(spent) : black);
    ClockStatus over = ClockStatus.turnOf(faceOf(runner.opposite()), true);
    send(new DgtMessage.ClockData(right, left, over));
    send(new DgtMessage.SkippedBytes(1));
    return this;
  }

  /** The clock adds {@code extra} to {@code player}'s face (a new period's time), unreported. */
  SensorScript addTime(Color player, Duration extra) {
    if (player == Color.WHITE) {
      white = white.plus(extra);
    } else {
      black = black.plus(extra);
    }
    return this;
  }

  /** The readings each completed move carries, in order (empty where it has none). */
  List<Optional<ClockReadings>> completedReadings() {
    return events.stream()
        .filter(e -> e instanceof GameEvent.MoveCompleted)
        .map(e -> ((GameEvent.MoveCompleted) e).clock())
        .toList();
  }

  /** Time passes in steps of 50 ms: the running clock reports each second, dumps are answered. */
  SensorScript pass(long millis) {
    long until = now + millis;
    while (now < until) {
      now = Math.min(until, now + 50);
      if (dumpDue <= now) {
        dumpDue = Long.MAX_VALUE;
        send(new DgtMessage.BoardDump(BoardReading.of(board, BoardOrientation.NORMAL)));
      }
      if (clockDue <= now) {
        clockDue = Long.MAX_VALUE;
        tick();
        clockMessage(faceOf(running.orElse(Color.WHITE)), running.isPresent());
      }
      if (logDue <= now) {
        logDue = Long.MAX_VALUE;
        send(new DgtMessage.EeMoves(log.download()));
      }
      if (running.isPresent() && now - lastClockMessage >= 1000) {
        tick();
        clockMessage(faceOf(running.get()), true);
      }
      tracker.advance(now, output);
    }
    return this;
  }

  SensorScript passSeconds(int seconds) {
    return pass(seconds * 1000L);
  }

  List<GameEvent> events() {
    return events;
  }

  List<Alert> alerts() {
    return events.stream()
        .filter(e -> e instanceof GameEvent.AlertRaised)
        .map(e -> ((GameEvent.AlertRaised) e).alert())
        .toList();
  }

  /** The SAN of every completed move, in order. */
  List<String> completed() {
    return events.stream()
        .filter(e -> e instanceof GameEvent.MoveCompleted)
        .map(e -> ((GameEvent.MoveCompleted) e).san())
        .toList();
  }

  Board board() {
    return board;
  }

  private void field(Square square) {
    pass(HAND_MILLIS);
    int code = board.pieceAt(square).map(p -> PieceCode.of(p).code()).orElse(0);
    log.squareChange(BoardOrientation.NORMAL.field(square), code, false);
    send(new DgtMessage.FieldUpdate(BoardOrientation.NORMAL.field(square), code));
  }

  /** The link goes down: the board plays on and logs, the host hears nothing. */
  SensorScript linkDown() {
    linkUp = false;
    tracker.lineBroken(); // the host's transport knows the line went down
    return this;
  }

  /** The link is back: the host asks for a dump and the clock reports, as after a reconnect. */
  SensorScript linkUp() {
    linkUp = true;
    send(new DgtMessage.BoardDump(BoardReading.of(board, BoardOrientation.NORMAL)));
    tick();
    clockMessage(faceOf(running.orElse(Color.WHITE)), running.isPresent());
    return this;
  }

  /**
   * {@code player}'s time runs out: the face blocks at zero with the final flag and the clock
   * stops. The message that showed it is lost on the line, and a stopped clock in UPDATE_NICE
   * sends nothing more unless asked ({@code 0x41}).
   */
  SensorScript flagFallsUnheard(Color player) {
    tick();
    if (player == Color.WHITE) {
      white = Duration.ZERO;
    } else {
      black = Duration.ZERO;
    }
    flagged = Optional.of(player);
    running = Optional.empty();
    return this;
  }

  /** The clock's data is never sent on request (an old board, a recording replayed). */
  SensorScript withoutClockAnswers() {
    answersClock = false;
    return this;
  }

  int clockRequests() {
    return clockRequests;
  }

  /** The board ignores requests for its log (a recording replayed, an old board). */
  SensorScript withoutLog() {
    answersLog = false;
    return this;
  }

  int logRequests() {
    return logRequests;
  }

  /** The running face loses the time since the last message. */
  private void tick() {
    if (running.isPresent()) {
      Duration spent = Duration.ofMillis(now - lastClockMessage);
      if (running.get() == Color.WHITE) {
        white = white.minus(spent);
      } else {
        black = black.minus(spent);
      }
    }
    lastClockMessage = now;
  }

  private void clockMessage(ClockSide runningFace, boolean isRunning) {
    ClockFace left = face(Color.WHITE, white);
    ClockFace right = face(Color.BLACK, black);
    send(new DgtMessage.ClockData(right, left, ClockStatus.turnOf(runningFace, isRunning)));
    lastClockMessage = now;
  }

  private ClockFace face(Color player, Duration time) {
    if (flagged.equals(Optional.of(player))) {
      return new ClockFace(0, 0, 0, true, false, true);
    }
    ClockFace shown = ClockFace.showing(time);
    return increment.isZero()
        ? shown
        : new ClockFace(shown.hours(), shown.minutes(), shown.seconds(), false, true, false);
  }

  private static ClockSide faceOf(Color color) {
    return color == Color.WHITE ? ClockSide.LEFT : ClockSide.RIGHT;
  }

  private void send(DgtMessage message) {
    if (linkUp) {
      tracker.onMessage(message, now, output);
    }
  }
}
