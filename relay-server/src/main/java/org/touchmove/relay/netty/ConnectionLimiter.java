package org.touchmove.relay.netty;

import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.touchmove.relay.metrics.RelayMetrics;

/** Closes a connection at once when its address already holds {@link Limits#connectionsPerAddress()}. */
@ChannelHandler.Sharable
final class ConnectionLimiter extends ChannelInboundHandlerAdapter {
  private final int max;
  private final RelayMetrics metrics;
  private final ConcurrentHashMap<InetAddress, AtomicInteger> open = new ConcurrentHashMap<>();

  ConnectionLimiter(int max, RelayMetrics metrics) {
    this.max = max;
    this.metrics = metrics;
  }

  @Override
  public void channelActive(ChannelHandlerContext ctx) {
    InetAddress address = ((InetSocketAddress) ctx.channel().remoteAddress()).getAddress();
    int n = open.computeIfAbsent(address, a -> new AtomicInteger()).incrementAndGet();
    ctx.channel().closeFuture().addListener(f -> open.computeIfPresent(address,
        (a, count) -> count.decrementAndGet() <= 0 ? null : count));
    if (n > max) {
      metrics.rejected();
      ctx.close();
      return;
    }
    ctx.fireChannelActive();
  }
}
