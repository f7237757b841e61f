package org.touchmove.chess;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;

/** The outcome of turning a {@link Setup} into a {@link Position}. */
public sealed interface SetupResult {

  /** A legal position. */
  record Valid(Position position) implements SetupResult {}

  /**
   * Not a legal position. {@code repaired} is present when every problem is {@link
   * SetupProblem#isRepairable() repairable}: the same setup without the bad castling rights or en
   * passant square.
   */
  record Invalid(Set<SetupProblem> problems, Optional<Position> repaired) implements SetupResult {
    public Invalid {
      if (problems.isEmpty()) {
        throw new IllegalArgumentException("an invalid setup has at least one problem");
      }
      problems = Collections.unmodifiableSet(EnumSet.copyOf(problems));
    }
  }

  /** The valid position, or else the repaired one: what a tolerant reader (PGN, replay) uses. */
  default Optional<Position> lenient() {
    if (this instanceof Valid) {
      return Optional.of(((Valid) this).position());
    }
    return ((Invalid) this).repaired();
  }

  /** The valid position; throws with every problem named when there is none. For constants. */
  default Position orThrow() {
    if (this instanceof Valid) {
      return ((Valid) this).position();
    }
    throw new IllegalArgumentException("not a legal position: " + ((Invalid) this).problems());
  }
}
