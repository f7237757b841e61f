package org.touchmove.chess;

/** The outcome of {@link Position#play(Move)}; a rejection carries the unchanged position. */
public sealed interface PlayResult {
  record Played(Move move, Position after) implements PlayResult {}

  record Illegal(Move move, Position unchanged, IllegalMoveReason reason) implements PlayResult {}
}
