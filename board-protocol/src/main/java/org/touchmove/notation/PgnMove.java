package org.touchmove.notation;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.touchmove.chess.Move;

/**
 * A move of a PGN game with what the file said about it.
 *
 * @param move the move
 * @param san its canonical SAN (as {@link San#format} writes it, whatever the file wrote)
 * @param nags numeric annotation glyphs ({@code $1}, or {@code !} read as 1, ...)
 * @param comments comments after the move, without the clock commands
 * @param clock the time left after the move ({@code [%clk]}), if given
 * @param elapsed the time spent on the move ({@code [%emt]}), if given
 * @param variations alternatives to this move, each a line of moves from the position before it
 */
public record PgnMove(
    Move move,
    String san,
    List<Integer> nags,
    List<String> comments,
    Optional<Duration> clock,
    Optional<Duration> elapsed,
    List<List<PgnMove>> variations) {
  public PgnMove {
    Objects.requireNonNull(move, "move");
    Objects.requireNonNull(san, "san");
    nags = List.copyOf(nags);
    comments = List.copyOf(comments);
    Objects.requireNonNull(clock, "clock");
    Objects.requireNonNull(elapsed, "elapsed");
    variations = variations.stream().map(List::copyOf).toList();
  }

  /** A bare move with only a clock reading, as the relay records them. */
  public static PgnMove of(Move move, String san, Optional<Duration> clock) {
    return new PgnMove(move, san, List.of(), List.of(), clock, Optional.empty(), List.of());
  }
}
