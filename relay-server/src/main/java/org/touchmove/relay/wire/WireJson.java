package org.touchmove.relay.wire;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Locale;
import java.util.Optional;
import org.touchmove.chess.Color;
import org.touchmove.chess.Variant;
import org.touchmove.reconstruct.ClockReadings;
import org.touchmove.relay.config.Player;
import org.touchmove.relay.hub.AlertRecord;
import org.touchmove.relay.hub.BoardInfo;
import org.touchmove.relay.hub.BoardState;
import org.touchmove.relay.hub.ClockState;
import org.touchmove.relay.hub.Delta;
import org.touchmove.relay.hub.Health;
import org.touchmove.relay.hub.MoveRecord;
import org.touchmove.relay.hub.Renderer;
import org.touchmove.relay.hub.Stamped;

/** The relay's JSON messages, exactly as docs/wire-format.md describes them. */
public final class WireJson implements Renderer {
  static final ObjectMapper JSON = new ObjectMapper();

  @Override
  public String snapshot(BoardInfo info, BoardState state, Health health, boolean arbiter, long delayMillis) {
    ObjectNode n = JSON.createObjectNode();
    n.put("type", "snapshot");
    n.put("board", info.board());
    n.put("seq", state.seq());
    n.set("game", game(info, state, health, arbiter, delayMillis));
    return write(n);
  }

  @Override
  public String summarySnapshot(BoardInfo info, BoardState state, Health health, boolean arbiter, long delayMillis) {
    ObjectNode n = JSON.createObjectNode();
    n.put("type", "snapshot");
    n.put("board", info.board());
    n.put("seq", state.seq());
    n.put("summary", true);
    ObjectNode game = game(info, state, health, arbiter, delayMillis);
    ArrayNode moves = game.putArray("moves");
    if (!state.moves().isEmpty()) {
      moves.add(move(state.moves().get(state.moves().size() - 1)));
    }
    n.set("game", game);
    return write(n);
  }

  @Override
  public String delta(BoardInfo info, Stamped s, BoardState after, boolean arbiter, long delayMillis) {
    ObjectNode n = JSON.createObjectNode();
    n.put("board", info.board());
    n.put("seq", s.seq());
    body(n, s, info, after, arbiter, delayMillis);
    return write(n);
  }

  @Override
  public String moveWithClock(BoardInfo info, Stamped clock, Stamped move, boolean arbiter, long delayMillis) {
    if (!(clock.delta() instanceof Delta.ClockChange) || !(move.delta() instanceof Delta.MoveDone)) {
      throw new IllegalArgumentException("a clock change and a move, not " + clock + " and " + move);
    }
    ObjectNode n = JSON.createObjectNode();
    n.put("board", info.board());
    n.put("seq", move.seq());
    n.put("type", "move");
    n.set("move", move(((Delta.MoveDone) move.delta()).move()));
    // After the move: readers that look for the move's fields first (the load test's) find them.
    n.set("clock", clock(((Delta.ClockChange) clock.delta()).clock().shifted(delayMillis)));
    return write(n);
  }

  @Override
  public String health(BoardInfo info, long seq, Health health) {
    ObjectNode n = JSON.createObjectNode();
    n.put("type", "health");
    n.put("board", info.board());
    n.put("seq", seq);
    n.set("health", health(health));
    return write(n);
  }

  private void body(ObjectNode n, Stamped s, BoardInfo info, BoardState after, boolean arbiter, long delay) {
    Delta d = s.delta();
    if (d instanceof Delta.GameStart) {
      n.put("type", "game");
      n.set("game", game(info, after, null, arbiter, delay));
    } else if (d instanceof Delta.ResultSet) {
      Delta.ResultSet r = (Delta.ResultSet) d;
      n.put("type", "result");
      putOptional(n, "result", r.result());
      n.put("reason", r.result().isPresent() ? "arbiter" : null);
    } else {
      fields(n, d, after, delay);
    }
  }

  /**
   * The fields of a delta that the wire and the journal write alike (all but a new game and an
   * arbiter's result). {@code after}, the state the delta leads to, is null in the journal, which
   * then leaves out what is derived from it (a take-back's position, a pause's clocks).
   */
  static void fields(ObjectNode n, Delta d, BoardState after, long delay) {
    if (d instanceof Delta.MoveDone) {
      n.put("type", "move");
      n.set("move", move(((Delta.MoveDone) d).move()));
    } else if (d instanceof Delta.Takeback) {
      n.put("type", "takeback");
      n.put("ply", ((Delta.Takeback) d).ply());
      if (after != null) {
        n.put("fen", after.fen());
      }
    } else if (d instanceof Delta.PositionFrom) {
      Delta.PositionFrom p = (Delta.PositionFrom) d;
      n.put("type", "position");
      n.put("ply", p.ply());
      n.put("fen", p.fen());
      n.put("note", p.note());
    } else if (d instanceof Delta.ClockChange) {
      n.put("type", "clock");
      n.set("clock", clock(((Delta.ClockChange) d).clock().shifted(delay)));
    } else if (d instanceof Delta.Result) {
      Delta.Result r = (Delta.Result) d;
      n.put("type", "result");
      n.put("result", r.result());
      n.put("reason", r.reason());
    } else if (d instanceof Delta.AlertDelta) {
      n.put("type", "alert");
      n.set("alert", alert(((Delta.AlertDelta) d).alert()));
    } else if (d instanceof Delta.DrawOffered) {
      Delta.DrawOffered o = (Delta.DrawOffered) d;
      n.put("type", "drawOffer");
      n.put("ply", o.ply());
      n.put("color", o.color());
    } else if (d instanceof Delta.PauseChange) {
      n.put("type", "pause");
      n.put("paused", ((Delta.PauseChange) d).paused());
      if (after != null && after.clock().isPresent()) {
        n.set("clock", clock(after.clock().get().shifted(delay)));
      }
    } else if (d instanceof Delta.AlertAck) {
      Delta.AlertAck a = (Delta.AlertAck) d;
      n.put("type", "alertAck");
      n.put("id", a.id());
      n.put("by", a.by());
    }
  }


