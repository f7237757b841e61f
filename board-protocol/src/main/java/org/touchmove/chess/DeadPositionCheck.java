package org.touchmove.chess;

import java.util.ArrayList;
import java.util.List;

/**
 * The dead-position test (Laws 5.2.2) of one position, kept with the helpmate that refuted it so
 * that the test of the position after the next move can start from that line.
 *
 * <p>In endgames without a free rook or queen the test searches for a helpmate after every move:
 * a millisecond, and tens of them with a knight against a rook (docs/dead-position.md). Most moves
 * there change little, and a line that mated from the position before still mates from the one
 * after in two cases, tried before any search. The move played was the line's first: the rest of
 * the line mates. Or the move was reversible (no pawn, capture or castling, no castling right
 * lost): the opponent moves a piece, the mover takes the move back by moving the piece home, the
 * opponent moves its piece home, and the position before stands again with its line. That detour
 * is trusted only when its three moves are legal and lead to the same position in the sense of
 * Laws 9.2.2 (the same pieces, player to move, castling rights and en passant captures: the same
 * legal moves), so it proves the position live exactly as a search would. Neither ever proves a
 * position dead: the answer is the one a fresh test gives, only its cost differs.
 *
 * <p>Immutable; lines are persistent lists, so a long shuffle of pieces keeps each position's
 * line in constant space (each detour adds three moves in front of the line before).
 */
final class DeadPositionCheck {
  private static final DeadPositionCheck DEAD = new DeadPositionCheck(true, null, null);
  private static final DeadPositionCheck LIVE_UNPROVEN = new DeadPositionCheck(false, null, null);

  private final boolean dead;
  /** The side the helpmate mates for; null when the answer rests on anything but a helpmate. */
  private final Color winner;
  /** The helpmate's moves; null with a winner when the position is already mate. */
  private final Line line;

  private DeadPositionCheck(boolean dead, Color winner, Line line) {
    this.dead = dead;
    this.winner = winner;
    this.line = line;
  }

  /** A position settled without a helpmate: a static proof, stalemate or the open heuristics. */
  static DeadPositionCheck settled(boolean dead) {
    return dead ? DEAD : LIVE_UNPROVEN;
  }

  /** A live position, with the helpmate a search found for {@code winner}. */
  static DeadPositionCheck live(Color winner, List<Move> helpmate) {
    Line line = null;
    for (int i = helpmate.size() - 1; i >= 0; i--) {
      line = new Line(helpmate.get(i).bits(), line);
    }
    return new DeadPositionCheck(false, winner, line);
  }

  boolean dead() {
    return dead;
  }

  /** The side with a known helpmate, or null. */
  Color winner() {
    return winner;
  }

  /** The known helpmate as moves from the checked position (empty when none is known). */
  List<Move> helpmate() {
    List<Move> moves = new ArrayList<>();
    for (Line l = line; l != null; l = l.rest) {
      moves.add(Move.ofBits(l.move));
    }
    return moves;
  }

  /**
   * This check's helpmate carried over {@code move} from {@code before} (the checked position) to
   * {@code now}, when one of the two cases of the class comment proves it there; null otherwise.
   */
  DeadPositionCheck carriedTo(Position before, Move move, Position now) {
    if (winner == null || line == null) {
      return null; // nothing known, or the game ended in mate here
    }
    int bits = move.bits();
    if (line.move == bits) {
      return new DeadPositionCheck(false, winner, line.rest);
    }
    return reversible(before, bits, now) ? detour(before, bits, now) : null;
  }

  /** A move the mover can take back by moving the same piece home, castling rights unchanged. */
  private static boolean reversible(Position before, int move, Position now) {
    return Move.kindOf(move) == Move.NORMAL
        && before.board.roleIndexAt(Move.fromOf(move)) != Role.PAWN.ordinal()
        && (before.board.occupied() & (1L << Move.toOf(move))) == 0
        && now.castlingRooks == before.castlingRooks;
  }

  /** The opponent's piece out and back around the move taken back: the line before, three on. */
  private DeadPositionCheck detour(Position before, int move, Position now) {
    int back = Move.encode(Move.toOf(move), Move.fromOf(move), Move.NORMAL, 0);
    int[] moves = new int[MoveGenerator.MAX_MOVES]; // not scratch(): isLegalBits uses that
    int n = now.legalMoveBits(moves);
    for (int i = 0; i < n; i++) {
      int out = moves[i];
      if (Move.kindOf(out) != Move.NORMAL
          || now.board.roleIndexAt(Move.fromOf(out)) == Role.PAWN.ordinal()
          || (now.board.occupied() & (1L << Move.toOf(out))) != 0) {
        continue;
      }
      Position away = now.playBits(out);
      if (away.castlingRooks != now.castlingRooks || !away.isLegalBits(back)) {
        continue;
      }
      Position takenBack = away.playBits(back);
      int home = Move.encode(Move.toOf(out), Move.fromOf(out), Move.NORMAL, 0);
      if (!takenBack.isLegalBits(home)) {
        continue;
      }
      Position again = takenBack.playBits(home);
      if (again.variant == before.variant && again.isSameForRepetition(before)) {
        return new DeadPositionCheck(
            false, winner, new Line(out, new Line(back, new Line(home, line))));
      }
    }
    return null;
  }

  /** A helpmate's moves ({@link Move#bits()}) as a persistent list. */
  private static final class Line {
    final int move;
    final Line rest;

    Line(int move, Line rest) {
      this.move = move;
      this.rest = rest;
    }
  }
}
