package org.touchmove.hardware.emulator;

import java.util.List;
import java.util.Optional;
import org.touchmove.hardware.emulator.GameScript.Outage;

/**
 * One emulated board playing a series of games, one after the other (or round and round): the
 * board and its scan memory carry over; each game gets its own script, seed and clock setting.
 */
public final class EmulatedSession {
  private final List<ScriptedGame> games;
  private final HumanProfile profile;
  private final long seed;
  private final double speed;
  private final boolean loop;
  private EmulatedBoard board;
  private int played;

  /**
   * @param games the games, played in order
   * @param profile how the players behave
   * @param seed the seed of the first game; game {@code i} uses {@code seed + i}
   * @param speed thinking is compressed this many times
   * @param identity the board's serial and firmware version
   * @param loop start again with the first game after the last
   */
  public EmulatedSession(
      List<ScriptedGame> games,
      HumanProfile profile,
      long seed,
      double speed,
      BoardIdentity identity,
      boolean loop) {
    if (games.isEmpty()) {
      throw new IllegalArgumentException("a session needs at least one game");
    }
    this.games = List.copyOf(games);
    this.profile = profile;
    this.seed = seed;
    this.speed = speed;
    this.loop = loop;
    this.board = new EmulatedBoard(script(0), identity, profile, seed);
  }

  private GameScript script(int index) {
    return GameScriptBuilder.build(games.get(index % games.size()), profile, seed + index, speed);
  }

  /** The board playing now. */
  public EmulatedBoard board() {
    return board;
  }

  /** How many games have been started, the current one included. */
  public int gamesStarted() {
    return played + 1;
  }

  public void receive(byte[] bytes, int offset, int length, long wallMillis, EmulatedBoard.Output out) {
    advanceTo(wallMillis, out);
    board.receive(bytes, offset, length, wallMillis, out);
  }

  /** Plays up to {@code wallMillis}, starting the next game when one is over. */
  public void advanceTo(long wallMillis, EmulatedBoard.Output out) {
    while (true) {
      long end = board.endWallMillis();
      if (wallMillis < end || !hasNext()) {
        board.advanceTo(wallMillis, out);
        return;
      }
      board.advanceTo(end, out);
      played++;
      board = board.nextGame(script(played), end, seed + played);
    }
  }

  /** The link to the host was cut: what was on the line is lost ({@link EmulatedBoard#lineCut}). */
  public void lineCut() {
    board.lineCut();
  }

  private boolean hasNext() {
    return loop || played + 1 < games.size();
  }

  /** True when the last game is over (never, when looping). */
  public boolean isFinished(long wallMillis) {
    return !hasNext() && board.isFinished(wallMillis);
  }

  /** The link outage (N11) under way at {@code wallMillis}, if any. */
  public Optional<Outage> outageAt(long wallMillis) {
    long start = board.startWallMillis();
    for (Outage outage : board.script().disconnects()) {
      long from = start + outage.startWallMillis();
      if (wallMillis >= from && wallMillis < from + outage.durationMillis()) {
        return Optional.of(new Outage(from, outage.durationMillis()));
      }
    }
    return Optional.empty();
  }
}
