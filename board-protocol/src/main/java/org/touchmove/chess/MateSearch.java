package org.touchmove.chess;

import java.util.PriorityQueue;

/**
 * Searches the positions reachable from the root by legal moves of both sides, the most promising
 * first, for one in which the winner has checkmated the other side (Laws 6.9, "any possible series
 * of legal moves", the other side cooperating: a helpmate).
 *
 * <p>Positions wait in a queue ordered by {@link #estimate}, a guess of how far the winner is from
 * mating; the best is expanded next, and every child is tested for mate as it is generated. This
 * finds the 30-ply king walks and promotions of endgames quickly, at the price of lines that are
 * not the shortest. A line found is a proof that the winner can mate.
 *
 * <p>Every position is queued once: visited positions are stored exactly ({@link PositionSet}),
 * not as hashes. Positions where the winner provably cannot mate ({@link StaticProof}) are not
 * queued, since nothing below them matters. So when the queue runs dry without a mate, no sequence
 * of legal moves leads to one: a proof that the winner cannot mate, found by the same search in
 * positions with few reachable positions (locked pawns, few mobile men). A search stopped by its
 * budget can be resumed.
 */
final class MateSearch {
  /** Outcome of a call of {@link #run}. */
  enum Outcome {
    MATE_FOUND,
    EXHAUSTED,
    OUT_OF_BUDGET
  }

  private static final int[] VALUE = {1, 3, 3, 5, 9, 0};

  /**
   * What a static proof costs in the budget: it takes about as long as generating this many
   * positions, so that the budget bounds the time.
   */
  private static final int STATIC_PROOF_COST = 32;

  private final boolean winnerWhite;
  private final PriorityQueue<Node> queue = new PriorityQueue<>();
  private final PositionSet seen = new PositionSet(1024);
  private final int[] buffer = new int[MoveGenerator.MAX_MOVES];
  private final long[] failedStructures = new long[4096];
  private int[] line = new int[0];
  private long order;
  private long nodes;

  MateSearch(Position root, boolean winnerWhite) {
    this.winnerWhite = winnerWhite;
    seen.add(root);
    queue.add(new Node(root, null, 0, 0, estimate(root), order++));
  }

  /** Positions generated so far, over all calls of {@link #run}. */
  long nodes() {
    return nodes;
  }

  /** The helpmate found, as {@link Move#bits()}, after {@link Outcome#MATE_FOUND}. */
  int[] line() {
    return line.clone();
  }

  /**
   * Searches about {@code budget} more positions (a position's children are generated together,
   * so it may overshoot by one position's moves), continuing where the last call stopped.
   */
  Outcome run(long budget) {
    long limit = nodes + budget;
    if (nodes == 0 && isMated(queue.peek().position)) {
      return Outcome.MATE_FOUND; // the root itself: the empty line
    }
    while (!queue.isEmpty()) {
      if (nodes >= limit) {
        return Outcome.OUT_OF_BUDGET;
      }
      Node node = queue.poll();
      Position p = node.position;
      node.position = null; // expanded: only the move and the parent are needed from now on
      int n = p.legalMoveBits(buffer);
      boolean winnerToMove = p.whiteToMove == winnerWhite;
      nodes += Math.max(1, n);
      for (int i = 0; i < n; i++) {
        Position child = p.playBits(buffer[i]);
        if (winnerToMove && isMated(child)) {
          line = lineOf(new Node(null, node, buffer[i], node.depth + 1, 0, 0));
          return Outcome.MATE_FOUND;
        }
        if (!seen.add(child)) {
          continue;
        }
        if (StaticProof.worthTesting(p, child) && !failedBefore(child)) {
          nodes += STATIC_PROOF_COST;
          if (StaticProof.cannotMate(child, winnerWhite) != null) {
            continue;
          }
          rememberFailure(child);
        }
        queue.add(new Node(child, node, buffer[i], node.depth + 1, estimate(child), order++));
      }
    }
    return Outcome.EXHAUSTED;
  }

  /**
   * True when a static proof already failed on a position with the same pawns and material. The
   * proofs depend on where the pieces stand too, but rarely; skipping them is always safe (they
   * only prune) and saves most of their cost in pawn endings, where the kings wander between pawn
   * moves. A direct-mapped table: a collision only costs a test.
   */
  private boolean failedBefore(Position p) {
    long key = structureKey(p.board);
    return failedStructures[(int) (key >>> 52)] == key;
  }

