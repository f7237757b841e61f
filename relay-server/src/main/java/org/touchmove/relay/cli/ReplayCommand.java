package org.touchmove.relay.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.touchmove.capture.Capture;
import org.touchmove.capture.CaptureError;
import org.touchmove.capture.CaptureReader;
import org.touchmove.capture.CaptureResult;
import org.touchmove.chess.TimeControl;
import org.touchmove.notation.PgnWriter;
import org.touchmove.reconstruct.CaptureReplay;
import org.touchmove.reconstruct.TrackerConfig;
import org.touchmove.relay.replay.ReplayPgn;
import org.touchmove.relay.replay.ReplayRecord;
import org.touchmove.relay.wire.ReplayJsonl;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code touchmove replay CAPTURE}: reconstruct every game of a capture file. */
@Command(
    name = "replay",
    mixinStandardHelpOptions = true,
    description = {
      "Reconstruct the games of a capture file (moves, clock readings, alerts, results).",
      "Exit 0 when the capture was read, 1 for a malformed capture."
    })
final class ReplayCommand implements Callable<Integer> {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Parameters(paramLabel = "CAPTURE", description = "a capture file (docs/capture-format.md)")
  Path capture;

  @Option(names = "--format", defaultValue = "pgn", description = "pgn or jsonl (default ${DEFAULT-VALUE})")
  String format;

  @Option(names = "--time-control", paramLabel = "SPEC", description = "the game's control, e.g. 5400+30 or 40/5400+30:1800+30: in the PGN tags, and the clock is checked against it (6.10.2 alerts)")
  String timeControl;

  @Override
  public Integer call() throws IOException {
    CommandLine cli = spec.commandLine();
    if (!format.equals("pgn") && !format.equals("jsonl")) {
      throw new CommandLine.ParameterException(cli, "--format is pgn or jsonl, not " + format);
    }
    Optional<TimeControl> control = Optional.empty();
    if (timeControl != null) {
      control = TimeControl.parse(timeControl);
      if (control.isEmpty()) {
        throw new CommandLine.ParameterException(cli, "cannot read time control '" + timeControl + "'");
      }
    }
    CaptureResult read;
    try (Reader reader = Files.newBufferedReader(capture, StandardCharsets.UTF_8)) {
      read = CaptureReader.readAll(reader);
    } catch (IOException e) {
      throw new CommandLine.ParameterException(cli, "cannot read " + capture + ": " + e.getMessage());
    }
    if (read instanceof CaptureResult.Invalid) {
      PrintWriter err = cli.getErr();
      for (CaptureError error : ((CaptureResult.Invalid) read).errors()) {
        err.println(capture + ":" + error.lineNumber() + ": " + error);
      }
      err.flush();
      return 1;
    }
    Capture valid = ((CaptureResult.Valid) read).capture();
    TrackerConfig config = control.map(TrackerConfig.defaults()::withControl).orElse(TrackerConfig.defaults());
    ReplayRecord record = ReplayRecord.of(CaptureReplay.replay(valid, config));
    PrintWriter out = cli.getOut();
    if (format.equals("jsonl")) {
      ReplayJsonl.lines(record).forEach(out::println);
    } else {
      out.print(PgnWriter.writeAll(ReplayPgn.games(record, control)));
    }
    out.flush();
    return 0;
  }
}
