package org.touchmove.relay.netty;

import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.handler.codec.http.websocketx.CloseWebSocketFrame;
import io.netty.handler.codec.http.websocketx.PingWebSocketFrame;
import io.netty.handler.codec.http.websocketx.PongWebSocketFrame;
import io.netty.handler.codec.http.websocketx.TextWebSocketFrame;
import io.netty.handler.codec.http.websocketx.WebSocketFrame;
import io.netty.handler.codec.http.websocketx.WebSocketServerHandshaker;
import io.netty.handler.timeout.IdleState;
import java.util.concurrent.atomic.AtomicInteger;
import io.netty.handler.timeout.IdleStateEvent;
import org.touchmove.relay.api.TextSession;
import org.touchmove.relay.hub.WireText;
import org.touchmove.relay.metrics.RelayMetrics;

/** One WebSocket peer's channel: frames in to its {@link TextSession}, text out. */
final class WebSocketHandler extends SimpleChannelInboundHandler<WebSocketFrame> implements TextSession.Sink {
  private final WebSocketServerHandshaker handshaker;
  private final RelayMetrics metrics;
  private volatile Channel channel;
  private TextSession session;
  private final boolean viewer;

  WebSocketHandler(WebSocketServerHandshaker handshaker, RelayMetrics metrics, boolean viewer) {
    this.handshaker = handshaker;
    this.metrics = metrics;
    this.viewer = viewer;
  }

  void attach(TextSession s) {
    this.session = s;
  }

  @Override
  public void handlerAdded(ChannelHandlerContext ctx) {
    channel = ctx.channel();
  }

  /**
   * Writes queued for this socket in its event loop's batch. Netty's water marks only see what
   * reached the channel; a socket whose batch backlog is long is just as far behind, and is then
   * resumed by sequence number rather than queued further.
   */
  private final AtomicInteger queued = new AtomicInteger();
  static final int MAX_QUEUED = 256;

  @Override
  public boolean isWritable() {
    Channel c = channel;
    return c != null && c.isActive() && c.isWritable() && queued.get() < MAX_QUEUED;
  }

  @Override
  public void send(WireText json) {
    Channel c = channel;
    if (c != null && c.isActive()) {
      LoopBatcher.write(c, json.utf8(), queued);
    }
  }

  @Override
  protected void channelRead0(ChannelHandlerContext ctx, WebSocketFrame frame) {
    if (frame instanceof TextWebSocketFrame) {
      session.onText(((TextWebSocketFrame) frame).text());
    } else if (frame instanceof PingWebSocketFrame) {
      ctx.writeAndFlush(new PongWebSocketFrame(frame.content().retain()));
    } else if (frame instanceof CloseWebSocketFrame) {
      handshaker.close(ctx.channel(), (CloseWebSocketFrame) frame.retain());
    }
    // Binary and pong frames mean nothing here.
  }

  @Override
  public void channelWritabilityChanged(ChannelHandlerContext ctx) {
    if (ctx.channel().isWritable()) {
      session.writable();
    }
    ctx.fireChannelWritabilityChanged();
  }

  @Override
  public void channelInactive(ChannelHandlerContext ctx) {
    session.close();
    if (viewer) {
      metrics.viewerClosed();
    }
    ctx.fireChannelInactive();
  }

  @Override
  public void userEventTriggered(ChannelHandlerContext ctx, Object evt) throws Exception {
    if (evt == LoopBatcher.DRAINED) {
      if (isWritable()) {
        session.writable();
      }
      return;
    }
    if (evt instanceof IdleStateEvent) {
      if (((IdleStateEvent) evt).state() == IdleState.WRITER_IDLE) {
        ctx.writeAndFlush(new PingWebSocketFrame());
      } else if (((IdleStateEvent) evt).state() == IdleState.READER_IDLE) {
        ctx.close(); // not even a pong for three ping periods: the peer is gone
      }
      return;
    }
    super.userEventTriggered(ctx, evt);
  }

  @Override
  public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
    ctx.close();
  }
}
