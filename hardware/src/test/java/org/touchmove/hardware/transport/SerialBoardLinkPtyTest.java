package org.touchmove.hardware.transport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.time.InstantSource;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.dgt.DgtCommand;
import org.touchmove.dgt.DgtMessage;
import org.touchmove.dgt.RawBytes;

/**
 * {@link SerialBoardLink} on real pseudo-terminal pairs made by socat: the link contract, then a
 * session with a scripted board on the far end, socat killed in the middle of a message (an
 * unplugged board) and started again (plugged back in): the disconnect is detected, the session
 * reconnects and resynchronises. Skipped when socat is not installed.
 */
class SerialBoardLinkPtyTest extends BoardLinkContract {
  @TempDir Path dir;

  private final InstantSource clock = MonotonicClock.fromSystemClock();
  private SocatPair pair;
  private PtyBoard far;
  private BoardConnection connection;

  @BeforeAll
  static void needsSocat() {
    assumeTrue(
        SocatPair.installed(),
        "socat is not installed (apt-get install socat): the pty tests need a real pty pair");
  }

  @AfterEach
  void tearDown() {
    if (connection != null) {
      connection.close();
    }
    if (far != null) {
      far.close();
    }
    if (pair != null) {
      pair.close();
    }
  }

  @Override
  FarEnd farEnd() throws Exception {
    return new PtyEnd(SocatPair.start(dir, "ttyContract", "ttyContractFar"));
  }

  @Override
  BoardLink linkToNowhere() {
    return new SerialBoardLink(dir.resolve("nothing-here").toString(), clock);
  }

  @Test
  void killingSocatMidMessageIsDetectedAndTheSessionReconnectsAndResyncs() throws Exception {
    pair = SocatPair.start(dir, "ttyDGT", "ttyFar");
    ScriptedBoard board = new ScriptedBoard();
    far = PtyBoard.open(pair.b, board);
    RecordingListener listener = new RecordingListener();
    connection =
        BoardConnection.start(
            new SerialBoardLink(pair.a.toString(), clock),
            BoardConnectionTcpTest.FAST,
            listener,
            clock,
            new SplittableRandom(3));

    LinkState.Connected connected = listener.awaitState(LinkState.Connected.class, 1, WAIT);
    assertThat(connected.identity().serialNumber()).contains(ScriptedBoard.SERIAL);
    far.push(board.place(12, 0));
    listener.await(
        "a move over the pty",
        WAIT,
        () -> listener.hasMessageFrom(0, new DgtMessage.FieldUpdate(12, 0)));

    // Unplug in the middle of a field update: three of its five bytes made it. The board stops
    // answering keep-alives first, so that (barring a reply already on its way) the half message
    // is the last thing on the line.
    board.goSilent();
    int beforeUnplug = listener.messageCount();
    int bytesBefore = listener.receivedBytes().length;
    byte[] update = board.place(28, 1);
    byte[] half = {update[0], update[1], update[2]};
    far.push(half);
    listener.await(
        "the half message to arrive",
        WAIT,
        () -> containsFrom(listener.receivedBytes(), bytesBefore, half));
    pair.kill();
    far.close();
    far = null;

    LinkState.Disconnected lost = listener.awaitState(LinkState.Disconnected.class, 1, WAIT);
    assertThat(lost.reason())
        .as("the reader sees the port vanish, or a keep-alive write fails first")
        .isIn(DisconnectReason.PORT_DISCONNECTED, DisconnectReason.IO_ERROR);
    assertThat(listener.messagesFrom(beforeUnplug))
        .as("the lost half message is reported, not silently dropped")
        .contains(new DgtMessage.SkippedBytes(3));
    listener.awaitState(LinkState.Disconnected.class, 2, WAIT);
    assertThat(listener.states())
        .as("while unplugged, reopening fails and backs off")
        .filteredOn(s -> s instanceof LinkState.Disconnected)
        .extracting(s -> ((LinkState.Disconnected) s).reason())
        .contains(DisconnectReason.OPEN_FAILED);

    // Plug a board (fresh from power-up, so IDLE) back in behind the same path.
    pair.restart();
    ScriptedBoard replugged = new ScriptedBoard();
    far = PtyBoard.open(pair.b, replugged);
    int beforeReplug = listener.messageCount();
    listener.awaitState(LinkState.Connected.class, 2, WAIT);
    assertThat(replugged.commands())
        .as("full handshake: update mode and dump again")
        .containsSubsequence(
            DgtCommand.RESET,
            DgtCommand.SEND_VERSION,
            DgtCommand.SEND_UPDATE_NICE,
            DgtCommand.SEND_BOARD);
    assertThat(replugged.mode()).isEqualTo(DgtCommand.SEND_UPDATE_NICE);
    assertThat(listener.hasMessageTypeFrom(beforeReplug, DgtMessage.BoardDump.class)).isTrue();

    int afterReplug = listener.messageCount();
    far.push(replugged.place(52, 0));
    listener.await(
        "a move after replugging",
        WAIT,
        () -> listener.hasMessageFrom(afterReplug, new DgtMessage.FieldUpdate(52, 0)));
  }

  private static boolean containsFrom(byte[] all, int from, byte[] wanted) {
    for (int start = from; start + wanted.length <= all.length; start++) {
      if (Arrays.equals(all, start, start + wanted.length, wanted, 0, wanted.length)) {
        return true;
      }
    }
    return false;
  }

  /** The far pty of a socat pair, read and written raw through jSerialComm. */
  private static final class PtyEnd implements FarEnd {
    private final SocatPair pair;
    private final LinkedBlockingQueue<RawBytes> fromHost = new LinkedBlockingQueue<>();
    private final PtyBoard far;

    PtyEnd(SocatPair pair) {
      this.pair = pair;
      this.far =
          PtyBoard.open(
              pair.b,
              host -> {
                fromHost.add(RawBytes.copyOf(host));
                return new byte[0];
              });
    }

    @Override
    public BoardLink link() {
      return new SerialBoardLink(pair.a.toString(), MonotonicClock.fromSystemClock());
    }

    @Override
    public void push(byte[] bytes) {
      far.push(bytes);
    }

    @Override
    public RawBytes poll(Duration timeout) throws InterruptedException {
      return fromHost.poll(timeout.toNanos(), TimeUnit.NANOSECONDS);
    }

    @Override
    public void vanish() {
      pair.kill();
    }

    @Override
    public void close() {
      far.close();
      pair.close();
    }
  }
}
