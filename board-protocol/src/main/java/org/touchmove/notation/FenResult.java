package org.touchmove.notation;

import org.touchmove.chess.Setup;

/** The outcome of reading a FEN: a setup (not yet checked for legality), or why not. */
public sealed interface FenResult {
  record Parsed(Setup setup) implements FenResult {}

  /**
   * The text is not a FEN.
   *
   * @param field which of the six fields is wrong ("placement", "side", "castling", "en passant",
   *     "halfmove clock", "fullmove number"), or "fen" for the whole
   * @param reason what is wrong, for a person
   */
  record Malformed(String field, String reason) implements FenResult {
    @Override
    public String toString() {
      return "malformed FEN " + field + ": " + reason;
    }
  }
}
