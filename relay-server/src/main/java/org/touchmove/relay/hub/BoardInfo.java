package org.touchmove.relay.hub;

import org.touchmove.relay.config.Pairing;

/** What the tournament says about a board: its number, the round, who plays, where bytes come from. */
public record BoardInfo(int board, int round, Pairing pairing, String source) {}
