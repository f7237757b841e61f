package org.touchmove.reconstruct;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.touchmove.chess.Board;
import org.touchmove.chess.Move;
import org.touchmove.chess.Piece;
import org.touchmove.chess.Position;
import org.touchmove.chess.Role;
import org.touchmove.chess.Square;

/**
 * Finds the legal moves that explain a board: the shortest sequence from a position whose result
 * the board shows, exactly or with pieces in hand. Never invents a move: a board no legal sequence
 * explains stays unexplained.
 */
final class Explainer {
  /** Beyond this, a dump after a long outage is reported rather than searched. */
  static final int MAX_DEPTH = 4;
  /** How many equally short explanations are collected to show an ambiguity. */
  private static final int MAX_CANDIDATES = 8;
  /** No limit on the pieces in the hand but the search's pruning: a partial reading's. */
  private static final int ANY_IN_HAND = 16;

  private Explainer() {}

  /**
   * What the hands did, as far as it bears on an explanation: whether the moves could have been
   * made at all as the board reported them, and how well they fit.
   */
  interface Evidence {
    /** None: every explanation is possible and all fit alike. */
    Evidence NONE = new Evidence() {};

    /**
     * Nothing was seen (the link was down): any piece a move put down may have been taken up
     * since, by its player moving on or by the opponent capturing it.
     */
    Evidence UNSEEN =
        new Evidence() {
          @Override
          public boolean putDownThenLifted(
              Square square, Piece piece, Position result, List<Move> moves) {
            return true;
          }
        };

    /** Whether the hands could have made {@code explanation} (by default: yes). */
    default boolean possible(Explanation explanation) {
      return true;
    }

    /**
     * How many pieces were seen put down, since the explanation's start, on squares empty then
     * and now that none of its moves puts a piece on or slides over, of a kind it captures (by
     * default: none).
     */
    default int unexplainedLandings(Explanation explanation) {
      return 0;
    }

    /** How well {@code explanation} fits what the hands did, higher is better (by default: 0). */
    default int fit(Explanation explanation) {
      return 0;
    }

    /**
     * Between readings that fit alike: how many of its moves' pieces were seen leaving their
     * squares before their landing was seen, however close (by default: 0). Too close to rule a
     * reading out (the scan reports squares in its own order), but the better guess.
     */
    default int order(Explanation explanation) {
      return 0;
    }

    /**
     * Between readings alike in {@link #order}: by how many milliseconds in all its moves' pieces
     * were seen leaving after their landing was seen (by default: 0). Lower is the better guess:
     * a lift reported in the same sweep as the landing is the moving piece's, one half a second
     * later the next move's begun (Rf8-e8 with the d8 rook lifted for Nxd8, not Rd8-e8).
     */
    default long liftLag(Explanation explanation) {
      return 0;
    }

    /**
     * {@code piece} was seen put down on {@code square} since the explanation's start, and is off
     * it now, taken up in a way the moves allow: a square a move filled may then be empty, the
     * piece picked up again (the opponent capturing it, or its player about to move it on).
     * {@code result} is the position after {@code moves}.
     */
    default boolean putDownThenLifted(
        Square square, Piece piece, Position result, List<Move> moves) {
      return false;
    }
  }

  /**
   * The explanation with the fewest moves, up to {@code maxDepth}: an exact match is preferred to
   * one with pieces in hand at the same depth. Empty when nothing explains the board.
   */
  static Optional<Explanation> explain(Position from, Board board, int maxDepth) {
    return explain(from, board, maxDepth, Evidence.NONE);
  }

  /**
   * As {@link #explain(Position, Board, int)}, among the explanations {@code evidence} finds
   * possible; where several of the same kind and length remain, the one that fits it best (the
   * first found on a tie). Two plies can leave the same board (b2-b4 cxb3 e.p. and b2-b3 cxb3),
   * and two pieces in hand can look like an exchange that never happened: what the hands did
   * tells them apart.
   */
  static Optional<Explanation> explain(Position from, Board board, int maxDepth, Evidence evidence) {
    return explain(from, board, 0, maxDepth, evidence);
  }

