package org.touchmove.chess;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.touchmove.Corpus;
import org.touchmove.notation.Fen;
import org.touchmove.notation.FenResult;
import org.touchmove.notation.PgnReadResult;
import org.touchmove.notation.PgnReader;

/**
 * {@link DeadPositionCheck}: a helpmate carried over a move must still mate, replayed move by move
 * from the new position, and the game's dead-position answers must be the fresh test's.
 */
class DeadPositionCheckTest {
  /** A knight against a rook: no free heavy piece for White, so the test searches. */
  private static final String KNIGHT_AGAINST_ROOK = "8/4N3/4K3/2r5/4k3/8/8/8 w - - 34 123";

  @Test
  void aReversibleMoveCarriesTheLineOverADetour() {
    Game game = Game.startingFrom(position(KNIGHT_AGAINST_ROOK));
    DeadPositionCheck before = game.deadPositionCheck();
    assertThat(before.dead()).isFalse();
    assertThat(before.winner()).isNotNull(); // a search found a helpmate
    Move kingStep = move(game.position(), "e6d6");
    assertThat(before.helpmate().get(0)).isNotEqualTo(kingStep);

    Game after = game.playUnchecked(kingStep);
    DeadPositionCheck carried = before.carriedTo(game.position(), kingStep, after.position());

    assertThat(carried).isNotNull();
    assertThat(carried.dead()).isFalse();
    assertThat(carried.winner()).isEqualTo(before.winner());
    List<Move> line = carried.helpmate();
    assertThat(line).hasSize(before.helpmate().size() + 3);
    assertThat(line.get(1)).isEqualTo(move(after.position().playUnchecked(line.get(0)), "d6e6"));
    assertThat(mates(after.position(), line, carried.winner())).isTrue();
    assertThat(after.deadPositionCheck().helpmate()).isEqualTo(line); // what Game.end() uses
  }

  @Test
  void theLinesFirstMovePlayedLeavesItsRest() {
    Game game = Game.startingFrom(position(KNIGHT_AGAINST_ROOK));
    DeadPositionCheck before = game.deadPositionCheck();
    Move first = before.helpmate().get(0);
    Game after = game.playUnchecked(first);

    DeadPositionCheck carried = before.carriedTo(game.position(), first, after.position());

    assertThat(carried.helpmate()).isEqualTo(before.helpmate().subList(1, before.helpmate().size()));
    assertThat(mates(after.position(), carried.helpmate(), carried.winner())).isTrue();
  }

  @Test
  void pawnMovesCapturesAndLostCastlingRightsCarryNothing() {
    // Minor pieces and pawns: no heavy piece, so the test searches.
    int tried = 0;
    for (String fen :
        List.of(
            "3n1k2/8/2p2K2/2PpPP2/3P4/8/8/8 w - - 1 58",
            "5k2/5n2/2p1PK2/2Pp1P2/3P4/8/8/8 w - - 1 59",
            "3n1k2/8/2p1PK2/2Pp1P2/3P4/8/8/8 b - - 0 58",
            "8/8/6Bk/8/7P/2p1n3/4K3/8 b - - 2 85",
            "8/8/6Bk/8/7P/2p1n3/8/3K4 w - - 1 85")) {
      Position from = position(fen);
      DeadPositionCheck before = Game.startingFrom(from).deadPositionCheck();
      assertThat(before.winner()).as(fen).isNotNull();
      for (Move move : from.legalMoves()) {
        boolean pawn = from.board().pieceAt(move.from()).orElseThrow().role() == Role.PAWN;
        boolean capture = from.board().pieceAt(move.to()).isPresent();
        if ((pawn || capture) && !move.equals(before.helpmate().get(0))) {
          tried++;
          assertThat(before.carriedTo(from, move, from.playUnchecked(move))).as(fen + " " + move).isNull();
        }
      }
    }
    assertThat(tried).isGreaterThanOrEqualTo(4);

    // The king's step loses the right to castle: the position before never comes back.
    Position castling = position("4k3/8/8/8/8/8/6n1/R3K3 w Q - 0 1");
    DeadPositionCheck withRights =
        DeadPositionCheck.live(
            Color.WHITE, MatingAnalysis.analyse(castling, Color.WHITE, 100_000).helpmate());
    Move kingStep = move(castling, "e1d1");
    assertThat(withRights.helpmate().get(0)).isNotEqualTo(kingStep);
    assertThat(withRights.carriedTo(castling, kingStep, castling.playUnchecked(kingStep)))
        .isNull();
  }

  /**
   * Every line carried through real games mates from its position, and a sample of the positions
   * where a line spared the search gives the fresh test's answer.
   */
  @Test
  void carriedLinesMateInRealGames() throws IOException {
    Path file = Corpus.require("pgn/tata_steel_2017_livechess_clk.pgn");
    int carried = 0;
    int compared = 0;
    List<String> failures = new ArrayList<>();
    for (PgnReadResult read : PgnReader.mainLineOnly().read(Files.readAllBytes(file))) {
      if (!(read instanceof PgnReadResult.Read)) {
        continue;
      }
      Game played = ((PgnReadResult.Read) read).game().game();
      Game game = Game.startingFrom(played.startPosition());
      for (Move move : played.moves()) {
        DeadPositionCheck before = game.deadPositionCheck();
        Game next = game.playUnchecked(move);
        DeadPositionCheck check = next.deadPositionCheck();
        DeadPositionCheck fromBefore = before.carriedTo(game.position(), move, next.position());
        if (fromBefore != null
            && check.winner() != null
            && check.helpmate().equals(fromBefore.helpmate())) {
          carried++;
          String fen = Fen.format(next.position());
          if (!mates(next.position(), check.helpmate(), check.winner())) {
            failures.add(fen + ": the carried line does not mate");
          }
          if (carried % 10 == 0) {
            compared++;
            if (MatingAnalysis.isDeadPosition(next.position()) != check.dead()) {
              failures.add(fen + ": fresh test answers otherwise");
            }
          }
        }
        game = next;
      }
    }
    assertThat(failures).isEmpty();
    assertThat(carried).isGreaterThan(100);
    assertThat(compared).isGreaterThan(10);
  }

  private static boolean mates(Position from, List<Move> line, Color winner) {
    Position p = from;
    for (Move move : line) {
      if (!p.isLegal(move)) {
        return false;
      }
      p = p.playUnchecked(move);
    }
    return p.isCheckmate() && p.sideToMove() == winner.opposite();
  }

  private static Position position(String fen) {
    Setup setup = ((FenResult.Parsed) Fen.parse(fen)).setup();
    return Position.fromSetupUnchecked(setup, Variant.STANDARD);
  }

  private static Move move(Position position, String uci) {
    return position.legalMoves().stream()
        .filter(m -> (m.from().toString() + m.to()).equals(uci))
        .findFirst()
        .orElseThrow(() -> new AssertionError(uci + " not legal in " + Fen.format(position)));
  }
}
