package org.touchmove.relay.wire;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import org.touchmove.chess.Variant;
import org.touchmove.notation.Fen;
import org.touchmove.notation.Uci;
import org.touchmove.relay.replay.ReplayRecord;
import org.touchmove.relay.replay.ReplayRecord.Line;
import org.touchmove.reconstruct.ClockReadings;

/**
 * The JSON Lines output of {@code touchmove replay --format jsonl}: one object per line, the
 * contract of docs/replay-format.md (game, move, alert, result; takeback and position lines too).
 */
public final class ReplayJsonl {
  private static final ObjectMapper JSON = new ObjectMapper();

  private ReplayJsonl() {}

  /** The lines of every game, in order. */
  public static List<String> lines(ReplayRecord record) {
    List<String> out = new ArrayList<>();
    for (ReplayRecord.GameRecord game : record.games()) {
      ObjectNode g = JSON.createObjectNode();
      g.put("type", "game");
      g.put("index", game.index());
      g.put("variant", game.start().variant() == Variant.CHESS960 ? "chess960" : "standard");
      g.put("fen", Fen.format(game.start()));
      out.add(write(g));
      for (Line line : game.lines()) {
        out.add(write(node(line)));
      }
    }
    return out;
  }

  private static ObjectNode node(Line line) {
    ObjectNode n = JSON.createObjectNode();
    if (line instanceof Line.MoveLine) {
      Line.MoveLine m = (Line.MoveLine) line;
      n.put("type", "move");
      n.put("ply", m.ply());
      n.put("san", m.san());
      n.put("uci", Uci.format(m.before(), m.move()));
      n.put("fen", Fen.format(m.after()));
      if (m.clock().isPresent()) {
        ClockReadings c = m.clock().get();
        ObjectNode clock = n.putObject("clock");
        clock.put("white", c.white().getSeconds());
        clock.put("black", c.black().getSeconds());
      } else {
        n.putNull("clock");
      }
    } else if (line instanceof Line.AlertLine) {
      var a = ((Line.AlertLine) line).alert();
      n.put("type", "alert");
      n.put("ply", a.ply());
      n.put("law", a.law());
      n.put("kind", a.kind());
      n.put("detail", a.detail());
      var squares = n.putArray("squares");
      a.squares().forEach(s -> squares.add(s.key()));
    } else if (line instanceof Line.TakebackLine) {
      Line.TakebackLine t = (Line.TakebackLine) line;
      n.put("type", "takeback");
      n.put("ply", t.ply());
      var moves = n.putArray("discarded");
      t.discarded().forEach(m -> moves.add(Uci.format(m, Variant.STANDARD)));
    } else if (line instanceof Line.PositionLine) {
      Line.PositionLine p = (Line.PositionLine) line;
      n.put("type", "position");
      n.put("ply", p.ply());
      n.put("fen", Fen.format(p.position()));
      n.put("reason", p.reason());
    } else if (line instanceof Line.ResultLine) {
      Line.ResultLine r = (Line.ResultLine) line;
      n.put("type", "result");
      n.put("result", r.result());
      n.put("reason", r.reason().wireName());
    }
    return n;
  }

  private static String write(ObjectNode node) {
    try {
      return JSON.writeValueAsString(node);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a tree of plain values always serialises", e);
    }
  }
}
