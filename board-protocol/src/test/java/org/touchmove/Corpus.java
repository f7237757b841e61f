package org.touchmove;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The shared test corpus ({@code ../shared/corpus}: real games, perft suites, DGT captures). CI
 * has it; a fresh clone may not, so tests that need it call {@link #require(String)}, which skips
 * them with the reason stated.
 */
public final class Corpus {
  private Corpus() {}

  /** The corpus root, from {@code -Dtouchmove.corpus} or found above the working directory. */
  public static Optional<Path> root() {
    String configured = System.getProperty("touchmove.corpus");
    if (configured != null && Files.isDirectory(Path.of(configured))) {
      return Optional.of(Path.of(configured).normalize());
    }
    for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
      Path candidate = dir.resolveSibling("shared").resolve("corpus");
      if (Files.isDirectory(candidate)) {
        return Optional.of(candidate);
      }
    }
    return Optional.empty();
  }

  /** The corpus file or folder {@code relative}; skips the calling test when it is absent. */
  public static Path require(String relative) {
    Optional<Path> root = root();
    assumeTrue(root.isPresent(), "shared corpus not found (../shared/corpus); test skipped");
    Path path = root.get().resolve(relative);
    assumeTrue(Files.exists(path), "corpus file missing: " + path + "; test skipped");
    return path;
  }
}
