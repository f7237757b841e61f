package org.touchmove.relay.netty;

import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.http.HttpMessage;
import io.netty.handler.codec.http.HttpObjectAggregator;
import org.touchmove.relay.metrics.RelayMetrics;

/** Netty's aggregator (413 for a body over the limit), counting what it refuses. */
final class CountingAggregator extends HttpObjectAggregator {
  private final RelayMetrics metrics;

  CountingAggregator(int maxContentLength, RelayMetrics metrics) {
    super(maxContentLength);
    this.metrics = metrics;
  }

  @Override
  protected void handleOversizedMessage(ChannelHandlerContext ctx, HttpMessage oversized) throws Exception {
    metrics.rejected();
    super.handleOversizedMessage(ctx, oversized);
  }
}
