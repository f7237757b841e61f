package org.touchmove.relay.hub;

import java.time.InstantSource;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Every board of the round being relayed, by number: the one place viewers, PGN pollers and the
 * arbiter console read from. A ticker moves the public views on every {@link #TICK_MILLIS} so a
 * delayed move appears to spectators within that long of its time.
 */
public final class GameHub implements AutoCloseable {
  static final long TICK_MILLIS = 100;

  private final int round;
  private final long delayMillis;
  private final InstantSource clock;
  private final Map<Integer, BoardFeed> boards = new TreeMap<>();
  private final ScheduledExecutorService ticker;

  public GameHub(int round, long delayMillis, Collection<BoardInfo> infos, Renderer renderer, InstantSource clock) {
    this.round = round;
    this.delayMillis = delayMillis;
    this.clock = clock;
    for (BoardInfo info : infos) {
      boards.put(info.board(), new BoardFeed(info, delayMillis, renderer));
    }
    this.ticker = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "touchmove-public-feed");
      t.setDaemon(true);
      return t;
    });
    ticker.scheduleAtFixedRate(this::tick, TICK_MILLIS, TICK_MILLIS, TimeUnit.MILLISECONDS);
  }

  private void tick() {
    long now = clock.millis();
    for (BoardFeed feed : boards.values()) {
      feed.advancePublic(now);
    }
  }

  public int round() {
    return round;
  }

  public long delayMillis() {
    return delayMillis;
  }

  public long now() {
    return clock.millis();
  }

  public Optional<BoardFeed> board(int number) {
    return Optional.ofNullable(boards.get(number));
  }

  /** Every board, in number order. */
  public Collection<BoardFeed> boards() {
    return boards.values();
  }

  @Override
  public void close() {
    ticker.shutdownNow();
  }
}
