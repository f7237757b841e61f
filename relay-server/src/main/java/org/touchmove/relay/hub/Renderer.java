package org.touchmove.relay.hub;

/**
 * Serialises hub values for the wire (docs/wire-format.md). The hub renders each delta once per
 * feed and hands the same text to every subscriber; the implementation lives in the wire package,
 * the only Jackson code.
 */
public interface Renderer {
  /** A {@code snapshot} message. */
  String snapshot(BoardInfo info, BoardState state, Health health, boolean arbiter, long delayMillis);

  /**
   * A {@code snapshot} message whose move list holds only the last move ({@code summary: true}):
   * what a page showing a whole round needs, a fraction of the bytes.
   */
  String summarySnapshot(BoardInfo info, BoardState state, Health health, boolean arbiter, long delayMillis);

  /** A delta message. */
  String delta(BoardInfo info, Stamped stamped, BoardState after, boolean arbiter, long delayMillis);

  /**
   * One {@code move} message for the clock changes just before a completed move and the move: the
   * move's delta, with the move's sequence number and the last clock change's readings in a {@code
   * clock} field (docs/wire-format.md).
   */
  String moveWithClock(BoardInfo info, Stamped clock, Stamped move, boolean arbiter, long delayMillis);

  /** A {@code health} message (arbiter feed only). */
  String health(BoardInfo info, long seq, Health health);
}
