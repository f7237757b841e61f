package org.touchmove.chess;

import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Piece placement only: which piece stands on which square, with no side to move, castling or
 * history. A board may be anything a sensor reports (three kings, a pawn on rank 8); only {@link
 * Position} is guaranteed to be a legal chess position. Immutable.
 */
public final class Board {
  private static final Board EMPTY = new Board(0, 0, 0, 0, 0, 0, 0, 0);
  private static final Board STANDARD =
      new Board(
          0xFFFFL,
          0xFFFFL << 48,
          Bitboard.RANK_2 | Bitboard.RANK_7,
          0x42L | (0x42L << 56),
          0x24L | (0x24L << 56),
          0x81L | (0x81L << 56),
          0x08L | (0x08L << 56),
          0x10L | (0x10L << 56));

  final long white;
  final long black;
  final long pawns;
  final long knights;
  final long bishops;
  final long rooks;
  final long queens;
  final long kings;

  Board(
      long white,
      long black,
      long pawns,
      long knights,
      long bishops,
      long rooks,
      long queens,
      long kings) {
    this.white = white;
    this.black = black;
    this.pawns = pawns;
    this.knights = knights;
    this.bishops = bishops;
    this.rooks = rooks;
    this.queens = queens;
    this.kings = kings;
  }

  public static Board empty() {
    return EMPTY;
  }

  /** The start position of Laws 2.3. */
  public static Board standard() {
    return STANDARD;
  }

  /** A board from a map of squares to pieces. */
  public static Board of(Map<Square, Piece> pieces) {
    Board board = EMPTY;
    for (Map.Entry<Square, Piece> e : pieces.entrySet()) {
      board = board.with(e.getKey(), e.getValue());
    }
    return board;
  }

  /** A mutable builder, for parsers that place pieces one by one. */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * The board with {@code pieces[i]} on the square of index {@code i} (null: empty), 64 entries:
   * what a sensor board reports, rebuilt at each change (cheaper than a {@link Builder}).
   */
  public static Board ofSquares(Piece[] pieces) {
    if (pieces.length != 64) {
      throw new IllegalArgumentException("64 squares, not " + pieces.length);
    }
    long white = 0;
    long black = 0;
    long[] roles = new long[6];
    for (int i = 0; i < 64; i++) {
      Piece piece = pieces[i];
      if (piece != null) {
        long bit = 1L << i;
        if (piece.color() == Color.WHITE) {
          white |= bit;
        } else {
          black |= bit;
        }
        roles[piece.role().ordinal()] |= bit;
      }
    }
    return new Board(white, black, roles[0], roles[1], roles[2], roles[3], roles[4], roles[5]);
  }

  /** Collects pieces square by square; {@link #build()} makes the immutable board. */
  public static final class Builder {
    private long white;
    private long black;
    private final long[] roles = new long[6];

    private Builder() {}

    /** Puts {@code piece} on {@code square}, replacing what was there. */
    public Builder put(Square square, Piece piece) {
      long bit = square.bit();
      remove(square);
      if (piece.color() == Color.WHITE) {
        white |= bit;
      } else {
        black |= bit;
      }
      roles[piece.role().ordinal()] |= bit;
      return this;
    }

    public Builder remove(Square square) {
      long keep = ~square.bit();
      white &= keep;
      black &= keep;
      for (int i = 0; i < roles.length; i++) {
        roles[i] &= keep;
      }
      return this;
    }

    public Board build() {
      return new Board(white, black, roles[0], roles[1], roles[2], roles[3], roles[4], roles[5]);
    }
  }

  public long occupied() {
    return white | black;
  }

  public long byColor(Color color) {
    return color == Color.WHITE ? white : black;
  }

  /**
   * The squares whose content differs from {@code other}'s: empty in one and not the other, or
   * holding another piece. Reconstruction compares boards this way many times a message.
   */
  public long squaresDifferingFrom(Board other) {
    return (white ^ other.white)
        | (black ^ other.black)
        | (pawns ^ other.pawns)
        | (knights ^ other.knights)
        | (bishops ^ other.bishops)
        | (rooks ^ other.rooks)
        | (queens ^ other.queens)
        | (kings ^ other.kings);
  }

