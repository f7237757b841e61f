package org.touchmove.notation;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.touchmove.chess.Game;
import org.touchmove.chess.Position;

/**
 * One game of a PGN file, read and replayed: every move in it is legal.
 *
 * @param number its number in the file, from 1
 * @param line the line where it starts
 * @param tags the tag pairs in file order
 * @param start the start position (the standard one unless {@code SetUp}/{@code FEN} say
 *     otherwise)
 * @param comments comments before the first move
 * @param moves the main line
 * @param result the game termination marker: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}
 */
public record PgnGame(
    int number,
    int line,
    Map<String, String> tags,
    Position start,
    List<String> comments,
    List<PgnMove> moves,
    String result) {
  public PgnGame {
    tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
    Objects.requireNonNull(start, "start");
    comments = List.copyOf(comments);
    moves = List.copyOf(moves);
    Objects.requireNonNull(result, "result");
  }

  public Optional<String> tag(String name) {
    return Optional.ofNullable(tags.get(name));
  }

  /** The main line as a {@link Game}, for its status (mate, repetition, claims...). */
  public Game game() {
    Game game = Game.startingFrom(start);
    for (PgnMove move : moves) {
      game = game.playUnchecked(move.move());
    }
    return game;
  }
}
