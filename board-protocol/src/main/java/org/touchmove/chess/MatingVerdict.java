package org.touchmove.chess;

import java.util.List;
import java.util.Objects;

/**
 * The answer of {@link MatingAnalysis#analyse} for one side, with its evidence.
 *
 * @param potential the answer (Laws 6.9 for one side; both {@code CANNOT_MATE} is Laws 5.2.2)
 * @param basis what proves it, or {@link Basis#BUDGET_EXHAUSTED} for {@code UNKNOWN}
 * @param helpmate for {@code CAN_MATE}, the legal moves from the analysed position to the mate
 *     (empty when the position is already mate); empty otherwise
 * @param nodes positions searched (0 when a static rule decided)
 */
public record MatingVerdict(
    MatingPotential potential, MatingVerdict.Basis basis, List<Move> helpmate, long nodes) {

  /** What an answer rests on. */
  public enum Basis {
    /** {@link InsufficientMaterial}: too little material to ever mate. */
    MATERIAL,
    /** Pawns that can never move wall the side's men off every square that could give check. */
    BLOCKADE,
    /** Every position reachable by legal moves was visited, and none is mate. */
    EXHAUSTIVE_SEARCH,
    /** The {@link #helpmate()} line, checked move by move, ends in mate. */
    HELPMATE,
    /** Neither proof was found within the node budget. */
    BUDGET_EXHAUSTED
  }

  public MatingVerdict {
    Objects.requireNonNull(potential, "potential");
    Objects.requireNonNull(basis, "basis");
    helpmate = List.copyOf(helpmate);
    if ((potential == MatingPotential.CAN_MATE) != (basis == Basis.HELPMATE)) {
      throw new IllegalArgumentException(potential + " cannot rest on " + basis);
    }
  }
}
