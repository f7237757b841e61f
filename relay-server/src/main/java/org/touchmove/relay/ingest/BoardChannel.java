package org.touchmove.relay.ingest;

import java.io.IOException;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongFunction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.capture.CaptureEntry;
import org.touchmove.dgt.RawBytes;
import org.touchmove.reconstruct.TrackerConfig;
import org.touchmove.relay.hub.ArbiterAction;
import org.touchmove.relay.hub.BoardFeed;
import org.touchmove.relay.hub.Delta;
import org.touchmove.relay.hub.Health;
import org.touchmove.relay.hub.Stamped;
import org.touchmove.relay.journal.BoardJournal;
import org.touchmove.relay.metrics.RelayMetrics;
import org.touchmove.relay.wire.JournalJson;

/**
 * One board's single writer: its bytes are journalled, decoded, reconstructed and published in
 * order on the board's own thread. Time is the journal's (milliseconds since its origin), and the
 * tracker is advanced on a fixed grid after each read exactly as {@link
 * org.touchmove.reconstruct.CaptureReplay} does, so rebuilding the board from its journal after a
 * restart gives the very deltas, sequence numbers and alert ids the viewers saw.
 *
 * <p>Live ticks run {@link #TICK_LAG_MILLIS} behind the wall clock: a read stamped at {@code t}
 * reaches this thread a moment after {@code t}, and the tracker must not have been advanced past
 * it by then. A read that still comes later is stamped with the time already reached (and
 * journalled with it), which keeps the journal and the live run identical.
 */
