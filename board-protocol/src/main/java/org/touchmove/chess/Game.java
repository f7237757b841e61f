package org.touchmove.chess;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A game: a start position and the moves played from it, with what the Laws make of it —
 * automatic ends (mate, stalemate, dead position, fivefold repetition, seventy-five moves) and
 * claimable draws (threefold repetition, fifty moves).
 *
 * <p>Immutable and persistent: each game value points at the one before its last move, so
 * playing a move or taking moves back (Laws 7.5.1) costs O(1) and shares the history.
 */
public final class Game {
  /** Laws 9.6.2: 75 moves by each player = 150 plies. */
  private static final int SEVENTY_FIVE_MOVES_PLIES = 150;
  /** Laws 9.3: 50 moves by each player = 100 plies. */
  private static final int FIFTY_MOVES_PLIES = 100;

  private final Game previous; // null at the start position
  private final Move lastMove; // null at the start position
  private final Position position;
  private final int plies;
  private final long repetitionKey;
  /**
   * Laws 5.2.2's test of this position, made on first asking and carried on from the position
   * before's where that one was made (see {@link DeadPositionCheck}). A racy memo, as String's
   * hash: every thread gets the same answer (the helpmate kept may differ).
   */
  private DeadPositionCheck deadPositionCheck;

  private Game(Game previous, Move lastMove, Position position, int plies) {
    this.previous = previous;
    this.lastMove = lastMove;
    this.position = position;
    this.plies = plies;
    this.repetitionKey = position.repetitionKey();
  }

  /** A game with no moves yet, starting from {@code start}. */
  public static Game startingFrom(Position start) {
    return new Game(null, null, Objects.requireNonNull(start, "start"), 0);
  }

  /** The position now, after every move. */
  public Position position() {
    return position;
  }

  public Position startPosition() {
    Game g = this;
    while (g.previous != null) {
      g = g.previous;
    }
    return g.position;
  }

  /** The number of moves (plies) played from the start position. */
  public int plyCount() {
    return plies;
  }

  public Optional<Move> lastMove() {
    return Optional.ofNullable(lastMove);
  }

  /** The moves from the start, in order. */
  public List<Move> moves() {
    Deque<Move> moves = new ArrayDeque<>(plies);
    for (Game g = this; g.previous != null; g = g.previous) {
      moves.addFirst(g.lastMove);
    }
    return List.copyOf(moves);
  }

  /** The positions from the start (index 0) to now (index {@link #plyCount()}). */
  public List<Position> positions() {
    Deque<Position> positions = new ArrayDeque<>(plies + 1);
    for (Game g = this; g != null; g = g.previous) {
      positions.addFirst(g.position);
    }
    return List.copyOf(positions);
  }

  /** Plays {@code move} if it is legal; empty otherwise. */
  public Optional<Game> play(Move move) {
    PlayResult result = position.play(move);
    if (result instanceof PlayResult.Played) {
      return Optional.of(new Game(this, move, ((PlayResult.Played) result).after(), plies + 1));
    }
    return Optional.empty();
  }

  /** Plays a move known to be legal (from {@link Position#legalMoves()}) without checking it. */
  public Game playUnchecked(Move move) {
    return new Game(this, move, position.playUnchecked(move), plies + 1);
  }

  /** The game as it stood after {@code ply} moves (0 = the start): a take-back, Laws 7.5.1. */
  public Game atPly(int ply) {
    if (ply < 0 || ply > plies) {
      throw new IllegalArgumentException("ply " + ply + " outside 0.." + plies);
    }
    Game g = this;
    while (g.plies > ply) {
      g = g.previous;
    }
    return g;
  }

  /**
   * The plies (0 = start) after which the current position stood, the current one included, in
   * the sense of Laws 9.2.2. Only positions since the last capture or pawn move can be equal.
   */
  public List<Integer> repetitionPlies() {
    List<Integer> plyList = new ArrayList<>();
    int limit = position.halfmoveClock();
    Game g = this;
    for (int back = 0; back <= limit && g != null; back += 2) {
      if (g.repetitionKey == repetitionKey && g.position.isSameForRepetition(position)) {
        plyList.add(g.plies);
      }
      g = g.previous == null ? null : g.previous.previous;
    }
    Collections.reverse(plyList);
    return plyList;
  }

  /** How many times the current position has appeared (Laws 9.2.2), this time included. */
  public int repetitionCount() {
    return repetitionPlies().size();
  }

  /**
   * The automatic end of the game in its current position, if any. A checkmate on the move that
   * also completes 75 moves wins (Laws 9.6.2).
   */
  public Optional<GameEnd> end() {
    if (position.legalMoveCount() == 0) {
      return Optional.of(
          position.isCheck()
              ? GameEnd.checkmate(position.sideToMove().opposite())
              : GameEnd.draw(Termination.STALEMATE));
    }
    if (repetitionCount() >= 5) {
      return Optional.of(GameEnd.draw(Termination.FIVEFOLD_REPETITION));
    }
    if (position.halfmoveClock() >= SEVENTY_FIVE_MOVES_PLIES) {
      return Optional.of(GameEnd.draw(Termination.SEVENTY_FIVE_MOVES));
    }
    if (deadPositionCheck().dead()) {
      return Optional.of(GameEnd.draw(Termination.DEAD_POSITION));
    }
    return Optional.empty();
  }

  DeadPositionCheck deadPositionCheck() {
    DeadPositionCheck check = deadPositionCheck;
    if (check == null) {
      DeadPositionCheck before = previous == null ? null : previous.deadPositionCheck;
      check =
          MatingAnalysis.check(
              position,
              before == null
                  ? null
                  : new MatingAnalysis.Predecessor(before, previous.position, lastMove));
      deadPositionCheck = check;
    }
    return check;
  }

  /** The draws the player to move could claim now (nothing once the game has ended). */
  public Set<Claim> claims() {
    Set<Claim> claims = EnumSet.noneOf(Claim.class);
    if (end().isPresent()) {
      return claims;
    }
    if (canClaimFiftyMoves()) {
      claims.add(Claim.FIFTY_MOVES);
    }
    if (canClaimThreefold()) {
      claims.add(Claim.THREEFOLD_REPETITION);
    }
    return claims;
  }

  /** Laws 9.2.1 b: the position has just appeared for at least the third time. */
  public boolean isThreefoldRepetition() {
    return repetitionCount() >= 3;
  }

  private boolean canClaimThreefold() {
    if (isThreefoldRepetition()) {
      return true;
    }
    // Laws 9.2.1 a: a move that makes the position appear for the third time.
    for (Move move : position.legalMoves()) {
      if (playUnchecked(move).repetitionCount() >= 3) {
        return true;
      }
    }
    return false;
  }

  private boolean canClaimFiftyMoves() {
    if (position.halfmoveClock() >= FIFTY_MOVES_PLIES) {
      return true;
    }
    if (position.halfmoveClock() < FIFTY_MOVES_PLIES - 1) {
      return false;
    }
    // Laws 9.3 a: a move without capture or pawn move that completes the fifty.
    for (Move move : position.legalMoves()) {
      if (position.playUnchecked(move).halfmoveClock() >= FIFTY_MOVES_PLIES) {
        return true;
      }
    }
    return false;
  }
}
