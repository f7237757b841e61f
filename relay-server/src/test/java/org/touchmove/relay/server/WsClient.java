package org.touchmove.relay.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/** A real WebSocket client (the JDK's) that queues every message with its arrival time. */
final class WsClient implements AutoCloseable {
  static final ObjectMapper JSON = new ObjectMapper();

  /** A message and when it arrived (epoch ms). */
  record Received(JsonNode json, long at) {}

  final BlockingQueue<Received> inbox = new LinkedBlockingQueue<>();
  final List<Received> all = new ArrayList<>();
  private final WebSocket socket;
  volatile boolean closed;
  volatile int closeStatus = -1;

  WsClient(URI uri) {
    this(HttpClient.newHttpClient(), uri);
  }

  /** A client made by {@code http} (one that trusts a test certificate, for {@code wss:}). */
  WsClient(HttpClient http, URI uri) {
    this.socket = http.newWebSocketBuilder()
        .connectTimeout(Duration.ofSeconds(5))
        .buildAsync(uri, new WebSocket.Listener() {
          private final StringBuilder partial = new StringBuilder();

          @Override
          public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
              try {
                inbox.add(new Received(JSON.readTree(partial.toString()), System.currentTimeMillis()));
              } catch (Exception e) {
                throw new AssertionError("server sent bad JSON: " + partial, e);
              }
              partial.setLength(0);
            }
            ws.request(1);
            return null;
          }

          @Override
          public CompletionStage<?> onClose(WebSocket ws, int status, String reason) {
            closeStatus = status;
            closed = true;
            return null;
          }
        }).join();
  }

  void send(String json) {
    socket.sendText(json, true).join();
  }

  /** The next message matching {@code p} within {@code seconds}; others are kept in {@link #all}. */
  JsonNode await(Predicate<JsonNode> p, double seconds) throws InterruptedException {
    long end = System.nanoTime() + (long) (seconds * 1e9);
    while (true) {
      long left = end - System.nanoTime();
      Received r = left > 0 ? inbox.poll(left, TimeUnit.NANOSECONDS) : null;
      if (r == null) {
        throw new AssertionError("no matching message in " + seconds + " s; got " + all.size()
            + " others, the last of them:\n" + lastReceived(12));
      }
      all.add(r);
      if (p.test(r.json())) {
        return r.json();
      }
    }
  }

  /** What a failed wait saw last, one message a line, so that a failure on CI says why. */
  private String lastReceived(int count) {
    StringBuilder out = new StringBuilder();
    for (Received r : all.subList(Math.max(0, all.size() - count), all.size())) {
      String text = r.json().toString();
      out.append(text, 0, Math.min(text.length(), 400)).append('\n');
    }
    return out.toString();
  }

  static Predicate<JsonNode> type(String t) {
    return n -> n.path("type").asText().equals(t);
  }

  @Override
  public void close() {
    socket.sendClose(WebSocket.NORMAL_CLOSURE, "bye");
    socket.abort();
  }
}
