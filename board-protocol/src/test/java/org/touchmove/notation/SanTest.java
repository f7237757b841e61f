package org.touchmove.notation;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.touchmove.chess.Move;
import org.touchmove.chess.Position;
import org.touchmove.chess.Role;
import org.touchmove.chess.Square;

class SanTest {

  private static Move parsed(Position p, String text) {
    MoveParseResult r = San.parse(p, text);
    assertThat(r).as(text).isInstanceOf(MoveParseResult.Parsed.class);
    return ((MoveParseResult.Parsed) r).move();
  }

  @Test
  void disambiguatesByFileThenRankThenBoth() {
    // Appendix C.10, with the knights of python-chess's test position (a fact, not code).
    Position p = Fen.positionOrThrow("N3k2N/8/8/3N4/N4N1N/2R5/1R6/4K3 w - - 0 1");
    assertThat(San.format(p, Move.normal(Square.A4, Square.B6))).isEqualTo("N4b6");
    assertThat(San.format(p, Move.normal(Square.H8, Square.G6))).isEqualTo("N8g6");
    assertThat(San.format(p, Move.normal(Square.H4, Square.G6))).isEqualTo("Nh4g6");
    assertThat(San.format(p, Move.normal(Square.B2, Square.C2))).isEqualTo("Rbc2");
    assertThat(San.format(p, Move.normal(Square.E1, Square.F1))).isEqualTo("Kf1");
  }

  @Test
  void writesCapturesPromotionsChecksAndMates() {
    Position p = Fen.positionOrThrow("7k/1p2Npbp/8/2P5/1P1r4/3b2QP/3q1pPK/2RB4 b - - 1 29");
    assertThat(San.format(p, Move.promotion(Square.F2, Square.F1, Role.QUEEN))).isEqualTo("f1=Q");
    assertThat(San.format(p, Move.promotion(Square.F2, Square.F1, Role.KNIGHT))).isEqualTo("f1=N+");
    Position mate = Fen.positionOrThrow("6bk/7b/8/3pP3/8/8/8/Q3K3 w - d6 0 2");
    assertThat(San.format(mate, Move.enPassant(Square.E5, Square.D6))).isEqualTo("exd6#");
  }

  @Test
  void readsEveryWayPeopleWriteAMove() {
    Position start = Position.standard();
    Move nf3 = Move.normal(Square.G1, Square.F3);
    assertThat(parsed(start, "Nf3")).isEqualTo(nf3);
    assertThat(parsed(start, "Nf3+")).isEqualTo(nf3);
    assertThat(parsed(start, "Ng1f3")).isEqualTo(nf3);
    assertThat(parsed(start, "Ng1-f3")).isEqualTo(nf3);
    assertThat(parsed(start, "g1f3")).isEqualTo(nf3);
    assertThat(parsed(start, "Nf3!?")).isEqualTo(nf3);
    assertThat(parsed(start, "e2-e4")).isEqualTo(Move.normal(Square.E2, Square.E4));
    Position castle = Fen.positionOrThrow("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    Move shortCastle = Move.castling(Square.E1, Square.H1);
    for (String text : new String[] {"O-O", "0-0", "O\u2011O", "e1g1", "e1h1", "O-O+"}) {
      assertThat(parsed(castle, text)).as(text).isEqualTo(shortCastle);
    }
    assertThat(parsed(castle, "0-0-0")).isEqualTo(Move.castling(Square.E1, Square.A1));
    Position promo = Fen.positionOrThrow("8/3P4/8/8/8/8/8/k1K5 w - - 0 1");
    Move queen = Move.promotion(Square.D7, Square.D8, Role.QUEEN);
    assertThat(parsed(promo, "d8=Q")).isEqualTo(queen);
    assertThat(parsed(promo, "d8Q")).isEqualTo(queen);
    assertThat(parsed(promo, "d7d8q")).isEqualTo(queen);
    assertThat(parsed(promo, "d8=N")).isEqualTo(Move.promotion(Square.D7, Square.D8, Role.KNIGHT));
    Position ep = Fen.positionOrThrow("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
    Move exf6 = Move.enPassant(Square.E5, Square.F6);
    assertThat(parsed(ep, "exf6")).isEqualTo(exf6);
    assertThat(parsed(ep, "exf6e.p.")).isEqualTo(exf6);
    assertThat(parsed(ep, "exf6ep")).isEqualTo(exf6);
    assertThat(parsed(ep, "exf6 e.p.")).isEqualTo(exf6);
  }

  @Test
  void saysWhyAMoveCannotBeRead() {
    Position start = Position.standard();
    assertThat(San.parse(start, "Nf4")).isInstanceOf(MoveParseResult.Illegal.class);
    assertThat(San.parse(start, "e5")).isInstanceOf(MoveParseResult.Illegal.class);
    assertThat(San.parse(start, "Xy9")).isInstanceOf(MoveParseResult.Malformed.class);
    assertThat(San.parse(start, "")).isInstanceOf(MoveParseResult.Malformed.class);
    assertThat(San.parse(start, "O-O")).isInstanceOf(MoveParseResult.Illegal.class);
    Position twoKnights = Fen.positionOrThrow("8/8/1n6/3R1P2/1n6/2k2K2/3p4/r6r b - - 0 82");
    MoveParseResult ambiguous = San.parse(twoKnights, "Nd5");
    assertThat(ambiguous).isInstanceOf(MoveParseResult.Ambiguous.class);
    assertThat(((MoveParseResult.Ambiguous) ambiguous).candidates()).hasSize(2);
  }
}
