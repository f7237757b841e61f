package org.touchmove.hardware.transport;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.touchmove.dgt.ClockCommand;
import org.touchmove.dgt.ClockCommandQueue;
import org.touchmove.dgt.ClockQueueAction;
import org.touchmove.dgt.ClockQueuePolicy;
import org.touchmove.dgt.DgtCommand;
import org.touchmove.dgt.DgtDecoder;
import org.touchmove.dgt.DgtEncoder;
import org.touchmove.dgt.DgtMessage;
import org.touchmove.dgt.EeLog;
import org.touchmove.dgt.RawBytes;

/**
 * The conversation with one DGT board, as a state machine without I/O, threads or a clock: every
 * input carries the time, every output is a {@link SessionAction} for the driver to perform ({@link
 * BoardConnection} in production, the tests directly). Not thread-safe: one board, one thread.
 *
 * <p>What it does (docs/transports.md has the full story and the reasons):
 *
 * <ol>
 *   <li>Asks the driver to open the link; after the settle time sends {@code RESET} and {@code
 *       SEND_VERSION} and waits for the version, retrying ({@link HandshakePolicy}).
 *   <li>Then sends the identity requests (serial number), the update mode, and {@code SEND_BOARD};
 *       the update mode goes <em>before</em> the dump request so that no change can fall between
 *       the dump and the start of field updates.
 *   <li>When the dump arrives the board is {@link LinkState.Connected}; the clock version query
 *       goes through a {@link ClockCommandQueue}, as do the owner's clock commands.
 *   <li>While connected: a keep-alive request every interval; silence longer than the timeout is a
 *       dead link, where the 8.3 s a log dump asked for takes on the line is not silence; the
 *       update mode is re-sent now and then; after garbled input ({@link
 *       DgtMessage.SkippedBytes}, {@link DgtMessage.Malformed}) the update mode and a dump request
 *       are re-sent (§10), at most once per hold-off.
 *   <li>Any failure closes the link and schedules a reconnect with exponential back-off; the whole
 *       handshake, which ends with the update mode and a dump, runs again.
 * </ol>
 *
 * <p>The driver calls {@link #onTimer} whenever {@link #nextDeadline()} has passed; calling it
 * early or twice is harmless. Writes are spaced by {@link SessionConfig#commandSpacing()}.
 */
public final class BoardSession {
  /** The ticket of writes and clock commands the session makes on its own. */
  public static final long OWN = 0;
  private static final RawBytes LOG_REQUEST =
      RawBytes.copyOf(DgtEncoder.command(DgtCommand.SEND_EE_MOVES));
  /**
   * The whole answer to a log request, {@code 0x8F} with its 3-byte header and the 0x1F00-byte
   * ring, at 9600 baud (ten bits a byte): 8.3 s. Faster links only bring it sooner.
   */
  static final Duration LOG_TRANSFER = Duration.ofMillis((3L + EeLog.CAPACITY) * 10 * 1000 / 9600 + 1);

  private enum Phase {
    NEW,
    OPENING,
    SETTLING,
    PROBING,
    SYNCING,
    RUNNING,
    WAITING,
    STOPPED
  }

  private record Outgoing(RawBytes bytes, long ticket) {}

  private final SessionConfig config;
  private final HandshakePolicy handshake;
  private final KeepAlivePolicy keepAlive;
  private final RandomGenerator random;
  private final ClockCommandQueue clock;
  private final ArrayDeque<Long> clockTickets = new ArrayDeque<>();
  private final ArrayDeque<Outgoing> outbox = new ArrayDeque<>();

  private DgtDecoder decoder = new DgtDecoder();
  private Phase phase = Phase.NEW;
  private LinkState state = new LinkState.Idle();

  /** Connection attempts since the start or the last working connection. */
  private int attempt;

  /** Consecutive failures since the start or the last working connection. */
  private int failures;

  /** Version probes or dump requests sent in the current handshake phase. */
  private int requests;

  private Instant phaseDeadline = Instant.MIN;
  private Instant lastReceived = Instant.MIN;
  private Instant nextWriteAt = Instant.MIN;
  private Instant nextKeepAlive = Instant.MIN;
  private Instant nextModeRefresh = Instant.MIN;
  private Instant nextDumpRefresh = Instant.MIN;
  private Instant resyncAllowedAt = Instant.MIN;
  /**
   * While a log dump asked for is on its way, when its last byte is due: until then the board is
   * busy sending it, not silent (spec/dgt-protocol.md §6: about 8 s, no watchdog meanwhile).
   */
  private Instant logDueBy = Instant.MIN;

