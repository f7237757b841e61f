package org.touchmove.chess;

import java.util.Arrays;

/**
 * Looks for a helpmate: a sequence of legal moves, both sides cooperating, that ends with the
 * winner checkmating the other side (Laws 6.9 "any possible series of legal moves"). A line found
 * is a proof that the winner can mate; not finding one proves nothing.
 *
 * <p>Iterative deepening over the number of plies. At the winner's last ply only mating moves
 * count. Children are tried best first by {@link #potential}, a distance-to-mate estimate that
 * herds the losing king to the edge and brings the winner's men next to it. A transposition table
 * remembers, per position, the largest depth already searched without success; a collision there
 * can only hide a mate, never invent one, and {@link MatingAnalysis} replays every line found.
 */
final class HelpmateSearch {
  private static final int MAX_PLY = 128;
  private static final int[] VALUE = {1, 3, 3, 5, 9, 0};

  private final boolean winnerWhite;
  private final long budget;
  private final long[] ttKeys;
  private final byte[] ttDepths;
  private final int ttMask;
  private final int[][] buffers = new int[MAX_PLY + 1][];
  private final int[] line = new int[MAX_PLY];
  private int lineLength;
  private long nodes;
  private boolean outOfBudget;

  HelpmateSearch(boolean winnerWhite, long budget) {
    this.winnerWhite = winnerWhite;
    this.budget = budget;
    int size = Integer.highestOneBit((int) Math.min(1 << 20, Math.max(1024, budget)));
    this.ttKeys = new long[size];
    this.ttDepths = new byte[size];
    this.ttMask = size - 1;
  }

  /** Nodes (positions) visited so far. */
  long nodes() {
    return nodes;
  }

  boolean outOfBudget() {
    return outOfBudget;
  }

  /**
   * The moves of a helpmate from {@code root} of at most {@code maxPlies} plies, as {@link
   * Move#bits()}; an empty array means the winner already has the other side mated; {@code null}
   * means none was found (check {@link #outOfBudget()}).
   */
  int[] find(Position root, int maxPlies) {
    if (root.whiteToMove != winnerWhite && root.isCheckmate()) {
      return new int[0];
    }
    int first = root.whiteToMove == winnerWhite ? 1 : 2;
    for (int depth = first; depth <= Math.min(maxPlies, MAX_PLY); depth += 2) {
      lineLength = 0;
      if (search(root, depth, 0)) {
        return Arrays.copyOf(line, lineLength);
      }
      if (outOfBudget) {
        return null;
      }
    }
    return null;
  }

  private boolean search(Position p, int remaining, int ply) {
    if (++nodes > budget) {
      outOfBudget = true;
      return false;
    }
    int[] moves = buffer(ply);
    int n = p.legalMoveBits(moves);
    boolean winnerToMove = p.whiteToMove == winnerWhite;
    if (remaining == 1) {
      // Only the winner's mating move is left to find.
      for (int i = 0; i < n; i++) {
        Position child = p.playBits(moves[i]);
        if (child.isCheck() && child.legalMoveCount() == 0) {
          line[ply] = moves[i];
          lineLength = ply + 1;
          return true;
        }
      }
      return false;
    }
    long key = p.hash ^ (p.epSquare + 1L) * 0x9E3779B97F4A7C15L;
    int slot = (int) (key ^ (key >>> 32)) & ttMask;
    if (ttKeys[slot] == key && ttDepths[slot] >= remaining) {
      return false;
    }
    Position[] children = new Position[n];
    long[] order = new long[n];
    for (int i = 0; i < n; i++) {
      children[i] = p.playBits(moves[i]);
      long score = potential(children[i], winnerToMove, remaining);
      order[i] = (score << 16) | i; // sort by score, index breaks ties stably
    }
    Arrays.sort(order);
    for (int k = 0; k < n; k++) {
      int i = (int) (order[k] & 0xFFFF);
      Position child = children[i];
      if (StaticProof.worthTesting(p, child)
          && StaticProof.cannotMate(child, winnerWhite) != null) {
        continue;
      }
      if (search(child, remaining - 1, ply + 1)) {
        line[ply] = moves[i];
        return true;
      }
      if (outOfBudget) {
        return false;
      }
    }
    ttKeys[slot] = key;
    ttDepths[slot] = (byte) remaining;
    return false;
  }

  /**
   * Estimated distance to a helpmate, lower is better: the loser's king near an edge, the
   * winner's men (pawns: their promotion squares) near that king, the winner's material kept.
   * Checks come first when a mate is near.
   */
  private long potential(Position p, boolean winnerMoved, int remaining) {
    Board b = p.board;
    long winner = winnerWhite ? b.white : b.black;
    long loser = winnerWhite ? b.black : b.white;
    int loserKing = Long.numberOfTrailingZeros(b.kings & loser);
    int kf = loserKing & 7;
    int kr = loserKing >>> 3;
    long score = 4L * Math.min(Math.min(kf, 7 - kf), Math.min(kr, 7 - kr));
    for (long m = winner; m != 0; m &= m - 1) {
      int sq = Long.numberOfTrailingZeros(m);
      int role = b.roleIndexAt(sq);
      int distance = Math.max(Math.abs((sq & 7) - kf), Math.abs((sq >>> 3) - kr));
      if (role == 0) {
        int toGo = winnerWhite ? 7 - (sq >>> 3) : sq >>> 3;
        score += 2L * toGo;
      } else {
        score += role == 5 ? distance : 2L * distance;
      }
      score -= 8L * VALUE[role];
    }
    if (winnerMoved && remaining <= 4 && p.isCheck()) {
      score -= 100;
    }
    return score + 1000;
  }

  private int[] buffer(int ply) {
    int[] b = buffers[ply];
    if (b == null) {
      b = new int[MoveGenerator.MAX_MOVES];
      buffers[ply] = b;
    }
    return b;
  }
}
