package org.touchmove.reconstruct;

import java.time.Duration;
import java.util.Arrays;
import java.util.Optional;
import org.touchmove.chess.Color;
import org.touchmove.dgt.ClockFace;
import org.touchmove.dgt.ClockSide;
import org.touchmove.dgt.DgtMessage;

/**
 * Follows the clock's messages: which face is White's (Laws 6.6: the side that runs first is
 * White's, never assumed from where the clock stands), the lever, and presses.
 */
final class ClockWatcher {
  /**
   * What a clock message meant. {@code readings}: the times right after the press, where this
   * message came late; {@code shown}: the faces as this message has them. {@code hiddenPressBy}
   * is a press before {@code pressedBy} whose own message was lost: the lever is back where it
   * was, but the face that stood still has run. {@code stoppedFaceRan}: that last, after a gap
   * too, where the presses are left to the lever and the board (both players pressed in it).
   * {@code runnerGained}: the presses were told only by the running face showing more than before,
   * which one noisy digit also does (11:58 read 11:50): the readings shown are not to be trusted.
   * {@code pressGainedNothing}: a press that added nothing to its presser's face where presses
   * have shown an increment of seconds: with line noise around it, a frame the noise may have
   * completed (the clock's next message tells). {@code runnerPressedInGap}: after a gap, the lever
   * moved and the face now running shows more than it stood at when last seen stopped: a running
   * face only loses time, so its player pressed in the gap too (the increment), after the presser
   * had, and the presser pressed again: three presses at least where the lever shows one.
   */
  record Reading(
      ClockReadings readings,
      Optional<Color> running,
      Optional<Color> pressedBy,
      Optional<Color> flagged,
      Optional<Color> hiddenPressBy,
      ClockReadings shown,
      boolean previousCorrupt,
      boolean stoppedFaceRan,
      boolean runnerGained,
      boolean pressGainedNothing,
      boolean runnerPressedInGap) {}

  /**
   * A message cut on the line and completed by noise bytes decodes as a clock message with a
   * made-up time (0:29:41 between 0:14:08 and 0:13:09). The message right behind it shows the
   * clock as it was: a face that jumped by more than this and came back within {@link
   * #BURST_MILLIS} was never on the clock.
   */
  private static final long CORRUPT_JUMP_MILLIS = 60_000;
  /** Messages this close together came in one burst of bytes. */
  private static final long BURST_MILLIS = 100;
  /** A press's message sent again, or its own after a cut frame, comes within this time. */
  private static final long PRESS_RESENT_MILLIS = 1000;
  /**
   * A frame with its lever byte made up, then the press's true frame, come this close together
   * (0.1 and 0.4 s seen); no player moves and presses back so soon, and a press a second later is
   * a player's (see {@link #leverStaleOnPress}).
   */
  private static final long LEVER_STALE_MILLIS = 500;

  /**
   * A stopped frame this soon after a running one, with a running one right behind it, is a cut
   * frame (see {@link #corrupt}): a running clock speaks every second, a press in between.
   */
  private static final long STOPPED_FRAME_MILLIS = 2000;

  /** A stopped face whose time moved this much ran (or had time added) meanwhile. */
  private static final long HIDDEN_RUN_MILLIS = 1000;

  /**
   * The clock's own message with the same data as its last, sooner than this after it, was sent
   * for a change in between (see {@link #read(DgtMessage.ClockData, Optional, boolean, long,
   * boolean)}). A running face shows a second less within a second: the same data up to two
   * seconds on means it stood still meanwhile (Ne4 pressed, its message cut by noise, Bb3 pressed
   * 0.5 s later, 1.3 s after the tick before, both faces on the same seconds). Beyond that a
   * message in between may have been lost.
   */
  private static final long REPEAT_MILLIS = 2000;

  private static final ClockSide[] FACES = ClockSide.values();

