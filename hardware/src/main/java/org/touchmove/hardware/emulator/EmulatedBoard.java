package org.touchmove.hardware.emulator;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.touchmove.chess.Board;
import org.touchmove.chess.Color;
import org.touchmove.chess.Piece;
import org.touchmove.chess.Square;
import org.touchmove.dgt.BoardOrientation;
import org.touchmove.dgt.BoardReading;
import org.touchmove.dgt.ClockSide;
import org.touchmove.dgt.ClockSubCommand;
import org.touchmove.dgt.ClockVersion;
import org.touchmove.dgt.DgtCommand;
import org.touchmove.dgt.DgtMessage;
import org.touchmove.dgt.DgtMessageEncoder;
import org.touchmove.dgt.EeLog;
import org.touchmove.dgt.EeMarker;
import org.touchmove.dgt.PieceCode;
import org.touchmove.dgt.RawBytes;

/**
 * A DGT e-board with a DGT3000 clock, as a pure state machine in emulator time: it plays a {@link
 * GameScript} and answers the host's commands with the exact bytes a real board sends.
 *
 * <p>The board scans its 64 fields in order, one pass every {@link GameScript#scanPeriod()}
 * (field 0 first), and reports a field when the scan finds it different from what it last
 * reported: moves are seen in scan order, short touches can be missed, slides show up
 * (spec/dgt-protocol.md §4, §5.2). The clock reports in UPDATE and UPDATE_NICE modes, at most once
 * a second and at once when the lever moves. Lost updates and garbage bytes (N9, N10) are applied
 * to the output when the profile asks for them.
 *
 * <p>Not thread-safe: one owner feeds {@link #receive} and calls {@link #advanceTo}.
 */
public final class EmulatedBoard {
  /**
   * Where output goes: bytes that reach the host at an emulator time. Bytes queued behind a log
   * dump are written when they arrive, by a later {@link #advanceTo}, never ahead of time.
   */
  @FunctionalInterface
  public interface Output {
    void send(long wallMillis, byte[] bytes);
  }

  private enum Mode {
    BUS,
    IDLE,
    UPDATE_BOARD,
    UPDATE,
    UPDATE_NICE
  }

  private static final long CLOCK_INTERVAL_MICROS = 1_000_000;
  /** One byte on a 9600-baud line (8N1: ten bits). */
  private static final long BYTE_MICROS = 1_042;
  /** EEPROM change records this close together are marked quick (§7). */
  private static final long QUICK_CHANGE_MICROS = 250_000;
  private static final ClockVersion DGT3000 = new ClockVersion(2, 0);
  /** The start position's codes by field, as the board tags it (EE_BEGINPOS, EE_BEGINPOS_ROT). */
  private static final byte[] START_NORMAL =
      BoardReading.of(Board.standard(), BoardOrientation.NORMAL).toCodes();
  private static final byte[] START_ROTATED =
      BoardReading.of(Board.standard(), BoardOrientation.ROTATED).toCodes();

  private final GameScript script;
  private final BoardIdentity identity;
  private final HumanProfile profile;
  private final SplittableRandom random;
  private final List<Long> lostClockMessages = new java.util.ArrayList<>();
  private final List<LostUpdate> lostUpdates = new java.util.ArrayList<>();
  private final List<LogTransfer> logTransfers = new java.util.ArrayList<>();
  private HostCommandReader reader = new HostCommandReader();
  private final BoardOrientation orientation;
  private final EmulatedClock clock;
  private final long scanMicros;
  private final long phaseMicros;
  /** What stands on each square now (index = chess square). */
  private final Piece[] physical = new Piece[64];
  /** What the board last scanned on each field (index = DGT field). */
  private final int[] scanned = new int[64];
  /** Fields whose physical content differs from the scan. */
  private long dirtyFields;
  /** The EEPROM event log: every change the scan finds and every press, link or no link. */
  private final EeLog log;
  private long lastLoggedChangeMicros = Long.MIN_VALUE / 2;
  /**
   * The board tags the start position in its log when its scan finds it (EE_BEGINPOS), with
   * hysteresis (§7): a new tag only after more than two fields left the tagged position.
   */
  private boolean beginTagArmed = true;
  /** The line is busy sending the log until then (7,939 bytes take 8 s at 9600 baud). */
  private long lineFreeMicros;
  /**
   * Messages queued behind a log dump, each released to the output when its last byte is in: a
   * host must not see them before then (nor, if the link is cut meanwhile, at all).
   */
  private final ArrayDeque<Queued> onTheLine;

  /** Emulator time at which this board's script starts (later games of a session). */
  private final long offsetMillis;

