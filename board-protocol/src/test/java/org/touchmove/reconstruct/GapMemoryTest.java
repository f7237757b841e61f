package org.touchmove.reconstruct;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.touchmove.chess.Board;
import org.touchmove.chess.Move;
import org.touchmove.chess.Piece;
import org.touchmove.chess.Position;
import org.touchmove.chess.Square;
import org.touchmove.dgt.BoardOrientation;
import org.touchmove.dgt.DgtMessage;
import org.touchmove.dgt.EeLog;
import org.touchmove.dgt.PieceCode;

class GapMemoryTest {

  @Test
  void aGapWhoseLogNeverCameRunsOnIntoTheNext() {
    GapMemory gap = new GapMemory();
    gap.began(new int[64], 100);
    gap.asked(200);
    // The line went down again while the log was being sent: a second gap.
    assertThat(gap.began(new int[64], 5_000)).as("runs on").isTrue();

    assertThat(gap.startedAt()).isEqualTo(100);
    assertThat(gap.canAsk()).as("the log is asked for again").isTrue();
  }

  @Test
  void aGapAfterOneTheLogWasGivenUpOnStartsAfresh() {
    GapMemory gap = new GapMemory();
    gap.began(new int[64], 100);
    gap.asked(200);
    assertThat(gap.giveUp(200 + GapMemory.LOG_WAIT_MILLIS)).isTrue();
    gap.began(new int[64], 20_000);

    assertThat(gap.startedAt()).isEqualTo(20_000);
  }

  @Test
  void aLogKnownLostIsNotReadWhenItComesAndTheNextGapStartsAfresh() {
    GapMemory gap = new GapMemory();
    gap.began(new int[64], 100);
    gap.asked(200);
    gap.lost(); // the reconnection's dump came before it: the gap's dump was read without it

    assertThat(gap.unanswered()).isFalse();
    assertThat(gap.awaiting(300)).isFalse();
    gap.began(new int[64], 5_000);
    assertThat(gap.startedAt()).isEqualTo(5_000);
    assertThat(gap.canAsk()).isTrue();
  }

  @Test
  void aGapAfterOneNeverAskedAboutStartsAfresh() {
    GapMemory gap = new GapMemory();
    gap.began(new int[64], 100);
    assertThat(gap.began(new int[64], 5_000)).as("runs on").isFalse();

    assertThat(gap.startedAt()).isEqualTo(5_000);
  }

  private static final BoardOrientation NORMAL = BoardOrientation.NORMAL;
  /** The board's own log of the game below, and the board as it stands. */
  private final EeLog log = new EeLog();
  private Board board = Board.standard();
  /** What the host heard and had: its codes, and the memory of the gaps. */
  private final GapMemory gap = new GapMemory();
  private int[] host = GapLogTest.codes(board);

  /** A move the board logs; {@code heard} says whether the host heard its two updates. */
  private void play(String uci, boolean heard) {
    Square from = Square.parse(uci.substring(0, 2)).orElseThrow();
    Square to = Square.parse(uci.substring(2, 4)).orElseThrow();
    Piece piece = board.pieceAt(from).orElseThrow();
    change(from, null, heard);
    change(to, piece, heard);
  }

  private void change(Square square, Piece piece, boolean heard) {
    board = piece == null ? board.without(square) : board.with(square, piece);
    int code = piece == null ? 0 : PieceCode.of(piece).code();
    log.squareChange(NORMAL.field(square), code, false);
    if (heard) {
      host[NORMAL.field(square)] = code;
      gap.heard(NORMAL.field(square), code);
    }
  }

  /** A dump: the host's board becomes the board's, and the memory hears of it if it changed. */
  private void dump() {
    int[] now = GapLogTest.codes(board);
    if (!java.util.Arrays.equals(now, host)) {
      gap.dumped(host);
    }
    host = now;
  }

  private GapLog readLog() {
    assertThat(gap.read(new DgtMessage.EeMoves(log.download()), NORMAL, 60_000)).isTrue();
    return gap.log().orElseThrow();
  }

  @Test
  void aGapsLogIsReadFromTheBoardTheUpdatesHeardLeftWhereTheDumpSinceShowedMovesTheLogHasAfterThem() {
    // 1. e4 e5 heard; 2. Nf3 Nc6 in an outage, its dump read, its log asked for and lost with the
    // line; 3. Bc4 Bc5 in a second outage with nothing heard between. The updates heard are from
    // before the first outage, and so is the board the log is replayed on: the tracker, which may
    // not have read the first dump, reads the gap from there.
    play("e2e4", true);
    play("e7e5", true);
    Position afterE5 = GapLogTest.position("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    gap.began(host, 1_000);
    play("g1f3", false);
    play("b8c6", false);
    dump();
    gap.asked(2_000);
    gap.lost();
    gap.began(host, 5_000);
    play("f1c4", false);
    play("f8c5", false);
    dump();
    gap.asked(6_000);

    assertThat(readLog().movesFrom(afterE5, board))
        .containsExactly(GapLogTest.moves(afterE5, "g1f3", "b8c6", "f1c4", "f8c5"));
  }

  @Test
  void theUpdatesHeardSinceADumpThatChangedTheBoardMarkTheGapsStartWhereAllDoNot() {
    // 1. e4 e5 heard; 2. Nf3 Nc6 in an outage, its dump read; 3. Bc4 heard landing, f1's emptying
    // lost and put right by a dump; then 3... Bc5 4. Ng5 in a second outage. The log has six
    // records between e5's pawn and c4's bishop, where the run of updates heard allows two lost.
    play("e2e4", true);
    play("e7e5", true);
    gap.began(host, 1_000);
    play("g1f3", false);
    play("b8c6", false);
    dump();
    change(Square.F1, null, false);
    change(Square.C4, Piece.WHITE_BISHOP, true);
    dump();
    Position afterBc4 =
        GapLogTest.position("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3");
    gap.began(host, 5_000);
    play("f8c5", false);
    play("f3g5", false);
    dump();
    gap.asked(6_000);

    GapLog read = readLog();
    assertThat(read.changes()).hasSize(4);
    assertThat(read.movesFrom(afterBc4, board)).containsExactly(GapLogTest.moves(afterBc4, "f8c5", "f3g5"));
  }

}
