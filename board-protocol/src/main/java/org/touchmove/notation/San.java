package org.touchmove.notation;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.touchmove.chess.Attacks;
import org.touchmove.chess.Move;
import org.touchmove.chess.Piece;
import org.touchmove.chess.Position;
import org.touchmove.chess.Role;
import org.touchmove.chess.Square;

/**
 * Standard Algebraic Notation per Appendix C of the Laws, in and out.
 *
 * <p>Writing is canonical: piece letter, the least disambiguation C.10 allows (file, else rank,
 * else both), {@code x} for captures, a pawn capture with its file (C.9.3), {@code =Q} for
 * promotion (C.11), {@code O-O}/{@code O-O-O}, and {@code +} or {@code #}.
 *
 * <p>Reading is tolerant of what real scoresheets and files contain: {@code +}, {@code #}, {@code
 * !?} marks and {@code e.p.} optional; {@code e8Q} without the {@code =}; {@code 0-0} and castling
 * written with Unicode hyphens; long algebraic notation ({@code Ng1f3}, {@code e2-e4}, {@code
 * Nb1xc3}, Appendix C.8) and UCI.
 */
public final class San {
  private San() {}

  /** The SAN of {@code move}, which must be legal in {@code position}. */
  public static String format(Position position, Move move) {
    StringBuilder sb = new StringBuilder(8);
    if (move.isCastling()) {
      sb.append(move.isKingSideCastling() ? "O-O" : "O-O-O");
    } else {
      Piece piece =
          position
              .board()
              .pieceAt(move.from())
              .orElseThrow(() -> new IllegalArgumentException("no piece on " + move.from()));
      boolean capture = move.isEnPassant() || !position.board().isEmpty(move.to());
      if (piece.role() == Role.PAWN) {
        if (capture) {
          sb.append(move.from().fileChar()).append('x');
        }
        sb.append(move.to().key());
        move.promotion().ifPresent(role -> sb.append('=').append(role.letter()));
      } else {
        sb.append(piece.role().letter());
        appendDisambiguation(sb, position, move, piece.role());
        if (capture) {
          sb.append('x');
        }
        sb.append(move.to().key());
      }
    }
    Position after = position.playUnchecked(move);
    if (after.isCheck()) {
      sb.append(after.legalMoveCount() == 0 ? '#' : '+');
    }
    return sb.toString();
  }

  /** Appendix C.10: the file if that tells the pieces apart, else the rank, else both. */
  private static void appendDisambiguation(
      StringBuilder sb, Position position, Move move, Role role) {
    Piece piece = Piece.of(position.sideToMove(), role);
    long others = position.board().byPiece(piece) & ~move.from().bit();
    long reach =
        Attacks.of(role, position.sideToMove(), move.to().index(), position.board().occupied());
    if ((others & reach) == 0) {
      return; // no other such piece even attacks the square: nothing to tell apart
    }
    boolean ambiguous = false;
    boolean sameFile = false;
    boolean sameRank = false;
    for (Move other : position.legalMoves()) {
      if (other.equals(move)
          || other.isCastling()
          || !other.to().equals(move.to())
          || other.from().equals(move.from())
          || position.board().pieceAt(other.from()).map(Piece::role).orElse(null) != role) {
        continue;
      }
      ambiguous = true;
      sameFile |= other.from().file() == move.from().file();
      sameRank |= other.from().rank() == move.from().rank();
    }
    if (!ambiguous) {
      return;
    }
    if (!sameFile) {
      sb.append(move.from().fileChar());
    } else if (!sameRank) {
      sb.append(move.from().rankChar());
    } else {
      sb.append(move.from().key());
    }
  }

  /** Reads a move in SAN, long algebraic notation or UCI, legal in {@code position}. */
  public static MoveParseResult parse(Position position, String text) {
    String s = normalise(text);
    if (s.isEmpty()) {
      return new MoveParseResult.Malformed(text);
    }
    if (s.equals("O-O") || s.equals("O-O-O")) {
      boolean kingSide = s.length() == 3;
      for (Move move : position.legalMoves()) {
        if (move.isCastling() && move.isKingSideCastling() == kingSide) {
          return new MoveParseResult.Parsed(move);
        }
      }
      return new MoveParseResult.Illegal(text);
    }
    if (Uci.looksLikeUci(s)) {
      MoveParseResult uci = Uci.parse(position, s);
      if (uci instanceof MoveParseResult.Parsed) {
        return uci;
      }
    }
    Optional<Pattern> pattern = Pattern.of(s);
    if (pattern.isEmpty()) {
      return new MoveParseResult.Malformed(text);
    }
    List<Move> candidates = new ArrayList<>(2);
    for (Move move : position.legalMoves()) {
      if (pattern.get().matches(position, move)) {
        candidates.add(move);
      }
    }
    if (candidates.isEmpty()) {
      return new MoveParseResult.Illegal(text);
    }
    if (candidates.size() > 1) {
      return new MoveParseResult.Ambiguous(text, candidates);
    }
    return new MoveParseResult.Parsed(candidates.get(0));
  }

