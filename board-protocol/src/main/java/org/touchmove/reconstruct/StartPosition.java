package org.touchmove.reconstruct;

import java.util.List;
import java.util.Optional;
import org.touchmove.chess.Bitboard;
import org.touchmove.chess.Board;
import org.touchmove.chess.Chess960;
import org.touchmove.chess.Color;
import org.touchmove.chess.Piece;
import org.touchmove.chess.Position;
import org.touchmove.chess.Role;
import org.touchmove.chess.Square;
import org.touchmove.chess.Variant;
import org.touchmove.dgt.BoardOrientation;

/**
 * Recognises a game's start on the board: the standard start or any of the 960 Chess960 starts
 * (Guideline II.2), in either orientation of the e-board (spec/dgt-protocol.md §8), and the common
 * wrong set-up of Laws 7.2, king and queen swapped.
 *
 * @param position the start position
 * @param orientation how the e-board lies
 * @param kingQueenSwapped true when the board shows the start with a king and queen swapped
 */
record StartPosition(Position position, BoardOrientation orientation, boolean kingQueenSwapped) {

  /** Where every start (and its wrong set-ups) has a man: ranks 1, 2, 7 and 8, either way up. */
  private static final long START_SQUARES =
      Bitboard.RANK_1 | Bitboard.RANK_2 | Bitboard.RANK_7 | Bitboard.RANK_8;

  /**
   * The board has a man on every square of ranks 1, 2, 7 and 8 and nowhere else, as every start
   * (and its wrong set-ups) has; the same either way up, so the board as read will do.
   */
  static boolean couldBeStart(Board board) {
    return board.occupied() == START_SQUARES;
  }

  /** What the board shows, in the e-board's own field numbering: a function of the orientation. */
  interface Sensors {
    Board seenAs(BoardOrientation orientation);
  }

  /**
   * The start the board shows, if any. {@code allow960} accepts every Chess960 start; otherwise a
   * Chess960 start other than the standard one is not a start.
   */
  static Optional<StartPosition> recognise(Sensors sensors, boolean allow960) {
    for (BoardOrientation orientation : BoardOrientation.values()) {
      Board board = sensors.seenAs(orientation);
      if (!couldBeStart(board)) {
        continue; // asked at every settled board: most are mid-game, and fail this at once
      }
      Optional<Integer> number = Chess960.numberOf(board);
      if (number.isPresent()) {
        boolean standard = number.get() == Chess960.STANDARD_NUMBER;
        if (standard) {
          return Optional.of(new StartPosition(Position.standard(), orientation, false));
        }
        if (allow960) {
          return Optional.of(
              new StartPosition(Position.chess960(number.get()), orientation, false));
        }
      }
      if (swappedStandard(board)) {
        return Optional.of(new StartPosition(Position.standard(), orientation, true));
      }
    }
    return Optional.empty();
  }

  /** The standard start with one side's (or both sides') king and queen swapped. */
  private static boolean swappedStandard(Board board) {
    Board standard = Board.standard();
    for (List<Color> colors : List.of(List.of(Color.WHITE), List.of(Color.BLACK), List.of(Color.WHITE, Color.BLACK))) {
      Board swapped = standard;
      for (Color color : colors) {
        int rank = color.backRank();
        swapped =
            swapped
                .with(Square.of(3, rank), Piece.of(color, Role.KING))
                .with(Square.of(4, rank), Piece.of(color, Role.QUEEN));
      }
      if (swapped.equals(board)) {
        return true;
      }
    }
    return false;
  }

  Variant variant() {
    return position.variant();
  }
}
