package org.touchmove.dgt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.touchmove.chess.Board;
import org.touchmove.chess.Square;

class BoardReadingTest {

  @Test
  void theCanonicalDumpsAreTheStartPosition() {
    byte[] normal = Arrays.copyOfRange(Hex.bytes(SampleFrames.START_NORMAL), 3, 67);
    byte[] rotated = Arrays.copyOfRange(Hex.bytes(SampleFrames.START_ROTATED), 3, 67);
    assertThat(BoardReading.ofCodes(normal).toBoard(BoardOrientation.NORMAL))
        .isEqualTo(Board.standard());
    assertThat(BoardReading.ofCodes(rotated).toBoard(BoardOrientation.ROTATED))
        .isEqualTo(Board.standard());
    assertThat(BoardReading.ofCodes(rotated).toBoard(BoardOrientation.NORMAL))
        .isEqualTo(Board.standard().rotated());
  }

  @Test
  void readsAndDrawsDiagramsInFieldOrder() {
    BoardReading start = BoardReading.of(Board.standard(), BoardOrientation.NORMAL);
    String diagram =
        """
        rnbqkbnr
        pppppppp
        ........
        ........
        ........
        ........
        PPPPPPPP
        RNBQKBNR
        """;
    assertThat(start.toString()).isEqualTo(diagram);
    assertThat(BoardReading.parseDiagram(diagram)).isEqualTo(start);
  }

  @Test
  void keepsResultPiecesAndUnknownCodes() {
    BoardReading reading =
        BoardReading.parseDiagram(
            """
            ....k...
            ........
            ........
            ...X....
            ....Y...
            ........
            ........
            ....K..Z
            """)
            .with(1, 0x7F);
    assertThat(reading.codeAt(27)).isEqualTo(13);
    assertThat(reading.pieceCodeAt(Square.E4, BoardOrientation.NORMAL))
        .contains(PieceCode.WHITE_WINS_PIECE);
    assertThat(reading.resultPieces(BoardOrientation.NORMAL))
        .isEqualTo(
            Map.of(
                Square.D5, PieceCode.DRAW_PIECE,
                Square.E4, PieceCode.WHITE_WINS_PIECE,
                Square.H1, PieceCode.BLACK_WINS_PIECE));
    assertThat(reading.hasUnknownCodes()).isTrue();
    assertThat(reading.pieceCodeAt(1)).isEmpty();
    assertThat(reading.toBoard(BoardOrientation.NORMAL).pieces()).hasSize(2);
    assertThat(reading.toString()).startsWith(".?..k...\n");
  }

  @Test
  void isImmutable() {
    byte[] codes = new byte[64];
    BoardReading reading = BoardReading.ofCodes(codes);
    codes[0] = 5;
    assertThat(reading.codeAt(0)).isZero();
    reading.toCodes()[0] = 5;
    assertThat(reading.codeAt(0)).isZero();
    assertThat(reading.with(0, 0)).isSameAs(reading);
    assertThat(reading.with(0, 5)).isNotEqualTo(reading);
  }

  @Test
  void rejectsBadInput() {
    byte[] codes = new byte[64];
    codes[3] = (byte) 0x80;
    assertThatThrownBy(() -> BoardReading.ofCodes(codes)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> BoardReading.ofCodes(new byte[63]))
        .isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> BoardReading.empty().with(0, 128))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> BoardReading.parseDiagram("k"))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
