package org.touchmove.notation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class PgnWriterTest {

  @Test
  void writesTheExportFormat() {
    PgnGame game =
        ((PgnReadResult.Read)
                PgnReader.keepingVariations()
                    .read(
                        "[Black \"Carlsen, M\"]\n[Board \"1\"]\n[White \"Giri, A\"]\n[Result \"1-0\"]\n\n"
                            + "1. e4 {[%clk 1:30:05]} e5 {[%clk 0:05:09]} 2. Nf3 $1 (2. f4 exf4) Nc6 {fine} 1-0")
                    .get(0))
            .game();
    assertThat(PgnWriter.write(game))
        .isEqualTo(
            "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
                + "[White \"Giri, A\"]\n[Black \"Carlsen, M\"]\n[Result \"1-0\"]\n[Board \"1\"]\n\n"
                + "1. e4 {[%clk 1:30:05]} 1... e5 {[%clk 0:05:09]} 2. Nf3 $1 (2. f4 exf4) 2... Nc6\n"
                + "{fine} 1-0\n\n");
  }

  @Test
  void addsSetUpAndFenForChess960() {
    PgnGame game =
        ((PgnReadResult.Read)
                PgnReader.mainLineOnly()
                    .read(
                        "[FEN \"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9\"]\n\n9. g3 *")
                    .get(0))
            .game();
    String written = PgnWriter.write(game);
    assertThat(written)
        .contains("[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9\"]")
        .endsWith("9. g3 *\n\n");
  }

  @Test
  void wrapsLongMovetextAtEightyColumns() {
    StringBuilder pgn = new StringBuilder();
    for (int i = 0; i < 30; i++) {
      pgn.append("Nf3 Nf6 Ng1 Ng8 ");
    }
    PgnGame game = ((PgnReadResult.Read) PgnReader.mainLineOnly().read(pgn + "*").get(0)).game();
    List<String> lines = List.of(PgnWriter.write(game).split("\n"));
    assertThat(lines).allMatch(l -> l.length() <= 80);
    assertThat(lines.size()).isGreaterThan(10);
  }

  @Test
  void formatsClockCommandsZeroPadded() {
    assertThat(ClockComment.clockCommand(java.time.Duration.ofSeconds(3 * 3600 + 62))).isEqualTo("[%clk 3:01:02]");
    assertThat(ClockComment.clockCommand(java.time.Duration.ofSeconds(9))).isEqualTo("[%clk 0:00:09]");
  }
}
