package org.touchmove.relay.hub;

import java.time.InstantSource;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Every board the relay serves, by round and number: the one place viewers, PGN pollers and the
 * arbiter console read from. The current round's boards are live; the boards of other rounds were
 * rebuilt from their journals and no longer change. A ticker moves the public views on every
 * {@link #TICK_MILLIS} so a delayed move appears to spectators within that long of its time.
 */
public final class GameHub implements AutoCloseable {
  static final long TICK_MILLIS = 100;
  private static final SortedMap<Integer, BoardFeed> EMPTY = Collections.emptySortedMap();

  private final int round;
  private final long delayMillis;
  private final InstantSource clock;
  /** Round to (board number to feed); always holds the current round. */
  private final SortedMap<Integer, SortedMap<Integer, BoardFeed>> rounds = new TreeMap<>();
  private final ScheduledExecutorService ticker;
  /** The current round's boards by slot (number order). */
  private final List<BoardFeed> current;

  /**
   * A hub for {@code infos}: the boards whose {@link BoardInfo#round()} is {@code round} are the
   * current round's, the others those of earlier (or other) rounds.
   */
  public GameHub(int round, long delayMillis, Collection<BoardInfo> infos, Renderer renderer, InstantSource clock) {
    this(round, delayMillis, infos, renderer, clock, FanOut.NONE);
  }

  /**
   * As {@link #GameHub(int, long, Collection, Renderer, InstantSource)}, the transport grouping
   * each message's deliveries.
   */
  public GameHub(int round, long delayMillis, Collection<BoardInfo> infos, Renderer renderer,
      InstantSource clock, FanOut fanOut) {
    this.round = round;
    this.delayMillis = delayMillis;
    this.clock = clock;
    rounds.put(round, new TreeMap<>());
    SortedMap<Integer, SortedMap<Integer, BoardInfo>> byRound = new TreeMap<>();
    for (BoardInfo info : infos) {
      byRound.computeIfAbsent(info.round(), r -> new TreeMap<>()).put(info.board(), info);
    }
    byRound.forEach((r, boards) -> {
      SortedMap<Integer, BoardFeed> feeds = rounds.computeIfAbsent(r, x -> new TreeMap<>());
      for (BoardInfo info : boards.values()) {
        // Finished rounds keep the delay too: the public never sees a move younger than it, even
        // when the round changed minutes after a game's last move.
        feeds.put(info.board(), new BoardFeed(info, feeds.size(), delayMillis, renderer, fanOut));
      }
    });
    current = List.copyOf(rounds.get(round).values());
    this.ticker = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "touchmove-public-feed");
      t.setDaemon(true);
      return t;
    });
    ticker.scheduleAtFixedRate(this::tick, TICK_MILLIS, TICK_MILLIS, TimeUnit.MILLISECONDS);
  }

  private void tick() {
    long now = clock.millis();
    for (SortedMap<Integer, BoardFeed> boards : rounds.values()) {
      for (BoardFeed feed : boards.values()) {
        feed.advancePublic(now);
      }
    }
  }

  /** The round being played now. */
  public int round() {
    return round;
  }

  public long delayMillis() {
    return delayMillis;
  }

  public long now() {
    return clock.millis();
  }

  /** Board {@code number} of the current round. */
  public Optional<BoardFeed> board(int number) {
    return board(round, number);
  }

  /** Board {@code number} of round {@code round}. */
  public Optional<BoardFeed> board(int round, int number) {
    return Optional.ofNullable(rounds.getOrDefault(round, EMPTY).get(number));
  }

  /** The current round's board in {@code slot} ({@link BoardFeed#slot()}). */
  public BoardFeed boardAt(int slot) {
    return current.get(slot);
  }

  /** Every board of the current round, in number order. */
  public Collection<BoardFeed> boards() {
    return rounds.get(round).values();
  }

  /** Every board of {@code round}, in number order; empty when the relay has no such round. */
  public Optional<Collection<BoardFeed>> boards(int round) {
    return Optional.ofNullable(rounds.get(round)).map(SortedMap::values);
  }

  /** Every round served: the current one and those rebuilt from journals, in order. */
  public SortedSet<Integer> rounds() {
    return Collections.unmodifiableSortedSet(new TreeSet<>(rounds.keySet()));
  }

  /** Whether {@code round} is the one being played (its boards are live). */
  public boolean isCurrent(int round) {
    return round == this.round;
  }

  @Override
  public void close() {
    ticker.shutdownNow();
  }
}