  private void rememberFailure(Position p) {
    long key = structureKey(p.board);
    failedStructures[(int) (key >>> 52)] = key;
  }

  private static long structureKey(Board b) {
    long key = b.pawns & b.white;
    key = (key ^ (key >>> 29)) * 0xBF58476D1CE4E5B9L + (b.pawns & b.black);
    key = (key ^ (key >>> 29)) * 0xBF58476D1CE4E5B9L
        + Long.bitCount(b.knights)
        + 8L * Long.bitCount(b.bishops)
        + 64L * Long.bitCount(b.rooks)
        + 512L * Long.bitCount(b.queens)
        + 4096L * Long.bitCount(b.white & ~b.pawns);
    return (key ^ (key >>> 31)) | 1; // never 0, the empty slot
  }

  /** True when the loser is to move in {@code p} and checkmated. */
  private boolean isMated(Position p) {
    return p.whiteToMove != winnerWhite && p.isCheck() && p.legalMoveCount() == 0;
  }

  private static int[] lineOf(Node last) {
    int[] line = new int[last.depth];
    for (Node n = last; n.parent != null; n = n.parent) {
      line[n.depth - 1] = n.move;
    }
    return line;
  }

  /**
   * Estimated distance to a helpmate, lower is better. The weights were tuned on the D3-Chess
   * test vectors (docs/dead-position.md): the losing king near an edge, the winner's men and king
   * near it, the winner's pawns near promotion, the loser's own men next to their king (they
   * block its flight squares) and few of them otherwise, no flight squares, a check.
   */
  private int estimate(Position p) {
    Board b = p.board;
    long winner = winnerWhite ? b.white : b.black;
    long loser = winnerWhite ? b.black : b.white;
    int king = Long.numberOfTrailingZeros(b.kings & loser);
    int kf = king & 7;
    int kr = king >>> 3;
    int score = 10 * Math.min(Math.min(kf, 7 - kf), Math.min(kr, 7 - kr));
    boolean hasHeavy = (winner & (b.queens | b.rooks)) != 0;
    for (long m = winner; m != 0; m &= m - 1) {
      int sq = Long.numberOfTrailingZeros(m);
      int role = b.roleIndexAt(sq);
      int distance = Math.max(Math.abs((sq & 7) - kf), Math.abs((sq >>> 3) - kr));
      if (role == 0) {
        int toGo = winnerWhite ? 7 - (sq >>> 3) : sq >>> 3;
        score += (hasHeavy ? 1 : 4) * toGo;
      } else {
        score += (role == 5 ? 4 : 3) * distance;
      }
      score -= 10 * VALUE[role];
    }
    for (long m = loser & ~b.kings; m != 0; m &= m - 1) {
      int sq = Long.numberOfTrailingZeros(m);
      int distance = Math.max(Math.abs((sq & 7) - kf), Math.abs((sq >>> 3) - kr));
      score += 4 * Math.min(distance, 4) + 2 * VALUE[b.roleIndexAt(sq)];
    }
    long occupied = b.occupied() ^ (1L << king);
    for (long s = Attacks.king(king) & ~loser; s != 0; s &= s - 1) {
      int sq = Long.numberOfTrailingZeros(s);
      if (!MoveGenerator.isAttacked(b, !winnerWhite, sq, occupied, winner)) {
        score += 4;
      }
    }
    if (p.whiteToMove != winnerWhite && p.isCheck()) {
      score -= 3;
    }
    return score;
  }

  /** A queued position with the move that reached it; the position is dropped once expanded. */
  private static final class Node implements Comparable<Node> {
    Position position;
    final Node parent;
    final int move;
    final int depth;
    final int estimate;
    final long order;

    Node(Position position, Node parent, int move, int depth, int estimate, long order) {
      this.position = position;
      this.parent = parent;
      this.move = move;
      this.depth = depth;
      this.estimate = estimate;
      this.order = order;
    }

    /** Lower estimates first; among equals the newest, so that the search dives. */
    @Override
    public int compareTo(Node other) {
      int c = Integer.compare(estimate, other.estimate);
      return c != 0 ? c : Long.compare(other.order, order);
    }
  }
}
