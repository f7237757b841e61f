package org.touchmove.relay.hub;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.touchmove.chess.Move;
import org.touchmove.chess.Square;
import org.touchmove.chess.Color;
import org.touchmove.reconstruct.ClockReadings;
import org.touchmove.relay.config.Pairing;
import org.touchmove.relay.wire.WireJson;

/**
 * The public feed holds a press's clock change for the move it completes, and sends both as one
 * {@code move} message carrying the clock; without a move the clock goes out when the hold ends.
 * Arbiters get the press at once, live; a resume gives each press and its move as one message on
 * either feed.
 */
class PressHoldTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final long T0 = 1_763_900_000_000L;

  private static final class Recorder implements Subscriber {
    final boolean arbiter;
    final List<Long> seqs = new ArrayList<>();
    final List<JsonNode> messages = new ArrayList<>();

    Recorder(boolean arbiter) {
      this.arbiter = arbiter;
    }

    @Override
    public boolean arbiter() {
      return arbiter;
    }

    @Override
    public void deliver(BoardFeed board, long seq, WireText json) {
      seqs.add(seq);
      try {
        messages.add(JSON.readTree(json.text()));
      } catch (Exception e) {
        throw new AssertionError("not JSON: " + json, e);
      }
    }

    JsonNode last() {
      return messages.get(messages.size() - 1);
    }

    void clear() {
      seqs.clear();
      messages.clear();
    }
  }

  private static BoardFeed feed(long delayMillis) {
    return new BoardFeed(new BoardInfo(1, 1, Pairing.UNKNOWN, "test"), 0, delayMillis, new WireJson());
  }

  @Test
  void aPressWaitsForItsMoveAndLeavesWithItAsOneMessage() {
    BoardFeed feed = feed(0);
    Recorder spectator = subscribed(feed, false);
    Recorder arbiter = subscribed(feed, true);

    // White's clock starts: not a press (nothing was running), sent at once.
    feed.append(List.of(clock(Color.WHITE, 600_000, T0)), T0, T0);
    assertThat(spectator.seqs).containsExactly(1L);
    assertThat(spectator.last().path("type").asText()).isEqualTo("clock");
    // White presses: black's clock runs. Held for the move; arbiters see it live.
    feed.append(List.of(clock(Color.BLACK, 595_000, T0 + 5000)), T0 + 5000, T0 + 5000);
    feed.advancePublic(T0 + 5000 + BoardFeed.PRESS_HOLD_MILLIS - 1);
    assertThat(spectator.seqs).containsExactly(1L);
    assertThat(arbiter.seqs).containsExactly(1L, 2L);
    // The move, stamped with the press's time, reaches the tracker 700 ms later.
    feed.append(List.of(move(1, T0 + 5000)), T0 + 5000, T0 + 5700);
    assertThat(spectator.seqs).as("one message for the press and its move").containsExactly(1L, 3L);
    JsonNode m = spectator.last();
    assertThat(m.path("type").asText()).isEqualTo("move");
    assertThat(m.path("move").path("ply").asInt()).isEqualTo(1);
    assertThat(m.path("clock").path("running").asText()).isEqualTo("black");
    assertThat(m.path("clock").path("white").asLong()).isEqualTo(595_000);
    assertThat(m.path("clock").path("at").asLong()).isEqualTo(T0 + 5000);
    // Arbiters had the press live: the move comes on its own.
    assertThat(arbiter.seqs).containsExactly(1L, 2L, 3L);
    assertThat(arbiter.last().has("clock")).as("the arbiter's live move: %s", arbiter.last()).isFalse();
    assertThat(feed.publicState().clock().orElseThrow().running()).contains(Color.BLACK);
    assertThat(feed.publicState().moves()).hasSize(1);

    // A press that nothing follows goes out alone when the hold ends.
    feed.append(List.of(clock(Color.WHITE, 590_000, T0 + 9000)), T0 + 9000, T0 + 9000);
    assertThat(spectator.seqs).containsExactly(1L, 3L);
    feed.advancePublic(T0 + 9000 + BoardFeed.PRESS_HOLD_MILLIS);
    assertThat(spectator.seqs).containsExactly(1L, 3L, 4L);
    assertThat(spectator.last().path("type").asText()).isEqualTo("clock");

    // A press followed by something else than a move is not held for it.
    feed.append(List.of(clock(Color.BLACK, 585_000, T0 + 12_000)), T0 + 12_000, T0 + 12_000);
    feed.append(List.of(new Delta.DrawOffered(2, "white", "arbiter-1")), T0 + 12_100, T0 + 12_100);
    assertThat(spectator.seqs).containsExactly(1L, 3L, 4L, 5L, 6L);
  }

  @Test
  void aReadingBetweenThePressAndItsMoveIsHeldTooAndTheMoveCarriesTheLatest() {
    BoardFeed feed = feed(0);
    Recorder spectator = subscribed(feed, false);
    startAndPress(feed);
    // The clock drifted (a reading more than a second off) before the tracker had the move.
    feed.append(List.of(clock(Color.BLACK, 593_000, T0 + 5300)), T0 + 5300, T0 + 5300);
    assertThat(spectator.seqs).containsExactly(1L);
    feed.append(List.of(move(1, T0 + 5000)), T0 + 5000, T0 + 5700);
    assertThat(spectator.seqs).containsExactly(1L, 4L);
    assertThat(spectator.last().path("clock").path("white").asLong()).isEqualTo(593_000);
    assertThat(spectator.last().path("clock").path("at").asLong()).isEqualTo(T0 + 5300);
    assertThat(feed.publicState().clock().orElseThrow().white()).isEqualTo(593_000);
  }

  @Test
  void withADelayThePressAndItsMoveLeaveTogetherOnceBothAreDue() {
    long delay = 10_000;
    BoardFeed feed = feed(delay);
    Recorder spectator = subscribed(feed, false);
    startAndPress(feed);
    feed.append(List.of(move(1, T0 + 5000)), T0 + 5000, T0 + 5700);
    feed.advancePublic(T0 + 5000 + delay - 1);
    assertThat(spectator.seqs).as("nothing younger than the delay").containsExactly(1L);
    feed.advancePublic(T0 + 5000 + delay);
    assertThat(spectator.seqs).containsExactly(1L, 3L);
    assertThat(spectator.last().path("move").path("ply").asInt()).isEqualTo(1);
    assertThat(spectator.last().path("clock").path("at").asLong())
        .as("shifted by the delay, as a clock message's")
        .isEqualTo(T0 + 5000 + delay);
  }

  @Test
  void withADelayAReadingAfterThePressIsWaitedForThoughTheMoveIsStampedEarlier() {
    long delay = 10_000;
    BoardFeed feed = feed(delay);
    Recorder spectator = subscribed(feed, false);
    startAndPress(feed);
    feed.append(List.of(clock(Color.BLACK, 593_000, T0 + 5300)), T0 + 5300, T0 + 5300);
    feed.append(List.of(move(1, T0 + 5000)), T0 + 5000, T0 + 5700);
    feed.advancePublic(T0 + 5000 + delay);
    assertThat(spectator.seqs).as("the press waits for the reading after it").containsExactly(1L);
    feed.advancePublic(T0 + 5300 + delay);
    assertThat(spectator.seqs).containsExactly(1L, 4L);
    assertThat(spectator.last().path("clock").path("white").asLong()).isEqualTo(593_000);
  }

  @Test
  void aResumeSendsEachPressWithItsMoveOnBothFeeds() {
    BoardFeed feed = feed(0);
    feed.append(List.of(clock(Color.WHITE, 600_000, T0)), T0, T0);
    for (int ply = 1; ply <= 4; ply++) {
      long at = T0 + ply * 5000L;
      Color next = ply % 2 == 1 ? Color.BLACK : Color.WHITE;
      feed.append(List.of(clock(next, 600_000 - ply * 1000L, at)), at, at);
      feed.append(List.of(move(ply, at)), at, at + 700);
    }
    for (boolean isArbiter : new boolean[] {false, true}) {
      Recorder viewer = new Recorder(isArbiter);
      feed.subscribe(viewer, OptionalLong.of(1));
      assertThat(viewer.seqs).as("arbiter %s", isArbiter).containsExactly(3L, 5L, 7L, 9L);
      for (int i = 0; i < 4; i++) {
        JsonNode m = viewer.messages.get(i);
        assertThat(m.path("type").asText()).as("%s", m).isEqualTo("move");
        assertThat(m.path("move").path("ply").asInt()).as("%s", m).isEqualTo(i + 1);
        assertThat(m.path("clock").path("white").asLong()).as("%s", m).isEqualTo(600_000 - (i + 1) * 1000L);
        assertThat(m.path("clock").path("running").asText()).as("%s", m).isEqualTo(i % 2 == 0 ? "black" : "white");
      }
      // Resuming after a press (an arbiter that had it live): the move alone.
      Recorder late = new Recorder(isArbiter);
      feed.subscribe(late, OptionalLong.of(8));
      assertThat(late.seqs).containsExactly(9L);
      assertThat(late.last().has("clock")).isFalse();
    }
  }

  /** A subscriber that has had its snapshot: it records what comes after. */
  private static Recorder subscribed(BoardFeed feed, boolean arbiter) {
    Recorder recorder = new Recorder(arbiter);
    feed.subscribe(recorder, OptionalLong.empty());
    recorder.clear();
    return recorder;
  }

  /** White's clock starts at T0 (seq 1); White presses 5 s later, Black's clock runs (seq 2). */
  private static void startAndPress(BoardFeed feed) {
    feed.append(List.of(clock(Color.WHITE, 600_000, T0)), T0, T0);
    feed.append(List.of(clock(Color.BLACK, 595_000, T0 + 5000)), T0 + 5000, T0 + 5000);
  }

  private static Delta clock(Color running, long white, long at) {
    return new Delta.ClockChange(new ClockState(white, 600_000, Optional.of(running), at));
  }

  /** Ply {@code ply} (the moves themselves do not matter to the feed), completed at {@code at}. */
  private static Delta move(int ply, long at) {
    ClockReadings readings =
        new ClockReadings(java.time.Duration.ofMillis(600_000 - ply * 1000L), java.time.Duration.ofMinutes(10));
    return new Delta.MoveDone(new MoveRecord(Move.normal(Square.E2, Square.E4), ply, "e4", "e2e4",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", Optional.of(readings), at));
  }
}
