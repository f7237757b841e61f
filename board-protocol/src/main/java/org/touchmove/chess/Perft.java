package org.touchmove.chess;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Perft: the number of leaf nodes of the legal move tree to a fixed depth, the standard test of a
 * move generator against published counts.
 */
public final class Perft {
  private Perft() {}

  /** Leaf count with bulk counting: the last ply counts moves instead of playing them. */
  public static long count(Position position, int depth) {
    if (depth < 0) {
      throw new IllegalArgumentException("depth must be >= 0, was " + depth);
    }
    if (depth == 0) {
      return 1;
    }
    return bulk(position, depth, new int[depth][MoveGenerator.MAX_MOVES]);
  }

  /** Leaf count playing every move down to the leaves (no bulk counting). */
  public static long countPlayingLeaves(Position position, int depth) {
    if (depth < 0) {
      throw new IllegalArgumentException("depth must be >= 0, was " + depth);
    }
    return full(position, depth, new int[Math.max(depth, 1)][MoveGenerator.MAX_MOVES]);
  }

  /** The leaf count below each legal move (bulk counted), in generation order. */
  public static Map<Move, Long> divide(Position position, int depth) {
    if (depth < 1) {
      throw new IllegalArgumentException("divide needs depth >= 1, was " + depth);
    }
    Map<Move, Long> result = new LinkedHashMap<>();
    for (Move move : position.legalMoves()) {
      result.put(move, count(position.playUnchecked(move), depth - 1));
    }
    return result;
  }

  private static long bulk(Position position, int depth, int[][] buffers) {
    if (depth == 1) {
      return MoveGenerator.count(position);
    }
    int[] moves = buffers[depth - 1];
    int n = MoveGenerator.generate(position, moves);
    long nodes = 0;
    for (int i = 0; i < n; i++) {
      nodes += bulk(position.playBits(moves[i]), depth - 1, buffers);
    }
    return nodes;
  }

  private static long full(Position position, int depth, int[][] buffers) {
    if (depth == 0) {
      return 1;
    }
    int[] moves = buffers[depth - 1];
    int n = MoveGenerator.generate(position, moves);
    long nodes = 0;
    for (int i = 0; i < n; i++) {
      Position child = position.playBits(moves[i]);
      nodes += depth == 1 ? 1 : full(child, depth - 1, buffers);
    }
    return nodes;
  }
}