  /**
   * True when a piece of {@code by} attacks {@code square} on this board (whoever is to move; a
   * king attacks too). {@link Position#isAttacked} without making a position.
   */
  public boolean isAttacked(Square square, Color by) {
    return MoveGenerator.isAttacked(this, by == Color.BLACK, square.index(), occupied(), byColor(by));
  }

  public long byRole(Role role) {
    switch (role) {
      case PAWN:
        return pawns;
      case KNIGHT:
        return knights;
      case BISHOP:
        return bishops;
      case ROOK:
        return rooks;
      case QUEEN:
        return queens;
      case KING:
        return kings;
      default:
        throw new AssertionError(role);
    }
  }

  public long byPiece(Piece piece) {
    return byColor(piece.color()) & byRole(piece.role());
  }

  /** Index of the role on {@code square} (see {@link Role}), or -1 when it is empty. */
  int roleIndexAt(int square) {
    long bit = 1L << square;
    if (((white | black) & bit) == 0) {
      return -1;
    }
    if ((pawns & bit) != 0) {
      return 0;
    }
    if ((knights & bit) != 0) {
      return 1;
    }
    if ((bishops & bit) != 0) {
      return 2;
    }
    if ((rooks & bit) != 0) {
      return 3;
    }
    if ((queens & bit) != 0) {
      return 4;
    }
    return 5;
  }

  public Optional<Piece> pieceAt(Square square) {
    int role = roleIndexAt(square.index());
    if (role < 0) {
      return Optional.empty();
    }
    Color color = (white & square.bit()) != 0 ? Color.WHITE : Color.BLACK;
    return Optional.of(Piece.of(color, Role.ofOrdinal(role)));
  }

  public boolean isEmpty(Square square) {
    return (occupied() & square.bit()) == 0;
  }

  /** This board with {@code piece} on {@code square}, replacing whatever stood there. */
  public Board with(Square square, Piece piece) {
    Board cleared = without(square);
    long bit = square.bit();
    long w = cleared.white;
    long b = cleared.black;
    if (piece.color() == Color.WHITE) {
      w |= bit;
    } else {
      b |= bit;
    }
    long[] roles = cleared.roleBoards();
    roles[piece.role().ordinal()] |= bit;
    return new Board(w, b, roles[0], roles[1], roles[2], roles[3], roles[4], roles[5]);
  }

  /** This board with {@code square} emptied. */
  public Board without(Square square) {
    long keep = ~square.bit();
    return new Board(
        white & keep,
        black & keep,
        pawns & keep,
        knights & keep,
        bishops & keep,
        rooks & keep,
        queens & keep,
        kings & keep);
  }

  /** The board turned through 180 degrees: what a board wired the other way round reports. */
  public Board rotated() {
    return new Board(
        Long.reverse(white),
        Long.reverse(black),
        Long.reverse(pawns),
        Long.reverse(knights),
        Long.reverse(bishops),
        Long.reverse(rooks),
        Long.reverse(queens),
        Long.reverse(kings));
  }

  /** All pieces as a map, a1 first. */
  public Map<Square, Piece> pieces() {
    Map<Square, Piece> map = new EnumMap<>(Square.class);
    for (long b = occupied(); b != 0; b &= b - 1) {
      Square square = Square.ofIndex(Long.numberOfTrailingZeros(b));
      map.put(square, pieceAt(square).orElseThrow());
    }
    return map;
  }

  private long[] roleBoards() {
    return new long[] {pawns, knights, bishops, rooks, queens, kings};
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof Board)) {
      return false;
    }
    Board other = (Board) o;
    return white == other.white
        && black == other.black
        && pawns == other.pawns
        && knights == other.knights
        && bishops == other.bishops
        && rooks == other.rooks
        && queens == other.queens
        && kings == other.kings;
  }

  @Override
  public int hashCode() {
    return Objects.hash(white, black, pawns, knights, bishops, rooks, queens, kings);
  }

  /** An 8-line diagram, rank 8 first, {@code .} for an empty square, FEN letters for pieces. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder(72);
    for (int rank = 7; rank >= 0; rank--) {
      for (int file = 0; file < 8; file++) {
        sb.append(pieceAt(Square.of(file, rank)).map(Piece::fenChar).orElse('.'));
      }
      sb.append('\n');
    }
    return sb.toString();
  }
}
