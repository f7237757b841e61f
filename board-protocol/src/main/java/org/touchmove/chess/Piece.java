package org.touchmove.chess;

import java.util.Optional;

/** A piece: a colour and a role. Twelve values, White's first, in {@link Role} order. */
public enum Piece {
  WHITE_PAWN(Color.WHITE, Role.PAWN),
  WHITE_KNIGHT(Color.WHITE, Role.KNIGHT),
  WHITE_BISHOP(Color.WHITE, Role.BISHOP),
  WHITE_ROOK(Color.WHITE, Role.ROOK),
  WHITE_QUEEN(Color.WHITE, Role.QUEEN),
  WHITE_KING(Color.WHITE, Role.KING),
  BLACK_PAWN(Color.BLACK, Role.PAWN),
  BLACK_KNIGHT(Color.BLACK, Role.KNIGHT),
  BLACK_BISHOP(Color.BLACK, Role.BISHOP),
  BLACK_ROOK(Color.BLACK, Role.ROOK),
  BLACK_QUEEN(Color.BLACK, Role.QUEEN),
  BLACK_KING(Color.BLACK, Role.KING);

  private static final Piece[] BY_ORDINAL = values();
  private static final int ROLES = Role.values().length;

  private final Color color;
  private final Role role;

  Piece(Color color, Role role) {
    this.color = color;
    this.role = role;
  }

  public Color color() {
    return color;
  }

  public Role role() {
    return role;
  }

  public static Piece of(Color color, Role role) {
    return BY_ORDINAL[color.ordinal() * ROLES + role.ordinal()];
  }

  /** The FEN character: upper case for White ({@code P N B R Q K}), lower case for Black. */
  public char fenChar() {
    return color == Color.WHITE ? role.letter() : Character.toLowerCase(role.letter());
  }

  /** Parses a FEN piece character; empty for anything else. */
  public static Optional<Piece> fromFenChar(char c) {
    Optional<Role> role = Role.fromLetter(c);
    if (role.isEmpty() || !Character.isLetter(c)) {
      return Optional.empty();
    }
    return Optional.of(of(Character.isUpperCase(c) ? Color.WHITE : Color.BLACK, role.get()));
  }
}
