package org.touchmove.relay.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Collection;
import java.util.Optional;
import java.util.OptionalLong;
import org.touchmove.relay.api.Access.Caller;
import org.touchmove.relay.hub.BoardFeed;
import org.touchmove.relay.hub.Subscriber;
import org.touchmove.relay.hub.WireText;
import org.touchmove.relay.wire.WireJson;

/**
 * One WebSocket viewer, independent of Netty: reads the client's messages (subscribe, ping, ack),
 * receives the boards' messages from the hub, and keeps per board the last sequence number it
 * sent. A viewer whose socket cannot take more is not queued up: its boards are marked behind and,
 * once it can write again, resumed from the last number it got (docs/wire-format.md).
 */
public final class ViewerSession implements Subscriber, TextSession {
  private static final ObjectMapper JSON = new ObjectMapper();

  private final RelayApi api;
  private final Caller caller;
  private final Sink sink;

  /** Per board of the current round: subscribed, summary, behind, last number sent. */
  private final ViewerBoards boards;

  public ViewerSession(RelayApi api, Caller caller, Sink sink) {
    this.api = api;
    this.caller = caller;
    this.sink = sink;
    this.boards = new ViewerBoards(api.hub().boards().size());
  }

  @Override
  public boolean arbiter() {
    return caller instanceof Caller.Arbiter;
  }

  /** The greeting sent when the socket opens. */
  @Override
  public void open() {
    ObjectNode n = JSON.createObjectNode();
    n.put("type", "hello");
    n.put("server", "touchmove");
    n.put("version", "0.1.0");
    n.put("feed", arbiter() ? "arbiter" : "public");
    n.put("delaySeconds", arbiter() ? 0 : api.hub().delayMillis() / 1000);
    n.put("now", api.hub().now());
    send(WireJson.write(n));
  }

  @Override
  public void deliver(BoardFeed board, long seq, WireText json) {
    int slot = board.slot();
    if (boards.has(slot, ViewerBoards.BEHIND)) {
      return;
    }
    if (!sink.isWritable()) {
      // Not queued further: resumed from the last number sent once the socket drains. The sink
      // is asked to look again in case it drained between the check and the mark.
      if (boards.set(slot, ViewerBoards.BEHIND)) {
        sink.resumeWhenWritable();
      }
      return;
    }
    boards.sent(slot, seq);
    sink.send(json);
  }

  /** The socket can take more: bring every board that fell behind up to date. */
  @Override
  public void writable() {
    if (!boards.takeAnyBehind()) {
      return;
    }
    for (int slot = 0; slot < boards.size(); slot++) {
      if (boards.clear(slot, ViewerBoards.BEHIND)) {
        BoardFeed feed = api.hub().boardAt(slot);
        feed.unsubscribe(this);
        long since = boards.lastSent(slot);
        feed.subscribe(
            this,
            since < 0 ? OptionalLong.empty() : OptionalLong.of(since),
            boards.has(slot, ViewerBoards.SUMMARY));
      }
    }
  }

  /** The socket closed. */
  @Override
  public void close() {
    for (int slot = 0; slot < boards.size(); slot++) {
      if (boards.clear(slot, ViewerBoards.SUBSCRIBED)) {
        api.hub().boardAt(slot).unsubscribe(this);
      }
    }
  }

  /** One text frame from the client. */
  @Override
  public void onText(String text) {
    JsonNode n;
    try {
      n = JSON.readTree(text);
    } catch (Exception e) {
      error("not JSON: " + firstLine(e.getMessage()));
      return;
    }
    if (n == null || !n.isObject()) {
      error("a message must be a JSON object with a type");
      return;
    }
    switch (n.path("type").asText()) {
      case "subscribe":
        subscribe(n);
        break;
      case "ping":
        ObjectNode pong = JSON.createObjectNode();
        pong.put("type", "pong");
        pong.set("id", n.get("id"));
        pong.put("now", api.hub().now());
        send(WireJson.write(pong));
        break;
      case "ack":
        ack(n);
        break;
      default:
        error("unknown message type \"" + n.path("type").asText() + "\"");
    }
  }

  private void subscribe(JsonNode n) {
    JsonNode since = n.get("since");
    boolean summary = n.path("detail").asText("full").equals("summary");
    if (n.has("round") && !api.hub().isCurrent(n.path("round").asInt(-1))) {
      finishedRound(n, summary);
      return;
    }
    if (n.has("board")) {
      int board = n.path("board").asInt(-1);
      BoardFeed feed = api.hub().board(board).orElse(null);
      if (feed == null) {
        error("there is no board " + n.get("board"));
        return;
      }
      subscribe(feed, since != null && since.canConvertToLong() ? OptionalLong.of(since.asLong()) : OptionalLong.empty(),
          summary);
      return;
    }
    if (n.has("round")) {
      for (BoardFeed feed : api.hub().boards()) {
        JsonNode s = since == null ? null : since.get(Integer.toString(feed.info().board()));
        subscribe(feed, s != null && s.canConvertToLong() ? OptionalLong.of(s.asLong()) : OptionalLong.empty(), summary);
      }
      return;
    }
    error("subscribe needs a round or a board");
  }

  /**
   * A round other than the one being played: its boards were rebuilt from their journals and will
   * not change, so each gets one snapshot and no subscription ({@code since} is ignored).
   */
  private void finishedRound(JsonNode n, boolean summary) {
    int round = n.path("round").asInt(-1);
    Optional<Collection<BoardFeed>> boards = api.hub().boards(round);
    if (boards.isEmpty()) {
      error(api.noRound(n.get("round")));
      return;
    }
    if (!n.has("board")) {
      boards.get().forEach(feed -> send(feed.snapshotMessage(arbiter(), summary)));
      return;
    }
    Optional<BoardFeed> feed = api.hub().board(round, n.path("board").asInt(-1));
    if (feed.isEmpty()) {
      error("round " + round + " has no board " + n.get("board"));
      return;
    }
    send(feed.get().snapshotMessage(arbiter(), summary));
  }

  private void subscribe(BoardFeed feed, OptionalLong since, boolean summary) {
    int slot = feed.slot();
    if (summary) {
      boards.set(slot, ViewerBoards.SUMMARY);
    } else {
      boards.clear(slot, ViewerBoards.SUMMARY);
    }
    if (!boards.set(slot, ViewerBoards.SUBSCRIBED)) {
      feed.unsubscribe(this);
    }
    feed.subscribe(this, since, summary);
  }

  private void ack(JsonNode n) {
    if (!(caller instanceof Caller.Arbiter)) {
      error("acknowledging an alert needs the arbiter token");
      return;
    }
    try {
      BoardFeed feed = api.board(n.path("board").asText());
      // Never wait on an event loop: the board's thread journals the action, the hub tells everyone.
      api.acknowledgeAsync(feed, n.path("alert").asText(), ((Caller.Arbiter) caller).name())
          .exceptionally(e -> {
            error("the acknowledgement was not recorded: " + e.getMessage());
            return null;
          });
    } catch (RelayApi.BadRequest e) {
      error(e.getMessage());
    }
  }

  private void error(String message) {
    ObjectNode e = JSON.createObjectNode();
    e.put("type", "error");
    e.put("message", message);
    send(WireJson.write(e));
  }

  private void send(String json) {
    send(WireText.of(json));
  }

  private void send(WireText t) {
    sink.send(t);
  }

  private static String firstLine(String s) {
    if (s == null) {
      return "";
    }
    int i = s.indexOf('\n');
    return i < 0 ? s : s.substring(0, i);
  }
}
