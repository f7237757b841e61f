package org.touchmove.reconstruct;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.touchmove.chess.Board;
import org.touchmove.chess.Move;
import org.touchmove.chess.Piece;
import org.touchmove.chess.Position;
import org.touchmove.chess.Square;
import org.touchmove.dgt.BoardOrientation;
import org.touchmove.dgt.BoardReading;
import org.touchmove.dgt.EeLog;
import org.touchmove.dgt.EeRecord;
import org.touchmove.dgt.PieceCode;

/** The board's log tells the order of moves a link gap hid (Nf3 Nc6 Bc4, not Bc4 Nc6 Nf3). */
class GapLogTest {
  private static final BoardOrientation NORMAL = BoardOrientation.NORMAL;

  /** The log a board keeps: a change per square the scan found, as {@link EeLog} writes it. */
  private final EeLog log = new EeLog();
  private Board board = Board.standard();

  private void logChange(Square square, Piece piece) {
    board = piece == null ? board.without(square) : board.with(square, piece);
    log.squareChange(NORMAL.field(square), piece == null ? 0 : PieceCode.of(piece).code(), false);
  }

  private void logMove(String uci) {
    Square from = Square.parse(uci.substring(0, 2)).orElseThrow();
    Square to = Square.parse(uci.substring(2, 4)).orElseThrow();
    Piece piece = board.pieceAt(from).orElseThrow();
    logChange(from, null);
    logChange(to, piece);
  }

  /** The gap the board's log shows, the host having had {@code before} and heard {@code heard}. */
  private Optional<GapLog> gapIn(int[] before, Integer... heard) {
    return GapLog.align(EeRecord.parseLog(log.download()), before, List.of(heard), NORMAL);
  }

  private static int heard(Square square, Piece piece) {
    return NORMAL.field(square) << 8 | (piece == null ? 0 : PieceCode.of(piece).code());
  }

  /** The moves from {@code start} given as from-to squares (shared with GapMemoryTest). */
  static List<Move> moves(Position start, String... uci) {
    List<Move> moves = new ArrayList<>();
    Position p = start;
    for (String u : uci) {
      Square from = Square.parse(u.substring(0, 2)).orElseThrow();
      Square to = Square.parse(u.substring(2, 4)).orElseThrow();
      Move move =
          p.legalMoves().stream().filter(m -> m.from() == from && m.to() == to).findFirst().orElseThrow();
      moves.add(move);
      p = p.playUnchecked(move);
    }
    return moves;
  }

  /** The position after 1. e4 e5, where the link goes down. */
  private final Position afterE5 =
      position("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");

  /**
   * Logs 1. e4 e5, then 2. Nf3 Nc6 3. Bc4 with the link down: the codes the host had when it went
   * down (it heard e7 emptied and e5 filled).
   */
  private int[] nf3Nc6Bc4InTheGap() {
    logMove("e2e4");
    logMove("e7e5");
    int[] before = codes(board);
    logMove("g1f3");
    logMove("b8c6");
    logMove("f1c4");
    return before;
  }

  private Optional<GapLog> gapAfterE5(int[] before) {
    return gapIn(before, heard(Square.E7, null), heard(Square.E5, Piece.BLACK_PAWN));
  }

  @Test
  void theLogTellsTransposedOrdersApart() {
    Optional<GapLog> gap = gapAfterE5(nf3Nc6Bc4InTheGap());

    assertThat(gap).isPresent();
    assertThat(gap.get().changes()).hasSize(6);
    assertThat(gap.get().fits(afterE5, moves(afterE5, "g1f3", "b8c6", "f1c4"), m -> false)).isTrue();
    assertThat(gap.get().fits(afterE5, moves(afterE5, "f1c4", "b8c6", "g1f3"), m -> false)).isFalse();
    // A move made after the log was read (not in it) is no objection.
    assertThat(gap.get().fits(afterE5, moves(afterE5, "g1f3", "b8c6", "f1c4", "g8f6"), m -> false))
        .isTrue();
  }

