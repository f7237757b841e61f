package org.touchmove.relay.journal;

import java.util.Objects;

/**
 * A round started on the relay: one line of the data directory's {@code rounds.jsonl}
 * (docs/wire-format.md, "Journal").
 *
 * @param at when (epoch milliseconds)
 * @param by who: an arbiter's name ({@code arbiter-N}, never the token) or {@code tournament-file}
 *     when the relay was started with a {@code round:} other than the one it last played
 * @param round the round started
 * @param previous the round that was being played until then
 * @param configRound the tournament file's {@code round:} at that moment; a restart with the same
 *     file goes on with {@code round}, a file that names another round wins
 * @param forced whether an arbiter overrode the checks (games still running, a round played before)
 */
public record RoundStart(long at, String by, int round, int previous, int configRound, boolean forced) {
  public RoundStart {
    Objects.requireNonNull(by, "by");
    if (round < 1) {
      throw new IllegalArgumentException("round must be 1 or more, was " + round);
    }
  }
}