public final class BoardChannel implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(BoardChannel.class);
  static final long STEP_MILLIS = BoardInterpreter.STEP_MILLIS;
  static final long TICK_LAG_MILLIS = 250;

  // Replaced on the board's thread when a round starts (see startRound):
  private BoardFeed feed;
  private BoardJournal journal;
  private BoardInterpreter interpreter;

  private final TrackerConfig config;
  private final InstantSource clock;
  private final RelayMetrics metrics;
  private final int board;
  private final ScheduledExecutorService thread;

  // Confined to the board's thread:
  private boolean live;
  private volatile Runnable dumpRequester = () -> {};
  private volatile Runnable logRequester = () -> {};
  private volatile Runnable clockRequester = () -> {};
  /**
   * True for a board a remote agent forwards: time is the agent's (its reads' times and its time
   * messages), not this machine's wall clock, so a backlog sent after a network outage is
   * reconstructed with the spacing it really had.
   */
  private final boolean agentTime;
  /** The last agent sequence number journalled (-1: none). */
  private long agentSeq = -1;

  public BoardChannel(BoardFeed feed, BoardJournal journal, TrackerConfig config, InstantSource clock,
      RelayMetrics metrics) {
    this(feed, journal, config, clock, metrics, false);
  }

  /** A channel whose time comes from a remote agent when {@code agentTime}. */
  public BoardChannel(BoardFeed feed, BoardJournal journal, TrackerConfig config, InstantSource clock,
      RelayMetrics metrics, boolean agentTime) {
    this.agentTime = agentTime;
    this.feed = feed;
    this.journal = journal;
    this.clock = clock;
    this.metrics = metrics;
    this.board = feed.info().board();
    this.config = config;
    this.interpreter = interpreter(feed, journal);
    this.thread = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "touchmove-board-" + board);
      t.setDaemon(true);
      return t;
    });
  }

  private BoardInterpreter interpreter(BoardFeed target, BoardJournal into) {
    return new BoardInterpreter(target, into.origin(), config, metrics,
        new BoardInterpreter.Output() {
          @Override
          public List<Stamped> publish(List<Delta> deltas, long at) {
            return append(deltas, at);
          }

          @Override
          public void requestDump() {
            if (live) {
              dumpRequester.run();
            }
          }

          @Override
          public void requestLog() {
            if (live) {
              logRequester.run();
            }
          }

          @Override
          public void requestClock() {
            if (live) {
              clockRequester.run();
            }
          }
        });
  }

  /** Who asks the board for a full dump when the tracker wants one (the board's connection). */
  public void onDumpRequest(Runnable requester) {
    this.dumpRequester = requester;
  }

  /** Who asks the board for its EEPROM log ({@code 0x49}) when the tracker wants it. */
  public void onLogRequest(Runnable requester) {
    this.logRequester = requester;
  }

  /** Who asks the board for its clock's data ({@code 0x41}) when the tracker wants it. */
  public void onClockRequest(Runnable requester) {
    this.clockRequester = requester;
  }

  /**
   * Rebuilds the board from its journal (bytes and arbiter actions in time order), rewrites the
   * events file from the result, then goes live and starts the ticks. Returns when rebuilt.
   */
  public void start() {
    join(CompletableFuture.runAsync(this::rebuild, thread));
    if (!agentTime) {
      thread.scheduleAtFixedRate(() -> guard(() -> tick(journalNow() - TICK_LAG_MILLIS)),
          STEP_MILLIS, STEP_MILLIS, TimeUnit.MILLISECONDS);
    }
  }

  private void rebuild() {
    for (CaptureEntry entry : journal.previous().entries()) {
      if (entry instanceof CaptureEntry.Comment) {
        agentSeq(((CaptureEntry.Comment) entry).text()).ifPresent(q -> agentSeq = Math.max(agentSeq, q));
      }
    }
    interpreter.replay(journal.previous(),
        BoardInterpreter.actions(journal.previousActions(), board));
    if (!agentTime) {
      interpreter.tick(journalNow() - TICK_LAG_MILLIS);
    }
    try {
      List<String> lines = new ArrayList<>();
      for (Stamped s : feed.history()) {
        lines.add(JournalJson.line(s));
      }
      journal.restartEvents(lines);
    } catch (IOException e) {
      LOG.error("board {}: cannot rewrite {}: {}", board, BoardJournal.EVENTS, e.toString());
    }
    live = true;
  }

  /**
   * Ends the round on this board and starts the next: the board's reads from now on go to {@code
   * next} and {@code nextJournal} (a new round's, or a journal an earlier run left, which is
   * rebuilt first as at start). Before that, the old round's tracker is run {@link
   * FinishedBoard#RUN_OUT_MILLIS} past its last read, as a rebuild of the finished round does, so
   * the old feed holds exactly what a restarted relay rebuilds from its journal; then that journal
   * is closed. The board is asked for a dump, so the new journal starts from the whole board.
   * Completes on the board's thread once the new round is live.
   */
  public CompletableFuture<Void> startRound(BoardFeed next, BoardJournal nextJournal, int round) {
    return CompletableFuture.runAsync(() -> {
      interpreter.tick(interpreter.lastRead() + FinishedBoard.RUN_OUT_MILLIS);
      BoardFeed old = feed;
      try {
        journal.note("round " + round + " starts here; this board's next reads are in its journal");
        journal.flush();
        journal.close();
      } catch (IOException e) {
        LOG.error("board {}: closing the journal of the finished round: {}", board, e.toString());
      }
      next.health(old.health());
      old.health(Health.idle("journal " + journal.dir()));
      feed = next;
      journal = nextJournal;
      interpreter = interpreter(next, nextJournal);
      live = false;
      long carried = agentSeq;
      rebuild();
      if (carried >= 0) {
        // A restart reads the agent's last number from this journal: the old one is closed.
        try {
          journal.note(AGENT_SEQ + agentSeq);
          journal.flush();
        } catch (IOException e) {
          LOG.error("board {}: journal write failed: {}", board, e.toString());
        }
      }
      dumpRequester.run();
    }, thread);
  }

  /** Journal time now. */
  private long journalNow() {
    return clock.millis() - journal.origin();
  }

  // ---------------------------------------------------------------------------------------------
  // Entry points (any thread)

  /** Bytes from the board, as they arrived. */
  public void received(RawBytes chunk, Instant arrival) {
    thread.execute(() -> guard(() -> {
      long t = readTime(arrival.toEpochMilli());
      try {
        journal.board(t, chunk);
      } catch (IOException e) {
        LOG.error("board {}: journal write failed: {}", board, e.toString());
      }
      metrics.bytesIn(chunk.length());
      read(t, chunk);
      feed.health(feed.health().heard(arrival.toEpochMilli(), false));
    }));
  }

  /**
   * Bytes a remote agent read from the board, numbered by the agent. A number already journalled
   * (a resend after a lost acknowledgement) is acknowledged again and not processed twice. The
   * future gives the number to acknowledge once the bytes are journalled and flushed.
   */
  public CompletableFuture<Long> fromAgent(long seq, long atEpochMillis, RawBytes chunk) {
    return CompletableFuture.supplyAsync(() -> {
      if (seq <= agentSeq) {
        return agentSeq;
      }
      long t = readTime(atEpochMillis);
      try {
        journal.board(t, chunk);
        // The number goes in the same flush as the bytes: after a kill both are there or neither.
        journal.note(AGENT_SEQ + seq);
      } catch (IOException e) {
        throw new IllegalStateException("journal write failed: " + e.getMessage(), e);
      }
      agentSeq = seq;
      metrics.bytesIn(chunk.length());
      read(t, chunk);
      flush();
      feed.health(feed.health().heard(atEpochMillis, false));
      return seq;
    }, thread);
  }

  /** The agent's clock reads {@code atEpochMillis}: time passes on the agent's time line. */
  public void agentTime(long atEpochMillis) {
    thread.execute(() -> guard(() -> tick(atEpochMillis - journal.origin() - TICK_LAG_MILLIS)));
  }

  /** The last agent sequence number in the journal (-1 for none), from the board's thread. */
  public CompletableFuture<Long> agentSeqAsync() {
    return CompletableFuture.supplyAsync(() -> agentSeq, thread);
  }

  static final String AGENT_SEQ = "agent-seq ";

  private static java.util.Optional<Long> agentSeq(String comment) {
    if (!comment.startsWith(AGENT_SEQ)) {
      return java.util.Optional.empty();
    }
    try {
      return java.util.Optional.of(Long.parseLong(comment.substring(AGENT_SEQ.length()).strip()));
    } catch (NumberFormatException e) {
      return java.util.Optional.empty();
    }
  }

  /** Bytes the relay (or the connection's session) sent to the board. */
  public void sent(RawBytes bytes, Instant at) {
    thread.execute(() -> guard(() -> {
      try {
        journal.host(Math.max(0, at.toEpochMilli() - journal.origin()), bytes);
      } catch (IOException e) {
        LOG.error("board {}: journal write failed: {}", board, e.toString());
      }
    }));
  }

  /** The board's link changed ({@code connecting}, {@code connected}, {@code disconnected}, ...). */
  public void linkChanged(String link, String detail) {
    thread.execute(() -> guard(() -> {
      try {
        journal.note("link " + link + (detail.isEmpty() ? "" : " (" + detail + ")"));
        journal.flush();
      } catch (IOException e) {
        LOG.error("board {}: journal write failed: {}", board, e.toString());
      }
      feed.health(feed.health().withLink(link));
    }));
  }

  /**
   * The board's link broke (not a remote agent's connection to the relay: an agent keeps the
   * board's bytes meanwhile): what the board says until it is up again is lost, and the tracker
   * reads what comes next as after a gap. Told as the link goes down, before any byte of the next
   * connection. Journalled, so a rebuild reads it where live did.
   */
  public void lineBroken() {
    thread.execute(() -> guard(() -> {
      try {
        journal.note(BoardInterpreter.LINE_BROKEN);
        journal.flush();
      } catch (IOException e) {
        LOG.error("board {}: journal write failed: {}", board, e.toString());
      }
      interpreter.lineBroken();
    }));
  }

  /** Journals and applies an arbiter action made at the current time; completes when published. */
  public CompletableFuture<List<Stamped>> act(LongFunction<ArbiterAction> action) {
    return CompletableFuture.supplyAsync(() -> {
      long t = Math.max(Math.max(journalNow(), interpreter.lastTick()), interpreter.lastRead());
      interpreter.tick(t);
      ArbiterAction a = action.apply(t);
      try {
        journal.action(JournalJson.action(a, interpreter.reads()));
      } catch (IOException e) {
        throw new IllegalStateException("cannot journal the action: " + e.getMessage(), e);
      }
      return interpreter.apply(a);
    }, thread);
  }

  // ---------------------------------------------------------------------------------------------
  // The board's thread

  /**
   * Journal time for a read made at {@code epochMillis}: never before the last read or tick, so a
   * late read is stamped with the time already reached (and journalled with it).
   */
  private long readTime(long epochMillis) {
    return Math.max(Math.max(epochMillis - journal.origin(), interpreter.lastTick()),
        interpreter.lastRead());
  }

  private void read(long t, RawBytes bytes) {
    interpreter.read(t, bytes);
    if (live) {
      flush(); // the read's bytes, even when it made no delta
    }
  }

  private void tick(long upTo) {
    interpreter.tick(upTo);
  }

  /** Journals (when live) and then publishes: nothing reaches a viewer before the journal has it. */
  private List<Stamped> append(List<Delta> deltas, long at) {
    if (live) {
      long seq = feed.seq();
      List<String> lines = new ArrayList<>();
      for (Delta d : deltas) {
        lines.add(JournalJson.line(new Stamped(++seq, at, d)));
      }
      long start = System.nanoTime();
      try {
        journal.events(lines);
        journal.flush();
      } catch (IOException e) {
        LOG.error("board {}: journal write failed: {}", board, e.toString());
      }
      metrics.journalWrite(System.nanoTime() - start);
    }
    List<Stamped> added = feed.append(deltas, at, clock.millis());
    metrics.deltas(added);
    return added;
  }

  private void flush() {
    try {
      journal.flush();
    } catch (IOException e) {
      LOG.error("board {}: journal flush failed: {}", board, e.toString());
    }
  }

  private void guard(Runnable work) {
    try {
      work.run();
    } catch (RuntimeException e) {
      // One bad input must not stop the board: log it and carry on with the next read.
      LOG.error("board {}: {}", board, e.toString(), e);
    }
  }

  private static <T> T join(CompletableFuture<T> f) {
    return f.join();
  }

  @Override
  public void close() {
    thread.shutdown();
    try {
      thread.awaitTermination(5, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    try {
      journal.close();
    } catch (IOException e) {
      LOG.warn("board {}: closing the journal: {}", board, e.toString());
    }
  }
}