  /**
   * As {@link #explain(Position, Board, int, Evidence)}, with at least {@code minDepth} moves: the
   * clock presses still waiting each claim one (a move with pieces in hand must not pass for two
   * presses' worth of moves).
   */
  static Optional<Explanation> explain(
      Position from, Board board, int minDepth, int maxDepth, Evidence evidence) {
    for (int depth = minDepth; depth <= maxDepth; depth++) {
      Optional<Explanation> exact = best(search(from, board, depth, false, evidence), evidence);
      if (exact.isPresent()) {
        if (depth > 0 && evidence.unexplainedLandings(exact.get()) > 0) {
          // A piece seen put down on a square now empty, which the exact reading never puts
          // there: a reading as long with the piece in the hand may explain it (Qh4 Qxh4 Rf4
          // with the h4 queen lifted for the next move, not Qf4 Qxf4+ Rxf4 when the black queen
          // was seen on h4).
          Optional<Explanation> partial = partial(from, board, depth, minDepth, evidence);
          if (partial.isPresent() && evidence.unexplainedLandings(partial.get()) == 0) {
            return partial;
          }
        }
        return exact;
      }
      Optional<Explanation> partial = partial(from, board, depth, minDepth, evidence);
      if (partial.isPresent()) {
        return partial;
      }
    }
    return Optional.empty();
  }

  /** The best reading of {@code depth} moves with pieces in the hand, where one is looked for. */
  private static Optional<Explanation> partial(
      Position from, Board board, int depth, int minDepth, Evidence evidence) {
    if (depth > 0 && depth <= 2) {
      return best(search(from, board, depth, true, evidence), evidence, board);
    }
    if ((depth == 3 && minDepth >= 2) || (depth == 4 && minDepth >= 3)) {
      // Two presses already claim two moves, and the reply to them has been made with the
      // next move begun: d5 cxd5 Nxd5 with White's d2 pawn lifted, each capture taken at once.
      // Deeper readings with pieces in hand are not searched (any board would have one); this
      // one is taken only with a single piece in the hand, the player to move's. So with three
      // presses waiting and a fourth move made: Nd5 Rxb8 Qxb8 Kg2 with Black's king lifted for
      // Kh7 (twic #770 blitz 51; no 7.4 while Black holds the king).
      List<Explanation> found = search(from, board, depth, 1, evidence);
      found.removeIf(
          e -> !e.inHand() || Long.bitCount(e.held(board)) != 1 || !e.heldByPlayerToMove(board));
      return best(found, evidence, board);
    }
    return Optional.empty();
  }

  private static Optional<Explanation> best(List<Explanation> candidates, Evidence evidence) {
    return best(candidates, evidence, null);
  }

  /**
   * The best of {@code candidates}; with pieces in the hand on {@code board} (null for exact
   * readings), where the evidence ties, the reading whose held pieces the player to move can
   * take: a capture begun at once explains a piece off the board, a mover holding their own piece
   * after their move does not (Rae8 with White's hand taking the e7 rook off as e8 was filled, not
   * Ree8 with the a8 rook held).
   */
  private static Optional<Explanation> best(
      List<Explanation> candidates, Evidence evidence, Board board) {
    List<Explanation> possible = new ArrayList<>();
    List<Integer> fits = new ArrayList<>();
    for (Explanation candidate : candidates) {
      if (evidence.possible(candidate)) {
        possible.add(candidate);
        fits.add(candidates.size() == 1 ? 0 : evidence.fit(candidate));
      }
    }
    Explanation best = null;
    Explanation rival = null;
    int bestFit = Integer.MIN_VALUE;
    int bestUnder = Integer.MAX_VALUE;
    int bestOrder = Integer.MIN_VALUE;
    for (int i = 0; i < possible.size(); i++) {
      int fit = fits.get(i);
      int under = underPromotions(possible.get(i).moves());
      // On equal evidence, a promoted piece nobody saw (captured within one scan) is a queen,
      // as nearly every promotion is; then the reading whose pieces were seen leaving before
      // they landed (Nd7-c5 with the e6 knight lifted after c5 was filled, not Ne6-c5).
      int order = Integer.MIN_VALUE;
      boolean better = best == null || fit > bestFit || (fit == bestFit && under < bestUnder);
      if (!better && fit == bestFit && under == bestUnder && possible.size() > 1) {
        order = evidence.order(possible.get(i));
        if (bestOrder == Integer.MIN_VALUE) {
          bestOrder = evidence.order(best);
        }
        better = order > bestOrder;
        if (order == bestOrder) {
          long lag = evidence.liftLag(possible.get(i));
          long bestLag = evidence.liftLag(best);
          better =
              lag < bestLag
                  || (lag == bestLag
                      && board != null
                      && possible.get(i).heldForCapture(board) > best.heldForCapture(board));
        }
      }
      if (better) {
        best = possible.get(i);
        bestFit = fit;
        bestUnder = under;
        bestOrder = order;
      }
    }
    for (int i = 0; i < possible.size(); i++) {
      // The same board by other moves, and nothing but custom to choose between them (a promoted
      // piece taken within one scan was most likely, not surely, a queen).
      Explanation candidate = possible.get(i);
      if (candidate != best
          && fits.get(i) == bestFit
          && !candidate.moves().equals(best.moves())
          && candidate.after().board().equals(best.after().board())) {
        rival = candidate;
        break;
      }
    }
    if (best != null && rival != null) {
      best = best.withRival(rival.moves());
    }
    return Optional.ofNullable(best);
  }

