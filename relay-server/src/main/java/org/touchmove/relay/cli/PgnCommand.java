package org.touchmove.relay.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import org.touchmove.chess.Claim;
import org.touchmove.chess.Game;
import org.touchmove.chess.GameEnd;
import org.touchmove.notation.PgnGame;
import org.touchmove.notation.PgnReadResult;
import org.touchmove.notation.PgnReader;
import org.touchmove.notation.PgnWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code touchmove pgn check|normalize}: read PGN files with the rules engine. */
@Command(
    name = "pgn",
    mixinStandardHelpOptions = true,
    description = "Check or normalise PGN files (every move is replayed by the rules engine).",
    subcommands = {PgnCommand.Check.class, PgnCommand.Normalize.class})
final class PgnCommand implements Runnable {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    throw new CommandLine.ParameterException(spec.commandLine(), "choose 'check' or 'normalize'");
  }

  static List<PgnReadResult> read(CommandLine commandLine, Path file, boolean variations) {
    byte[] bytes;
    try {
      bytes = Files.readAllBytes(file);
    } catch (IOException e) {
      throw new CommandLine.ParameterException(commandLine, "cannot read " + file + ": " + e.getMessage());
    }
    PgnReader reader = variations ? PgnReader.keepingVariations() : PgnReader.mainLineOnly();
    return reader.read(bytes);
  }

  @Command(
      name = "check",
      mixinStandardHelpOptions = true,
      description = {
        "Read every game and print one line per game: 'ok', the number of plies and the",
        "final status, or the error with the game number, line and ply. Exit 1 when any",
        "game failed."
      })
  static final class Check implements Callable<Integer> {
    @CommandLine.Spec CommandLine.Model.CommandSpec spec;

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "PGN files")
    List<Path> files;

    @Option(names = "--variations", description = "also read and check every variation")
    boolean variations;

    @Override
    public Integer call() {
      PrintWriter out = spec.commandLine().getOut();
      boolean failed = false;
      for (Path file : files) {
        for (PgnReadResult result : read(spec.commandLine(), file, variations)) {
          if (result instanceof PgnReadResult.Read) {
            PgnGame game = ((PgnReadResult.Read) result).game();
            out.println(file + " game " + game.number() + ": ok, " + game.moves().size() + " plies, " + status(game));
          } else {
            failed = true;
            out.println(file + " " + ((PgnReadResult.Failed) result).error());
          }
        }
      }
      out.flush();
      return failed ? 1 : 0;
    }

    private static String status(PgnGame pgn) {
      Game game = pgn.game();
      String status =
          game.end()
              .map(end -> describe(end))
              .orElseGet(() -> "ongoing" + claims(game.claims()));
      return status + ", result " + pgn.result();
    }

    private static String describe(GameEnd end) {
      return end.termination().name().toLowerCase().replace('_', ' ') + " " + end.result();
    }

    private static String claims(Set<Claim> claims) {
      if (claims.isEmpty()) {
        return "";
      }
      StringBuilder sb = new StringBuilder(" (claimable:");
      for (Claim claim : claims) {
        sb.append(' ').append(claim.name().toLowerCase().replace('_', ' '));
      }
      return sb.append(')').toString();
    }
  }

  @Command(
      name = "normalize",
      mixinStandardHelpOptions = true,
      description = {
        "Re-emit every readable game as canonical PGN (export format). Games that",
        "cannot be read are reported on standard error; exit 1 when any failed."
      })
  static final class Normalize implements Callable<Integer> {
    @CommandLine.Spec CommandLine.Model.CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "a PGN file")
    Path file;

    @Option(names = "--variations", description = "keep variations (default: main line only)")
    boolean variations;

    @Override
    public Integer call() {
      PrintWriter out = spec.commandLine().getOut();
      PrintWriter err = spec.commandLine().getErr();
      boolean failed = false;
      for (PgnReadResult result : read(spec.commandLine(), file, variations)) {
        if (result instanceof PgnReadResult.Read) {
          out.print(PgnWriter.write(((PgnReadResult.Read) result).game()));
        } else {
          failed = true;
          err.println(file + " " + ((PgnReadResult.Failed) result).error());
        }
      }
      out.flush();
      err.flush();
      return failed ? 1 : 0;
    }
  }
}
