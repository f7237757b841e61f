package org.touchmove.reconstruct;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.touchmove.dgt.BoardReading;
import org.touchmove.dgt.ClockSide;
import org.touchmove.dgt.DgtMessage;

/**
 * The messages that queued on the line behind the board's log, given back the times they were
 * sent.
 *
 * <p>The log (7,939 bytes) holds a 9600-baud line for 8 s. Whatever the board sends meanwhile —
 * the players' moves, their presses, the clock's ticks — waits behind it and then comes in one
 * burst, a few milliseconds apart: in order, but with its times squeezed out. Read at those times,
 * a press would be judged on the board as the whole burst left it, seconds after the press
 * (Black's f7-f5 pressed, then White's g5 and a bishop lifted: an illegal move). So the tracker
 * stands still while the log is on the line (nothing can reach it before the log), reads the log
 * at the time it was asked for (its content is of that moment), holds the burst until the line
 * has drained, checks it against a dump asked for then (putting back an update the line lost in
 * it, {@link #repair}), and reads it at estimated times ({@link #estimate}): the clock talks once
 * a second while it runs, so each tick is a second after the clock's previous message, a press
 * about half a second; the other messages are spread between the clock messages around them.
 */
final class LogBurst {
  /** Messages this far apart (or a silence this long) mean the queue behind the log has drained. */
  static final long DRAINED_MILLIS = 40;

  /**
   * Messages arriving this soon after the request were on their way before the board had it (the
   * clock's reading sent with the dump that showed the gap): they do not mean the log is not coming.
   */
  static final long ANSWER_MILLIS = 200;

  /**
   * How long the line may pause in a burst where a dump asked for during the log is still to
   * come: its own 70 ms on the line and some. Longer, and it was lost: the burst has drained.
   */
  static final long QUEUED_DUMP_MILLIS = 250;

  /** How long the dump that checks a drained burst is waited for before it is read unchecked. */
  static final long CHECK_WAIT_MILLIS = 1000;

  private static final long TICK_MILLIS = 1000;
  /** Ticks counted forward that end this near the burst's end ran through it. */
  private static final long TRUSTED_END_MILLIS = 2500;
  private static final long PRESS_MILLIS = 500;
  /** How long after a press a landing the scan reported behind it is put (see estimate). */
  static final long LATE_LANDING_MILLIS = 100;
  /** A burst is at most the 8 s of play behind one log; more than this is not one. */
  private static final int MOST_HELD = 4096;
  /** See {@link #endGuessed}. */
  private final java.util.BitSet endGuessed = new java.util.BitSet();
  /** See {@link #placeGuessed}. */
  private final java.util.BitSet placeGuessed = new java.util.BitSet();

  /** A message held with the time it arrived. */
  record Held(DgtMessage message, long arrivedAt) {}

  /** A held message with the time it is read at. */
  record Timed(DgtMessage message, long at) {}

  private final List<Held> held = new ArrayList<>();
  private boolean collecting;
  private long checkAskedAt = Long.MIN_VALUE;
  /** The check was asked for again (its answer garbled): once is enough. */
  private boolean checkAskedAgain;
  private long from;
  private DgtMessage.ClockData clockBefore;
  /** Dumps asked for while the log was on the line, not yet come: queued behind it (see begin). */
  private int dumpsQueued;

  /**
   * The log came: hold what follows. {@code from} is when the log was asked for, {@code
   * lastClock} the clock's last message before then (null if none), {@code dumpsAsked} how many
   * dumps were asked for while the log was on the line: each answer waits behind it, among the
   * burst (its 67 bytes hold the line 70 ms, a pause longer than a drained queue's), and shows
   * the board as it was asked for.
   */
  void begin(long from, DgtMessage.ClockData lastClock, int dumpsAsked) {
    collecting = true;
    dumpsQueued = dumpsAsked;
    checkAskedAt = Long.MIN_VALUE;
    checkAskedAgain = false;
    held.clear();
    endGuessed.clear();
    placeGuessed.clear();
    this.from = from;
    this.clockBefore = lastClock;
  }

  boolean collecting() {
    return collecting;
  }

  /** Whether {@code message}, arriving at {@code at}, still belongs to the burst. */
  boolean continues(DgtMessage message, long at) {
    if (held.size() >= MOST_HELD) {
      return false;
    }
    if (dumpsQueued > 0 && message instanceof DgtMessage.BoardDump) {
      dumpsQueued--; // one asked for while the log was sent: it came in the queue behind it
      return true;
    }
    return checking() || held.isEmpty() || at - lastArrival() <= DRAINED_MILLIS;
  }

  /** The burst has drained and a dump to check it against was asked for at {@code at}. */
  void checkAsked(long at) {
    checkAskedAt = at;
  }

  /**
   * True the first time in a burst, when garbage came while the check was awaited (its answer
   * cut on the line) and it is to be asked for again; false after that.
   */
  boolean askAgainOnce() {
    if (checkAskedAgain) {
      return false;
    }
    checkAskedAgain = true;
    return true;
  }

  /**
   * The fields the last repair put an update on last, nothing telling its place (see {@link
   * #repair}): when the board changed there in the burst is unknown, and so is how long what it
   * showed before stood.
   */
  boolean endGuessed(int field) {
    return endGuessed.get(field);
  }

  /**
   * The fields the last repair put an update on anywhere ({@link #repair}): its place among the
   * burst's messages is the repair's reasoning, not the board's word, and so is its order with
   * the updates around it.
   */
  boolean placeGuessed(int field) {
    return placeGuessed.get(field);
  }

  /** A dump to check the burst is awaited. */
  boolean checking() {
    return checkAskedAt != Long.MIN_VALUE;
  }

  /** The check's dump has not come in time: read the burst without it. */
  boolean checkOverdue(long now) {
    return checking() && now - checkAskedAt > CHECK_WAIT_MILLIS;
  }

  /**
   * Makes the burst end on the board {@code dump} shows, starting from {@code codes} (by DGT
   * field): a square whose last word in the burst is not what the dump shows had an update the
   * line lost (N9) or cut (N10). Its update is put where the piece's other half of the move is: a
   * square emptied just before the same piece next lands elsewhere without a heard emptying to
   * account for it (Bb5xc6 with b5's emptying lost), a square filled just after the last time
   * the same piece left a square without landing again (c6-d6 with d6's filling cut; e3-e4, then
   * e4-e5 with e5's filling lost: after e4's emptying, not e3's; but where an earlier such
   * leaving has the opponent move after it, after that one: Rf8-e8 lost, c2-c4, a8 lifted live).
   * A leaving scanned just after a landing of the same piece, on a square further on in the scan,
   * is that landing's own (Rh4-c4 through g4: g4 filled, h4 emptied, c4 filled). Failing that,
   * last: the dump that shows it came just after the burst. (Put where the line garbled
   * something, or first, an update lost late — e7-e6 the burst's last move, both halves lost —
   * made every move before it unreadable.) A piece put on a square the burst has still occupied
   * tells of an emptying lost too, found without the dump, and so does a square emptied that the
   * burst already had empty (its filling lost: the piece that left elsewhere and has not landed
   * since landed there; a piece taken, its square filled by the other colour and missing from the
   * dump, is not in the air; where none is, the one piece the dump shows gone from a square the
   * burst never emptied, within reach, took there: Rb8xb2 with both halves lost).
   * {@code dump} null: the dump did not come, only those are repaired.
   * Returns how many updates were put in.
   */
  int repair(int[] codes, BoardReading dump) {
    return repair(codes, dump, null);
  }

