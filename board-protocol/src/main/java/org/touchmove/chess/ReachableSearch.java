package org.touchmove.chess;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/**
 * Visits every position reachable from the root by legal moves of both sides, looking for one in
 * which the winner has checkmated the other side. Positions where the winner provably cannot mate
 * (material rule or {@link Blockade}) are not expanded, since nothing below them matters.
 *
 * <p>If the visit ends without a mate, no sequence of legal moves leads to one: a proof of Laws
 * 6.9 "cannot checkmate". Visited positions are stored exactly (pieces, side to move, castling
 * rights, en passant square), not as hashes, so the proof does not depend on hash luck. The search
 * is depth first, so when it does find a mate the path to it is a helpmate line.
 */
final class ReachableSearch {
  /** Outcome of a visit. */
  enum Outcome {
    MATE_FOUND,
    EXHAUSTED,
    OUT_OF_BUDGET
  }

  private final boolean winnerWhite;
  private final long budget;
  private long nodes;
  private int[] line = new int[0];

  ReachableSearch(boolean winnerWhite, long budget) {
    this.winnerWhite = winnerWhite;
    this.budget = budget;
  }

  long nodes() {
    return nodes;
  }

  /** The helpmate that reached the mate, after {@link Outcome#MATE_FOUND}. */
  int[] line() {
    return line.clone();
  }

  Outcome run(Position root) {
    Set<StateKey> seen = new HashSet<>();
    ArrayDeque<Frame> stack = new ArrayDeque<>();
    int[] buffer = new int[MoveGenerator.MAX_MOVES];
    seen.add(StateKey.of(root));
    Frame top = expand(root, -1, buffer);
    if (top.mated) {
      return Outcome.MATE_FOUND;
    }
    stack.push(top);
    while (!stack.isEmpty()) {
      Frame frame = stack.peek();
      if (frame.next == frame.moves.length) {
        stack.pop();
        continue;
      }
      int move = frame.moves[frame.next++];
      Position child = frame.position.playBits(move);
      if (!seen.add(StateKey.of(child))) {
        continue;
      }
      if (++nodes > budget) {
        return Outcome.OUT_OF_BUDGET;
      }
      if (child.halfmoveClock == 0 && provablyHopeless(child)) {
        continue;
      }
      Frame next = expand(child, move, buffer);
      if (next.mated) {
        stack.push(next);
        line = pathOf(stack);
        return Outcome.MATE_FOUND;
      }
      stack.push(next);
    }
    return Outcome.EXHAUSTED;
  }

  private boolean provablyHopeless(Position p) {
    Color winner = winnerWhite ? Color.WHITE : Color.BLACK;
    return InsufficientMaterial.isInsufficient(p.board, winner)
        || MatingNet.cannotMate(Blockade.of(p), winnerWhite);
  }

  private Frame expand(Position p, int move, int[] buffer) {
    int n = p.legalMoveBits(buffer);
    boolean mated = n == 0 && p.whiteToMove != winnerWhite && p.isCheck();
    return new Frame(p, move, Arrays.copyOf(buffer, n), mated);
  }

  private static int[] pathOf(ArrayDeque<Frame> stack) {
    int[] path = new int[stack.size() - 1];
    int i = path.length;
    for (Frame f : stack) { // iterates from the top of the stack down to the root
      if (f.move >= 0) {
        path[--i] = f.move;
      }
    }
    return path;
  }

  /** One position on the depth-first path, with the move that led to it and its next child. */
  private static final class Frame {
    final Position position;
    final int move;
    final int[] moves;
    final boolean mated;
    int next;

    Frame(Position position, int move, int[] moves, boolean mated) {
      this.position = position;
      this.move = move;
      this.moves = moves;
      this.mated = mated;
    }
  }

  /** Exact identity of a position for the visit (Laws 9.2.2 plus any en passant square). */
  private record StateKey(
      long white,
      long black,
      long pawns,
      long knights,
      long bishops,
      long rooks,
      long queens,
      long kings,
      long rest) {
    static StateKey of(Position p) {
      Board b = p.board;
      // Castling rooks sit on ranks 1 and 8 (bits 0-7, 56-63); bits 8-15 hold the rest.
      long rest = p.castlingRooks | ((p.epSquare + 1L) << 8) | (p.whiteToMove ? 1L << 15 : 0);
      return new StateKey(
          b.white, b.black, b.pawns, b.knights, b.bishops, b.rooks, b.queens, b.kings, rest);
    }
  }
}
