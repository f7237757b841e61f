package org.touchmove.hardware.emulator;

import java.util.Objects;

/**
 * An irregularity the emulator staged on purpose, so the arbiter should be told: the article of
 * the Laws and the ply, counted as the replay format counts it (the half-moves in the record
 * before the move concerned, or when it happened for irregularities that concern no move).
 *
 * @param law the article, e.g. {@code 4.3.1}
 * @param ply the ply as above
 * @param behaviour what the emulated player did
 */
public record ExpectedAlert(String law, int ply, Behaviour behaviour) {
  public ExpectedAlert {
    Objects.requireNonNull(law, "law");
    Objects.requireNonNull(behaviour, "behaviour");
  }
}
