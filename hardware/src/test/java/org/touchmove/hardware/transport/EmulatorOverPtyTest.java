package org.touchmove.hardware.transport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.chess.Move;
import org.touchmove.dgt.DgtCommand;
import org.touchmove.dgt.DgtMessage;
import org.touchmove.dgt.RawBytes;
import org.touchmove.hardware.emulator.BoardIdentity;
import org.touchmove.hardware.emulator.EmulatedSession;
import org.touchmove.hardware.emulator.EmulatorServer;
import org.touchmove.hardware.emulator.HumanProfile;
import org.touchmove.hardware.emulator.ScriptedGame;
import org.touchmove.notation.PgnReadResult;
import org.touchmove.notation.PgnReader;
import org.touchmove.reconstruct.BoardTracker;
import org.touchmove.reconstruct.GameEvent;
import org.touchmove.reconstruct.TrackerConfig;

/**
 * The whole chain over a real pseudo-terminal: the emulated board serving TCP, {@code socat}
 * bridging it to a pty as a serial server would, {@link SerialBoardLink} (jSerialComm) reading
 * the pty, the session's handshake, and move reconstruction on top. Mid-game socat is killed (the
 * cable pulled) and started again: the session notices, reconnects, resynchronises with a dump,
 * and the game is still reconstructed move for move. Skipped when socat is not installed.
 */
class EmulatorOverPtyTest {
  private static final Duration WAIT = Duration.ofSeconds(60);
  private static final String GAME =
      "[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 *\n";

  @TempDir Path dir;
  private EmulatorServer emulator;
  private Process socat;
  private BoardConnection connection;
  private ScheduledExecutorService ticker;

  @AfterEach
  void tearDown() throws IOException {
    if (ticker != null) {
      ticker.shutdownNow();
    }
    if (connection != null) {
      connection.close();
    }
    stopSocat();
    if (emulator != null) {
      emulator.close();
    }
  }

  private Path startSocat(int port) throws IOException, InterruptedException {
    Path pty = dir.resolve("ttyDGT");
    Files.deleteIfExists(pty);
    socat =
        new ProcessBuilder(
                "socat", "pty,raw,echo=0,link=" + pty, "tcp:127.0.0.1:" + port)
            .redirectErrorStream(true)
            .redirectOutput(ProcessBuilder.Redirect.appendTo(dir.resolve("socat.log").toFile()))
            .start();
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
    while (!Files.exists(pty) && System.nanoTime() < deadline) {
      Thread.sleep(10);
    }
    assertThat(pty).as("socat made the pty").exists();
    return pty;
  }

  private void stopSocat() {
    if (socat != null) {
      socat.destroy();
      try {
        socat.waitFor(5, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      socat = null;
    }
  }

  @Test
  void aGameOverASerialPtyIsReconstructedAcrossAPulledCable() throws Exception {
    assumeTrue(SocatPair.installed(), "socat is not installed (apt-get install socat)");
    ScriptedGame game =
        ScriptedGame.of(((PgnReadResult.Read) PgnReader.mainLineOnly().read(GAME).get(0)).game());
    EmulatedSession session =
        new EmulatedSession(List.of(game), HumanProfile.clean(), 1, 40, BoardIdentity.number(4), false);
    emulator = EmulatorServer.start(session, new InetSocketAddress("127.0.0.1", 0), new NoTap());
    int port = emulator.address().getPort();
    Path pty = startSocat(port);

    InstantSource clock = MonotonicClock.fromSystemClock();
    BoardTracker tracker = new BoardTracker(TrackerConfig.defaults());
    List<GameEvent> events = new ArrayList<>();
    RecordingListener listener = new RecordingListener();
    BoardConnection[] self = new BoardConnection[1];
    BoardTracker.Output out =
        new BoardTracker.Output() {
          @Override
          public void event(GameEvent event) {
            events.add(event);
          }

          @Override
          public void requestDump() {
            if (self[0] != null) {
              self[0].send(DgtCommand.SEND_BOARD);
            }
          }
        };
    BoardListener feeding =
        new BoardListener() {
          @Override
          public void onReceived(RawBytes chunk, Instant arrival) {
            listener.onReceived(chunk, arrival);
          }

          @Override
          public void onSent(RawBytes bytes, Instant sent) {
            listener.onSent(bytes, sent);
          }

          @Override
          public void onMessage(DgtMessage message, Instant arrival) {
            listener.onMessage(message, arrival);
            synchronized (tracker) {
              tracker.onMessage(message, arrival.toEpochMilli(), out);
            }
          }

          @Override
          public void onStateChanged(LinkState state, Instant at) {
            listener.onStateChanged(state, at);
          }
        };
    connection =
        BoardConnection.start(
            new SerialBoardLink(pty.toString(), clock),
            SessionConfig.defaults(),
            feeding,
            clock,
            new SplittableRandom(5));
    self[0] = connection;
    ticker = Executors.newSingleThreadScheduledExecutor();
    ticker.scheduleAtFixedRate(
        () -> {
          synchronized (tracker) {
            tracker.advance(clock.instant().toEpochMilli(), out);
          }
        },
        50,
        50,
        TimeUnit.MILLISECONDS);

    listener.awaitState(LinkState.Connected.class, 1, WAIT);
    listener.await("four completed moves", WAIT, () -> completed(tracker, events) >= 4);

    // Pull the cable: the pty vanishes; the board plays on meanwhile.
    stopSocat();
    listener.awaitState(LinkState.Disconnected.class, 1, WAIT);
    Thread.sleep(1500);
    startSocat(port);
    listener.awaitState(LinkState.Connected.class, 2, WAIT);

    listener.await(
        "the whole game",
        WAIT,
        () -> completed(tracker, events) >= game.moves().size() - 1);
    List<Move> moves = new ArrayList<>();
    synchronized (tracker) {
      for (GameEvent e : events) {
        if (e instanceof GameEvent.MoveCompleted) {
          moves.add(((GameEvent.MoveCompleted) e).move());
        }
      }
    }
    assertThat(moves).isEqualTo(game.moves().subList(0, moves.size()));
    assertThat(moves.size()).isGreaterThanOrEqualTo(game.moves().size() - 1);
  }

  private static int completed(BoardTracker tracker, List<GameEvent> events) {
    synchronized (tracker) {
      return (int) events.stream().filter(e -> e instanceof GameEvent.MoveCompleted).count();
    }
  }

  private static final class NoTap implements EmulatorServer.Tap {
    @Override
    public void boardSent(long wallMillis, byte[] bytes) {}

    @Override
    public void hostSent(long wallMillis, byte[] bytes, int offset, int length) {}
  }
}
