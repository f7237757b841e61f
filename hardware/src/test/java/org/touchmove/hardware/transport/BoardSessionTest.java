package org.touchmove.hardware.transport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.touchmove.dgt.ClockCommand;
import org.touchmove.dgt.ClockQueueAction;
import org.touchmove.dgt.ClockSubCommand;
import org.touchmove.dgt.DgtCommand;
import org.touchmove.dgt.DgtEncoder;
import org.touchmove.dgt.DgtMessage;
import org.touchmove.dgt.DgtMessageEncoder;
import org.touchmove.dgt.DgtMessageId;
import org.touchmove.dgt.RawBytes;

/**
 * The session state machine in simulated time: default timings (100 ms between commands, 0.5 s
 * settle, version probe 3 × 2 s, keep-alive every 1 s, dead after 4 s, back-off from 0.5 s doubling
 * to 10 s), a scripted board answering 20 ms after each command.
 */
class BoardSessionTest {
  private static final SessionConfig DEFAULTS = SessionConfig.defaults();
  private static final BoardIdentity IDENTITY =
      new BoardIdentity(
          ScriptedBoard.VERSION,
          Optional.of(ScriptedBoard.SERIAL),
          Optional.empty(),
          Optional.empty());
  private static final String CLOCK_VERSION_QUERY = "CLOCK 2B 03 03 09 00";

  /** Starts a session with a scripted board and runs it to just after the handshake. */
  private static SessionDriver connected(ScriptedBoard board) {
    SessionDriver driver = new SessionDriver(DEFAULTS, board);
    driver.start();
    driver.advanceTo(1100);
    assertThat(driver.session.state()).isEqualTo(new LinkState.Connected(IDENTITY));
    return driver;
  }

  private static byte[] fieldUpdate(int field, int code) {
    return DgtMessageEncoder.encode(new DgtMessage.FieldUpdate(field, code));
  }

  @Test
  void handshakeProbesTheVersionThenSetsTheUpdateModeBeforeAskingForTheDump() {
    ScriptedBoard board = new ScriptedBoard();
    SessionDriver driver = new SessionDriver(DEFAULTS, board);
    driver.start();
    driver.advanceTo(1100);

    assertThat(driver.writes())
        .as("§9 with 100 ms between commands; the update mode precedes the dump request")
        .containsExactly(
            "500 RESET",
            "600 SEND_VERSION",
            "700 RETURN_SERIAL_NUMBER",
            "800 SEND_UPDATE_NICE",
            "900 SEND_BOARD",
            "1000 " + CLOCK_VERSION_QUERY);
    assertThat(driver.states(0))
        .containsExactly(
            "0 " + new LinkState.Connecting(1), "920 " + new LinkState.Connected(IDENTITY));
    assertThat(board.mode()).isEqualTo(DgtCommand.SEND_UPDATE_NICE);
    assertThat(driver.log())
        .as("the clock version query is answered and reported")
        .contains(
            new SessionDriver.Logged(
                1020,
                new SessionAction.ClockResult(
                    BoardSession.OWN,
                    new ClockQueueAction.Acknowledged(
                        new ClockCommand.VersionQuery(),
                        DgtMessage.ClockAck.versionReply(ScriptedBoard.CLOCK),
                        1))));
  }

  @Test
  void deliversEveryDecodedMessageIncludingTheHandshakeReplies() {
    ScriptedBoard board = new ScriptedBoard();
    SessionDriver driver = connected(board);
    assertThat(driver.delivered(0))
        .containsExactly(
            ScriptedBoard.VERSION,
            new DgtMessage.SerialNumber(ScriptedBoard.SERIAL),
            new DgtMessage.BoardDump(board.reading()),
            DgtMessage.ClockAck.versionReply(ScriptedBoard.CLOCK));
  }

