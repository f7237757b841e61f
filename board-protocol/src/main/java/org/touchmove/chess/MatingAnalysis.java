package org.touchmove.chess;

import java.util.ArrayList;
import java.util.List;

/**
 * Can a side still checkmate? Decides Laws 5.2.2 (dead position: neither side can mate, the game
 * is drawn at once) and Laws 6.9 (a flag falls: the game is drawn instead of lost when the
 * opponent "cannot checkmate the player's king by any possible series of legal moves").
 *
 * <p>Both definite answers are proofs. {@link MatingPotential#CAN_MATE} comes with a helpmate
 * line that has been replayed move by move and ends in mate. {@link MatingPotential#CANNOT_MATE}
 * rests on the material rule of {@link InsufficientMaterial}, on a pawn blockade (see {@link
 * Blockade}), or on a visit of every reachable position. Anything else is {@link
 * MatingPotential#UNKNOWN}, which an arbiter treats as "can mate". See docs/dead-position.md.
 *
 * <p>Cost: the static rules take microseconds; searches stop after the node budget (about a
 * microsecond per node).
 */
public final class MatingAnalysis {
  /**
   * The node budget of {@link #canMate} and {@link #isDeadPosition}, per side: at most about 0.3 s
   * and 40 MB (a node is one generated position, 0.2 to 1.3 microseconds; docs/dead-position.md).
   */
  public static final long DEFAULT_NODE_BUDGET = 200_000;

  /** See {@link #isOpen}. */
  private static final int OPEN_CHECK_SQUARES = 40;

  private MatingAnalysis() {}

  /**
   * Whether {@code side} can checkmate the other side by some sequence of legal moves, the other
   * side cooperating (Laws 6.9), within {@link #DEFAULT_NODE_BUDGET}.
   */
  public static MatingPotential canMate(Position position, Color side) {
    return analyse(position, side, DEFAULT_NODE_BUDGET).potential();
  }

  /**
   * True only when it is proven that neither side can checkmate by any sequence of legal moves:
   * a dead position, which ends the game as a draw (Laws 5.2.2). False when either side can mate
   * or when no proof was found.
   *
   * <p>Meant to be called after every move. Open positions with a queen or rook on each side,
   * nearly every position of a real game, are settled in a fraction of a microsecond (see
   * {@link #isSettledOpen}); otherwise the static proofs run (tens of microseconds) and a search,
   * bounded by {@link #DEFAULT_NODE_BUDGET} per side, follows only when it has a chance: not when
   * every side still unproven has a queen or rook free to check the enemy king on most of its
   * squares.
   */
  public static boolean isDeadPosition(Position position) {
    return check(position, null).dead();
  }

  /**
   * {@link #isDeadPosition(Position)}, keeping the helpmate a search found. {@code before}, when
   * not null, is the check of the position one move earlier in the game: its helpmate is carried
   * over that move where it can be (see {@link DeadPositionCheck}) before any search.
   */
  static DeadPositionCheck check(Position position, Predecessor before) {
    if (isSettledOpen(position)) {
      return DeadPositionCheck.settled(position.isStalemate());
    }
    return checkInFull(position, before);
  }

  /** The position one move before in a game, its check and that move. */
  record Predecessor(DeadPositionCheck check, Position position, Move move) {}

  /**
   * True when {@link #isDeadPositionInFull} is known to answer "stalemate or not": each side has
   * a queen or rook and {@link OpenPosition} proves the blockade would assume nothing. With no
   * walls, every region is the whole board (bishops: their square colour), so each side's heavy
   * piece checks the enemy king on all 64 squares of its region (the shortcut for open positions
   * applies to both sides), and neither static proof can succeed: the material rule needs no
   * rook or queen, and {@link MatingNet} finds a mate square in the corner (a rook or queen on
   * the edge file checks the king on a1, its own king on c2 covers b1 and b2; with a pawn on the
   * board, promotions cover every square at once). The answer is then the stalemate test alone.
   */
  static boolean isSettledOpen(Position position) {
    Board b = position.board;
    long heavy = b.rooks | b.queens;
    return (heavy & b.white) != 0 && (heavy & b.black) != 0 && OpenPosition.proven(position);
  }

  /**
   * {@link #isDeadPosition(Position)} without the open-position shortcut: the blockade and the
   * static proofs always run. Kept for tests that check the shortcut never changes an answer.
   */
  static boolean isDeadPositionInFull(Position position) {
    return checkInFull(position, null).dead();
  }

  private static DeadPositionCheck checkInFull(Position position, Predecessor before) {
    Blockade blockade = Blockade.of(position);
    boolean whiteProven = StaticProof.cannotMate(position, blockade, true) != null;
    boolean blackProven = StaticProof.cannotMate(position, blockade, false) != null;
    if (whiteProven && blackProven) {
      return DeadPositionCheck.settled(true);
    }
    if (position.legalMoveCount() == 0) {
      // stalemate: no move at all, so no mate ever (Laws 5.2.1)
      return DeadPositionCheck.settled(!position.isCheck());
    }
    if ((whiteProven || isOpen(position, blockade, true))
        && (blackProven || isOpen(position, blockade, false))) {
      return DeadPositionCheck.settled(false);
    }
    if (before != null && before.check() != null) {
      DeadPositionCheck carried =
          before.check().carriedTo(before.position(), before.move(), position);
      if (carried != null) {
        return carried;
      }
    }
    return searched(position, whiteProven, blackProven, DEFAULT_NODE_BUDGET);
  }

