package org.touchmove.relay.hub;

import java.util.Optional;
import org.touchmove.reconstruct.Alert;

/**
 * An alert as the arbiter console shows it.
 *
 * @param id stable across restarts: {@code BOARD-N}, the board's N-th alert
 * @param alert what the tracker raised (article, kind, ply, detail, squares)
 * @param at when (epoch milliseconds)
 * @param fenBefore the position in the record at the alert's ply
 * @param fenAfter the position in the record when it was raised
 * @param acknowledgedBy the arbiter who acknowledged it, once someone has
 */
public record AlertRecord(
    String id, Alert alert, long at, String fenBefore, String fenAfter, Optional<String> acknowledgedBy) {
  public AlertRecord acknowledged(String by) {
    return new AlertRecord(id, alert, at, fenBefore, fenAfter, Optional.of(by));
  }
}
