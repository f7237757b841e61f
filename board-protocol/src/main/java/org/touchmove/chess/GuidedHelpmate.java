package org.touchmove.chess;

import java.util.PriorityQueue;

/**
 * Best-first search for a long helpmate. Positions wait in a queue ordered by an estimate of how
 * far the winner is from mating; the most promising is expanded next, and every child is tested
 * for mate as it is generated. Unlike iterative deepening this finds the 30-ply king walks and
 * promotions of endgames, at the price of lines that are not the shortest.
 */
final class GuidedHelpmate {
  private static final int[] VALUE = {1, 3, 3, 5, 9, 0};

  private final boolean winnerWhite;
  private final PriorityQueue<Node> queue = new PriorityQueue<>();
  private final LongSet seen = new LongSet(1024);
  private final int[] buffer = new int[MoveGenerator.MAX_MOVES];
  private long order;
  private long nodes;

  GuidedHelpmate(Position root, boolean winnerWhite) {
    this.winnerWhite = winnerWhite;
    queue.add(new Node(root, null, 0, 0, estimate(root), order++));
    seen.add(key(root));
  }

  /** Positions generated so far, over all calls of {@link #find}. */
  long nodes() {
    return nodes;
  }

  /**
   * A helpmate as {@link Move#bits()}, found within about {@code budget} more positions, or
   * {@code null}; a later call continues the same search.
   */
  int[] find(long budget) {
    long limit = nodes + budget;
    while (!queue.isEmpty() && nodes < limit) {
      Node node = queue.poll();
      Position p = node.position;
      int n = p.legalMoveBits(buffer);
      boolean winnerToMove = p.whiteToMove == winnerWhite;
      nodes += n;
      for (int i = 0; i < n; i++) {
        Position child = p.playBits(buffer[i]);
        if (winnerToMove && child.isCheck() && child.legalMoveCount() == 0) {
          return lineOf(new Node(child, node, buffer[i], node.depth + 1, 0, 0));
        }
        if (!seen.add(key(child))) {
          continue;
        }
        if (StaticProof.worthTesting(p, child)
            && StaticProof.cannotMate(child, winnerWhite) != null) {
          continue;
        }
        queue.add(new Node(child, node, buffer[i], node.depth + 1, estimate(child), order++));
      }
    }
    return null;
  }

  private static long key(Position p) {
    return p.hash ^ (p.epSquare + 1L) * 0x9E3779B97F4A7C15L;
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
  int estimate(Position p) {
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

  /** A queued position with the move that reached it. */
  private static final class Node implements Comparable<Node> {
    final Position position;
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

    @Override
    public int compareTo(Node other) {
      int c = Integer.compare(estimate, other.estimate);
      return c != 0 ? c : Long.compare(other.order, order);
    }
  }
}
