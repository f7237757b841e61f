package org.touchmove.relay.feed;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.touchmove.chess.Position;
import org.touchmove.notation.Fen;
import org.touchmove.notation.PgnGame;
import org.touchmove.notation.PgnMove;
import org.touchmove.notation.PgnWriter;
import org.touchmove.relay.config.Player;
import org.touchmove.relay.config.TournamentConfig;
import org.touchmove.relay.hub.BoardInfo;
import org.touchmove.relay.hub.BoardState;
import org.touchmove.relay.hub.MoveRecord;

/**
 * The PGN a broadcaster polls (docs/wire-format.md, "PGN feeds"): one game per board, always
 * parseable. A game in which an illegal move stood restarts from the position it went on from,
 * with the moves before it in a comment, so pollers such as lichess keep following the board
 * (lichess broadcaster#63: a game with an illegal move otherwise stops updating).
 */
public final class PgnFeed {
  private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy.MM.dd").withZone(ZoneOffset.UTC);

  private PgnFeed() {}

  /** One board's state with its description. */
  public record Board(BoardInfo info, BoardState state) {}

  /** Every board of a round, in board order. */
  public static String round(TournamentConfig config, List<Board> boards, Instant now) {
    List<PgnGame> games = new ArrayList<>();
    int number = 0;
    for (Board b : boards) {
      games.add(game(config, b.info(), b.state(), ++number, now));
    }
    return PgnWriter.writeAll(games);
  }

  /** One board's game. */
  public static String board(TournamentConfig config, Board board, Instant now) {
    return PgnWriter.write(game(config, board.info(), board.state(), 1, now));
  }

  static PgnGame game(TournamentConfig config, BoardInfo info, BoardState state, int number, Instant now) {
    Position start = Fen.positionOrThrow(state.startFen(), state.variant());
    List<PgnMove> moves = new ArrayList<>();
    Position position = start;
    for (MoveRecord m : state.moves()) {
      org.touchmove.chess.Color mover = position.sideToMove();
      Optional<Duration> clock = m.clock().map(c -> c.of(mover));
      List<String> comments = new ArrayList<>();
      for (BoardState.DrawOffer o : state.drawOffers()) {
        if (o.ply() == m.ply()) {
          comments.add("draw offered by " + o.color());
        }
      }
      moves.add(new PgnMove(m.move(), m.san(), List.of(), comments, clock, Optional.empty(), List.of()));
      position = position.playUnchecked(m.move());
    }
    String result = state.result().orElse("*");
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("Event", config.event());
    tags.put("Site", config.site());
    Instant when = state.moves().isEmpty() ? now : Instant.ofEpochMilli(state.moves().get(0).at());
    tags.put("Date", DATE.format(when));
    tags.put("Round", info.round() + "." + info.board());
    player(tags, "White", info.pairing().white());
    player(tags, "Black", info.pairing().black());
    tags.put("Result", result);
    tags.put("Board", Integer.toString(info.board()));
    config.timeControl().ifPresent(c -> tags.put("TimeControl", c.toPgn()));
    tags.put("GameId", "touchmove-r" + info.round() + "-b" + info.board() + "-g" + Math.max(1, state.gameIndex()));
    state.reason().ifPresent(r -> tags.put("Termination", termination(r)));
    List<String> comments = new ArrayList<>();
    if (!state.earlier().isEmpty()) {
      comments.add("Moves before the game went on from this position: " + String.join(" ", state.earlier()));
    }
    return new PgnGame(number, 0, tags, start, comments, moves, result);
  }

  private static void player(Map<String, String> tags, String side, Player p) {
    tags.put(side, p.name());
    p.title().ifPresent(t -> tags.put(side + "Title", t));
    p.rating().ifPresent(r -> tags.put(side + "Elo", Integer.toString(r)));
    p.fideId().ifPresent(id -> tags.put(side + "FideId", Long.toString(id)));
  }

  private static String termination(String reason) {
    switch (reason) {
      case "flag":
        return "time forfeit";
      case "arbiter":
        return "adjudication";
      default:
        return "normal";
    }
  }
}
