package org.touchmove.relay.server;

import java.time.Instant;
import java.time.InstantSource;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.touchmove.capture.CaptureEntry;
import org.touchmove.relay.ingest.BoardChannel;

/**
 * Plays recorded boards into their channels at the recorded pace (or faster), all on one thread:
 * a hundred replayed boards cost one thread, not a hundred, which is what lets a load test put its
 * CPU into the relay rather than into the boards.
 */
final class CapturePlayer implements AutoCloseable {
  private final ScheduledExecutorService thread = Executors.newSingleThreadScheduledExecutor(r -> {
    Thread t = new Thread(r, "touchmove-capture-player");
    t.setDaemon(true);
    return t;
  });
  private final InstantSource clock;

  CapturePlayer(InstantSource clock) {
    this.clock = clock;
  }

  /** Starts playing {@code reads} into {@code channel}, {@code speed} times faster than recorded. */
  void play(BoardChannel channel, List<CaptureEntry.BoardBytes> reads, double speed) {
    channel.linkChanged("connected", "replaying a capture");
    if (reads.isEmpty()) {
      return;
    }
    long startNanos = System.nanoTime();
    long first = reads.get(0).millis();
    schedule(channel, reads, speed, 0, startNanos, first);
  }

  private void schedule(BoardChannel channel, List<CaptureEntry.BoardBytes> reads, double speed, int index,
      long startNanos, long first) {
    if (index >= reads.size()) {
      thread.execute(() -> channel.linkChanged("idle", "the capture ended"));
      return;
    }
    CaptureEntry.BoardBytes read = reads.get(index);
    long dueNanos = startNanos + (long) ((read.millis() - first) / speed * 1_000_000);
    long delay = Math.max(0, dueNanos - System.nanoTime());
    thread.schedule(() -> {
      channel.received(read.bytes(), Instant.ofEpochMilli(clock.millis()));
      schedule(channel, reads, speed, index + 1, startNanos, first);
    }, delay, TimeUnit.NANOSECONDS);
  }

  @Override
  public void close() {
    thread.shutdownNow();
  }
}
