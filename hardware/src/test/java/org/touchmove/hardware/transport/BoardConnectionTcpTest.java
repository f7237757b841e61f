package org.touchmove.hardware.transport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.time.Duration;
import java.time.InstantSource;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.touchmove.dgt.ClockCommand;
import org.touchmove.dgt.ClockQueueAction;
import org.touchmove.dgt.ClockSubCommand;
import org.touchmove.dgt.DgtCommand;
import org.touchmove.dgt.DgtMessage;
import org.touchmove.dgt.RawBytes;

/**
 * {@link BoardConnection} over a real {@link TcpBoardLink} to a local server that plays a scripted
 * board: handshake, moves, the server dropping the connection or going away and coming back, a
 * board that stops answering, garbage, commands with futures, and boards not holding each other up.
 * Timings are shortened ({@link #FAST}); waits poll with deadlines.
 */
class BoardConnectionTcpTest {
  static final SessionConfig FAST =
      SessionConfig.defaults()
          .withCommandSpacing(Duration.ofMillis(5))
          .withHandshake(
              HandshakePolicy.defaults()
                  .withSettle(Duration.ofMillis(20))
                  .withReplies(Duration.ofMillis(400), 3))
          .withKeepAlive(
              KeepAlivePolicy.defaults()
                  .withTiming(Duration.ofMillis(100), Duration.ofMillis(1500))
                  .withRefresh(Duration.ZERO, Duration.ZERO))
          .withReconnect(new ReconnectPolicy(Duration.ofMillis(50), Duration.ofMillis(400), 2, 0.2))
          .withResync(Duration.ofMillis(200), Duration.ofMillis(300));

  static final Duration WAIT = Duration.ofSeconds(10);

  private final InstantSource clock = MonotonicClock.fromSystemClock();
  private TcpBoardServer server;
  private BoardConnection connection;

  @AfterEach
  void tearDown() throws IOException {
    if (connection != null) {
      connection.close();
    }
    if (server != null) {
      server.close();
    }
  }

  private RecordingListener connect() throws IOException {
    server = TcpBoardServer.start(new ScriptedBoard());
    RecordingListener listener = new RecordingListener();
    connection = start(server.port(), listener);
    listener.awaitState(LinkState.Connected.class, 1, WAIT);
    return listener;
  }

  private BoardConnection start(int port, RecordingListener listener) {
    TcpBoardLink link = new TcpBoardLink("127.0.0.1", port, Duration.ofSeconds(2), clock);
    return BoardConnection.start(link, FAST, listener, clock, new SplittableRandom(7));
  }

  /** The commands the board received from index {@code from} on. */
  private List<DgtCommand> commandsFrom(int from) {
    List<DgtCommand> all = server.board.commands();
    return all.subList(Math.min(from, all.size()), all.size());
  }

  @Test
  void handshakesAndDeliversMovesWithEveryRawByte() throws IOException {
    RecordingListener listener = connect();

    LinkState.Connected connected = listener.awaitState(LinkState.Connected.class, 1, WAIT);
    assertThat(connected.identity())
        .isEqualTo(
            new BoardIdentity(
                ScriptedBoard.VERSION,
                Optional.of(ScriptedBoard.SERIAL),
                Optional.empty(),
                Optional.empty()));
    assertThat(server.board.commands())
        .startsWith(
            DgtCommand.RESET,
            DgtCommand.SEND_VERSION,
            DgtCommand.RETURN_SERIAL_NUMBER,
            DgtCommand.SEND_UPDATE_NICE,
            DgtCommand.SEND_BOARD);
    assertThat(server.board.mode()).isEqualTo(DgtCommand.SEND_UPDATE_NICE);

    server.push(server.board.place(12, 0));
    server.push(server.board.place(28, 1));
    listener.await(
        "the move e2-e4",
        WAIT,
        () -> listener.hasMessageFrom(0, new DgtMessage.FieldUpdate(28, 1)));
    assertThat(listener.messagesFrom(0))
        .containsSubsequence(new DgtMessage.FieldUpdate(12, 0), new DgtMessage.FieldUpdate(28, 1));
    listener.await(
        "the clock version reply",
        WAIT,
        () ->
            listener.clockResults().stream()
                .anyMatch(r -> r instanceof ClockQueueAction.Acknowledged));

    // Keep-alives go on meanwhile, so compare everything up to a snapshot of each side.
    byte[] boardSent = server.bytesToHost();
    listener.await(
        "the listener to receive what the board sent",
        WAIT,
        () -> listener.receivedBytes().length >= boardSent.length);
    assertThat(Arrays.copyOf(listener.receivedBytes(), boardSent.length))
        .as("every byte the board sent reached the listener, in order")
        .isEqualTo(boardSent);
    byte[] hostSent = listener.sentBytes();
    listener.await(
        "the board to read what the host sent",
        WAIT,
        () -> server.bytesFromHost().length >= hostSent.length);
    assertThat(Arrays.copyOf(server.bytesFromHost(), hostSent.length))
        .as("every byte reported as sent was written, in order")
        .isEqualTo(hostSent);

    connection.close();
    assertThat(listener.states()).endsWith(new LinkState.Stopped());
    assertThat(listener.threads())
        .as("the listener is called on the connection's own thread only")
        .containsExactly("touchmove-board tcp://127.0.0.1:" + server.port());
  }

