package org.touchmove.chess;

import java.util.Objects;
import java.util.Optional;

/**
 * A move, as a value. Castling is stored as "king takes own rook" (the king's square and the
 * castling rook's square), which is unambiguous in standard chess and in Chess960 alike (Guideline
 * II.3); {@link #kingTarget()} and {@link #rookTarget()} give where the pieces end.
 *
 * <p>Internally a move is a small int (see {@link #bits()}) so that move generation allocates
 * nothing; this class wraps one for the public API.
 */
public final class Move {
  static final int NORMAL = 0;
  static final int PROMOTION = 1;
  static final int EN_PASSANT = 2;
  static final int CASTLING = 3;

  private static final int TO_SHIFT = 6;
  private static final int KIND_SHIFT = 12;
  private static final int PROMOTION_SHIFT = 14;

  private final int bits;

  private Move(int bits) {
    this.bits = bits;
  }

  /** Packs a move: from (bits 0-5), to (6-11), kind (12-13), promotion role ordinal (14-16). */
  static int encode(int from, int to, int kind, int promotionOrdinal) {
    return from | (to << TO_SHIFT) | (kind << KIND_SHIFT) | (promotionOrdinal << PROMOTION_SHIFT);
  }

  static int fromOf(int bits) {
    return bits & 63;
  }

  static int toOf(int bits) {
    return (bits >>> TO_SHIFT) & 63;
  }

  static int kindOf(int bits) {
    return (bits >>> KIND_SHIFT) & 3;
  }

  static int promotionOf(int bits) {
    return bits >>> PROMOTION_SHIFT;
  }

  static Move ofBits(int bits) {
    return new Move(bits);
  }

  /** A plain move or capture of any piece (not castling, en passant or promotion). */
  public static Move normal(Square from, Square to) {
    return new Move(encode(from.index(), to.index(), NORMAL, 0));
  }

  /** A pawn move onto the last rank, replaced by {@code role} (Laws 3.7.5). */
  public static Move promotion(Square from, Square to, Role role) {
    if (!role.isPromotionTarget()) {
      throw new IllegalArgumentException("cannot promote to " + role);
    }
    return new Move(encode(from.index(), to.index(), PROMOTION, role.ordinal()));
  }

  /** An en passant capture (Laws 3.7.4.2): {@code to} is the empty square passed over. */
  public static Move enPassant(Square from, Square to) {
    return new Move(encode(from.index(), to.index(), EN_PASSANT, 0));
  }

  /** Castling, given as the king's square and the castling rook's square. */
  public static Move castling(Square king, Square rook) {
    if (king.rank() != rook.rank() || king == rook) {
      throw new IllegalArgumentException("king " + king + " and rook " + rook + " cannot castle");
    }
    return new Move(encode(king.index(), rook.index(), CASTLING, 0));
  }

  /** The compact form used by the move generator; stable within one version of this library. */
  public int bits() {
    return bits;
  }

  public Square from() {
    return Square.ofIndex(fromOf(bits));
  }

  /** The destination; for castling, the castling rook's square (see {@link #kingTarget()}). */
  public Square to() {
    return Square.ofIndex(toOf(bits));
  }

  public boolean isCastling() {
    return kindOf(bits) == CASTLING;
  }

  public boolean isEnPassant() {
    return kindOf(bits) == EN_PASSANT;
  }

  public boolean isPromotion() {
    return kindOf(bits) == PROMOTION;
  }

  public Optional<Role> promotion() {
    return isPromotion() ? Optional.of(Role.ofOrdinal(promotionOf(bits))) : Optional.empty();
  }

  /** True when the castling rook stands on the king's right as seen from White (the h-side). */
  public boolean isKingSideCastling() {
    return isCastling() && toOf(bits) > fromOf(bits);
  }

  /** Where the king ends: {@link #to()} for every move but castling, c or g file for castling. */
  public Square kingTarget() {
    if (!isCastling()) {
      return to();
    }
    return Square.of(isKingSideCastling() ? 6 : 2, from().rank());
  }

  /** Where the castling rook ends (d or f file); empty for other moves. */
  public Optional<Square> rookTarget() {
    if (!isCastling()) {
      return Optional.empty();
    }
    return Optional.of(Square.of(isKingSideCastling() ? 5 : 3, from().rank()));
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Move && ((Move) o).bits == bits;
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(bits);
  }

  /** Debugging form: long algebraic with the kind, e.g. {@code e1-h1 castling}. */
  @Override
  public String toString() {
    String base = from() + "-" + to();
    switch (kindOf(bits)) {
      case PROMOTION:
        return base + "=" + Role.ofOrdinal(promotionOf(bits)).letter();
      case EN_PASSANT:
        return base + " e.p.";
      case CASTLING:
        return base + " castling";
      default:
        return base;
    }
  }
}
