package org.touchmove.relay.hub;

import java.util.Optional;

/**
 * How a board's link is doing, for the arbiter console. Not part of the journal: it describes the
 * relay's connection, not the game.
 *
 * @param link {@code connecting}, {@code connected}, {@code disconnected} or {@code idle}
 * @param lastMessageAt when the board last said anything (epoch milliseconds), 0 if never
 * @param battery percent, when the board reports it
 * @param clock whether a clock has been heard from
 * @param source where the bytes come from
 */
public record Health(String link, long lastMessageAt, Optional<Integer> battery, boolean clock, String source) {
  public static Health idle(String source) {
    return new Health("idle", 0, Optional.empty(), false, source);
  }

  public Health withLink(String value) {
    return new Health(value, lastMessageAt, battery, clock, source);
  }

  public Health heard(long at, boolean fromClock) {
    return new Health(link, at, battery, clock || fromClock, source);
  }
}
