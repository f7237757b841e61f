package org.touchmove.chess;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The 960 start positions of Guideline II.2, numbered 0-959 as Reinhard Scharnagl proposed (518
 * is the standard start): the number's digits in a mixed radix place the light-squared bishop,
 * the dark-squared bishop, the queen and the two knights; king and rooks fill the last three
 * squares as R K R.
 */
public final class Chess960 {
  /** Knight placements among the five squares left after bishops and queen, in numbering order. */
  private static final int[][] KNIGHT_PAIRS = {
    {0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}
  };

  public static final int STANDARD_NUMBER = 518;

  private Chess960() {}

  /** White's back rank for start number {@code number}, from a to h. */
  public static Role[] backRank(int number) {
    if (number < 0 || number > 959) {
      throw new IllegalArgumentException("Chess960 numbers are 0-959, was " + number);
    }
    Role[] rank = new Role[8];
    int n = number;
    rank[2 * (n % 4) + 1] = Role.BISHOP; // light squares b1, d1, f1, h1
    n /= 4;
    rank[2 * (n % 4)] = Role.BISHOP; // dark squares a1, c1, e1, g1
    n /= 4;
    placeOnNthEmpty(rank, n % 6, Role.QUEEN);
    n /= 6;
    int[] knights = KNIGHT_PAIRS[n];
    // Place the second knight first so the first one's index still counts the same empties.
    placeOnNthEmpty(rank, knights[1], Role.KNIGHT);
    placeOnNthEmpty(rank, knights[0], Role.KNIGHT);
    placeOnNthEmpty(rank, 0, Role.ROOK);
    placeOnNthEmpty(rank, 0, Role.KING);
    placeOnNthEmpty(rank, 0, Role.ROOK);
    return rank;
  }

  /** The whole start board for {@code number}: back ranks mirrored, pawns on ranks 2 and 7. */
  static Board backRankBoard(int number) {
    Role[] rank = backRank(number);
    Board board = Board.empty();
    for (int file = 0; file < 8; file++) {
      board = board.with(Square.of(file, 0), Piece.of(Color.WHITE, rank[file]));
      board = board.with(Square.of(file, 1), Piece.WHITE_PAWN);
      board = board.with(Square.of(file, 6), Piece.BLACK_PAWN);
      board = board.with(Square.of(file, 7), Piece.of(Color.BLACK, rank[file]));
    }
    return board;
  }

  /** The start number whose board {@code board} is, if it is one of the 960. */
  public static Optional<Integer> numberOf(Board board) {
    return Optional.ofNullable(StartBoards.BY_BOARD.get(board));
  }

  /** Every start board, built once on first use. */
  private static final class StartBoards {
    static final Map<Board, Integer> BY_BOARD = new HashMap<>();

    static {
      for (int n = 0; n < 960; n++) {
        BY_BOARD.put(backRankBoard(n), n);
      }
    }
  }

  private static void placeOnNthEmpty(Role[] rank, int nth, Role role) {
    int seen = 0;
    for (int file = 0; file < 8; file++) {
      if (rank[file] == null) {
        if (seen == nth) {
          rank[file] = role;
          return;
        }
        seen++;
      }
    }
    throw new AssertionError("no empty square " + nth);
  }
}
