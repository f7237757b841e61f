package org.touchmove.relay.bench;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.touchmove.chess.Game;
import org.touchmove.chess.GameEnd;
import org.touchmove.hardware.emulator.BundledGames;
import org.touchmove.hardware.emulator.ScriptedGame;

/**
 * {@code Game.end()} after every move, the games walked the way the tracker walks them: each
 * position's dead-position test may carry the helpmate of the position before over the move
 * (docs/dead-position.md, section 4a), where {@link DeadPositionBenchmark} tests every position
 * afresh. Same eight bundled games; the score is the mean per position.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
public class GameEndBenchmark {
  private List<ScriptedGame> games;
  private int gameIndex;
  private int ply;
  private Game game;

  @Setup(Level.Trial)
  public void load() {
    games = BundledGames.all();
    gameIndex = games.size() - 1;
    ply = Integer.MAX_VALUE;
  }

  /** One move per call (a game's start position when a game begins), cycling through the games. */
  @Benchmark
  public Optional<GameEnd> endAfterEachMove() {
    ScriptedGame scripted = games.get(gameIndex);
    if (ply >= scripted.moves().size()) {
      gameIndex = (gameIndex + 1) % games.size();
      game = Game.startingFrom(games.get(gameIndex).start()); // a fresh game: nothing carried
      ply = 0;
    } else {
      game = game.playUnchecked(scripted.moves().get(ply++));
    }
    return game.end();
  }
}
