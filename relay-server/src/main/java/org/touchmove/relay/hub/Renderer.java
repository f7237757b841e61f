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

  /** A {@code health} message (arbiter feed only). */
  String health(BoardInfo info, long seq, Health health);
}
