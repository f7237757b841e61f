package org.touchmove.hardware.emulator;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.touchmove.chess.Board;
import org.touchmove.dgt.BoardReading;
import org.touchmove.dgt.ClockSide;
import org.touchmove.dgt.ClockSubCommand;
import org.touchmove.dgt.DgtCommand;
import org.touchmove.dgt.DgtDecoder;
import org.touchmove.dgt.DgtEncoder;
import org.touchmove.dgt.DgtMessage;
import org.touchmove.dgt.ClockCommand;

class EmulatedBoardTest {

  /** What a host saw: every message decoded from the board's bytes, with arrival times. */
  record Seen(long millis, DgtMessage message) {}

  private static List<Seen> run(EmulatedBoard board, long stepMillis, byte[]... hostCommands) {
    DgtDecoder decoder = new DgtDecoder();
    List<Seen> seen = new ArrayList<>();
    EmulatedBoard.Output out =
        (millis, bytes) -> decoder.feed(bytes).forEach(m -> seen.add(new Seen(millis, m)));
    ByteArrayOutputStream host = new ByteArrayOutputStream();
    for (byte[] command : hostCommands) {
      host.writeBytes(command);
    }
    byte[] handshake = host.toByteArray();
    board.receive(handshake, 0, handshake.length, 0, out);
    long end = board.script().endWallMillis();
    for (long t = 0; t <= end; t += stepMillis) {
      board.advanceTo(t, out);
    }
    return seen;
  }

  private static byte[] command(DgtCommand command) {
    return DgtEncoder.command(command);
  }

  /** Applies a dump and then field updates, as the simplest host would. */
  private static BoardReading follow(List<Seen> seen) {
    BoardReading reading = null;
    for (Seen s : seen) {
      if (s.message() instanceof DgtMessage.BoardDump) {
        reading = ((DgtMessage.BoardDump) s.message()).reading();
      } else if (s.message() instanceof DgtMessage.FieldUpdate && reading != null) {
        DgtMessage.FieldUpdate u = (DgtMessage.FieldUpdate) s.message();
        reading = reading.with(u.field(), u.code());
      }
    }
    return reading;
  }

  private static GameScript script(HumanProfile profile, long seed, double speed) {
    ScriptedGame game = ScriptedGame.of(Games.read(Games.KASPAROV_TOPALOV));
    return GameScriptBuilder.build(game, profile, seed, speed);
  }

  @Test
  void aHostFollowingDumpAndUpdatesEndsOnTheFinalBoard() {
    for (String name : List.of("clean", "careful", "clumsy", "blitz", "all")) {
      HumanProfile profile = HumanProfile.named(name).orElseThrow()
          .with(Behaviour.LOST_UPDATE, 0).with(Behaviour.GARBAGE, 0);
      for (long seed = 1; seed <= 3; seed++) {
        EmulatedBoard board =
            new EmulatedBoard(script(profile, seed, 20), BoardIdentity.number(1), profile, seed);
        List<Seen> seen =
            run(
                board,
                37,
                command(DgtCommand.RESET),
                command(DgtCommand.SEND_BOARD),
                command(DgtCommand.SEND_UPDATE_NICE));
        BoardReading end = follow(seen);
        Board expected = board.physicalBoard();
        assertThat(end.toBoard(board.script().orientation()))
            .as("%s seed %d", name, seed)
            .isEqualTo(expected);
      }
    }
  }

  /** A message and the emulator time at which the board's output was written. */
  record Written(long writtenAt, long millis, DgtMessage message) {}

