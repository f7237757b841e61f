package org.touchmove.relay.netty;

import io.netty.channel.EventLoop;
import io.netty.util.internal.PlatformDependent;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import org.touchmove.relay.hub.WireText;
import org.touchmove.relay.metrics.RelayMetrics;

/**
 * Fan-out writes grouped by event loop: a delta for 10,000 viewers becomes one task per event
 * loop, which writes the message's shared frame to each of its sockets and then flushes each
 * socket once, instead of 10,000 cross-thread tasks and 10,000 flushes per delta. Under load the
 * queue grows while a batch is written, so the next batch carries several messages per socket in
 * one system call: the cost per message falls as the load rises. Writes to one socket keep their
 * order: every write to it goes through its loop's queue.
 */
final class LoopBatcher {
  private static final ConcurrentHashMap<EventLoop, LoopBatcher> BATCHERS = new ConcurrentHashMap<>();

  /** Writes per batch at most, so a flood of deltas cannot keep the loop from reading its sockets. */
  private static final int MAX_BATCH = 65_536;

  private final EventLoop loop;
  private final RelayMetrics metrics;
  private final Queue<Pending> queue = PlatformDependent.newMpscQueue();
  private final AtomicBoolean scheduled = new AtomicBoolean();
  /** Sockets written in the current batch, flushed at its end; used on the loop only. */
  private final List<WebSocketHandler> touched = new ArrayList<>();

  private LoopBatcher(EventLoop loop, RelayMetrics metrics) {
    this.loop = loop;
    this.metrics = metrics;
  }

  /** The batcher of {@code loop} (every socket of a loop belongs to one server, one metrics). */
  static LoopBatcher of(EventLoop loop, RelayMetrics metrics) {
    return BATCHERS.computeIfAbsent(loop, l -> new LoopBatcher(l, metrics));
  }

  /** Queues {@code text} for {@code socket}; any thread. */
  void write(WebSocketHandler socket, WireText text) {
    queue.add(new Pending(socket, text));
    // Read before the compare-and-set: during a fan-out the flag is almost always set already, and
    // a read leaves its cache line shared instead of taking it from the loop for every viewer.
    if (!scheduled.get() && scheduled.compareAndSet(false, true)) {
      loop.execute(this::drain);
    }
  }

  /** A write on its way. */
  private record Pending(WebSocketHandler socket, WireText text) {}

  private void drain() {
    scheduled.set(false);
    long messages = 0;
    long bytes = 0;
    Pending p;
    int left = MAX_BATCH;
    while (left-- > 0 && (p = queue.poll()) != null) {
      int n = p.socket().writeFrame(p.text());
      if (n >= 0) {
        messages++;
        bytes += n;
        if (p.socket().markTouched()) {
          touched.add(p.socket());
        }
      }
    }
    for (int i = 0; i < touched.size(); i++) {
      touched.get(i).flushBatch();
    }
    touched.clear();
    if (messages > 0) {
      metrics.sent(messages, bytes); // once per batch, not per viewer
    }
    if (!queue.isEmpty() && scheduled.compareAndSet(false, true)) {
      loop.execute(this::drain); // the rest after the loop's other work
    }
  }
}
