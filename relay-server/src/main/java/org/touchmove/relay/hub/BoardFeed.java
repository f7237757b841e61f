package org.touchmove.relay.hub;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.touchmove.chess.Color;

/**
 * One board's history and its two views: live (arbiters) and public (the same history read
 * {@code delay} behind, without alerts). Delay is a view, not a copy: both fold the one list of
 * stamped deltas; the public fold just stops at {@code now - delay}.
 *
 * <p>Thread safety: every method locks the feed. The board's own thread appends; the ticker moves
 * the public view on; Netty threads subscribe. Subscribers' {@code deliver} must not block.
 */
public final class BoardFeed {
  static final long HEALTH_REFRESH_MILLIS = 5000;

  /**
   * How long the public feed holds a press's clock change (the running side passing from one player
   * to the other) for the move that the press completes. The tracker publishes the clock at the
   * press and the move only once the scan shows where the piece landed (up to about a second later,
   * docs/reconstruction.md), stamped with the press's time; held, both leave as one {@code move}
   * message that carries the clock (see {@link #clocksEnd}): one frame and one write per viewer
   * instead of two frames. The clock's {@code at} is unchanged, so viewers' extrapolated clocks
   * read the same; a press that no move follows is sent on its own when the hold ends.
   */
  static final long PRESS_HOLD_MILLIS = 1500;

  private final BoardInfo info;
  private final int slot;
  private long lastHealthSent;
  private final long delayMillis;
  private final Renderer renderer;
  private final FanOut fanOut;
  private final List<Stamped> history = new ArrayList<>();
  private BoardState live = BoardState.empty();
  private BoardState pub = BoardState.empty();
  /** History entries folded into {@link #pub}. */
  private int pubIndex;
  private Health health;
  private final SubscriberSet arbiters = new SubscriberSet();
  private final SubscriberSet spectators = new SubscriberSet();

  /** The snapshot message of each view, rendered once per state (thousands subscribe at once). */
  private WireText liveSnapshot;
  private WireText pubSnapshot;
  private WireText liveSummary;
  private WireText pubSummary;
  /** Told of every delta just before it is fanned out (load measurements). */
  private volatile java.util.function.Consumer<Stamped> onAppend = s -> {};

  public BoardFeed(BoardInfo info, long delayMillis, Renderer renderer) {
    this(info, 0, delayMillis, renderer);
  }

  /**
   * A feed that is the {@code slot}-th board of its round (0 for the lowest number): viewers keep
   * their per-board state in arrays indexed by it rather than in maps keyed by board number.
   */
  public BoardFeed(BoardInfo info, int slot, long delayMillis, Renderer renderer) {
    this(info, slot, delayMillis, renderer, FanOut.NONE);
  }

  /** As {@link #BoardFeed(BoardInfo, int, long, Renderer)}, grouping each message's deliveries. */
  public BoardFeed(BoardInfo info, int slot, long delayMillis, Renderer renderer, FanOut fanOut) {
    this.fanOut = fanOut;
    this.info = info;
    this.slot = slot;
    this.delayMillis = delayMillis;
    this.renderer = renderer;
    this.health = Health.idle(info.source());
  }

  public BoardInfo info() {
    return info;
  }

  public long delayMillis() {
    return delayMillis;
  }

  /**
   * This board's place in its round, 0 for the lowest board number (see {@link GameHub#feeds}).
   */
  public int slot() {
    return slot;
  }

  /** Calls {@code hook} with every new delta just before it is fanned out (for measurements). */
  public void onAppend(java.util.function.Consumer<Stamped> hook) {
    this.onAppend = hook;
  }

  /** The board's last sequence number. */
  public synchronized long seq() {
    return history.size();
  }

  public synchronized BoardState live() {
    return live;
  }

  /** What the public sees now. */
  public synchronized BoardState publicState() {
    return pub;
  }

  public synchronized Health health() {
    return health;
  }

  /** The whole history (for tests and the journal check). */
  public synchronized List<Stamped> history() {
    return List.copyOf(history);
  }

