package org.touchmove.notation;

import java.util.Optional;

/**
 * Why a game of a PGN file could not be read.
 *
 * @param gameNumber the game's number in the file, from 1
 * @param line the line (from 1) where the problem is
 * @param ply the number of the move that failed (1 = White's first), when a move failed
 * @param message what is wrong, for a person
 */
public record PgnError(int gameNumber, int line, Optional<Integer> ply, String message) {
  @Override
  public String toString() {
    return "game "
        + gameNumber
        + ", line "
        + line
        + ply.map(p -> ", ply " + p).orElse("")
        + ": "
        + message;
  }
}
