package org.touchmove.hardware.transport;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.touchmove.dgt.DgtCommand;
import org.touchmove.dgt.DgtMessage;
import org.touchmove.dgt.EeLog;
import org.touchmove.hardware.emulator.BoardIdentity;
import org.touchmove.hardware.emulator.EmulatedSession;
import org.touchmove.hardware.emulator.EmulatorServer;
import org.touchmove.hardware.emulator.HumanProfile;
import org.touchmove.hardware.emulator.ScriptedGame;
import org.touchmove.notation.PgnReadResult;
import org.touchmove.notation.PgnReader;

/**
 * The board's log asked for over a real socket with the relay's own session settings: the
 * emulated board sends its 7,939 bytes at 9600 baud, 8.3 s in which nothing else comes, twice
 * the keep-alive timeout. The link must stay up and the log arrive (spec/dgt-protocol.md §6); a
 * session that called the board dead after 4 s cut every log off and, asking again on the next
 * connection, never got one (a relay restarted mid-game did exactly that in CI).
 */
class LogDumpOverTcpTest {
  private static final Duration WAIT = Duration.ofSeconds(30);
  private static final String GAME =
      "[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 *\n";

  private EmulatorServer emulator;
  private BoardConnection connection;

  @AfterEach
  void tearDown() throws IOException {
    if (connection != null) {
      connection.close();
    }
    if (emulator != null) {
      emulator.close();
    }
  }

  @Test
  void theLogTakesEightSecondsAndTheLinkStaysUpWhileItComes() throws Exception {
    ScriptedGame game =
        ScriptedGame.of(((PgnReadResult.Read) PgnReader.mainLineOnly().read(GAME).get(0)).game());
    EmulatedSession session =
        new EmulatedSession(List.of(game), HumanProfile.clean(), 1, 1, BoardIdentity.number(5), false);
    emulator =
        EmulatorServer.start(
            session,
            new InetSocketAddress("127.0.0.1", 0),
            new EmulatorServer.Tap() {
              @Override
              public void boardSent(long wallMillis, byte[] bytes) {}

              @Override
              public void hostSent(long wallMillis, byte[] bytes, int offset, int length) {}
            });
    InstantSource clock = MonotonicClock.fromSystemClock();
    RecordingListener listener = new RecordingListener();
    connection =
        BoardConnection.start(
            new TcpBoardLink("127.0.0.1", emulator.address().getPort(), Duration.ofSeconds(2), clock),
            SessionConfig.defaults(),
            listener,
            clock,
            new SplittableRandom(3));
    listener.awaitState(LinkState.Connected.class, 1, WAIT);

    int mark = listener.messageCount();
    Instant asked = clock.instant();
    connection.send(DgtCommand.SEND_EE_MOVES);
    listener.await("the log", WAIT, () -> listener.hasMessageTypeFrom(mark, DgtMessage.EeMoves.class));
    Duration took = Duration.between(asked, clock.instant());

    assertThat(took)
        .as("the whole ring at 9600 baud: longer than the 4 s keep-alive timeout")
        .isGreaterThan(Duration.ofSeconds(8));
    DgtMessage.EeMoves log =
        (DgtMessage.EeMoves)
            listener.messagesFrom(mark).stream()
                .filter(m -> m instanceof DgtMessage.EeMoves)
                .findFirst()
                .orElseThrow();
    assertThat(log.log().length()).isEqualTo(EeLog.CAPACITY);
    assertThat(listener.count(LinkState.Disconnected.class))
        .as("never called dead while the log came: %s", listener.states())
        .isZero();
    int after = listener.messageCount();
    listener.await(
        "a keep-alive answered after the log",
        WAIT,
        () -> listener.hasMessageTypeFrom(after, DgtMessage.SerialNumber.class));
    assertThat(listener.count(LinkState.Disconnected.class)).isZero();
  }
}
