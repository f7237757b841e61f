package org.touchmove.relay.hub;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.touchmove.chess.Color;
import org.touchmove.relay.config.Pairing;
import org.touchmove.relay.wire.WireJson;

/**
 * The public feed holds a press's clock change for the move it completes, so both reach a viewer in
 * one write; without a move the clock goes out when the hold ends. Arbiters get it at once.
 */
class PressHoldTest {
  private static final long T0 = 1_763_900_000_000L;

  private static final class Recorder implements Subscriber {
    final boolean arbiter;
    final List<Long> seqs = new ArrayList<>();

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
    }
  }

  @Test
  void aPressWaitsForItsMoveOrForTheHoldToEnd() {
    BoardFeed feed =
        new BoardFeed(new BoardInfo(1, 1, Pairing.UNKNOWN, "test"), 0, 0, new WireJson());
    Recorder spectator = new Recorder(false);
    Recorder arbiter = new Recorder(true);
    feed.subscribe(spectator, java.util.OptionalLong.empty());
    feed.subscribe(arbiter, java.util.OptionalLong.empty());
    spectator.seqs.clear();
    arbiter.seqs.clear();

    // White's clock starts: not a press (nothing was running), sent at once.
    feed.append(List.of(clock(Color.WHITE, T0)), T0, T0);
    assertThat(spectator.seqs).containsExactly(1L);
    // White presses: black's clock runs. Held for the move...
    feed.append(List.of(clock(Color.BLACK, T0 + 5000)), T0 + 5000, T0 + 5000);
    feed.advancePublic(T0 + 5000 + BoardFeed.PRESS_HOLD_MILLIS - 1);
    assertThat(spectator.seqs).containsExactly(1L);
    assertThat(arbiter.seqs).containsExactly(1L, 2L);
    // ... and released with the next delta.
    feed.append(List.of(new Delta.DrawOffered(1, "white", "arbiter-1")), T0 + 5600, T0 + 5600);
    assertThat(spectator.seqs).containsExactly(1L, 2L, 3L);

    // A press that nothing follows goes out when the hold ends.
    feed.append(List.of(clock(Color.WHITE, T0 + 9000)), T0 + 9000, T0 + 9000);
    assertThat(spectator.seqs).containsExactly(1L, 2L, 3L);
    feed.advancePublic(T0 + 9000 + BoardFeed.PRESS_HOLD_MILLIS);
    assertThat(spectator.seqs).containsExactly(1L, 2L, 3L, 4L);
  }

  private static Delta clock(Color running, long at) {
    return new Delta.ClockChange(new ClockState(600_000, 600_000, Optional.of(running), at));
  }
}
