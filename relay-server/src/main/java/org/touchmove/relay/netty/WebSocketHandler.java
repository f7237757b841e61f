package org.touchmove.relay.netty;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.handler.codec.http.websocketx.CloseWebSocketFrame;
import io.netty.handler.codec.http.websocketx.PingWebSocketFrame;
import io.netty.handler.codec.http.websocketx.PongWebSocketFrame;
import io.netty.handler.codec.http.websocketx.TextWebSocketFrame;
import io.netty.handler.codec.http.websocketx.WebSocketFrame;
import io.netty.handler.codec.http.websocketx.WebSocketFrameEncoder;
import io.netty.handler.codec.http.websocketx.WebSocketServerHandshaker;
import io.netty.handler.timeout.IdleState;
import io.netty.handler.timeout.IdleStateEvent;
import java.util.concurrent.atomic.AtomicInteger;
import org.touchmove.relay.api.TextSession;
import org.touchmove.relay.hub.WireText;
import org.touchmove.relay.metrics.RelayMetrics;

/** One WebSocket peer's channel: frames in to its {@link TextSession}, text out. */
final class WebSocketHandler extends SimpleChannelInboundHandler<WebSocketFrame> implements TextSession.Sink {
  /**
   * Writes queued for this socket in its event loop's batcher at most, single writes here and
   * fan-out messages for the whole loop ({@link LoopBatcher#isBehind}). Netty's water marks only
   * see what reached the channel; a socket whose batch backlog is long is just as far behind, and
   * is then resumed by sequence number rather than queued further.
   */
  static final int MAX_QUEUED = 256;

  /** A batch buffer's first size: a move and a clock, or a few of them. */
  private static final int FIRST_BATCH_BYTES = 1024;

  /** Bytes copied into one batch buffer at most before it is written and another begun. */
  private static final int MAX_BATCH_BYTES = 64 * 1024;

  /** Quiet periods of the peer ({@link Limits#pingEvery()} each) before the socket is closed. */
  private static final int QUIET_PERIODS_TO_CLOSE = 3;

  private final WebSocketServerHandshaker handshaker;
  private final RelayMetrics metrics;
  private final boolean viewer;
  /** Single writes (replies, snapshots: not fan-out) queued in the loop's batcher. */
  final AtomicInteger queued = new AtomicInteger();

  private volatile ChannelHandlerContext ctx;
  private volatile LoopBatcher batcher;

  /**
   * Where shared frames enter the pipeline: the frame encoder's place, since they are encoded
   * already; below it only TLS (when on) sits before the socket. Set on the first write after the
   * handshake.
   */
  private ChannelHandlerContext framesIn;

  /**
   * The socket's state as deliveries check it, once per viewer per message: kept here, in fields
   * the handler's own events update, rather than asked of the channel every time.
   */
  private volatile boolean open = true;

  private volatile boolean channelWritable = true;
  private TextSession session;

  /** In the current batch's list of sockets to flush; used on the event loop only. */
  private boolean touched;

  /**
   * The current batch's first frame for this socket: written as a view of the shared bytes when
   * it stays the only one (a view costs less than a buffer from the allocator and a copy). Used
   * on the event loop only; null between batches.
   */
  private WireText single;

  /**
   * The current batch's frames for this socket once there are two or more, copied one after
   * another and written as one message at the batch's end: one outbound entry and one trip down
   * the pipeline per socket and batch, however many frames. Used on the event loop only; null
   * between batches.
   */
  private ByteBuf batch;