  private Optional<ClockSide> whiteFace = Optional.empty();
  /**
   * Presses seen since the game began: {@link #pressFrameSuperseded} checks the first, and later
   * ones only where their frame came with line noise.
   */
  private int pressesSeen;
  /**
   * Each face as it was last seen stopped (the opponent's after a press), by {@link
   * ClockSide#ordinal()}; null where never seen stopped. Arrays, not a map: updated on every
   * message.
   */
  private final ClockFace[] stoppedAt = new ClockFace[FACES.length];
  private Optional<ClockSide> lastRunning = Optional.empty();
  private boolean seen;
  /** The last two messages read, newest first, with when the newest came; for corrupt frames. */
  private DgtMessage.ClockData last;
  /**
   * The most a press seen has added to its presser's face over the message before it: the
   * increment, less the time run since that message. Zero until a press gained.
   */
  private Duration largestPressGain = Duration.ZERO;
  /** An increment this large at least shows at every press, whatever second the face was in. */
  private static final Duration CLEAR_INCREMENT = Duration.ofSeconds(3);
  private DgtMessage.ClockData beforeLast;
  private long lastAt = Long.MIN_VALUE;
  /** When {@link #beforeLast} came. */
  private long beforeLastAt = Long.MIN_VALUE;
  /** The state before the last message was read, to forget it if it proves corrupt. */
  private Optional<ClockSide> runningBeforeLast = Optional.empty();
  private final ClockFace[] stoppedBeforeLast = new ClockFace[FACES.length];

  /** True once a connected clock has reported. */
  boolean isPresent() {
    return seen;
  }

  boolean knowsColours() {
    return whiteFace.isPresent();
  }

  /** White's face, once known. */
  Optional<ClockSide> whiteFace() {
    return whiteFace;
  }

  /** Forgets the colours (a new game may have the clock on the other side). */
  void newGame() {
    whiteFace = Optional.empty();
    pressesSeen = 0;
    Arrays.fill(stoppedAt, null);
  }