  @Test
  void movesBackToTheGapsBoardAreFoundWhereTheyHaveChangesAfterThem() {
    logMove("e2e4");
    logMove("e7e5");
    logMove("g1f3");
    logMove("g8f6");
    int[] before = codes(board);
    // Ng1 Ng8 Nf3 Nf6 in the gap: the board is back where it was, and its last four changes are
    // the four updates heard before the gap again.
    logMove("f3g1");
    logMove("f6g8");
    logMove("g1f3");
    logMove("g8f6");
    Integer[] heard = {
      heard(Square.G1, null),
      heard(Square.F3, Piece.WHITE_KNIGHT),
      heard(Square.G8, null),
      heard(Square.F6, Piece.BLACK_KNIGHT)
    };
    List<EeRecord> records = EeRecord.parseLog(log.download());

    Optional<GapLog> latest = GapLog.align(records, before, null, List.of(heard), NORMAL, false);
    Optional<GapLog> withChanges = GapLog.align(records, before, null, List.of(heard), NORMAL, true);

    assertThat(latest).isPresent();
    assertThat(latest.get().changes()).isEmpty();
    assertThat(withChanges).isPresent();
    assertThat(withChanges.get().changes())
        .containsExactly(
            new GapLog.Change(Square.F3, null),
            new GapLog.Change(Square.G1, Piece.WHITE_KNIGHT),
            new GapLog.Change(Square.F6, null),
            new GapLog.Change(Square.G8, Piece.BLACK_KNIGHT),
            new GapLog.Change(Square.G1, null),
            new GapLog.Change(Square.F3, Piece.WHITE_KNIGHT),
            new GapLog.Change(Square.G8, null),
            new GapLog.Change(Square.F6, Piece.BLACK_KNIGHT));
  }

  @Test
  void anUpdateTheBoardOverwroteStillFindsTheGap() {
    logMove("e2e4");
    logMove("e7e5");
    logMove("g1f3");
    // Bf8-c5 sliding: the host hears f8 emptied and the bishop passing e7, then the link goes.
    logChange(Square.F8, null);
    logChange(Square.E7, Piece.BLACK_BISHOP);
    int[] before = codes(board);
    logChange(Square.E7, null); // overwrites "e7 bishop": the log never says it was heard
    logChange(Square.D6, Piece.BLACK_BISHOP);
    logChange(Square.D6, null); // overwrites again
    logChange(Square.C5, Piece.BLACK_BISHOP);
    logMove("b1c3");
    Position afterNf3 = position("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");

    Optional<GapLog> gap =
        gapIn(before, heard(Square.F8, null), heard(Square.E7, Piece.BLACK_BISHOP));

    assertThat(gap).isPresent();
    assertThat(gap.get().changes())
        .containsExactly(
            new GapLog.Change(Square.E7, null),
            new GapLog.Change(Square.D6, null),
            new GapLog.Change(Square.C5, Piece.BLACK_BISHOP),
            new GapLog.Change(Square.B1, null),
            new GapLog.Change(Square.C3, Piece.WHITE_KNIGHT));
    // Bc5 was begun before the gap (f8's lift heard), Nc3 made in it.
    assertThat(gap.get().fits(afterNf3, moves(afterNf3, "f8c5", "b1c3"), m -> m.from() == Square.F8))
        .isTrue();
    assertThat(gap.get().fits(afterNf3, moves(afterNf3, "f8c5", "b1a3"), m -> m.from() == Square.F8))
        .isFalse();
  }

  @Test
  void aSquareFlickeringBeforeTheGapIsOneRunAndAHeldPieceFits() {
    logMove("e2e4");
    logMove("e7e5");
    // e5 adjusted before the gap: the host heard it emptied and filled again; the board's log
    // overwrites a square's record when it changes again, so it keeps fewer records than heard.
    logChange(Square.E5, null);
    logChange(Square.E5, Piece.BLACK_PAWN);
    int[] before = codes(board);
    logMove("g1f3");
    logMove("b8c6");
    logChange(Square.F3, null); // the knight lifted again, for its next move

    Optional<GapLog> gap =
        gapIn(
            before,
            heard(Square.E7, null),
            heard(Square.E5, Piece.BLACK_PAWN),
            heard(Square.E5, null),
            heard(Square.E5, Piece.BLACK_PAWN));

    assertThat(gap).isPresent();
    assertThat(gap.get().changes())
        .containsExactly(
            new GapLog.Change(Square.G1, null),
            new GapLog.Change(Square.F3, Piece.WHITE_KNIGHT),
            new GapLog.Change(Square.B8, null),
            new GapLog.Change(Square.C6, Piece.BLACK_KNIGHT),
            new GapLog.Change(Square.F3, null));
    List<Move> nf3Nc6 = moves(afterE5, "g1f3", "b8c6");
    long f3 = 1L << Square.F3.index();
    assertThat(gap.get().fits(afterE5, nf3Nc6, m -> false, f3)).isTrue();
    // Without the knight in the hand the log's board is not the moves' board.
    assertThat(gap.get().fits(afterE5, nf3Nc6, m -> false)).isFalse();
    // Nh3 Nc6 with the knight lifted from h3 leaves the same squares empty; the log says f3.
    long h3 = 1L << Square.H3.index();
    assertThat(gap.get().fits(afterE5, moves(afterE5, "g1h3", "b8c6"), m -> false, h3)).isFalse();
  }

