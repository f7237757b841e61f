package org.touchmove.relay.netty;

import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http.TooLongHttpHeaderException;
import io.netty.handler.codec.http.TooLongHttpLineException;
import io.netty.handler.timeout.IdleStateHandler;
import io.netty.handler.codec.http.QueryStringDecoder;
import io.netty.handler.codec.http.websocketx.CloseWebSocketFrame;
import io.netty.handler.codec.http.websocketx.WebSocketServerHandshaker;
import io.netty.handler.codec.http.websocketx.WebSocketServerHandshakerFactory;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.relay.api.Access.Caller;
import org.touchmove.relay.api.HttpAnswer;
import org.touchmove.relay.api.RelayApi;
import org.touchmove.relay.api.AgentSession;
import org.touchmove.relay.api.TextSession;
import org.touchmove.relay.api.ViewerSession;
import org.touchmove.relay.metrics.RelayMetrics;

/** Turns Netty's HTTP requests into {@link RelayApi} calls, and upgrades {@code /ws} to a WebSocket. */
final class HttpHandler extends SimpleChannelInboundHandler<FullHttpRequest> {
  private static final Logger LOG = LoggerFactory.getLogger(HttpHandler.class);
  /** Largest WebSocket frame a client may send (commands are tiny). */
  private static final int MAX_FRAME = 16 * 1024;
  private static final int MAX_AGENT_FRAME = 1024 * 1024;

  private final RelayApi api;
  private final RelayMetrics metrics;
  private final ExecutorService actions;
  private final boolean tls;

  private final Limits limits;

  HttpHandler(RelayApi api, RelayMetrics metrics, ExecutorService actions, boolean tls, Limits limits) {
    this.api = api;
    this.metrics = metrics;
    this.actions = actions;
    this.tls = tls;
    this.limits = limits;
  }

  @Override
  protected void channelRead0(ChannelHandlerContext ctx, FullHttpRequest request) {
    if (!request.decoderResult().isSuccess()) {
      // The decoder cannot go on after this: answer and close.
      metrics.rejected();
      Throwable cause = request.decoderResult().cause();
      HttpAnswer answer = cause instanceof TooLongHttpHeaderException
          ? HttpAnswer.text(431, "request headers too large")
          : cause instanceof TooLongHttpLineException
              ? HttpAnswer.text(414, "request line too long")
              : HttpAnswer.text(400, "malformed HTTP request");
      HttpUtil.setKeepAlive(request, false);
      write(ctx, request, answer);
      return;
    }
    QueryStringDecoder uri = new QueryStringDecoder(request.uri());
    Optional<String> token = token(request, uri);
    if (uri.path().equals("/ws") || uri.path().equals("/agent")) {
      upgrade(ctx, request, token, uri.path().equals("/agent"));
      return;
    }
    String method = request.method().name();
    String body = request.content().toString(StandardCharsets.UTF_8);
    Optional<String> etag = Optional.ofNullable(request.headers().get(HttpHeaderNames.IF_NONE_MATCH));
    if (method.equals("POST")) {
      // The body is already read into a string: the answer needs only the request's method and
      // headers, which outlive its content. Nothing is retained across the hand-over.
      try {
        actions.execute(() -> {
          HttpAnswer answer;
          try {
            answer = api.handle(method, uri.path(), token, etag, body);
          } catch (RuntimeException e) {
            LOG.error("POST {}: {}", uri.path(), e.toString(), e);
            answer = HttpAnswer.text(500, "internal error");
          }
          HttpAnswer reply = answer;
          ctx.channel().eventLoop().execute(() -> write(ctx, request, reply));
        });
      } catch (RejectedExecutionException e) {
        write(ctx, request, HttpAnswer.text(503, "shutting down"));
      }
      return;
    }
    write(ctx, request, api.handle(method, uri.path(), token, etag, body));
  }

  private static Optional<String> token(FullHttpRequest request, QueryStringDecoder uri) {
    String auth = request.headers().get(HttpHeaderNames.AUTHORIZATION);
    if (auth != null && auth.regionMatches(true, 0, "Bearer ", 0, 7)) {
      return Optional.of(auth.substring(7).strip());
    }
    List<String> q = uri.parameters().get("token");
    return q == null || q.isEmpty() ? Optional.empty() : Optional.of(q.get(0));
  }