  /**
   * Reads a clock message. {@code toMove} is who should be on move in the game now, used to learn
   * the colours when the clock is already running at the start or mid-game. {@code afterGap}: the
   * clock was silent for longer than a running clock ever is (a disconnect); presses hidden in it
   * are left to the lever and the board. {@code at}: when the message came (ms), to tell a burst.
   * {@code pressedBackSeen}: the host has evidence of two presses since the last message whose own messages it never read
   * (line noise since it, the clock not asked, the runner's move made and the opponent's reply
   * put down on the board meanwhile): then the clock's same data again within the second are
   * those two presses. In UPDATE_NICE the clock speaks only when its data change or the lever
   * moved; the same data again, sooner than its next tick, were sent for a press. With the lever
   * where it was, an even number of presses: exd5 pressed, its message cut by the noise, then e4
   * pressed 0.6 s later, both faces showing the same seconds as before. Off the clock's beat (the
   * host's evidence then includes the time) the running face may show a second less: Ne4 pressed
   * 0.8 s after a tick, its message cut, Kb4 pressed 0.5 s later. {@code previousNoisy}: line
   * noise came with the message before this one, which may be a cut frame it completed; {@code
   * noiseAfterPrevious}: some came after it (the tail of a frame cut short, its place taken by
   * noise bytes, comes after the frame the noise completed); {@code moversSincePrevious}: the
   * colours (a bit per ordinal) whose pieces the board showed moving since the message before.
   */
  Optional<Reading> read(
      DgtMessage.ClockData data,
      Optional<Color> toMove,
      boolean afterGap,
      long at,
      boolean pressedBackSeen,
      boolean previousNoisy,
      boolean noiseAfterPrevious,
      int moversSincePrevious) {
    seen = true;
    boolean repeated =
        pressedBackSeen
            && !afterGap
            && last != null
            && (data.equals(last) || tickedOnce(last, data))
            && at - lastAt < REPEAT_MILLIS
            && data.status().runningSide().isPresent();
    boolean previousCorrupt =
        last != null
            && beforeLast != null
            && ((at - lastAt <= BURST_MILLIS && corrupt(beforeLast, last, data, lastAt - beforeLastAt))
                || (at - lastAt <= PRESS_RESENT_MILLIS
                    // At the game's first press; later only where that press's frame came with
                    // line noise (White's press shown at 3:40 against 4:00 behind garbage,
                    // the press's own message 0.9 s later at 3:48).
                    && (pressesSeen == 1
                        || (previousNoisy && startedFaceSteady(last, data)))
                    && pressFrameSuperseded(beforeLast, last, data))
                || (at - lastAt <= PRESS_RESENT_MILLIS
                    && stoppedFaceCameBack(beforeLast, last, data))
                // The noise after the frame with the lever over: noise before it only, and that
                // frame may be the answer to the host's request for the clock, made as a press's
                // frame was cut, the reply's press 92 ms later (White's Qe2 pressed, the frame
                // cut, the clock's answer at 1:58 with the lever over, then Black's Qe4 pressed:
                // read as noise, Black's press was lost and Qe4 went without readings; lichess
                // #74 all 89).
                || (at - lastAt <= BURST_MILLIS
                    && previousNoisy
                    && noiseAfterPrevious
                    && !afterGap
                    && leverOverAndBack(beforeLast, last, data))
                || (at - lastAt <= LEVER_STALE_MILLIS
                    && previousNoisy
                    && !afterGap
                    && leverStaleOnPress(beforeLast, last, data))
                || (at - lastAt <= PRESS_RESENT_MILLIS
                    && previousNoisy
                    && !afterGap
                    && leverBackBeforeTick(beforeLast, last, data, moversSincePrevious)));
    if (previousCorrupt) {
      lastRunning = runningBeforeLast; // as if it never came
      System.arraycopy(stoppedBeforeLast, 0, stoppedAt, 0, FACES.length);
      last = beforeLast;
    }
    beforeLast = last;
    beforeLastAt = previousCorrupt ? beforeLastAt : lastAt;
    last = data;
    lastAt = at;
    runningBeforeLast = lastRunning;
    System.arraycopy(stoppedAt, 0, stoppedBeforeLast, 0, FACES.length);
    Optional<ClockSide> running = data.status().runningSide();
    Optional<Color> pressedBy = Optional.empty();
    if (whiteFace.isEmpty() && running.isPresent() && toMove.isPresent()) {
      ClockSide firstRunner = running.get();
      boolean startLost = ranBeforeStartSeen(beforeLast, data, running.get());
      if (startLost) {
        firstRunner = running.get().opposite();
      }
      whiteFace = Optional.of(toMove.get() == Color.WHITE ? firstRunner : firstRunner.opposite());
      if (startLost) {
        // The press that stopped it is this message's news: the mover's.
        pressedBy = Optional.of(toMove.get());
      }
    }
    if (whiteFace.isPresent()
        && lastRunning.isPresent()
        && running.isPresent()
        && lastRunning.get() != running.get()) {
      pressedBy = Optional.of(colourOf(lastRunning.get()));
    }
    Optional<Color> hiddenPressBy = Optional.empty();
    boolean sameRunner =
        whiteFace.isPresent() && lastRunning.isPresent() && sameFace(running, lastRunning);
    boolean stoppedRan = sameRunner && ranWhileStopped(data, running.get().opposite());
    boolean runnerGained =
        sameRunner && !stoppedRan && runnerGained(beforeLast, data, running.get());
    boolean stoppedFaceRan = stoppedRan || runnerGained;
    boolean repeatedPresses = repeated && sameFace(running, lastRunning) && whiteFace.isPresent();
    if (!afterGap && (stoppedFaceRan || repeatedPresses)) {
      // Two presses, and the message of the first was lost (a garbled line): the runner pressed,
      // the other face ran, and its player pressed back.
      hiddenPressBy = Optional.of(colourOf(running.get()));
      pressedBy = Optional.of(colourOf(running.get().opposite()));
    }
    boolean runnerPressedInGap =
        afterGap
            && pressedBy.isPresent()
            && !sameRunner
            && stoppedAt[running.orElseThrow().ordinal()] != null
            && millis(data.face(running.get())) - millis(stoppedAt[running.get().ordinal()])
                >= HIDDEN_RUN_MILLIS;
    if (pressedBy.isPresent()) {
      pressesSeen++;
    }
    boolean pressGainedNothing = false;
    if (pressedBy.isPresent() && hiddenPressBy.isEmpty() && beforeLast != null) {
      ClockSide presser = running.orElseThrow().opposite();
      Duration gain = data.face(presser).time().minus(beforeLast.face(presser).time());
      // Where presses add seconds, a press that added nothing is suspect (see Reading).
      pressGainedNothing =
          largestPressGain.compareTo(CLEAR_INCREMENT) >= 0 && gain.compareTo(Duration.ZERO) <= 0;
      if (gain.compareTo(largestPressGain) > 0) {
        largestPressGain = gain;
      }
    }
    if (running.isPresent() || !data.status().running()) {
      lastRunning = running;
    }
    if (whiteFace.isEmpty()) {
      return Optional.empty();
    }
    ClockSide white = whiteFace.get();
    Duration whiteTime = data.face(white).time();
    Duration blackTime = data.face(white.opposite()).time();
    ClockReadings shown = new ClockReadings(whiteTime, blackTime);
    if (pressedBy.isPresent() && hiddenPressBy.isEmpty()) {
      // Right after the press the opponent's time is what it was while stopped; this message may
      // come a second (or an outage) later, when that face has already run. (After a hidden
      // press the opponent last stopped at that press, unseen: this message is all there is.)
      ClockSide opponent = running.orElseThrow();
      ClockFace stopped = stoppedAt[opponent.ordinal()];
      if (stopped != null) {
        if (opponent == white) {
          whiteTime = stopped.time();
        } else {
          blackTime = stopped.time();
        }
      }
    }
    for (ClockSide face : FACES) {
      if (running.orElse(null) != face) {
        stoppedAt[face.ordinal()] = data.face(face);
      }
    }
    // The final flag: time expired and the face blocked at zero (a face showing 0:00:00 may
    // still have a fraction of a second left).
    Optional<Color> flagged = Optional.empty();
    if (data.face(white).finalFlag()) {
      flagged = Optional.of(Color.WHITE);
    } else if (data.face(white.opposite()).finalFlag()) {
      flagged = Optional.of(Color.BLACK);
    }
    return Optional.of(
        new Reading(
            new ClockReadings(whiteTime, blackTime),
            running.map(this::colourOf),
            pressedBy,
            flagged,
            hiddenPressBy,
            shown,
            previousCorrupt,
            stoppedFaceRan,
            runnerGained,
            pressGainedNothing,
            runnerPressedInGap));
  }

