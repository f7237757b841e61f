package org.touchmove.hardware.emulator;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.touchmove.chess.Attacks;
import org.touchmove.chess.Board;
import org.touchmove.chess.Color;
import org.touchmove.chess.Move;
import org.touchmove.chess.Piece;
import org.touchmove.chess.Position;
import org.touchmove.chess.Role;
import org.touchmove.chess.Square;
import org.touchmove.chess.Variant;

/**
 * Turns one move into the lifts and placements a person makes, in one of the ways of
 * spec/human-noise.md (M1-M12), with sliding and hovering (N1, N2) when the profile says so. Every
 * sequence is physically possible: a piece is put only on an empty square or on the piece it
 * captures, and the board ends exactly as the move leaves it.
 */
final class Choreographer {
  private final HumanProfile profile;
  private final SplittableRandom random;
  private boolean hurried;

  Choreographer(HumanProfile profile, SplittableRandom random) {
    this.profile = profile;
    this.random = random;
  }

  /** Facts about how a move was made that the test oracle needs. */
  record Made(List<Step> steps, boolean rookFirst) {}

  /** The steps that make {@code move} on a board showing {@code before}. */
  Made makeMove(Position before, Move move) {
    return makeMove(before, move, false);
  }

  /**
   * As {@link #makeMove(Position, Move)}; a {@code hurried} player (seconds left on the clock)
   * does not hover: seconds in the air would run out a clock the score's player did not.
   */
  Made makeMove(Position before, Move move, boolean hurried) {
    this.hurried = hurried;
    Hand hand = new Hand(before.board());
    boolean rookFirst = false;
    if (move.isCastling()) {
      rookFirst = castle(hand, before, move);
    } else {
      normal(hand, before, move);
    }
    return new Made(hand.steps, rookFirst);
  }

  private boolean chance(Behaviour behaviour) {
    return random.nextDouble() < profile.chance(behaviour);
  }

  private long between(long min, long max) {
    return min + random.nextLong(max - min + 1);
  }

  private void normal(Hand hand, Position before, Move move) {
    Board board = before.board();
    Square from = move.from();
    Square to = move.to();
    Piece mover = board.pieceAt(from).orElseThrow();
    Piece result =
        move.promotion().map(role -> Piece.of(mover.color(), role)).orElse(mover);
    if (move.isEnPassant()) {
      Square captured = Square.ofIndex(to.index() ^ 8);
      boolean capturedFirst = chance(Behaviour.EN_PASSANT_CAPTURED_FIRST);
      if (capturedFirst) {
        hand.lift(captured, between(150, 600));
      }
      carry(hand, from, to, mover, mover);
      if (!capturedFirst) {
        hand.lift(captured, between(150, 600));
      }
      return;
    }
    boolean capture = !board.isEmpty(to);
    boolean onTheSquare = move.isPromotion() && chance(Behaviour.PROMOTE_ON_THE_SQUARE);
    if (capture && chance(Behaviour.CAPTURE_BY_REPLACEMENT) && !onTheSquare) {
      // M4: one motion sweeps the captured piece off as the mover lands.
      carry(hand, from, to, mover, result);
      return;
    }
    if (capture && !chance(Behaviour.CAPTURE_OWN_FIRST)) {
      hand.lift(to, between(100, 400)); // M3: the captured piece goes first
      capture = false;
    }
    hand.lift(from, between(100, 400));
    hover(hand, from, mover);
    if (capture) {
      hand.lift(to, between(100, 500)); // M2: own piece in hand, then the captured one
    }
    slide(hand, from, to, mover);
    if (onTheSquare) {
      // M10: the pawn reaches the last rank, then is exchanged for the new piece (4.6).
      hand.place(to, mover, between(100, 500));
      hand.lift(to, between(300, 1500));
      hand.place(to, result, between(300, 2000));
    } else {
      hand.place(to, result, between(100, 500));
    }
  }

  /** Lift, maybe hover and slide, place: one piece from one square to another. */
  private void carry(Hand hand, Square from, Square to, Piece piece, Piece placed) {
    hand.lift(from, between(100, 400));
    hover(hand, from, piece);
    slide(hand, from, to, piece);
    hand.place(to, placed, between(100, 500));
  }

  /** N2: the piece stays in the air for seconds, and may be put back and lifted again. */
  private void hover(Hand hand, Square from, Piece piece) {
    if (!chance(Behaviour.HOVER)) {
      return;
    }
    // The same draws when hurried, so that every later step of the script stays as it was.
    boolean putBack = random.nextBoolean();
    long first = putBack ? between(1000, 6000) : between(1000, 8000);
    long second = putBack ? between(500, 3000) : 0;
    if (hurried) {
      return;
    }
    if (putBack) {
      hand.place(from, piece, first);
      hand.lift(from, second);
    } else {
      hand.pause(first);
    }
  }