  private DgtMessage.Version version;
  private String serialNumber;
  private String longSerialNumber;
  private String trademark;

  /**
   * A session that has not started.
   *
   * @param config timings and policies
   * @param random draws the reconnect jitter; inject a seeded or fake one in tests
   */
  public BoardSession(SessionConfig config, RandomGenerator random) {
    this.config = Objects.requireNonNull(config, "config");
    this.handshake = config.handshake();
    this.keepAlive = config.keepAlive();
    this.random = Objects.requireNonNull(random, "random");
    this.clock =
        new ClockCommandQueue(
            handshake.clockAcknowledged()
                ? ClockQueuePolicy.acknowledgedDefaults()
                : ClockQueuePolicy.unacknowledgedDefaults());
  }

  /** The current state. */
  public LinkState state() {
    return state;
  }

  /** Starts the first connection attempt. May be called once. */
  public List<SessionAction> start(Instant now) {
    if (phase != Phase.NEW) {
      throw new IllegalStateException("already started");
    }
    List<SessionAction> out = new ArrayList<>();
    connect(out);
    return out;
  }

  /** The link asked for by {@link SessionAction.OpenLink} is open. */
  public List<SessionAction> onOpened(Instant now) {
    List<SessionAction> out = new ArrayList<>();
    if (phase != Phase.OPENING) {
      // Stopped while opening: the link is not wanted any more.
      out.add(new SessionAction.CloseLink());
      return out;
    }
    decoder = new DgtDecoder();
    outbox.clear();
    nextWriteAt = now;
    lastReceived = now;
    version = null;
    serialNumber = null;
    longSerialNumber = null;
    trademark = null;
    phase = Phase.SETTLING;
    phaseDeadline = now.plus(handshake.settle());
    if (!now.isBefore(phaseDeadline)) {
      probe(now, out);
    }
    drain(now, out);
    return out;
  }

  /** The link asked for by {@link SessionAction.OpenLink} could not be opened. */
  public List<SessionAction> onOpenFailed(String detail, Instant now) {
    List<SessionAction> out = new ArrayList<>();
    if (phase == Phase.OPENING) {
      fail(DisconnectReason.OPEN_FAILED, detail, now, out);
    }
    return out;
  }

  /**
   * Bytes arrived from the board. Decodes them and delivers every message; the version, the dump
   * and clock acks drive the handshake and the clock queue; garbage asks for a resync.
   */
  public List<SessionAction> onReceived(RawBytes chunk, Instant now) {
    Objects.requireNonNull(chunk, "chunk");
    List<SessionAction> out = new ArrayList<>();
    if (!isLinkUp()) {
      return out;
    }
    if (now.isAfter(lastReceived)) {
      lastReceived = now;
    }
    decoder.feed(chunk.toArray(), 0, chunk.length(), message -> handle(message, now, out));
    drain(now, out);
    return out;
  }

  /**
   * The link failed: a disconnect event, end of stream, a read or write error. Ignored unless the
   * link is up (a late report about a link already given up).
   */
  public List<SessionAction> onLost(DisconnectReason reason, String detail, Instant now) {
    List<SessionAction> out = new ArrayList<>();
    if (isLinkUp()) {
      fail(reason, detail, now, out);
    }
    return out;
  }

  /** Time passed: handshake retries, keep-alive, refreshes, clock resends, reconnects, writes. */
  public List<SessionAction> onTimer(Instant now) {
    List<SessionAction> out = new ArrayList<>();
    switch (phase) {
      case SETTLING:
        if (!now.isBefore(phaseDeadline)) {
          probe(now, out);
        }
        break;
      case PROBING:
        if (!now.isBefore(phaseDeadline)) {
          if (requests < handshake.attempts()) {
            probe(now, out);
          } else {
            fail(
                DisconnectReason.NO_REPLY, "no version reply to " + requests + " probes", now, out);
            return out;
          }
        }
        break;
      case SYNCING:
        if (!now.isBefore(phaseDeadline)) {
          if (requests < handshake.attempts()) {
            requestSync(now, out);
          } else {
            fail(
                DisconnectReason.NO_REPLY,
                "no board dump after " + requests + " requests",
                now,
                out);
            return out;
          }
        }
        break;
      case RUNNING:
        if (!runningTimers(now, out)) {
          return out;
        }
        break;
      case WAITING:
        if (!now.isBefore(phaseDeadline)) {
          connect(out);
        }
        return out;
      default:
        return out;
    }
    flushPartialFrame(now, out);
    drain(now, out);
    return out;
  }

