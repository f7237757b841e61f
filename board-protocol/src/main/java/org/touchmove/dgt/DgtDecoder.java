package org.touchmove.dgt;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * Turns a stream of bytes from a DGT board, fed in chunks of any size, into {@link DgtMessage}s.
 * No I/O, no threads, no clock: the caller feeds bytes and receives the messages they complete.
 * One decoder per board; not thread-safe.
 *
 * <p>Framing and resynchronisation follow spec/dgt-protocol.md §2.4:
 *
 * <ol>
 *   <li>Bytes before a byte with bit 7 set (a message id) are skipped.
 *   <li>The two length bytes follow the id; a byte with bit 7 set among them abandons the
 *       candidate and becomes the new candidate id.
 *   <li>The total length {@code hi * 128 + lo} must suit the id ({@link
 *       DgtMessageId#isPlausibleFrame}); otherwise the id and both length bytes are skipped and
 *       scanning resumes.
 *   <li>A payload byte with bit 7 set means a byte of this message was lost: the partial message
 *       is skipped and that byte becomes the new candidate id.
 * </ol>
 *
 * <p>Skipped bytes are counted ({@link #skippedBytes()}) and reported as one {@link
 * DgtMessage.SkippedBytes} just before the next decoded message, so the output does not depend on
 * how the input was chunked. Step 5 of §2.4 (a read timeout) is the caller's: after a quiet period
 * it calls {@link #flush(Consumer)} to give up a message that will never complete.
 *
 * <p>The buffer holds at most one frame and never grows beyond the longest accepted frame
 * ({@link DgtMessageId#MAX_FRAME_LENGTH}, reached only by an event-log dump). Decoding allocates
 * only the messages it returns.
 */
public final class DgtDecoder {
  /** Upper bound of {@link #buffered()}: the longest frame any id accepts. */
  public static final int MAX_BUFFERED = DgtMessageId.maxAcceptedLength();

  private static final int INITIAL_CAPACITY = 128;
  private static final int HEADER = DgtMessageId.HEADER_LENGTH;
  private static final int BIT_7 = DgtMessageId.MESSAGE_BIT;

  private byte[] frame = new byte[INITIAL_CAPACITY];

  /** Bytes of the candidate frame held in {@link #frame}; 0 while scanning for an id. */
  private int filled;

  /** Total length of the candidate frame once its header is complete. */
  private int expected;

  /** Skipped bytes not yet reported. */
  private int unreportedSkip;

  private long totalSkipped;
  private long totalMessages;
  private long totalFed;

  /** A decoder waiting for the first message id. */
  public DgtDecoder() {}

  /** Decodes {@code chunk} and returns the messages it completed, often none. */
  public List<DgtMessage> feed(byte[] chunk) {
    return feed(chunk, 0, chunk.length);
  }

  /** Decodes {@code length} bytes of {@code chunk} from {@code offset}; returns completed messages. */
  public List<DgtMessage> feed(byte[] chunk, int offset, int length) {
    List<DgtMessage> out = new ArrayList<>();
    feed(chunk, offset, length, out::add);
    return out.isEmpty() ? Collections.emptyList() : out;
  }

  /**
   * Decodes {@code length} bytes of {@code chunk} from {@code offset}, handing each completed
   * message to {@code sink} in stream order. The allocation-free path for busy callers. If {@code
   * sink} throws, the exception propagates, the rest of the chunk is not decoded, and the decoder
   * stays usable.
   */
  public void feed(byte[] chunk, int offset, int length, Consumer<? super DgtMessage> sink) {
    Objects.checkFromIndexSize(offset, length, chunk.length);
    Objects.requireNonNull(sink, "sink");
    totalFed += length;
    int end = offset + length;
    for (int i = offset; i < end; i++) {
      int b = chunk[i] & 0xFF;
      if (filled == 0) {
        if ((b & BIT_7) != 0) {
          frame[0] = (byte) b;
          filled = 1;
        } else {
          skip(1, sink);
        }
        continue;
      }
      if ((b & BIT_7) != 0) {
        // Steps 2 and 4: the candidate lost a byte; this id byte starts the next one.
        skip(filled, sink);
        frame[0] = (byte) b;
        filled = 1;
        continue;
      }
      if (filled >= HEADER) {
        // The hot loop: copy the payload run up to the frame's end or the next id byte.
        int want = Math.min(expected - filled, end - i);
        int stop = i + want;
        int j = i;
        while (j < stop && chunk[j] >= 0) {
          j++;
        }
        System.arraycopy(chunk, i, frame, filled, j - i);
        filled += j - i;
        i = j - 1;
      } else {
        frame[filled++] = (byte) b;
        if (filled < HEADER) {
          continue;
        }
        int total = (frame[1] << DgtMessageId.LENGTH_BITS) | frame[2];
        if (!DgtMessageId.isPlausibleFrame(frame[0] & 0xFF, total)) {
          // Step 3: drop the id; its two length bytes have bit 7 clear and go with it.
          skip(HEADER, sink);
          filled = 0;
          continue;
        }
        expected = total;
        if (frame.length < total) {
          frame = Arrays.copyOf(frame, Math.min(MAX_BUFFERED, Math.max(total, frame.length * 2)));
        }
      }
      if (filled == expected) {
        // Reset before handing out, so a sink that throws leaves a consistent decoder.
        filled = 0;
        emit(DgtFrameParser.parse(frame, expected), sink);
      }
    }
  }

  /**
   * Gives up the partial message, if any (§2.4 step 5: call this after a read timeout or at the
   * end of a recording), and reports every skipped byte not reported yet.
   */
  public void flush(Consumer<? super DgtMessage> sink) {
    if (filled > 0) {
      skip(filled, sink);
      filled = 0;
    }
    reportSkipped(sink);
  }

  /** {@link #flush(Consumer)} returning a list: empty, or one {@link DgtMessage.SkippedBytes}. */
  public List<DgtMessage> flush() {
    List<DgtMessage> out = new ArrayList<>(1);
    flush(out::add);
    return out;
  }

  /** Bytes of an incomplete message held now; never more than {@link #MAX_BUFFERED}. */
  public int buffered() {
    return filled;
  }

  /** Capacity of the internal buffer; grows on demand, never beyond {@link #MAX_BUFFERED}. */
  int capacity() {
    return frame.length;
  }

  /** Every byte skipped so far (reported or not). */
  public long skippedBytes() {
    return totalSkipped;
  }

  /** Messages decoded so far, not counting {@link DgtMessage.SkippedBytes}. */
  public long messagesDecoded() {
    return totalMessages;
  }

  /** Bytes fed so far. Always {@code bytesFed = bytes in messages + skippedBytes + buffered}. */
  public long bytesFed() {
    return totalFed;
  }

  private void skip(int count, Consumer<? super DgtMessage> sink) {
    totalSkipped += count;
    if (unreportedSkip > Integer.MAX_VALUE - count) {
      // Only after 2 GB of noise: report what we have so the count stays exact.
      reportSkipped(sink);
    }
    unreportedSkip += count;
  }

  private void emit(DgtMessage message, Consumer<? super DgtMessage> sink) {
    totalMessages++;
    reportSkipped(sink);
    sink.accept(message);
  }

  private void reportSkipped(Consumer<? super DgtMessage> sink) {
    if (unreportedSkip > 0) {
      int count = unreportedSkip;
      unreportedSkip = 0;
      sink.accept(new DgtMessage.SkippedBytes(count));
    }
  }
}