  private Mode mode = Mode.BUS;
  private int nextAction;
  private long nowMicros;
  private long lastClockMicros = Long.MIN_VALUE / 2;
  private DgtMessage.ClockData lastClock;
  private boolean leverMoved;

  public EmulatedBoard(GameScript script, BoardIdentity identity, HumanProfile profile, long seed) {
    this(script, identity, profile, seed, 0, null);
  }

  /**
   * The same board, with its mode, scan memory and half-read command, playing the next game from
   * {@code startWallMillis}: the pieces the players set up for it are reported by the next scans.
   */
  public EmulatedBoard nextGame(GameScript next, long startWallMillis, long seed) {
    return new EmulatedBoard(next, identity, profile, seed, startWallMillis, this);
  }

  private EmulatedBoard(
      GameScript script,
      BoardIdentity identity,
      HumanProfile profile,
      long seed,
      long offsetMillis,
      EmulatedBoard previous) {
    this.offsetMillis = offsetMillis;
    this.script = script;
    this.identity = identity;
    this.profile = profile;
    this.random = new SplittableRandom(seed);
    this.onTheLine = previous == null ? new ArrayDeque<>() : previous.onTheLine;
    this.orientation = script.orientation();
    this.clock = new EmulatedClock(script.timeControl(), script.whiteFace());
    this.scanMicros = script.scanPeriod().toNanos() / 1000;
    this.phaseMicros = random.nextLong(scanMicros);
    for (java.util.Map.Entry<Square, Piece> e : script.initialBoard().pieces().entrySet()) {
      physical[e.getKey().index()] = e.getValue();
    }
    if (previous == null) {
      this.log = new EeLog();
      // §7: at power-up three NOPs, POWERUP, then a change record for every piece found.
      for (int i = 0; i < 3; i++) {
        log.marker(EeMarker.NOP);
      }
      log.marker(EeMarker.POWER_UP);
      for (Square square : Square.values()) {
        int field = orientation.field(square);
        scanned[field] = code(physical[square.index()]);
        if (scanned[field] != PieceCode.EMPTY.code()) {
          log.squareChange(field, scanned[field], false);
        }
      }
      tagBeginPosition();
    } else {
      this.log = previous.log;
      this.lineFreeMicros = previous.lineFreeMicros;
      this.lastLoggedChangeMicros = previous.lastLoggedChangeMicros;
      this.beginTagArmed = previous.beginTagArmed;
      this.mode = previous.mode;
      this.reader = previous.reader;
      this.nowMicros = previous.nowMicros;
      this.lastClockMicros = previous.lastClockMicros;
      for (Square square : Square.values()) {
        // The previous board's scan memory, read in this game's orientation.
        int oldField = previous.orientation.field(square);
        int field = orientation.field(square);
        scanned[field] = previous.scanned[oldField];
        if (scanned[field] != code(physical[square.index()])) {
          dirtyFields |= 1L << field;
        }
      }
      this.leverMoved = true;
    }
  }

  public GameScript script() {
    return script;
  }

  /** Emulator time at which this game's script starts. */
  public long startWallMillis() {
    return offsetMillis;
  }

  /** True once every action has been played and the final quiet period is over. */
  public boolean isFinished(long wallMillis) {
    return nextAction >= script.actions().size() && wallMillis >= endWallMillis();
  }

  /** Emulator time at which this game's emulation is over. */
  public long endWallMillis() {
    return offsetMillis + script.endWallMillis();
  }

  /** The pieces on the board now (what a person would see). */
  public Board physicalBoard() {
    Board.Builder builder = Board.builder();
    for (Square square : Square.values()) {
      if (physical[square.index()] != null) {
        builder.put(square, physical[square.index()]);
      }
    }
    return builder.build();
  }

  /** The host sent {@code bytes}; answers are written to {@code out} at {@code wallMillis}. */
  public void receive(byte[] bytes, int offset, int length, long wallMillis, Output out) {
    advanceTo(wallMillis, out);
    for (HostCommand command : reader.feed(bytes, offset, length)) {
      execute(command, wallMillis, out);
    }
  }

  /** Plays the script up to {@code wallMillis}, writing what the board sends meanwhile. */
  public void advanceTo(long wallMillis, Output out) {
    long target = wallMillis * 1000;
    while (true) {
      long action =
          nextAction < script.actions().size()
              ? (offsetMillis + script.actions().get(nextAction).wallMillis()) * 1000
              : Long.MAX_VALUE;
      long visit = nextVisit();
      long clockDue = clockDue();
      long next = Math.min(action, Math.min(visit, clockDue));
      if (next > target) {
        break;
      }
      nowMicros = Math.max(nowMicros, next);
      releaseArrived(out);
      if (action == next) {
        apply(script.actions().get(nextAction++));
      } else if (visit == next) {
        scan(out);
      } else {
        sendClock(out);
      }
    }
    nowMicros = Math.max(nowMicros, target);
    releaseArrived(out);
  }