  @Test
  void retriesTheVersionProbeEveryTwoSecondsThenGivesUpAndReconnects() {
    SessionDriver driver = new SessionDriver(DEFAULTS, null);
    driver.start();
    driver.advanceTo(7300);

    assertThat(driver.writes())
        .containsExactly(
            "500 RESET",
            "600 SEND_VERSION",
            "2600 RESET",
            "2700 SEND_VERSION",
            "4700 RESET",
            "4800 SEND_VERSION");
    assertThat(driver.states(0))
        .containsExactly(
            "0 " + new LinkState.Connecting(1),
            "6800 "
                + new LinkState.Disconnected(
                    DisconnectReason.NO_REPLY, "no version reply to 3 probes"),
            "6800 " + new LinkState.Reconnecting(2, Duration.ofMillis(500)),
            "7300 " + new LinkState.Connecting(2));
    assertThat(driver.isOpen()).as("reopened for attempt 2").isTrue();
  }

  @Test
  void asksForTheDumpAgainAndGivesUpWithoutOne() {
    SessionDriver driver = new SessionDriver(DEFAULTS, null);
    driver.start();
    driver.advanceTo(650);
    driver.receive(ScriptedBoard.VERSION);
    driver.advanceTo(7100);

    assertThat(driver.writes())
        .containsExactly(
            "500 RESET",
            "600 SEND_VERSION",
            "700 RETURN_SERIAL_NUMBER",
            "800 SEND_UPDATE_NICE",
            "900 SEND_BOARD",
            "2900 SEND_UPDATE_NICE",
            "3000 SEND_BOARD",
            "5000 SEND_UPDATE_NICE",
            "5100 SEND_BOARD");
    assertThat(driver.states(0))
        .contains(
            "7100 "
                + new LinkState.Disconnected(
                    DisconnectReason.NO_REPLY, "no board dump after 3 requests"));
  }

  @Test
  void backOffDoublesFromHalfASecondToTheTenSecondCap() {
    SessionDriver driver = new SessionDriver(DEFAULTS, new ScriptedBoard());
    driver.openable(false);
    driver.start();
    driver.advanceTo(40_000);

    List<String> reconnects =
        driver.states(0).stream().filter(s -> s.contains("Reconnecting")).toList();
    assertThat(reconnects)
        .containsExactly(
            "0 " + new LinkState.Reconnecting(2, Duration.ofMillis(500)),
            "500 " + new LinkState.Reconnecting(3, Duration.ofMillis(1000)),
            "1500 " + new LinkState.Reconnecting(4, Duration.ofMillis(2000)),
            "3500 " + new LinkState.Reconnecting(5, Duration.ofMillis(4000)),
            "7500 " + new LinkState.Reconnecting(6, Duration.ofMillis(8000)),
            "15500 " + new LinkState.Reconnecting(7, Duration.ofMillis(10_000)),
            "25500 " + new LinkState.Reconnecting(8, Duration.ofMillis(10_000)),
            "35500 " + new LinkState.Reconnecting(9, Duration.ofMillis(10_000)));
    assertThat(driver.states(0))
        .contains(
            "0 " + new LinkState.Disconnected(DisconnectReason.OPEN_FAILED, "connection refused"),
            "15500 " + new LinkState.Connecting(6));
    assertThat(driver.writes()).as("nothing is written to a link that never opened").isEmpty();
  }

  @Test
  void backOffStartsAgainFromHalfASecondAfterAWorkingConnection() {
    SessionDriver driver = new SessionDriver(DEFAULTS, new ScriptedBoard());
    driver.openable(false);
    driver.start();
    driver.advanceTo(3400);
    driver.openable(true);
    driver.advanceTo(5000);
    assertThat(driver.states(0)).contains("3500 " + new LinkState.Connecting(4));
    assertThat(driver.session.state()).isInstanceOf(LinkState.Connected.class);

    int mark = driver.mark();
    driver.lose(DisconnectReason.PORT_DISCONNECTED);
    assertThat(driver.states(mark))
        .containsExactly(
            "5000 " + new LinkState.Disconnected(DisconnectReason.PORT_DISCONNECTED, "test"),
            "5000 " + new LinkState.Reconnecting(1, Duration.ofMillis(500)));
  }

  @Test
  void jitterComesFromTheInjectedRandom() {
    BoardSession session = new BoardSession(DEFAULTS, new FixedRandom(0.0, 1.0, 0.75));
    SessionDriver driver = new SessionDriver(session, null);
    driver.openable(false);
    driver.start();
    driver.advanceTo(3000);
    assertThat(driver.states(0).stream().filter(s -> s.contains("Reconnecting")))
        .as("0.8 × 500 ms, 1.2 × 1000 ms, 1.1 × 2000 ms")
        .containsExactly(
            "0 " + new LinkState.Reconnecting(2, Duration.ofMillis(400)),
            "400 " + new LinkState.Reconnecting(3, Duration.ofMillis(1200)),
            "1600 " + new LinkState.Reconnecting(4, Duration.ofMillis(2200)));
  }

