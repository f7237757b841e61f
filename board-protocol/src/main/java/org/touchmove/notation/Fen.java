package org.touchmove.notation;

import java.util.Optional;
import org.touchmove.chess.Bitboard;
import org.touchmove.chess.Board;
import org.touchmove.chess.Color;
import org.touchmove.chess.Piece;
import org.touchmove.chess.Position;
import org.touchmove.chess.Setup;
import org.touchmove.chess.SetupProblem;
import org.touchmove.chess.SetupResult;
import org.touchmove.chess.Square;
import org.touchmove.chess.Variant;

/**
 * Forsyth-Edwards Notation in and out, with the two Chess960 extensions for castling rights:
 * X-FEN ({@code KQkq}, a file letter only where the outermost rook is not the castling one) and
 * Shredder-FEN (file letters always, {@code HAha}). Reading accepts either, mixed, and EPD lines
 * that stop after the en passant field.
 */
public final class Fen {
  public static final String STANDARD_START =
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

  private Fen() {}

  /** Reads a FEN (or the first four fields of an EPD line). Never throws on bad text. */
  public static FenResult parse(String text) {
    if (text == null) {
      return new FenResult.Malformed("fen", "no text");
    }
    String[] fields = text.trim().split("\\s+");
    if (fields.length < 2 || fields[0].isEmpty()) {
      return new FenResult.Malformed("fen", "expected at least placement and side to move");
    }
    Optional<Board> board = parseBoard(fields[0]);
    if (board.isEmpty()) {
      return new FenResult.Malformed("placement", "not 8 ranks of 8 squares: " + fields[0]);
    }
    Optional<Color> side =
        fields[1].length() == 1 ? Color.fromLetter(fields[1].charAt(0)) : Optional.empty();
    if (side.isEmpty()) {
      return new FenResult.Malformed("side", "expected w or b, was " + fields[1]);
    }
    long castling = 0;
    if (fields.length > 2) {
      Optional<Long> rooks = parseCastling(fields[2], board.get());
      if (rooks.isEmpty()) {
        return new FenResult.Malformed("castling", "expected - or KQkq / file letters, was " + fields[2]);
      }
      castling = rooks.get();
    }
    Optional<Square> ep = Optional.empty();
    if (fields.length > 3 && !fields[3].equals("-")) {
      ep = Square.parse(fields[3]);
      if (ep.isEmpty()) {
        return new FenResult.Malformed("en passant", "expected - or a square, was " + fields[3]);
      }
    }
    int halfmove = 0;
    int fullmove = 1;
    if (fields.length > 4 && !fields[4].startsWith(";")) {
      Optional<Integer> n = parseCount(fields[4]);
      if (n.isEmpty()) {
        return new FenResult.Malformed("halfmove clock", "expected a count, was " + fields[4]);
      }
      halfmove = n.get();
      if (fields.length > 5 && !fields[5].startsWith(";")) {
        Optional<Integer> m = parseCount(fields[5]);
        if (m.isEmpty()) {
          return new FenResult.Malformed("fullmove number", "expected a number, was " + fields[5]);
        }
        // Move number 0 is a common slip for 1; it carries no information otherwise.
        fullmove = Math.max(1, m.get());
      }
    }
    return new FenResult.Parsed(
        new Setup(board.get(), side.get(), castling, ep, halfmove, fullmove));
  }

  /**
   * Reads a FEN into a position of {@code variant}, tolerating repairable problems (bad castling
   * rights or en passant square are dropped). Empty when the text is not a FEN or not a legal
   * position.
   */
  public static Optional<Position> readPosition(String text, Variant variant) {
    FenResult result = parse(text);
    if (result instanceof FenResult.Parsed) {
      return Position.fromSetup(((FenResult.Parsed) result).setup(), variant).lenient();
    }
    return Optional.empty();
  }

  /** Reads a FEN that must be a legal position, for constants and tests; throws otherwise. */
  public static Position positionOrThrow(String text, Variant variant) {
    FenResult result = parse(text);
    if (result instanceof FenResult.Malformed) {
      throw new IllegalArgumentException(result + " in " + text);
    }
    SetupResult setup = Position.fromSetup(((FenResult.Parsed) result).setup(), variant);
    if (setup instanceof SetupResult.Invalid) {
      throw new IllegalArgumentException(
          "not a legal position " + ((SetupResult.Invalid) setup).problems() + ": " + text);
    }
    return ((SetupResult.Valid) setup).position();
  }

  /** Reads a standard-chess FEN that must be legal; throws otherwise. */
  public static Position positionOrThrow(String text) {
    return positionOrThrow(text, Variant.STANDARD);
  }

  /**
   * The variant a setup is written for: Chess960 when its castling rights only make sense there
   * (a castling rook off the corner or a king off the e-file), standard chess otherwise.
   */
  public static Variant inferVariant(Setup setup) {
    if (hasCastlingProblem(Position.fromSetup(setup, Variant.STANDARD))
        && !hasCastlingProblem(Position.fromSetup(setup, Variant.CHESS960))) {
      return Variant.CHESS960;
    }
    return Variant.STANDARD;
  }

  private static boolean hasCastlingProblem(SetupResult result) {
    return result instanceof SetupResult.Invalid
        && ((SetupResult.Invalid) result).problems().contains(SetupProblem.INVALID_CASTLING_RIGHTS);
  }

