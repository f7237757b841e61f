package org.touchmove.relay.netty;

import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.EventLoop;
import io.netty.handler.codec.http.websocketx.TextWebSocketFrame;
import java.util.LinkedHashSet;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Fan-out writes grouped by event loop: a delta for 10,000 viewers becomes one task per event
 * loop (which writes to each of its channels and flushes each once) instead of 10,000 cross-thread
 * tasks. The bytes are the message's shared UTF-8 encoding, wrapped per channel, not copied.
 * Writes to one channel keep their order: every write goes through its loop's queue.
 */
final class LoopBatcher {
  private static final ConcurrentHashMap<EventLoop, Batch> BATCHES = new ConcurrentHashMap<>();

  /** Fired on a channel after a batch was written to it. */
  static final Object DRAINED = new Object();

  private LoopBatcher() {}

  static void write(Channel channel, byte[] utf8, AtomicInteger queued) {
    Batch batch = BATCHES.computeIfAbsent(channel.eventLoop(), Batch::new);
    queued.incrementAndGet();
    batch.queue.add(new Pending(channel, utf8, queued));
    if (batch.scheduled.compareAndSet(false, true)) {
      channel.eventLoop().execute(batch::drain);
    }
  }

  /** A write on its way, and the counter of its channel's writes not yet handed to Netty. */
  private record Pending(Channel channel, byte[] utf8, AtomicInteger queued) {}

  private static final class Batch {
    final EventLoop loop;
    final Queue<Pending> queue = new ConcurrentLinkedQueue<>();
    final AtomicBoolean scheduled = new AtomicBoolean();

    Batch(EventLoop loop) {
      this.loop = loop;
    }

    void drain() {
      scheduled.set(false);
      Set<Channel> touched = new LinkedHashSet<>();
      Pending p;
      while ((p = queue.poll()) != null) {
        p.queued().decrementAndGet();
        if (p.channel().isActive()) {
          p.channel().write(new TextWebSocketFrame(Unpooled.wrappedBuffer(p.utf8())), p.channel().voidPromise());
          touched.add(p.channel());
        }
      }
      for (Channel c : touched) {
        c.flush();
        // Lets the socket's session resume boards it skipped while this backlog was long.
        c.pipeline().fireUserEventTriggered(DRAINED);
      }
    }
  }
}
