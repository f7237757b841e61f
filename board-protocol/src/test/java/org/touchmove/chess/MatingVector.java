package org.touchmove.chess;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.touchmove.notation.Fen;
import org.touchmove.notation.FenResult;

/**
 * One line of the D3-Chess unwinnability test vectors: which sides can still mate, then a FEN.
 * {@code WB} both, {@code W-} only White, {@code -B} only Black, {@code --} neither (a dead
 * position). Lines starting with {@code #} are comments.
 */
record MatingVector(int line, String classification, String fen) {

  static List<MatingVector> read(Path file) throws IOException {
    List<MatingVector> vectors = new ArrayList<>();
    List<String> lines = Files.readAllLines(file);
    for (int i = 0; i < lines.size(); i++) {
      String text = lines.get(i).strip();
      if (text.isEmpty() || text.startsWith("#")) {
        continue;
      }
      if (!text.matches("(WB|W-|-B|--) .+")) {
        throw new IllegalArgumentException(file + ":" + (i + 1) + ": not a test vector: " + text);
      }
      vectors.add(new MatingVector(i + 1, text.substring(0, 2), text.substring(3).strip()));
    }
    return vectors;
  }

  /** True when the vector says {@code side} can still mate. */
  boolean canMate(Color side) {
    return classification.charAt(side == Color.WHITE ? 0 : 1) != '-';
  }

  boolean isDead() {
    return classification.equals("--");
  }

  /**
   * The position. A few vectors are deliberately unreachable (the side not to move in check,
   * impossible pawn counts); those are built without the legality checks, as the analysis must
   * still answer for them.
   */
  Position position() {
    FenResult parsed = Fen.parse(fen);
    if (!(parsed instanceof FenResult.Parsed)) {
      throw new IllegalArgumentException("line " + line + ": bad FEN " + fen);
    }
    Setup setup = ((FenResult.Parsed) parsed).setup();
    return Position.fromSetup(setup, Variant.STANDARD)
        .lenient()
        .orElseGet(() -> Position.fromSetupUnchecked(setup, Variant.STANDARD));
  }

  @Override
  public String toString() {
    return "line " + line + ": " + classification + " " + fen;
  }
}
