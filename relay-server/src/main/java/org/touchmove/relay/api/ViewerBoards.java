package org.touchmove.relay.api;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLongArray;
import org.touchmove.relay.hub.BoardFeed;

/**
 * What one viewer knows of each board of the round being played (as its feed shows it: the public
 * sees a new round {@code delay} late), indexed by the board's slot:
 * whether it subscribed (and to the summary), whether it fell behind, and the last sequence number
 * it was sent. Arrays, not maps: 10,000 viewers each keep one, and four concurrent maps of 100
 * boxed entries cost a viewer about 15 KiB where these cost about 1.3 KiB.
 *
 * <p>Boards' threads write a slot while holding that board's lock (a delivery); the viewer's event
 * loop reads and clears flags. Flags change with compare-and-set, so neither side loses the other's
 * bit.
 */
final class ViewerBoards {
  static final int SUBSCRIBED = 1;
  static final int BEHIND = 2;
  static final int SUMMARY = 4;

  private final int round;
  /** The round's boards by slot: shared by every viewer of the round, not copied. */
  private final List<BoardFeed> feeds;

  private final AtomicIntegerArray flags;

  /** The last sequence number sent plus one; 0 when nothing was sent. */
  private final AtomicLongArray sent;

  /** Set when a board is marked behind; cleared by the event loop before it looks for them. */
  private volatile boolean anyBehind;

  ViewerBoards(int round, List<BoardFeed> feeds) {
    this.round = round;
    this.feeds = feeds;
    flags = new AtomicIntegerArray(feeds.size());
    sent = new AtomicLongArray(feeds.size());
  }

  int round() {
    return round;
  }

  int size() {
    return flags.length();
  }

  BoardFeed feed(int slot) {
    return feeds.get(slot);
  }

  /** Whether {@code feed} is this round's board in its slot (not a board of another round). */
  boolean holds(BoardFeed feed) {
    int slot = feed.slot();
    return slot < feeds.size() && feeds.get(slot) == feed;
  }

  /** Board {@code number} of this round. */
  Optional<BoardFeed> board(int number) {
    for (BoardFeed f : feeds) {
      if (f.info().board() == number) {
        return Optional.of(f);
      }
    }
    return Optional.empty();
  }

  boolean has(int slot, int flag) {
    return (flags.get(slot) & flag) != 0;
  }

  /** Sets {@code flag}; true when it was not set before. */
  boolean set(int slot, int flag) {
    int old = flags.getAndUpdate(slot, f -> f | flag);
    if (flag == BEHIND && (old & BEHIND) == 0) {
      anyBehind = true;
    }
    return (old & flag) == 0;
  }

  /** Clears {@code flag}; true when it was set. */
  boolean clear(int slot, int flag) {
    return (flags.getAndUpdate(slot, f -> f & ~flag) & flag) != 0;
  }

  /** Whether some board may be behind; clears the hint (the caller then checks every board). */
  boolean takeAnyBehind() {
    if (!anyBehind) {
      return false;
    }
    anyBehind = false;
    return true;
  }

  void sent(int slot, long seq) {
    sent.setRelease(slot, seq + 1);
  }

  /** The last sequence number sent on {@code slot}, or -1. */
  long lastSent(int slot) {
    return sent.get(slot) - 1;
  }
}
