package org.touchmove.notation;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.touchmove.Corpus;

/**
 * The corpus's PGN files (pgn/ and edge/pgn/), read once with variations kept and shared by the
 * tests of this package: reading two megabytes of PGN in a cold JVM takes seconds.
 */
final class CorpusGames {
  /** One file and what the reader made of each of its games. */
  record File(Path path, List<PgnReadResult> results) {
    List<PgnGame> games() {
      List<PgnGame> games = new ArrayList<>();
      for (PgnReadResult r : results) {
        if (r instanceof PgnReadResult.Read) {
          games.add(((PgnReadResult.Read) r).game());
        }
      }
      return games;
    }
  }

  private static List<File> files;

  private CorpusGames() {}

  /** Every file; skips the calling test (with the reason) when the corpus is absent. */
  static synchronized List<File> all() {
    Path pgn = Corpus.require("pgn");
    Path edge = Corpus.require("edge/pgn");
    if (files == null) {
      List<File> loaded = new ArrayList<>();
      for (Path dir : List.of(pgn, edge)) {
        try (Stream<Path> list = Files.list(dir)) {
          for (Path path : list.filter(p -> p.toString().endsWith(".pgn")).sorted().toList()) {
            loaded.add(new File(path, PgnReader.keepingVariations().read(Files.readAllBytes(path))));
          }
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
      files = List.copyOf(loaded);
    }
    return files;
  }

  /** The file whose path ends with {@code relative} (for example {@code edge/pgn/x.pgn}). */
  static File file(String relative) {
    return all().stream()
        .filter(f -> f.path().endsWith(relative))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no corpus file " + relative));
  }
}
