package org.touchmove.chess;

import java.util.Optional;

/** The kind of a piece, independent of its colour. */
public enum Role {
  PAWN('P'),
  KNIGHT('N'),
  BISHOP('B'),
  ROOK('R'),
  QUEEN('Q'),
  KING('K');

  private static final Role[] BY_ORDINAL = values();

  private final char letter;

  Role(char letter) {
    this.letter = letter;
  }

  /** The English upper-case letter used in SAN and FEN (Appendix C.2). */
  public char letter() {
    return letter;
  }

  /** True for the roles a pawn may promote to (Laws 3.7.5.1): queen, rook, bishop or knight. */
  public boolean isPromotionTarget() {
    return this != PAWN && this != KING;
  }

  /** Parses an English piece letter in either case; empty for anything else. */
  public static Optional<Role> fromLetter(char c) {
    char upper = Character.toUpperCase(c);
    for (Role role : BY_ORDINAL) {
      if (role.letter == upper) {
        return Optional.of(role);
      }
    }
    return Optional.empty();
  }

  static Role ofOrdinal(int ordinal) {
    return BY_ORDINAL[ordinal];
  }
}
