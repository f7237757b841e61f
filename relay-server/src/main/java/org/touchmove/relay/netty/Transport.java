package org.touchmove.relay.netty;

import io.netty.channel.IoHandlerFactory;
import io.netty.channel.epoll.Epoll;
import io.netty.channel.epoll.EpollIoHandler;
import io.netty.channel.epoll.EpollServerSocketChannel;
import io.netty.channel.epoll.EpollSocketChannel;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.ServerSocketChannel;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;
import java.util.Locale;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The sockets under the event loops: Linux's epoll through Netty's native library where it loads
 * (fewer copies and system calls per write than the JDK's selector, docs/performance.md), the JDK's
 * NIO everywhere else: another operating system or processor, or a library that will not load. The
 * relay and the load test's viewers choose the same way.
 */
public enum Transport {
  EPOLL("epoll"),
  NIO("nio");

  /**
   * The system property that overrides the choice: {@code nio} forces the JDK's sockets, {@code
   * epoll} asks for the native ones (NIO still, with a warning, where they are not available).
   */
  public static final String PROPERTY = "touchmove.transport";

  private static final Logger LOG = LoggerFactory.getLogger(Transport.class);

  private final String label;

  Transport(String label) {
    this.label = label;
  }

  /** The name the property takes and the log shows. */
  public String label() {
    return label;
  }

  /** Whether Netty's native epoll transport can run here. */
  public static boolean epollAvailable() {
    return Epoll.isAvailable();
  }

  /** The best transport here: epoll when available, else NIO. */
  public static Transport best() {
    return epollAvailable() ? EPOLL : NIO;
  }

  /** The transport {@link #PROPERTY} asks for, or the best one when it is not set. */
  public static Transport fromSystemProperty() {
    return choose(Optional.ofNullable(System.getProperty(PROPERTY)));
  }

  /**
   * The transport {@code requested} names ({@code nio} or {@code epoll}, any case), or the best one
   * when nothing is requested. An unknown name or an unavailable epoll falls back with a warning:
   * the relay must start whatever the operator typed.
   */
  public static Transport choose(Optional<String> requested) {
    if (requested.isEmpty() || requested.get().isBlank()) {
      return best();
    }
    String name = requested.get().trim().toLowerCase(Locale.ROOT);
    if (name.equals(NIO.label)) {
      return NIO;
    }
    if (name.equals(EPOLL.label)) {
      if (epollAvailable()) {
        return EPOLL;
      }
      LOG.warn(
          "{}=epoll, but epoll is not available here ({}); using nio",
          PROPERTY,
          Epoll.unavailabilityCause().toString());
      return NIO;
    }
    Transport best = best();
    LOG.warn("{}={} is neither nio nor epoll; using {}", PROPERTY, requested.get(), best.label);
    return best;
  }

  /** The event loops' I/O handlers. */
  public IoHandlerFactory ioHandlerFactory() {
    return this == EPOLL ? EpollIoHandler.newFactory() : NioIoHandler.newFactory();
  }

  /** The listening socket's channel class. */
  public Class<? extends ServerSocketChannel> serverChannel() {
    return this == EPOLL ? EpollServerSocketChannel.class : NioServerSocketChannel.class;
  }

  /** A client or accepted socket's channel class. */
  public Class<? extends SocketChannel> socketChannel() {
    return this == EPOLL ? EpollSocketChannel.class : NioSocketChannel.class;
  }
}
