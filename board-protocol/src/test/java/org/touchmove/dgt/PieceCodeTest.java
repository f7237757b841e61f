package org.touchmove.dgt;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.touchmove.chess.Piece;

class PieceCodeTest {

  /** spec/dgt-protocol.md §6, in wire order: note king before queen. */
  private static final Object[][] TABLE = {
    {0x00, null, '.'},
    {0x01, Piece.WHITE_PAWN, 'P'},
    {0x02, Piece.WHITE_ROOK, 'R'},
    {0x03, Piece.WHITE_KNIGHT, 'N'},
    {0x04, Piece.WHITE_BISHOP, 'B'},
    {0x05, Piece.WHITE_KING, 'K'},
    {0x06, Piece.WHITE_QUEEN, 'Q'},
    {0x07, Piece.BLACK_PAWN, 'p'},
    {0x08, Piece.BLACK_ROOK, 'r'},
    {0x09, Piece.BLACK_KNIGHT, 'n'},
    {0x0A, Piece.BLACK_BISHOP, 'b'},
    {0x0B, Piece.BLACK_KING, 'k'},
    {0x0C, Piece.BLACK_QUEEN, 'q'},
    {0x0D, null, 'X'},
    {0x0E, null, 'Y'},
    {0x0F, null, 'Z'},
  };

  @Test
  void matchesTheSpecTable() {
    assertThat(PieceCode.values()).hasSize(TABLE.length);
    for (Object[] row : TABLE) {
      int code = (Integer) row[0];
      PieceCode pc = PieceCode.fromCode(code).orElseThrow();
      assertThat(pc.code()).isEqualTo(code);
      assertThat(pc.piece().orElse(null)).as("code %d", code).isEqualTo(row[1]);
      assertThat(pc.symbol()).as("code %d", code).isEqualTo(row[2]);
      assertThat(PieceCode.fromSymbol((Character) row[2])).contains(pc);
      if (row[1] != null) {
        assertThat(PieceCode.of((Piece) row[1])).isEqualTo(pc);
        assertThat(pc.symbol()).isEqualTo(((Piece) row[1]).fenChar());
      }
    }
  }

  @Test
  void resultPiecesAreValuesNotErrors() {
    assertThat(PieceCode.DRAW_PIECE.isResultPiece()).isTrue();
    assertThat(PieceCode.WHITE_WINS_PIECE.isResultPiece()).isTrue();
    assertThat(PieceCode.BLACK_WINS_PIECE.isResultPiece()).isTrue();
    assertThat(PieceCode.BLACK_QUEEN.isResultPiece()).isFalse();
    assertThat(PieceCode.EMPTY.isResultPiece()).isFalse();
    assertThat(PieceCode.DRAW_PIECE.piece()).isEmpty();
  }

  @Test
  void codesAbove15AreNotPieceCodes() {
    for (int code = 16; code < 256; code++) {
      assertThat(PieceCode.fromCode(code)).as("code %d", code).isEmpty();
    }
    assertThat(PieceCode.fromCode(-1)).isEmpty();
    assertThat(PieceCode.fromSymbol('?')).isEmpty();
  }
}