  /** N1: a sliding piece touches each empty square on its way for a few tens of milliseconds. */
  private void slide(Hand hand, Square from, Square to, Piece piece) {
    if (piece.role() == Role.KNIGHT || !chance(Behaviour.SLIDE)) {
      return;
    }
    long path = Attacks.between(from.index(), to.index());
    if (path == 0) {
      return;
    }
    // Walk from the origin towards the target.
    List<Square> squares = new ArrayList<>();
    for (long b = path; b != 0; b &= b - 1) {
      squares.add(Square.ofIndex(Long.numberOfTrailingZeros(b)));
    }
    if (from.index() > to.index()) {
      java.util.Collections.reverse(squares);
    }
    for (Square square : squares) {
      if (!hand.isEmpty(square)) {
        return; // cannot slide through a piece; the hand lifts over it
      }
      hand.place(square, piece, between(20, 60));
      hand.lift(square, between(20, 80));
    }
  }

  /**
   * Castling in one of its physical forms: king first (4.4.1, M5), rook first (M6, a 4.4.2
   * irregularity), both in hand (M7), or king off the board first (II.3.2.5.1, M12). Returns true
   * when the rook was touched first.
   */
  private boolean castle(Hand hand, Position before, Move move) {
    Color color = before.sideToMove();
    Piece king = Piece.of(color, Role.KING);
    Piece rook = Piece.of(color, Role.ROOK);
    Square kingFrom = move.from();
    Square rookFrom = move.to();
    Square kingTo = move.kingTarget();
    Square rookTo = move.rookTarget().orElseThrow();
    boolean kingMoves = kingFrom != kingTo;
    boolean rookMoves = rookFrom != rookTo;
    if (!kingMoves) {
      hand.transfer(rookFrom, rookTo, rook);
      return false; // only the rook moves: there is no order to get wrong
    }
    if (!rookMoves) {
      hand.transfer(kingFrom, kingTo, king);
      return false;
    }
    if (chance(Behaviour.CASTLE_ROOK_FIRST)) {
      if (rookTo == kingFrom) {
        // Chess960: the rook goes where the king stands. Plainly rook first: the rook held a
        // moment before the king makes way (lifted together, no scan could tell the order).
        hand.lift(rookFrom, between(150, 500));
        hand.pause(between(800, 1500));
        hand.lift(kingFrom, between(100, 300));
        hand.place(rookTo, rook, between(150, 500));
        hand.place(kingTo, king, between(200, 700));
        return true;
      }
      hand.transfer(rookFrom, rookTo, rook);
      hand.pause(between(600, 1500)); // the rook move done, then the king: plainly rook first
      hand.transfer(kingFrom, kingTo, king);
      return true;
    }
    if (before.variant() == Variant.CHESS960 && chance(Behaviour.CASTLE_KING_OFF_BOARD_FIRST)) {
      hand.lift(kingFrom, between(150, 500));
      hand.transfer(rookFrom, rookTo, rook);
      hand.place(kingTo, king, between(200, 700));
      return false;
    }
    if (chance(Behaviour.CASTLE_BOTH_IN_HAND)) {
      hand.lift(kingFrom, between(150, 500));
      hand.lift(rookFrom, between(100, 400));
      hand.place(kingTo, king, between(150, 600));
      hand.place(rookTo, rook, between(100, 400));
      return false;
    }
    hand.transfer(kingFrom, kingTo, king);
    hand.transfer(rookFrom, rookTo, rook);
    return false;
  }

  /** The hand's view of the board: what stands where, and what has been done so far. */
  private final class Hand {
    private final Piece[] squares = new Piece[64];
    private final List<Step> steps = new ArrayList<>();
    private long pendingWait;

    Hand(Board board) {
      for (java.util.Map.Entry<Square, Piece> e : board.pieces().entrySet()) {
        squares[e.getKey().index()] = e.getValue();
      }
    }

    boolean isEmpty(Square square) {
      return squares[square.index()] == null;
    }

    void pause(long millis) {
      pendingWait += millis;
    }

    void lift(Square square, long delay) {
      if (squares[square.index()] == null) {
        throw new IllegalStateException("nothing to lift on " + square);
      }
      squares[square.index()] = null;
      add(delay, new HandAction.Lift(square));
    }

    void place(Square square, Piece piece, long delay) {
      squares[square.index()] = piece;
      add(delay, new HandAction.Place(square, piece));
    }

    /**
     * One piece from one square to another; a piece of the same side standing on the target (a
     * Chess960 castling partner) is lifted out of the way and put on its own target afterwards by
     * the caller's next transfer.
     */
    void transfer(Square from, Square to, Piece piece) {
      if (squares[from.index()] == piece) {
        lift(from, between(150, 500));
      }
      if (squares[to.index()] != null) {
        lift(to, between(100, 300));
      }
      slide(this, from, to, piece);
      place(to, piece, between(150, 600));
    }

    private void add(long delay, HandAction action) {
      steps.add(new Step(delay + pendingWait, action));
      pendingWait = 0;
    }
  }
}
