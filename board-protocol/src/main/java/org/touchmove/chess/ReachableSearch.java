package org.touchmove.chess;

import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * Visits every position reachable from the root by legal moves of both sides, looking for one in
 * which the winner has checkmated the other side. Positions where the winner provably cannot mate
 * ({@link StaticProof}) are not expanded, since nothing below them matters.
 *
 * <p>If the visit ends without a mate, no sequence of legal moves leads to one: a proof of Laws
 * 6.9 "cannot checkmate". Visited positions are stored exactly ({@link PositionSet}), not as
 * hashes, so the proof does not depend on hash luck. The search is depth first, so when it does
 * find a mate the path to it is a helpmate line. A visit stopped by its budget can be resumed.
 */
final class ReachableSearch {
  /** Outcome of a visit. */
  enum Outcome {
    MATE_FOUND,
    EXHAUSTED,
    OUT_OF_BUDGET
  }

  private final boolean winnerWhite;
  private final Position root;
  private final PositionSet seen = new PositionSet(1024);
  private final ArrayDeque<Frame> stack = new ArrayDeque<>();
  private final int[] buffer = new int[MoveGenerator.MAX_MOVES];
  private long nodes;
  private int[] line = new int[0];

  ReachableSearch(Position root, boolean winnerWhite) {
    this.root = root;
    this.winnerWhite = winnerWhite;
  }

  /** Positions visited so far, over all calls of {@link #run}. */
  long nodes() {
    return nodes;
  }

  /** The helpmate that reached the mate, after {@link Outcome#MATE_FOUND}. */
  int[] line() {
    return line.clone();
  }

  /** Visits up to {@code budget} more positions, continuing where the last call stopped. */
  Outcome run(long budget) {
    long limit = nodes + budget;
    if (nodes == 0) {
      nodes = 1;
      seen.add(root);
      Frame top = expand(root, -1);
      stack.push(top);
      if (top.mated) {
        return Outcome.MATE_FOUND;
      }
    }
    while (!stack.isEmpty()) {
      Frame frame = stack.peek();
      if (frame.next == frame.moves.length) {
        stack.pop();
        continue;
      }
      if (nodes >= limit) {
        return Outcome.OUT_OF_BUDGET;
      }
      int move = frame.moves[frame.next++];
      Position child = frame.position.playBits(move);
      if (!seen.add(child)) {
        continue;
      }
      nodes++;
      if (StaticProof.worthTesting(frame.position, child)
          && StaticProof.cannotMate(child, winnerWhite) != null) {
        continue;
      }
      Frame next = expand(child, move);
      stack.push(next);
      if (next.mated) {
        line = pathOf(stack);
        return Outcome.MATE_FOUND;
      }
    }
    return Outcome.EXHAUSTED;
  }

  private Frame expand(Position p, int move) {
    int n = p.legalMoveBits(buffer);
    boolean mated = n == 0 && p.whiteToMove != winnerWhite && p.isCheck();
    return new Frame(p, move, Arrays.copyOf(buffer, n), mated);
  }

  private static int[] pathOf(ArrayDeque<Frame> stack) {
    int[] path = new int[stack.size() - 1];
    int i = path.length;
    for (Frame f : stack) { // from the top of the stack down to the root
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
}
