package org.touchmove.relay.bench;

import java.io.ByteArrayOutputStream;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import org.touchmove.chess.Board;
import org.touchmove.chess.Move;
import org.touchmove.chess.Position;
import org.touchmove.dgt.BoardOrientation;
import org.touchmove.dgt.BoardReading;
import org.touchmove.dgt.ClockFace;
import org.touchmove.dgt.ClockSide;
import org.touchmove.dgt.ClockStatus;
import org.touchmove.dgt.DgtDecoder;
import org.touchmove.dgt.DgtMessage;
import org.touchmove.dgt.DgtMessageEncoder;

/**
 * Throughput of {@link DgtDecoder} on a realistic board stream: random legal games (seeded) as a
 * board in UPDATE mode reports them: per move the field updates of the squares that changed (with
 * the occasional lift-and-replace flicker), clock data about once a second, and the full dump a
 * driver requests after each move. The stream (about 1 MB) is fed in reads of {@code chunk} bytes,
 * wrapping around. One operation is one read; the {@code bytes} and {@code messages} counters give
 * bytes/s and messages/s.
 *
 * <p>Run: {@code java -cp relay-server/target/touchmove.jar org.openjdk.jmh.Main DgtDecoderBenchmark
 * -f 1 -wi 3 -i 5}. Results and machine: docs/protocol.md, "Decoder throughput".
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class DgtDecoderBenchmark {
  private static final int STREAM_BYTES = 1 << 20;
  private static final long SEED = 20261122L;

  /** Bytes per read: 960 (a busy USB read), 16 (a slow serial read). */
  @Param({"960", "16"})
  public int chunk;

  private byte[] stream;
  private int offset;
  private DgtDecoder decoder;
  private Consumer<DgtMessage> sink;
  private DgtMessage last;
  private long messageCount;

  /** Bytes and messages decoded, reported by JMH per second. */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  public static class Counters {
    /** Bytes fed. */
    public long bytes;

    /** Messages decoded. */
    public long messages;

    /** Zeroes the counters for each iteration. */
    @Setup(Level.Iteration)
    public void reset() {
      bytes = 0;
      messages = 0;
    }
  }

  /** Builds the stream once. */
  @Setup(Level.Trial)
  public void buildStream() {
    stream = syntheticGames(new SplittableRandom(SEED), STREAM_BYTES);
    decoder = new DgtDecoder();
    sink =
        m -> {
          messageCount++;
          last = m;
        };
  }

  /** Decodes one read. */
  @Benchmark
  public void decodeOneRead(Counters counters, Blackhole bh) {
    int n = Math.min(chunk, stream.length - offset);
    long before = messageCount;
    decoder.feed(stream, offset, n, sink);
    offset += n;
    if (offset == stream.length) {
      offset = 0;
    }
    counters.bytes += n;
    counters.messages += messageCount - before;
    bh.consume(last);
  }

  /** Random legal games as a DGT board in UPDATE mode reports them, about {@code size} bytes. */
  static byte[] syntheticGames(SplittableRandom r, int size) {
    ByteArrayOutputStream out = new ByteArrayOutputStream(size + 4096);
    while (out.size() < size) {
      Position position = Position.standard();
      int right = 180 + r.nextInt(600);
      int left = right;
      write(out, new DgtMessage.BoardDump(BoardReading.of(position.board(), BoardOrientation.NORMAL)));
      for (int ply = 0; ply < 160 && out.size() < size; ply++) {
        List<Move> moves = position.legalMoves();
        if (moves.isEmpty()) {
          break;
        }
        Board before = position.board();
        position = position.playUnchecked(moves.get(r.nextInt(moves.size())));
        fieldUpdates(out, before, position.board(), r);
        ClockSide mover = ply % 2 == 0 ? ClockSide.LEFT : ClockSide.RIGHT;
        for (int second = r.nextInt(4); second >= 0; second--) {
          if (mover == ClockSide.LEFT) {
            left = Math.max(0, left - 1);
          } else {
            right = Math.max(0, right - 1);
          }
          write(out, clock(right, left, ClockStatus.turnOf(mover, true)));
        }
        write(out, clock(right, left, ClockStatus.turnOf(mover.opposite(), true)));
        write(
            out, new DgtMessage.BoardDump(BoardReading.of(position.board(), BoardOrientation.NORMAL)));
      }
    }
    return out.toByteArray();
  }

  private static void fieldUpdates(
      ByteArrayOutputStream out, Board before, Board after, SplittableRandom r) {
    BoardReading from = BoardReading.of(before, BoardOrientation.NORMAL);
    BoardReading to = BoardReading.of(after, BoardOrientation.NORMAL);
    for (int field = 0; field < BoardOrientation.FIELDS; field++) {
      if (from.codeAt(field) != 0 && to.codeAt(field) != from.codeAt(field)) {
        write(out, new DgtMessage.FieldUpdate(field, 0));
        if (r.nextInt(8) == 0) {
          // Lift-and-replace flicker.
          write(out, new DgtMessage.FieldUpdate(field, from.codeAt(field)));
          write(out, new DgtMessage.FieldUpdate(field, 0));
        }
      }
    }
    for (int field = 0; field < BoardOrientation.FIELDS; field++) {
      if (to.codeAt(field) != 0 && to.codeAt(field) != from.codeAt(field)) {
        write(out, new DgtMessage.FieldUpdate(field, to.codeAt(field)));
      }
    }
  }

  private static DgtMessage clock(int rightSeconds, int leftSeconds, ClockStatus status) {
    return new DgtMessage.ClockData(face(rightSeconds), face(leftSeconds), status);
  }

  private static ClockFace face(int seconds) {
    return new ClockFace(seconds / 3600, seconds / 60 % 60, seconds % 60, false, true, false);
  }

  private static void write(ByteArrayOutputStream out, DgtMessage message) {
    out.writeBytes(DgtMessageEncoder.encode(message));
  }
}
