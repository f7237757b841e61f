package org.touchmove.hardware.emulator;

import java.util.List;
import java.util.Objects;
import org.touchmove.chess.Square;

/**
 * An irregularity the emulator staged on purpose, so the arbiter should be told: the article of
 * the Laws and the ply, counted as the replay format counts it (the half-moves in the record
 * before the move concerned, or when it happened for irregularities that concern no move).
 *
 * <p>The evidence says what a host must have seen to know: the squares the irregularity is made
 * of, between two wall times of the script. A line that lost an update of one of those squares in
 * that time (or was down, or lost a clock message where no square is involved) destroyed the
 * evidence, and no tracker can be blamed for missing the alert.
 *
 * @param law the article, e.g. {@code 4.3.1}
 * @param ply the ply as above
 * @param behaviour what the emulated player did
 * @param squares the squares whose changes are the evidence (empty: the clock's messages are)
 * @param fromWall the evidence begins, script wall time (ms)
 * @param toWall the evidence ends, script wall time (ms)
 */
public record ExpectedAlert(
    String law, int ply, Behaviour behaviour, List<Square> squares, long fromWall, long toWall) {
  public ExpectedAlert {
    Objects.requireNonNull(law, "law");
    Objects.requireNonNull(behaviour, "behaviour");
    squares = List.copyOf(squares);
  }

  /** Staged, its time not yet known (the builder sets it once the steps are timed). */
  ExpectedAlert(String law, int ply, Behaviour behaviour, List<Square> squares) {
    this(law, ply, behaviour, squares, Long.MAX_VALUE, Long.MIN_VALUE);
  }

  ExpectedAlert during(long from, long to) {
    return new ExpectedAlert(law, ply, behaviour, squares, from, to);
  }

  /** The evidence's time widened to include {@code from} to {@code to}. */
  ExpectedAlert alsoDuring(long from, long to) {
    return during(Math.min(fromWall, from), Math.max(toWall, to));
  }

  boolean timed() {
    return fromWall <= toWall;
  }
}
