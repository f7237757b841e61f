package org.touchmove.hardware.reconstruction;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import org.touchmove.dgt.DgtCommand;
import org.touchmove.dgt.DgtDecoder;
import org.touchmove.dgt.DgtEncoder;
import org.touchmove.dgt.DgtMessage;
import org.touchmove.hardware.emulator.BoardIdentity;
import org.touchmove.hardware.emulator.EmulatedBoard;
import org.touchmove.hardware.emulator.GameScript;
import org.touchmove.hardware.emulator.HumanProfile;
import org.touchmove.reconstruct.BoardTracker;
import org.touchmove.reconstruct.GameEvent;
import org.touchmove.reconstruct.TrackerConfig;

/**
 * The emulator and the tracker in one loop, in virtual time, with a host that does what the relay
 * does: the start-up handshake, a dump (or the board's log) whenever the tracker asks, and after a
 * link outage a new handshake. Returns every event the tracker produced.
 */
final class ReconstructionRun {
  private static final long STEP_MILLIS = 20;

  private ReconstructionRun() {}

  static List<GameEvent> run(GameScript script, HumanProfile profile, long seed, TrackerConfig config) {
    return run(script, profile, seed, config, (at, message) -> {}, (at, event) -> {});
  }

  /**
   * As above, showing {@code tap} every message the tracker is given, with its time, and {@code
   * eventTap} every event with the time it was emitted (an event's own time can be earlier: the
   * change it was read from).
   */
  static List<GameEvent> run(
      GameScript script,
      HumanProfile profile,
      long seed,
      TrackerConfig config,
      BiConsumer<Long, DgtMessage> tap,
      BiConsumer<Long, GameEvent> eventTap) {
    EmulatedBoard board = new EmulatedBoard(script, BoardIdentity.number(1), profile, seed);
    BoardTracker tracker = new BoardTracker(config);
    DgtDecoder decoder = new DgtDecoder();
    List<GameEvent> events = new ArrayList<>();
    long[] clockNow = new long[1];
    boolean[] wantDump = new boolean[1];
    boolean[] wantLog = new boolean[1];
    boolean[] wantClock = new boolean[1];
    BoardTracker.Output trackerOut =
        new BoardTracker.Output() {
          @Override
          public void event(GameEvent event) {
            events.add(event);
            eventTap.accept(clockNow[0], event);
          }

          @Override
          public void requestDump() {
            wantDump[0] = true;
          }

          @Override
          public void requestLog() {
            wantLog[0] = true;
          }

          @Override
          public void requestClock() {
            wantClock[0] = true;
          }
        };
    boolean[] linkUp = {true};
    EmulatedBoard.Output boardOut =
        (millis, bytes) -> {
          if (linkUp[0]) {
            for (DgtMessage message : decoder.feed(bytes)) {
              clockNow[0] = millis;
              tap.accept(millis, message);
              tracker.onMessage(message, millis, trackerOut);
            }
          }
        };
    byte[] handshake =
        DgtEncoder.concat(
            List.of(
                DgtEncoder.command(DgtCommand.RESET),
                DgtEncoder.command(DgtCommand.SEND_BOARD),
                DgtEncoder.command(DgtCommand.SEND_UPDATE_NICE)));
    board.receive(handshake, 0, handshake.length, 0, boardOut);
    long end = script.endWallMillis() + 5000;
    for (long t = 0; t <= end; t += STEP_MILLIS) {
      boolean down = isDown(script, t);
      if (down != !linkUp[0]) {
        linkUp[0] = !down;
        if (!linkUp[0]) {
          board.lineCut(); // what was on the line, a log dump under way included, is lost
          tracker.lineBroken(); // the transport knows
        } else {
          // Reconnected: the transport re-sends the update mode and asks for a dump.
          board.receive(handshake, 0, handshake.length, t, boardOut);
        }
      }
      board.advanceTo(t, boardOut);
      clockNow[0] = t;
      tracker.advance(t, trackerOut);
      if (wantDump[0] && linkUp[0]) {
        wantDump[0] = false;
        byte[] dump = DgtEncoder.command(DgtCommand.SEND_BOARD);
        board.receive(dump, 0, dump.length, t, boardOut);
      }
      if (wantLog[0] && linkUp[0]) {
        wantLog[0] = false;
        byte[] ask = DgtEncoder.command(DgtCommand.SEND_EE_MOVES);
        board.receive(ask, 0, ask.length, t, boardOut);
      }
      if (wantClock[0] && linkUp[0]) {
        wantClock[0] = false;
        byte[] ask = DgtEncoder.command(DgtCommand.SEND_CLOCK);
        board.receive(ask, 0, ask.length, t, boardOut);
      }
    }
    lastLosses.set(new LineLosses(board.lostClockMessages(), board.lostUpdates(), board.logTransfers()));
    return events;
  }

  /** What line noise destroyed in this thread's last run (see {@link Verdict}). */
  static LineLosses losses() {
    return lastLosses.get();
  }

  private static final ThreadLocal<LineLosses> lastLosses =
      ThreadLocal.withInitial(() -> LineLosses.NONE);

  private static boolean isDown(GameScript script, long t) {
    for (GameScript.Outage outage : script.disconnects()) {
      if (t >= outage.startWallMillis() && t < outage.startWallMillis() + outage.durationMillis()) {
        return true;
      }
    }
    return false;
  }
}