  @Test
  void ofTwoOrdersThatFitTheOneTouchingEverySquareTheLogChangedIsTold() {
    logMove("e2e3");
    logMove("e7e5");
    logMove("b1c3");
    logMove("e5e4");
    // White lifts the d-pawn, heard, and the link goes down: d2-d4, exd3 e.p., Bf1xd3.
    logChange(Square.D2, null);
    int[] before = codes(board);
    logChange(Square.D4, Piece.WHITE_PAWN);
    logChange(Square.D4, null); // taken en passant: overwrites "d4 pawn"
    logChange(Square.E4, null);
    logChange(Square.D3, Piece.BLACK_PAWN);
    logChange(Square.F1, null);
    logChange(Square.D3, null);
    logChange(Square.D3, Piece.WHITE_BISHOP); // overwrites "d3 empty"
    Position afterE4 = position("rnbqkbnr/pppp1ppp/8/8/4p3/2N1P3/PPPP1PPP/R1BQKBNR w KQkq - 0 3");
    GapLog gap =
        gapIn(before, heard(Square.E4, Piece.BLACK_PAWN), heard(Square.D2, null)).orElseThrow();
    List<Move> doubleStep = moves(afterE4, "d2d4", "e4d3", "f1d3");
    List<Move> singleStep = moves(afterE4, "d2d3", "e4d3", "f1d3");

    // The pawn's lift was heard, its landing not: the log has it, as d4's emptying that
    // overwrote it. d2-d3 leaves the same last board, but the log never has a pawn put on d3.
    assertThat(gap.fits(afterE4, doubleStep, m -> m.from() == Square.D2)).isTrue();
    assertThat(gap.fits(afterE4, singleStep, m -> m.from() == Square.D2)).isFalse();
    // Only the double step touches d4, which the log shows changed.
    assertThat(gap.touchesEveryChange(doubleStep)).isTrue();
    assertThat(gap.touchesEveryChange(singleStep)).isFalse();
  }

  @Test
  void anUpdateTheLineLostJustBeforeTheGapIsOnTheLogsFirstBoard() {
    logMove("e2e4");
    logMove("e7e5");
    // h2-h4: h2's emptying is lost on the line, h4's filling heard; then the gap: h6, Nf3.
    logChange(Square.H2, null);
    logChange(Square.H4, Piece.WHITE_PAWN);
    int[] before = codes(board.with(Square.H2, Piece.WHITE_PAWN)); // the host's board
    logMove("h7h6");
    logMove("g1f3");

    GapLog gap =
        gapIn(before, heard(Square.E5, Piece.BLACK_PAWN), heard(Square.H4, Piece.WHITE_PAWN))
            .orElseThrow();

    // h4 was made before the gap (its landing heard): the log's last board has h2 empty.
    assertThat(gap.fits(afterE5, moves(afterE5, "h2h4", "h7h6", "g1f3"), m -> m.from() == Square.H2))
        .isTrue();
  }

