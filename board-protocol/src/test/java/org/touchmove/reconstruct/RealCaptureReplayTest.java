package org.touchmove.reconstruct;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.touchmove.Corpus;
import org.touchmove.capture.Capture;
import org.touchmove.capture.CaptureEntry;
import org.touchmove.dgt.DgtMessageId;
import org.touchmove.dgt.RawBytes;
import org.touchmove.notation.PgnGame;
import org.touchmove.notation.PgnMove;
import org.touchmove.notation.PgnReadResult;
import org.touchmove.notation.PgnReader;
import org.touchmove.notation.Uci;

/**
 * The three real board recordings of the corpus (arnsholt/dgtdriver test resources) reproduce
 * their published games. The recordings have no times, so, as spec/capture-format.md allows, we
 * give them some: a clock message a second after the one before, other messages 150 ms apart.
 */
class RealCaptureReplayTest {

  private static Capture capture(String name) throws IOException {
    List<String> lines = Files.readAllLines(Corpus.require("dgt/" + name + ".inbytes"));
    List<CaptureEntry> entries = new ArrayList<>();
    long t = 0;
    for (String line : lines) {
      if (line.isBlank()) {
        continue;
      }
      byte[] bytes = Base64.getDecoder().decode(line.strip());
      t += (bytes[0] & 0xFF) == DgtMessageId.BWTIME.wireByte() ? 1000 : 150;
      entries.add(new CaptureEntry.BoardBytes(t, RawBytes.copyOf(bytes)));
    }
    return new Capture(entries);
  }

  private static List<GameEvent.MoveCompleted> moves(List<GameEvent> events) {
    List<GameEvent.MoveCompleted> moves = new ArrayList<>();
    for (GameEvent e : events) {
      if (e instanceof GameEvent.MoveCompleted) {
        moves.add((GameEvent.MoveCompleted) e);
      }
    }
    return moves;
  }

  private static List<String> uci(Path file) throws IOException {
    List<String> moves = new ArrayList<>();
    for (String token : Files.readString(file).split("\\s+")) {
      if (!token.isEmpty() && !token.endsWith(".") && !token.equals("*")) {
        moves.add(token);
      }
    }
    return moves;
  }

  private static void assertReplaysTo(String name, List<String> expectedUci) throws IOException {
    List<GameEvent> events = CaptureReplay.replay(capture(name), TrackerConfig.defaults());
    assertThat(events).filteredOn(e -> e instanceof GameEvent.GameStarted).hasSize(1);
    List<String> got = new ArrayList<>();
    for (GameEvent.MoveCompleted move : moves(events)) {
      got.add(Uci.format(move.move(), org.touchmove.chess.Variant.STANDARD));
    }
    assertThat(got).as(name).isEqualTo(expectedUci);
    // Every completed move the clock saw carries both times.
    assertThat(moves(events).subList(0, expectedUci.size() - 1))
        .allMatch(m -> m.clock().isPresent());
  }

  @Test
  void recordingOneReproducesItsGame() throws IOException {
    assertReplaysTo("dgtdriver_1", uci(Corpus.require("dgt/dgtdriver_1.uci")));
  }

  @Test
  void recordingTwoReproducesItsGame() throws IOException {
    assertReplaysTo("dgtdriver_2", uci(Corpus.require("dgt/dgtdriver_2.uci")));
  }

  @Test
  void johansRecordingReproducesItsGameAndResult() throws IOException {
    PgnGame published =
        ((PgnReadResult.Read)
                PgnReader.mainLineOnly()
                    .read(Files.readAllBytes(Corpus.require("dgt/dgtdriver_johan.pgn")))
                    .get(0))
            .game();
    List<String> expected = new ArrayList<>();
    for (PgnMove m : published.moves()) {
      expected.add(Uci.format(m.move(), org.touchmove.chess.Variant.STANDARD));
    }
    assertReplaysTo("dgtdriver_johan", expected);
    List<GameEvent> events = CaptureReplay.replay(capture("dgtdriver_johan"), TrackerConfig.defaults());
    Optional<GameEvent.GameEnded> end =
        events.stream()
            .filter(e -> e instanceof GameEvent.GameEnded)
            .map(e -> (GameEvent.GameEnded) e)
            .findFirst();
    // The recording ends with Black's flag falling: 1-0, as published (Laws 6.9).
    assertThat(end).map(GameEvent.GameEnded::result).contains(published.result());
    assertThat(end).map(GameEvent.GameEnded::reason).contains(EndReason.FLAG);
  }
}
