package org.touchmove.hardware.emulator;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.touchmove.notation.PgnGame;
import org.touchmove.notation.PgnReadResult;
import org.touchmove.notation.PgnReader;

/**
 * Real game scores shipped in the jar, so that the demo and the benchmarks play real chess on a
 * fresh checkout. Eight games of the London Chess Classic 2016 with the players' clock times, as
 * DGT LiveChess published them (game scores are facts; source in {@code games/SOURCES.md}).
 */
public final class BundledGames {
  private static final String LONDON_2016 = "games/london-chess-classic-2016.pgn";

  private BundledGames() {}

  /** The bundled games, in file order. */
  public static List<ScriptedGame> all() {
    List<ScriptedGame> games = new ArrayList<>();
    for (PgnGame game : scores()) {
      games.add(ScriptedGame.of(game));
    }
    return games;
  }

  /** The bundled game scores with their tags (players, ratings, event), in file order. */
  public static List<PgnGame> scores() {
    List<PgnGame> games = new ArrayList<>();
    for (PgnReadResult result : PgnReader.mainLineOnly().read(resource(LONDON_2016))) {
      if (!(result instanceof PgnReadResult.Read)) {
        // The file is ours and tested: a failure here is a packaging fault, not bad input.
        throw new IllegalStateException("bundled game unreadable: " + result);
      }
      games.add(((PgnReadResult.Read) result).game());
    }
    return games;
  }

  private static byte[] resource(String name) {
    try (InputStream in = BundledGames.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + name);
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
