package org.touchmove.notation;

import java.util.List;
import org.touchmove.chess.Move;

/** The outcome of reading a move written in SAN, long algebraic notation or UCI. */
public sealed interface MoveParseResult {
  /** Exactly one legal move fits the text. */
  record Parsed(Move move) implements MoveParseResult {}

  /** The text is not a move in any notation we read. */
  record Malformed(String text) implements MoveParseResult {}

  /** Well-formed, but no legal move fits it. */
  record Illegal(String text) implements MoveParseResult {}

  /** Several legal moves fit (Appendix C.10 asks the writer to disambiguate). */
  record Ambiguous(String text, List<Move> candidates) implements MoveParseResult {
    public Ambiguous {
      candidates = List.copyOf(candidates);
    }
  }
}