  /**
   * The link to the host was cut (a cable pulled, a radio link lost): what was on the line is
   * gone, a log dump under way included, and the line is free again.
   */
  public void lineCut() {
    onTheLine.clear();
    lineFreeMicros = nowMicros;
  }

  private void releaseArrived(Output out) {
    while (!onTheLine.isEmpty() && onTheLine.peekFirst().millis() * 1000 <= nowMicros) {
      Queued queued = onTheLine.pollFirst();
      out.send(queued.millis(), queued.bytes());
    }
  }

  /** Writes {@code bytes}, which arrive at {@code millis}, behind whatever is on the line. */
  private void emit(Output out, long millis, byte[] bytes) {
    if (onTheLine.isEmpty() && millis * 1000 <= nowMicros) {
      out.send(millis, bytes);
    } else {
      onTheLine.addLast(new Queued(millis, bytes));
    }
  }

  private record Queued(long millis, byte[] bytes) {}

  private long gameMillisAt(long micros) {
    List<TimedAction> actions = script.actions();
    long wall = micros / 1000 - offsetMillis;
    if (actions.isEmpty() || wall <= actions.get(0).wallMillis()) {
      return Math.max(0, wall); // the lead-in runs at speed 1
    }
    int i = Math.min(Math.max(nextAction - 1, 0), actions.size() - 1);
    while (i > 0 && actions.get(i).wallMillis() > wall) {
      i--;
    }
    while (i + 1 < actions.size() && actions.get(i + 1).wallMillis() <= wall) {
      i++;
    }
    TimedAction a = actions.get(i);
    if (i + 1 >= actions.size()) {
      return a.gameMillis() + (wall - a.wallMillis());
    }
    TimedAction b = actions.get(i + 1);
    long span = b.wallMillis() - a.wallMillis();
    if (span == 0) {
      return a.gameMillis();
    }
    return a.gameMillis() + (wall - a.wallMillis()) * (b.gameMillis() - a.gameMillis()) / span;
  }

  private void apply(TimedAction timed) {
    HandAction action = timed.action();
    long game = timed.gameMillis();
    if (action instanceof HandAction.Lift) {
      setSquare(((HandAction.Lift) action).square(), null);
    } else if (action instanceof HandAction.Place) {
      HandAction.Place place = (HandAction.Place) action;
      setSquare(place.square(), place.piece());
    } else if (action instanceof HandAction.PressLever) {
      Color player = ((HandAction.PressLever) action).player();
      if (clock.press(player, game)) {
        leverMoved = true;
        // §7: the board logs the time of the face that stopped.
        ClockSide stopped = clock.faceOf(player);
        log.clockTime(stopped, Duration.ofSeconds(clock.remaining(stopped, game).getSeconds()));
      }
    } else if (action instanceof HandAction.StartClock) {
      clock.start(game);
      leverMoved = true;
    } else if (action instanceof HandAction.StopClock) {
      clock.stop(game);
      leverMoved = true;
    }
  }

  private void setSquare(Square square, Piece piece) {
    physical[square.index()] = piece;
    int field = orientation.field(square);
    if (scanned[field] != code(piece)) {
      dirtyFields |= 1L << field;
    } else {
      dirtyFields &= ~(1L << field);
    }
  }

  private static int code(Piece piece) {
    return piece == null ? PieceCode.EMPTY.code() : PieceCode.of(piece).code();
  }

  /** The next time the scan reaches a field that has changed. */
  private long nextVisit() {
    long best = Long.MAX_VALUE;
    for (long b = dirtyFields; b != 0; b &= b - 1) {
      best = Math.min(best, visitAfter(Long.numberOfTrailingZeros(b), nowMicros));
    }
    return best;
  }

  /** The first visit of {@code field} strictly after {@code micros}. */
  private long visitAfter(int field, long micros) {
    long base = phaseMicros + field * scanMicros / 64;
    if (micros < base) {
      return base;
    }
    long cycles = (micros - base) / scanMicros + 1;
    return base + cycles * scanMicros;
  }

