package org.touchmove.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.touchmove.Corpus;
import org.touchmove.notation.Fen;
import org.touchmove.notation.FenResult;
import org.touchmove.notation.MoveParseResult;
import org.touchmove.notation.San;
import org.touchmove.notation.Uci;

/**
 * Every case of the corpus's edge/rules_edge_cases.tsv, each expectation key checked against the
 * engine. The keys are documented in the file's header.
 */
class RulesEdgeCasesTest {

  record EdgeCase(
      String id, String category, Variant variant, String fen, List<String> moves, String expect) {}

  @TestFactory
  Stream<DynamicTest> everyCase() throws IOException {
    Path file = Corpus.require("edge/rules_edge_cases.tsv");
    List<EdgeCase> cases = read(file);
    assertThat(cases).hasSizeGreaterThanOrEqualTo(90);
    return cases.stream().map(c -> DynamicTest.dynamicTest(c.id(), () -> check(c)));
  }

  static List<EdgeCase> read(Path file) throws IOException {
    List<EdgeCase> cases = new ArrayList<>();
    for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
      if (line.isBlank() || line.startsWith("#") || line.startsWith("id\t")) {
        continue;
      }
      String[] f = line.split("\t", -1);
      Variant variant = f[2].equals("chess960") ? Variant.CHESS960 : Variant.STANDARD;
      List<String> moves = f[4].isBlank() ? List.of() : List.of(f[4].trim().split("\\s+"));
      cases.add(new EdgeCase(f[0], f[1], variant, f[3], moves, f[5]));
    }
    return cases;
  }

  private static void check(EdgeCase c) {
    Setup setup = ((FenResult.Parsed) Fen.parse(c.fen())).setup();
    SetupResult setupResult = Position.fromSetup(setup, c.variant());
    // Some cases are deliberately unreachable positions (python-chess tests them anyway).
    Position start =
        setupResult.lenient().orElseGet(() -> Position.fromSetupUnchecked(setup, c.variant()));
    Game game = Game.startingFrom(start);
    for (String san : c.moves()) {
      MoveParseResult parsed = San.parse(game.position(), san);
      assertThat(parsed).as("%s: move %s", c.id(), san).isInstanceOf(MoveParseResult.Parsed.class);
      game = game.playUnchecked(((MoveParseResult.Parsed) parsed).move());
    }
    Position p = game.position();
    for (String expectation : c.expect().split(";")) {
      checkExpectation(c, setupResult, game, p, expectation.trim());
    }
  }

  private static void checkExpectation(
      EdgeCase c, SetupResult setupResult, Game game, Position p, String e) {
    String what = c.id() + ": " + e;
    int colon = e.indexOf(':');
    int eq = e.indexOf('=');
    if (colon > 0 && (eq < 0 || colon < eq)) {
      // san:<uci>=<SAN> and san960:<uci>=<SAN>
      String uci = e.substring(colon + 1, e.indexOf('=', colon));
      String san = e.substring(e.indexOf('=', colon) + 1);
      Move move = uciMove(p, uci, what);
      assertThat(San.format(p, move)).as(what).isEqualTo(san);
      assertThat(San.parse(p, san)).as(what + " (read back)").isEqualTo(new MoveParseResult.Parsed(move));
      return;
    }
    String key = e.substring(0, eq);
    String value = e.substring(eq + 1);
    switch (key) {
      case "legal_includes":
      case "legal_includes960":
        assertThat(legalUci(p)).as(what).contains(value);
        break;
      case "legal_excludes":
      case "legal_excludes960":
        assertThat(legalUci(p)).as(what).doesNotContain(value);
        break;
      case "pseudo_legal":
        assertThat(p.isPseudoLegal(rawMove(p, value))).as(what).isTrue();
        break;
      case "legal_count":
        assertThat(p.legalMoves()).as(what).hasSize(Integer.parseInt(value));
        assertThat(p.legalMoveCount()).as(what).isEqualTo(Integer.parseInt(value));
        break;
      case "castling_count960":
        assertThat(p.legalMoves().stream().filter(Move::isCastling).count())
            .as(what)
            .isEqualTo(Long.parseLong(value));
        break;
      case "ambiguous_san":
        assertThat(San.parse(p, value)).as(what).isInstanceOf(MoveParseResult.Ambiguous.class);
        break;
      case "illegal_san":
        assertThat(San.parse(p, value)).as(what).isInstanceOf(MoveParseResult.Illegal.class);
        break;
      case "status":
        checkStatus(setupResult, value, what);
        break;
      case "clean_fen":
      case "clean_fen960":
        assertFen(setupResult.lenient().orElseThrow(), value, c.variant(), what);
        break;
      case "same_position_as":
        assertThat(p.isSameForRepetition(position(value, c.variant()))).as(what).isTrue();
        assertThat(p.repetitionKey()).as(what).isEqualTo(position(value, c.variant()).repetitionKey());
        break;
      case "different_position_from":
        assertThat(p.isSameForRepetition(position(value, c.variant()))).as(what).isFalse();
        assertThat(p.repetitionKey()).as(what).isNotEqualTo(position(value, c.variant()).repetitionKey());
        break;
      case "after_moves_fen":
        assertFen(p, value, c.variant(), what);
        break;
      case "after_uci_fen":
        {
          String[] parts = value.split(">", 2);
          assertFen(p.playUnchecked(uciMove(p, parts[0], what)), parts[1], c.variant(), what);
          break;
        }
      case "after_san_fen960":
        {
          String[] parts = value.split(">", 2);
          MoveParseResult parsed = San.parse(p, parts[0]);
          assertThat(parsed).as(what).isInstanceOf(MoveParseResult.Parsed.class);
          assertFen(
              p.playUnchecked(((MoveParseResult.Parsed) parsed).move()), parts[1], c.variant(), what);
          break;
        }
      case "can_claim_threefold":
        assertThat(game.claims().contains(Claim.THREEFOLD_REPETITION))
            .as(what)
            .isEqualTo(Boolean.parseBoolean(value));
        break;
      case "is_repetition3":
        assertThat(game.isThreefoldRepetition()).as(what).isEqualTo(Boolean.parseBoolean(value));
        break;
      case "fivefold":
        assertThat(game.repetitionCount() >= 5).as(what).isEqualTo(Boolean.parseBoolean(value));
        if (Boolean.parseBoolean(value)) {
          assertThat(game.end())
              .as(what)
              .contains(GameEnd.draw(Termination.FIVEFOLD_REPETITION));
        }
        break;
      case "can_claim_fifty":
        assertThat(game.claims().contains(Claim.FIFTY_MOVES))
            .as(what)
            .isEqualTo(Boolean.parseBoolean(value));
        break;
      case "halfmove_ge_100":
        assertThat(p.halfmoveClock() >= 100).as(what).isEqualTo(Boolean.parseBoolean(value));
        break;
      case "is_seventyfive":
        assertThat(game.end().map(GameEnd::termination))
            .as(what)
            .isEqualTo(
                Boolean.parseBoolean(value)
                    ? Optional.of(Termination.SEVENTY_FIVE_MOVES)
                    : game.end().map(GameEnd::termination).filter(t -> t != Termination.SEVENTY_FIVE_MOVES));
        break;
      case "checkmate":
        assertThat(p.isCheckmate()).as(what).isEqualTo(Boolean.parseBoolean(value));
        if (Boolean.parseBoolean(value)) {
          assertThat(game.end()).as(what).contains(GameEnd.checkmate(p.sideToMove().opposite()));
        }
        break;
      case "stalemate":
        assertThat(p.isStalemate()).as(what).isEqualTo(Boolean.parseBoolean(value));
        if (Boolean.parseBoolean(value)) {
          assertThat(game.end()).as(what).contains(GameEnd.draw(Termination.STALEMATE));
        }
        break;
      case "chess960_pos":
        assertThat(Chess960.numberOf(p.board())).as(what).contains(Integer.parseInt(value));
        assertThat(Position.chess960(Integer.parseInt(value)).board()).as(what).isEqualTo(p.board());
        break;
      case "insufficient_white":
        assertThat(InsufficientMaterial.isInsufficient(p, Color.WHITE))
            .as(what)
            .isEqualTo(Boolean.parseBoolean(value));
        break;
      case "insufficient_black":
        assertThat(InsufficientMaterial.isInsufficient(p, Color.BLACK))
            .as(what)
            .isEqualTo(Boolean.parseBoolean(value));
        break;
      case "dead_position":
        // Laws 5.2.2: a dead position ends the game at once, as Game.end() reports.
        assertThat(MatingAnalysis.isDeadPosition(p)).as(what).isEqualTo(Boolean.parseBoolean(value));
        assertThat(game.end().filter(end -> end.termination() == Termination.DEAD_POSITION).isPresent())
            .as(what)
            .isEqualTo(Boolean.parseBoolean(value) && p.legalMoveCount() > 0);
        break;
      default:
        fail("expectation key not checked: " + what);
    }
  }

  private static void checkStatus(SetupResult result, String value, String what) {
    switch (value) {
      case "valid":
        assertThat(result).as(what).isInstanceOf(SetupResult.Valid.class);
        break;
      case "invalid_ep_square":
        assertThat(problems(result, what)).as(what).contains(SetupProblem.INVALID_EN_PASSANT);
        break;
      case "bad_castling_rights":
        assertThat(problems(result, what)).as(what).contains(SetupProblem.INVALID_CASTLING_RIGHTS);
        break;
      case "impossible_check":
        assertThat(problems(result, what)).as(what).contains(SetupProblem.IMPOSSIBLE_CHECK);
        break;
      default:
        fail("unknown status " + what);
    }
  }

  private static java.util.Set<SetupProblem> problems(SetupResult result, String what) {
    assertThat(result).as(what).isInstanceOf(SetupResult.Invalid.class);
    return ((SetupResult.Invalid) result).problems();
  }

  /**
   * Standard-chess FENs must match to the letter. Chess960 castling rights have two spellings
   * (X-FEN writes {@code q} for the only queen-side rook on d8, Shredder-FEN {@code d}; the file
   * mixes both), so there the expected FEN is read and the positions compared.
   */
  private static void assertFen(Position actual, String expected, Variant variant, String what) {
    if (variant == Variant.STANDARD) {
      assertThat(Fen.format(actual)).as(what).isEqualTo(expected);
    } else {
      assertThat(actual).as(what + " (written " + Fen.format(actual) + ")").isEqualTo(position(expected, variant));
    }
  }

  private static Position position(String fen, Variant variant) {
    return Fen.readPosition(fen, variant).orElseThrow(() -> new AssertionError("bad FEN " + fen));
  }

  private static List<String> legalUci(Position p) {
    return p.legalMoves().stream().map(m -> Uci.format(p, m)).toList();
  }

  private static Move uciMove(Position p, String uci, String what) {
    MoveParseResult parsed = Uci.parse(p, uci);
    if (!(parsed instanceof MoveParseResult.Parsed)) {
      fail(what + ": " + uci + " is " + parsed);
    }
    return ((MoveParseResult.Parsed) parsed).move();
  }

  /** A move from UCI text without checking legality (for pseudo-legal expectations). */
  private static Move rawMove(Position p, String uci) {
    Square from = Square.parse(uci.substring(0, 2)).orElseThrow();
    Square to = Square.parse(uci.substring(2, 4)).orElseThrow();
    if (uci.length() == 5) {
      return Move.promotion(from, to, Role.fromLetter(uci.charAt(4)).orElseThrow());
    }
    boolean pawn = p.board().pieceAt(from).map(Piece::role).orElse(null) == Role.PAWN;
    if (pawn && from.file() != to.file() && p.board().isEmpty(to)) {
      return Move.enPassant(from, to);
    }
    return Move.normal(from, to);
  }
}