  private void upgrade(ChannelHandlerContext ctx, FullHttpRequest request, Optional<String> token, boolean agent) {
    Caller caller = agent ? api.access().checkAgent(token) : api.access().check(token);
    String scheme = tls ? "wss" : "ws";
    String location = scheme + "://" + request.headers().get(HttpHeaderNames.HOST) + (agent ? "/agent" : "/ws");
    // An agent's backlog arrives in frames of many reads; a viewer only sends small commands.
    WebSocketServerHandshaker handshaker = new WebSocketServerHandshakerFactory(location, null, false,
        agent ? MAX_AGENT_FRAME : MAX_FRAME).newHandshaker(request);
    if (handshaker == null) {
      WebSocketServerHandshakerFactory.sendUnsupportedVersionResponse(ctx.channel());
      return;
    }
    if (caller instanceof Caller.Refused) {
      if (ctx.pipeline().get(RequestTimeout.class) != null) {
        ctx.pipeline().remove(RequestTimeout.class);
      }
      // Browsers cannot read an HTTP 401 on a WebSocket upgrade; a close code they can (4401).
      metrics.rejected();
      handshaker.handshake(ctx.channel(), request).addListener((ChannelFutureListener) f -> {
        if (f.isSuccess()) {
          ctx.channel().writeAndFlush(new CloseWebSocketFrame(4401, "wrong token"))
              .addListener(ChannelFutureListener.CLOSE);
        } else {
          ctx.close();
        }
      });
      ctx.pipeline().remove(this);
      return;
    }
    // From here on the connection is a WebSocket: no request deadline, but pings and an idle limit.
    if (ctx.pipeline().get(RequestTimeout.class) != null) {
      ctx.pipeline().remove(RequestTimeout.class);
    }
    // Only the reader side is watched: a writer-idle timer would wrap every write in a promise
    // and a listener, a cost paid per viewer per delta (docs/performance.md).
    long ping = limits.pingEvery().toMillis();
    ctx.pipeline().addBefore(ctx.name(), "idle",
        new IdleStateHandler(ping, 0, 0, java.util.concurrent.TimeUnit.MILLISECONDS));
    WebSocketHandler ws = new WebSocketHandler(handshaker, metrics, !agent);
    TextSession session = agent
        ? new AgentSession(api, ((Caller.Agent) caller).name(), ws)
        : new ViewerSession(api, caller, ws);
    ws.attach(session);
    ctx.pipeline().replace(this, "ws", ws);
    handshaker.handshake(ctx.channel(), request).addListener((ChannelFutureListener) f -> {
      if (f.isSuccess()) {
        if (!agent) {
          metrics.viewerOpened();
        }
        session.open();
      } else {
        ctx.close();
      }
    });
  }

  private static void write(ChannelHandlerContext ctx, FullHttpRequest request, HttpAnswer answer) {
    boolean head = request.method().name().equals("HEAD");
    FullHttpResponse response = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1,
        HttpResponseStatus.valueOf(answer.status()),
        head || answer.status() == 304 ? Unpooled.EMPTY_BUFFER : Unpooled.wrappedBuffer(answer.body()));
    response.headers().set(HttpHeaderNames.CONTENT_TYPE, answer.contentType());
    for (Map.Entry<String, String> h : answer.headers().entrySet()) {
      response.headers().set(h.getKey(), h.getValue());
    }
    response.headers().set("X-Content-Type-Options", "nosniff");
    HttpUtil.setContentLength(response, head ? answer.body().length : response.content().readableBytes());
    boolean keepAlive = HttpUtil.isKeepAlive(request);
    if (keepAlive) {
      response.headers().set(HttpHeaderNames.CONNECTION, HttpHeaderValues.KEEP_ALIVE);
      ctx.writeAndFlush(response);
    } else {
      ctx.writeAndFlush(response).addListener(ChannelFutureListener.CLOSE);
    }
  }

  @Override
  public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
    LOG.debug("HTTP connection {}: {}", ctx.channel().remoteAddress(), cause.toString());
    ctx.close();
  }
}