  /**
   * The helpmate search for each side no static proof settled, within {@code nodeBudget} a side:
   * dead only when every search ran dry; live, with the line, at the first helpmate found.
   */
  private static DeadPositionCheck searched(
      Position position, boolean whiteProven, boolean blackProven, long nodeBudget) {
    for (Color side : Color.values()) {
      if (side == Color.WHITE ? whiteProven : blackProven) {
        continue;
      }
      MatingVerdict verdict = search(position, side, nodeBudget);
      if (verdict.potential() == MatingPotential.CAN_MATE) {
        return DeadPositionCheck.live(side, verdict.helpmate());
      }
      if (verdict.potential() == MatingPotential.UNKNOWN) {
        return DeadPositionCheck.settled(false);
      }
    }
    return DeadPositionCheck.settled(true);
  }

  /**
   * {@link #isDeadPosition(Position)} without the shortcut for open positions, with a node budget
   * per side; 0 uses the static proofs only, which settle bare material and most pawn blockades.
   */
  public static boolean isDeadPosition(Position position, long nodeBudget) {
    if (nodeBudget < 0) {
      throw new IllegalArgumentException("nodeBudget must be >= 0, was " + nodeBudget);
    }
    boolean whiteProven = StaticProof.cannotMate(position, true) != null;
    boolean blackProven = StaticProof.cannotMate(position, false) != null;
    if (whiteProven && blackProven) {
      return true;
    }
    if (nodeBudget == 0) {
      return false;
    }
    return searched(position, whiteProven, blackProven, nodeBudget).dead();
  }

  /**
   * True when {@code white} has a queen or rook that is not walled in and its men may check the
   * enemy king on at least {@link #OPEN_CHECK_SQUARES} squares: no proof of "cannot mate" is to be
   * expected, so none is attempted. A heuristic: it can only cost a missed dead position.
   */
  private static boolean isOpen(Position position, Blockade blockade, boolean white) {
    int x = white ? Blockade.WHITE : Blockade.BLACK;
    Board b = position.board;
    long heavy = (b.queens | b.rooks) & blockade.colour(x) & ~blockade.walls();
    return heavy != 0
        && Long.bitCount(blockade.attacks(x) & blockade.kingRegion(1 - x)) >= OPEN_CHECK_SQUARES;
  }

  /**
   * The full answer for {@code side}: the potential, what proves it, the helpmate when there is
   * one, and the nodes searched. {@code nodeBudget} bounds the searches (0 allows static rules
   * only).
   */
  public static MatingVerdict analyse(Position position, Color side, long nodeBudget) {
    if (nodeBudget < 0) {
      throw new IllegalArgumentException("nodeBudget must be >= 0, was " + nodeBudget);
    }
    boolean white = side == Color.WHITE;
    MatingVerdict.Basis proof = StaticProof.cannotMate(position, white);
    if (proof != null) {
      return cannot(proof, 0);
    }
    if (nodeBudget == 0) {
      return new MatingVerdict(
          MatingPotential.UNKNOWN, MatingVerdict.Basis.BUDGET_EXHAUSTED, List.of(), 0);
    }
    return search(position, side, nodeBudget);
  }

  /** {@link #analyse} after its static proofs failed: the helpmate search alone. */
  private static MatingVerdict search(Position position, Color side, long nodeBudget) {
    MateSearch search = new MateSearch(position, side == Color.WHITE);
    MateSearch.Outcome outcome = search.run(nodeBudget);
    switch (outcome) {
      case MATE_FOUND:
        return can(position, side, search.line(), search.nodes());
      case EXHAUSTED:
        return cannot(MatingVerdict.Basis.EXHAUSTIVE_SEARCH, search.nodes());
      default:
        return new MatingVerdict(
            MatingPotential.UNKNOWN,
            MatingVerdict.Basis.BUDGET_EXHAUSTED,
            List.of(),
            search.nodes());
    }
  }

  private static MatingVerdict cannot(MatingVerdict.Basis basis, long nodes) {
    return new MatingVerdict(MatingPotential.CANNOT_MATE, basis, List.of(), nodes);
  }

  /** Replays {@code line}; a search bug must never turn into a wrong "can mate". */
  private static MatingVerdict can(Position position, Color side, int[] line, long nodes) {
    List<Move> moves = new ArrayList<>(line.length);
    Position p = position;
    for (int bits : line) {
      Move move = Move.ofBits(bits);
      if (!p.isLegal(move)) {
        throw new IllegalStateException("helpmate line has an illegal move " + move + " in\n" + p);
      }
      moves.add(move);
      p = p.playBits(bits);
    }
    if (!p.isCheckmate() || p.sideToMove() == side) {
      throw new IllegalStateException("helpmate line does not end in mate by " + side + ":\n" + p);
    }
    return new MatingVerdict(MatingPotential.CAN_MATE, MatingVerdict.Basis.HELPMATE, moves, nodes);
  }
}
