package org.touchmove.relay.hub;

/**
 * A delta with its place in the board's history: sequence number and the instant (epoch
 * milliseconds) it happened, which the public feed's delay is measured from.
 */
public record Stamped(long seq, long at, Delta delta) {}
