package org.touchmove.relay.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.relay.server.RelayFixture.await;
import static org.touchmove.relay.server.RelayFixture.sans;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.dgt.DgtCommand;
import org.touchmove.relay.config.TournamentConfig;
import org.touchmove.relay.hub.BoardFeed;

/**
 * A link gap no clock shows, end to end over a real socket: a board whose clock never runs (not
 * started, or not connected) goes silent while three moves are made, and the relay connects again.
 * Only the transport knows the line was down; the relay tells the tracker, which reads the dump
 * after it as a gap (e5 then Bc4 Nf6 Bxf7+, one order only) instead of one illegal jump. The journal keeps
 * the note, so a restarted relay rebuilds the same record.
 */
class LineBrokenTest {
  @TempDir Path dir;

  @Test
  void movesMadeWhileTheLineWasDownAreReadFromTheDumpAfterIt() throws Exception {
    try (HandMovedBoard board = new HandMovedBoard("00051")) {
      TournamentConfig config = RelayFixture.oneTcpBoard(dir.resolve("data"), board.port());
      List<String> live;
      Relay relay = Relay.start(config);
      try {
        BoardFeed feed = relay.hub().board(1, 1).orElseThrow();
        await(() -> board.commands().contains(DgtCommand.SEND_BOARD), 30, "the relay read the board");
        Thread.sleep(1500);
        board.play("e4");
        Thread.sleep(1000);
        board.play("e5"); // without a clock a move is completed when the reply is made
        await(() -> sans(feed).equals(List.of("e4")), 20, "e4 recorded");

        board.silent(true);
        long commandsBefore = board.commands().size();
        for (String san : List.of("Bc4", "Nf6", "Bxf7+")) {
          board.playUnseen(san);
        }
        // No answer to its pings: the relay drops the line and connects again.
        await(() -> !board.connected(), 30, "the relay dropped the silent line");
        board.silent(false);
        await(board::connected, 30, "the relay connected again");
        await(() -> board.commands().size() > commandsBefore, 10, "the relay's handshake");
        Thread.sleep(1500);
        board.play("Kxf7");
        Thread.sleep(1000);
        board.play("Nf3");

        await(() -> sans(feed).equals(List.of("e4", "e5", "Bc4", "Nf6", "Bxf7+", "Kxf7")), 20,
            "the gap's moves and the move after it recorded");
        assertThat(feed.live().alerts()).as("no illegal move, no displaced pieces").isEmpty();
        live = sans(feed);
      } finally {
        relay.close();
      }
      assertThat(Files.readString(dir.resolve("data/round-1/board-1/" + org.touchmove.relay.journal.BoardJournal.CAPTURE + "")))
          .contains("# line broken");

      Relay again = Relay.start(config);
      try {
        BoardFeed rebuilt = again.hub().board(1, 1).orElseThrow();
        assertThat(sans(rebuilt)).as("rebuilt from the journal").isEqualTo(live);
      } finally {
        again.close();
      }
    }
  }
}
