package org.touchmove.relay.netty;

import io.netty.channel.ChannelDuplexHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelPromise;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.LastHttpContent;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.touchmove.relay.metrics.RelayMetrics;

/**
 * Closes an HTTP connection that does not deliver a whole request in time: a slowloris client
 * trickling its headers, or a keep-alive connection left idle. The clock starts when the
 * connection opens and again after each answer; a complete request stops it. Removed when the
 * connection becomes a WebSocket.
 */
final class RequestTimeout extends ChannelDuplexHandler {
  private final long millis;
  private final RelayMetrics metrics;
  private ScheduledFuture<?> timer;

  RequestTimeout(long millis, RelayMetrics metrics) {
    this.millis = millis;
    this.metrics = metrics;
  }

  @Override
  public void channelActive(ChannelHandlerContext ctx) throws Exception {
    arm(ctx);
    super.channelActive(ctx);
  }

  @Override
  public void channelRead(ChannelHandlerContext ctx, Object msg) throws Exception {
    if (msg instanceof FullHttpRequest) {
      cancel();
    }
    super.channelRead(ctx, msg);
  }

  @Override
  public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) throws Exception {
    super.write(ctx, msg, promise);
    if (msg instanceof LastHttpContent) {
      arm(ctx); // the answer is out: the next request must come in time too
    }
  }

  private void arm(ChannelHandlerContext ctx) {
    cancel();
    timer = ctx.executor().schedule(() -> {
      metrics.rejected();
      ctx.close();
    }, millis, TimeUnit.MILLISECONDS);
  }

  private void cancel() {
    if (timer != null) {
      timer.cancel(false);
      timer = null;
    }
  }

  @Override
  public void handlerRemoved(ChannelHandlerContext ctx) {
    cancel();
  }

  @Override
  public void channelInactive(ChannelHandlerContext ctx) throws Exception {
    cancel();
    super.channelInactive(ctx);
  }
}