  /**
   * As {@link #repair(int[], BoardReading)}, knowing which clock face is White's ({@code null}:
   * not known): a whole move the dump shows and the burst lost both halves of goes just before
   * its player's press that has no move of theirs since their press before ({@link
   * #beforeItsPress}).
   */
  int repair(int[] codes, BoardReading dump, ClockSide whiteFace) {
    return repair(codes, dump, whiteFace, null);
  }

  /**
   * As {@link #repair(int[], BoardReading, ClockSide)}, knowing how many of each piece code the
   * position has that {@code codes} does not show ({@code offBoard}, by code; {@code null}: not
   * known): in the hand or taken off when the burst began ({@link #landedFromTheHand}).
   */
  int repair(int[] codes, BoardReading dump, ClockSide whiteFace, int[] offBoard) {
    int n = held.size();
    int[] after = codes.clone();
    int[] lastWord = new int[after.length];
    Arrays.fill(lastWord, -1);
    int[] emptied = new int[n]; // the code a field update found on its square, or -1
    List<int[]> overwrites = new ArrayList<>(); // {index, field, code found, first index to look}
    List<int[]> refills = new ArrayList<>(); // {index, field, first index to put it}
    for (int i = 0; i < n; i++) {
      emptied[i] = -1;
      if (held.get(i).message() instanceof DgtMessage.FieldUpdate) {
        DgtMessage.FieldUpdate update = (DgtMessage.FieldUpdate) held.get(i).message();
        int found = after[update.field()];
        if (update.code() == 0 && found == 0) {
          refills.add(new int[] {i, update.field(), lastWord[update.field()] + 1});
        }
        if (update.code() == 0) {
          emptied[i] = found;
        } else if (found != 0) {
          overwrites.add(new int[] {i, update.field(), found, lastWord[update.field()] + 1});
        }
        after[update.field()] = update.code();
        lastWord[update.field()] = i;
      }
    }
    List<int[]> inserts = new ArrayList<>(); // {index, field, code}
    for (int[] refill : refills) {
      // A square emptied that the burst already had empty: a piece landed there, its update lost
      // (Bxc4 with c4's filling lost, then Bc4-e6). The piece is the one that left a square
      // (not this one: that was what it took) and has not landed since; it landed just after the
      // later of its leaving and the square's last word.
      int[] put = refilling(refill[1], refill[0], emptied, codes, dump);
      if (put != null) {
        inserts.add(new int[] {Math.max(put[0], refill[2]), refill[1], put[1]});
        // The emptying heard is now that piece leaving again: where the dump shows it landed
        // (a lost filling of its own) is after this leaving, not after the one before it
        // (Qf5-f4 with f4's filling cut, Qf4-f5 with f5's lost: f5 refilled before f4 was left,
        // the queen on both squares at Black's press, an illegal move).
        emptied[refill[0]] = put[1];
        continue;
      }
      // No piece in the air: its leaving was lost too, and the dump shows the square it left
      // empty where the burst still has it (Rb8xb2 with both halves lost, b2 emptied twice, b8
      // empty in the dump): that piece left and landed here just after the square's last word,
      // before the capture's press and whatever came after it.
      int left = lostLeavingWithinReach(refill[1], refill[2], after, lastWord, emptied, dump);
      if (left >= 0) {
        inserts.add(new int[] {refill[2], left, 0, 0});
        inserts.add(new int[] {refill[2], refill[1], after[left], 1});
        after[left] = 0;
        continue;
      }
      int[] back = cameBack(refill, overwrites);
      if (back != null) {
        // The piece went there and came back, both halves of its going lost: Rc2-d2 lost in a
        // garble, then Rd2-c2 heard (d2 emptied twice, c2 filled twice; twic #122 lt 79). Its
        // going is put where the line garbled something since both squares' last words, or,
        // failing that, just before it left again.
        int at = lastGarble(Math.max(refill[2], back[3]), refill[0]);
        at = at >= 0 ? at : refill[0];
        inserts.add(new int[] {at, back[1], 0, 0});
        inserts.add(new int[] {at, refill[1], back[2], 1});
        emptied[refill[0]] = back[2];
        overwrites.remove(back);
        continue;
      }
      boolean noneInTheAir =
          inTheAir(refill[1], refill[0], emptied, codes, dump, new HashMap<>()).isEmpty();
      int code = noneInTheAir ? landedFromTheHand(refill[1], refill[0], offBoard) : 0;
      if (code > 0) {
        inserts.add(new int[] {refill[2], refill[1], code, 0});
      }
    }
    List<int[]> ownOverwrites = new ArrayList<>(); // {index, field, code found}
    for (int[] overwrite : overwrites) {
      // A piece put on a square that still had one: the square's emptying was lost (Qd6xe5,
      // d6's emptying lost, then d5-d6: the dump after the burst shows d6 as the burst leaves
      // it; Ke7-f6, e7's emptying lost, and Kf6-e7 later). It was lost just before the piece it
      // found there landed elsewhere unaccounted for; where it landed nowhere, the square was
      // emptied and filled within one scan (a capture).
      int at = unmatchedLanding(overwrite[3], overwrite[0], overwrite[2], emptied);
      if (at >= 0) {
        inserts.add(new int[] {at, overwrite[1], 0});
      } else if (sameColour(overwrite[2], codeAt(overwrite[0]))) {
        ownOverwrites.add(overwrite); // no capture: the piece left, and landed unheard too
      }
    }
    if (dump != null) {
      inserts.addAll(lostMiddleSquares(codes, emptied, after, dump));
    }
    for (int i = 0; dump != null && i < n; i++) {
      int[] landing = lostCaptureLanding(i, emptied, after, dump);
      // Not where a rule above put something on the square already (Bxc4, c4 emptied twice).
      if (landing != null && inserts.stream().noneMatch(insert -> insert[1] == landing[1])) {
        inserts.add(landing);
      }
    }
    for (int field = 0; dump != null && field < after.length; field++) {
      int shown = dump.codeAt(field);
      if (after[field] != shown) {
        int from = lastWord[field] + 1;
        int at =
            shown == 0
                ? unmatchedLanding(from, n, after[field], withoutVictims(emptied, codes, dump))
                : afterUnmatchedLeaving(
                    from,
                    field,
                    shown,
                    emptied,
                    inserts,
                    lostFillings(shown, after, dump) == 1,
                    count(codes, shown) - count(dump, shown));
        if (at < 0 && shown == 0) {
          // Every landing of the piece seems accounted for: a square the burst began with
          // wrongly occupied (a rook seen mid-slide before the gap, its emptying heard in the
          // burst) leaves one leaving too many. The landing the piece could make from here is
          // the other half (Rh3-h1 with h3's emptying lost, the d6 rook seen on d4 before).
          at = onlyLandingWithinReach(from, field, after[field]);
        }
        if (at < 0 && shown != 0) {
          // A piece no leaving of its own accounts for, on the edge rank next to where a pawn of
          // its colour left and never landed: the promotion (e7-e8=Q with e8's filling cut, then
          // Rb8-b7 and Kf7-g6 heard: put last, Black's rook moved before White's promotion
          // landed, an A.4.2 cascade). It landed just after the pawn left.
          int promoted = promotionLeaving(from, field, shown, emptied, inserts);
          if (promoted >= 0) {
            at = promoted + 1;
          }
        }
        if (at < 0 && shown != 0 && lastUnmatchedLeaving(0, from, shown, emptied) >= 0) {
          // The piece left before the square's last word, which emptied it for the capture
          // (fxe4: f5 emptied, then the queen taken off e4, the pawn's landing lost): it landed
          // just after that word.
          at = from;
        }
        inserts.add(new int[] {at >= 0 ? at : n, field, shown, 0});
      }
    }
    if (whiteFace != null) {
      beforeItsPress(inserts, after, lastWord, whiteFace, offBoard);
      leftBeforeItsPress(ownOverwrites, inserts, whiteFace);
    }
    slideGoesOn(inserts, after, lastWord, emptied);
    // Later indices first, so the earlier ones stay valid; at one index the later-ranked first,
    // so that each is put before it.
    inserts.sort(
        (a, b) ->
            b[0] != a[0]
                ? Integer.compare(b[0], a[0])
                : rank(b) != rank(a) ? Integer.compare(rank(b), rank(a)) : Integer.compare(b[1], a[1]));
    endGuessed.clear();
    inserts.stream().filter(insert -> insert[0] >= n).forEach(insert -> endGuessed.set(insert[1]));
    placeGuessed.clear();
    inserts.forEach(insert -> placeGuessed.set(insert[1]));
    for (int[] insert : inserts) {
      int index = insert[0];
      long arrived = index < held.size() ? held.get(index).arrivedAt() : lastArrival();
      held.add(index, new Held(new DgtMessage.FieldUpdate(insert[1], insert[2]), arrived));
    }
    return inserts.size();
  }

