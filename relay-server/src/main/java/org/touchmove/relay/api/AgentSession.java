package org.touchmove.relay.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HexFormat;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import org.touchmove.dgt.RawBytes;
import org.touchmove.relay.ingest.BoardChannel;
import org.touchmove.relay.wire.WireJson;

/**
 * A remote board agent ({@code touchmove agent}) on {@code /agent}: it forwards its boards' raw
 * bytes, numbered, with the times it read them; the relay journals each read and acknowledges its
 * number, so the agent can forget what is safe and resend the rest after a reconnect. Protocol in
 * docs/wire-format.md, "Agents".
 */
public final class AgentSession implements TextSession {
  private static final ObjectMapper JSON = new ObjectMapper();

  private final RelayApi api;
  private final String name;
  private final Sink sink;
  /** The boards this agent forwards, by serial. */
  private final Map<String, BoardChannel> boards = new ConcurrentHashMap<>();

  public AgentSession(RelayApi api, String name, Sink sink) {
    this.api = api;
    this.name = name;
    this.sink = sink;
  }

  @Override
  public void open() {
    // The agent speaks first (hello).
  }

  @Override
  public void onText(String text) {
    JsonNode n;
    try {
      n = JSON.readTree(text);
    } catch (Exception e) {
      error("not JSON");
      return;
    }
    if (n == null || !n.isObject()) {
      error("a message must be a JSON object with a type");
      return;
    }
    switch (n.path("type").asText()) {
      case "hello":
        hello(n);
        break;
      case "bytes":
        bytes(n);
        break;
      case "time":
        long at = n.path("at").asLong(-1);
        if (at > 0) {
          boards.values().forEach(c -> c.agentTime(at));
        }
        break;
      case "link":
        BoardChannel c = boards.get(n.path("board").asText());
        if (c != null) {
          String link = n.path("link").asText("connecting");
          c.linkChanged(link, "via " + name);
          if (!link.equals("connected")) {
            c.lineBroken(); // the board's own link at the agent broke
          }
        }
        break;
      default:
        error("unknown message type \"" + n.path("type").asText() + "\"");
    }
  }

  private void hello(JsonNode n) {
    ObjectNode welcome = JSON.createObjectNode();
    welcome.put("type", "welcome");
    ObjectNode seqs = welcome.putObject("boards");
    CompletableFuture<?> all = CompletableFuture.completedFuture(null);
    for (JsonNode b : n.path("boards")) {
      String serial = b.asText();
      BoardChannel channel = api.agentBoard(serial).orElse(null);
      if (channel == null) {
        error("board " + serial + " is not in the tournament file (boards: N: agent:" + serial + ")");
        continue;
      }
      boards.put(serial, channel);
      channel.onDumpRequest(() -> command(serial, "42"));
      channel.onLogRequest(() -> command(serial, "49"));
      channel.onClockRequest(() -> command(serial, "41"));
      channel.linkChanged("connected", "via " + name);
      // Asked on the board's thread, answered without blocking this event loop.
      all = all.thenCombine(channel.agentSeqAsync(), (x, seq) -> {
        synchronized (seqs) {
          seqs.put(serial, seq);
        }
        return null;
      });
    }
    all.thenRun(() -> send(WireJson.write(welcome)));
  }

  private void bytes(JsonNode n) {
    String serial = n.path("board").asText();
    BoardChannel channel = boards.get(serial);
    if (channel == null) {
      error("board " + serial + " was not announced in hello");
      return;
    }
    long seq = n.path("seq").asLong(-1);
    long at = n.path("at").asLong(-1);
    byte[] bytes;
    try {
      bytes = HexFormat.of().parseHex(n.path("hex").asText());
    } catch (IllegalArgumentException e) {
      error("bytes " + seq + " of board " + serial + ": bad hex");
      return;
    }
    if (seq < 0 || at < 0 || bytes.length == 0) {
      error("bytes need seq, at and hex");
      return;
    }
    channel.fromAgent(seq, at, RawBytes.copyOf(bytes)).whenComplete((acked, failure) -> {
      if (failure != null) {
        error("bytes " + seq + " of board " + serial + " not journalled: " + failure.getMessage());
        return;
      }
      ObjectNode ack = JSON.createObjectNode();
      ack.put("type", "ack");
      ack.put("board", serial);
      ack.put("seq", acked);
      send(WireJson.write(ack));
    });
  }

  private void command(String serial, String hex) {
    ObjectNode c = JSON.createObjectNode();
    c.put("type", "command");
    c.put("board", serial);
    c.put("hex", hex);
    send(WireJson.write(c));
  }

  private void error(String message) {
    ObjectNode e = JSON.createObjectNode();
    e.put("type", "error");
    e.put("message", message);
    send(WireJson.write(e));
  }

  private void send(String json) {
    sink.send(org.touchmove.relay.hub.WireText.of(json));
  }

  @Override
  public void close() {
    for (BoardChannel c : boards.values()) {
      c.onDumpRequest(() -> {});
      c.onLogRequest(() -> {});
      c.onClockRequest(() -> {});
      c.linkChanged("disconnected", name + " went away");
    }
    boards.clear();
  }
}