  @Test
  void ofTwoPlacesTheLastUpdatesHeardFitTheOneWithoutRecordsBetweenThemIsTheGapsStart() {
    Position afterG4 = position("4k3/8/8/5p2/4P1P1/5P2/8/4K3 b - - 0 1");
    board = position("4k3/8/8/5p2/4P3/5PP1/8/4K3 w - - 0 1").board();
    logMove("g3g4"); // heard: g3 emptied, g4 filled
    int[] before = codes(board);
    // In the gap: fxg4 (g4's pawn lifted first: the board overwrites "g4 white pawn"), fxg4.
    logChange(Square.G4, null);
    logChange(Square.F5, null);
    logChange(Square.G4, Piece.BLACK_PAWN);
    logChange(Square.G4, null); // overwrites "g4 black pawn"
    logChange(Square.F3, null);
    logChange(Square.G4, Piece.WHITE_PAWN);

    GapLog gap =
        gapIn(before, heard(Square.G3, null), heard(Square.G4, Piece.WHITE_PAWN)).orElseThrow();

    // The later g4 record, two records after, would start the gap after Black's capture.
    assertThat(gap.changes())
        .containsExactly(
            new GapLog.Change(Square.G4, null),
            new GapLog.Change(Square.F5, null),
            new GapLog.Change(Square.G4, null),
            new GapLog.Change(Square.F3, null),
            new GapLog.Change(Square.G4, Piece.WHITE_PAWN));
    assertThat(gap.touchesEveryChange(moves(afterG4, "f5g4", "f3g4"))).isTrue();
    assertThat(gap.touchesEveryChange(moves(afterG4, "f5e4", "f3e4"))).isFalse();
  }

  @Test
  void aMoveTheReplyWasMadeInsideOfIsTwoMoves() {
    int[] before = afterE5Logged();
    logMove("f1e2");
    logMove("b8c6");
    logMove("e2c4");
    GapLog gap = gapAfterE5(before).orElseThrow();

    assertThat(gap.fits(afterE5, moves(afterE5, "f1e2", "b8c6", "e2c4"), m -> false)).isTrue();
    // Bf1-c4 then Nc6 leaves the same board, but the log has c4's landing after Nc6's records:
    // the bishop stood on e2 while Black moved.
    assertThat(gap.fits(afterE5, moves(afterE5, "f1c4", "b8c6"), m -> false)).isFalse();
  }

  private int[] afterE5Logged() {
    logMove("e2e4");
    logMove("e7e5");
    return codes(board);
  }

  @Test
  void aReplyBegunAfterThePressIsLeftOffTheLogsEnd() {
    int[] before = nf3Nc6Bc4InTheGap();
    // White presses after Bc4; Black answers at once, and the log, asked for later, has it too.
    logMove("g8f6");

    GapLog gap = gapAfterE5(before).orElseThrow();
    List<Move> read = moves(afterE5, "g1f3", "b8c6", "f1c4");

    assertThat(gap.fits(afterE5, read, m -> false)).isFalse(); // the log's board has Nf6
    List<GapLog> withoutBlack = gap.withoutTrailingMovesOf(org.touchmove.chess.Color.BLACK);
    assertThat(withoutBlack).hasSize(3); // the whole log, without f6 filled, without g8 emptied
    assertThat(withoutBlack.get(2).changes()).hasSize(6);
    assertThat(withoutBlack).anyMatch(l -> l.fits(afterE5, read, m -> false));
    // White's trailing changes are not Black's reply: none is left off for White.
    assertThat(gap.withoutTrailingMovesOf(org.touchmove.chess.Color.WHITE)).hasSize(1);
  }

  @Test
  void aPieceKnockedAsideAtTheLogsEndIsToldApartFromTheGapsMoves() {
    int[] before = nf3Nc6Bc4InTheGap();
    // Black's a7 pawn knocked to a6 as the log was asked for: logged landing first, as a scan may.
    logChange(Square.A6, Piece.BLACK_PAWN);
    logChange(Square.A7, null);

    GapLog gap = gapAfterE5(before).orElseThrow();
    List<Move> read = moves(afterE5, "g1f3", "b8c6", "f1c4");

    assertThat(gap.fits(afterE5, read, m -> false)).isFalse(); // the log's board has the knock
    GapLog.Knock knock = gap.trailingKnock().orElseThrow();
    assertThat(knock.from()).isEqualTo(Square.A7);
    assertThat(knock.to()).isEqualTo(Square.A6);
    assertThat(knock.piece()).isEqualTo(Piece.BLACK_PAWN);
    assertThat(knock.before().changes()).hasSize(6);
    assertThat(knock.before().fits(afterE5, read, m -> false)).isTrue();
  }

