package org.touchmove.relay.config;

/** Who plays White and Black on one board of one round. */
public record Pairing(Player white, Player black) {
  public static final Pairing UNKNOWN = new Pairing(Player.UNKNOWN, Player.UNKNOWN);
}