  /**
   * A move both of whose updates the line lost goes, failing anything better, last (see {@link
   * #repair}); but where the burst has its player's press with no move of theirs since their
   * press before, that press was this move's: it goes just before it, its emptying first (h4-h5
   * with both updates lost, White's press after Black's Rh1 then read as a 7.8.1 and Black's d3
   * and White's Ke3 after it as illegal moves). Only a move on an empty board's reach from the
   * emptied square to the filled one, and one such move per press.
   */
  private void beforeItsPress(
      List<int[]> inserts, int[] after, int[] lastWord, ClockSide whiteFace, int[] offBoard) {
    int n = held.size();
    List<Integer> used = new ArrayList<>();
    List<int[]> wholeMoves = new ArrayList<>();
    for (int[] emptying : inserts) {
      if (emptying[0] != n || emptying[2] != 0 || after[emptying[1]] == 0) {
        continue;
      }
      int code = after[emptying[1]];
      int[] filling = onlyLastFilling(inserts, code, emptying[1]);
      if (filling == null) {
        continue;
      }
      wholeMoves.add(filling);
      // The burst's last word on the square the move took on, where it took a piece off: the
      // victim of the capture whose landing was lost.
      int lastOnIt = lastWord[filling[1]];
      int victimTaken = lastOnIt >= 0 && codeAt(lastOnIt) == 0 ? lastOnIt : -1;
      int press = pressWithoutMove(code <= 6, whiteFace, used, inserts, victimTaken, false);
      if (press >= 0) {
        used.add(press);
        emptying[0] = press;
        filling[0] = press;
        filling[3] = 1; // after the emptying
      }
    }
    for (int[] filling : inserts) {
      // A piece in the hand of the player to move as the log was asked for, its landing lost and
      // put last: it landed before their first press in the burst, if that had no landing of
      // theirs (Bc4 lifted as the gap's dump came, f1's filling lost behind the log: put last,
      // White's press of Bf1 was one without a move and the game went on from two white moves;
      // twic #708 link-trouble seed 46).
      int code = filling[2];
      if (filling[0] != n
          || code == 0
          || offBoard == null
          || offBoard[code] <= 0
          || wholeMoves.contains(filling)
          || clockBefore == null
          || lever(clockBefore) != (code <= 6 ? whiteFace : whiteFace.opposite())) {
        continue;
      }
      int press = pressWithoutMove(code <= 6, whiteFace, used, inserts, -1, true);
      if (press >= 0) {
        used.add(press);
        filling[0] = press;
      }
    }
  }

  /**
   * The one filling of {@code code} put last among {@code inserts} (nothing telling its place) on
   * a square the piece could reach from {@code from}; null where none, or several: two squares the
   * piece could have gone to are not for the rules that use this to choose between.
   */
  private int[] onlyLastFilling(List<int[]> inserts, int code, int from) {
    int n = held.size();
    int[] filling = null;
    for (int[] other : inserts) {
      if (other[0] == n && other[2] == code && withinReach(code, from, other[1])) {
        if (filling != null) {
          return null;
        }
        filling = other;
      }
    }
    return filling;
  }

  /**
   * A piece of the same colour put on a square the burst still had a piece on, which landed
   * nowhere in it: no capture, so the piece there had left, both halves of its move lost, and the
   * dump shows where it went (Nf3-e5 lost whole, then Black's Nf6-e4 and White's f2-f3 heard: the
   * pawn found the knight still on f3). Where that landing was put last (nothing telling its
   * place), the move goes just before its player's first press with no move of theirs, if that
   * press came before the square was filled again: put last, White's press of Ne5 was a press
   * without a move (a false 7.8.1) and Ne5 f3 two white moves in a row. {@code ownOverwrites}
   * holds {index, field, code found}.
   */
  private void leftBeforeItsPress(
      List<int[]> ownOverwrites, List<int[]> inserts, ClockSide whiteFace) {
    List<Integer> used = new ArrayList<>();
    List<int[]> emptyings = new ArrayList<>();
    for (int[] overwrite : ownOverwrites) {
      int code = overwrite[2];
      int[] filling = onlyLastFilling(inserts, code, overwrite[1]);
      if (filling == null) {
        continue;
      }
      int press = pressWithoutMove(code <= 6, whiteFace, used, inserts, -1, false);
      if (press >= 0 && press < overwrite[0]) {
        used.add(press);
        emptyings.add(new int[] {press, overwrite[1], 0, 0});
        filling[0] = press;
        if (filling.length > 3) {
          filling[3] = 1; // after the emptying (an insert may carry no rank)
        }
      }
    }
    inserts.addAll(emptyings);
  }

  /** Both codes are pieces of one colour (1-6 White, 7-12 Black). */
  private static boolean sameColour(int a, int b) {
    return a != 0 && b != 0 && (a <= 6) == (b <= 6);
  }

  /** The code held message {@code i} puts on its square (0 for an emptying or no update). */
  private int codeAt(int i) {
    return held.get(i).message() instanceof DgtMessage.FieldUpdate
        ? ((DgtMessage.FieldUpdate) held.get(i).message()).code()
        : 0;
  }

  /**
   * A move the dump shows one square further on along the line a piece last came in the burst,
   * both its updates lost, was that move's slide going on before the press, not a move of its
   * own after it: it goes just after the landing (f2-f3 heard, f3's emptying and f4's filling
   * lost, then White's press and Black's Qd8 lifted: put last, f3-f4 was a white move in Black's
   * turn, 7.5.1, and the game went on as if it stood). Only where the piece's colour lands
   * nowhere else after it and it is no knight (which does not slide).
   */
  private void slideGoesOn(List<int[]> inserts, int[] after, int[] lastWord, int[] emptied) {
    int n = held.size();
    for (int[] emptying : inserts) {
      int code = emptying[0] == n && emptying[2] == 0 ? after[emptying[1]] : 0;
      int landing = code == 0 ? -1 : lastWord[emptying[1]];
      if (code == 0 || code == 3 || code == 9 || landing < 0 || !lands(landing, code)) {
        continue;
      }
      boolean sameScan = leftInTheSameScan(landing, code, emptied);
      int left = sameScan ? landing + 1 : lastUnmatchedLeaving(0, landing, code, emptied);
      int put = sameScan ? landing + 2 : landing + 1;
      int[] filling = null;
      for (int[] other : inserts) {
        if ((other[0] == n || other[0] == put)
            && other[2] == code
            && withinReach(code, emptying[1], other[1])) {
          filling = filling == null ? other : null;
          if (filling == null) {
            break; // two squares it could have gone on to: not this rule's to choose
          }
        }
      }
      if (filling == null
          || left < 0
          || !onOneLine(field(left), emptying[1], filling[1])
          || !withinReach(code, field(left), filling[1])
          || landsAfter(put, code <= 6)) {
        continue;
      }
      emptying[0] = put;
      filling[0] = put;
      if (filling.length > 3) {
        filling[3] = 1; // after the emptying
      }
    }
  }

