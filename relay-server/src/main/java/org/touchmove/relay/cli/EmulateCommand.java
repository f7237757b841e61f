package org.touchmove.relay.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.touchmove.capture.CaptureKey;
import org.touchmove.capture.CaptureWriter;
import org.touchmove.chess.Position;
import org.touchmove.dgt.DgtCommand;
import org.touchmove.dgt.DgtEncoder;
import org.touchmove.hardware.emulator.BoardIdentity;
import org.touchmove.hardware.emulator.EmulatedSession;
import org.touchmove.hardware.emulator.EmulatorServer;
import org.touchmove.hardware.emulator.HumanProfile;
import org.touchmove.hardware.emulator.ScriptedGame;
import org.touchmove.notation.PgnReadResult;
import org.touchmove.notation.PgnReader;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code touchmove emulate}: a virtual DGT e-board with a DGT3000 clock playing real games the way
 * people move pieces, served over TCP (like ser2net serves a real board) or written straight to a
 * capture file.
 */
@Command(
    name = "emulate",
    mixinStandardHelpOptions = true,
    description = {
      "Run an emulated DGT board playing games from PGN (or random legal games).",
      "With --listen it serves the board's bytes over TCP in real time (bridge to a pty with",
      "socat); without it, --capture writes the whole emulation to a capture file at once."
    })
final class EmulateCommand implements Callable<Integer> {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Option(names = "--pgn", paramLabel = "FILE", description = "games to play (default: random games)")
  Path pgn;

  @Option(names = "--game", paramLabel = "N", description = "play only game N of the file (from 1)")
  Integer game;

  @Option(names = "--listen", paramLabel = "HOST:PORT", description = "serve over TCP, e.g. 127.0.0.1:7001")
  String listen;

  @Option(
      names = "--profile",
      paramLabel = "NAME",
      defaultValue = "careful",
      description = "how the players behave: ${COMPLETION-CANDIDATES}; default ${DEFAULT-VALUE}",
      completionCandidates = ProfileNames.class)
  String profile;

  @Option(names = "--seed", defaultValue = "1", description = "random seed (default ${DEFAULT-VALUE})")
  long seed;

  @Option(names = "--speed", defaultValue = "1", description = "compress thinking time X times (default ${DEFAULT-VALUE})")
  double speed;

  @Option(names = "--capture", paramLabel = "OUT", description = "write what the board sends as a capture file")
  Path capture;

  @Option(names = "--loop", description = "start again after the last game (with --listen)")
  boolean loop;

  @Option(
      names = "--wait-for-host",
      description = "with --listen: the game starts when the first host connects, not at once (a"
          + " board set up before the broadcast begins)")
  boolean waitForHost;

  @Option(names = "--random", paramLabel = "N", defaultValue = "1", description = "random games without --pgn (default ${DEFAULT-VALUE})")
  int randomGames;

  @Option(names = "--serial", paramLabel = "N", defaultValue = "1", description = "board number: serial 9000N (default ${DEFAULT-VALUE})")
  int boardNumber;

  static final class ProfileNames extends ArrayList<String> {
    ProfileNames() {
      super(HumanProfile.NAMES);
    }
  }

  @Override
  public Integer call() throws IOException, InterruptedException {
    CommandLine cli = spec.commandLine();
    HumanProfile humans =
        HumanProfile.named(profile)
            .orElseThrow(
                () ->
                    new CommandLine.ParameterException(
                        cli, "unknown profile '" + profile + "'; known: " + HumanProfile.NAMES));
    if (!(speed >= 1)) {
      throw new CommandLine.ParameterException(cli, "--speed must be at least 1");
    }
    List<ScriptedGame> games = games(cli);
    EmulatedSession session =
        new EmulatedSession(games, humans, seed, speed, BoardIdentity.number(boardNumber), loop);
    if (listen == null) {
      if (capture == null) {
        throw new CommandLine.ParameterException(cli, "give --listen HOST:PORT, --capture OUT, or both");
      }
      return offline(session, humans);
    }
    return serve(session, humans);
  }

  private List<ScriptedGame> games(CommandLine cli) {
    List<ScriptedGame> games = new ArrayList<>();
    if (pgn == null) {
      for (int i = 0; i < randomGames; i++) {
        games.add(ScriptedGame.random(Position.standard(), 160, seed + i));
      }
      return games;
    }
    List<PgnReadResult> results = PgnCommand.read(cli, pgn, false);
    for (int i = 0; i < results.size(); i++) {
      if (game != null && game != i + 1) {
        continue;
      }
      PgnReadResult r = results.get(i);
      if (r instanceof PgnReadResult.Read) {
        games.add(ScriptedGame.of(((PgnReadResult.Read) r).game()));
      } else if (game != null) {
        throw new CommandLine.ParameterException(cli, "game " + game + ": " + ((PgnReadResult.Failed) r).error());
      }
    }
    if (games.isEmpty()) {
      throw new CommandLine.ParameterException(cli, "no playable game in " + pgn);
    }
    return games;
  }

