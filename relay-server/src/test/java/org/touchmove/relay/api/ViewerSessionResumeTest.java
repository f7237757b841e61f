package org.touchmove.relay.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.touchmove.chess.Color;
import org.touchmove.chess.Variant;
import org.touchmove.relay.config.BoardSource;
import org.touchmove.relay.config.Pairing;
import org.touchmove.relay.config.TournamentConfig;
import org.touchmove.relay.hub.BoardFeed;
import org.touchmove.relay.hub.BoardInfo;
import org.touchmove.relay.hub.ClockState;
import org.touchmove.relay.hub.Delta;
import org.touchmove.relay.hub.GameHub;
import org.touchmove.relay.hub.WireText;
import org.touchmove.relay.metrics.RelayMetrics;
import org.touchmove.relay.wire.WireJson;

/**
 * A viewer whose socket cannot take more is not queued up: its boards are marked behind and, once
 * the socket drains, resumed from the last sequence number it was sent, with nothing lost and
 * nothing twice.
 */
class ViewerSessionResumeTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final long T0 = 1_763_900_000_000L;

  private final GameHub hub =
      new GameHub(
          1,
          0,
          List.of(info(1), info(2)),
          new WireJson(),
          InstantSource.fixed(Instant.ofEpochMilli(T0 + 60_000)));

  /** A socket whose writability the test sets. */
  private static final class FakeSink implements TextSession.Sink {
    boolean writable = true;
    int resumeRequests;
    final List<JsonNode> sent = new ArrayList<>();

    @Override
    public boolean isWritable() {
      return writable;
    }

    @Override
    public void send(WireText json) {
      try {
        sent.add(JSON.readTree(json.text()));
      } catch (Exception e) {
        throw new AssertionError(e);
      }
    }

    @Override
    public void resumeWhenWritable() {
      resumeRequests++;
    }

    @Override
    public void execute(Runnable task) {
      task.run(); // the test is the socket's only thread
    }

    /** board:seq:type of what was sent about boards, in order. */
    List<String> boardMessages() {
      List<String> out = new ArrayList<>();
      for (JsonNode n : sent) {
        if (n.has("board")) {
          out.add(
              n.path("board").asInt()
                  + ":"
                  + n.path("seq").asLong()
                  + ":"
                  + n.path("type").asText());
        }
      }
      return out;
    }
  }

  @AfterEach
  void close() {
    hub.close();
  }

  @Test
  void aBoardThatFellBehindResumesFromItsLastNumber() {
    FakeSink sink = new FakeSink();
    Access access = new Access(List.of("t"), List.of());
    RelayApi api = new RelayApi(config(), hub, Map.of(), access, new RelayMetrics());
    ViewerSession viewer = new ViewerSession(api, access.check(Optional.empty()), sink);
    BoardFeed one = hub.board(1).orElseThrow();
    BoardFeed two = hub.board(2).orElseThrow();
    clocks(one, 1, 3);
    viewer.onText("{\"type\":\"subscribe\",\"round\":1}");
    assertThat(sink.boardMessages()).containsExactly("1:3:snapshot", "2:0:snapshot");
    sink.sent.clear();

    clocks(one, 4, 4);
    sink.writable = false;
    clocks(one, 5, 9); // skipped: the socket is full
    clocks(two, 1, 2);
    assertThat(sink.boardMessages()).containsExactly("1:4:clock");
    assertThat(sink.resumeRequests).as("asked once per board that fell behind").isEqualTo(2);

    sink.writable = true;
    viewer.writable();
    clocks(one, 10, 10);
    // Board 1 resumes after seq 4; board 2, which had been sent nothing since its snapshot at 0,
    // resumes after 0 as well.
    assertThat(sink.boardMessages())
        .containsExactly(
            "1:4:clock",
            "1:5:clock",
            "1:6:clock",
            "1:7:clock",
            "1:8:clock",
            "1:9:clock",
            "2:1:clock",
            "2:2:clock",
            "1:10:clock");
    viewer.writable(); // nothing behind: nothing more
    assertThat(sink.boardMessages()).hasSize(9);
  }

  /** Clock changes numbered {@code from}..{@code to} on {@code feed}, white's clock running. */
  private static void clocks(BoardFeed feed, int from, int to) {
    for (int i = from; i <= to; i++) {
      long at = T0 + i * 1000L;
      feed.append(
          List.of(
              new Delta.ClockChange(
                  new ClockState(600_000 - i, 600_000, Optional.of(Color.WHITE), at))),
          at,
          T0 + 60_000);
    }
  }

  private static BoardInfo info(int board) {
    return new BoardInfo(board, 1, Pairing.UNKNOWN, "test");
  }

  private static TournamentConfig config() {
    TreeMap<Integer, BoardSource> boards = new TreeMap<>();
    boards.put(1, new BoardSource.Replay(Path.of("none"), 1));
    boards.put(2, new BoardSource.Replay(Path.of("none"), 1));
    return new TournamentConfig(
        "Test",
        "here",
        1,
        1,
        Optional.empty(),
        Variant.STANDARD,
        Duration.ZERO,
        boards,
        Map.of(),
        List.of("t"),
        List.of(),
        new InetSocketAddress("127.0.0.1", 0),
        Optional.empty(),
        Path.of("."));
  }
}