  /**
   * The owner wants {@code bytes} written. Queued behind the session's own commands when connected;
   * otherwise refused at once.
   *
   * @param ticket the owner's non-zero number for this write, echoed in {@link SessionAction.Write}
   *     or {@link SessionAction.Refused}
   */
  public List<SessionAction> send(RawBytes bytes, long ticket, Instant now) {
    Objects.requireNonNull(bytes, "bytes");
    checkTicket(ticket);
    List<SessionAction> out = new ArrayList<>();
    if (phase != Phase.RUNNING) {
      out.add(new SessionAction.Refused(ticket, "not connected (" + describe(state) + ")"));
      return out;
    }
    outbox.addLast(new Outgoing(bytes, ticket));
    drain(now, out);
    return out;
  }

  /**
   * The owner wants {@code command} sent to the clock, one command in flight at a time (§12.4). Its
   * end comes as {@link SessionAction.ClockResult} or {@link SessionAction.Refused}.
   */
  public List<SessionAction> sendClock(ClockCommand command, long ticket, Instant now) {
    Objects.requireNonNull(command, "command");
    checkTicket(ticket);
    List<SessionAction> out = new ArrayList<>();
    if (phase != Phase.RUNNING) {
      out.add(new SessionAction.Refused(ticket, "not connected (" + describe(state) + ")"));
      return out;
    }
    if (!clock.offer(command)) {
      out.add(new SessionAction.Refused(ticket, "clock queue full"));
      return out;
    }
    clockTickets.addLast(ticket);
    clockActions(clock.poll(now), out);
    drain(now, out);
    return out;
  }

  /** Stops for good: closes the link, refuses everything pending. Idempotent. */
  public List<SessionAction> stop(Instant now) {
    List<SessionAction> out = new ArrayList<>();
    if (phase == Phase.STOPPED) {
      return out;
    }
    if (phase != Phase.NEW && phase != Phase.WAITING) {
      flushDecoder(now, out);
      out.add(new SessionAction.CloseLink());
    }
    refuseAll("stopped", out);
    phase = Phase.STOPPED;
    setState(new LinkState.Stopped(), out);
    return out;
  }

  /**
   * When {@link #onTimer} has work next; empty while nothing is timed (not started, opening,
   * stopped). An instant in the past means now.
   */
  public Optional<Instant> nextDeadline() {
    Instant next;
    switch (phase) {
      case SETTLING:
      case PROBING:
      case SYNCING:
      case WAITING:
        next = phaseDeadline;
        break;
      case RUNNING:
        next = earliest(nextKeepAlive, silentSince().plus(keepAlive.timeout()));
        if (!keepAlive.modeRefresh().isZero()) {
          next = earliest(next, nextModeRefresh);
        }
        if (!keepAlive.dumpRefresh().isZero()) {
          next = earliest(next, nextDumpRefresh);
        }
        Optional<Instant> clockDeadline = clock.nextDeadline();
        if (clockDeadline.isPresent()) {
          next = earliest(next, clockDeadline.get());
        }
        break;
      default:
        return Optional.empty();
    }
    if (!outbox.isEmpty()) {
      next = earliest(next, nextWriteAt);
    }
    if (phase != Phase.WAITING && decoder.buffered() > 0) {
      next = earliest(next, lastReceived.plus(config.partialFrameTimeout()));
    }
    return Optional.of(next);
  }

  private boolean isLinkUp() {
    return phase == Phase.SETTLING
        || phase == Phase.PROBING
        || phase == Phase.SYNCING
        || phase == Phase.RUNNING;
  }

  private void connect(List<SessionAction> out) {
    attempt++;
    phase = Phase.OPENING;
    setState(new LinkState.Connecting(attempt), out);
    out.add(new SessionAction.OpenLink());
  }

  /** §9 steps 2 and 3: RESET forces single-board mode and IDLE; the version proves a DGT board. */
  private void probe(Instant now, List<SessionAction> out) {
    if (phase != Phase.PROBING) {
      phase = Phase.PROBING;
      requests = 0;
    }
    requests++;
    enqueue(DgtCommand.RESET);
    enqueue(DgtCommand.SEND_VERSION);
    phaseDeadline = drainedAt(now).plus(handshake.replyTimeout());
  }

