package org.touchmove.relay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PerftCommandTest {

  @Test
  void printsTheNodeCountAsItsLastLine() {
    CliRun run = CliRun.of("perft", "startpos", "4");
    assertThat(run.exitCode()).isZero();
    assertThat(run.lastLine()).isEqualTo("197281");
    assertThat(run.err()).contains("perft 4: 197281 nodes");
  }

  @Test
  void dividesByMoveInUciNotation() {
    CliRun run =
        CliRun.of(
            "perft",
            "--divide",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "2");
    assertThat(run.exitCode()).isZero();
    assertThat(run.out()).contains("e1g1: 43\n", "e1c1: 43\n", "d5e6: 46\n");
    assertThat(run.out().strip().split("\n")).hasSize(49);
    assertThat(run.lastLine()).isEqualTo("2039");
  }

  @Test
  void countsChess960WithShredderCastlingAndWithoutBulkCounting() {
    CliRun run =
        CliRun.of(
            "perft",
            "--no-bulk",
            "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
            "3");
    assertThat(run.lastLine()).isEqualTo("12189");
  }

  @Test
  void rejectsABadFenWithAClearMessage() {
    CliRun run = CliRun.of("perft", "rnbqkbnr/pppppppp/8/8 w KQkq - 0 1", "3");
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains("malformed FEN placement");
    CliRun impossible = CliRun.of("perft", "4k3/8/8/8/8/8/8/8 w - - 0 1", "1");
    assertThat(impossible.exitCode()).isEqualTo(2);
    assertThat(impossible.err()).contains("MISSING_KING");
  }

  @Test
  void listsItsSubcommands() {
    CliRun run = CliRun.of("--help");
    assertThat(run.exitCode()).isZero();
    assertThat(run.out()).contains("perft", "pgn", "bench");
  }
}