  /**
   * Appends deltas that happened at {@code at} (epoch ms) and tells the arbiters; the public sees
   * them once {@code now} is {@code delay} past {@code at}.
   */
  public synchronized List<Stamped> append(List<Delta> deltas, long at, long now) {
    List<Stamped> added = new ArrayList<>(deltas.size());
    for (Delta d : deltas) {
      Stamped s = new Stamped(history.size() + 1L, at, d);
      onAppend.accept(s);
      history.add(s);
      live = live.apply(s);
      liveSnapshot = null;
      liveSummary = null;
      added.add(s);
      if (!arbiters.isEmpty()) {
        WireText json = WireText.of(renderer.delta(info, s, live, true, 0));
        deliverAll(arbiters, s.seq(), json);
      }
    }
    advancePublic(now);
    return added;
  }

  /** Moves the public view to {@code now - delay}. */
  public synchronized void advancePublic(long now) {
    // One bracket for all: what the public may now see leaves in one batch per event loop.
    fanOut.begin();
    try {
      advancePublicTo(now - delayMillis, now);
    } finally {
      fanOut.end();
    }
  }

  private void advancePublicTo(long cutoff, long now) {
    while (pubIndex < history.size() && history.get(pubIndex).at() <= cutoff) {
      Stamped s = history.get(pubIndex);
      int end = clocksEnd(pubIndex, history.size(), cutoff);
      Delta after = end < history.size() ? history.get(end).delta() : null;
      boolean moveNext = end > pubIndex && after instanceof Delta.MoveDone;
      if (moveNext && history.get(end).at() <= cutoff) {
        Stamped clock = history.get(end - 1);
        Stamped move = history.get(end);
        for (int i = pubIndex; i <= end; i++) {
          pub = pub.apply(history.get(i));
        }
        pubIndex = end + 1;
        pubSnapshot = null;
        pubSummary = null;
        if (!spectators.isEmpty()) {
          WireText json = WireText.of(renderer.moveWithClock(info, clock, move, false, delayMillis));
          deliverAll(spectators, move.seq(), json);
        }
        continue;
      }
      // A press waits for its move: nothing but clock readings follows it yet, or its move (or a
      // reading before it) is not yet due here.
      boolean moveToCome = after == null || moveNext || (end > pubIndex && after instanceof Delta.ClockChange);
      if (moveToCome && isPress(s) && cutoff - s.at() < PRESS_HOLD_MILLIS) {
        break; // the ticker or the move's own append releases it
      }
      pubIndex++;
      if (!s.delta().isPublic()) {
        continue;
      }
      pub = pub.apply(s);
      pubSnapshot = null;
      pubSummary = null;
      if (!spectators.isEmpty()) {
        WireText json = WireText.of(renderer.delta(info, s, pub, false, delayMillis));
        deliverAll(spectators, s.seq(), json);
      }
    }
  }

  /**
   * The end of the run of clock changes due by {@code cutoff} that starts at history index {@code
   * from} (before {@code limit}): the index of the first delta after it that is not one or is not
   * yet due, {@code from} itself when that is not a due clock change. When a completed move ends the run and they reach a viewer together,
   * they go as one {@code move} message with the move's number, carrying the last of the clock
   * changes (docs/wire-format.md): in practice the press that completed the move, and any reading
   * the clock gave before the tracker published the move. Each clock change replaces the readings
   * before it and a move does not touch them, so that one message leaves a viewer in the same
   * state as the run of messages would.
   */
  private int clocksEnd(int from, int limit, long cutoff) {
    int end = from;
    while (end < limit
        && history.get(end).delta() instanceof Delta.ClockChange
        && history.get(end).at() <= cutoff) {
      end++;
    }
    return end;
  }

  private void deliverAll(SubscriberSet subscribers, long seq, WireText json) {
    fanOut.begin();
    try {
      subscribers.forEach(sub -> sub.deliver(this, seq, json));
    } finally {
      fanOut.end();
    }
  }

  /**
   * Whether {@code s} is a clock change that passes the running side from one player to the other.
   */
  private boolean isPress(Stamped s) {
    if (!(s.delta() instanceof Delta.ClockChange)) {
      return false;
    }
    Optional<Color> next = ((Delta.ClockChange) s.delta()).clock().running();
    Optional<Color> before = pub.clock().flatMap(ClockState::running);
    return next.isPresent() && before.isPresent() && !next.equals(before);
  }