  private static int underPromotions(List<Move> moves) {
    int under = 0;
    for (Move move : moves) {
      if (move.promotion().isPresent() && move.promotion().get() != Role.QUEEN) {
        under++;
      }
    }
    return under;
  }

  /**
   * The squares the moves change and then change back: a capture and its recapture leave the
   * square as it was, but hands were on it.
   */
  static long transientSquares(Position from, List<Move> moves) {
    long passed = 0;
    Position position = from;
    for (int i = 0; i < moves.size() - 1; i++) {
      position = position.playUnchecked(moves.get(i));
      passed |= changedSquares(from.board(), position.board());
    }
    if (moves.isEmpty()) {
      return 0;
    }
    position = position.playUnchecked(moves.get(moves.size() - 1));
    return passed & ~changedSquares(from.board(), position.board());
  }

  /**
   * The move among {@code legal} (the legal moves of {@code position}) after which the board is
   * exactly {@code board}, or null. Plays only the moves that could: castling, and the moves
   * whose both squares change (see {@link #candidateMoves}).
   */
  static Move oneMove(Position position, List<Move> legal, Board board) {
    long diff = changedSquares(position.board(), board);
    int changed = Long.bitCount(diff);
    if (changed < 2 || changed > 4) {
      return null;
    }
    for (Move move : legal) {
      long squares = move.from().bit() | move.to().bit();
      if ((move.isCastling() || (diff & squares) == squares)
          && position.playUnchecked(move).board().equals(board)) {
        return move;
      }
    }
    return null;
  }

  /**
   * After a gap in the stream: the fewest moves, up to {@code maxDepth}, whose result the board
   * shows with exactly one piece lifted, that piece anywhere (nothing was seen while the link was
   * down: it may be one a move put down). All the shortest such sequences; the caller does not
   * guess between several.
   */
  static List<Explanation> withOneInHand(Position from, Board board, int maxDepth) {
    return withOneInHand(from, board, maxDepth, moves -> true);
  }

  /** As {@link #withOneInHand(Position, Board, int)}, keeping only what {@code accept} takes. */
  static List<Explanation> withOneInHand(
      Position from, Board board, int maxDepth, java.util.function.Predicate<List<Move>> accept) {
    return withOneInHand(from, board, maxDepth, accept, 0L);
  }

  /**
   * As {@link #withOneInHand(Position, Board, int, java.util.function.Predicate)}, where the last
   * move may also land on a square of {@code landable} that the board shows as it was, its piece
   * the one in the hand: a square reported emptied while the host had it empty had a landing the
   * line lost (d5-d6 set down unheard, then taken up by Black's hand for Rxd6: d6 reported
   * emptied, the board at the dump as before on d6). Elsewhere a last move whose piece is lifted
   * again reads no better than that piece lifted from where it stood, and is not searched.
   */
  static List<Explanation> withOneInHand(
      Position from,
      Board board,
      int maxDepth,
      java.util.function.Predicate<List<Move>> accept,
      long landable) {
    for (int depth = 1; depth <= maxDepth; depth++) {
      List<Explanation> found = new ArrayList<>();
      List<Explanation> searched = new ArrayList<>();
      search(
          from, from.board(), board, depth, 1, Evidence.UNSEEN, accept, new ArrayList<>(), searched,
          null, landable);
      for (Explanation candidate : searched) {
        if (Long.bitCount(candidate.held(board)) == 1) {
          found.add(candidate);
        }
      }
      if (!found.isEmpty()) {
        return queensForUnseenPromotions(found);
      }
    }
    return List.of();
  }

