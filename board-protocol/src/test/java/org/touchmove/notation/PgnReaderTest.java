package org.touchmove.notation;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.touchmove.chess.Variant;

class PgnReaderTest {

  private static PgnGame only(String pgn) {
    List<PgnReadResult> results = PgnReader.keepingVariations().read(pgn);
    assertThat(results).hasSize(1);
    assertThat(results.get(0)).isInstanceOf(PgnReadResult.Read.class);
    return ((PgnReadResult.Read) results.get(0)).game();
  }

  @Test
  void readsTagsWithEscapesCommentsNagsAndClocks() {
    PgnGame game =
        only(
            "[Event \"The \\\"Open\\\"\"]\n[White \"A\\\\B\"]\n[Result \"1-0\"]\n\n"
                + "{Before} 1. e4 $1 {[%clk 1:30:05]} e5 {[%clk 1:29:59.5] [%emt 0:00:07] tense} "
                + "2. Nf3!? Nc6 1-0\n");
    assertThat(game.tag("Event")).contains("The \"Open\"");
    assertThat(game.tag("White")).contains("A\\B");
    assertThat(game.comments()).containsExactly("Before");
    assertThat(game.moves()).extracting(PgnMove::san).containsExactly("e4", "e5", "Nf3", "Nc6");
    assertThat(game.moves().get(0).nags()).containsExactly(1);
    assertThat(game.moves().get(0).clock()).contains(Duration.ofSeconds(5405));
    assertThat(game.moves().get(1).clock()).contains(Duration.ofMillis(5399_500));
    assertThat(game.moves().get(1).elapsed()).contains(Duration.ofSeconds(7));
    assertThat(game.moves().get(1).comments()).containsExactly("tense");
    assertThat(game.moves().get(2).nags()).containsExactly(5);
    assertThat(game.result()).isEqualTo("1-0");
  }

  @Test
  void toleratesBomCrlfGluedNumbersEpSuffixesAndOddCastling() {
    String pgn =
        "\uFEFF[Event \"x\"]\r\n\r\n1.e4 d5 2.e5 f5 3.exf6 e.p. Nc6 4.Nf3 Bg4 5.Bb5 Qd6 "
            + "6.0-0 O\u2011O\u2011O 7.d3 ½-½\r\n";
    PgnGame game = only(new String(pgn.getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8));
    assertThat(game.moves()).extracting(PgnMove::san)
        .containsExactly("e4", "d5", "e5", "f5", "exf6", "Nc6", "Nf3", "Bg4", "Bb5", "Qd6", "O-O", "O-O-O", "d3");
    assertThat(game.moves().get(4).move().isEnPassant()).isTrue();
    assertThat(game.result()).isEqualTo("1/2-1/2");
  }

  @Test
  void keepsOrSkipsVariations() {
    String pgn = "1. e4 (1. d4 d5 (1... Nf6 2. c4) 2. c4) 1... e5 *";
    PgnGame kept = only(pgn);
    assertThat(kept.moves().get(0).variations()).hasSize(1);
    List<PgnMove> d4 = kept.moves().get(0).variations().get(0);
    assertThat(d4).extracting(PgnMove::san).containsExactly("d4", "d5", "c4");
    assertThat(d4.get(1).variations().get(0)).extracting(PgnMove::san).containsExactly("Nf6", "c4");
    PgnGame skipped = ((PgnReadResult.Read) PgnReader.mainLineOnly().read(pgn).get(0)).game();
    assertThat(skipped.moves()).extracting(PgnMove::san).containsExactly("e4", "e5");
    assertThat(skipped.moves().get(0).variations()).isEmpty();
  }

  @Test
  void aBrokenTagLineSkipsOnlyThatGame() {
    String pgn =
        "[Event \"one\"]\n\n1. e4 e5 1-0\n\n"
            + "Event \"two\"]\n[Site \"x\"]\n\n1. d4 d5 0-1\n\n"
            + "[Event \"three\"]\n\n1. c4 c5 1/2-1/2\n";
    List<PgnReadResult> results = PgnReader.mainLineOnly().read(pgn);
    assertThat(results).hasSize(3);
    assertThat(results.get(0)).isInstanceOf(PgnReadResult.Read.class);
    assertThat(results.get(1))
        .isEqualTo(
            new PgnReadResult.Failed(
                new PgnError(2, 5, Optional.empty(), "malformed tag line: Event \"two\"]")));
    assertThat(((PgnReadResult.Read) results.get(2)).game().tag("Event")).contains("three");
  }

  @Test
  void anIllegalMoveNamesGameLineAndPly() {
    String pgn = "[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n\n1. e4 e5\n2. Nf3 Nc6 3. Bb5 Ke6 4. Nc3 Nf9 *\n";
    List<PgnReadResult> results = PgnReader.mainLineOnly().read(pgn);
    assertThat(results.get(1))
        .isEqualTo(
            new PgnReadResult.Failed(
                new PgnError(2, 8, Optional.of(6), "illegal move 3... Ke6")));
  }

  @Test
  void aGameWithoutResultEndsAtABlankLine() {
    List<PgnReadResult> results = PgnReader.mainLineOnly().read("1. e4 e5\n\n\n1. d4 d5\n");
    assertThat(results).hasSize(2);
    assertThat(((PgnReadResult.Read) results.get(1)).game().moves()).extracting(PgnMove::san).containsExactly("d4", "d5");
  }

  @Test
  void readsChess960FromItsFenAndVariantTag() {
    PgnGame game =
        only(
            "[Variant \"chess 960\"]\n[SetUp \"1\"]\n"
                + "[FEN \"Qr4k1/4pppp/8/8/8/8/8/R5KR w Hb - 0 1\"]\n\n"
                + "1. O-O Rxa8 *");
    assertThat(game.start().variant()).isEqualTo(Variant.CHESS960);
    assertThat(game.moves().get(0).move().isCastling()).isTrue();
    assertThat(Fen.format(game.game().position())).isEqualTo("r5k1/4pppp/8/8/8/8/8/R4RK1 w - - 0 2");
  }

  @Test
  void rejectsVariantsItDoesNotPlay() {
    List<PgnReadResult> results = PgnReader.mainLineOnly().read("[Variant \"Atomic\"]\n\n1. e4 *");
    assertThat(results.get(0)).isInstanceOf(PgnReadResult.Failed.class);
    assertThat(((PgnReadResult.Failed) results.get(0)).error().message()).isEqualTo("unsupported variant: Atomic");
  }

  @Test
  void readsLatin1Files() {
    byte[] latin1 = "[White \"Sørensen\"]\n\n1. e4 *".getBytes(StandardCharsets.ISO_8859_1);
    PgnGame game = ((PgnReadResult.Read) PgnReader.mainLineOnly().read(latin1).get(0)).game();
    assertThat(game.tag("White")).contains("Sørensen");
  }
}
