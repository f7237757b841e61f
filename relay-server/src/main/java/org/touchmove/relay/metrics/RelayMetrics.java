package org.touchmove.relay.metrics;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.binder.jvm.JvmGcMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmMemoryMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmThreadMetrics;
import io.micrometer.core.instrument.binder.system.ProcessorMetrics;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.touchmove.relay.hub.Delta;
import org.touchmove.relay.hub.Stamped;

/**
 * Every meter the relay exports on {@code /metrics}, by name: the one place meter names are
 * written. Names follow Prometheus conventions once Micrometer renders them
 * ({@code touchmove_viewers}, {@code touchmove_bytes_in_total}, ...).
 */
public final class RelayMetrics {
  private final PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
  private final AtomicInteger viewers = new AtomicInteger();
  private final AtomicInteger boardsConnected = new AtomicInteger();
  private final Counter bytesIn;
  private final Counter messagesIn;
  private final Counter moves;
  private final Counter alerts;
  private final Counter messagesOut;
  private final Counter bytesOut;
  private final Counter socketWrites;
  private final Counter httpRequests;
  private final Counter badRequests;
  private final Timer journalWrite;

  public RelayMetrics() {
    Gauge.builder("touchmove.viewers", viewers, AtomicInteger::get)
        .description("WebSocket connections open").register(registry);
    Gauge.builder("touchmove.boards.connected", boardsConnected, AtomicInteger::get)
        .description("boards whose link is up").register(registry);
    bytesIn = Counter.builder("touchmove.bytes.in").description("bytes read from boards").register(registry);
    messagesIn = Counter.builder("touchmove.board.messages").description("DGT messages decoded").register(registry);
    moves = Counter.builder("touchmove.moves").description("moves completed").register(registry);
    alerts = Counter.builder("touchmove.alerts").description("arbiter alerts raised").register(registry);
    messagesOut = Counter.builder("touchmove.messages.out").description("WebSocket messages sent").register(registry);
    bytesOut = Counter.builder("touchmove.bytes.out").description("WebSocket payload bytes sent").register(registry);
    socketWrites = Counter.builder("touchmove.socket.writes")
        .description("sockets flushed with WebSocket messages (about one write system call each)")
        .register(registry);
    httpRequests = Counter.builder("touchmove.http.requests").description("HTTP requests served").register(registry);
    badRequests = Counter.builder("touchmove.http.rejected").description("requests refused (bad input, bad token)").register(registry);
    journalWrite = Timer.builder("touchmove.journal.write")
        .description("time to append and flush derived events").publishPercentiles(0.5, 0.99)
        .register(registry);
    new JvmMemoryMetrics().bindTo(registry);
    new JvmGcMetrics().bindTo(registry);
    new JvmThreadMetrics().bindTo(registry);
    new ProcessorMetrics().bindTo(registry);
  }

  /** The Prometheus text exposition. */
  public String scrape() {
    return registry.scrape();
  }

  public void bytesIn(int n) {
    bytesIn.increment(n);
  }

  public void message() {
    messagesIn.increment();
  }

  public void deltas(List<Stamped> added) {
    for (Stamped s : added) {
      if (s.delta() instanceof Delta.MoveDone) {
        moves.increment();
      } else if (s.delta() instanceof Delta.AlertDelta) {
        alerts.increment();
      }
    }
  }

  public void journalWrite(long nanos) {
    journalWrite.record(nanos, TimeUnit.NANOSECONDS);
  }

  /**
   * {@code messages} WebSocket messages of {@code bytes} payload bytes in all were written, to
   * {@code sockets} sockets (one flush each).
   */
  public void sent(long messages, long bytes, long sockets) {
    messagesOut.increment(messages);
    bytesOut.increment(bytes);
    socketWrites.increment(sockets);
  }

  public void viewerOpened() {
    viewers.incrementAndGet();
  }

  public void viewerClosed() {
    viewers.decrementAndGet();
  }

  public void boardUp() {
    boardsConnected.incrementAndGet();
  }

  public void boardDown() {
    boardsConnected.decrementAndGet();
  }

  public void httpRequest() {
    httpRequests.increment();
  }

  public void rejected() {
    badRequests.increment();
  }
}
