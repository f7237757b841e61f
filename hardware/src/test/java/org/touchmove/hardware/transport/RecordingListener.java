package org.touchmove.hardware.transport;

import static org.assertj.core.api.Assertions.fail;

import java.io.ByteArrayOutputStream;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;
import org.touchmove.dgt.ClockQueueAction;
import org.touchmove.dgt.DgtMessage;
import org.touchmove.dgt.RawBytes;

/**
 * Records what a {@link BoardConnection} reports, and lets a test wait for a condition with a
 * deadline: it wakes on every event, and every 20 ms to re-check conditions on state outside it (a
 * server's view). Thread-safe.
 */
final class RecordingListener implements BoardListener {
  private static final long RECHECK_MILLIS = 20;

  private final List<RawBytes> received = new ArrayList<>();
  private final List<Instant> arrivals = new ArrayList<>();
  private final List<RawBytes> sent = new ArrayList<>();
  private final List<DgtMessage> messages = new ArrayList<>();
  private final List<LinkState> states = new ArrayList<>();
  private final List<ClockQueueAction> clockResults = new ArrayList<>();
  private final Set<String> threads = new LinkedHashSet<>();

  @Override
  public synchronized void onReceived(RawBytes chunk, Instant arrival) {
    received.add(chunk);
    arrivals.add(arrival);
    event();
  }

  @Override
  public synchronized void onSent(RawBytes bytes, Instant at) {
    sent.add(bytes);
    event();
  }

  @Override
  public synchronized void onMessage(DgtMessage message, Instant arrival) {
    messages.add(message);
    event();
  }

  @Override
  public synchronized void onStateChanged(LinkState state, Instant at) {
    states.add(state);
    event();
  }

  @Override
  public synchronized void onClockResult(ClockQueueAction outcome) {
    clockResults.add(outcome);
    event();
  }

  private void event() {
    threads.add(Thread.currentThread().getName());
    notifyAll();
  }

  /**
   * Waits until {@code condition} holds; fails the test, listing the states seen, if it does not.
   */
  synchronized void await(String what, Duration timeout, BooleanSupplier condition) {
    long deadline = System.nanoTime() + timeout.toNanos();
    while (!condition.getAsBoolean()) {
      long left = deadline - System.nanoTime();
      if (left <= 0) {
        fail(
            "timed out after "
                + timeout.toMillis()
                + " ms waiting for "
                + what
                + "; states: "
                + states);
      }
      try {
        wait(Math.max(1, Math.min(RECHECK_MILLIS, left / 1_000_000)));
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        fail("interrupted waiting for " + what);
      }
    }
  }

  /** Waits for the {@code n}-th (1-based) state that is an instance of {@code type}. */
  <T extends LinkState> T awaitState(Class<T> type, int n, Duration timeout) {
    await(n + " × " + type.getSimpleName(), timeout, () -> count(type) >= n);
    synchronized (this) {
      return states.stream()
          .filter(type::isInstance)
          .map(type::cast)
          .skip(n - 1L)
          .findFirst()
          .orElseThrow();
    }
  }

  synchronized int count(Class<? extends LinkState> type) {
    return (int) states.stream().filter(type::isInstance).count();
  }

  synchronized List<LinkState> states() {
    return List.copyOf(states);
  }

  synchronized int messageCount() {
    return messages.size();
  }

  synchronized List<DgtMessage> messagesFrom(int from) {
    return List.copyOf(messages.subList(from, messages.size()));
  }

  synchronized boolean hasMessageFrom(int from, DgtMessage message) {
    return messages.subList(from, messages.size()).contains(message);
  }

  synchronized boolean hasMessageTypeFrom(int from, Class<? extends DgtMessage> type) {
    return messages.subList(from, messages.size()).stream().anyMatch(type::isInstance);
  }

  synchronized List<ClockQueueAction> clockResults() {
    return List.copyOf(clockResults);
  }

  synchronized Set<String> threads() {
    return Set.copyOf(threads);
  }

  synchronized List<Instant> arrivals() {
    return List.copyOf(arrivals);
  }

  /** Every byte received, in order. */
  synchronized byte[] receivedBytes() {
    return concat(received);
  }

  /** Every byte sent, in order. */
  synchronized byte[] sentBytes() {
    return concat(sent);
  }

  private static byte[] concat(List<RawBytes> chunks) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (RawBytes c : chunks) {
      out.writeBytes(c.toArray());
    }
    return out.toByteArray();
  }
}
