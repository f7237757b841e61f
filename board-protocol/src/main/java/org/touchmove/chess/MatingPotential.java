package org.touchmove.chess;

/**
 * Whether one side can still checkmate the other "by any possible series of legal moves" (Laws
 * 6.9), the other side cooperating as much as it likes. Both definite answers are proofs; see
 * {@link MatingAnalysis} and docs/dead-position.md.
 */
public enum MatingPotential {
  /** A sequence of legal moves ending in checkmate by this side was found (a helpmate). */
  CAN_MATE,
  /** Proven: no sequence of legal moves lets this side checkmate. */
  CANNOT_MATE,
  /** Neither proven within the node budget. Arbiters treat it like {@link #CAN_MATE}. */
  UNKNOWN
}
