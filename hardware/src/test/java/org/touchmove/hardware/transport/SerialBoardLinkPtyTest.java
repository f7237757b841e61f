package org.touchmove.hardware.transport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
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
 * {@link SerialBoardLink} on a real pseudo-terminal pair made by socat, with a scripted board on
 * the far end: bytes both ways, then socat killed in the middle of a message (an unplugged board)
 * and started again (plugged back in): the disconnect is detected, the session reconnects and
 * resynchronises. Skipped when socat is not installed.
 */
class SerialBoardLinkPtyTest {
  private static final Duration WAIT = Duration.ofSeconds(10);

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
  void tearDown() throws InterruptedException {
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

  @Test
  void passesBytesBothWaysExactlyAndReopens() throws Exception {
    pair = SocatPair.start(dir, "ttyDGT", "ttyFar");
    LinkedBlockingQueue<RawBytes> fromHost = new LinkedBlockingQueue<>();
    far =
        PtyBoard.open(
            pair.b,
            host -> {
              fromHost.add(RawBytes.copyOf(host));
              return new byte[0];
            });
    SerialBoardLink link = new SerialBoardLink(pair.a.toString(), clock);
    LinkedBlockingQueue<RawBytes> toHost = new LinkedBlockingQueue<>();
    LinkListener collect =
        new LinkListener() {
          @Override
          public void onBytes(RawBytes chunk, Instant arrival) {
            toHost.add(chunk);
          }

          @Override
          public void onLost(DisconnectReason reason, String detail) {
            toHost.add(RawBytes.ofLatin1("lost " + reason));
          }
        };

    for (int round = 0; round < 2; round++) {
      link.open(collect);
      assertThat(link.isOpen()).isTrue();
      RawBytes everyByte = allByteValues();
      link.send(everyByte);
      assertThat(take(fromHost, everyByte.length())).isEqualTo(everyByte);
      far.push(everyByte.toArray());
      assertThat(take(toHost, everyByte.length())).isEqualTo(everyByte);
      link.close();
      assertThat(link.isOpen()).isFalse();
    }
    assertThat(toHost).as("closing by the owner is not a loss").isEmpty();
  }

  @Test
  void openingAMissingPortFails() {
    SerialBoardLink link = new SerialBoardLink(dir.resolve("nothing-here").toString(), clock);
    assertThatThrownBy(() -> link.open(new RecordingLinkListener()))
        .isInstanceOf(BoardLinkException.class)
        .hasMessageContaining("nothing-here");
    assertThat(link.isOpen()).isFalse();
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

  /** 0x00..0xFF: a raw pty must pass every value unchanged (no CR/LF or 8th-bit games). */
  private static RawBytes allByteValues() {
    int[] values = new int[256];
    for (int i = 0; i < values.length; i++) {
      values[i] = i;
    }
    return RawBytes.of(values);
  }

  /** Takes chunks until {@code length} bytes are in, or fails after the deadline. */
  private static RawBytes take(LinkedBlockingQueue<RawBytes> queue, int length)
      throws InterruptedException {
    byte[] out = new byte[length];
    int filled = 0;
    long deadline = System.nanoTime() + WAIT.toNanos();
    while (filled < length) {
      RawBytes chunk = queue.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
      assertThat(chunk).as("bytes within %s (%d of %d so far)", WAIT, filled, length).isNotNull();
      assertThat(filled + chunk.length()).as("no extra bytes").isLessThanOrEqualTo(length);
      chunk.copyTo(out, filled);
      filled += chunk.length();
    }
    return RawBytes.copyOf(out);
  }

  /** A listener for a link that is expected never to open. */
  private static final class RecordingLinkListener implements LinkListener {
    @Override
    public void onBytes(RawBytes chunk, Instant arrival) {
      throw new AssertionError("no bytes expected");
    }

    @Override
    public void onLost(DisconnectReason reason, String detail) {
      throw new AssertionError("no loss expected");
    }
  }
}
