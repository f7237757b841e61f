package org.touchmove.hardware.emulator;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.touchmove.dgt.BoardReading;
import org.touchmove.dgt.DgtCommand;
import org.touchmove.dgt.DgtDecoder;
import org.touchmove.dgt.DgtEncoder;
import org.touchmove.dgt.DgtMessage;

/** The emulator over a real TCP socket, as a host reaching a board through ser2net would. */
class EmulatorServerTest {
  private static final EmulatorServer.Tap NO_TAP =
      new EmulatorServer.Tap() {
        @Override
        public void boardSent(long wallMillis, byte[] bytes) {}

        @Override
        public void hostSent(long wallMillis, byte[] bytes, int offset, int length) {}
      };

  /** The first 6 plies of the special-moves game (en passant included): quick in real time. */
  private static EmulatedSession session(HumanProfile profile, double speed) {
    return session(profile, speed, 6);
  }

  private static EmulatedSession session(HumanProfile profile, double speed, int plies) {
    ScriptedGame full = ScriptedGame.of(Games.read(Games.SPECIAL_MOVES));
    ScriptedGame game =
        new ScriptedGame(
            full.start(),
            full.moves().subList(0, plies),
            full.clocks().subList(0, plies),
            full.timeControl(),
            "*",
            false);
    return new EmulatedSession(List.of(game), profile, 9, speed, BoardIdentity.number(3), false);
  }

  private static byte[] handshake() {
    return DgtEncoder.concat(
        List.of(
            DgtEncoder.command(DgtCommand.RESET),
            DgtEncoder.command(DgtCommand.SEND_BOARD),
            DgtEncoder.command(DgtCommand.SEND_UPDATE_NICE)));
  }

  /** What a read loop saw: the messages, and whether the connection ended. */
  record Read(List<DgtMessage> messages, boolean ended) {}

  /** Reads and decodes until the deadline or the end of the connection. */
  private static List<DgtMessage> readUntil(Socket socket, long deadlineNanos) throws IOException {
    return read(socket, deadlineNanos).messages();
  }

  private static Read read(Socket socket, long deadlineNanos) throws IOException {
    List<DgtMessage> messages = new ArrayList<>();
    DgtDecoder decoder = new DgtDecoder();
    InputStream in = socket.getInputStream();
    socket.setSoTimeout(200);
    byte[] buffer = new byte[4096];
    while (System.nanoTime() < deadlineNanos) {
      try {
        int n = in.read(buffer);
        if (n < 0) {
          return new Read(messages, true);
        }
        messages.addAll(decoder.feed(java.util.Arrays.copyOf(buffer, n)));
      } catch (SocketTimeoutException e) {
        continue; // poll again until the deadline
      } catch (java.net.SocketException e) {
        return new Read(messages, true); // reset by the peer: the link is gone
      }
    }
    return new Read(messages, false);
  }

  @Test
  void aHostOverTcpFollowsTheWholeGame() throws IOException {
    EmulatedSession session = session(HumanProfile.careful().with(Behaviour.ROTATED_BOARD, 0), 200);
    long expectedEndMillis = session.board().endWallMillis();
    try (EmulatorServer server =
            EmulatorServer.start(session, new InetSocketAddress("127.0.0.1", 0), NO_TAP);
        Socket socket = new Socket()) {
      socket.connect(server.address(), 2000);
      socket.getOutputStream().write(handshake());
      long deadline = System.nanoTime() + (expectedEndMillis + 3000) * 1_000_000L;
      List<DgtMessage> messages = readUntil(socket, deadline);
      BoardReading reading = null;
      int clocks = 0;
      for (DgtMessage m : messages) {
        if (m instanceof DgtMessage.BoardDump) {
          reading = ((DgtMessage.BoardDump) m).reading();
        } else if (m instanceof DgtMessage.FieldUpdate && reading != null) {
          reading = reading.with(((DgtMessage.FieldUpdate) m).field(), ((DgtMessage.FieldUpdate) m).code());
        } else if (m instanceof DgtMessage.ClockData) {
          clocks++;
        }
      }
      assertThat(reading).isNotNull();
      assertThat(reading.toBoard(session.board().script().orientation()))
          .isEqualTo(session.board().physicalBoard());
      assertThat(clocks).isGreaterThan(10);
    }
  }

  @Test
  void waitingForTheHostTheGameStartsWhenItConnects() throws Exception {
    EmulatedSession session = session(HumanProfile.careful().with(Behaviour.ROTATED_BOARD, 0), 200);
    try (EmulatorServer server =
            EmulatorServer.start(session, new InetSocketAddress("127.0.0.1", 0), NO_TAP, true);
        Socket socket = new Socket()) {
      // Longer than the game's lead-in (3 s of emulator time would have begun the moves).
      Thread.sleep(3500);
      assertThat(server.wallMillis()).as("emulator time before any host").isZero();
      socket.connect(server.address(), 2000);
      socket.getOutputStream().write(handshake());
      List<DgtMessage> messages = readUntil(socket, System.nanoTime() + 1_500_000_000L);
      DgtMessage first =
          messages.stream().filter(m -> m instanceof DgtMessage.BoardDump).findFirst().orElseThrow();
      // The host sees the game from its start position, however late it came.
      assertThat(((DgtMessage.BoardDump) first).reading().toBoard(session.board().script().orientation()))
          .isEqualTo(session.board().script().initialBoard());
      assertThat(server.wallMillis()).isPositive();
    }
  }

  @Test
  void aStagedOutageCutsTheHostOffAndLetsItBackIn() throws IOException {
    HumanProfile profile = HumanProfile.clean().with(Behaviour.DISCONNECT, 1.0);
    EmulatedSession session = session(profile, 200, 2);
    GameScript.Outage first = session.board().script().disconnects().get(0);
    try (EmulatorServer server =
            EmulatorServer.start(session, new InetSocketAddress("127.0.0.1", 0), NO_TAP)) {
      Socket socket = new Socket();
      socket.connect(server.address(), 2000);
      socket.getOutputStream().write(handshake());
      long cutBy = System.nanoTime() + (first.startWallMillis() + 2000) * 1_000_000L;
      // The server closes the connection when the outage starts.
      assertThat(read(socket, cutBy).ended()).isTrue();
      socket.close();
      // After the outages a new connection is served again.
      long lastEnd = 0;
      for (GameScript.Outage o : session.board().script().disconnects()) {
        lastEnd = Math.max(lastEnd, o.startWallMillis() + o.durationMillis());
      }
      long backBy = System.nanoTime() + (lastEnd + 5_000) * 1_000_000L;
      boolean served = false;
      while (!served && System.nanoTime() < backBy) {
        try (Socket again = new Socket()) {
          again.connect(server.address(), 2000);
          again.getOutputStream().write(DgtEncoder.command(DgtCommand.SEND_VERSION));
          served =
              readUntil(again, System.nanoTime() + 500_000_000L).stream()
                  .anyMatch(m -> m instanceof DgtMessage.Version);
        }
      }
      assertThat(served).isTrue();
    }
  }
}