  /** Reads the placement field alone ({@code rnbqkbnr/pppppppp/8/...}). */
  public static Optional<Board> parseBoard(String placement) {
    String[] ranks = placement.split("/", -1);
    if (ranks.length != 8) {
      return Optional.empty();
    }
    Board.Builder board = Board.builder();
    for (int i = 0; i < 8; i++) {
      int rank = 7 - i;
      int file = 0;
      for (char c : ranks[i].toCharArray()) {
        if (c >= '1' && c <= '8') {
          file += c - '0';
        } else {
          Optional<Piece> piece = Piece.fromFenChar(c);
          if (piece.isEmpty() || file > 7) {
            return Optional.empty();
          }
          board.put(Square.of(file, rank), piece.get());
          file++;
        }
        if (file > 8) {
          return Optional.empty();
        }
      }
      if (file != 8) {
        return Optional.empty();
      }
    }
    return Optional.of(board.build());
  }

  /**
   * Resolves castling letters to rook squares. {@code K}/{@code Q} mean the outermost rook on
   * that side of the king (the h1/a1 rook in standard chess); where there is none the corner is
   * named, so that validation reports the right as invalid. A file letter names its rook directly.
   */
  private static Optional<Long> parseCastling(String field, Board board) {
    if (field.equals("-")) {
      return Optional.of(0L);
    }
    long rooks = 0;
    for (char c : field.toCharArray()) {
      Color color = Character.isUpperCase(c) ? Color.WHITE : Color.BLACK;
      int rank = color.backRank();
      char lower = Character.toLowerCase(c);
      if (lower == 'k' || lower == 'q') {
        rooks |= outermostRook(board, color, lower == 'k').orElse(Square.of(lower == 'k' ? 7 : 0, rank)).bit();
      } else if (lower >= 'a' && lower <= 'h') {
        rooks |= Square.of(lower - 'a', rank).bit();
      } else {
        return Optional.empty();
      }
    }
    return Optional.of(rooks);
  }

  private static Optional<Square> outermostRook(Board board, Color color, boolean kingSide) {
    long backRank = Bitboard.backRank(color);
    long king = board.byPiece(Piece.of(color, org.touchmove.chess.Role.KING)) & backRank;
    long rooks = board.byPiece(Piece.of(color, org.touchmove.chess.Role.ROOK)) & backRank;
    if (king == 0 || rooks == 0) {
      return Optional.empty();
    }
    int k = Long.numberOfTrailingZeros(king);
    long side = kingSide ? rooks & ~((king << 1) - 1) : rooks & (king - 1);
    if (side == 0) {
      return Optional.empty();
    }
    return Optional.of(
        Square.ofIndex(
            kingSide ? 63 - Long.numberOfLeadingZeros(side) : Long.numberOfTrailingZeros(side)));
  }

  private static Optional<Integer> parseCount(String s) {
    if (s.isEmpty() || s.length() > 6) {
      return Optional.empty();
    }
    for (char c : s.toCharArray()) {
      if (c < '0' || c > '9') {
        return Optional.empty();
      }
    }
    return Optional.of(Integer.parseInt(s));
  }

  /** The FEN of a position: {@code KQkq} castling in standard chess, X-FEN in Chess960. */
  public static String format(Position position) {
    return format(position, position.variant() == Variant.CHESS960 ? Castling.X_FEN : Castling.STANDARD);
  }

  /** The FEN with Shredder-FEN castling letters ({@code HAha}). */
  public static String formatShredder(Position position) {
    return format(position, Castling.SHREDDER);
  }

  private enum Castling {
    STANDARD,
    X_FEN,
    SHREDDER
  }

  private static String format(Position position, Castling style) {
    StringBuilder sb = new StringBuilder(90);
    sb.append(formatBoard(position.board()));
    sb.append(' ').append(position.sideToMove().letter()).append(' ');
    sb.append(formatCastling(position, style));
    sb.append(' ').append(position.enPassantSquare().map(Square::key).orElse("-"));
    sb.append(' ').append(position.halfmoveClock());
    sb.append(' ').append(position.fullmoveNumber());
    return sb.toString();
  }

  /** The placement field of {@code board}. */
  public static String formatBoard(Board board) {
    StringBuilder sb = new StringBuilder(72);
    for (int rank = 7; rank >= 0; rank--) {
      int empty = 0;
      for (int file = 0; file < 8; file++) {
        Optional<Piece> piece = board.pieceAt(Square.of(file, rank));
        if (piece.isEmpty()) {
          empty++;
        } else {
          if (empty > 0) {
            sb.append(empty);
            empty = 0;
          }
          sb.append(piece.get().fenChar());
        }
      }
      if (empty > 0) {
        sb.append(empty);
      }
      if (rank > 0) {
        sb.append('/');
      }
    }
    return sb.toString();
  }

  private static String formatCastling(Position position, Castling style) {
    StringBuilder sb = new StringBuilder(4);
    for (Color color : Color.values()) {
      for (boolean kingSide : new boolean[] {true, false}) {
        Optional<Square> rook = position.castlingRook(color, kingSide);
        if (rook.isEmpty()) {
          continue;
        }
        char letter;
        boolean outermost =
            outermostRook(position.board(), color, kingSide).equals(rook);
        if (style == Castling.SHREDDER || (style == Castling.X_FEN && !outermost)) {
          letter = rook.get().fileChar();
        } else {
          letter = kingSide ? 'k' : 'q';
        }
        sb.append(color == Color.WHITE ? Character.toUpperCase(letter) : letter);
      }
    }
    return sb.length() == 0 ? "-" : sb.toString();
  }
}