  /** The link changed or the board spoke: arbiters see it at once. */
  public synchronized void health(Health value) {
    // Arbiters see how long ago a board last spoke; refresh it every few seconds, not per message.
    boolean stale = value.lastMessageAt() - lastHealthSent >= HEALTH_REFRESH_MILLIS;
    boolean changed = !value.link().equals(health.link()) || value.clock() != health.clock()
        || !value.battery().equals(health.battery()) || stale;
    health = value;
    if (changed) {
      liveSnapshot = null; // the arbiter's snapshot carries the health
      liveSummary = null;
    }
    if (changed) {
      lastHealthSent = value.lastMessageAt();
    }
    if (changed && !arbiters.isEmpty()) {
      WireText json = WireText.of(renderer.health(info, history.size(), value));
      deliverAll(arbiters, history.size(), json);
    }
  }

  /**
   * Starts delivering to {@code sub}: the deltas after {@code since} when they are all still
   * visible to it, else a snapshot; then every new one.
   */
  public synchronized void subscribe(Subscriber sub, OptionalLong since) {
    subscribe(sub, since, false);
  }

  /** As {@link #subscribe(Subscriber, OptionalLong)}; a {@code summary} snapshot has only the last move. */
  public synchronized void subscribe(Subscriber sub, OptionalLong since, boolean summary) {
    boolean arbiter = sub.arbiter();
    BoardState state = arbiter ? live : pub;
    int visible = arbiter ? history.size() : pubIndex;
    if (since.isPresent() && resumable(since.getAsLong(), visible)) {
      long delay = arbiter ? 0 : delayMillis;
      for (int i = (int) since.getAsLong(); i < visible; i++) {
        Stamped s = history.get(i);
        int end = clocksEnd(i, visible, Long.MAX_VALUE);
        if (end > i && end < visible && history.get(end).delta() instanceof Delta.MoveDone) {
          Stamped move = history.get(end);
          sub.deliver(this, move.seq(),
              WireText.of(renderer.moveWithClock(info, history.get(end - 1), move, arbiter, delay)));
          i = end;
        } else if (arbiter || s.delta().isPublic()) {
          sub.deliver(this, s.seq(), WireText.of(renderer.delta(info, s, state, arbiter, delay)));
        }
      }
    } else {
      sub.deliver(this, state.seq(), summary ? summary(arbiter) : snapshot(arbiter));
    }
    (arbiter ? arbiters : spectators).add(sub);
  }

  /**
   * The snapshot message of the view an arbiter or a spectator sees now, for a viewer that wants
   * no deltas (a board of a finished round, which has none to come).
   */
  public synchronized WireText snapshotMessage(boolean arbiter, boolean summary) {
    return summary ? summary(arbiter) : snapshot(arbiter);
  }

  private WireText summary(boolean arbiter) {
    if (arbiter) {
      if (liveSummary == null) {
        liveSummary = WireText.of(renderer.summarySnapshot(info, live, health, true, 0));
      }
      return liveSummary;
    }
    if (pubSummary == null) {
      pubSummary = WireText.of(renderer.summarySnapshot(info, pub, health, false, delayMillis));
    }
    return pubSummary;
  }

  private WireText snapshot(boolean arbiter) {
    if (arbiter) {
      if (liveSnapshot == null) {
        liveSnapshot = WireText.of(renderer.snapshot(info, live, health, true, 0));
      }
      return liveSnapshot;
    }
    if (pubSnapshot == null) {
      pubSnapshot = WireText.of(renderer.snapshot(info, pub, health, false, delayMillis));
    }
    return pubSnapshot;
  }

  /**
   * Whether the deltas after {@code since} can bring a client up to date: they must all still be
   * visible to it, and a new game among them is sent as a snapshot instead (a {@code game} delta
   * carries the whole new game, which only a snapshot taken now can give).
   */
  private boolean resumable(long since, int visible) {
    if (since < 0 || since > visible) {
      return false;
    }
    for (int i = (int) since; i < visible; i++) {
      if (history.get(i).delta() instanceof Delta.GameStart) {
        return false;
      }
    }
    return true;
  }

  public synchronized void unsubscribe(Subscriber sub) {
    arbiters.remove(sub);
    spectators.remove(sub);
  }

  public synchronized int subscribers() {
    return arbiters.size() + spectators.size();
  }
}
