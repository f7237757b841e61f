package org.touchmove.relay.hub;

import java.time.InstantSource;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Every board the relay serves, by round and number: the one place viewers, PGN pollers and the
 * arbiter console read from. The current round's boards are live; the boards of other rounds were
 * rebuilt from their journals (or finished while the relay ran) and no longer change. A ticker
 * moves the public views on every {@link #TICK_MILLIS} so a delayed move appears to spectators
 * within that long of its time.
 *
 * <p>The round being played can change while the relay runs ({@link #startRound}). Arbiters see
 * the new round at once; the public goes on seeing the previous one as current until {@code
 * delay} has passed, so a spectator sees the end of every game before the next round's boards.
 */
public final class GameHub implements AutoCloseable {
  static final long TICK_MILLIS = 100;

  /** The rounds served: an immutable value, replaced as a whole when a round starts. */
  private record Rounds(int live, SortedMap<Integer, List<BoardFeed>> feeds, List<Start> starts) {}

  /** Round {@code round} started at {@code at} (epoch ms). */
  private record Start(int round, long at) {}

  private final long delayMillis;
  private final InstantSource clock;
  private final Renderer renderer;
  private final FanOut fanOut;
  private volatile Rounds rounds;
  /** The round the public was last told is being played. */
  private volatile int publicRound;
  private final Set<RoundListener> listeners = ConcurrentHashMap.newKeySet();
  private final ScheduledExecutorService ticker;

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
    this.delayMillis = delayMillis;
    this.clock = clock;
    this.renderer = renderer;
    this.fanOut = fanOut;
    SortedMap<Integer, List<BoardInfo>> byRound = new TreeMap<>();
    byRound.put(round, new ArrayList<>());
    for (BoardInfo info : infos) {
      byRound.computeIfAbsent(info.round(), r -> new ArrayList<>()).add(info);
    }
    SortedMap<Integer, List<BoardFeed>> feeds = new TreeMap<>();
    // Finished rounds keep the delay too: the public never sees a move younger than it, even
    // when the round changed minutes after a game's last move.
    byRound.forEach((r, boards) -> feeds.put(r, newFeeds(boards)));
    this.rounds = new Rounds(round, Collections.unmodifiableSortedMap(feeds),
        List.of(new Start(round, Long.MIN_VALUE)));
    this.publicRound = round;
    this.ticker = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "touchmove-public-feed");
      t.setDaemon(true);
      return t;
    });
    ticker.scheduleAtFixedRate(this::tick, TICK_MILLIS, TICK_MILLIS, TimeUnit.MILLISECONDS);
  }

  /**
   * Feeds for {@code infos}, one round's boards, in board order and numbered by slot; not served
   * until {@link #startRound} installs them.
   */
  public List<BoardFeed> newFeeds(Collection<BoardInfo> infos) {
    SortedMap<Integer, BoardInfo> byNumber = new TreeMap<>();
    for (BoardInfo info : infos) {
      byNumber.put(info.board(), info);
    }
    List<BoardFeed> feeds = new ArrayList<>();
    for (BoardInfo info : byNumber.values()) {
      feeds.add(new BoardFeed(info, feeds.size(), delayMillis, renderer, fanOut));
    }
    return List.copyOf(feeds);
  }

  /**
   * Records that the round being played started at {@code at} after {@code previous}: a relay
   * restarted within the delay after a round change still shows the public the previous round.
   */
  public synchronized void started(int previous, long at) {
    Rounds r = rounds;
    if (!r.feeds().containsKey(previous) || previous == r.live()) {
      return;
    }
    rounds = new Rounds(r.live(), r.feeds(),
        List.of(new Start(previous, Long.MIN_VALUE), new Start(r.live(), at)));
    publicRound = round(false);
  }

  /**
   * Makes {@code feeds} (from {@link #newFeeds}) the boards of round {@code round}, now the round
   * being played; the round played until now is served as finished, its feeds as they are. Arbiter
   * listeners are told at once, public ones by the ticker once {@code at} is {@code delay} old.
   */
  public void startRound(int round, List<BoardFeed> feeds, long at) {
    int previous;
    synchronized (this) {
      Rounds r = rounds;
      previous = r.live();
      SortedMap<Integer, List<BoardFeed>> all = new TreeMap<>(r.feeds());
      all.put(round, List.copyOf(feeds));
      List<Start> starts = new ArrayList<>(r.starts());
      starts.add(new Start(round, at));
      // Only starts the public may not have seen yet matter, and the one before them.
      while (starts.size() > 2 && starts.get(1).at() <= at - delayMillis) {
        starts.remove(0);
      }
      rounds = new Rounds(round, Collections.unmodifiableSortedMap(all), List.copyOf(starts));
    }
    for (RoundListener l : listeners) {
      if (l.arbiter()) {
        l.roundStarted(round, previous);
      }
    }
    tellPublic();
  }

  private void tick() {
    long now = clock.millis();
    for (List<BoardFeed> boards : rounds.feeds().values()) {
      for (BoardFeed feed : boards) {
        feed.advancePublic(now);
      }
    }
    tellPublic();
  }

  /** Tells public listeners when the round the public sees as being played has changed. */
  private void tellPublic() {
    int now;
    int before;
    synchronized (this) {
      now = round(false);
      before = publicRound;
      if (now == before) {
        return;
      }
      publicRound = now;
    }
    for (RoundListener l : listeners) {
      if (!l.arbiter()) {
        l.roundStarted(now, before);
      }
    }
  }

  /** {@code listener} is told whenever the round being played changes on its feed. */
  public void follow(RoundListener listener) {
    listeners.add(listener);
  }

  public void unfollow(RoundListener listener) {
    listeners.remove(listener);
  }

  /** The round being played now (arbiters, actions, journals). */
  public int round() {
    return rounds.live();
  }

  /**
   * The round being played as the arbiter or the public feed shows it: the public goes on
   * seeing the previous round until the change is {@code delay} old.
   */
  public int round(boolean arbiter) {
    Rounds r = rounds;
    if (arbiter || delayMillis == 0) {
      return r.live();
    }
    long cutoff = clock.millis() - delayMillis;
    int seen = r.starts().get(0).round();
    for (Start s : r.starts()) {
      if (s.at() <= cutoff) {
        seen = s.round();
      }
    }
    return r.feeds().containsKey(seen) ? seen : r.live();
  }

  public long delayMillis() {
    return delayMillis;
  }

  public long now() {
    return clock.millis();
  }

  /** Board {@code number} of the current round. */
  public Optional<BoardFeed> board(int number) {
    return board(round(), number);
  }

  /** Board {@code number} of round {@code round}. */
  public Optional<BoardFeed> board(int round, int number) {
    for (BoardFeed feed : feeds(round)) {
      if (feed.info().board() == number) {
        return Optional.of(feed);
      }
    }
    return Optional.empty();
  }

  /** Every board of the current round, in number order. */
  public Collection<BoardFeed> boards() {
    return feeds(round());
  }

  /** Every board of {@code round}, in number order; empty when the relay has no such round. */
  public Optional<Collection<BoardFeed>> boards(int round) {
    return Optional.ofNullable(rounds.feeds().get(round));
  }

  /** Every board of {@code round} by slot ({@link BoardFeed#slot()}); empty for no such round. */
  public List<BoardFeed> feeds(int round) {
    return rounds.feeds().getOrDefault(round, List.of());
  }

  /** Every round served: the current one and those rebuilt from journals, in order. */
  public SortedSet<Integer> rounds() {
    return Collections.unmodifiableSortedSet(new TreeSet<>(rounds.feeds().keySet()));
  }

  /** Whether {@code round} is the one being played (its boards are live). */
  public boolean isCurrent(int round) {
    return round == round();
  }

  @Override
  public void close() {
    ticker.shutdownNow();
  }
}