  @Test
  void serverDroppingTheConnectionIsDetectedAndTheSessionReconnectsAndResyncs() throws IOException {
    RecordingListener listener = connect();
    int commands = server.board.commands().size();
    int messages = listener.messageCount();

    server.dropConnection();

    LinkState.Disconnected lost = listener.awaitState(LinkState.Disconnected.class, 1, WAIT);
    assertThat(lost.reason()).isIn(DisconnectReason.END_OF_STREAM, DisconnectReason.IO_ERROR);
    listener.awaitState(LinkState.Connected.class, 2, WAIT);
    assertThat(server.connections()).isEqualTo(2);
    // Keep-alives and the clock query of the first connection may still trickle in before the
    // drop; the new handshake starts at the first RESET after it.
    List<DgtCommand> after = commandsFrom(commands);
    assertThat(after).contains(DgtCommand.RESET);
    assertThat(after.subList(after.indexOf(DgtCommand.RESET), after.size()))
        .as("the whole handshake again, ending with the update mode and a dump request")
        .startsWith(
            DgtCommand.RESET,
            DgtCommand.SEND_VERSION,
            DgtCommand.RETURN_SERIAL_NUMBER,
            DgtCommand.SEND_UPDATE_NICE,
            DgtCommand.SEND_BOARD);
    assertThat(listener.hasMessageTypeFrom(messages, DgtMessage.BoardDump.class)).isTrue();

    int afterReconnect = listener.messageCount();
    server.push(server.board.place(52, 0));
    listener.await(
        "a move after the reconnect",
        WAIT,
        () -> listener.hasMessageFrom(afterReconnect, new DgtMessage.FieldUpdate(52, 0)));
  }

  @Test
  void serverGoingAwayAndComingBackIsReconnectedWithBackOff() throws IOException {
    RecordingListener listener = connect();

    server.stopListening();
    listener.awaitState(LinkState.Disconnected.class, 3, WAIT);
    List<LinkState> states = listener.states();
    List<DisconnectReason> reasons =
        states.stream()
            .filter(s -> s instanceof LinkState.Disconnected)
            .map(s -> ((LinkState.Disconnected) s).reason())
            .toList();
    assertThat(reasons.get(0))
        .as("the connection ends (a reset if a keep-alive was unread): %s", reasons)
        .isIn(DisconnectReason.END_OF_STREAM, DisconnectReason.IO_ERROR);
    assertThat(reasons.subList(1, reasons.size()))
        .as("then connects are refused")
        .containsOnly(DisconnectReason.OPEN_FAILED);
    List<Duration> delays =
        states.stream()
            .filter(s -> s instanceof LinkState.Reconnecting)
            .map(s -> ((LinkState.Reconnecting) s).delay())
            .toList();
    assertThat(delays.get(1)).as("the delay grows: %s", delays).isGreaterThan(delays.get(0));

    server.relisten();
    listener.awaitState(LinkState.Connected.class, 2, WAIT);
    assertThat(server.board.mode()).isEqualTo(DgtCommand.SEND_UPDATE_NICE);
  }

  @Test
  void aBoardThatStopsAnsweringIsDeclaredDeadByTheKeepAlive() throws IOException {
    RecordingListener listener = connect();
    server.board.goSilent();

    LinkState.Disconnected lost = listener.awaitState(LinkState.Disconnected.class, 1, WAIT);
    assertThat(lost.reason()).isEqualTo(DisconnectReason.KEEP_ALIVE_TIMEOUT);
    assertThat(commandsFrom(0)).contains(DgtCommand.RETURN_SERIAL_NUMBER);
  }

