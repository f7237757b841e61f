package org.touchmove.relay.api;

import java.util.List;
import java.util.OptionalInt;

/**
 * Starts another round while the relay runs ({@code POST /api/round/start}, docs/wire-format.md).
 * The relay implements it; the API only parses the request and reports the outcome.
 */
public interface RoundStarter {
  /** What came of a request to start a round. */
  sealed interface Outcome {
    /**
     * Round {@code round} is being played now, after {@code previous}.
     *
     * @param unpaired boards of the tournament without a pairing in the new round
     */
    record Started(int round, int previous, List<Integer> unpaired) implements Outcome {
      public Started {
        unpaired = List.copyOf(unpaired);
      }
    }

    /**
     * Nothing changed, because of {@code reason} (HTTP {@code status}: 400, 409 or 500).
     *
     * @param forceable whether the same request with {@code force} would get past this check (games
     *     without a result, a round played before); the arbiter console offers force only then
     */
    record Refused(int status, String reason, boolean forceable) implements Outcome {
      /** A refusal that force does not override. */
      public Refused(int status, String reason) {
        this(status, reason, false);
      }
    }
  }

  /** A relay that cannot change rounds (built without a way to do it). */
  RoundStarter NONE = (round, force, by) ->
      new Outcome.Refused(409, "this relay cannot change rounds while it runs");

  /**
   * Starts {@code round} (empty: the one after the round being played).
   *
   * @param force start it even though games of the current round are still being played, or the
   *     round was played before on this relay
   * @param by the arbiter's name, journalled
   */
  Outcome start(OptionalInt round, boolean force, String by);
}
