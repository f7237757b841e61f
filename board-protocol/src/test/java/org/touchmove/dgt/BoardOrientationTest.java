package org.touchmove.dgt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.touchmove.chess.Square;

class BoardOrientationTest {

  @Test
  void fieldZeroIsA8SeenFromWhite() {
    // spec/dgt-protocol.md §5.1.
    BoardOrientation n = BoardOrientation.NORMAL;
    assertThat(n.square(0)).isEqualTo(Square.A8);
    assertThat(n.square(7)).isEqualTo(Square.H8);
    assertThat(n.square(8)).isEqualTo(Square.A7);
    assertThat(n.square(0x24)).isEqualTo(Square.E4);
    assertThat(n.square(0x34)).isEqualTo(Square.E2);
    assertThat(n.square(56)).isEqualTo(Square.A1);
    assertThat(n.square(63)).isEqualTo(Square.H1);
    for (int field = 0; field < 64; field++) {
      Square s = n.square(field);
      assertThat(field).isEqualTo((8 - (s.rank() + 1)) * 8 + s.file());
    }
  }

  @Test
  void rotatedBoardMirrorsEveryField() {
    for (int field = 0; field < 64; field++) {
      assertThat(BoardOrientation.ROTATED.square(field))
          .isEqualTo(BoardOrientation.NORMAL.square(63 - field))
          .isEqualTo(BoardOrientation.NORMAL.square(field).rotated());
    }
    assertThat(BoardOrientation.ROTATED.square(0)).isEqualTo(Square.H1);
  }

  @Test
  void fieldIsTheInverseOfSquare() {
    for (BoardOrientation o : BoardOrientation.values()) {
      for (int field = 0; field < 64; field++) {
        assertThat(o.field(o.square(field))).as("%s %d", o, field).isEqualTo(field);
      }
      assertThat(o.flipped().flipped()).isEqualTo(o);
    }
  }

  @Test
  void rejectsFieldsOffTheBoard() {
    assertThatThrownBy(() -> BoardOrientation.NORMAL.square(64))
        .isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> BoardOrientation.NORMAL.square(-1))
        .isInstanceOf(IndexOutOfBoundsException.class);
  }
}