  @Test
  void garbageFromTheBoardMakesTheSessionResendTheUpdateModeAndAskForADump() throws IOException {
    RecordingListener listener = connect();
    listener.await("the clock version reply", WAIT, () -> !listener.clockResults().isEmpty());
    int commands = server.board.commands().size();
    int messages = listener.messageCount();

    byte[] noise = {0x11, 0x22, 0x33, 0x44};
    server.push(noise);
    server.push(server.board.place(12, 0));

    listener.await(
        "a dump after the garbage",
        WAIT,
        () -> listener.hasMessageTypeFrom(messages, DgtMessage.BoardDump.class));
    assertThat(listener.messagesFrom(messages))
        .startsWith(new DgtMessage.SkippedBytes(4), new DgtMessage.FieldUpdate(12, 0));
    assertThat(commandsFrom(commands))
        .filteredOn(c -> c != DgtCommand.RETURN_SERIAL_NUMBER)
        .startsWith(DgtCommand.SEND_UPDATE_NICE, DgtCommand.SEND_BOARD);
    assertThat(listener.count(LinkState.Disconnected.class)).isZero();
  }

  @Test
  void writesAndClockCommandsCompleteTheirFutures() throws Exception {
    connect();

    ClockQueueAction outcome =
        connection.sendClock(new ClockCommand.Text("TOUCH", 0)).get(10, TimeUnit.SECONDS);
    assertThat(outcome)
        .isInstanceOfSatisfying(
            ClockQueueAction.Acknowledged.class,
            a -> assertThat(a.ack()).isEqualTo(DgtMessage.ClockAck.reply(ClockSubCommand.ASCII)));
    connection.send(DgtCommand.SEND_BOARD).get(10, TimeUnit.SECONDS);

    connection.close();
    CompletableFuture<Void> late = connection.send(RawBytes.of(DgtCommand.SEND_BOARD.wireByte()));
    assertThatThrownBy(late::get)
        .isInstanceOf(ExecutionException.class)
        .hasCauseInstanceOf(BoardLinkException.class);
  }

  @Test
  void sendingWhileDisconnectedFailsTheFuture() {
    RecordingListener listener = new RecordingListener();
    connection = start(1, listener);
    listener.awaitState(LinkState.Disconnected.class, 1, WAIT);
    assertThat(connection.send(DgtCommand.SEND_BOARD))
        .failsWithin(WAIT)
        .withThrowableOfType(ExecutionException.class)
        .withCauseInstanceOf(BoardLinkException.class);
  }

  @Test
  void oneStuckOrSilentBoardDoesNotHoldUpAnother() throws Exception {
    CountDownLatch release = new CountDownLatch(1);
    StuckLink stuck = new StuckLink(release);
    RecordingListener stuckListener = new RecordingListener();
    try (TcpBoardServer silentServer = TcpBoardServer.start(new ScriptedBoard());
        BoardConnection blocked = BoardConnection.start(stuck, FAST, stuckListener)) {
      silentServer.board.goSilent();
      RecordingListener silentListener = new RecordingListener();
      try (BoardConnection silent = start(silentServer.port(), silentListener)) {
        assertThat(stuck.entered.await(10, TimeUnit.SECONDS)).isTrue();

        RecordingListener listener = connect();
        server.push(server.board.place(12, 0));
        listener.await(
            "a move on the healthy board",
            WAIT,
            () -> listener.hasMessageFrom(0, new DgtMessage.FieldUpdate(12, 0)));

        assertThat(stuckListener.states())
            .as("still inside open()")
            .containsExactly(new LinkState.Connecting(1));
        assertThat(blocked.state()).isEqualTo(new LinkState.Connecting(1));
        assertThat(silentListener.count(LinkState.Connected.class)).isZero();
        assertThat(silent.state()).isNotInstanceOf(LinkState.Connected.class);
      } finally {
        release.countDown();
      }
    }
  }

  /** A link whose open() hangs until released, like a connect to a host that does not answer. */
  private static final class StuckLink implements BoardLink {
    final CountDownLatch entered = new CountDownLatch(1);
    private final CountDownLatch release;

    StuckLink(CountDownLatch release) {
      this.release = release;
    }

    @Override
    public String address() {
      return "stuck";
    }

    @Override
    public void open(LinkListener listener) throws BoardLinkException {
      entered.countDown();
      try {
        if (!release.await(20, TimeUnit.SECONDS)) {
          throw new BoardLinkException("never released");
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new BoardLinkException("interrupted", e);
      }
      throw new BoardLinkException("gave up");
    }

    @Override
    public void send(RawBytes bytes) throws BoardLinkException {
      throw new BoardLinkException("never open");
    }

    @Override
    public boolean isOpen() {
      return false;
    }

    @Override
    public void close() {}
  }
}
