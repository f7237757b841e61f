package org.touchmove.hardware.transport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.touchmove.dgt.RawBytes;

/**
 * What every {@link BoardLink} promises, run against each implementation with a real far end (STYLE
 * R11): bytes pass unchanged both ways, a link reopens after close, the owner's close is quiet, a
 * vanished far end is reported exactly once, misuse fails as documented.
 */
abstract class BoardLinkContract {
  static final Duration WAIT = Duration.ofSeconds(10);

  /** The other end of a link under test: it plays the board. */
  interface FarEnd extends AutoCloseable {
    /** A new, unopened link to this far end. */
    BoardLink link();

    /** Makes the far end ready for (another) open of the link, if it needs to. */
    default void accept() throws Exception {}

    /** Sends {@code bytes} to the host as the board. */
    void push(byte[] bytes) throws Exception;

    /** The next bytes the host sent, blocking up to {@code timeout}; null if none came. */
    RawBytes poll(Duration timeout) throws Exception;

    /** The board or port disappears: a cable pulled, a server gone. */
    void vanish() throws Exception;

    @Override
    void close() throws IOException;
  }

  /** A fresh far end for one test. */
  abstract FarEnd farEnd() throws Exception;

  private FarEnd far;

  @AfterEach
  void closeFarEnd() throws Exception {
    if (far != null) {
      far.close();
    }
  }

  /** Records link events for one opening. */
  static final class Events implements LinkListener {
    final LinkedBlockingQueue<RawBytes> chunks = new LinkedBlockingQueue<>();
    final LinkedBlockingQueue<String> losses = new LinkedBlockingQueue<>();
    volatile Instant lastArrival = Instant.MIN;
    volatile boolean arrivalsInOrder = true;

    @Override
    public void onBytes(RawBytes chunk, Instant arrival) {
      if (chunk.isEmpty()) {
        losses.add("empty chunk");
      }
      if (arrival.isBefore(lastArrival)) {
        arrivalsInOrder = false;
      }
      lastArrival = arrival;
      chunks.add(chunk);
    }

    @Override
    public void onLost(DisconnectReason reason, String detail) {
      losses.add(reason + ": " + detail);
    }
  }

  private FarEnd start() throws Exception {
    far = farEnd();
    return far;
  }

  @Test
  void passesEveryByteValueBothWaysUnchanged() throws Exception {
    FarEnd end = start();
    BoardLink link = end.link();
    Events events = new Events();
    end.accept();
    link.open(events);
    try {
      RawBytes every = everyByteValue();
      link.send(every);
      assertThat(collect(end::poll, every.length())).isEqualTo(every);
      end.push(every.toArray());
      assertThat(
              collect(t -> events.chunks.poll(t.toNanos(), TimeUnit.NANOSECONDS), every.length()))
          .isEqualTo(every);
      assertThat(events.arrivalsInOrder).isTrue();
      assertThat(events.losses).isEmpty();
    } finally {
      link.close();
    }
  }

  @Test
  void reopensAfterCloseAndClosesQuietly() throws Exception {
    FarEnd end = start();
    BoardLink link = end.link();
    for (int round = 1; round <= 2; round++) {
      Events events = new Events();
      end.accept();
      link.open(events);
      assertThat(link.isOpen()).isTrue();
      RawBytes probe = RawBytes.of(0x40 + round);
      link.send(probe);
      assertThat(collect(end::poll, 1)).as("round %d", round).isEqualTo(probe);
      link.close();
      link.close();
      assertThat(link.isOpen()).isFalse();
      assertThat(events.losses.poll(200, TimeUnit.MILLISECONDS))
          .as("the owner's close is not a loss")
          .isNull();
    }
  }

  @Test
  void aVanishedFarEndIsReportedOnce() throws Exception {
    FarEnd end = start();
    BoardLink link = end.link();
    Events events = new Events();
    end.accept();
    link.open(events);
    try {
      end.push(new byte[] {0x01});
      assertThat(collect(t -> events.chunks.poll(t.toNanos(), TimeUnit.NANOSECONDS), 1))
          .isEqualTo(RawBytes.of(0x01));
      end.vanish();
      String loss = events.losses.poll(WAIT.toMillis(), TimeUnit.MILLISECONDS);
      assertThat(loss).as("a loss within %s", WAIT).isNotNull();
      assertThat(events.losses.poll(300, TimeUnit.MILLISECONDS)).as("only one").isNull();
      assertThatThrownBy(() -> sendUntilFailure(link))
          .as("writes to a vanished far end fail sooner or later")
          .isInstanceOf(BoardLinkException.class);
    } finally {
      link.close();
    }
    assertThat(link.isOpen()).isFalse();
  }

  @Test
  void misuseFailsAsDocumented() throws Exception {
    FarEnd end = start();
    BoardLink link = end.link();
    assertThat(link.isOpen()).isFalse();
    assertThatThrownBy(() -> link.send(RawBytes.of(0x42))).isInstanceOf(BoardLinkException.class);
    link.close();
    end.accept();
    link.open(new Events());
    try {
      assertThatThrownBy(() -> link.open(new Events())).isInstanceOf(IllegalStateException.class);
    } finally {
      link.close();
    }
  }

  /** A link to something that does not exist fails to open with a checked exception. */
  abstract BoardLink linkToNowhere();

  @Test
  void openingNothingFails() {
    BoardLink link = linkToNowhere();
    assertThatThrownBy(() -> link.open(new Events())).isInstanceOf(BoardLinkException.class);
    assertThat(link.isOpen()).isFalse();
  }

  /** 0x00..0xFF: no CR/LF translation, no 8th-bit stripping, no flow-control characters eaten. */
  static RawBytes everyByteValue() {
    int[] values = new int[256];
    for (int i = 0; i < values.length; i++) {
      values[i] = i;
    }
    return RawBytes.of(values);
  }

  /** A source of chunks with a timeout. */
  interface ChunkSource {
    RawBytes poll(Duration timeout) throws Exception;
  }

  /** Chunks until exactly {@code length} bytes are in; fails after {@link #WAIT}. */
  static RawBytes collect(ChunkSource source, int length) throws Exception {
    byte[] out = new byte[length];
    int filled = 0;
    long deadline = System.nanoTime() + WAIT.toNanos();
    while (filled < length) {
      RawBytes chunk = source.poll(Duration.ofNanos(Math.max(0, deadline - System.nanoTime())));
      assertThat(chunk).as("bytes within %s (%d of %d so far)", WAIT, filled, length).isNotNull();
      assertThat(filled + chunk.length()).as("no extra bytes").isLessThanOrEqualTo(length);
      chunk.copyTo(out, filled);
      filled += chunk.length();
    }
    return RawBytes.copyOf(out);
  }

  private static void sendUntilFailure(BoardLink link) throws BoardLinkException {
    // A TCP write can succeed into the socket buffer once after the peer is gone; the
    // following ones fail. 200 single bytes are far more than needed.
    for (int i = 0; i < 200; i++) {
      link.send(RawBytes.of(0x45));
    }
  }
}