  /**
   * Sequences that differ only in what a pawn promoted to leave the same board when the promoted
   * piece was captured unseen: one is kept, with a queen, as nearly every promotion is (the same
   * choice {@link #best} makes).
   */
  private static List<Explanation> queensForUnseenPromotions(List<Explanation> found) {
    java.util.Map<String, Explanation> kept = new java.util.LinkedHashMap<>();
    for (Explanation candidate : found) {
      StringBuilder key = new StringBuilder();
      for (Move move : candidate.moves()) {
        key.append(move.from()).append(move.to()).append(' ');
      }
      Explanation other = kept.get(key.toString());
      if (other == null || underPromotions(candidate.moves()) < underPromotions(other.moves())) {
        kept.put(key.toString(), candidate);
      }
    }
    return new ArrayList<>(kept.values());
  }

  /** Every exact explanation of exactly {@code depth} moves that {@code accept} takes (a few). */
  static List<Explanation> allOfLength(
      Position from, Board board, int depth, java.util.function.Predicate<List<Move>> accept) {
    List<Explanation> found = new ArrayList<>();
    search(
        from, from.board(), board, depth, 0, Evidence.NONE, accept, new ArrayList<>(), found,
        null, 0L);
    return found;
  }

  /**
   * As {@link #allOfLength(Position, Board, int, java.util.function.Predicate)}, visiting at most
   * {@code nodes} positions: empty where the search was cut off before it ended (six plies from
   * an open middlegame are millions of positions; a tracker must not stall its board for them).
   */
  static Optional<List<Explanation>> allOfLength(
      Position from,
      Board board,
      int depth,
      java.util.function.Predicate<List<Move>> accept,
      long nodes) {
    List<Explanation> found = new ArrayList<>();
    long[] budget = {nodes};
    search(
        from, from.board(), board, depth, 0, Evidence.NONE, accept, new ArrayList<>(), found,
        budget, 0L);
    return budget[0] < 0 ? Optional.empty() : Optional.of(found);
  }

  static List<Explanation> allShortest(Position from, Board board, int maxDepth) {
    return allShortest(from, board, maxDepth, moves -> true);
  }

  /**
   * As {@link #allShortest(Position, Board, int)}, keeping only the sequences {@code accept} takes
   * (the board's log after a gap): the cap on candidates counts those only.
   */
  static List<Explanation> allShortest(
      Position from, Board board, int maxDepth, java.util.function.Predicate<List<Move>> accept) {
    for (int depth = 0; depth <= maxDepth; depth++) {
      List<Explanation> found = new ArrayList<>();
      search(
          from, from.board(), board, depth, 0, Evidence.NONE, accept, new ArrayList<>(), found,
          null, 0L);
      if (!found.isEmpty()) {
        return found;
      }
    }
    return List.of();
  }

  private static List<Explanation> search(
      Position from, Board board, int depth, boolean partial, Evidence evidence) {
    return search(from, board, depth, partial ? ANY_IN_HAND : 0, evidence);
  }

  /** As above, with at most {@code inHand} pieces in the hand. */
  private static List<Explanation> search(
      Position from, Board board, int depth, int inHand, Evidence evidence) {
    List<Explanation> found = new ArrayList<>();
    search(
        from, from.board(), board, depth, inHand, evidence, moves -> true, new ArrayList<>(), found,
        null, 0L);
    return found;
  }

