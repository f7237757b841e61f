package org.touchmove.relay.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.touchmove.relay.api.Access.Caller;
import org.touchmove.relay.hub.BoardFeed;
import org.touchmove.relay.hub.RoundListener;
import org.touchmove.relay.hub.Subscriber;
import org.touchmove.relay.hub.WireText;
import org.touchmove.relay.wire.WireJson;

/**
 * One WebSocket viewer, independent of Netty: reads the client's messages (subscribe, ping, ack),
 * receives the boards' messages from the hub, and keeps per board the last sequence number it
 * sent. A viewer whose socket cannot take more is not queued up: its boards are marked behind and,
 * once it can write again, resumed from the last number it got (docs/wire-format.md). When the
 * round being played changes, the viewer is told ({@code roundStart}) and what it followed of the
 * old round is followed in the new one, from a snapshot.
 */
public final class ViewerSession implements Subscriber, TextSession, RoundListener {
  private static final ObjectMapper JSON = new ObjectMapper();

  private final RelayApi api;
  private final Caller caller;
  private final Sink sink;

  /**
   * Per board of the current round: subscribed, summary, behind, last number sent. Replaced, on
   * the socket's thread, when the round changes.
   */
  private volatile ViewerBoards boards;

  public ViewerSession(RelayApi api, Caller caller, Sink sink) {
    this.api = api;
    this.caller = caller;
    this.sink = sink;
    int round = api.hub().round(arbiter());
    this.boards = new ViewerBoards(round, api.hub().feeds(round));
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
    api.hub().follow(this);
    // The round may have changed between the constructor and following it.
    int round = api.hub().round(arbiter());
    if (round != boards.round()) {
      roundStarted(round, boards.round());
    }
  }

  @Override
  public void roundStarted(int round, int previous) {
    sink.execute(() -> moveTo(round));
  }

  /**
   * On the socket's thread: the boards of {@code round} replace those of the round followed so
   * far. Each old board is left before the notice is sent (a delivery runs under the board's lock,
   * so none of the old round can follow the notice); then each board the viewer followed gets a
   * snapshot of its successor in the new round (the same number), with the same detail.
   */
  private void moveTo(int round) {
    ViewerBoards old = boards;
    List<BoardFeed> feeds = api.hub().feeds(round);
    if (old.round() == round || feeds.isEmpty()) {
      return;
    }
    ViewerBoards next = new ViewerBoards(round, feeds);
    boards = next;
    List<BoardFeed> followed = new ArrayList<>();
    List<Boolean> summaries = new ArrayList<>();
    for (int slot = 0; slot < old.size(); slot++) {
      if (old.clear(slot, ViewerBoards.SUBSCRIBED)) {
        old.feed(slot).unsubscribe(this);
        Optional<BoardFeed> successor = next.board(old.feed(slot).info().board());
        if (successor.isPresent()) {
          followed.add(successor.get());
          summaries.add(old.has(slot, ViewerBoards.SUMMARY));
        }
      }
    }
    ObjectNode n = JSON.createObjectNode();
    n.put("type", "roundStart");
    n.put("round", round);
    n.put("previous", old.round());
    ArrayNode numbers = n.putArray("boards");
    feeds.forEach(f -> numbers.add(f.info().board()));
    send(WireJson.write(n));
    for (int i = 0; i < followed.size(); i++) {
      subscribe(next, followed.get(i), OptionalLong.empty(), summaries.get(i));
    }
  }

  @Override
  public void deliver(BoardFeed board, long seq, WireText json) {
    ViewerBoards boards = this.boards;
    if (!boards.holds(board)) {
      return; // a board of the round this viewer has just left
    }
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
    ViewerBoards boards = this.boards;
    if (!boards.takeAnyBehind()) {
      return;
    }
    for (int slot = 0; slot < boards.size(); slot++) {
      if (boards.clear(slot, ViewerBoards.BEHIND)) {
        BoardFeed feed = boards.feed(slot);
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
    api.hub().unfollow(this);
    ViewerBoards boards = this.boards;
    for (int slot = 0; slot < boards.size(); slot++) {
      if (boards.clear(slot, ViewerBoards.SUBSCRIBED)) {
        boards.feed(slot).unsubscribe(this);
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
    ViewerBoards current = boards;
    if (n.has("round") && n.path("round").asInt(-1) != current.round()) {
      finishedRound(n, summary);
      return;
    }
    if (n.has("board")) {
      int board = n.path("board").asInt(-1);
      BoardFeed feed = current.board(board).orElse(null);
      if (feed == null) {
        error("there is no board " + n.get("board"));
        return;
      }
      subscribe(current, feed,
          since != null && since.canConvertToLong() ? OptionalLong.of(since.asLong()) : OptionalLong.empty(),
          summary);
      return;
    }
    if (n.has("round")) {
      for (int slot = 0; slot < current.size(); slot++) {
        BoardFeed feed = current.feed(slot);
        JsonNode s = since == null ? null : since.get(Integer.toString(feed.info().board()));
        subscribe(current, feed, s != null && s.canConvertToLong() ? OptionalLong.of(s.asLong()) : OptionalLong.empty(),
            summary);
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

  private void subscribe(ViewerBoards boards, BoardFeed feed, OptionalLong since, boolean summary) {
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