  @Test
  void aLogEndingOnACaptureHasNoKnock() {
    int[] before = nf3Nc6Bc4InTheGap();
    // Bc4xf7: the bishop lands where a pawn stood (not an empty square).
    logChange(Square.C4, null);
    logChange(Square.F7, Piece.WHITE_BISHOP);

    assertThat(gapAfterE5(before).orElseThrow().trailingKnock()).isEmpty();
  }

  @Test
  void theLogReadsAGapLongerThanAnySearchFromTheBoard() {
    // 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O (king first) Nf6 5. Ng5 O-O (rook first): eight plies, and a
    // slide (Bc4 via d3, where the bishop could have stopped, but then Black must move next).
    logMove("e2e4");
    logMove("e7e5");
    int[] before = codes(board);
    logMove("g1f3");
    logMove("b8c6");
    logChange(Square.F1, null);
    logChange(Square.D3, Piece.WHITE_BISHOP);
    logChange(Square.D3, null);
    logChange(Square.C4, Piece.WHITE_BISHOP);
    logMove("f8c5");
    logMove("e1g1");
    logMove("h1f1");
    logMove("g8f6");
    logMove("f3g5");
    logMove("h8f8");
    logMove("e8g8");
    Optional<GapLog> gap = gapAfterE5(before);

    assertThat(gap).isPresent();
    assertThat(gap.get().movesFrom(afterE5, board))
        .containsExactly(
            moves(afterE5, "g1f3", "b8c6", "f1c4", "f8c5", "e1h1", "g8f6", "f3g5", "e8h8"));
    // It ends on the board the log leaves, which may show a piece lifted since, or one move on
    // (made after the log was read); any other board reads nothing.
    assertThat(gap.get().movesFrom(afterE5, board.without(Square.G5))).hasSize(1);
    assertThat(gap.get().movesFrom(afterE5, board.without(Square.G5).with(Square.H3, Piece.WHITE_KNIGHT)))
        .containsExactly(
            moves(afterE5, "g1f3", "b8c6", "f1c4", "f8c5", "e1h1", "g8f6", "f3g5", "e8h8", "g5h3"));
    assertThat(gap.get().movesFrom(afterE5, board.without(Square.A7).with(Square.A6, Piece.BLACK_PAWN)))
        .isEmpty(); // Black moving again, White to move
  }

  @Test
  void aPieceMovedAwayAndBackIsReadAsTheLogHasIt() {
    // 2. Nf3 Nc6 3. Ng1 Nb8: the board is as before, the log says what happened.
    logMove("e2e4");
    logMove("e7e5");
    int[] before = codes(board);
    logMove("g1f3");
    logMove("b8c6");
    logMove("f3g1");
    logMove("c6b8");

    assertThat(gapAfterE5(before).orElseThrow().movesFrom(afterE5, board))
        .containsExactly(moves(afterE5, "g1f3", "b8c6", "f3g1", "c6b8"));
  }

  @Test
  void aLandingTakenUpAtOnceIsReadFromTheEmptyingThatOverwroteIt() {
    // 1. e4 e5 2. Nf3 Bc5 3. Nxe5 heard, then in the gap Bxf2+, the bishop taken off f2 at once
    // by White's hand, and Kxf2: the board overwrites "f2 black bishop" with "f2 empty".
    logMove("e2e4");
    logMove("e7e5");
    logMove("g1f3");
    logMove("f8c5");
    logChange(Square.E5, Piece.WHITE_KNIGHT);
    logChange(Square.F3, null);
    int[] before = codes(board);
    logChange(Square.C5, null);
    logChange(Square.F2, Piece.BLACK_BISHOP);
    logChange(Square.F2, null);
    logChange(Square.E1, null);
    logChange(Square.F2, Piece.WHITE_KING);
    Position afterNxe5 =
        position("rnbqk1nr/pppp1ppp/8/2b1N3/4P3/8/PPPP1PPP/RNBQKB1R b KQkq - 0 3");
    GapLog gap =
        gapIn(before, heard(Square.E5, Piece.WHITE_KNIGHT), heard(Square.F3, null)).orElseThrow();

    assertThat(gap.changes()).doesNotContain(new GapLog.Change(Square.F2, Piece.BLACK_BISHOP));
    assertThat(gap.movesFrom(afterNxe5, board)).containsExactly(moves(afterNxe5, "c5f2", "e1f2"));
  }