  @Test
  void keepAliveAsksForTheSerialNumberEverySecondAndRefreshesTheUpdateMode() {
    SessionDriver driver = connected(new ScriptedBoard());
    int mark = driver.mark();
    driver.advanceTo(13_000);

    assertThat(driver.writes(mark))
        .containsExactly(
            "1920 RETURN_SERIAL_NUMBER",
            "2920 RETURN_SERIAL_NUMBER",
            "3920 RETURN_SERIAL_NUMBER",
            "4920 RETURN_SERIAL_NUMBER",
            "5920 RETURN_SERIAL_NUMBER",
            "6920 RETURN_SERIAL_NUMBER",
            "7920 RETURN_SERIAL_NUMBER",
            "8920 RETURN_SERIAL_NUMBER",
            "9920 RETURN_SERIAL_NUMBER",
            "10920 RETURN_SERIAL_NUMBER",
            "11020 SEND_UPDATE_NICE",
            "11920 RETURN_SERIAL_NUMBER",
            "12920 RETURN_SERIAL_NUMBER");
    assertThat(driver.states(mark)).as("an answering board stays connected").isEmpty();
  }

  @Test
  void silenceLongerThanTheKeepAliveTimeoutIsADeadLink() {
    ScriptedBoard board = new ScriptedBoard();
    SessionDriver driver = connected(board);
    driver.advanceTo(5000);
    board.goSilent();
    int mark = driver.mark();
    driver.advanceTo(9440);

    assertThat(driver.writes(mark))
        .as("keep-alive requests go on until the timeout")
        .containsExactly(
            "5920 RETURN_SERIAL_NUMBER",
            "6920 RETURN_SERIAL_NUMBER",
            "7920 RETURN_SERIAL_NUMBER",
            "8920 RETURN_SERIAL_NUMBER");
    assertThat(driver.states(mark))
        .as("the last reply came at 4940")
        .containsExactly(
            "8940 "
                + new LinkState.Disconnected(
                    DisconnectReason.KEEP_ALIVE_TIMEOUT, "nothing received for 4000 ms"),
            "8940 " + new LinkState.Reconnecting(1, Duration.ofMillis(500)),
            "9440 " + new LinkState.Connecting(1));
  }

  /**
   * Connected, the log asked for at 5,000 (written at 5,020, 100 ms after a keep-alive), and the
   * board silent from then on: at 9600 baud its log's 7,939 bytes arrive whole at the end, the
   * keep-alive answers queued behind them.
   */
  private static SessionDriver askedForTheLogAndSilent() {
    ScriptedBoard board = new ScriptedBoard();
    SessionDriver driver = connected(board);
    driver.advanceTo(5000);
    driver.ownerSend(RawBytes.copyOf(DgtEncoder.command(DgtCommand.SEND_EE_MOVES)), 3);
    board.goSilent();
    return driver;
  }

  @Test
  void aLogDumpUnderWayIsNotSilenceButABoardThatNeverSendsItIsDeadAfterIt() {
    // A relay that gave up after 4 s would cut the dump off, reconnect, ask again: for ever.
    SessionDriver driver = askedForTheLogAndSilent();
    int mark = driver.mark();
    driver.advanceTo(5020 + 8270 + 3990);
    assertThat(driver.states(mark)).as("busy sending the log, then 4 s of grace").isEmpty();

    driver.advanceTo(5020 + 8270 + 4010);
    assertThat(driver.states(mark))
        .as("asked at 5,020 (100 ms after a keep-alive), due 8,270 ms later; dead 4 s after that")
        .startsWith(
            "17290 "
                + new LinkState.Disconnected(
                    DisconnectReason.KEEP_ALIVE_TIMEOUT,
                    "nothing received for 12350 ms, the log dump asked for included"));
  }

