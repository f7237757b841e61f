package org.touchmove.dgt;

import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.touchmove.chess.Board;
import org.touchmove.chess.Piece;
import org.touchmove.chess.Square;

/**
 * What a DGT board's sensors report for all 64 fields, kept exactly as received: one code 0..127
 * per field in DGT field order (field 0 first, spec/dgt-protocol.md §5.1). Codes 0..15 are {@link
 * PieceCode}s, including the result pieces 13..15; higher codes (never seen on a chess board; a
 * Pegasus without its developer key sends 0x7F) are kept too, so nothing is lost before
 * reconstruction decides what it means. Turning the reading into squares needs a {@link
 * BoardOrientation}. Immutable.
 */
public final class BoardReading {
  /** Largest code a 7-bit payload byte can carry. */
  private static final int MAX_CODE = DgtMessageId.SEVEN_BITS;

  private static final BoardReading EMPTY = new BoardReading(new byte[BoardOrientation.FIELDS]);

  private final byte[] codes;

  private BoardReading(byte[] codes) {
    this.codes = codes;
  }

  /** All 64 fields empty. */
  public static BoardReading empty() {
    return EMPTY;
  }

  /** A reading from 64 codes in DGT field order; each must be 0..127. */
  public static BoardReading ofCodes(byte[] codes) {
    return ofCodes(codes, 0);
  }

  /** A reading from the 64 codes of {@code bytes} starting at {@code offset}. */
  public static BoardReading ofCodes(byte[] bytes, int offset) {
    Objects.checkFromIndexSize(offset, BoardOrientation.FIELDS, bytes.length);
    byte[] copy = Arrays.copyOfRange(bytes, offset, offset + BoardOrientation.FIELDS);
    for (int i = 0; i < copy.length; i++) {
      if (copy[i] < 0) {
        throw new IllegalArgumentException("field " + i + ": code above 127: " + (copy[i] & 0xFF));
      }
    }
    return new BoardReading(copy);
  }

  /** What a board standing in {@code orientation} reports for {@code board}. */
  public static BoardReading of(Board board, BoardOrientation orientation) {
    byte[] codes = new byte[BoardOrientation.FIELDS];
    for (Map.Entry<Square, Piece> e : board.pieces().entrySet()) {
      codes[orientation.field(e.getKey())] = (byte) PieceCode.of(e.getValue()).code();
    }
    return new BoardReading(codes);
  }

  /**
   * A reading from a diagram: 8 lines of 8 {@link PieceCode#symbol() symbols} in DGT field order
   * (the first line is fields 0..7), whitespace between lines ignored. For tests and fixtures.
   */
  public static BoardReading parseDiagram(String diagram) {
    String compact = diagram.replaceAll("\\s+", "");
    if (compact.length() != BoardOrientation.FIELDS) {
      throw new IllegalArgumentException("expected 64 symbols, got " + compact.length());
    }
    byte[] codes = new byte[BoardOrientation.FIELDS];
    for (int i = 0; i < codes.length; i++) {
      char symbol = compact.charAt(i);
      codes[i] =
          (byte)
              PieceCode.fromSymbol(symbol)
                  .orElseThrow(() -> new IllegalArgumentException("unknown symbol " + symbol))
                  .code();
    }
    return new BoardReading(codes);
  }

  /** The raw code on field {@code field} (0..63), 0..127. */
  public int codeAt(int field) {
    return codes[Objects.checkIndex(field, BoardOrientation.FIELDS)];
  }

  /** The piece code on field {@code field}; empty when the code is above 15. */
  public Optional<PieceCode> pieceCodeAt(int field) {
    return PieceCode.fromCode(codeAt(field));
  }

  /** The piece code on {@code square} of a board standing in {@code orientation}. */
  public Optional<PieceCode> pieceCodeAt(Square square, BoardOrientation orientation) {
    return pieceCodeAt(orientation.field(square));
  }

  /** This reading with field {@code field} set to {@code code} (0..127): a field update applied. */
  public BoardReading with(int field, int code) {
    Objects.checkIndex(field, BoardOrientation.FIELDS);
    if (code < 0 || code > MAX_CODE) {
      throw new IllegalArgumentException("code out of range: " + code);
    }
    if (codes[field] == code) {
      return this;
    }
    byte[] copy = codes.clone();
    copy[field] = (byte) code;
    return new BoardReading(copy);
  }

  /**
   * The chess pieces on the board, seen from White for a board in {@code orientation}. Result
   * pieces and unknown codes are left out: see {@link #resultPieces} and {@link
   * #hasUnknownCodes()}.
   */
  public Board toBoard(BoardOrientation orientation) {
    Map<Square, Piece> pieces = new EnumMap<>(Square.class);
    for (int field = 0; field < codes.length; field++) {
      Optional<Piece> piece = pieceCodeAt(field).flatMap(PieceCode::piece);
      if (piece.isPresent()) {
        pieces.put(orientation.square(field), piece.get());
      }
    }
    return Board.of(pieces);
  }

  /** The squares holding a result piece (codes 13..15), for a board in {@code orientation}. */
  public Map<Square, PieceCode> resultPieces(BoardOrientation orientation) {
    Map<Square, PieceCode> found = new EnumMap<>(Square.class);
    for (int field = 0; field < codes.length; field++) {
      Optional<PieceCode> code = pieceCodeAt(field);
      if (code.isPresent() && code.get().isResultPiece()) {
        found.put(orientation.square(field), code.get());
      }
    }
    return Collections.unmodifiableMap(found);
  }

  /** True when some field holds a code above 15. */
  public boolean hasUnknownCodes() {
    for (byte code : codes) {
      if (PieceCode.fromCode(code).isEmpty()) {
        return true;
      }
    }
    return false;
  }

  /** The 64 codes in field order, a fresh copy. */
  public byte[] toCodes() {
    return codes.clone();
  }

  /** Copies the 64 codes into {@code target} from {@code offset}. */
  void copyTo(byte[] target, int offset) {
    System.arraycopy(codes, 0, target, offset, codes.length);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof BoardReading && Arrays.equals(codes, ((BoardReading) o).codes);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(codes);
  }

  /**
   * Eight lines of symbols in field order (field 0 first; a8 first for a normal board), {@code ?}
   * for codes above 15.
   */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder(BoardOrientation.FIELDS + 8);
    for (int field = 0; field < codes.length; field++) {
      sb.append(PieceCode.fromCode(codes[field]).map(PieceCode::symbol).orElse('?'));
      if (field % 8 == 7) {
        sb.append('\n');
      }
    }
    return sb.toString();
  }
}
