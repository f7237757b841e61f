package org.touchmove.chess;

/**
 * The quick material test that chess software traditionally calls "insufficient material": the
 * rule of python-chess's {@code has_insufficient_material(color)}, written here from its
 * statement. It looks at the material on the board only, so it misses blocked positions; {@link
 * MatingAnalysis} is the complete answer to Laws 5.2.2 and 6.9.
 *
 * <p>The rule is sound (it never calls "insufficient" a side that could still mate), which is why
 * {@link MatingAnalysis} may rely on it:
 *
 * <ul>
 *   <li>a bare king never gives check;
 *   <li>lone knight against king and queens: of the mated king's neighbours, the two next to the
 *       checking knight cannot hold a queen (it would capture the knight), so the attacking king
 *       must cover both, from the one square that does so without touching the mated king; a
 *       third neighbour beside the knight's file or rank then stays uncovered, and a queen filling
 *       it would attack the knight;
 *   <li>only same-coloured bishops, no pawns or knights: a bishop check is never double, and the
 *       square on the check line next to the mated king has two orthogonal neighbours of the king
 *       beside it; the attacking king cannot cover both, and a defending rook or queen filling one
 *       (no other defender fits a square of the other colour) could interpose or capture there,
 *       since bishops cannot pin it.
 * </ul>
 */
public final class InsufficientMaterial {
  private InsufficientMaterial() {}

  /**
   * True when {@code color} has too little material to mate under the rule above: no pawns, rooks
   * or queens, and either a bare king, a lone knight while the opponent has nothing but king and
   * queens, or only bishops while every bishop on the board stands on one square colour and there
   * are no pawns and no knights on the board. Laws 5.2.2 and 6.9 (the easy cases).
   */
  public static boolean isInsufficient(Position position, Color color) {
    return isInsufficient(position.board(), color);
  }

  /** The same test on a bare board: the rule does not depend on the side to move. */
  public static boolean isInsufficient(Board board, Color color) {
    long us = board.byColor(color);
    long them = board.byColor(color.opposite());
    if ((us & (board.pawns | board.rooks | board.queens)) != 0) {
      return false;
    }
    if ((us & board.knights) != 0) {
      boolean loneKnight = Long.bitCount(us) == 2;
      return loneKnight && (them & ~board.kings & ~board.queens) == 0;
    }
    if ((us & board.bishops) != 0) {
      boolean oneColour =
          (board.bishops & Bitboard.LIGHT_SQUARES) == 0
              || (board.bishops & Bitboard.DARK_SQUARES) == 0;
      return oneColour && board.pawns == 0 && board.knights == 0;
    }
    return true;
  }
}