  /** {@code via} lies on the straight line from {@code from} to {@code to}, between them. */
  private static boolean onOneLine(int from, int via, int to) {
    int fileStep = Integer.signum(via % 8 - from % 8);
    int rankStep = Integer.signum(via / 8 - from / 8);
    int files = Math.abs(via % 8 - from % 8);
    int ranks = Math.abs(via / 8 - from / 8);
    boolean straight = files == 0 || ranks == 0 || files == ranks;
    int onFiles = Math.abs(to % 8 - via % 8);
    int onRanks = Math.abs(to / 8 - via / 8);
    return straight
        && (onFiles == 0 || onRanks == 0 || onFiles == onRanks)
        && Integer.signum(to % 8 - via % 8) == fileStep
        && Integer.signum(to / 8 - via / 8) == rankStep;
  }

  /** A piece of the colour ({@code white}) lands at or after held message {@code from}. */
  private boolean landsAfter(int from, boolean white) {
    for (int i = from; i < held.size(); i++) {
      if (held.get(i).message() instanceof DgtMessage.FieldUpdate update
          && update.code() != 0
          && (update.code() <= 6) == white) {
        return true;
      }
    }
    return false;
  }

  /**
   * The first held press by White ({@code white}) or Black with no landing of that colour since
   * the same player's press before it in the burst (or, for their first press in it, since the
   * burst began, the opponent having pressed in it first; or, the burst's first press and none
   * such after it, where the burst ends in the opponent's turn or the move's victim was taken off
   * before it, at {@code victimTaken}, or the piece was in the hand {@code inTheHand} as the
   * burst began), and not in {@code used}; or -1.
   */
  private int pressWithoutMove(
      boolean white,
      ClockSide whiteFace,
      List<Integer> used,
      List<int[]> inserts,
      int victimTaken,
      boolean inTheHand) {
    ClockSide own = white ? whiteFace : whiteFace.opposite();
    DgtMessage.ClockData previous = clockBefore;
    boolean landed = false;
    boolean opponentPressed = false;
    boolean ownPressed = false;
    int first = -1; // their first press in the burst, before the opponent's, with no landing
    for (int i = 0; i < held.size(); i++) {
      for (int[] insert : inserts) {
        // A landing already put back before this message (Rb6's, lost after d6's emptying, put
        // just before White's press): that press had its move.
        landed |= insert[0] == i && insert[2] != 0 && (insert[2] <= 6) == white;
      }
      DgtMessage message = held.get(i).message();
      if (message instanceof DgtMessage.FieldUpdate) {
        int code = ((DgtMessage.FieldUpdate) message).code();
        landed |= code != 0 && (code <= 6) == white;
      } else if (message instanceof DgtMessage.ClockData) {
        DgtMessage.ClockData clock = (DgtMessage.ClockData) message;
        if (previous != null && lever(previous) != lever(clock)) {
          // The lever rose on the side whose clock the press started: the presser's is the other.
          boolean ownPress = lever(previous) == own;
          if (ownPress) {
            if (!landed && (ownPressed || opponentPressed) && !used.contains(i)) {
              return i;
            }
            if (!landed && !ownPressed && !opponentPressed && !used.contains(i)) {
              first = i;
            }
            ownPressed = true;
            landed = false;
          } else {
            opponentPressed = true;
          }
        }
        previous = clock;
      }
    }
    // Their first press, the burst's first: a move made before the burst began may be its. But
    // where the burst ends in the opponent's turn, the move put last would be made out of turn:
    // that press is the one it had (Rf5-f8 lost whole after a gap's dump, then Kg1 Ba4 Rd2 Bf6
    // heard: put last, Black's rook moved in White's turn, an A.4.2 cascade; twic #1103 lt 46).
    // So too where the piece it took was taken off in the burst before that press: the capture
    // was made then (Bb7xa8 with both its updates lost, a8's emptying heard, then Black's press,
    // Na4 h6 Rxb2 heard: put last, Black pressed without a move and took on a8 three moves after
    // the queen went; twic #573 link-trouble seed 46).
    boolean endsInOpponentsTurn = previous != null && lever(previous) != own;
    boolean capturedBefore = victimTaken >= 0 && victimTaken < first;
    return endsInOpponentsTurn || capturedBefore || inTheHand ? first : -1;
  }


  /**
   * The first landing of {@code code} from {@code from} (before {@code to}) that no heard emptying
   * of the same piece before it accounts for (the other half of a lost emptying), or -1.
   */
  private int unmatchedLanding(int from, int to, int code, int[] emptied) {
    int unmatchedLeavings = 0;
    for (int i = from; i < to; i++) {
      if (i > 0 && leftInTheSameScan(i - 1, code, emptied)) {
        continue; // the leaving of the landing just before it (its pair, skipped below)
      }
      if (emptied[i] == code) {
        unmatchedLeavings++;
      } else if (lands(i, code) && !leftInTheSameScan(i, code, emptied)) {
        if (unmatchedLeavings == 0) {
          return i;
        }
        unmatchedLeavings--;
      }
    }
    return -1;
  }

  /**
   * {@code emptied} without the emptyings of pieces taken: a square emptied and next filled by
   * the other colour, where the dump has fewer of that piece than the burst began with, lost its
   * piece to a capture; that piece never lands again, so its leaving accounts for no landing
   * (dxc4: the c4 pawn taken off; then e2-e3-e4 with e2's emptying lost: e3's filling is the e2
   * pawn's, not the c4 pawn's; twic #1005 link-trouble 80). Oldest first, as many as were taken.
   */
  private int[] withoutVictims(int[] emptied, int[] codes, BoardReading dump) {
    int[] left = emptied.clone();
    int[] taken = new int[13];
    for (int code = 1; code < taken.length; code++) {
      taken[code] = count(codes, code) - count(dump, code);
    }
    for (int i = 0; i < left.length; i++) {
      int code = left[i];
      if (code <= 0 || code >= taken.length || taken[code] <= 0) {
        continue;
      }
      int filler = nextFilling(i);
      if (filler != 0 && !sameColour(code, filler)) {
        left[i] = -1;
        taken[code]--;
      }
    }
    return left;
  }

  /**
   * Held message {@code i} puts {@code code} down with no leaving of that piece before it in the
   * burst, and the next one empties a square of the same piece further on in the board's scan
   * order: the piece's own leaving, reported after its landing because the scan reached the
   * landing's square first (Rh4-c4 sliding through g4: g4 filled, then h4 emptied in the same
   * scan, then c4 filled; h4's emptying is g4's leaving, not c4's). A leaving so paired before
   * it is no leaving this landing could pair with: Re5-d5-c5 reports d5 filled, e5 emptied, c5
   * filled, d5 emptied, two such pairs (read as one, the rook stayed in the air and a king's lost
   * landing found two pieces it could be; lichess #145 all 90).
   */
  private boolean leftInTheSameScan(int i, int code, int[] emptied) {
    if (!landsThenLeaves(i, code, emptied)) {
      return false;
    }
    int unmatched = 0;
    for (int j = 0; j < i; j++) {
      if (emptied[j] == code) {
        unmatched++;
      } else if (lands(j, code)) {
        if (unmatched > 0) {
          unmatched--;
        } else if (j + 1 < i && landsThenLeaves(j, code, emptied)) {
          j++; // its own leaving, scanned just after it
        }
      }
    }
    return unmatched == 0;
  }