  /** §9 steps 4 to 6, with the update mode before the dump request (see the class comment). */
  private void startSync(Instant now, List<SessionAction> out) {
    phase = Phase.SYNCING;
    requests = 0;
    for (DgtCommand request : handshake.identityRequests()) {
      enqueue(request);
    }
    requestSync(now, out);
  }

  private void requestSync(Instant now, List<SessionAction> out) {
    requests++;
    enqueue(handshake.updateMode());
    enqueue(DgtCommand.SEND_BOARD);
    phaseDeadline = drainedAt(now).plus(handshake.replyTimeout());
  }

  private void running(Instant now, List<SessionAction> out) {
    phase = Phase.RUNNING;
    attempt = 0;
    failures = 0;
    nextKeepAlive = now.plus(keepAlive.interval());
    nextModeRefresh = now.plus(keepAlive.modeRefresh());
    nextDumpRefresh = now.plus(keepAlive.dumpRefresh());
    resyncAllowedAt = now;
    setState(new LinkState.Connected(identity()), out);
    if (handshake.queryClockVersion() && handshake.clockAcknowledged()) {
      clock.offer(new ClockCommand.VersionQuery());
      clockTickets.addLast(OWN);
      clockActions(clock.poll(now), out);
    }
  }

  /** Returns false when the link was found dead (and is now given up). */
  private boolean runningTimers(Instant now, List<SessionAction> out) {
    Instant silentSince = silentSince();
    if (!now.isBefore(silentSince.plus(keepAlive.timeout()))) {
      long millis = Duration.between(lastReceived, now).toMillis();
      String detail = "nothing received for " + millis + " ms";
      if (silentSince.equals(logDueBy)) {
        detail += ", the log dump asked for included";
      }
      fail(DisconnectReason.KEEP_ALIVE_TIMEOUT, detail, now, out);
      return false;
    }
    if (!now.isBefore(nextKeepAlive)) {
      enqueue(keepAlive.request());
      nextKeepAlive = now.plus(keepAlive.interval());
    }
    if (!keepAlive.modeRefresh().isZero() && !now.isBefore(nextModeRefresh)) {
      enqueue(handshake.updateMode());
      nextModeRefresh = now.plus(keepAlive.modeRefresh());
    }
    if (!keepAlive.dumpRefresh().isZero() && !now.isBefore(nextDumpRefresh)) {
      enqueue(DgtCommand.SEND_BOARD);
      nextDumpRefresh = now.plus(keepAlive.dumpRefresh());
    }
    clockActions(clock.poll(now), out);
    return true;
  }

  private void handle(DgtMessage message, Instant now, List<SessionAction> out) {
    out.add(new SessionAction.Deliver(message, now));
    if (message instanceof DgtMessage.Version) {
      version = (DgtMessage.Version) message;
      if (phase == Phase.PROBING) {
        startSync(now, out);
      }
    } else if (message instanceof DgtMessage.SerialNumber) {
      serialNumber = ((DgtMessage.SerialNumber) message).digits();
    } else if (message instanceof DgtMessage.LongSerialNumber) {
      longSerialNumber = ((DgtMessage.LongSerialNumber) message).text();
    } else if (message instanceof DgtMessage.Trademark) {
      trademark = ((DgtMessage.Trademark) message).text();
    } else if (message instanceof DgtMessage.BoardDump) {
      if (phase == Phase.SYNCING) {
        running(now, out);
      }
    } else if (message instanceof DgtMessage.EeMoves) {
      logDueBy = Instant.MIN; // the board is free again: silence counts from here
    } else if (message instanceof DgtMessage.ClockAck) {
      if (phase == Phase.RUNNING) {
        clockActions(clock.onMessage(message, now), out);
      }
    } else if (message instanceof DgtMessage.SkippedBytes
        || message instanceof DgtMessage.Malformed) {
      if (phase == Phase.RUNNING) {
        resync(now);
      }
    }
  }

  /**
   * §10 and quirk 27: garbled input may mean the board saw noise too and dropped to bus mode or
   * IDLE, and field updates may be lost. Re-send the update mode and ask for a full dump.
   */
  private void resync(Instant now) {
    if (now.isBefore(resyncAllowedAt)) {
      return;
    }
    enqueue(handshake.updateMode());
    enqueue(DgtCommand.SEND_BOARD);
    resyncAllowedAt = now.plus(config.resyncHoldOff());
  }