  private void scan(Output out) {
    for (long b = dirtyFields; b != 0; b &= b - 1) {
      int field = Long.numberOfTrailingZeros(b);
      if (visitAfter(field, nowMicros - 1) != nowMicros) {
        continue;
      }
      Square square = orientation.square(field);
      int code = code(physical[square.index()]);
      dirtyFields &= ~(1L << field);
      if (code == scanned[field]) {
        continue;
      }
      scanned[field] = code;
      log.squareChange(field, code, nowMicros - lastLoggedChangeMicros < QUICK_CHANGE_MICROS);
      lastLoggedChangeMicros = nowMicros;
      tagBeginPosition();
      if (sendsFieldUpdates()) {
        if (random.nextDouble() < profile.chance(Behaviour.LOST_UPDATE)) {
          lostUpdates.add(new LostUpdate(nowMicros / 1000, square));
          continue; // N9: lost on the line; the board believes it was sent
        }
        send(out, new DgtMessage.FieldUpdate(field, code));
      }
    }
  }

  /** Logs EE_BEGINPOS (or _ROT) when the scan shows the start position and the tag is armed. */
  private void tagBeginPosition() {
    int normal = fieldsOff(START_NORMAL);
    int rotated = fieldsOff(START_ROTATED);
    if (beginTagArmed && (normal == 0 || rotated == 0)) {
      log.marker(normal == 0 ? EeMarker.BEGIN_POSITION : EeMarker.BEGIN_POSITION_ROTATED);
      beginTagArmed = false;
    } else if (Math.min(normal, rotated) > 2) {
      beginTagArmed = true;
    }
  }

  /** How many fields of the scan differ from {@code codes}. */
  private int fieldsOff(byte[] codes) {
    int off = 0;
    for (int field = 0; field < 64; field++) {
      if (scanned[field] != (codes[field] & 0xFF)) {
        off++;
      }
    }
    return off;
  }

  private boolean sendsFieldUpdates() {
    return mode == Mode.UPDATE_BOARD || mode == Mode.UPDATE || mode == Mode.UPDATE_NICE;
  }

  private boolean sendsClock() {
    return mode == Mode.UPDATE || mode == Mode.UPDATE_NICE;
  }

  private long clockDue() {
    if (!sendsClock()) {
      return Long.MAX_VALUE;
    }
    if (leverMoved) {
      return nowMicros;
    }
    return lastClockMicros + CLOCK_INTERVAL_MICROS;
  }

  private void sendClock(Output out) {
    DgtMessage.ClockData data = clock.message(gameMillisAt(nowMicros));
    lastClockMicros = nowMicros;
    boolean changed = !data.equals(lastClock) || leverMoved;
    leverMoved = false;
    // UPDATE sends every second; UPDATE_NICE only when the data changed.
    if (mode == Mode.UPDATE || changed) {
      lastClock = data;
      send(out, data);
    }
  }

  private void execute(HostCommand command, long wallMillis, Output out) {
    if (command instanceof HostCommand.Bus) {
      mode = Mode.BUS; // §4: a byte with the top bit set switches to bus mode
      return;
    }
    if (command instanceof HostCommand.Ignored) {
      return;
    }
    if (mode == Mode.BUS) {
      mode = Mode.IDLE; // the first single-board command leaves bus mode, in IDLE
    }
    if (command instanceof HostCommand.Clock) {
      answerClock((HostCommand.Clock) command, out);
      return;
    }
    if (!(command instanceof HostCommand.Single)) {
      return; // LEDs and developer keys: an e-board has neither
    }
    switch (((HostCommand.Single) command).command()) {
      case RESET:
        mode = Mode.IDLE;
        break;
      case SEND_UPDATE:
        mode = Mode.UPDATE;
        leverMoved = true; // report the clock at once
        break;
      case SEND_UPDATE_NICE:
        mode = Mode.UPDATE_NICE;
        leverMoved = true;
        break;
      case SEND_UPDATE_BOARD:
        mode = Mode.UPDATE_BOARD;
        break;
      case SEND_BOARD:
        send(out, new DgtMessage.BoardDump(currentScan()));
        break;
      case SEND_CLOCK:
        send(out, clock.message(gameMillisAt(nowMicros)));
        break;
      case RETURN_SERIAL_NUMBER:
        send(out, new DgtMessage.SerialNumber(identity.serial()));
        break;
      case RETURN_LONG_SERIAL_NUMBER:
        send(out, new DgtMessage.LongSerialNumber(identity.longSerial()));
        break;
      case SEND_VERSION:
        send(out, new DgtMessage.Version(identity.versionMajor(), identity.versionMinor()));
        break;
      case SEND_TRADEMARK:
        send(out, new DgtMessage.Trademark(identity.trademark()));
        break;
      case RETURN_BUS_ADDRESS:
        send(out, new DgtMessage.BusAddress(Integer.parseInt(identity.serial()) & 0x3FFF));
        break;
      case SEND_BATTERY_STATUS:
        send(out, new DgtMessage.BatteryStatus(RawBytes.of(0x64, 0x7F, 0x7F, 0, 0, 0, 0, 0, 0)));
        break;
      case SEND_EE_MOVES:
        send(out, new DgtMessage.EeMoves(log.download()));
        break;
      default:
        break; // the rest change nothing an emulator models
    }
  }

