package org.touchmove.relay.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.relay.server.RelayFixture.await;
import static org.touchmove.relay.server.RelayFixture.sans;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.chess.Color;
import org.touchmove.dgt.ClockFace;
import org.touchmove.dgt.ClockSide;
import org.touchmove.dgt.ClockStatus;
import org.touchmove.dgt.DgtCommand;
import org.touchmove.dgt.DgtMessage;
import org.touchmove.relay.config.TournamentConfig;
import org.touchmove.relay.hub.BoardFeed;

/**
 * A link gap the tracker cannot order, end to end over a real socket: a board behind a TCP serial
 * server with a running clock goes silent while four moves are made (2. Nf3 Nc6 3. Bc4 Bc5, which
 * several orders explain), then reports its board again. The relay must ask the board for its
 * EEPROM log ({@code 0x49}), as the tracker wants (docs/reconstruction.md, "The board's own log").
 * This board cannot answer; after its wait the relay goes on from the position, with the gap
 * reported, and keeps recording the moves after it.
 */
class LogRequestTest {
  @TempDir Path dir;

  @Test
  void aGapTheTrackerCannotOrderMakesTheRelayAskTheBoardForItsLog() throws Exception {
    try (HandMovedBoard board = new HandMovedBoard("00049")) {
      TournamentConfig config = RelayFixture.oneTcpBoard(dir.resolve("data"), board.port());
      Relay relay = Relay.start(config);
      try {
        BoardFeed feed = relay.hub().board(1, 1).orElseThrow();
        await(() -> board.commands().contains(DgtCommand.SEND_BOARD), 30, "the relay read the board");
        Clock clock = new Clock(board);
        clock.run(Color.WHITE, 1500); // Black starts White's clock (6.6)
        board.play("e4");
        clock.run(Color.BLACK, 1500);
        board.play("e5");
        clock.run(Color.WHITE, 1500);
        await(() -> sans(feed).equals(List.of("e4", "e5")), 20, "e4 e5 recorded");

        // The line is down for 4 s: the relay hears nothing (the clock reports every second
        // while it runs: a gap), gets no answer to its pings and connects again; its handshake
        // reads the board as it now stands.
        board.silent(true);
        for (String san : List.of("Nf3", "Nc6", "Bc4", "Bc5")) {
          board.playUnseen(san);
        }
        Thread.sleep(4000);
        board.silent(false);
        await(board::connected, 30, "the relay connected again");
        clock.run(Color.WHITE, 1000);

        await(() -> board.commands().contains(DgtCommand.SEND_EE_MOVES), 10,
            "the relay asked the board for its log (0x49)");
        assertThat(board.commands()).containsOnlyOnce(DgtCommand.SEND_EE_MOVES);

        // No log comes: after its wait the record goes on from the position the dump showed.
        clock.run(Color.WHITE, 13_000);
        board.play("O-O");
        clock.run(Color.BLACK, 2500);
        await(() -> sans(feed).contains("O-O"), 20, "O-O recorded after the gap");
      } finally {
        relay.close();
      }
    }
  }

  /** The board's clock: White on the left, fifteen minutes each, reporting every 500 ms. */
  private static final class Clock {
    private final HandMovedBoard board;
    private Duration white = Duration.ofMinutes(15);
    private Duration black = Duration.ofMinutes(15);

    Clock(HandMovedBoard board) {
      this.board = board;
    }

    /** {@code running}'s face runs for {@code millis}, reported every half second. */
    void run(Color running, long millis) throws IOException, InterruptedException {
      for (long t = 0; t < millis; t += 500) {
        board.send(
            new DgtMessage.ClockData(
                ClockFace.showing(black),
                ClockFace.showing(white),
                ClockStatus.turnOf(running == Color.WHITE ? ClockSide.LEFT : ClockSide.RIGHT, true)));
        Thread.sleep(500);
        if (running == Color.WHITE) {
          white = white.minusMillis(500);
        } else {
          black = black.minusMillis(500);
        }
      }
    }
  }
}