  /** Held message {@code i} puts {@code code} down, the next empties a square later in the scan. */
  private boolean landsThenLeaves(int i, int code, int[] emptied) {
    return i + 1 < held.size()
        && lands(i, code)
        && emptied[i + 1] == code
        && field(i + 1) > field(i);
  }

  private int field(int i) {
    return ((DgtMessage.FieldUpdate) held.get(i).message()).field();
  }

  /**
   * The update lost where held message {@code i} empties a square of a piece that never comes
   * back (the dump has as many of it as the burst leaves: it was taken), and the one piece of the
   * other colour in the air then (left a square, not landed since) could have come there, and
   * next lands where it could go from there: that piece took it and moved on, its landing on the
   * capture lost (Kxd1 with d1's king lost, exf2, then Kd1-e2: e1 emptied, f2 taken, d1 emptied,
   * e2 filled, read as a rook lifted off the board while White's king was in the air). The
   * landing goes just after the piece left (a move is put down as soon as it is lifted; its
   * press and the reply came before the piece moved on). As {index, field, code}, or null.
   */
  private int[] lostCaptureLanding(int i, int[] emptied, int[] after, BoardReading dump) {
    int taken = emptied[i];
    if (taken <= 0 || !(held.get(i).message() instanceof DgtMessage.FieldUpdate)) {
      return null;
    }
    int field = ((DgtMessage.FieldUpdate) held.get(i).message()).field();
    if (lastUnmatchedLeaving(i, held.size(), taken, emptied) != i
        || count(after, taken) != count(dump, taken)) {
      return null;
    }
    int[] found = null;
    for (int code = 1; code <= 12; code++) {
      if ((code <= 6) == (taken <= 6)) {
        continue;
      }
      int left = lastUnmatchedLeaving(0, i, code, emptied);
      if (left < 0) {
        continue;
      }
      int leftFrom = ((DgtMessage.FieldUpdate) held.get(left).message()).field();
      int next = unmatchedLanding(i + 1, held.size(), code, new int[held.size()]);
      if (next < 0
          || !withinReach(code, leftFrom, field)
          || !withinReach(code, field, ((DgtMessage.FieldUpdate) held.get(next).message()).field())) {
        continue;
      }
      if (found != null) {
        return null;
      }
      found = new int[] {left + 1, field, code};
    }
    return found;
  }

  /**
   * A pawn that left a square and next landed where no pawn's move goes from there stopped on
   * the one square between that both moves reach, both of whose words the line lost: d2 emptied,
   * then d5 filled, with O-O between (d2-d4, O-O, d4-d5; read as d2-d5 the press of d4 was a
   * 7.5.1 and the game went on from a board the players never had). Only where the burst ends
   * with every pawn of that colour where the dump has them (so no other of their words was lost,
   * which would make the leaving and the landing two pawns'), and the square between is empty
   * throughout. Its filling goes just after the leaving, its emptying just before the landing.
   */
  private List<int[]> lostMiddleSquares(int[] codes, int[] emptied, int[] after, BoardReading dump) {
    List<int[]> inserts = new ArrayList<>();
    for (int code : new int[] {1, 7}) {
      if (!sameSquares(code, after, dump)) {
        continue;
      }
      for (int i = 0; i < held.size(); i++) {
        if (emptied[i] != code) {
          continue;
        }
        int j = i + 1;
        while (j < held.size() && emptied[j] != code && !lands(j, code)) {
          j++;
        }
        if (j == held.size() || !lands(j, code)) {
          continue;
        }
        int from = field(i);
        int to = field(j);
        if (pawnMove(from, to)) {
          continue;
        }
        int middle = -1;
        for (int square = 0; square < 64; square++) {
          if (square != from
              && square != to
              && pawnMove(from, square)
              && pawnMove(square, to)
              && Integer.signum(square / 8 - from / 8) == Integer.signum(to / 8 - square / 8)
              && codes[square] == 0
              && dump.codeAt(square) == 0
              && !heardBefore(square, j)) {
            middle = middle == -1 ? square : -2;
          }
        }
        if (middle >= 0) {
          inserts.add(new int[] {i + 1, middle, code, 0});
          inserts.add(new int[] {j, middle, 0, 1});
        }
      }
    }
    return inserts;
  }

  /** Every square has {@code code} in {@code after} exactly where the dump has it. */
  private static boolean sameSquares(int code, int[] after, BoardReading dump) {
    for (int field = 0; field < after.length; field++) {
      if ((after[field] == code) != (dump.codeAt(field) == code)) {
        return false;
      }
    }
    return true;
  }

  /** A held update before index {@code before} has a word on {@code field}. */
  private boolean heardBefore(int field, int before) {
    for (int i = 0; i < before; i++) {
      if (held.get(i).message() instanceof DgtMessage.FieldUpdate && field(i) == field) {
        return true;
      }
    }
    return false;
  }

  /**
   * A pawn's move from field {@code from} to {@code to}: a step, a capture, or a double step from
   * its first rank (the second or seventh, as seen from either side).
   */
  private static boolean pawnMove(int from, int to) {
    int files = Math.abs(from % 8 - to % 8);
    int ranks = Math.abs(from / 8 - to / 8);
    boolean firstRank = from / 8 == 1 || from / 8 == 6;
    return (files == 0 && (ranks == 1 || (ranks == 2 && firstRank))) || (files == 1 && ranks == 1);
  }

  private static int count(int[] codes, int code) {
    int count = 0;
    for (int c : codes) {
      count += c == code ? 1 : 0;
    }
    return count;
  }

  private static int count(BoardReading reading, int code) {
    int count = 0;
    for (int field = 0; field < 64; field++) {
      count += reading.codeAt(field) == code ? 1 : 0;
    }
    return count;
  }

  /**
   * The one landing of {@code code} from {@code from} on a square the piece could move to from
   * {@code field} on an empty board, or -1 (none, or several).
   */
  private int onlyLandingWithinReach(int from, int field, int code) {
    int found = -1;
    for (int i = from; i < held.size(); i++) {
      if (lands(i, code)
          && withinReach(code, field, ((DgtMessage.FieldUpdate) held.get(i).message()).field())) {
        if (found >= 0) {
          return -1;
        }
        found = i;
      }
    }
    return found;
  }

  /**
   * A piece of DGT code {@code code} can go from {@code from} to {@code to} by its move on an
   * empty board. The board's fields are the squares seen from one side or the other; the moves
   * look the same from both, but for the pawns' direction, which either way is allowed.
   */
  static boolean withinReach(int code, int from, int to) {
    int files = Math.abs(from % 8 - to % 8);
    int ranks = Math.abs(from / 8 - to / 8);
    if (from == to) {
      return false;
    }
    switch (code) {
      case 1: case 7: // pawns: a step, a double step, a capture
        return (files == 0 && ranks <= 2) || (files == 1 && ranks == 1);
      case 2: case 8: // rooks
        return files == 0 || ranks == 0;
      case 3: case 9: // knights
        return files * ranks == 2;
      case 4: case 10: // bishops
        return files == ranks;
      case 5: case 11: // kings, castling too
        return Math.max(files, ranks) == 1 || (ranks == 0 && files == 2);
      case 6: case 12: // queens
        return files == 0 || ranks == 0 || files == ranks;
      default:
        return false;
    }
  }

