package org.touchmove.chess;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A legal chess position: the pieces, the side to move, castling rights, the en passant square and
 * the move counters. Immutable: {@link #play(Move)} returns a new position.
 *
 * <p>Castling rights are kept as the set of rooks that may still castle (a bitboard), which
 * describes standard chess and Chess960 alike. The en passant square is kept only when a pawn of
 * the side to move stands beside the pawn that just made its double step, so two positions that
 * differ only in an en passant square nobody could use are equal.
 */
public final class Position {
  private static final Position STANDARD = startOf(Board.standard(), Variant.STANDARD);

  final Board board;
  final boolean whiteToMove;
  final long castlingRooks;
  /** The square passed over by a double step, or -1. See the class comment. */
  final int epSquare;

  final int halfmoveClock;
  final int fullmoveNumber;
  final Variant variant;
  /** Zobrist hash of pieces, castling rooks and side to move; en passant is not included. */
  final long hash;
  /**
   * The number of legal moves, counted on first asking (-1 before): the tracker asks it of the
   * same position after a move, at the game's end check and in the dead-position test. A racy
   * memo, as String's hash: every thread computes the same value.
   */
  private int legalMoveCount = -1;

  private Position(
      Board board,
      boolean whiteToMove,
      long castlingRooks,
      int epSquare,
      int halfmoveClock,
      int fullmoveNumber,
      Variant variant,
      long hash) {
    this.board = board;
    this.whiteToMove = whiteToMove;
    this.castlingRooks = castlingRooks;
    this.epSquare = epSquare;
    this.halfmoveClock = halfmoveClock;
    this.fullmoveNumber = fullmoveNumber;
    this.variant = variant;
    this.hash = hash;
  }

  /** The start position of Laws 2.3. */
  public static Position standard() {
    return STANDARD;
  }

  /**
   * Chess960 start position number {@code number} (0-959) in Scharnagl's numbering, in which 518
   * is the standard start. Guideline II.2.
   */
  public static Position chess960(int number) {
    return startOf(Chess960.backRankBoard(number), Variant.CHESS960);
  }

  private static Position startOf(Board board, Variant variant) {
    long rooks = board.rooks & Bitboard.BACK_RANKS;
    return new Position(board, true, rooks, -1, 0, 1, variant, Zobrist.of(board, true, rooks));
  }

  /**
   * The one way from a setup to a position: checks everything Laws 3.10.3 asks (kings, pawns on
   * the back ranks, material, checks no legal move could give, castling rights, en passant square)
   * and reports every problem found.
   */
  public static SetupResult fromSetup(Setup setup, Variant variant) {
    Objects.requireNonNull(variant, "variant");
    Set<SetupProblem> problems = EnumSet.noneOf(SetupProblem.class);
    SetupValidator validator = new SetupValidator(setup, variant);
    validator.check(problems);
    if (problems.isEmpty()) {
      return new SetupResult.Valid(fromSetupUnchecked(setup, variant));
    }
    Optional<Position> repaired = Optional.empty();
    if (problems.stream().allMatch(SetupProblem::isRepairable)) {
      Setup fixed =
          setup
              .withCastlingRooks(validator.validCastlingRooks())
              .withEnPassant(validator.validEnPassant());
      repaired = Optional.of(fromSetupUnchecked(fixed, variant));
    }
    return new SetupResult.Invalid(problems, repaired);
  }

  /**
   * A position from a setup without the checks of {@link #fromSetup}; only one king per side and
   * at most 32 pieces a side are required (move generation needs that). For test positions that
   * are deliberately unreachable; throws {@link IllegalArgumentException} otherwise.
   */
  public static Position fromSetupUnchecked(Setup setup, Variant variant) {
    Board board = setup.board();
    if (Long.bitCount(board.kings & board.white) != 1
        || Long.bitCount(board.kings & board.black) != 1) {
      throw new IllegalArgumentException("each side needs exactly one king:\n" + board);
    }
    if (Long.bitCount(board.white) > 32 || Long.bitCount(board.black) > 32) {
      throw new IllegalArgumentException("more than 32 pieces on one side:\n" + board);
    }
    boolean white = setup.sideToMove() == Color.WHITE;
    long rooks = setup.castlingRooks() & board.rooks & Bitboard.BACK_RANKS;
    int ep = -1;
    if (setup.enPassant().isPresent()) {
      int square = setup.enPassant().get().index();
      long ourPawns = board.pawns & (white ? board.white : board.black);
      if ((Attacks.pawn(!white, square) & ourPawns) != 0) {
        ep = square;
      }
    }
    return new Position(
        board,
        white,
        rooks,
        ep,
        setup.halfmoveClock(),
        setup.fullmoveNumber(),
        variant,
        Zobrist.of(board, white, rooks));
  }

  public Board board() {
    return board;
  }

  public Color sideToMove() {
    return whiteToMove ? Color.WHITE : Color.BLACK;
  }

  public Variant variant() {
    return variant;
  }

  /** This position under another variant's notation rules (same pieces, same rights). */
  public Position withVariant(Variant other) {
    return other == variant
        ? this
        : new Position(
            board,
            whiteToMove,
            castlingRooks,
            epSquare,
            halfmoveClock,
            fullmoveNumber,
            other,
            hash);
  }

  /** Bitboard of the rooks that keep their castling rights. */
  public long castlingRooks() {
    return castlingRooks;
  }

  /** The rook that {@code color} may still castle with on {@code kingSide}, if any. */
  public Optional<Square> castlingRook(Color color, boolean kingSide) {
    int king = Long.numberOfTrailingZeros(board.kings & board.byColor(color));
    for (long b = castlingRooks & Bitboard.backRank(color); b != 0; b &= b - 1) {
      int rook = Long.numberOfTrailingZeros(b);
      if ((rook > king) == kingSide) {
        return Optional.of(Square.ofIndex(rook));
      }
    }
    return Optional.empty();
  }

  /**
   * The en passant square: present only when a pawn of the side to move could capture there
   * (whether the capture is legal is another matter, see {@link #hasLegalEnPassant()}).
   */
  public Optional<Square> enPassantSquare() {
    return epSquare < 0 ? Optional.empty() : Optional.of(Square.ofIndex(epSquare));
  }

  /** Plies since the last capture or pawn move (Laws 9.3, 9.6.2). */
  public int halfmoveClock() {
    return halfmoveClock;
  }

  public int fullmoveNumber() {
    return fullmoveNumber;
  }

  /** Plies played since move 1 with White to move: 0 at the start. */
  public int ply() {
    return 2 * (fullmoveNumber - 1) + (whiteToMove ? 0 : 1);
  }

  public Setup toSetup() {
    return new Setup(
        board,
        sideToMove(),
        castlingRooks,
        enPassantSquare(),
        halfmoveClock,
        fullmoveNumber);
  }

  public Square kingSquare(Color color) {
    return Square.ofIndex(Long.numberOfTrailingZeros(board.kings & board.byColor(color)));
  }

  // ---------------------------------------------------------------------------------------------
  // Moves

  /** Every legal move, in generation order. */
  public List<Move> legalMoves() {
    int[] buffer = MoveGenerator.scratch();
    int n = MoveGenerator.generate(this, buffer);
    List<Move> moves = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      moves.add(Move.ofBits(buffer[i]));
    }
    return Collections.unmodifiableList(moves);
  }

  /**
   * The legal moves from a square of {@code from} to a square of {@code to}, and every castling
   * whatever the squares (a Chess960 king may not move at all), in {@link #legalMoves()}'s order:
   * a search that knows which squares a move must change spares generating the others.
   */
  public List<Move> legalMovesWithin(long from, long to) {
    int[] buffer = MoveGenerator.scratch();
    int n = MoveGenerator.generate(this, buffer, from, to);
    List<Move> moves = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      moves.add(Move.ofBits(buffer[i]));
    }
    return Collections.unmodifiableList(moves);
  }

  /** Fills {@code buffer} (at least 1024 long) with legal moves as {@link Move#bits()}. */
  int legalMoveBits(int[] buffer) {
    return MoveGenerator.generate(this, buffer);
  }

  public int legalMoveCount() {
    int count = legalMoveCount;
    if (count < 0) {
      count = MoveGenerator.count(this);
      legalMoveCount = count;
    }
    return count;
  }

  public boolean isLegal(Move move) {
    return isLegalBits(move.bits());
  }

  /** {@link #isLegal} of a move given as {@link Move#bits()}. */
  boolean isLegalBits(int move) {
    int[] buffer = MoveGenerator.scratch();
    int n = MoveGenerator.generate(this, buffer);
    for (int i = 0; i < n; i++) {
      if (buffer[i] == move) {
        return true;
      }
    }
    return false;
  }

  /**
   * True when the move follows the moving piece's rules (Laws 3.2-3.7) for the side to move, even
   * if it leaves the own king in check (Laws 3.9): what a player can physically do that an arbiter
   * then calls illegal.
   */
  public boolean isPseudoLegal(Move move) {
    return MoveGenerator.isPseudoLegal(this, move.bits());
  }

  /** Plays {@code move} if it is legal; otherwise says why not and keeps this position. */
  public PlayResult play(Move move) {
    if (isLegal(move)) {
      return new PlayResult.Played(move, playBits(move.bits()));
    }
    long from = move.from().bit();
    IllegalMoveReason reason;
    if ((board.occupied() & from) == 0) {
      reason = IllegalMoveReason.NO_PIECE;
    } else if ((board.byColor(sideToMove()) & from) == 0) {
      reason = IllegalMoveReason.NOT_SIDE_TO_MOVE;
    } else {
      reason = IllegalMoveReason.NOT_LEGAL;
    }
    return new PlayResult.Illegal(move, this, reason);
  }

  /**
   * Plays a move known to be legal here (one from {@link #legalMoves()}) without checking it. An
   * illegal move gives an undefined position.
   */
  public Position playUnchecked(Move move) {
    return playBits(move.bits());
  }

  Position playBits(int move) {
    final Board b = board;
    final int from = Move.fromOf(move);
    final int to = Move.toOf(move);
    final int kind = Move.kindOf(move);
    final long fromBit = 1L << from;
    final long toBit = 1L << to;
    final boolean white = whiteToMove;
    long us = white ? b.white : b.black;
    long them = white ? b.black : b.white;
    long pawns = b.pawns;
    long knights = b.knights;
    long bishops = b.bishops;
    long rooks = b.rooks;
    long queens = b.queens;
    long kings = b.kings;
    long h = hash ^ Zobrist.BLACK_TO_MOVE;
    long castling = castlingRooks;
    int half = halfmoveClock + 1;
    int ep = -1;

    if (kind == Move.CASTLING) {
      int rank = from & 56;
      boolean kingSide = to > from;
      int kingTo = rank | (kingSide ? 6 : 2);
      int rookTo = rank | (kingSide ? 5 : 3);
      long kingMove = fromBit ^ (1L << kingTo);
      long rookMove = toBit ^ (1L << rookTo);
      kings ^= kingMove;
      rooks ^= rookMove;
      us ^= kingMove ^ rookMove;
      h ^=
          Zobrist.piece(white, 5, from)
              ^ Zobrist.piece(white, 5, kingTo)
              ^ Zobrist.piece(white, 3, to)
              ^ Zobrist.piece(white, 3, rookTo);
      castling &= ~(white ? Bitboard.RANK_1 : Bitboard.RANK_8);
    } else {
      final int role = b.roleIndexAt(from);
      if (kind == Move.EN_PASSANT) {
        int capturedSquare = to ^ 8;
        long capturedBit = 1L << capturedSquare;
        pawns ^= capturedBit;
        them ^= capturedBit;
        h ^= Zobrist.piece(!white, 0, capturedSquare);
      } else if ((them & toBit) != 0) {
        int captured = b.roleIndexAt(to);
        them ^= toBit;
        switch (captured) {
          case 0:
            pawns ^= toBit;
            break;
          case 1:
            knights ^= toBit;
            break;
          case 2:
            bishops ^= toBit;
            break;
          case 3:
            rooks ^= toBit;
            break;
          case 4:
            queens ^= toBit;
            break;
          default:
            kings ^= toBit; // only in unchecked test positions
            break;
        }
        h ^= Zobrist.piece(!white, captured, to);
        half = 0;
        castling &= ~toBit;
      }
      long fromTo = fromBit | toBit;
      us ^= fromTo;
      switch (role) {
        case 0:
          pawns ^= fromTo;
          break;
        case 1:
          knights ^= fromTo;
          break;
        case 2:
          bishops ^= fromTo;
          break;
        case 3:
          rooks ^= fromTo;
          break;
        case 4:
          queens ^= fromTo;
          break;
        default:
          kings ^= fromTo;
          castling &= ~(white ? Bitboard.RANK_1 : Bitboard.RANK_8);
          break;
      }
      h ^= Zobrist.piece(white, role, from) ^ Zobrist.piece(white, role, to);
      if (role == 0) {
        half = 0;
        if (kind == Move.PROMOTION) {
          int promoted = Move.promotionOf(move);
          pawns ^= toBit;
          switch (promoted) {
            case 1:
              knights |= toBit;
              break;
            case 2:
              bishops |= toBit;
              break;
            case 3:
              rooks |= toBit;
              break;
            default:
              queens |= toBit;
              break;
          }
          h ^= Zobrist.piece(white, 0, to) ^ Zobrist.piece(white, promoted, to);
        } else if ((from ^ to) == 16) {
          int passed = (from + to) >>> 1;
          if ((Attacks.pawn(white, passed) & pawns & them) != 0) {
            ep = passed;
          }
        }
      }
      castling &= ~fromBit;
    }
    if (castling != castlingRooks) {
      h ^= Zobrist.castling(castling ^ castlingRooks);
    }
    Board after =
        white
            ? new Board(us, them, pawns, knights, bishops, rooks, queens, kings)
            : new Board(them, us, pawns, knights, bishops, rooks, queens, kings);
    return new Position(
        after,
        !white,
        castling,
        ep,
        half,
        white ? fullmoveNumber : fullmoveNumber + 1,
        variant,
        h);
  }

  // ---------------------------------------------------------------------------------------------
  // State

  /** The enemy pieces giving check to the side to move. */
  public long checkers() {
    long us = whiteToMove ? board.white : board.black;
    long them = whiteToMove ? board.black : board.white;
    int king = Long.numberOfTrailingZeros(board.kings & us);
    return MoveGenerator.attackers(board, whiteToMove, king, board.occupied(), them);
  }

  public boolean isCheck() {
    return checkers() != 0;
  }

  /** Laws 5.1.1: in check with no legal move. */
  public boolean isCheckmate() {
    return isCheck() && legalMoveCount() == 0;
  }

  /** Laws 5.2.1: not in check, but no legal move. */
  public boolean isStalemate() {
    return !isCheck() && legalMoveCount() == 0;
  }

  /** True when a piece of {@code by} attacks {@code square}. */
  public boolean isAttacked(Square square, Color by) {
    return board.isAttacked(square, by);
  }

  /** True when an en passant capture is among the legal moves (Laws 9.2.2.1). */
  public boolean hasLegalEnPassant() {
    if (epSquare < 0) {
      return false;
    }
    int[] buffer = MoveGenerator.scratch();
    int n = MoveGenerator.generate(this, buffer);
    for (int i = 0; i < n; i++) {
      if (Move.kindOf(buffer[i]) == Move.EN_PASSANT) {
        return true;
      }
    }
    return false;
  }

  /**
   * Identity for repetition (Laws 9.2.2): equal keys mean the same player to move, the same pieces
   * on the same squares and the same possible moves, i.e. the same castling rights and, only when
   * the capture is actually legal, the same en passant square.
   */
  public long repetitionKey() {
    return hasLegalEnPassant() ? hash ^ Zobrist.EN_PASSANT_FILE[epSquare & 7] : hash;
  }

  /** True when this and {@code other} are the same position in the sense of Laws 9.2.2. */
  public boolean isSameForRepetition(Position other) {
    return board.equals(other.board)
        && whiteToMove == other.whiteToMove
        && castlingRooks == other.castlingRooks
        && (hasLegalEnPassant() ? epSquare : -1)
            == (other.hasLegalEnPassant() ? other.epSquare : -1);
  }

  /** Zobrist hash of pieces, castling rights and side to move (no en passant). */
  public long zobristHash() {
    return hash;
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof Position)) {
      return false;
    }
    Position other = (Position) o;
    return hash == other.hash
        && whiteToMove == other.whiteToMove
        && castlingRooks == other.castlingRooks
        && epSquare == other.epSquare
        && halfmoveClock == other.halfmoveClock
        && fullmoveNumber == other.fullmoveNumber
        && variant == other.variant
        && board.equals(other.board);
  }

  @Override
  public int hashCode() {
    return Long.hashCode(hash) * 31 + epSquare;
  }

  /** The board diagram followed by the side to move and the counters; FEN lives in notation. */
  @Override
  public String toString() {
    return board
        + (whiteToMove ? "white" : "black")
        + " to move, castling rooks "
        + Bitboard.squares(castlingRooks)
        + ", en passant "
        + enPassantSquare().map(Square::key).orElse("-")
        + ", halfmove "
        + halfmoveClock
        + ", move "
        + fullmoveNumber;
  }
}
