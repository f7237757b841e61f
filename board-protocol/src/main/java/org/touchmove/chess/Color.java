package org.touchmove.chess;

import java.util.Optional;

/** The two sides. White moves first (Laws 1.2). */
public enum Color {
  WHITE('w'),
  BLACK('b');

  private final char letter;

  Color(char letter) {
    this.letter = letter;
  }

  /** The FEN letter: {@code w} or {@code b}. */
  public char letter() {
    return letter;
  }

  public Color opposite() {
    return this == WHITE ? BLACK : WHITE;
  }

  public boolean isWhite() {
    return this == WHITE;
  }

  /** The rank (0-based) on which this side's pieces start: 0 for White, 7 for Black. */
  public int backRank() {
    return this == WHITE ? 0 : 7;
  }

  /** Parses the FEN letter {@code w} or {@code b}; empty for anything else. */
  public static Optional<Color> fromLetter(char letter) {
    switch (letter) {
      case 'w':
        return Optional.of(WHITE);
      case 'b':
        return Optional.of(BLACK);
      default:
        return Optional.empty();
    }
  }
}