  /**
   * The clock's first message seen running comes after it stood stopped ({@code before}) with the
   * lever set for the other face, and the running face still shows the time it stood at: the
   * message that started the clock was lost (line noise), the face the lever was set for ran
   * first, and its player has pressed (Laws 6.6: the side that runs first is White's). A lever
   * moved while the clock stood sends a message of its own. Lichess games at 4:00 with White's
   * first move a second after the start, the start's message cut: 3:59 and 4:00 with the right
   * face running is White's press after b3, not White's face starting on the right (and with a
   * delay, 9:00 and 9:00, the lever is all that tells).
   */
  private static boolean ranBeforeStartSeen(
      DgtMessage.ClockData before, DgtMessage.ClockData data, ClockSide running) {
    return before != null
        && !before.status().running()
        && before.status().leverUp() == running.opposite()
        && data.face(running).time().equals(before.face(running).time());
  }

  /**
   * {@code press} showed the lever moved, and {@code after}, within a second and with the lever
   * where {@code press} left it, shows the presser's stopped face a second or more off: a stopped
   * face changes only at a press, and two hidden presses within the second do not happen at a
   * game's start, so {@code press} was a cut frame completed by line noise (White's first press of
   * a game, a tick cut 0.3 s before it and finished by noise with the lever flipped: 14:34 read for
   * g3 where the press's own message, 0.4 s later, showed 14:42 with the increment; 5:34 where it
   * showed 5:30 without one), or a press's message sent before its increment was added. Either
   * way the later one is the press's.
   * Checked at the game's first press only: later, a press dated by the tick after its cut message
   * shows the same pattern and is the press (twic #462 all 10).
   */
  private static boolean pressFrameSuperseded(
      DgtMessage.ClockData before, DgtMessage.ClockData press, DgtMessage.ClockData after) {
    Optional<ClockSide> was = before.status().runningSide();
    Optional<ClockSide> running = press.status().runningSide();
    if (was.isEmpty() || running.isEmpty() || sameFace(was, running) || !sameFace(running, after.status().runningSide())) {
      return false;
    }
    ClockSide presser = running.get().opposite();
    return Math.abs(after.face(presser).time().minus(press.face(presser).time()).toMillis())
        >= HIDDEN_RUN_MILLIS;
  }

  /**
   * The face {@code press} started shows in {@code after} no more than it did, and less by no
   * more than a second: it ran on, nobody pressed between (a press hidden there and its reply
   * would have given it an increment: Black's press without a move, White's press back cut by
   * noise, Black's press again, White's face from 10:51 to 11:01).
   */
  private static boolean startedFaceSteady(DgtMessage.ClockData press, DgtMessage.ClockData after) {
    Optional<ClockSide> started = press.status().runningSide();
    if (started.isEmpty()) {
      return false;
    }
    long ran =
        millis(press.face(started.get())) - millis(after.face(started.get()));
    return ran >= 0 && ran <= HIDDEN_RUN_MILLIS;
  }