  /** Plays {@code board} in update mode, asking for the log at {@code askAt}, cutting the line at {@code cutAt}. */
  private static List<Written> askLog(EmulatedBoard board, long askAt, long cutAt, long until) {
    DgtDecoder decoder = new DgtDecoder();
    List<Written> written = new ArrayList<>();
    long[] now = new long[1];
    EmulatedBoard.Output out =
        (millis, bytes) -> decoder.feed(bytes).forEach(m -> written.add(new Written(now[0], millis, m)));
    byte[] handshake = command(DgtCommand.SEND_UPDATE_NICE);
    board.receive(handshake, 0, handshake.length, 0, out);
    for (long t = 0; t <= until; t += 20) {
      now[0] = t;
      if (t == cutAt) {
        board.lineCut();
      }
      board.advanceTo(t, out);
      if (t == askAt) {
        byte[] ask = command(DgtCommand.SEND_EE_MOVES);
        board.receive(ask, 0, ask.length, t, out);
      }
    }
    return written;
  }

  @Test
  void aLogDumpTakesItsTimeOnTheLineAndWhatTheBoardSendsMeanwhileComesAfterIt() {
    GameScript script = script(HumanProfile.clean(), 3, 1);
    EmulatedBoard board = new EmulatedBoard(script, BoardIdentity.number(1), HumanProfile.clean(), 3);
    List<Written> written = askLog(board, 20_000, -1, 40_000);

    // Never written before it has arrived: a host cannot read bytes still on the line.
    assertThat(written).allSatisfy(w -> assertThat(w.writtenAt()).isGreaterThanOrEqualTo(w.millis()));
    Written log =
        written.stream().filter(w -> w.message() instanceof DgtMessage.EeMoves).findFirst().orElseThrow();
    // 7,939 bytes at 9,600 baud (ten bits a byte): about 8.3 s from the request.
    assertThat(log.millis()).isBetween(20_000L + 8_200, 20_000L + 8_400);
    List<Written> meanwhile =
        written.stream().filter(w -> w.millis() > 20_000 && w.writtenAt() < log.millis()).toList();
    assertThat(meanwhile).as("nothing overtakes the log").isEmpty();
    // The board went on meanwhile (the clock's readings, the players' changes): what it sent
    // queued behind the log and came in a burst just after it.
    List<Written> queued =
        written.stream()
            .filter(w -> !(w.message() instanceof DgtMessage.EeMoves))
            .filter(w -> w.millis() >= log.millis() && w.millis() < log.millis() + 1_000)
            .toList();
    assertThat(queued).isNotEmpty();
  }

  @Test
  void aCutLineLosesTheLogUnderWayAndWhatQueuedBehindIt() {
    GameScript script = script(HumanProfile.clean(), 3, 1);
    EmulatedBoard board = new EmulatedBoard(script, BoardIdentity.number(1), HumanProfile.clean(), 3);
    List<Written> written = askLog(board, 20_000, 24_000, 40_000);

    assertThat(written).noneMatch(w -> w.message() instanceof DgtMessage.EeMoves);
    // The line is free again at once: the players' later changes come as they happen.
    assertThat(written)
        .filteredOn(w -> w.millis() > 24_000)
        .isNotEmpty()
        .allSatisfy(w -> assertThat(w.writtenAt() - w.millis()).isLessThan(20));
  }

  @Test
  void answersIdentityCommandsLikeABoard() {
    EmulatedBoard board =
        new EmulatedBoard(script(HumanProfile.clean(), 1, 1), BoardIdentity.number(7), HumanProfile.clean(), 1);
    List<DgtMessage> replies = new ArrayList<>();
    DgtDecoder decoder = new DgtDecoder();
    EmulatedBoard.Output out = (millis, bytes) -> replies.addAll(decoder.feed(bytes));
    for (DgtCommand c :
        List.of(
            DgtCommand.SEND_VERSION,
            DgtCommand.RETURN_SERIAL_NUMBER,
            DgtCommand.RETURN_LONG_SERIAL_NUMBER,
            DgtCommand.SEND_TRADEMARK,
            DgtCommand.SEND_BATTERY_STATUS,
            DgtCommand.SEND_CLOCK)) {
      byte[] bytes = command(c);
      board.receive(bytes, 0, bytes.length, 0, out);
    }
    assertThat(replies.get(0)).isEqualTo(new DgtMessage.Version(3, 1));
    assertThat(replies.get(1)).isEqualTo(new DgtMessage.SerialNumber("90007"));
    assertThat(replies.get(2)).isEqualTo(new DgtMessage.LongSerialNumber("0000090007"));
    assertThat(replies.get(3)).isInstanceOf(DgtMessage.Trademark.class);
    assertThat(replies.get(4)).isInstanceOf(DgtMessage.BatteryStatus.class);
    assertThat(replies.get(5)).isInstanceOf(DgtMessage.ClockData.class);
    assertThat(replies).hasSize(6);
  }

