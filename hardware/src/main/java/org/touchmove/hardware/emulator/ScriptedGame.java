package org.touchmove.hardware.emulator;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import org.touchmove.chess.Game;
import org.touchmove.chess.Move;
import org.touchmove.chess.Position;
import org.touchmove.chess.TimeControl;
import org.touchmove.notation.PgnGame;
import org.touchmove.notation.PgnMove;

/**
 * A game for the emulator to play: where it starts, its moves, the clock readings the score gives
 * (if any), the time control and how it ended.
 *
 * @param start the start position
 * @param moves the moves, all legal
 * @param clocks for each move, the mover's clock after it ({@code [%clk]}), if known
 * @param timeControl the control the clock is set to
 * @param result {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}
 * @param lostOnTime true when the game ended by a flag fall (the side to move ran out of time)
 */
public record ScriptedGame(
    Position start,
    List<Move> moves,
    List<Optional<Duration>> clocks,
    TimeControl timeControl,
    String result,
    boolean lostOnTime) {

  /** What a game without a known control is played with: 15 minutes + 10 seconds (rapid). */
  public static final TimeControl DEFAULT_CONTROL =
      TimeControl.of(Duration.ofMinutes(15), Duration.ofSeconds(10));

  public ScriptedGame {
    Objects.requireNonNull(start, "start");
    moves = List.copyOf(moves);
    clocks = List.copyOf(clocks);
    if (clocks.size() != moves.size()) {
      throw new IllegalArgumentException(clocks.size() + " clock readings for " + moves.size() + " moves");
    }
    Objects.requireNonNull(timeControl, "timeControl");
    Objects.requireNonNull(result, "result");
  }

  /** A game read from PGN: its moves, {@code [%clk]} readings, {@code TimeControl} and result. */
  public static ScriptedGame of(PgnGame pgn) {
    List<Move> moves = new ArrayList<>();
    List<Optional<Duration>> clocks = new ArrayList<>();
    for (PgnMove m : pgn.moves()) {
      moves.add(m.move());
      clocks.add(m.clock());
    }
    TimeControl control =
        pgn.tag("TimeControl")
            .flatMap(TimeControl::parse)
            .or(() -> ControlInference.infer(clocks))
            .orElse(DEFAULT_CONTROL);
    boolean onTime =
        pgn.tag("Termination").map(t -> t.toLowerCase(Locale.ROOT).contains("time")).orElse(false)
            && !pgn.result().equals("*");
    return new ScriptedGame(pgn.start(), moves, clocks, control, pgn.result(), onTime);
  }

  /** A random legal game of up to {@code maxPlies} plies, without clock readings. */
  public static ScriptedGame random(Position start, int maxPlies, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    Game game = Game.startingFrom(start);
    List<Move> moves = new ArrayList<>();
    while (moves.size() < maxPlies && game.end().isEmpty()) {
      List<Move> legal = game.position().legalMoves();
      Move move = legal.get(random.nextInt(legal.size()));
      moves.add(move);
      game = game.playUnchecked(move);
    }
    String result = game.end().map(e -> e.result()).orElse("*");
    List<Optional<Duration>> clocks = new ArrayList<>();
    moves.forEach(m -> clocks.add(Optional.empty()));
    return new ScriptedGame(start, moves, clocks, DEFAULT_CONTROL, result, false);
  }

  /** The game after all its moves. */
  public Game game() {
    Game game = Game.startingFrom(start);
    for (Move move : moves) {
      game = game.playUnchecked(move);
    }
    return game;
  }
}