  /**
   * Strips what carries no move information: check and mate signs, annotation marks, an en
   * passant suffix; maps zeros and Unicode dashes in castling to {@code O} and {@code -}.
   */
  static String normalise(String text) {
    String s = text.strip();
    if (s.endsWith("e.p.")) {
      s = s.substring(0, s.length() - 4).strip();
    } else if (s.endsWith("ep") && s.length() > 2 && Character.isDigit(s.charAt(s.length() - 3))) {
      s = s.substring(0, s.length() - 2);
    }
    int end = s.length();
    while (end > 0 && "+#!?".indexOf(s.charAt(end - 1)) >= 0) {
      end--;
    }
    s = s.substring(0, end);
    if (s.startsWith("0") || s.startsWith("O") || s.startsWith("o")) {
      StringBuilder sb = new StringBuilder(s.length());
      for (char c : s.toCharArray()) {
        if (c == '0' || c == 'o') {
          sb.append('O');
        } else if (c == '\u2010' || c == '\u2011' || c == '\u2012' || c == '\u2013'
            || c == '\u2014' || c == '\u2212') {
          sb.append('-');
        } else {
          sb.append(c);
        }
      }
      String castle = sb.toString();
      if (castle.equals("O-O") || castle.equals("O-O-O")) {
        return castle;
      }
    }
    return s;
  }

  /**
   * The parts of a non-castling SAN or long algebraic move: piece letter (absent for a pawn),
   * optional origin file and rank, destination, optional promotion. The capture sign is not
   * checked against the board: it adds nothing to which move is meant.
   */
  private record Pattern(
      Role role, int fromFile, int fromRank, Square to, Optional<Role> promotion) {

    static Optional<Pattern> of(String s) {
      int i = 0;
      int n = s.length();
      Role role = Role.PAWN;
      if (i < n && "NBRQK".indexOf(s.charAt(i)) >= 0) {
        role = Role.fromLetter(s.charAt(i)).orElseThrow();
        i++;
      }
      // Promotion at the end: "=Q", "Q", "(Q)", "/Q".
      Optional<Role> promotion = Optional.empty();
      int end = n;
      if (end > i && s.charAt(end - 1) == ')') {
        end--;
        if (end > i && s.charAt(end - 2) == '(') {
          promotion = Role.fromLetter(s.charAt(end - 1));
          end -= 2;
        }
      } else if (end - i >= 3 && Character.isLetter(s.charAt(end - 1))
          && "NBRQnbrq".indexOf(s.charAt(end - 1)) >= 0
          && !Character.isDigit(s.charAt(end - 1))) {
        char before = s.charAt(end - 2);
        if (Character.isDigit(before) || before == '=' || before == '/') {
          promotion = Role.fromLetter(s.charAt(end - 1));
          end--;
          if (s.charAt(end - 1) == '=' || s.charAt(end - 1) == '/') {
            end--;
          }
        }
      }
      if (promotion.isPresent() && (role != Role.PAWN || !promotion.get().isPromotionTarget())) {
        return Optional.empty();
      }
      if (end - i < 2) {
        return Optional.empty();
      }
      Optional<Square> to = Square.parse(s.substring(end - 2, end));
      if (to.isEmpty()) {
        return Optional.empty();
      }
      String middle = s.substring(i, end - 2);
      if (middle.endsWith("x") || middle.endsWith(":") || middle.endsWith("-")) {
        middle = middle.substring(0, middle.length() - 1);
      }
      int fromFile = -1;
      int fromRank = -1;
      for (char c : middle.toCharArray()) {
        if (c >= 'a' && c <= 'h' && fromFile < 0 && fromRank < 0) {
          fromFile = c - 'a';
        } else if (c >= '1' && c <= '8' && fromRank < 0) {
          fromRank = c - '1';
        } else {
          return Optional.empty();
        }
      }
      return Optional.of(new Pattern(role, fromFile, fromRank, to.get(), promotion));
    }

    boolean matches(Position position, Move move) {
      if (move.isCastling() || !move.to().equals(to) || !move.promotion().equals(promotion)) {
        return false;
      }
      Role moving = position.board().pieceAt(move.from()).map(Piece::role).orElse(null);
      if (moving != role) {
        return false;
      }
      // A pawn written without its file moves straight ahead: "f6" is never "exf6".
      int file = role == Role.PAWN && fromFile < 0 ? to.file() : fromFile;
      return (file < 0 || move.from().file() == file)
          && (fromRank < 0 || move.from().rank() == fromRank);
    }
  }
}
