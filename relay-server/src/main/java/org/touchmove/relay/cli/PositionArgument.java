package org.touchmove.relay.cli;

import org.touchmove.chess.Position;
import org.touchmove.chess.Setup;
import org.touchmove.chess.SetupResult;
import org.touchmove.chess.Variant;
import org.touchmove.notation.Fen;
import org.touchmove.notation.FenResult;
import picocli.CommandLine;

/**
 * Turns a FEN given on the command line into a position. {@code startpos} is the standard start.
 * Without an explicit variant, a FEN whose castling rights only make sense in Chess960 (Shredder
 * letters, rooks off the corners) is read as Chess960.
 */
final class PositionArgument {
  private PositionArgument() {}

  static Position parse(CommandLine commandLine, String text, Variant variant) {
    if (text.equals("startpos")) {
      return variant == Variant.CHESS960
          ? Position.standard().withVariant(Variant.CHESS960)
          : Position.standard();
    }
    FenResult fen = Fen.parse(text);
    if (fen instanceof FenResult.Malformed) {
      throw new CommandLine.ParameterException(commandLine, fen + ": " + text);
    }
    Setup setup = ((FenResult.Parsed) fen).setup();
    SetupResult result =
        Position.fromSetup(setup, variant == null ? Fen.inferVariant(setup) : variant);
    if (result instanceof SetupResult.Invalid) {
      throw new CommandLine.ParameterException(
          commandLine,
          "not a legal position " + ((SetupResult.Invalid) result).problems() + ": " + text);
    }
    return ((SetupResult.Valid) result).position();
  }
}
