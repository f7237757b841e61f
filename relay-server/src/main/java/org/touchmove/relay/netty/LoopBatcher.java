package org.touchmove.relay.netty;

import io.netty.channel.EventLoop;
import io.netty.util.internal.PlatformDependent;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.touchmove.relay.hub.FanOut;
import org.touchmove.relay.hub.WireText;
import org.touchmove.relay.metrics.RelayMetrics;

/**
 * Fan-out writes grouped by event loop. Inside the hub's {@link FanOut} brackets a board's thread
 * only notes, per loop, which sockets a message goes to; at the bracket's end each loop gets one
 * queue entry for it, and writes the message's shared frame to each of those sockets and then
 * flushes each socket once: a delta for 10,000 viewers costs the board's thread an array store per
 * viewer and the loops one flush (one system call) per socket per batch. Under load the queue grows
 * while a batch is written, so a batch carries several messages per socket in one system call.
 * Writes to one socket keep their order: every write to it goes through its loop's queue.
 */
final class LoopBatcher {
  private static final ConcurrentHashMap<EventLoop, LoopBatcher> BATCHERS =
      new ConcurrentHashMap<>();

  /**
   * Writes per batch at most, so a flood of deltas cannot keep the loop from reading its sockets.
   */
  private static final int MAX_BATCH = 65_536;

  private final EventLoop loop;
  private final RelayMetrics metrics;

  /** {@link Pending} and {@link Group} entries, in the order they were handed over. */
  private final Queue<Object> queue = PlatformDependent.newMpscQueue();

  private final AtomicBoolean scheduled = new AtomicBoolean();

  /**
   * Fan-out messages ({@link Group}s) handed to this loop and not yet written. A socket is at most
   * that many fan-out messages behind in the queue, so one count per loop and message stands in
   * for a count per socket and message (two atomic operations per viewer per message, on lines the
   * board's thread and the loop take from each other).
   */
  private final AtomicInteger groupsQueued = new AtomicInteger();

  /** Sockets written in the current batch, flushed at its end; used on the loop only. */
  private final List<WebSocketHandler> touched = new ArrayList<>();

  /** Messages and bytes written in the current batch; used on the loop only. */
  private long messages;

  private long bytes;

  private LoopBatcher(EventLoop loop, RelayMetrics metrics) {
    this.loop = loop;
    this.metrics = metrics;
  }

  /** The batcher of {@code loop} (every socket of a loop belongs to one server, one metrics). */
  static LoopBatcher of(EventLoop loop, RelayMetrics metrics) {
    return BATCHERS.computeIfAbsent(loop, l -> new LoopBatcher(l, metrics));
  }

  /**
   * The hub's brackets around a fan-out: inside them a thread's writes are staged per loop and
   * message, and handed over as one queue entry per loop at the outermost end.
   */
  static final FanOut FAN_OUT =
      new FanOut() {
        @Override
        public void begin() {
          STAGING.get().depth++;
        }

        @Override
        public void end() {
          Staging s = STAGING.get();
          if (--s.depth == 0) {
            s.handOver();
          }
        }
      };

  private static final ThreadLocal<Staging> STAGING = ThreadLocal.withInitial(Staging::new);

  /**
   * Queues {@code text} for {@code socket}; any thread. Single writes count in the socket's own
   * {@link WebSocketHandler#queued}, fan-out writes in the loop's {@link #groupsQueued}.
   */
  void write(WebSocketHandler socket, WireText text) {
    Staging s = STAGING.get();
    if (s.depth > 0) {
      s.add(this, socket, text);
    } else {
      socket.queued.incrementAndGet();
      enqueue(new Pending(socket, text));
    }
  }

  /** Whether this loop's queue holds so many fan-out messages that its sockets count as behind. */
  boolean isBehind() {
    return groupsQueued.get() >= WebSocketHandler.MAX_QUEUED;
  }

  private void enqueue(Object entry) {
    queue.add(entry);
    // Read before the compare-and-set: while writes pour in the flag is set already, and a read
    // leaves its cache line shared instead of taking it from the loop every time.
    if (!scheduled.get() && scheduled.compareAndSet(false, true)) {
      loop.execute(this::drain);
    }
  }

  /** A write on its way. */
  private record Pending(WebSocketHandler socket, WireText text) {}

  /** One message for many sockets of one loop. */
  private static final class Group {
    final LoopBatcher batcher;
    final WireText text;
    WebSocketHandler[] sockets = new WebSocketHandler[16];
    int size;

    Group(LoopBatcher batcher, WireText text) {
      this.batcher = batcher;
      this.text = text;
    }

    void add(WebSocketHandler socket) {
      if (size == sockets.length) {
        sockets = java.util.Arrays.copyOf(sockets, size * 2);
      }
      sockets[size++] = socket;
    }
  }

  /** A thread's writes inside fan-out brackets, not yet handed to the loops. */
  private static final class Staging {
    int depth;

    /** In order of creation; at most one open group per loop. */
    final List<Group> groups = new ArrayList<>();

    void add(LoopBatcher batcher, WebSocketHandler socket, WireText text) {
      for (int i = groups.size() - 1; i >= 0; i--) {
        Group g = groups.get(i);
        if (g.batcher == batcher) {
          if (g.text == text) {
            g.add(socket);
            return;
          }
          break; // a newer message for this loop: a new group after the old one
        }
      }
      Group g = new Group(batcher, text);
      g.add(socket);
      groups.add(g);
    }

    void handOver() {
      for (Group g : groups) {
        g.batcher.groupsQueued.incrementAndGet();
        g.batcher.enqueue(g);
      }
      groups.clear();
    }
  }

  private void drain() {
    scheduled.set(false);
    Object entry;
    int left = MAX_BATCH;
    while (left > 0 && (entry = queue.poll()) != null) {
      if (entry instanceof Group) {
        Group g = (Group) entry;
        groupsQueued.decrementAndGet();
        for (int i = 0; i < g.size; i++) {
          written(g.sockets[i], g.text);
        }
        left -= g.size;
      } else {
        Pending p = (Pending) entry;
        p.socket().queued.decrementAndGet();
        written(p.socket(), p.text());
        left--;
      }
    }
    int sockets = touched.size();
    for (int i = 0; i < sockets; i++) {
      touched.get(i).flushBatch();
    }
    touched.clear();
    if (messages > 0) {
      metrics.sent(messages, bytes, sockets); // once per batch, not per viewer
      messages = 0;
      bytes = 0;
    }
    if (!queue.isEmpty() && !scheduled.get() && scheduled.compareAndSet(false, true)) {
      loop.execute(this::drain); // the rest after the loop's other work
    }
  }

  private void written(WebSocketHandler socket, WireText text) {
    int n = socket.writeFrame(text);
    if (n >= 0) {
      messages++;
      bytes += n;
      if (socket.markTouched()) {
        touched.add(socket);
      }
    }
  }
}
