package org.touchmove.hardware.emulator;

/**
 * The ways people move pieces and the noise around their moves, as catalogued in
 * spec/human-noise.md (the M and N numbers). A {@link HumanProfile} gives each a probability per
 * opportunity (per capture for the capture styles, per castling for the castling styles, per
 * move for the noise, per game for the set-up choices).
 */
public enum Behaviour {
  /** M2: capture, own piece lifted first (otherwise M3, captured piece removed first). */
  CAPTURE_OWN_FIRST("M2"),
  /** M4: capture by replacement in one hand; the target square is never reported empty. */
  CAPTURE_BY_REPLACEMENT("M4"),
  /** M6: castling rook first (a 4.4.2 irregularity, but it happens). */
  CASTLE_ROOK_FIRST("M6"),
  /** M7: castling with king and rook both in hand. */
  CASTLE_BOTH_IN_HAND("M7"),
  /** M12 / II.3.2.5.1: Chess960 castling with the king taken off the board first. */
  CASTLE_KING_OFF_BOARD_FIRST("M12"),
  /** M8: en passant with the captured pawn removed first (otherwise last). */
  EN_PASSANT_CAPTURED_FIRST("M8"),
  /** M10: promotion with the pawn put on the last rank before it is replaced (otherwise M9). */
  PROMOTE_ON_THE_SQUARE("M10"),
  /** N1: sliding pieces show up on the squares they pass. */
  SLIDE("N1"),
  /** N2: a piece held in the air for seconds, maybe put back on its square first. */
  HOVER("N2"),
  /** N3: a quick adjustment (j'adoube) of any piece. */
  ADJUST("N3"),
  /** N4: a piece that could move is lifted and put back, then another piece moves (4.3.1/4.3.2). */
  TOUCH_THEN_ANOTHER("N4"),
  /** N5: a badly centred piece flickers. */
  FLICKER("N5"),
  /** N6: a piece knocked off its square, put right seconds later (7.4). */
  KNOCK_OVER("N6"),
  /** N7: the opponent lifts a piece before the mover presses the clock (6.2.2). */
  FAST_REPLY("N7"),
  /** N8: a reply within a few hundred milliseconds, merged by the board's scan. */
  PREMOVE_PACE("N8"),
  /** N9: one field update lost on the line. */
  LOST_UPDATE("N9"),
  /** N10: garbage bytes, or a message cut short by a byte with the top bit set. */
  GARBAGE("N10"),
  /** N11: the link disappears for seconds while play goes on. */
  DISCONNECT("N11"),
  /** N12: both kings put on the centre squares to show the result. */
  RESULT_GESTURE("N12"),
  /** N13: the clock pressed late. */
  LATE_PRESS("N13"),
  /** N13: the clock pressed twice. */
  DOUBLE_PRESS("N13"),
  /** N13 / 7.8.1: the clock pressed without a move (the opponent presses it back). */
  PRESS_WITHOUT_MOVE("N13"),
  /** N14 a: an illegal placement corrected before the clock is pressed. */
  ILLEGAL_THEN_CORRECTED("N14"),
  /** 4.7: a legal move released, then changed to another before the press. */
  CHANGED_MOVE("4.7"),
  /** N14 b / N15: an illegal move completed by the press, then taken back (7.5.1). */
  ILLEGAL_COMPLETED("N14"),
  /** N16 / 7.2: king and queen swapped in the set-up, put right before the start. */
  KING_QUEEN_SWAPPED("N16"),
  /** N16: the e-board turned round (connector on Black's side); legal, but mirrored squares. */
  ROTATED_BOARD("N16"),
  /** The clock stands on White's right (otherwise left). */
  CLOCK_ON_WHITES_RIGHT("6.6");

  private final String reference;

  Behaviour(String reference) {
    this.reference = reference;
  }

  /** The entry of spec/human-noise.md (or the article of the Laws) this stands for. */
  public String reference() {
    return reference;
  }
}
