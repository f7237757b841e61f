package org.touchmove.relay.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.relay.server.RelayFixture.await;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.dgt.ClockFace;
import org.touchmove.dgt.ClockSide;
import org.touchmove.dgt.ClockStatus;
import org.touchmove.dgt.DgtCommand;
import org.touchmove.dgt.DgtMessage;
import org.touchmove.relay.config.TournamentConfig;
import org.touchmove.relay.hub.BoardFeed;

/**
 * A flag whose message the line lost, end to end over a real socket: White's clock runs, then the
 * board says nothing more (a stopped clock in UPDATE_NICE sends nothing, and the message that
 * showed the flag was cut). The relay asks the clock for its data ({@code 0x41}), as the tracker
 * wants when a running clock goes silent; the answer shows the flag, and the game ends on time.
 */
class ClockRequestTest {
  @TempDir Path dir;

  @Test
  void aSilentRunningClockIsAskedForItsDataAndTheFlagIsFound() throws Exception {
    try (HandMovedBoard board = new HandMovedBoard("00041")) {
      TournamentConfig config = RelayFixture.oneTcpBoard(dir.resolve("data"), board.port());
      Relay relay = Relay.start(config);
      try {
        BoardFeed feed = relay.hub().board(1, 1).orElseThrow();
        await(() -> board.commands().contains(DgtCommand.SEND_BOARD), 30, "the relay read the board");
        Duration white = Duration.ofSeconds(3);
        for (int i = 0; i < 4; i++) { // Black starts White's clock (6.6); it reports each half second
          board.send(clock(ClockFace.showing(white), ClockStatus.turnOf(ClockSide.LEFT, true)));
          Thread.sleep(500);
          white = white.minusMillis(500);
        }
        board.play("e4");
        assertThat(board.commands()).doesNotContain(DgtCommand.SEND_CLOCK);

        // White's time runs out; the message showing it is lost, and the clock says nothing more.
        await(() -> board.commands().contains(DgtCommand.SEND_CLOCK), 10,
            "the relay asked the silent clock for its data (0x41)");
        // The board answers with the clock as it stands: White's face blocked at zero.
        board.send(clock(new ClockFace(0, 0, 0, true, false, true), ClockStatus.turnOf(ClockSide.LEFT, false)));
        await(() -> feed.live().result().equals(Optional.of("0-1")), 20, "the flag ended the game");
      } finally {
        relay.close();
      }
    }
  }

  private static DgtMessage clock(ClockFace white, ClockStatus status) {
    return new DgtMessage.ClockData(ClockFace.showing(Duration.ofMinutes(5)), white, status);
  }
}