  @Test
  void theLogArrivingEndsTheGraceSilenceCountsFromItsLastByte() {
    SessionDriver driver = askedForTheLogAndSilent();
    driver.advanceTo(6000);
    driver.receive(new DgtMessage.EeMoves(RawBytes.of(0x6B))); // a short log, on a fast link
    int mark = driver.mark();
    driver.advanceTo(10_100);
    assertThat(driver.states(mark))
        .as("silent from 6,000 on, the log no longer due: dead at 10,000")
        .first()
        .isEqualTo(
            "10000 "
                + new LinkState.Disconnected(
                    DisconnectReason.KEEP_ALIVE_TIMEOUT, "nothing received for 4000 ms"));
  }

  @Test
  void reconnectRunsTheWholeHandshakeAgainWithUpdateModeAndDump() {
    SessionDriver driver = connected(new ScriptedBoard());
    driver.advanceTo(3000);
    driver.lose(DisconnectReason.PORT_DISCONNECTED);
    ScriptedBoard replugged = new ScriptedBoard();
    driver.board(replugged);
    int mark = driver.mark();
    driver.advanceTo(4600);

    assertThat(driver.writes(mark))
        .containsExactly(
            "4000 RESET",
            "4100 SEND_VERSION",
            "4200 RETURN_SERIAL_NUMBER",
            "4300 SEND_UPDATE_NICE",
            "4400 SEND_BOARD",
            "4500 " + CLOCK_VERSION_QUERY);
    assertThat(driver.states(mark))
        .containsExactly(
            "3500 " + new LinkState.Connecting(1), "4420 " + new LinkState.Connected(IDENTITY));
    assertThat(replugged.mode()).isEqualTo(DgtCommand.SEND_UPDATE_NICE);
  }

  @Test
  void garbageMakesTheSessionResendTheUpdateModeAndAskForADump() {
    ScriptedBoard board = new ScriptedBoard();
    SessionDriver driver = connected(board);
    driver.advanceTo(3000);
    int mark = driver.mark();
    byte[] noise = {0x01, 0x02, 0x03};
    driver.receive(noise);
    driver.receive(fieldUpdate(28, 1));
    driver.advanceTo(3300);

    assertThat(driver.delivered(mark))
        .startsWith(new DgtMessage.SkippedBytes(3), new DgtMessage.FieldUpdate(28, 1))
        .contains(new DgtMessage.BoardDump(board.reading()));
    assertThat(driver.writes(mark))
        .as("§10: the keep-alive at 2920 holds the line until 3020")
        .containsExactly("3020 SEND_UPDATE_NICE", "3120 SEND_BOARD");
  }

  @Test
  void garbageWithinTheHoldOffDoesNotAskAgain() {
    SessionDriver driver = connected(new ScriptedBoard());
    driver.advanceTo(3000);
    byte[] noise = {0x01};
    driver.receive(noise);
    driver.receive(fieldUpdate(28, 1));
    driver.advanceTo(3500);
    int mark = driver.mark();
    driver.receive(noise);
    driver.receive(fieldUpdate(28, 0));
    driver.advanceTo(3990);
    assertThat(driver.writes(mark)).containsExactly("3920 RETURN_SERIAL_NUMBER");

    driver.advanceTo(4100);
    driver.receive(noise);
    driver.receive(fieldUpdate(28, 1));
    driver.advanceTo(4300);
    assertThat(driver.writes(mark))
        .containsExactly("3920 RETURN_SERIAL_NUMBER", "4100 SEND_UPDATE_NICE", "4200 SEND_BOARD");
  }

  @Test
  void malformedMessageAlsoTriggersAResync() {
    SessionDriver driver = connected(new ScriptedBoard());
    driver.advanceTo(3000);
    int mark = driver.mark();
    DgtMessage fieldOutOfRange =
        new DgtMessage.Malformed(DgtMessageId.FIELD_UPDATE, RawBytes.of(0x50, 0x01));
    driver.receive(fieldOutOfRange);
    driver.advanceTo(3150);
    assertThat(driver.delivered(mark)).startsWith(fieldOutOfRange);
    assertThat(driver.writes(mark)).containsExactly("3020 SEND_UPDATE_NICE", "3120 SEND_BOARD");
  }

