package org.touchmove.relay.hub;

import java.util.Optional;
import org.touchmove.chess.Move;
import org.touchmove.reconstruct.ClockReadings;

/**
 * A completed move (Laws 6.2.1) as the feeds show it.
 *
 * @param move the move
 * @param ply half-moves since the game's start, this one included
 * @param san canonical SAN
 * @param uci the move in UCI (Chess960 castling as king takes rook)
 * @param fen the position after it
 * @param clock both clocks right after the press, when a clock is connected
 * @param at when it was completed (epoch milliseconds)
 */
public record MoveRecord(Move move, int ply, String san, String uci, String fen, Optional<ClockReadings> clock, long at) {}
