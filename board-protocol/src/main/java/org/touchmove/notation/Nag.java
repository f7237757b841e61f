package org.touchmove.notation;

import java.util.Set;

/** Numeric annotation glyphs of the PGN standard (section 10) and their usual suffixes. */
final class Nag {
  private static final Set<String> POSITIONAL =
      Set.of("=", "+=", "=+", "+/=", "=/+", "+/-", "-/+", "+-", "-+", "\u221E", "=/\u221E", "\u221E/=");

  private Nag() {}

  /** The NAG of a move suffix ({@code !} = 1, {@code ?} = 2, {@code !!} = 3, ...), or 0. */
  static int fromSuffix(String s) {
    switch (s) {
      case "!":
        return 1;
      case "?":
        return 2;
      case "!!":
        return 3;
      case "??":
        return 4;
      case "!?":
        return 5;
      case "?!":
        return 6;
      default:
        return 0;
    }
  }

  /** Evaluation symbols some files write as bare tokens. */
  static boolean isPositionalSymbol(String s) {
    return POSITIONAL.contains(s);
  }
}