  /** The whole emulation in virtual time, with a host that performs the usual handshake. */
  private int offline(EmulatedSession session, HumanProfile humans) throws IOException {
    try (Writer file = Files.newBufferedWriter(capture, StandardCharsets.UTF_8);
        CaptureWriter writer = new CaptureWriter(file)) {
      metadata(writer, humans);
      byte[] handshake =
          DgtEncoder.concat(
              List.of(
                  DgtEncoder.command(DgtCommand.RESET),
                  DgtEncoder.command(DgtCommand.SEND_VERSION),
                  DgtEncoder.command(DgtCommand.RETURN_SERIAL_NUMBER),
                  DgtEncoder.command(DgtCommand.SEND_BOARD),
                  DgtEncoder.command(DgtCommand.SEND_UPDATE_NICE)));
      IOException[] failure = new IOException[1];
      org.touchmove.hardware.emulator.EmulatedBoard.Output out =
          (millis, bytes) -> {
            try {
              writer.board(millis, bytes, 0, bytes.length);
            } catch (IOException e) {
              failure[0] = e;
            }
          };
      writer.host(0, handshake, 0, handshake.length);
      session.receive(handshake, 0, handshake.length, 0, out);
      long t = 0;
      while (!session.isFinished(t) && failure[0] == null) {
        t += 5;
        session.advanceTo(t, out);
      }
      if (failure[0] != null) {
        throw failure[0];
      }
    }
    PrintWriter stdout = spec.commandLine().getOut();
    stdout.println("wrote " + capture + ": " + session.gamesStarted() + " game(s)");
    stdout.flush();
    return 0;
  }

  private void metadata(CaptureWriter writer, HumanProfile humans) throws IOException {
    writer.metadata(CaptureKey.SERIAL, BoardIdentity.number(boardNumber).serial());
    writer.metadata(CaptureKey.RECORDED_AT, Instant.now().toString());
    writer.metadata(
        CaptureKey.NOTE,
        "emulated board, profile " + humans.name() + ", seed " + seed + ", speed " + speed
            + (pgn == null ? ", random games" : ", games from " + pgn.getFileName()));
  }

  private int serve(EmulatedSession session, HumanProfile humans) throws IOException, InterruptedException {
    InetSocketAddress address = HostPort.parse(spec.commandLine(), listen);
    CaptureWriter writer = null;
    if (capture != null) {
      writer = new CaptureWriter(Files.newBufferedWriter(capture, StandardCharsets.UTF_8));
      metadata(writer, humans);
    }
    CaptureTap tap = new CaptureTap(writer);
    CountDownLatch stopped = new CountDownLatch(1);
    try (EmulatorServer server = EmulatorServer.start(session, address, tap, waitForHost)) {
      PrintWriter out = spec.commandLine().getOut();
      out.println(
          "emulated DGT board " + BoardIdentity.number(boardNumber).serial() + " listening on "
              + server.address().getHostString() + ":" + server.address().getPort()
              + " (profile " + humans.name() + ", speed " + speed + ")");
      out.flush();
      Thread hook = new Thread(stopped::countDown, "emulate-shutdown");
      Runtime.getRuntime().addShutdownHook(hook);
      while (!session.isFinished(server.wallMillis()) && stopped.getCount() > 0) {
        stopped.await(200, java.util.concurrent.TimeUnit.MILLISECONDS);
        if (!server.isPlaying() && stopped.getCount() > 0) {
          // A board that stopped must not look like one still listening: say so and fail.
          spec.commandLine().getErr().println("the emulated board stopped (see the log above)");
          return 1;
        }
      }
    } finally {
      tap.close();
    }
    return 0;
  }

  /** Writes what crosses the emulated cable to a capture file, line by line, flushed. */
  private static final class CaptureTap implements EmulatorServer.Tap {
    private final CaptureWriter writer;

    CaptureTap(CaptureWriter writer) {
      this.writer = writer;
    }

    @Override
    public synchronized void boardSent(long wallMillis, byte[] bytes) {
      if (writer != null) {
        try {
          writer.board(wallMillis, bytes, 0, bytes.length);
          writer.flush();
        } catch (IOException e) {
          throw new java.io.UncheckedIOException(e);
        }
      }
    }

    @Override
    public synchronized void hostSent(long wallMillis, byte[] bytes, int offset, int length) {
      if (writer != null) {
        try {
          writer.host(wallMillis, bytes, offset, length);
          writer.flush();
        } catch (IOException e) {
          throw new java.io.UncheckedIOException(e);
        }
      }
    }

    synchronized void close() throws IOException {
      if (writer != null) {
        writer.close();
      }
    }
  }
}
