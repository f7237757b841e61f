package org.touchmove.reconstruct;

import java.util.ArrayDeque;
import java.util.List;
import java.util.Optional;
import org.touchmove.dgt.BoardOrientation;
import org.touchmove.dgt.DgtMessage;
import org.touchmove.dgt.EeRecord;

/**
 * What the tracker keeps to read a gap in the link afterwards from the board's own EEPROM log:
 * the last field updates heard and the board as it stood when the gap began (to find the gap in
 * the log, see {@link GapLog#align}), and the state of the request for the log.
 */
final class GapMemory {
  /**
   * How long a request waits for the board's log: its 7,939 bytes take 8 s at 9600 baud, and a
   * host that cannot ask (a recording replayed) never gets one. Not given up on while the line
   * is down (BoardTracker#lineDown): the gap that silence ends runs on from this one.
   */
  static final long LOG_WAIT_MILLIS = 12_000;

  private static final long NEVER = Long.MIN_VALUE;
  /** Updates kept: enough to find a run of them in the log past one or two the line lost. */
  private static final int HEARD_KEPT = 8;

  /** The last field updates heard, as {@code field << 8 | code}, oldest first. */
  private final ArrayDeque<Integer> heard = new ArrayDeque<>();
  private List<Integer> heardBefore = List.of();
  /** How many of the last updates heard came with no dump that changed the board between them. */
  private int heardRun;
  /** {@link #heardRun} when the last gap began, for {@link #heardBefore}. */
  private int heardRunBefore;
  /**
   * The raw codes as the last update heard left them, where a dump changed the board since; null
   * where none did.
   */
  private int[] codesAsHeard;
  /** {@link #codesAsHeard} when the last gap began. */
  private int[] codesAsHeardBefore;
  /** The raw codes by DGT field when the last gap began; null before any gap. */
  private int[] codesBefore;
  private long startedAt = NEVER;
  private long requestedAt = NEVER;
  /** The log's word on the last gap: null before it came, empty when it said nothing. */
  private Optional<GapLog> log;
  private long logArrivedAt = NEVER;
  /** The last log's records and the board's orientation then, for {@link #logOfReturn}. */
  private List<EeRecord> records;
  private BoardOrientation orientation;
  /** {@link #logOfReturn}, aligned once: null until asked for. */
  private Optional<GapLog> logOfReturn;

  /** A field update was heard. */
  void heard(int field, int code) {
    heard.addLast(field << 8 | code);
    if (heard.size() > HEARD_KEPT) {
      heard.removeFirst();
    }
    // The first update heard since a dump that changed the board begins a new run.
    heardRun = codesAsHeard != null ? 1 : Math.min(heardRun + 1, HEARD_KEPT);
    codesAsHeard = null;
  }

  /**
   * A dump changed the board from {@code codes}: the host missed what the board's log has between
   * the updates heard before the dump and those after it, however many records that is (Nxg3
   * hxg3 in an outage, then a4 heard: seven records between g3's knight and a4, where {@link
   * GapLog#align} allows two lost on the line).
   */
  void dumped(int[] codes) {
    if (codesAsHeard == null) {
      codesAsHeard = codes.clone(); // the first such dump since the last update heard
    }
  }

  /**
   * A silence ended: a gap began after the message of {@code lastMessageAt}, with the board's
   * codes as they were then. Forgets the last gap's log. True where the new gap runs on from the
   * last one.
   */
  boolean began(int[] codes, long lastMessageAt) {
    boolean runsOn = codesBefore != null && requestedAt != NEVER && log == null;
    if (!runsOn) {
      // Unless the last gap's log was asked for and never came (the line cut while it was sent),
      // nor was known lost (see lost()): then the new gap runs on from the old one, and the log
      // asked for again covers both.
      startedAt = lastMessageAt;
      codesBefore = codes.clone();
      heardBefore = List.copyOf(heard);
      heardRunBefore = Math.min(heardRun, heard.size());
      codesAsHeardBefore = codesAsHeard == null ? null : codesAsHeard.clone();
    }
    requestedAt = NEVER;
    log = null;
    records = null;
    logOfReturn = null;
    return runsOn;
  }

  /** When the last message before the last gap came. */
  long startedAt() {
    return startedAt;
  }

  /** There was a gap and its log was not asked for yet. */
  boolean canAsk() {
    return codesBefore != null && requestedAt == NEVER && log == null;
  }

  void asked(long now) {
    requestedAt = now;
  }

  /** When the log was last asked for; {@code Long.MIN_VALUE} if never since the last gap. */
  long requestedAt() {
    return requestedAt;
  }

  /** A request is out, unanswered and not given up on, however long ago. */
  boolean unanswered() {
    return requestedAt != NEVER && log == null;
  }

  /** A request is out and neither answered nor given up on. */
  boolean awaiting(long now) {
    return requestedAt != NEVER && log == null && now - requestedAt < LOG_WAIT_MILLIS;
  }

  /** Gives up on a request unanswered for too long; true at the moment it does. */
  boolean giveUp(long now) {
    if (requestedAt != NEVER && log == null && now - requestedAt >= LOG_WAIT_MILLIS) {
      log = Optional.empty();
      return true;
    }
    return false;
  }

  /** The request will not be answered (the line went down): the log says nothing. */
  void lost() {
    if (requestedAt != NEVER && log == null) {
      log = Optional.empty();
    }
  }

  /** Undoes {@link #lost}: the request is out again, its answer still to come or to be given up on. */
  void awaitedAgain() {
    if (requestedAt != NEVER && log != null && log.isEmpty()) {
      log = null;
    }
  }

  /** The board's log came; true when it was asked for (and the board should be read again). */
  boolean read(DgtMessage.EeMoves message, BoardOrientation orientation, long now) {
    if (requestedAt == NEVER || log != null) {
      return false; // unasked (picochess has seen boards send it), or too late
    }
    records = message.records();
    this.orientation = orientation;
    logOfReturn = null;
    log = aligned(false);
    logArrivedAt = now;
    return true;
  }

  private Optional<GapLog> aligned(boolean changedSince) {
    Optional<GapLog> found =
        GapLog.align(records, codesBefore, codesAsHeardBefore, heardBefore, orientation, changedSince);
    if (found.isEmpty() && heardRunBefore > 0 && heardRunBefore < heardBefore.size()) {
      // Not found as one run: the updates heard since the last dump that changed the board before
      // the last of them mark where the gap began (a4, heard after the dump that showed Nxg3 hxg3).
      List<Integer> run = heardBefore.subList(heardBefore.size() - heardRunBefore, heardBefore.size());
      found = GapLog.align(records, codesBefore, codesAsHeardBefore, run, orientation, changedSince);
    }
    return found;
  }

  /**
   * The gap as the log shows it where the gap is known to have changed the board, though the
   * board after it is the one before it (see {@link GapLog#align}, {@code changedSince}): empty
   * when the log did not come or does not show it.
   */
  Optional<GapLog> logOfReturn() {
    if (log == null || records == null) {
      return Optional.empty();
    }
    if (logOfReturn == null) {
      logOfReturn = aligned(true); // asked at every settle while the board stays back
    }
    return logOfReturn;
  }

  /** When the last log came: the clock was silent while it was sent, but nothing was lost. */
  long logArrivedAt() {
    return logArrivedAt;
  }

  /** The gap as the log shows it, if it came and showed it. */
  Optional<GapLog> log() {
    return log == null ? Optional.empty() : log;
  }
}
