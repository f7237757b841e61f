package org.touchmove.relay.netty;

import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.ChannelPipeline;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.WriteBufferWaterMark;
import io.netty.channel.socket.SocketChannel;
import io.netty.handler.codec.http.HttpServerCodec;
import io.netty.handler.ssl.SslContext;
import io.netty.handler.ssl.SslContextBuilder;
import java.net.InetSocketAddress;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.relay.api.RelayApi;
import org.touchmove.relay.config.TournamentConfig;
import org.touchmove.relay.hub.FanOut;
import org.touchmove.relay.metrics.RelayMetrics;

/**
 * The relay's one listening socket: HTTP (API, PGN, pages, metrics) and the {@code /ws}
 * WebSocket, optionally over TLS. The only place Netty is configured.
 */
public final class RelayServer implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(RelayServer.class);

  private final Transport transport;
  private final EventLoopGroup boss;
  private final EventLoopGroup workers;
  private final ExecutorService actions;
  private final Channel channel;

  private RelayServer(Transport transport, EventLoopGroup boss, EventLoopGroup workers,
      ExecutorService actions, Channel channel) {
    this.transport = transport;
    this.boss = boss;
    this.workers = workers;
    this.actions = actions;
    this.channel = channel;
  }

  /** Binds {@code address} and starts serving {@code api}. */
  public static RelayServer start(InetSocketAddress address, Optional<TournamentConfig.Tls> tls, RelayApi api,
      RelayMetrics metrics) throws InterruptedException, SSLException {
    return start(address, tls, api, metrics, Limits.defaults());
  }

  /**
   * Binds {@code address} and starts serving {@code api} within {@code limits}, on the transport
   * that {@link Transport#PROPERTY} names, or the best one here.
   */
  public static RelayServer start(InetSocketAddress address, Optional<TournamentConfig.Tls> tls, RelayApi api,
      RelayMetrics metrics, Limits limits) throws InterruptedException, SSLException {
    return start(address, tls, api, metrics, limits, Transport.fromSystemProperty());
  }

  /** Binds {@code address} and starts serving {@code api} within {@code limits} on {@code transport}. */
  public static RelayServer start(InetSocketAddress address, Optional<TournamentConfig.Tls> tls, RelayApi api,
      RelayMetrics metrics, Limits limits, Transport transport) throws InterruptedException, SSLException {
    Optional<SslContext> ssl = Optional.empty();
    if (tls.isPresent()) {
      ssl = Optional.of(SslContextBuilder.forServer(tls.get().certificate().toFile(), tls.get().key().toFile()).build());
    }
    EventLoopGroup boss = new MultiThreadIoEventLoopGroup(1, transport.ioHandlerFactory());
    EventLoopGroup workers = new MultiThreadIoEventLoopGroup(transport.ioHandlerFactory());
    // Arbiter actions wait for the board's thread; they must not wait on an event loop.
    ExecutorService actions = Executors.newFixedThreadPool(2, r -> {
      Thread t = new Thread(r, "touchmove-actions");
      t.setDaemon(true);
      return t;
    });
    Optional<SslContext> sslContext = ssl;
    ConnectionLimiter limiter = new ConnectionLimiter(limits.connectionsPerAddress(), metrics);
    try {
      Channel ch = new ServerBootstrap()
          .group(boss, workers)
          .channel(transport.serverChannel())
          .option(ChannelOption.SO_BACKLOG, 1024)
          .childOption(ChannelOption.TCP_NODELAY, true)
          .childOption(ChannelOption.WRITE_BUFFER_WATER_MARK,
              new WriteBufferWaterMark(limits.writeBufferHigh() / 2, limits.writeBufferHigh()))
          .childHandler(new ChannelInitializer<SocketChannel>() {
            @Override
            protected void initChannel(SocketChannel c) {
              ChannelPipeline p = c.pipeline();
              p.addLast(limiter);
              sslContext.ifPresent(s -> p.addLast(s.newHandler(c.alloc())));
              p.addLast(new HttpServerCodec(4096, limits.maxHeaderBytes(), 8192));
              p.addLast(new CountingAggregator(limits.maxRequestBytes(), metrics));
              p.addLast(new RequestTimeout(limits.requestTimeout().toMillis(), metrics));
              p.addLast(new HttpHandler(api, metrics, actions, sslContext.isPresent(), limits));
            }
          })
          .bind(address).sync().channel();
      LOG.info("listening on {} with the {} transport", ch.localAddress(), transport.label());
      return new RelayServer(transport, boss, workers, actions, ch);
    } catch (InterruptedException | RuntimeException e) {
      boss.shutdownGracefully();
      workers.shutdownGracefully();
      actions.shutdownNow();
      throw e;
    }
  }

  /**
   * How the hub should bracket a message's deliveries so that writes reach each event loop in one
   * batch.
   */
  public static FanOut fanOut() {
    return LoopBatcher.FAN_OUT;
  }

  /** The sockets it serves with. */
  public Transport transport() {
    return transport;
  }

  /** Where it listens (the port is the real one when 0 was asked for). */
  public InetSocketAddress address() {
    return (InetSocketAddress) channel.localAddress();
  }

  @Override
  public void close() {
    channel.close().awaitUninterruptibly(2, TimeUnit.SECONDS);
    boss.shutdownGracefully(0, 2, TimeUnit.SECONDS);
    workers.shutdownGracefully(0, 2, TimeUnit.SECONDS).awaitUninterruptibly(3, TimeUnit.SECONDS);
    actions.shutdownNow();
  }
}
