package org.touchmove.relay.hub;

/**
 * A viewer that follows "the round being played": told when it changes on its feed, at once on
 * the arbiter feed and {@code delay} later on the public one (the public never learns anything
 * before the delay, a new round included).
 */
public interface RoundListener {
  /** True for the arbiter feed. */
  boolean arbiter();

  /**
   * The round being played on this listener's feed is now {@code round} (it was {@code previous}).
   * Called from the hub's threads: it must hand the work to the listener's own thread and return.
   */
  void roundStarted(int round, int previous);
}