  @Test
  void acksClockCommandsOnlyInUpdateModes() {
    EmulatedBoard board =
        new EmulatedBoard(script(HumanProfile.clean(), 1, 1), BoardIdentity.number(1), HumanProfile.clean(), 1);
    List<DgtMessage> replies = new ArrayList<>();
    DgtDecoder decoder = new DgtDecoder();
    EmulatedBoard.Output out = (millis, bytes) -> replies.addAll(decoder.feed(bytes));
    byte[] version = DgtEncoder.clock(new ClockCommand.VersionQuery());
    board.receive(version, 0, version.length, 0, out);
    assertThat(replies).isEmpty(); // IDLE: executed, not acknowledged (§12.1)
    byte[] nice = command(DgtCommand.SEND_UPDATE_NICE);
    board.receive(nice, 0, nice.length, 0, out);
    replies.clear();
    // Split across two reads, as a serial port may deliver it.
    board.receive(version, 0, 3, 10, out);
    board.receive(version, 3, version.length - 3, 20, out);
    assertThat(replies)
        .filteredOn(m -> m instanceof DgtMessage.ClockAck)
        .extracting(m -> ((DgtMessage.ClockAck) m).repliesTo().orElseThrow())
        .containsExactly(ClockSubCommand.VERSION);
  }

  @Test
  void theClockShowsTheScriptsReadingsAfterEachPress() {
    GameScript script = script(HumanProfile.clean(), 5, 1);
    EmulatedBoard board = new EmulatedBoard(script, BoardIdentity.number(1), HumanProfile.clean(), 5);
    List<Seen> seen =
        run(board, 50, command(DgtCommand.SEND_UPDATE_NICE));
    List<DgtMessage.ClockData> clocks = new ArrayList<>();
    for (Seen s : seen) {
      if (s.message() instanceof DgtMessage.ClockData) {
        clocks.add((DgtMessage.ClockData) s.message());
      }
    }
    ClockSide white = script.whiteFace();
    // After White's first move (ply 0) the clock shows 1:30:20 on White's face with Black running.
    assertThat(clocks)
        .anySatisfy(
            c -> {
              assertThat(c.face(white).time().getSeconds()).isEqualTo(5420);
              assertThat(c.status().runningSide()).contains(white.opposite());
            });
    assertThat(clocks)
        .anySatisfy(c -> assertThat(c.face(white.opposite()).time().getSeconds()).isEqualTo(5425));
  }

  @Test
  void reportsTwoQuickChangesInScanOrder() {
    // Both changes of 1. e4 land within one scan; the board reports them in field order
    // (e4 = field 36 before e2 = field 52 on a normally oriented board), whatever the hand did.
    HumanProfile profile = HumanProfile.clean();
    GameScript script = script(profile, 11, 1);
    EmulatedBoard board = new EmulatedBoard(script, BoardIdentity.number(1), profile, 11);
    List<Seen> seen = run(board, 10, command(DgtCommand.SEND_UPDATE_BOARD));
    List<DgtMessage.FieldUpdate> updates = new ArrayList<>();
    for (Seen s : seen) {
      if (s.message() instanceof DgtMessage.FieldUpdate) {
        updates.add((DgtMessage.FieldUpdate) s.message());
      }
    }
    assertThat(updates).hasSizeGreaterThanOrEqualTo(2 * script.game().moves().size());
    for (Seen s : seen) {
      assertThat(s.message()).isNotInstanceOf(DgtMessage.ClockData.class); // UPDATE_BOARD: no clock
    }
  }
}
