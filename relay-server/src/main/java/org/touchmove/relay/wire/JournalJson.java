package org.touchmove.relay.wire;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Optional;
import org.touchmove.chess.Variant;
import org.touchmove.relay.hub.ArbiterAction;
import org.touchmove.relay.hub.Delta;
import org.touchmove.relay.hub.Stamped;
import org.touchmove.relay.journal.RoundStart;

/**
 * The journal's JSON lines: {@code events.jsonl} (one delta per line, with its sequence number and
 * time) and {@code actions.jsonl} (arbiter actions). Documented in docs/wire-format.md, "Journal".
 */
public final class JournalJson {
  private JournalJson() {}

  /** One {@code events.jsonl} line. */
  public static String line(Stamped s) {
    ObjectNode n = WireJson.JSON.createObjectNode();
    n.put("seq", s.seq());
    n.put("at", s.at());
    Delta d = s.delta();
    if (d instanceof Delta.GameStart) {
      Delta.GameStart g = (Delta.GameStart) d;
      n.put("type", "game");
      n.put("gameIndex", g.gameIndex());
      n.put("variant", g.variant() == Variant.CHESS960 ? "chess960" : "standard");
      n.put("startFen", g.startFen());
    } else if (d instanceof Delta.ResultSet) {
      Delta.ResultSet r = (Delta.ResultSet) d;
      n.put("type", "resultSet");
      n.put("result", r.result().orElse(null));
      n.put("by", r.by());
    } else {
      WireJson.fields(n, d, null, 0);
      // Who noted it: the wire leaves it out, the journal keeps it.
      if (d instanceof Delta.DrawOffered) {
        n.put("by", ((Delta.DrawOffered) d).by());
      } else if (d instanceof Delta.PauseChange) {
        n.put("by", ((Delta.PauseChange) d).by());
      }
    }
    return WireJson.write(n);
  }

  /**
   * An arbiter action as journalled: {@code readsBefore} is how many board reads the board had
   * had when it was made (-1 in a line written before that was journalled).
   */
  public record JournalledAction(ArbiterAction action, long readsBefore) {}

  /**
   * One {@code actions.jsonl} line: the action, made after {@code readsBefore} board reads (a
   * negative count is left out).
   */
  public static String action(ArbiterAction a, long readsBefore) {
    ObjectNode n = WireJson.JSON.createObjectNode();
    n.put("at", a.at());
    if (readsBefore >= 0) {
      n.put("reads", readsBefore);
    }
    n.put("by", a.by());
    if (a instanceof ArbiterAction.Acknowledge) {
      n.put("type", "ack");
      n.put("alert", ((ArbiterAction.Acknowledge) a).alert());
    } else if (a instanceof ArbiterAction.TakeBack) {
      n.put("type", "takeback");
      n.put("ply", ((ArbiterAction.TakeBack) a).ply());
    } else if (a instanceof ArbiterAction.CorrectClock) {
      n.put("type", "clock");
      n.put("white", ((ArbiterAction.CorrectClock) a).white());
      n.put("black", ((ArbiterAction.CorrectClock) a).black());
    } else if (a instanceof ArbiterAction.DrawOffer) {
      n.put("type", "drawOffer");
      n.put("ply", ((ArbiterAction.DrawOffer) a).ply());
      n.put("color", ((ArbiterAction.DrawOffer) a).color());
    } else if (a instanceof ArbiterAction.Pause) {
      n.put("type", "pause");
      n.put("paused", ((ArbiterAction.Pause) a).paused());
    } else {
      n.put("type", "result");
      n.put("result", ((ArbiterAction.SetResult) a).result().orElse(null));
    }
    return WireJson.write(n);
  }

  /** Reads an {@code actions.jsonl} line with its reads before; empty when it is not one. */
  public static Optional<JournalledAction> journalledAction(String line) {
    JsonNode n;
    try {
      n = WireJson.JSON.readTree(line);
    } catch (Exception e) {
      return Optional.empty();
    }
    return action(n).map(a -> new JournalledAction(a, n.path("reads").asLong(-1)));
  }

  /** The action an {@code actions.jsonl} line holds; empty when it holds none. */
  private static Optional<ArbiterAction> action(JsonNode n) {
    try {
      long at = n.path("at").asLong(-1);
      String by = n.path("by").asText("");
      if (at < 0) {
        return Optional.empty();
      }
      switch (n.path("type").asText()) {
        case "ack":
          return Optional.of(new ArbiterAction.Acknowledge(at, by, n.path("alert").asText()));
        case "takeback":
          return Optional.of(new ArbiterAction.TakeBack(at, by, n.path("ply").asInt()));
        case "clock":
          return Optional.of(new ArbiterAction.CorrectClock(at, by, n.path("white").asLong(), n.path("black").asLong()));
        case "drawOffer":
          return Optional.of(new ArbiterAction.DrawOffer(at, by, n.path("ply").asInt(), n.path("color").asText()));
        case "pause":
          return Optional.of(new ArbiterAction.Pause(at, by, n.path("paused").asBoolean()));
        case "result":
          JsonNode r = n.get("result");
          return Optional.of(new ArbiterAction.SetResult(at, by,
              r == null || r.isNull() ? Optional.empty() : Optional.of(r.asText())));
        default:
          return Optional.empty();
      }
    } catch (Exception e) {
      return Optional.empty();
    }
  }

  /** One {@code rounds.jsonl} line. */
  public static String roundStart(RoundStart r) {
    ObjectNode n = WireJson.JSON.createObjectNode();
    n.put("at", r.at());
    n.put("by", r.by());
    n.put("type", "roundStart");
    n.put("round", r.round());
    n.put("previous", r.previous());
    n.put("configRound", r.configRound());
    n.put("forced", r.forced());
    return WireJson.write(n);
  }

  /** Reads a {@code rounds.jsonl} line; empty when it is not one. */
  public static Optional<RoundStart> roundStart(String line) {
    try {
      JsonNode n = WireJson.JSON.readTree(line);
      if (n == null || !n.path("type").asText().equals("roundStart") || !n.path("at").canConvertToLong()
          || n.path("round").asInt(0) < 1) {
        return Optional.empty();
      }
      return Optional.of(new RoundStart(n.path("at").asLong(), n.path("by").asText(""),
          n.path("round").asInt(), n.path("previous").asInt(), n.path("configRound").asInt(),
          n.path("forced").asBoolean()));
    } catch (Exception e) {
      return Optional.empty();
    }
  }
}