  /**
   * Just after the last emptying of {@code code} from {@code from} that no later landing of the
   * same piece accounts for (the other half of a lost filling), or -1. Where that filling is the
   * piece's only one lost ({@code alone}) and an earlier such emptying has the opponent move after
   * it, just after that one: a piece lifted lands before the opponent moves, and the later one
   * is still in the air (Rf8-e8 with e8's filling lost, then c2-c4, then Black's a8 rook lifted
   * live for Rac8: e8 is the f8 rook's, not the a8 one's, which would leave the f8 rook in the
   * hand through White's move and block Rc8). A piece taken is not in the air, though: an
   * emptying whose square the opponent fills next, as many of them as the dump has fewer of the
   * piece than the burst began with ({@code taken}), is a victim taken off, and the opponent's
   * move after it is the capture (dxe5 taking the bishop on e5, then Bc8-d7, f2-f4 and Bd7-c6
   * with c6's filling lost: c6 is the d7 bishop's, not the one taken, which would put it there
   * before White's press of dxe5 and read that press as an illegal move). Only emptyings whose
   * piece could land on {@code field} count ({@link #couldLand}).
   */
  private int afterUnmatchedLeaving(
      int from,
      int field,
      int code,
      int[] emptied,
      List<int[]> inserts,
      boolean alone,
      int taken) {
    List<Integer> leavings = unmatchedLeavings(from, code, emptied, inserts);
    leavings.removeIf(leaving -> !couldLand(code, leaving, field, emptied));
    if (leavings.isEmpty()) {
      return -1;
    }
    int victims = taken;
    for (int i = 0; alone && i < leavings.size() - 1; i++) {
      int leaving = leavings.get(i);
      int filler = nextFilling(leaving);
      if (victims > 0 && filler != 0 && (filler <= 6) != (code <= 6)) {
        victims--;
        continue;
      }
      if (opponentMovedAfter(leaving, code <= 6, emptied)) {
        return leaving + 1;
      }
    }
    return leavings.get(leavings.size() - 1) + 1;
  }

  /**
   * The piece that left {@code field} at held message {@code leaving} could land on {@code to}:
   * it reaches it from there, or it had been set down there in the burst, a stop on the way
   * (Qd1-g4 heard, the queen then taken on by hand to d2 before the press: twic #807 all 43).
   * A bishop taken off b2 (Rxb2) is not the one on a8 (Bb7xa8, both its updates lost, then Rc2xb2
   * heard: a8 put just after b2's emptying, Black's capture after White's; twic #573
   * link-trouble seed 46). A stop on the way goes on within the reach of the square the piece
   * left before it, where the burst heard one: Bc1-d2, taken up again and set on e3 with e3's
   * filling lost, does not land on e2, which the f1 bishop, lifted before it and its landing lost
   * too, reaches (twic #30 link-trouble seed 80).
   */
  private boolean couldLand(int code, int leaving, int to, int[] emptied) {
    int from = field(leaving);
    if (withinReach(code, from, to)) {
      return true;
    }
    for (int i = leaving - 1; i >= 0; i--) {
      if (held.get(i).message() instanceof DgtMessage.FieldUpdate update
          && update.field() == from) {
        return update.code() == code && stopReaches(code, i, to, emptied);
      }
    }
    return false;
  }

  /**
   * The piece set down at held message {@code stop} reaches {@code to} from the square it last
   * left before it; true where the burst heard no such leaving (it came from the hand).
   */
  private boolean stopReaches(int code, int stop, int to, int[] emptied) {
    for (int i = stop - 1; i >= 0; i--) {
      if (emptied[i] == code) {
        return withinReach(code, field(i), to);
      }
    }
    return true;
  }

  /**
   * The emptyings of {@code code} from {@code from} that no later landing of it accounts for: a
   * landing heard, or one already put back among {@code inserts} (Rd5-d6 with d6's filling lost,
   * put back just after d5's emptying: that leaving is accounted for, and b6's lost filling goes
   * after d6's second emptying, not after d5's).
   */
  private List<Integer> unmatchedLeavings(int from, int code, int[] emptied, List<int[]> inserts) {
    List<Integer> leavings = new ArrayList<>();
    int laterLandings = 0;
    for (int i = held.size() - 1; i >= from; i--) {
      for (int[] insert : inserts) {
        if (insert[0] == i + 1 && insert[2] == code) {
          laterLandings++; // put back just after held message i
        }
      }
      if (emptied[i] == code) {
        if (laterLandings == 0) {
          leavings.add(0, i);
        } else {
          laterLandings--;
        }
      } else if (lands(i, code)) {
        laterLandings++;
      }
    }
    return leavings;
  }