  /**
   * The sequences of {@code remaining} legal moves on from {@code position} after which the board
   * shows {@code target}, exactly or with up to {@code inHand} pieces lifted. The first {@link
   * #MAX_CANDIDATES} found; so readings with more pieces in hand than the caller can use must not
   * be collected (eight readings with two rooks in the hand crowd out the one with one).
   */
  private static void search(
      Position position,
      Board start,
      Board target,
      int remaining,
      int inHand,
      Evidence evidence,
      java.util.function.Predicate<List<Move>> accept,
      List<Move> path,
      List<Explanation> found,
      long[] budget,
      long landable) {
    if (found.size() >= MAX_CANDIDATES || budget != null && --budget[0] < 0) {
      return;
    }
    if (remaining == 0) {
      Board here = position.board();
      if (here.equals(target)) {
        if (accept.test(path)) {
          found.add(new Explanation(path, position, false));
        }
      } else if (inHand > 0
          && Long.bitCount(here.occupied() & ~target.occupied()) <= inHand
          && isInHandMatch(start, position, target, evidence, path)
          && accept.test(path)) {
        found.add(new Explanation(path, position, true));
      }
      return;
    }
    // Each move changes at most four squares (castling): prune hopeless branches.
    long diff = changedSquares(position.board(), target);
    if (Long.bitCount(diff) > 4 * remaining + inHand) {
      return;
    }
    for (Move move : candidateMoves(position, remaining, diff, landable)) {
      path.add(move);
      search(
          position.playUnchecked(move), start, target, remaining - 1, inHand, evidence, accept,
          path, found, budget, landable);
      path.remove(path.size() - 1);
    }
  }

  /**
   * The legal moves worth playing on, by a cheap necessary condition that spares generating most
   * moves near the leaves. With at most two moves left, the square a (non-castling) move leaves
   * differs from the target ({@code diff}): it ends empty (shown empty, or lifted) or holds an
   * opponent's man. With one move left, so does the square it goes to: it ends holding the
   * mover's man, which it did not before, or lands on a square of {@code landable} (its piece
   * then the one in the hand). (Castling is always played out: a Chess960 king may not move at
   * all.)
   */
  private static List<Move> candidateMoves(
      Position position, int remaining, long diff, long landable) {
    if (remaining > 2) {
      return position.legalMoves();
    }
    return position.legalMovesWithin(diff, remaining == 1 ? diff | landable : -1L);
  }

  /**
   * The board shows {@code result} with pieces lifted: every piece on the board stands where
   * {@code result} has it, and every square the moves changed is as {@code result} has it.
   */
  static boolean isInHandMatch(Board before, Board result, Board board) {
    long changed = changedSquares(before, result);
    return isInHandMatch(changed, result, board, (square, piece) -> false);
  }

  /**
   * As above, for the position {@code after} the {@code moves}; a square the moves filled may be
   * empty where {@code evidence} saw the piece put down there and lifted again.
   */
  private static boolean isInHandMatch(
      Board before, Position after, Board board, Evidence evidence, List<Move> moves) {
    Board result = after.board();
    return isInHandMatch(
        changedSquares(before, result),
        result,
        board,
        (square, piece) -> evidence.putDownThenLifted(square, piece, after, moves));
  }

  private static boolean isInHandMatch(
      long changed,
      Board result,
      Board board,
      java.util.function.BiPredicate<Square, Piece> pickedUp) {
    long boardOccupied = board.occupied();
    long resultOccupied = result.occupied();
    if ((boardOccupied & ~resultOccupied) != 0) {
      return false; // a piece where the result has none
    }
    for (long b = (resultOccupied & changed) & ~boardOccupied; b != 0; b &= b - 1) {
      Square square = Square.ofIndex(Long.numberOfTrailingZeros(b));
      if (!pickedUp.test(square, result.pieceAt(square).orElseThrow())) {
        return false; // a square the moves filled is empty
      }
    }
    if ((boardOccupied & board.squaresDifferingFrom(result)) != 0) {
      return false; // a different piece on a square
    }
    return boardOccupied != resultOccupied; // at least one piece is really in hand
  }

  /** Squares whose content differs between two boards. */
  static long changedSquares(Board a, Board b) {
    return a.squaresDifferingFrom(b);
  }

  static int differingSquares(Board a, Board b) {
    return Long.bitCount(changedSquares(a, b));
  }
}