  @Test
  void aCaptureEnPassantTheLogCaughtHalfMadeIsReadOnTheBoardWithoutItsVictim() {
    // 1. e4 Nf6 2. e5 Nd5 heard, then 3. d4 f5 4. exf6 e.p. in the gap: the log is asked for
    // with the pawn put down on f6 and the f5 pawn still there (no legal position), which the
    // hand takes off a moment later.
    logMove("e2e4");
    logMove("g8f6");
    logMove("e4e5");
    logMove("f6d5");
    int[] before = codes(board);
    logMove("d2d4");
    logMove("f7f5");
    logMove("e5f6");
    Position afterNd5 =
        position("rnbqkb1r/pppppppp/8/3nP3/8/8/PPPP1PPP/RNBQKBNR w KQkq - 1 3");
    GapLog gap =
        gapIn(before, heard(Square.F6, null), heard(Square.D5, Piece.BLACK_KNIGHT)).orElseThrow();

    assertThat(gap.movesFrom(afterNd5, board)).isEmpty(); // nothing reads the pawn on f5 too
    assertThat(gap.movesFrom(afterNd5, board.without(Square.F5)))
        .containsExactly(moves(afterNd5, "d2d4", "f7f5", "e5f6"));
  }

  @Test
  void aMoveBegunBeforeTheGapHasItsLandingInTheLog() {
    // Ng1 lifted, heard, and the link goes down: Nf3 Nc6, and the knight taken up from f3 again.
    logMove("e2e4");
    logMove("e7e5");
    logChange(Square.G1, null);
    int[] before = codes(board);
    logChange(Square.F3, Piece.WHITE_KNIGHT);
    logMove("b8c6");
    logChange(Square.F3, null);
    GapLog gap =
        gapIn(before, heard(Square.E5, Piece.BLACK_PAWN), heard(Square.G1, null)).orElseThrow();
    java.util.function.Predicate<Move> g1Lifted = m -> m.from() == Square.G1;

    long f3 = 1L << Square.F3.index();
    assertThat(gap.fits(afterE5, moves(afterE5, "g1f3", "b8c6"), g1Lifted, f3)).isTrue();
    // Nh3 Nc6 with the knight taken up from h3 leaves the same board, and its lift was heard as
    // well; but its landing was not, and the log has none on h3.
    long h3 = 1L << Square.H3.index();
    assertThat(gap.fits(afterE5, moves(afterE5, "g1h3", "b8c6"), g1Lifted, h3)).isFalse();
  }

  @Test
  void ofTheLogsReadingsTheOneTouchingEveryChangeIsTheWholeOfIt() {
    // 2. Be2 Nc6 3. Bb5 Nb8 4. Bc4 Nc6 in two outages: the log reads so, and also as Be2 Nc6 Bc4
    // or Bc4 Nc6 (the same last board), which never touch b5, where the log has the bishop put
    // down.
    int[] before = afterE5Logged();
    logMove("f1e2");
    logMove("b8c6");
    logMove("e2b5");
    logMove("c6b8");
    logMove("b5c4");
    logMove("b8c6");
    GapLog gap = gapAfterE5(before).orElseThrow();
    List<Move> whole = moves(afterE5, "f1e2", "b8c6", "e2b5", "c6b8", "b5c4", "b8c6");
    List<Move> skipping = moves(afterE5, "f1e2", "b8c6", "e2c4");

    List<List<Move>> readings = gap.movesFrom(afterE5, board);
    assertThat(readings).contains(whole, skipping);
    assertThat(readings).filteredOn(gap::touchesEveryChange).containsExactly(whole);
  }

  @Test
  void aLogWithoutTheUpdatesHeardSaysNothing() {
    logMove("d2d4");
    assertThat(gapIn(codes(board), heard(Square.E7, null), heard(Square.E5, Piece.BLACK_PAWN)))
        .isEmpty();
  }

  static int[] codes(Board board) {
    byte[] raw = BoardReading.of(board, NORMAL).toCodes();
    int[] codes = new int[raw.length];
    for (int i = 0; i < raw.length; i++) {
      codes[i] = raw[i];
    }
    return codes;
  }

  static Position position(String fen) {
    return org.touchmove.notation.Fen.positionOrThrow(fen);
  }
}