  /** §12: clock commands are answered with an ack only in UPDATE and UPDATE_NICE. */
  private void answerClock(HostCommand.Clock command, Output out) {
    if (!sendsClock() || command.subCommand().isEmpty()) {
      return;
    }
    ClockSubCommand sub = command.subCommand().get();
    send(
        out,
        sub == ClockSubCommand.VERSION
            ? DgtMessage.ClockAck.versionReply(DGT3000)
            : DgtMessage.ClockAck.reply(sub));
  }

  private BoardReading currentScan() {
    byte[] codes = new byte[64];
    for (int field = 0; field < 64; field++) {
      codes[field] = (byte) scanned[field];
    }
    return BoardReading.ofCodes(codes);
  }

  private void send(Output out, DgtMessage message) {
    byte[] bytes = DgtMessageEncoder.encode(message);
    // Messages queue behind a log dump on the line, and the queue drains at line speed; on an
    // idle line a message's own sending time (5 ms for a field update) is not modelled.
    long sentMicros = nowMicros;
    if (message instanceof DgtMessage.EeMoves || lineFreeMicros > nowMicros) {
      lineFreeMicros = Math.max(nowMicros, lineFreeMicros) + bytes.length * BYTE_MICROS;
      sentMicros = lineFreeMicros; // the host has it when its last byte is in
      if (message instanceof DgtMessage.EeMoves) {
        logTransfers.add(new LogTransfer(nowMicros / 1000, lineFreeMicros / 1000, lineFreeMicros / 1000));
      } else if (!logTransfers.isEmpty()) {
        // Queued behind the log: the queue drains later by this message.
        LogTransfer last = logTransfers.remove(logTransfers.size() - 1);
        logTransfers.add(new LogTransfer(last.fromMillis(), last.toMillis(), lineFreeMicros / 1000));
      }
    }
    long millis = sentMicros / 1000;
    if (random.nextDouble() < profile.chance(Behaviour.GARBAGE)) {
      if (random.nextBoolean()) {
        byte[] junk = new byte[1 + random.nextInt(5)];
        random.nextBytes(junk);
        for (int i = 0; i < junk.length; i++) {
          junk[i] &= 0x7F; // line noise the decoder must skip; a cut message tests the top bit
        }
        emit(out, millis, junk); // N10: noise between messages
      } else if (bytes.length > 1) {
        // N10: the message is cut short; the next message's id byte ends it.
        byte[] cut = new byte[1 + random.nextInt(bytes.length - 1)];
        System.arraycopy(bytes, 0, cut, 0, cut.length);
        emit(out, millis, cut);
        if (message instanceof DgtMessage.ClockData) {
          lostClockMessages.add(millis);
        } else if (message instanceof DgtMessage.FieldUpdate) {
          lostUpdates.add(
              new LostUpdate(millis, orientation.square(((DgtMessage.FieldUpdate) message).field())));
        }
        return;
      }
    }
    emit(out, millis, bytes);
  }

  /**
   * When clock messages were destroyed by line noise (N10), in milliseconds: a test oracle needs
   * to know which clock readings no host could have seen.
   */
  public List<Long> lostClockMessages() {
    return List.copyOf(lostClockMessages);
  }

  /** A field update the line lost (N9) or cut short (N10): when, and which chess square. */
  public record LostUpdate(long millis, Square square) {}

  /** The field updates no host could have seen, for a test oracle as above. */
  public List<LostUpdate> lostUpdates() {
    return List.copyOf(lostUpdates);
  }

  /**
   * A log dump on the line, from the request to its last byte (ms): what the board sent
   * meanwhile queued behind it and came late, in a burst, the last of it by {@code drainedMillis}
   * (what was sent until then queued too).
   */
  public record LogTransfer(long fromMillis, long toMillis, long drainedMillis) {}

  /** The log dumps sent, for a test oracle: a message's arrival is not when it was sent. */
  public List<LogTransfer> logTransfers() {
    return List.copyOf(logTransfers);
  }

  /** The scan memory as a board reading, for tests. */
  public Optional<BoardReading> scannedBoard() {
    return Optional.of(currentScan());
  }
}