  /** §2.4 step 5: a message that stopped arriving halfway will never complete. */
  private void flushPartialFrame(Instant now, List<SessionAction> out) {
    if (isLinkUp()
        && decoder.buffered() > 0
        && !now.isBefore(lastReceived.plus(config.partialFrameTimeout()))) {
      decoder.flush(message -> handle(message, now, out));
    }
  }

  private void fail(DisconnectReason reason, String detail, Instant now, List<SessionAction> out) {
    logDueBy = Instant.MIN; // a dump under way on this link never comes
    flushDecoder(now, out);
    out.add(new SessionAction.CloseLink());
    refuseAll("link lost: " + reason, out);
    setState(new LinkState.Disconnected(reason, detail), out);
    failures++;
    Duration delay = config.reconnect().delay(failures, random);
    phase = Phase.WAITING;
    phaseDeadline = now.plus(delay);
    setState(new LinkState.Reconnecting(attempt + 1, delay), out);
  }

  /** Bytes of a message the link died in the middle of are still reported as skipped. */
  private void flushDecoder(Instant now, List<SessionAction> out) {
    decoder.flush(message -> out.add(new SessionAction.Deliver(message, now)));
  }

  private void refuseAll(String reason, List<SessionAction> out) {
    for (Outgoing o : outbox) {
      if (o.ticket() != OWN) {
        out.add(new SessionAction.Refused(o.ticket(), reason));
      }
    }
    outbox.clear();
    // One ticket per command in the clock queue, in the same order.
    clock.clear();
    for (long ticket : clockTickets) {
      if (ticket != OWN) {
        out.add(new SessionAction.Refused(ticket, reason));
      }
    }
    clockTickets.clear();
  }

  private void clockActions(List<ClockQueueAction> actions, List<SessionAction> out) {
    for (ClockQueueAction action : actions) {
      if (action instanceof ClockQueueAction.Send) {
        outbox.addLast(new Outgoing(((ClockQueueAction.Send) action).bytes(), OWN));
      } else {
        out.add(new SessionAction.ClockResult(clockTickets.removeFirst(), action));
      }
    }
  }

  private void enqueue(DgtCommand command) {
    outbox.addLast(new Outgoing(RawBytes.copyOf(DgtEncoder.command(command)), OWN));
  }

  /** Emits every write that is due; the rest wait for {@link #nextWriteAt}. */
  private void drain(Instant now, List<SessionAction> out) {
    while (!outbox.isEmpty() && !now.isBefore(nextWriteAt)) {
      Outgoing next = outbox.removeFirst();
      out.add(new SessionAction.Write(next.bytes(), next.ticket()));
      if (next.bytes().equals(LOG_REQUEST)) {
        logDueBy = now.plus(LOG_TRANSFER);
      }
      nextWriteAt = now.plus(config.commandSpacing());
    }
  }

  /**
   * Since when the board counts as silent: its last bytes, or the end of a log dump under way,
   * whichever is later. What the board answers meanwhile waits behind the dump on the line.
   */
  private Instant silentSince() {
    return lastReceived.isAfter(logDueBy) ? lastReceived : logDueBy;
  }

  /** When the last queued write will have gone out. */
  private Instant drainedAt(Instant now) {
    if (outbox.isEmpty()) {
      return now;
    }
    Instant first = nextWriteAt.isAfter(now) ? nextWriteAt : now;
    return first.plus(config.commandSpacing().multipliedBy(outbox.size() - 1L));
  }

  private BoardIdentity identity() {
    return new BoardIdentity(
        version,
        Optional.ofNullable(serialNumber),
        Optional.ofNullable(longSerialNumber),
        Optional.ofNullable(trademark));
  }

  private void setState(LinkState next, List<SessionAction> out) {
    state = next;
    out.add(new SessionAction.ChangeState(next));
  }

  private static void checkTicket(long ticket) {
    if (ticket == OWN) {
      throw new IllegalArgumentException("ticket 0 is the session's own");
    }
  }

  private static Instant earliest(Instant a, Instant b) {
    return a.isBefore(b) ? a : b;
  }

  private static String describe(LinkState s) {
    return s.getClass().getSimpleName();
  }
}