  @Test
  void halfAMessageFollowedBySilenceIsGivenUpAndResynced() {
    SessionConfig quiet =
        DEFAULTS.withKeepAlive(
            KeepAlivePolicy.defaults().withTiming(Duration.ofSeconds(3), Duration.ofSeconds(8)));
    SessionDriver driver = new SessionDriver(quiet, new ScriptedBoard());
    driver.start();
    driver.advanceTo(1500);
    int mark = driver.mark();
    byte[] update = fieldUpdate(28, 1);
    driver.receive(new byte[] {update[0], update[1], update[2]});
    driver.advanceTo(2700);

    assertThat(driver.delivered(mark))
        .as("§2.4 step 5: after 1 s of silence the three bytes are given up")
        .startsWith(new DgtMessage.SkippedBytes(3));
    assertThat(driver.writes(mark)).containsExactly("2500 SEND_UPDATE_NICE", "2600 SEND_BOARD");
  }

  @Test
  void clockCommandsWaitForTheVersionQueryAndAreAckedOneAtATime() {
    SessionDriver driver = new SessionDriver(DEFAULTS, new ScriptedBoard());
    driver.start();
    driver.advanceTo(930);
    ClockCommand hello = new ClockCommand.Text("HELLO", 0);
    driver.ownerClock(hello, 7);
    int mark = driver.mark();
    driver.advanceTo(1200);

    assertThat(driver.writes(mark))
        .containsExactly(
            "1000 " + CLOCK_VERSION_QUERY,
            "1100 CLOCK " + RawBytes.copyOf(DgtEncoder.clock(hello)).toHex());
    assertThat(driver.logFrom(mark))
        .contains(
            new SessionDriver.Logged(
                1120,
                new SessionAction.ClockResult(
                    7,
                    new ClockQueueAction.Acknowledged(
                        hello, DgtMessage.ClockAck.reply(ClockSubCommand.ASCII), 1))));
  }

  @Test
  void ownerWritesAreRefusedUntilConnectedAndWhenTheLinkGoesDown() {
    SessionDriver driver = new SessionDriver(DEFAULTS, new ScriptedBoard());
    driver.start();
    RawBytes dumpRequest = RawBytes.copyOf(DgtEncoder.command(DgtCommand.SEND_BOARD));
    assertThat(driver.ownerSend(dumpRequest, 5))
        .containsExactly(new SessionAction.Refused(5, "not connected (" + "Connecting" + ")"));

    driver.advanceTo(1500);
    int mark = driver.mark();
    driver.ownerSend(dumpRequest, 9);
    driver.ownerSend(dumpRequest, 10);
    driver.ownerClock(new ClockCommand.End(), 11);
    driver.ownerSend(dumpRequest, 12);
    driver.advanceTo(1550);
    assertThat(driver.writes(mark))
        .as("one write per 100 ms: the rest wait in order")
        .containsExactly("1500 SEND_BOARD #9");

    int lost = driver.mark();
    driver.lose(DisconnectReason.IO_ERROR);
    assertThat(driver.logFrom(lost))
        .extracting(SessionDriver.Logged::action)
        .filteredOn(a -> a instanceof SessionAction.Refused)
        .containsExactly(
            new SessionAction.Refused(10, "link lost: IO_ERROR"),
            new SessionAction.Refused(12, "link lost: IO_ERROR"),
            new SessionAction.Refused(11, "link lost: IO_ERROR"));
  }

  @Test
  void stopClosesTheLinkAndIgnoresWhatArrivesLater() {
    SessionDriver driver = connected(new ScriptedBoard());
    int mark = driver.mark();
    driver.stop();
    assertThat(driver.logFrom(mark))
        .extracting(SessionDriver.Logged::action)
        .containsExactly(
            new SessionAction.CloseLink(), new SessionAction.ChangeState(new LinkState.Stopped()));
    assertThat(driver.session.nextDeadline()).isEmpty();

    int after = driver.mark();
    driver.receive(fieldUpdate(28, 1));
    driver.advanceTo(60_000);
    assertThat(driver.stop()).isEmpty();
    assertThat(driver.logFrom(after)).isEmpty();
  }

  @Test
  void startTwiceIsABug() {
    SessionDriver driver = new SessionDriver(DEFAULTS, null);
    driver.start();
    assertThatThrownBy(driver::start).isInstanceOf(IllegalStateException.class);
  }
}
