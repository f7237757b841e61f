package org.touchmove.hardware.transport;

import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.random.RandomGenerator;
import org.touchmove.dgt.ClockCommand;
import org.touchmove.dgt.ClockQueueAction;
import org.touchmove.dgt.DgtCommand;
import org.touchmove.dgt.DgtEncoder;
import org.touchmove.dgt.RawBytes;

/**
 * One board, kept connected: drives a {@link BoardSession} over a {@link BoardLink} on a thread of
 * its own and reports to a {@link BoardListener}. Run one per board; they share nothing, so a slow
 * or dead board never holds up another.
 *
 * <p>Threading: the session, every link call (open, send, close) and every listener call run on the
 * connection's single thread, named after the link's address. The link reads on its own thread and
 * hands each chunk over. The public methods may be called from any thread and never block on I/O;
 * {@link #close()} waits a bounded time for the thread to finish.
 */
public final class BoardConnection implements AutoCloseable {
  private static final Duration CLOSE_TIMEOUT = Duration.ofSeconds(5);

  private final BoardLink link;
  private final BoardSession session;
  private final BoardListener listener;
  private final InstantSource clock;
  private final ScheduledThreadPoolExecutor executor;
  private final AtomicLong nextTicket = new AtomicLong(BoardSession.OWN + 1);
  private final AtomicBoolean closing = new AtomicBoolean();
  private volatile Thread thread;
  private volatile LinkState state = new LinkState.Idle();

  // Confined to the connection's thread:
  private final ArrayDeque<SessionAction> pending = new ArrayDeque<>();
  private final Map<Long, CompletableFuture<Void>> writes = new HashMap<>();
  private final Map<Long, CompletableFuture<ClockQueueAction>> clockCommands = new HashMap<>();
  private boolean draining;
  private int generation;
  private ScheduledFuture<?> timer;

  private BoardConnection(
      BoardLink link,
      SessionConfig config,
      BoardListener listener,
      InstantSource clock,
      RandomGenerator random) {
    this.link = Objects.requireNonNull(link, "link");
    this.listener = Objects.requireNonNull(listener, "listener");
    this.clock = Objects.requireNonNull(clock, "clock");
    this.session = new BoardSession(config, random);
    this.executor =
        new ScheduledThreadPoolExecutor(
            1,
            runnable -> {
              Thread t = new Thread(runnable, "touchmove-board " + link.address());
              t.setDaemon(true);
              thread = t;
              return t;
            });
    executor.setRemoveOnCancelPolicy(true);
    executor.setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
  }

  /**
   * Starts connecting to the board behind {@code link} with a {@link MonotonicClock} and a randomly
   * seeded jitter.
   */
  public static BoardConnection start(
      BoardLink link, SessionConfig config, BoardListener listener) {
    return start(link, config, listener, MonotonicClock.fromSystemClock(), new SplittableRandom());
  }

  /**
   * Starts connecting to the board behind {@code link}.
   *
   * @param clock the time given to the session; use the clock the link stamps arrivals with
   * @param random draws the reconnect jitter
   */
  public static BoardConnection start(
      BoardLink link,
      SessionConfig config,
      BoardListener listener,
      InstantSource clock,
      RandomGenerator random) {
    BoardConnection connection = new BoardConnection(link, config, listener, clock, random);
    connection.post(() -> connection.process(connection.session.start(clock.instant())));
    return connection;
  }

  /** The board's address, as the link gives it. */
  public String address() {
    return link.address();
  }

  /** The latest state (may be a moment behind the listener's view). */
  public LinkState state() {
    return state;
  }

  /**
   * Writes {@code bytes} to the board when connected, after the commands queued before them. The
   * future completes when the bytes are written; it fails with a {@link BoardLinkException} when
   * the board is not connected, the write fails, or the link goes down first.
   */
  public CompletableFuture<Void> send(RawBytes bytes) {
    Objects.requireNonNull(bytes, "bytes");
    long ticket = nextTicket.getAndIncrement();
    CompletableFuture<Void> done = new CompletableFuture<>();
    boolean posted =
        post(
            () -> {
              writes.put(ticket, done);
              process(session.send(bytes, ticket, clock.instant()));
            });
    if (!posted) {
      done.completeExceptionally(new BoardLinkException("connection closed: " + address()));
    }
    return done;
  }