  /** Peer's quiet periods in a row; used on the event loop only. */
  private int quietPeriods;

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
    this.batcher = LoopBatcher.of(ctx.channel().eventLoop(), metrics);
    this.ctx = ctx;
  }

  @Override
  public boolean isWritable() {
    return open
        && channelWritable
        && ctx != null
        && queued.get() < MAX_QUEUED
        && !batcher.isBehind();
  }

  @Override
  public void send(WireText json) {
    if (open && ctx != null) {
      batcher.write(this, json);
    }
  }

  @Override
  public void resumeWhenWritable() {
    ChannelHandlerContext c = ctx;
    if (c != null) {
      c.executor().execute(this::resumeIfWritable);
    }
  }

  @Override
  public void execute(Runnable task) {
    ChannelHandlerContext c = ctx;
    if (c != null) {
      c.executor().execute(task);
    }
  }

  /**
   * On the event loop, from the batch: adds {@code text}'s frame to this socket's batch, written
   * by {@link #flushBatch}. Returns its payload size, or -1 when the socket is closed.
   */
  int writeFrame(WireText text) {
    if (!open) {
      return -1;
    }
    if (single == null && batch == null) {
      single = text;
      return text.utf8().length;
    }
    ByteBuf frame = SharedTextFrame.of(text);
    int n = frame.readableBytes();
    if (batch != null && batch.readableBytes() + n > MAX_BATCH_BYTES) {
      writeBatch(); // a round's snapshots: written in pieces, not copied into one huge buffer
    }
    if (batch == null) {
      batch = ctx.alloc().directBuffer(Math.max(2 * n, FIRST_BATCH_BYTES));
      if (single != null) {
        ByteBuf first = SharedTextFrame.of(single);
        batch.writeBytes(first, first.readerIndex(), first.readableBytes());
        single = null;
      }
    }
    batch.writeBytes(frame, frame.readerIndex(), n);
    return text.utf8().length;
  }

  /** The batch's frames so far into the pipeline, unflushed. */
  private void writeBatch() {
    ChannelHandlerContext in = framesIn();
    if (single != null) {
      in.write(SharedTextFrame.forOneSocket(single), in.voidPromise());
      single = null;
    } else {
      ByteBuf b = batch;
      batch = null;
      in.write(b, in.voidPromise());
    }
  }

  /**
   * Where frames enter the pipeline: below the frame encoder, since they are encoded already;
   * before the handshake is through, the whole pipeline (the encoder passes bytes on untouched).
   */
  private ChannelHandlerContext framesIn() {
    ChannelHandlerContext in = framesIn;
    if (in == null || in.isRemoved()) {
      in = ctx.pipeline().context(WebSocketFrameEncoder.class);
      if (in == null) {
        return ctx;
      }
      framesIn = in;
    }
    return in;
  }

  /** On the event loop: true the first time this socket is written in the current batch. */
  boolean markTouched() {
    if (touched) {
      return false;
    }
    touched = true;
    return true;
  }

  /** On the event loop, at the end of a batch: one flush for everything the batch wrote here. */
  void flushBatch() {
    touched = false;
    if (single != null || batch != null) {
      writeBatch();
    }
    // From where the frames went in: the handlers above have nothing to flush.
    framesIn().flush();
    // Lets the session resume boards it skipped while this socket's backlog was long.
    resumeIfWritable();
  }

  private void resumeIfWritable() {
    if (isWritable()) {
      session.writable();
    }
  }

  @Override
  protected void channelRead0(ChannelHandlerContext ctx, WebSocketFrame frame) {
    quietPeriods = 0;
    if (frame instanceof TextWebSocketFrame) {
      session.onText(((TextWebSocketFrame) frame).text());
    } else if (frame instanceof PingWebSocketFrame) {
      ctx.writeAndFlush(new PongWebSocketFrame(frame.content().retain()));
    } else if (frame instanceof CloseWebSocketFrame) {
      handshaker.close(ctx.channel(), (CloseWebSocketFrame) frame.retain());
    }
    // Binary and pong frames mean nothing here beyond the peer being alive.
  }

  @Override
  public void channelWritabilityChanged(ChannelHandlerContext ctx) {
    channelWritable = ctx.channel().isWritable();
    if (channelWritable) {
      session.writable();
    }
    ctx.fireChannelWritabilityChanged();
  }

  @Override
  public void channelInactive(ChannelHandlerContext ctx) {
    open = false;
    session.close();
    if (viewer) {
      metrics.viewerClosed();
    }
    ctx.fireChannelInactive();
  }

  @Override
  public void userEventTriggered(ChannelHandlerContext ctx, Object evt) throws Exception {
    if (evt instanceof IdleStateEvent && ((IdleStateEvent) evt).state() == IdleState.READER_IDLE) {
      // The peer said nothing for a ping period: ping it (a live peer's pong resets the count);
      // after three such periods in a row it is gone.
      if (++quietPeriods >= QUIET_PERIODS_TO_CLOSE) {
        ctx.close();
      } else {
        ctx.writeAndFlush(new PingWebSocketFrame());
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