  /** The {@code GAME} object (also the JSON API's answer for a board). */
  public ObjectNode game(BoardInfo info, BoardState state, Health health, boolean arbiter, long delay) {
    ObjectNode g = JSON.createObjectNode();
    g.put("board", info.board());
    g.put("round", info.round());
    g.put("gameIndex", state.gameIndex());
    g.set("white", player(info.pairing().white()));
    g.set("black", player(info.pairing().black()));
    g.put("variant", state.variant() == Variant.CHESS960 ? "chess960" : "standard");
    g.put("startFen", state.startFen());
    g.put("fen", state.fen());
    ArrayNode moves = g.putArray("moves");
    state.moves().forEach(m -> moves.add(move(m)));
    if (state.clock().isPresent()) {
      g.set("clock", clock(state.clock().get().shifted(delay)));
    } else {
      g.putNull("clock");
    }
    g.put("status", state.status().wireName());
    putOptional(g, "result", state.result());
    putOptional(g, "reason", state.reason());
    ArrayNode notes = g.putArray("notes");
    state.notes().forEach(notes::add);
    g.put("paused", state.paused());
    ArrayNode offers = g.putArray("drawOffers");
    state.drawOffers().forEach(o -> offers.addObject().put("ply", o.ply()).put("color", o.color()));
    if (arbiter) {
      ArrayNode alerts = g.putArray("alerts");
      state.alerts().forEach(a -> alerts.add(alert(a)));
      if (health != null) {
        g.set("health", health(health));
      }
    }
    return g;
  }

  static ObjectNode move(MoveRecord m) {
    ObjectNode n = JSON.createObjectNode();
    n.put("ply", m.ply());
    n.put("san", m.san());
    n.put("uci", m.uci());
    n.put("fen", m.fen());
    if (m.clock().isPresent()) {
      ClockReadings c = m.clock().get();
      ObjectNode clock = n.putObject("clock");
      clock.put("white", c.white().toMillis());
      clock.put("black", c.black().toMillis());
    } else {
      n.putNull("clock");
    }
    n.put("at", m.at());
    return n;
  }

  static ObjectNode clock(ClockState c) {
    ObjectNode n = JSON.createObjectNode();
    n.put("white", c.white());
    n.put("black", c.black());
    putOptional(n, "running", c.running().map(WireJson::colour));
    n.put("at", c.at());
    return n;
  }

  static ObjectNode alert(AlertRecord a) {
    ObjectNode n = JSON.createObjectNode();
    n.put("id", a.id());
    n.put("law", a.alert().law());
    n.put("kind", a.alert().kind());
    n.put("ply", a.alert().ply());
    n.put("detail", a.alert().detail());
    ArrayNode squares = n.putArray("squares");
    a.alert().squares().forEach(sq -> squares.add(sq.key()));
    n.put("at", a.at());
    n.put("fenBefore", a.fenBefore());
    n.put("fenAfter", a.fenAfter());
    n.put("acknowledged", a.acknowledgedBy().isPresent());
    putOptional(n, "acknowledgedBy", a.acknowledgedBy());
    return n;
  }

  static ObjectNode health(Health h) {
    ObjectNode n = JSON.createObjectNode();
    n.put("link", h.link());
    n.put("lastMessageAt", h.lastMessageAt());
    if (h.battery().isPresent()) {
      n.put("battery", h.battery().get());
    } else {
      n.putNull("battery");
    }
    n.put("clock", h.clock());
    n.put("source", h.source());
    return n;
  }

  static ObjectNode player(Player p) {
    ObjectNode n = JSON.createObjectNode();
    n.put("name", p.name());
    putOptional(n, "title", p.title());
    if (p.rating().isPresent()) {
      n.put("rating", p.rating().getAsInt());
    } else {
      n.putNull("rating");
    }
    if (p.fideId().isPresent()) {
      n.put("fideId", p.fideId().getAsLong());
    } else {
      n.putNull("fideId");
    }
    putOptional(n, "federation", p.federation());
    return n;
  }

  static String colour(Color c) {
    return c.name().toLowerCase(Locale.ROOT);
  }

  private static void putOptional(ObjectNode n, String key, Optional<String> value) {
    if (value.isPresent()) {
      n.put(key, value.get());
    } else {
      n.putNull(key);
    }
  }

  /** Serialises a node built here. */
  public static String write(ObjectNode n) {
    try {
      return JSON.writeValueAsString(n);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a tree we built does not serialise", e);
    }
  }
}