  /** {@link #send(RawBytes)} for a single-byte command, e.g. {@code SEND_BOARD}. */
  public CompletableFuture<Void> send(DgtCommand command) {
    return send(RawBytes.copyOf(DgtEncoder.command(command)));
  }

  /**
   * Sends {@code command} to the clock, one in flight at a time with resends (§12.4). The future
   * completes with the outcome ({@code Acknowledged}, {@code Rejected}, {@code TimedOut}, or {@code
   * Unconfirmed} in a mode without acks); it fails with a {@link BoardLinkException} when the board
   * is not connected, the queue is full, or the link goes down first.
   */
  public CompletableFuture<ClockQueueAction> sendClock(ClockCommand command) {
    Objects.requireNonNull(command, "command");
    long ticket = nextTicket.getAndIncrement();
    CompletableFuture<ClockQueueAction> done = new CompletableFuture<>();
    boolean posted =
        post(
            () -> {
              clockCommands.put(ticket, done);
              process(session.sendClock(command, ticket, clock.instant()));
            });
    if (!posted) {
      done.completeExceptionally(new BoardLinkException("connection closed: " + address()));
    }
    return done;
  }

  /**
   * Stops: closes the link, fails what is pending, reports {@link LinkState.Stopped}, ends the
   * thread. Waits up to five seconds for that unless called from a listener. Idempotent.
   */
  @Override
  public void close() {
    if (!closing.compareAndSet(false, true)) {
      return;
    }
    boolean posted =
        post(
            () -> {
              process(session.stop(clock.instant()));
              executor.shutdown();
            });
    if (!posted || Thread.currentThread() == thread) {
      return;
    }
    try {
      if (!executor.awaitTermination(CLOSE_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS)) {
        // A listener or the link is stuck; interrupt it rather than leak the thread.
        executor.shutdownNow();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** Runs {@code task} on the connection's thread; false once the connection has shut down. */
  private boolean post(Runnable task) {
    try {
      executor.execute(() -> guarded(task));
      return true;
    } catch (RejectedExecutionException e) {
      // Closed: there is no session left to tell. Callers turn this into a failed future; the
      // link's reader may still deliver its last chunk here, which nobody wants any more.
      return false;
    }
  }

  /**
   * A bug in the session or here must not vanish into the executor's future: report it like an
   * uncaught exception and shut the connection down rather than carry on half-updated.
   */
  private void guarded(Runnable task) {
    try {
      task.run();
    } catch (RuntimeException | Error e) {
      abort(e);
    }
  }

  private void abort(Throwable bug) {
    pending.clear();
    link.close();
    executor.shutdown();
    BoardLinkException failure = new BoardLinkException("connection aborted by a bug", bug);
    writes.values().forEach(f -> f.completeExceptionally(failure));
    writes.clear();
    clockCommands.values().forEach(f -> f.completeExceptionally(failure));
    clockCommands.clear();
    state = new LinkState.Stopped();
    report(bug);
  }

  private void process(List<SessionAction> actions) {
    pending.addAll(actions);
    if (draining) {
      return;
    }
    draining = true;
    try {
      for (SessionAction action = pending.poll(); action != null; action = pending.poll()) {
        perform(action);
      }
    } finally {
      draining = false;
    }
    reschedule();
  }

  private void perform(SessionAction action) {
    if (action instanceof SessionAction.Write) {
      write((SessionAction.Write) action);
    } else if (action instanceof SessionAction.Deliver) {
      SessionAction.Deliver d = (SessionAction.Deliver) action;
      notifyListener(() -> listener.onMessage(d.message(), d.arrival()));
    } else if (action instanceof SessionAction.ChangeState) {
      LinkState next = ((SessionAction.ChangeState) action).state();
      state = next;
      Instant at = clock.instant();
      notifyListener(() -> listener.onStateChanged(next, at));
    } else if (action instanceof SessionAction.OpenLink) {
      open();
    } else if (action instanceof SessionAction.CloseLink) {
      link.close();
    } else if (action instanceof SessionAction.ClockResult) {
      SessionAction.ClockResult r = (SessionAction.ClockResult) action;
      notifyListener(() -> listener.onClockResult(r.outcome()));
      CompletableFuture<ClockQueueAction> done = clockCommands.remove(r.ticket());
      if (done != null) {
        done.complete(r.outcome());
      }
    } else if (action instanceof SessionAction.Refused) {
      SessionAction.Refused r = (SessionAction.Refused) action;
      BoardLinkException failure = new BoardLinkException(r.reason());
      CompletableFuture<Void> write = writes.remove(r.ticket());
      if (write != null) {
        write.completeExceptionally(failure);
      }
      CompletableFuture<ClockQueueAction> command = clockCommands.remove(r.ticket());
      if (command != null) {
        command.completeExceptionally(failure);
      }
    } else {
      throw new IllegalStateException("unhandled action " + action);
    }
  }

  private void open() {
    int current = ++generation;
    try {
      link.open(new Forwarder(current));
    } catch (BoardLinkException e) {
      pending.addAll(session.onOpenFailed(Links.oneLine(e.getMessage()), clock.instant()));
      return;
    }
    pending.addAll(session.onOpened(clock.instant()));
  }

  private void write(SessionAction.Write w) {
    CompletableFuture<Void> done = writes.remove(w.ticket());
    // Stamped when the write starts, so that a reply never seems to come before its request.
    Instant sent = clock.instant();
    try {
      link.send(w.bytes());
    } catch (BoardLinkException e) {
      if (done != null) {
        done.completeExceptionally(e);
      }
      pending.addAll(
          session.onLost(
              DisconnectReason.IO_ERROR, Links.oneLine(e.getMessage()), clock.instant()));
      return;
    }
    notifyListener(() -> listener.onSent(w.bytes(), sent));
    if (done != null) {
      done.complete(null);
    }
  }

  private void reschedule() {
    if (timer != null) {
      timer.cancel(false);
      timer = null;
    }
    Optional<Instant> deadline = session.nextDeadline();
    if (deadline.isEmpty() || executor.isShutdown()) {
      return;
    }
    Instant now = clock.instant();
    long nanos = deadline.get().isAfter(now) ? Duration.between(now, deadline.get()).toNanos() : 0;
    timer =
        executor.schedule(
            () -> guarded(() -> process(session.onTimer(clock.instant()))),
            nanos,
            TimeUnit.NANOSECONDS);
  }

  /** The owner's bug must not stop the board: report it and go on with the next action. */
  private void notifyListener(Runnable call) {
    try {
      call.run();
    } catch (RuntimeException e) {
      report(e);
    }
  }

  private static void report(Throwable e) {
    Thread t = Thread.currentThread();
    t.getUncaughtExceptionHandler().uncaughtException(t, e);
  }

  /** Hands link events to the connection's thread, dropping those of an earlier opening. */
  private final class Forwarder implements LinkListener {
    private final int openedAs;

    Forwarder(int openedAs) {
      this.openedAs = openedAs;
    }

    @Override
    public void onBytes(RawBytes chunk, Instant arrival) {
      post(
          () -> {
            if (openedAs == generation) {
              notifyListener(() -> listener.onReceived(chunk, arrival));
              process(session.onReceived(chunk, arrival));
            }
          });
    }

    @Override
    public void onLost(DisconnectReason reason, String detail) {
      post(
          () -> {
            if (openedAs == generation) {
              process(session.onLost(reason, detail, clock.instant()));
            }
          });
    }
  }
}
