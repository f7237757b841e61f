package org.touchmove.notation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.touchmove.chess.Bitboard;
import org.touchmove.chess.Position;
import org.touchmove.chess.SetupProblem;
import org.touchmove.chess.SetupResult;
import org.touchmove.chess.Square;
import org.touchmove.chess.Variant;

class FenTest {

  private static SetupResult setup(String fen, Variant variant) {
    FenResult result = Fen.parse(fen);
    assertThat(result).as(fen).isInstanceOf(FenResult.Parsed.class);
    return Position.fromSetup(((FenResult.Parsed) result).setup(), variant);
  }

  @Test
  void roundTripsTheStartPosition() {
    assertThat(Fen.format(Position.standard())).isEqualTo(Fen.STANDARD_START);
    assertThat(Fen.positionOrThrow(Fen.STANDARD_START)).isEqualTo(Position.standard());
  }

  @Test
  void readsEpdLinesWithoutCounters() {
    Position p = Fen.positionOrThrow("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3");
    assertThat(p.halfmoveClock()).isZero();
    assertThat(p.fullmoveNumber()).isEqualTo(1);
    // Nothing can take e3 en passant, so the square is not kept (see Position).
    assertThat(p.enPassantSquare()).isEmpty();
  }

  @Test
  void keepsAnEnPassantSquareSomebodyCanUse() {
    String fen = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";
    assertThat(Fen.format(Fen.positionOrThrow(fen))).isEqualTo(fen);
  }

  @Test
  void readsShredderAndXFenAndWritesBoth() {
    String shredder = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
    Position p = Fen.readPosition(shredder, Variant.CHESS960).orElseThrow();
    assertThat(p.castlingRooks()).isEqualTo(Bitboard.of(Square.F1, Square.H1, Square.F8, Square.H8));
    assertThat(Fen.formatShredder(p)).isEqualTo(shredder);
    // The king stands on g1: f1 is its queen-side rook, the only one there, so X-FEN says Q.
    assertThat(Fen.format(p)).isEqualTo("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9");
    // With two rooks on one side, X-FEN names the inner one by its file.
    Position inner = Fen.readPosition("4k3/8/8/8/8/8/8/R2RK3 w D - 0 1", Variant.CHESS960).orElseThrow();
    assertThat(inner.castlingRooks()).isEqualTo(Square.D1.bit());
    assertThat(Fen.format(inner)).isEqualTo("4k3/8/8/8/8/8/8/R2RK3 w D - 0 1");
    assertThat(Fen.readPosition(Fen.format(p), Variant.CHESS960)).contains(p);
  }

  @Test
  void infersChess960FromCastlingRights() {
    FenResult.Parsed parsed = (FenResult.Parsed) Fen.parse("1r2k3/8/8/8/8/8/8/R3KR2 w KQq - 0 1");
    assertThat(Fen.inferVariant(parsed.setup())).isEqualTo(Variant.CHESS960);
    FenResult.Parsed standard = (FenResult.Parsed) Fen.parse(Fen.STANDARD_START);
    assertThat(Fen.inferVariant(standard.setup())).isEqualTo(Variant.STANDARD);
  }

  @Test
  void reportsWhichFieldIsMalformed() {
    assertThat(Fen.parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1"))
        .isInstanceOf(FenResult.Malformed.class)
        .extracting(r -> ((FenResult.Malformed) r).field())
        .isEqualTo("placement");
    assertThat(((FenResult.Malformed) Fen.parse("8/8/8/8/8/8/8/8 x - - 0 1")).field()).isEqualTo("side");
    assertThat(((FenResult.Malformed) Fen.parse("8/8/8/8/8/8/8/8 w KX - 0 1")).field()).isEqualTo("castling");
    assertThat(((FenResult.Malformed) Fen.parse("8/8/8/8/8/8/8/8 w - e9 0 1")).field()).isEqualTo("en passant");
    assertThat(((FenResult.Malformed) Fen.parse("8/8/8/8/8/8/8/8 w - - x 1")).field()).isEqualTo("halfmove clock");
    assertThat(Fen.parse("")).isInstanceOf(FenResult.Malformed.class);
    assertThat(Fen.parse("9/8/8/8/8/8/8/8 w - - 0 1")).isInstanceOf(FenResult.Malformed.class);
  }

  @Test
  void reportsEveryProblemOfAnImpossibleSetup() {
    SetupResult result = setup("kk6/8/8/8/8/8/8/P7 w - - 0 1", Variant.STANDARD);
    assertThat(result).isInstanceOf(SetupResult.Invalid.class);
    assertThat(((SetupResult.Invalid) result).problems())
        .containsExactly(SetupProblem.MISSING_KING, SetupProblem.TOO_MANY_KINGS, SetupProblem.PAWN_ON_BACK_RANK);
    assertThat(((SetupResult.Invalid) result).repaired()).isEmpty();
  }

  @Test
  void findsTooMuchMaterialAndTheWrongSideInCheck() {
    assertThat(problems("4k3/pppppppp/8/8/8/8/PPPPPPPP/NNNNKNNN w - - 0 1"))
        .contains(SetupProblem.IMPOSSIBLE_MATERIAL);
    assertThat(problems("4k3/8/8/8/8/8/PPPPPPPP/PPPPKPPP w - - 0 1"))
        .contains(SetupProblem.TOO_MANY_PAWNS, SetupProblem.PAWN_ON_BACK_RANK);
    assertThat(problems("4k3/4R3/8/8/8/8/8/4K3 w - - 0 1")).containsExactly(SetupProblem.OPPOSITE_CHECK);
  }

  @Test
  void repairsBadCastlingRightsAndEnPassantSquares() {
    SetupResult result = setup("4k3/8/8/8/8/8/8/4K3 w KQkq e6 0 1", Variant.STANDARD);
    assertThat(((SetupResult.Invalid) result).problems())
        .containsExactly(SetupProblem.INVALID_EN_PASSANT, SetupProblem.INVALID_CASTLING_RIGHTS);
    assertThat(result.lenient().map(Fen::format)).contains("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  }

  private static java.util.Set<SetupProblem> problems(String fen) {
    SetupResult result = setup(fen, Variant.STANDARD);
    assertThat(result).as(fen).isInstanceOf(SetupResult.Invalid.class);
    return ((SetupResult.Invalid) result).problems();
  }

  @Test
  void readPositionIsEmptyForGarbage() {
    assertThat(Fen.readPosition("not a fen", Variant.STANDARD)).isEqualTo(Optional.empty());
  }
}
