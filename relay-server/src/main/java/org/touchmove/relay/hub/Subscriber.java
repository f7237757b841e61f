package org.touchmove.relay.hub;

/**
 * A viewer's connection as the hub sees it. {@link #deliver} is called with the board's lock held,
 * in sequence order: it must hand the text to its channel and return, never block.
 */
public interface Subscriber {
  /** True for the arbiter feed (live, with alerts); false for the public, delayed one. */
  boolean arbiter();

  /**
   * One message about {@code board}, already serialised and shared by every subscriber it goes to.
   *
   * @param seq the board's sequence number the message brings the subscriber to
   */
  void deliver(BoardFeed board, long seq, WireText json);
}
