package org.touchmove.dgt;

import java.util.Optional;
import org.touchmove.chess.Piece;

/**
 * What a DGT board reports on one square: a code 0..15 (spec/dgt-protocol.md §6). Note the order
 * pawn, rook, knight, bishop, king, queen: king before queen, unlike {@link Piece}. Codes 13..15
 * are the "magic" result pieces shipped with some sets; they are values here, never errors. A byte
 * above 15 has no piece code ({@link #fromCode(int)} is empty) and is kept raw by the messages.
 */
public enum PieceCode {
  /** 0x00: no piece. */
  EMPTY(0x00, null, '.'),
  WHITE_PAWN(0x01, Piece.WHITE_PAWN, 'P'),
  WHITE_ROOK(0x02, Piece.WHITE_ROOK, 'R'),
  WHITE_KNIGHT(0x03, Piece.WHITE_KNIGHT, 'N'),
  WHITE_BISHOP(0x04, Piece.WHITE_BISHOP, 'B'),
  WHITE_KING(0x05, Piece.WHITE_KING, 'K'),
  WHITE_QUEEN(0x06, Piece.WHITE_QUEEN, 'Q'),
  BLACK_PAWN(0x07, Piece.BLACK_PAWN, 'p'),
  BLACK_ROOK(0x08, Piece.BLACK_ROOK, 'r'),
  BLACK_KNIGHT(0x09, Piece.BLACK_KNIGHT, 'n'),
  BLACK_BISHOP(0x0A, Piece.BLACK_BISHOP, 'b'),
  BLACK_KING(0x0B, Piece.BLACK_KING, 'k'),
  BLACK_QUEEN(0x0C, Piece.BLACK_QUEEN, 'q'),
  /** 0x0D: DGT's PIECE1, the magic "draw" piece (the DGT DLL calls it X). */
  DRAW_PIECE(0x0D, null, 'X'),
  /** 0x0E: DGT's PIECE2, the magic "white wins" piece (Y). */
  WHITE_WINS_PIECE(0x0E, null, 'Y'),
  /** 0x0F: DGT's PIECE3, the magic "black wins" piece (Z). */
  BLACK_WINS_PIECE(0x0F, null, 'Z');

  private static final PieceCode[] BY_CODE = values();
  private static final PieceCode[] BY_PIECE = new PieceCode[Piece.values().length];

  static {
    for (PieceCode code : BY_CODE) {
      if (code.piece != null) {
        BY_PIECE[code.piece.ordinal()] = code;
      }
    }
  }

  private final int code;
  private final Piece piece;
  private final char symbol;

  PieceCode(int code, Piece piece, char symbol) {
    this.code = code;
    this.piece = piece;
    this.symbol = symbol;
  }

  /** The byte on the wire, 0..15. */
  public int code() {
    return code;
  }

  /** The chess piece, empty for {@link #EMPTY} and the three result pieces. */
  public Optional<Piece> piece() {
    return Optional.ofNullable(piece);
  }

  /** True for codes 13..15, the draw / white-wins / black-wins pieces. */
  public boolean isResultPiece() {
    return code >= DRAW_PIECE.code;
  }

  /**
   * One character for diagrams and logs: FEN letters for pieces, {@code .} for empty, {@code X Y
   * Z} for the result pieces (the DGT DLL's names).
   */
  public char symbol() {
    return symbol;
  }

  /** The code of a wire byte; empty for values outside 0..15. */
  public static Optional<PieceCode> fromCode(int code) {
    return code >= 0 && code < BY_CODE.length ? Optional.of(BY_CODE[code]) : Optional.empty();
  }

  /** The code a board reports for {@code piece}. */
  public static PieceCode of(Piece piece) {
    return BY_PIECE[piece.ordinal()];
  }

  /** The code with this {@link #symbol()}; empty for any other character. */
  public static Optional<PieceCode> fromSymbol(char symbol) {
    for (PieceCode code : BY_CODE) {
      if (code.symbol == symbol) {
        return Optional.of(code);
      }
    }
    return Optional.empty();
  }
}
