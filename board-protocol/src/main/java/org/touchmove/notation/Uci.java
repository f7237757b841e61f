package org.touchmove.notation;

import java.util.Optional;
import org.touchmove.chess.Move;
import org.touchmove.chess.Position;
import org.touchmove.chess.Role;
import org.touchmove.chess.Square;
import org.touchmove.chess.Variant;

/**
 * UCI move notation: origin and destination squares, plus a lower-case promotion letter ({@code
 * e7e8q}). Castling is the king's two-square move in standard chess ({@code e1g1}) and "king takes
 * own rook" in Chess960 ({@code e1h1}), the UCI_Chess960 convention; both are read in either.
 */
public final class Uci {
  private Uci() {}

  public static String format(Position position, Move move) {
    return format(move, position.variant());
  }

  public static String format(Move move, Variant variant) {
    Square to = move.isCastling() && variant == Variant.STANDARD ? move.kingTarget() : move.to();
    StringBuilder sb = new StringBuilder(5).append(move.from().key()).append(to.key());
    move.promotion().ifPresent(role -> sb.append(Character.toLowerCase(role.letter())));
    return sb.toString();
  }

  /** True when {@code text} has the shape of a UCI move (it may still be illegal). */
  public static boolean looksLikeUci(String text) {
    int n = text.length();
    if (n != 4 && n != 5) {
      return false;
    }
    if (Square.parse(text.substring(0, 2)).isEmpty()
        || Square.parse(text.substring(2, 4)).isEmpty()) {
      return false;
    }
    return n == 4 || Role.fromLetter(text.charAt(4)).filter(Role::isPromotionTarget).isPresent();
  }

  /** Reads a UCI move that is legal in {@code position}. */
  public static MoveParseResult parse(Position position, String text) {
    if (!looksLikeUci(text)) {
      return new MoveParseResult.Malformed(text);
    }
    Square from = Square.parse(text.substring(0, 2)).orElseThrow();
    Square to = Square.parse(text.substring(2, 4)).orElseThrow();
    Optional<Role> promotion =
        text.length() == 5 ? Role.fromLetter(text.charAt(4)) : Optional.empty();
    for (Move move : position.legalMoves()) {
      if (!move.from().equals(from) || !move.promotion().equals(promotion)) {
        continue;
      }
      if (move.to().equals(to)) {
        return new MoveParseResult.Parsed(move);
      }
      // e1g1 for castling: only where the king really moves two files, so that a Chess960 king
      // stepping one square is never mistaken for castling.
      if (move.isCastling()
          && move.kingTarget().equals(to)
          && Math.abs(move.kingTarget().file() - from.file()) == 2) {
        return new MoveParseResult.Parsed(move);
      }
    }
    return new MoveParseResult.Illegal(text);
  }
}