  /**
   * {@code data} is {@code before} a second on: the same face running, the stopped one unchanged,
   * the running one a second less.
   */
  private static boolean tickedOnce(DgtMessage.ClockData before, DgtMessage.ClockData data) {
    Optional<ClockSide> running = data.status().runningSide();
    if (running.isEmpty() || !sameFace(running, before.status().runningSide())) {
      return false;
    }
    ClockSide face = running.get();
    return data.face(face.opposite()).equals(before.face(face.opposite()))
        && before.face(face).time().minus(data.face(face).time()).equals(Duration.ofSeconds(1));
  }

  /**
   * {@code middle} has a face far from both its neighbours, which agree, or seconds above both
   * when the third came at once; or its lever differs from both theirs, which agree, and the face
   * that stopped in it gained nothing where the clock adds seconds per move, as presses have
   * shown, or gains seconds in the third at once (a cut tick completed by line noise: the lever
   * seemingly pressed and pressed back within milliseconds, Black's face at 3:23 then 3:22 — a
   * press would have given it the increment); or it shows the clock stopped, {@code sinceBefore}
   * ms after a running {@code before}, with the third running at once.
   */
  private boolean corrupt(
      DgtMessage.ClockData before,
      DgtMessage.ClockData middle,
      DgtMessage.ClockData after,
      long sinceBefore) {
    Optional<ClockSide> running = before.status().runningSide();
    Optional<ClockSide> middleRunning = middle.status().runningSide();
    if (running.isPresent()
        && middleRunning.isEmpty()
        && after.status().runningSide().isPresent()
        && sinceBefore <= STOPPED_FRAME_MILLIS) {
      // Stopped between two running frames that came within milliseconds of each other: nobody
      // stops a clock and starts it again that fast. A press's message cut and completed by the
      // bytes behind it (c4-c3 pressed, the frame's status taken from a field update: stopped,
      // then White's face running at once): read as stopped, it hid Black's press, and c3 was
      // completed at Black's next one with its readings. Not after a silence: the frames the line
      // sends as it comes back may show the clock as it stood.
      return true;
    }
    if (running.isPresent() && middleRunning.isPresent() && !sameFace(middleRunning, running)) {
      ClockFace stopped = middle.face(running.get());
      Duration was = before.face(running.get()).time();
      boolean gainedNothing = pressGainedNothing(stopped, was);
      // Over and back; or the press's own message right after it, with the increment it lacks
      // (Black's press shown at 3:15 and at once at 3:25: the second is the press's).
      if (gainedNothing
          && (sameFace(running, after.status().runningSide())
              || (sameFace(middleRunning, after.status().runningSide())
                  && after.face(running.get()).time().compareTo(was) > 0))) {
        return true;
      }
      // The press's own message at once, its face seconds above this one's: a stopped face
      // gains only by a press's increment (Black's press shown at 2:40, then at once at 2:49,
      // the tick before it 1.5 s old and lost: the second is the press's).
      Duration gainedAtOnce = after.face(running.get()).time().minus(stopped.time());
      if (stopped.timePerMove()
          && largestPressGain.compareTo(CLEAR_INCREMENT) >= 0
          && sameFace(middleRunning, after.status().runningSide())
          && gainedAtOnce.toMillis() >= HIDDEN_RUN_MILLIS) {
        return true;
      }
    }
    for (ClockSide face : FACES) {
      long b = millis(before.face(face));
      long m = millis(middle.face(face));
      long a = millis(after.face(face));
      if (Math.abs(m - b) > CORRUPT_JUMP_MILLIS
          && Math.abs(m - a) > CORRUPT_JUMP_MILLIS
          && Math.abs(a - b) <= CORRUPT_JUMP_MILLIS) {
        return true;
      }
      // Seconds above both, which agree: no face loses seconds in a burst's milliseconds (Black's
      // stopped face at 0:34, then 0:51 in a frame behind line noise, then 0:34 again at once
      // with White's press: not a hidden press and its reply, or the 0:51 would still show).
      if (m - b >= HIDDEN_RUN_MILLIS
          && m - a >= 2 * HIDDEN_RUN_MILLIS
          && Math.abs(a - b) < HIDDEN_RUN_MILLIS) {
        return true;
      }
      // A face stopped in both, the lever unmoved, seconds below both neighbours, which agree, by
      // more than the time since the frame before allows: no face runs faster than the clock
      // (Black's stopped face at 1:33, then 1:24 a second later behind line noise, then 1:33
      // again at once with White's press: not Black's face run unseen, a hidden press and its
      // reply, and a 7.8.1). Not a face that started running in the middle one: with a delay,
      // the press gives back what it ran (and the emulator's clocks run faster than its wall).
      if (running.isPresent()
          && sameFace(running, middleRunning)
          && face != running.get()
          && b - m > sinceBefore + HIDDEN_RUN_MILLIS
          && Math.abs(a - b) < HIDDEN_RUN_MILLIS) {
        return true;
      }
      // The running face, the lever unmoved in all three, seconds below the third that came at
      // once, which is no higher than the first: a running face gains only by a press, which
      // moves the lever (White's face at 0:47, then 0:00 and 0:46 in one millisecond: not White's
      // face run out and two hidden presses, which kept the gesture after them from ending the
      // game; twic #1081 lt 60).
      if (running.isPresent()
          && sameFace(running, middleRunning)
          && sameFace(running, after.status().runningSide())
          && face == running.get()
          && a - m >= 2 * HIDDEN_RUN_MILLIS
          && a <= b) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@code middle}'s lever differs from both neighbours', which agree, and {@code after} shows the
   * same faces: pressed and pressed back with neither face moved, and (the caller's part) within
   * milliseconds, line noise between: no two players press that fast, so it is a tick whose status
   * byte the noise made up (London #9: White's face running at 1:59:29, a frame with the lever
   * over, four bytes of noise, the tick again in the same millisecond, White's own press 21 ms
   * later; read as two presses, the second was Black's press without a move, a false 7.8.1).
   */
  private static boolean leverOverAndBack(
      DgtMessage.ClockData before, DgtMessage.ClockData middle, DgtMessage.ClockData after) {
    Optional<ClockSide> running = before.status().runningSide();
    Optional<ClockSide> middleRunning = middle.status().runningSide();
    return running.isPresent()
        && sameFace(running, after.status().runningSide())
        && middleRunning.isPresent()
        && !sameFace(middleRunning, running)
        && middle.left().equals(after.left())
        && middle.right().equals(after.right());
  }

  /**
   * A face stopped at {@code stopped}, having shown {@code was} before the press, gained nothing
   * where presses have shown an increment of seconds (only then: with one of a second, a press
   * may leave the face on the second it showed; 3+1 blitz, 3:02 before and after).
   */
  private boolean pressGainedNothing(ClockFace stopped, Duration was) {
    return stopped.timePerMove()
        && largestPressGain.compareTo(CLEAR_INCREMENT) >= 0
        && stopped.time().compareTo(was) <= 0;
  }

  /**
   * {@code middle}, which came with line noise, has the lever over, the face it stopped gaining
   * nothing where presses have shown an increment of seconds, and {@code after}, within a second,
   * has the lever back with that face running on from {@code middle}'s and the other as it stood
   * in both: a tick whose status byte the noise made up, not a press and a press back without a
   * move (Black's face at 1:57:14 with the lever over and a byte of noise, then 0.87 s later
   * running at 1:57:13, White's at 1:33:20 throughout; Black's own press came 0.28 s after that:
   * read as presses, White's was a false 7.8.1; London #14 lt 72). Not where the player who
   * would have pressed back moved a piece between the two frames ({@code movers}, a bit per
   * colour ordinal): that is a press, its increment lost with the noise, and the reply's (h4
   * pressed with garbage, White's face 7:30 and no increment, then Black's Rf7 and press 0.9 s
   * later; twic #505 lt 61). Over and back within milliseconds with the faces unchanged is
   * {@link #leverOverAndBack}.
   */
  private boolean leverBackBeforeTick(
      DgtMessage.ClockData before,
      DgtMessage.ClockData middle,
      DgtMessage.ClockData after,
      int movers) {
    Optional<ClockSide> running = before.status().runningSide();
    Optional<ClockSide> middleRunning = middle.status().runningSide();
    if (whiteFace.isEmpty()
        || running.isEmpty()
        || middleRunning.isEmpty()
        || sameFace(middleRunning, running)
        || !sameFace(running, after.status().runningSide())
        || (movers & 1 << colourOf(middleRunning.get()).ordinal()) != 0) {
      return false;
    }
    ClockSide runner = running.get();
    ClockFace stopped = middle.face(runner);
    long other = millis(before.face(runner.opposite()));
    return pressGainedNothing(stopped, before.face(runner).time())
        && millis(after.face(runner)) <= millis(stopped)
        && millis(middle.face(runner.opposite())) == other
        && millis(after.face(runner.opposite())) == other;
  }

  /**
   * {@code middle} kept the lever where {@code before} had it, its running face seconds more (a
   * press's increment), and {@code after} shows the lever over with that face as {@code middle}
   * had it: {@code middle} was the press's frame, its status byte made up by line noise (White's
   * press lost, the next frame behind a byte of noise showing White's face 10 s up and the lever
   * unmoved, then the lever over at 10:21 a tenth of a second later: one press, White's, not a
   * hidden pair and an illegal move; twic #369, #450 lt 72). Not a second later: that is a hidden
   * pair and the next press (lichess #250 lt 66).
   */
  private static boolean leverStaleOnPress(
      DgtMessage.ClockData before, DgtMessage.ClockData middle, DgtMessage.ClockData after) {
    Optional<ClockSide> running = before.status().runningSide();
    if (running.isEmpty()
        || !sameFace(running, middle.status().runningSide())
        || !sameFace(running.map(ClockSide::opposite), after.status().runningSide())) {
      return false;
    }
    ClockSide presser = running.get();
    return runnerGained(before, middle, presser)
        && millis(after.face(presser)) == millis(middle.face(presser));
  }

  /**
   * {@code middle} kept the lever where {@code before} had it and showed the stopped face seconds
   * off, and {@code after}, within the second, shows that face as {@code before} did: after a
   * press and its reply, both unseen, the stopped face keeps its new time, so {@code middle} was a
   * cut frame completed by line noise (Black's stopped face 2:25, then 2:52 with the lever
   * unmoved, then 2:25 again at White's press 0.3 s later: no hidden press pair, no 7.8.1).
   */
  private static boolean stoppedFaceCameBack(
      DgtMessage.ClockData before, DgtMessage.ClockData middle, DgtMessage.ClockData after) {
    Optional<ClockSide> running = middle.status().runningSide();
    if (running.isEmpty() || !sameFace(running, before.status().runningSide())) {
      return false;
    }
    ClockSide stopped = running.get().opposite();
    long b = millis(before.face(stopped));
    long m = millis(middle.face(stopped));
    long a = millis(after.face(stopped));
    return Math.abs(m - b) >= HIDDEN_RUN_MILLIS
        && Math.abs(m - a) >= HIDDEN_RUN_MILLIS
        && Math.abs(a - b) < HIDDEN_RUN_MILLIS;
  }

  /**
   * The face running in both messages shows more now than before: a running face only loses
   * time, so its player pressed meanwhile (the increment, Fischer mode) and the opponent pressed
   * back, both messages lost (f4 pressed, Rab8 pressed 0.9 s later: White's face from 10:56 to
   * 11:06, Black's back on 10:51 by its own increment).
   */
  private static boolean runnerGained(
      DgtMessage.ClockData before, DgtMessage.ClockData data, ClockSide face) {
    return before != null
        && millis(data.face(face)) - millis(before.face(face))
            >= HIDDEN_RUN_MILLIS;
  }

  /** The face stood still in the last message and shows another time now. */
  private boolean ranWhileStopped(DgtMessage.ClockData data, ClockSide face) {
    ClockFace stopped = stoppedAt[face.ordinal()];
    return stopped != null
        && Math.abs(millis(data.face(face)) - millis(stopped)) >= HIDDEN_RUN_MILLIS;
  }

  /**
   * The same face running in both, or neither running. Not {@link Optional#equals}: read on
   * every message, its generic comparison showed up in the profile (docs/performance.md).
   */
  private static boolean sameFace(Optional<ClockSide> a, Optional<ClockSide> b) {
    return a.orElse(null) == b.orElse(null);
  }

  /** The face's time in milliseconds, without a Duration (read several times a message). */
  private static long millis(ClockFace face) {
    return face.totalSeconds() * 1000;
  }

  private Color colourOf(ClockSide face) {
    return face == whiteFace.orElseThrow() ? Color.WHITE : Color.BLACK;
  }
}