  /**
   * After held message {@code i} the opponent of White ({@code white}) or Black moved: put a piece
   * of theirs down, or lifted one that no piece of the player then took on its square (a victim
   * taken off is the capturer's doing).
   */
  private boolean opponentMovedAfter(int i, boolean white, int[] emptied) {
    for (int j = i + 1; j < held.size(); j++) {
      if (!(held.get(j).message() instanceof DgtMessage.FieldUpdate)) {
        continue;
      }
      int code = ((DgtMessage.FieldUpdate) held.get(j).message()).code();
      if (code != 0 && (code <= 6) != white) {
        return true;
      }
      if (code == 0 && emptied[j] > 0 && (emptied[j] <= 6) != white && nextFilling(j) == 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * The code the square emptied by held message {@code i} is next filled with in the burst, 0
   * where it is next emptied again or not at all.
   */
  private int nextFilling(int i) {
    int field = field(i);
    for (int j = i + 1; j < held.size(); j++) {
      if (held.get(j).message() instanceof DgtMessage.FieldUpdate && field(j) == field) {
        return codeAt(j);
      }
    }
    return 0;
  }

  /** How many squares the dump shows {@code code} on where the burst leaves something else. */
  private static int lostFillings(int code, int[] after, BoardReading dump) {
    int count = 0;
    for (int field = 0; field < after.length; field++) {
      count += dump.codeAt(field) == code && after[field] != code ? 1 : 0;
    }
    return count;
  }

  /**
   * The last emptying from {@code from} on of a pawn of {@code code}'s colour that no landing
   * accounts for, from a square a pawn could promote on {@code field} from (a step or a capture
   * onto it, {@code field} on an edge rank), where {@code code} is a piece a pawn promotes to;
   * or -1.
   */
  private int promotionLeaving(int from, int field, int code, int[] emptied, List<int[]> inserts) {
    int role = code <= 6 ? code : code - 6;
    boolean edge = field / 8 == 0 || field / 8 == 7;
    if (!edge || role == 1 || role == 5) {
      return -1; // (codes 1 and 7 pawns, 5 and 11 kings)
    }
    int pawn = code <= 6 ? 1 : 7;
    List<Integer> leavings = unmatchedLeavings(from, pawn, emptied, inserts);
    for (int k = leavings.size() - 1; k >= 0; k--) {
      int left = field(leavings.get(k));
      if (Math.abs(left / 8 - field / 8) == 1 && Math.abs(left % 8 - field % 8) <= 1) {
        return leavings.get(k);
      }
    }
    return -1;
  }

  /**
   * The last emptying of {@code code} in [{@code from}, {@code to}) that no later landing of the
   * same piece before {@code to} accounts for, or -1.
   */
  private int lastUnmatchedLeaving(int from, int to, int code, int[] emptied) {
    int laterLandings = 0;
    for (int i = to - 1; i >= from; i--) {
      if (emptied[i] == code) {
        if (laterLandings == 0) {
          return i;
        }
        laterLandings--;
      } else if (lands(i, code)) {
        laterLandings++;
      }
    }
    return -1;
  }

  /**
   * The overwrite (of {@code overwrites}: {index, field, code found, first index to look}) after
   * {@code refill} (see {@link #repair}) that puts the same piece back on a square it still stood
   * on, from where it reaches the refilled square: that piece went there and came back. Null
   * where none.
   */
  private int[] cameBack(int[] refill, List<int[]> overwrites) {
    for (int[] overwrite : overwrites) {
      if (overwrite[0] > refill[0]
          && overwrite[3] <= refill[0]
          && codeAt(overwrite[0]) == overwrite[2]
          && withinReach(overwrite[2], overwrite[1], refill[1])) {
        return overwrite;
      }
    }
    return null;
  }

  /** The last held message in [{@code from}, {@code to}) that the line garbled, or -1. */
  private int lastGarble(int from, int to) {
    for (int i = to - 1; i >= from; i--) {
      if (held.get(i).message() instanceof DgtMessage.SkippedBytes
          || held.get(i).message() instanceof DgtMessage.Malformed) {
        return i;
      }
    }
    return -1;
  }

  /**
   * The one piece that left a square other than {@code field} before {@code before} and has not
   * landed again by then, as {index just after its leaving, code}; null where none or several.
   * A piece taken is not in the air: its square next filled by a piece of the other colour, as
   * many of its kind as the dump has fewer than the burst began with ({@code codes}; no dump,
   * none). A landing scanned just before {@code field}'s emptying, on a square before it in the
   * scan, by a piece that could go from its leaving to {@code field} and from there to where it
   * landed, is the piece coming back from {@code field}, not landing from its leaving (Qd4-c3
   * with c3's filling lost, then Qc3-d4: d4 filled, then c3 emptied in the same scan; the white
   * bishop taken off h3 for Qxh3 before is no piece in the air).
   */
  private int[] refilling(int field, int before, int[] emptied, int[] codes, BoardReading dump) {
    Map<Integer, Integer> leftAt = new HashMap<>();
    Map<Integer, Integer> unlanded = inTheAir(field, before, emptied, codes, dump, leftAt);
    if (unlanded.size() > 1) {
      // Of several in the air, the one that could have come here (Rxd2 with d2's landing lost
      // while White's b2 pawn was in the hand, its b3 landing lost too).
      unlanded.keySet().removeIf(code -> !withinReach(code, field(leftAt.get(code)), field));
    }
    int[] found = null;
    for (Map.Entry<Integer, Integer> entry : unlanded.entrySet()) {
      if (found != null) {
        return null;
      }
      found = new int[] {leftAt.get(entry.getKey()) + 1, entry.getKey()};
    }
    return found;
  }

  /**
   * The pieces that left a square other than {@code field} before {@code before} and have not
   * landed again by then, by code with how many (see {@link #refilling}); {@code leftAt} gets
   * each code's last leaving.
   */
  private Map<Integer, Integer> inTheAir(
      int field,
      int before,
      int[] emptied,
      int[] codes,
      BoardReading dump,
      Map<Integer, Integer> leftAt) {
    Map<Integer, Integer> unlanded = new HashMap<>();
    Map<Integer, Integer> taken = new HashMap<>();
    for (int i = 0; i < before; i++) {
      if (!(held.get(i).message() instanceof DgtMessage.FieldUpdate)) {
        continue;
      }
      DgtMessage.FieldUpdate update = (DgtMessage.FieldUpdate) held.get(i).message();
      if (emptied[i] > 0 && update.field() != field) {
        int code = emptied[i];
        if (i > 0 && leftInTheSameScan(i - 1, code, emptied)) {
          continue; // the leaving of the landing scanned just before it (Bc4-b5: b5, then c4)
        }
        int filler = nextFilling(i);
        if (dump != null
            && filler != 0
            && (filler <= 6) != (code <= 6)
            && taken.getOrDefault(code, 0) < count(codes, code) - count(dump, code)) {
          taken.merge(code, 1, Integer::sum);
          continue;
        }
        unlanded.merge(code, 1, Integer::sum);
        leftAt.put(code, i);
      } else if (update.code() != 0
          && unlanded.getOrDefault(update.code(), 0) > 0
          && !(i == before - 1
              && update.field() < field
              && withinReach(update.code(), field, update.field())
              && withinReach(update.code(), field(leftAt.get(update.code())), field))) {
        unlanded.merge(update.code(), -1, Integer::sum);
      }
    }
    unlanded.values().removeIf(count -> count <= 0);
    return unlanded;
  }

  /**
   * The one piece code of those off the board when the burst began ({@code offBoard}) whose next
   * landing after held message {@code emptying}, emptying {@code field} the burst already had
   * empty, is within its reach from there: it was in the hand when the burst began, landed on
   * {@code field} with that update lost, and was lifted from it again (Rh1xa1: the rook in the
   * hand in the dump before the burst, its landing on a1 lost, then Ra1-a4 heard as a1 emptied and
   * a4 filled; read without it, a1's emptying told nothing and a4's rook came from the air, the
   * moves between illegal). Only where no piece is in the air from the burst itself: the hand is
   * counted on the record's position, which the burst's board may have left behind (a rook
   * taken in the gap before the burst counts as off the board). 0 where none or several.
   */
  private int landedFromTheHand(int field, int emptying, int[] offBoard) {
    if (offBoard == null) {
      return 0;
    }
    int found = 0;
    for (int code = 1; code < offBoard.length; code++) {
      if (offBoard[code] - landings(code, emptying) <= 0) {
        // None of it still in the hand: landed already (Rh8-f8 heard, then f8-e8 lost). A piece
        // that left a square in the burst is refilling's to find, landed after its leaving.
        continue;
      }
      for (int i = emptying + 1; i < held.size(); i++) {
        if (lands(i, code)) {
          if (withinReach(code, field, field(i))) {
            if (found != 0) {
              return 0;
            }
            found = code;
          }
          break;
        }
      }
    }
    return found;
  }

  /** How many held messages before {@code before} put {@code code} on a square. */
  private int landings(int code, int before) {
    int count = 0;
    for (int i = 0; i < before; i++) {
      if (lands(i, code)) {
        count++;
      }
    }
    return count;
  }

  /**
   * The one square the dump shows empty where the burst still has a piece, none of the burst's
   * words on it at or after {@code at}, whose piece could go to {@code field} from there and is
   * not of the colour of what {@code field} held before {@code at}: its leaving and its landing on
   * {@code field} were both lost; of several, the one whose piece needed {@code field} to go on
   * ({@link #needsThisSquare}). -1 where none, or several still, or no dump.
   */
  private int lostLeavingWithinReach(
      int field, int at, int[] after, int[] lastWord, int[] emptied, BoardReading dump) {
    if (dump == null) {
      return -1;
    }
    int victim = at > 0 && held.get(at - 1).message() instanceof DgtMessage.FieldUpdate
        && field(at - 1) == field ? Math.max(emptied[at - 1], 0) : 0;
    List<Integer> found = new ArrayList<>();
    for (int square = 0; square < after.length; square++) {
      int code = after[square];
      if (code != 0
          && dump.codeAt(square) == 0
          && lastWord[square] < at
          && (victim == 0 || (victim <= 6) != (code <= 6))
          && withinReach(code, square, field)) {
        found.add(square);
      }
    }
    if (found.size() > 1) {
      // Of several, the one whose piece lands later in the burst where it could go from this
      // square and not from its own (Ra2xb2 with both halves lost, then Rb2-b1 heard: the queen
      // lifted from f6, which could take on b2 too, lands on d4, which it reaches from f6).
      found.removeIf(square -> !needsThisSquare(after[square], square, field, at));
    }
    return found.size() == 1 ? found.get(0) : -1;
  }

  /**
   * A piece of {@code code} lands after {@code at} in the burst on a square it could reach from
   * {@code field} and not from {@code from}.
   */
  private boolean needsThisSquare(int code, int from, int field, int at) {
    for (int i = at; i < held.size(); i++) {
      if (lands(i, code)) {
        int to = field(i);
        if (!withinReach(code, from, to) && withinReach(code, field, to)) {
          return true;
        }
      }
    }
    return false;
  }

  /** Where two updates put in at one index go: the lower rank first. */
  private static int rank(int[] insert) {
    return insert.length > 3 ? insert[3] : 0;
  }

  /** The held message {@code i} puts {@code code} on a square. */
  private boolean lands(int i, int code) {
    return held.get(i).message() instanceof DgtMessage.FieldUpdate
        && ((DgtMessage.FieldUpdate) held.get(i).message()).code() == code;
  }

  /** The line has been quiet since the last held message: the burst is over. */
  boolean drained(long now) {
    long quiet = dumpsQueued > 0 ? QUEUED_DUMP_MILLIS : DRAINED_MILLIS;
    return !held.isEmpty() && now - lastArrival() > quiet;
  }

  void hold(DgtMessage message, long at) {
    held.add(new Held(message, at));
  }

  private long lastArrival() {
    return held.get(held.size() - 1).arrivedAt();
  }

  /**
   * Whether {@code at}, a time the burst last released was read at, is one of its estimates:
   * from when its log was asked for to when its last message arrived.
   */
  boolean estimated(long at) {
    return releasedArrival != Long.MIN_VALUE && at >= releasedFrom && at <= releasedArrival;
  }

  /** When the last message of the burst last released arrived (see {@link #release}). */
  long releasedArrival() {
    return releasedArrival;
  }

  private long releasedFrom = Long.MIN_VALUE;
  private long releasedArrival = Long.MIN_VALUE;

  /** Ends the burst: its messages with the times they were sent, as near as the clock tells. */
  List<Timed> release() {
    collecting = false;
    checkAskedAt = Long.MIN_VALUE;
    releasedArrival = held.isEmpty() ? Long.MIN_VALUE : lastArrival();
    releasedFrom = from;
    List<Timed> timed = estimate(held, from, clockBefore);
    held.clear();
    return timed;
  }

  /**
   * The times. The clock messages are counted forward from {@code from} (the first tick half a
   * tick after it, each further tick a tick after the clock's previous message, a press, whose
   * lever moved, half a tick after it) and, when the clock ran through the burst, backward from
   * the last one's arrival; the two are weighed by the presses between each message and its
   * anchor. The other messages are spread between the clock messages around them. No time is
   * earlier than the one before nor later than its own arrival.
   */
  static List<Timed> estimate(List<Held> held, long from, DgtMessage.ClockData lastClock) {
    java.util.function.IntPredicate putsDown =
        k -> held.get(k).message() instanceof DgtMessage.FieldUpdate
            && ((DgtMessage.FieldUpdate) held.get(k).message()).code() != 0;
    int n = held.size();
    long[] at = new long[n];
    boolean[] anchored = new boolean[n];
    // Forward from the request: the first tick's phase is unknown (the board's ticks follow its
    // last press, which the gap may have hidden), so half a tick; each press half a tick after
    // the clock's previous message, each tick a whole one.
    boolean[] press = new boolean[n];
    long[] forward = new long[n];
    int pressesSoFar = 0;
    int[] pressesUpTo = new int[n];
    long previousClock = from - PRESS_MILLIS;
    DgtMessage.ClockData previous = lastClock;
    int lastClockIndex = -1;
    for (int i = 0; i < n; i++) {
      if (held.get(i).message() instanceof DgtMessage.ClockData) {
        DgtMessage.ClockData clock = (DgtMessage.ClockData) held.get(i).message();
        press[i] = previous != null && lever(previous) != lever(clock);
        forward[i] = previousClock + (press[i] ? PRESS_MILLIS : TICK_MILLIS);
        previousClock = forward[i];
        previous = clock;
        anchored[i] = true;
        lastClockIndex = i;
        if (press[i]) {
          pressesSoFar++;
        }
      }
      pressesUpTo[i] = pressesSoFar;
    }
    // Backward from the burst's end: its last clock message came about when it arrived (the
    // queue had drained by then), each earlier one a tick before a tick, half one before a press.
    // Each estimate is uncertain by the presses between it and its anchor (and, forward, by the
    // first tick's phase): the two are weighed by that.
    // Only when the clock ran through the burst: a stopped clock sends no ticks, and then the
    // last clock message can be long before the end.
    if (lastClockIndex >= 0
        && held.get(lastClockIndex).arrivedAt() - forward[lastClockIndex] <= TRUSTED_END_MILLIS) {
      long backward = held.get(lastClockIndex).arrivedAt();
      int pressesAfter = 0;
      for (int i = lastClockIndex; i >= 0; i--) {
        if (!anchored[i]) {
          continue;
        }
        double forwardDoubt = 1 + pressesUpTo[i];
        double backwardDoubt = 1 + pressesAfter;
        double t =
            (forward[i] / forwardDoubt + backward / backwardDoubt)
                / (1 / forwardDoubt + 1 / backwardDoubt);
        at[i] = Math.min(Math.max((long) t, from), held.get(i).arrivedAt());
        if (press[i]) {
          pressesAfter++;
          backward -= PRESS_MILLIS;
        } else {
          backward -= TICK_MILLIS;
        }
      }
    } else {
      for (int i = 0; i < n; i++) {
        if (anchored[i]) {
          at[i] = Math.min(Math.max(forward[i], from), held.get(i).arrivedAt());
        }
      }
    }
    // Spread the others between their anchors: the one before (or from) and the one after (or,
    // after the last clock message, a tick later).
    int i = 0;
    long before = from;
    while (i < n) {
      if (anchored[i]) {
        before = at[i];
        i++;
        continue;
      }
      int j = i;
      while (j < n && !anchored[j]) {
        j++;
      }
      long after = j < n ? at[j] : before + TICK_MILLIS;
      if (i > 0 && press[i - 1] && putsDown.test(i) && after - before > 2 * LATE_LANDING_MILLIS) {
        // A piece put down right after a press is the presser's own landing, scanned a moment
        // after the lever (O-O rook first, the king's g1 reported after the press): where the
        // line sent it, not half a second on, where the press would no longer wait for it.
        at[i] = before + LATE_LANDING_MILLIS;
        before = at[i];
        i++;
        if (i == j) {
          continue;
        }
      }
      int count = j - i;
      for (int k = 0; k < count; k++) {
        at[i + k] = before + (after - before) * (k + 1) / (count + 1);
      }
      i = j;
    }
    List<Timed> timed = new ArrayList<>(n);
    long last = from;
    for (int k = 0; k < n; k++) {
      long t = Math.min(Math.max(at[k], last), held.get(k).arrivedAt());
      timed.add(new Timed(held.get(k).message(), t));
      last = t;
    }
    return timed;
  }

  private static ClockSide lever(DgtMessage.ClockData clock) {
    return clock.status().leverUp();
  }
}
