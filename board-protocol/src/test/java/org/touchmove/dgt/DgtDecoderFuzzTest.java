package org.touchmove.dgt;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Property tests as seeded dynamic tests (no jqwik, see docs/architecture.md): each test's name
 * carries its seed, and {@code new SplittableRandom(seed)} reproduces it exactly.
 */
class DgtDecoderFuzzTest {
  private static final int SEEDS = 25;

  @TestFactory
  Stream<DynamicTest> generatedStreamsDecodeToTheirMessagesUnderAnyChunking() {
    return seeds(1000)
        .map(
            seed ->
                DynamicTest.dynamicTest(
                    "seed " + seed,
                    () -> {
                      SplittableRandom r = new SplittableRandom(seed);
                      Frames s = Frames.generate(r, 300);
                      List<DgtMessage> out =
                          Fuzz.decodeInRandomChunks(s.bytes, r, 1 + r.nextInt(200));
                      assertThat(out).as("seed %d", seed).isEqualTo(s.messages);
                    }));
  }

  @TestFactory
  Stream<DynamicTest> randomBytesNeverBreakTheDecoder() {
    return seeds(2000)
        .map(
            seed ->
                DynamicTest.dynamicTest(
                    "seed " + seed,
                    () -> {
                      SplittableRandom r = new SplittableRandom(seed);
                      byte[] noise = Fuzz.noise(r, 50_000, seed % 2 == 0);
                      checkInvariants(noise, r, seed);
                    }));
  }

  @TestFactory
  Stream<DynamicTest> garbageBetweenFramesNeverHidesTheFrames() {
    return seeds(3000)
        .map(
            seed ->
                DynamicTest.dynamicTest(
                    "seed " + seed,
                    () -> {
                      SplittableRandom r = new SplittableRandom(seed);
                      List<DgtMessage> messages = new ArrayList<>();
                      ByteArrayOutputStream stream = new ByteArrayOutputStream();
                      for (int i = 0; i < 200; i++) {
                        if (r.nextInt(3) == 0) {
                          stream.writeBytes(Fuzz.noise(r, r.nextInt(40), r.nextBoolean()));
                        }
                        DgtMessage m = Fuzz.message(r);
                        messages.add(m);
                        stream.writeBytes(DgtMessageEncoder.encode(m));
                      }
                      byte[] bytes = stream.toByteArray();
                      List<DgtMessage> out = Fuzz.decodeInRandomChunks(bytes, r, 64);
                      assertThat(isSubsequence(messages, out))
                          .as("seed %d: every frame found, in order", seed)
                          .isTrue();
                      checkInvariants(bytes, r, seed);
                    }));
  }

  @TestFactory
  Stream<DynamicTest> mutatedGeneratedStreamsKeepEveryIntactFrame() {
    return seeds(4000)
        .map(
            seed ->
                DynamicTest.dynamicTest(
                    "seed " + seed,
                    () -> {
                      SplittableRandom r = new SplittableRandom(seed);
                      Frames s = Frames.generate(r, 150);
                      checkMutation(s, r, seed);
                    }));
  }

  @TestFactory
  Stream<DynamicTest> mutatedRealCapturesKeepEveryIntactFrame() {
    return DgtCorpus.CAPTURES.stream()
        .flatMap(
            name ->
                seeds(5000)
                    .limit(10)
                    .map(
                        seed ->
                            DynamicTest.dynamicTest(
                                name + ", seed " + seed,
                                () -> {
                                  List<byte[]> reads = DgtCorpus.reads(name);
                                  Frames s = Frames.of(reads, DgtCorpus.expected(name));
                                  SplittableRandom r = new SplittableRandom(seed);
                                  for (int round = 0; round < 20; round++) {
                                    checkMutation(s, r, seed);
                                  }
                                  byte[] noisy = s.bytes.clone();
                                  for (int i = 0; i < noisy.length / 50; i++) {
                                    noisy[r.nextInt(noisy.length)] ^= (byte) (1 << r.nextInt(8));
                                  }
                                  checkInvariants(noisy, r, seed);
                                })));
  }

  /**
   * Replaces a random region of {@code s} by random bytes: frames before it must decode first,
   * frames after it last, exactly.
   */
  private static void checkMutation(Frames s, SplittableRandom r, long seed) {
    int a = r.nextInt(s.bytes.length + 1);
    int b = Math.min(s.bytes.length, a + r.nextInt(30));
    byte[] garbage = Fuzz.noise(r, r.nextInt(30), r.nextBoolean());
    ByteArrayOutputStream mutated = new ByteArrayOutputStream();
    mutated.write(s.bytes, 0, a);
    mutated.writeBytes(garbage);
    mutated.write(s.bytes, b, s.bytes.length - b);
    List<DgtMessage> prefix = new ArrayList<>();
    List<DgtMessage> suffix = new ArrayList<>();
    for (int i = 0; i < s.messages.size(); i++) {
      if (s.ends.get(i) <= a) {
        prefix.add(s.messages.get(i));
      } else if (s.ends.get(i) - s.lengths.get(i) >= b) {
        suffix.add(s.messages.get(i));
      }
    }
    byte[] bytes = mutated.toByteArray();
    List<DgtMessage> out = Fuzz.decodeInRandomChunks(bytes, r, 50);
    while (!out.isEmpty() && out.get(out.size() - 1) instanceof DgtMessage.SkippedBytes) {
      out.remove(out.size() - 1);
    }
    String where = "seed " + seed + ", garbage at " + a + ".." + b;
    assertThat(out.size()).as(where).isGreaterThanOrEqualTo(prefix.size() + suffix.size());
    assertThat(out.subList(0, prefix.size())).as(where + ": prefix").isEqualTo(prefix);
    assertThat(out.subList(out.size() - suffix.size(), out.size()))
        .as(where + ": suffix")
        .isEqualTo(suffix);
    checkInvariants(bytes, r, seed);
  }

  /** No exception, bounded buffer, every byte accounted for, output independent of chunking. */
  private static void checkInvariants(byte[] bytes, SplittableRandom r, long seed) {
    DgtDecoder decoder = new DgtDecoder();
    List<DgtMessage> out = new ArrayList<>();
    int at = 0;
    while (at < bytes.length) {
      int n = Math.min(bytes.length - at, 1 + r.nextInt(300));
      decoder.feed(bytes, at, n, out::add);
      at += n;
      assertThat(decoder.buffered()).as("seed %d", seed).isLessThanOrEqualTo(DgtDecoder.MAX_BUFFERED);
      assertThat(decoder.capacity()).isLessThanOrEqualTo(DgtDecoder.MAX_BUFFERED);
    }
    long inMessages = 0;
    for (DgtMessage m : out) {
      if (!(m instanceof DgtMessage.SkippedBytes)) {
        inMessages += DgtMessageEncoder.encode(m).length;
      }
    }
    assertThat(inMessages + decoder.skippedBytes() + decoder.buffered())
        .as("seed %d: every byte is in a message, skipped or buffered", seed)
        .isEqualTo(bytes.length);
    assertThat(decoder.bytesFed()).isEqualTo(bytes.length);
    decoder.flush(out::add);
    long reportedSkips = 0;
    for (DgtMessage m : out) {
      if (m instanceof DgtMessage.SkippedBytes) {
        reportedSkips += ((DgtMessage.SkippedBytes) m).count();
      }
    }
    assertThat(reportedSkips).as("seed %d: skips reported", seed).isEqualTo(decoder.skippedBytes());
    List<DgtMessage> wholeFlushed = new ArrayList<>();
    DgtDecoder once = new DgtDecoder();
    once.feed(bytes, 0, bytes.length, wholeFlushed::add);
    once.flush(wholeFlushed::add);
    assertThat(out).as("seed %d: same output whatever the chunking", seed).isEqualTo(wholeFlushed);
  }

  private static boolean isSubsequence(List<DgtMessage> wanted, List<DgtMessage> in) {
    int i = 0;
    for (DgtMessage m : in) {
      if (i < wanted.size() && wanted.get(i).equals(m)) {
        i++;
      }
    }
    return i == wanted.size();
  }

  private static Stream<Long> seeds(long base) {
    return LongStream.range(base, base + SEEDS).boxed();
  }

  /** A stream of frames with their messages and where each ends. */
  private static final class Frames {
    final byte[] bytes;
    final List<DgtMessage> messages;
    final List<Integer> ends = new ArrayList<>();
    final List<Integer> lengths = new ArrayList<>();

    private Frames(List<byte[]> frames, List<DgtMessage> messages) {
      this.messages = messages;
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      for (byte[] f : frames) {
        out.writeBytes(f);
        ends.add(out.size());
        lengths.add(f.length);
      }
      this.bytes = out.toByteArray();
    }

    static Frames generate(SplittableRandom r, int count) {
      List<DgtMessage> messages = new ArrayList<>();
      List<byte[]> frames = new ArrayList<>();
      for (int i = 0; i < count; i++) {
        DgtMessage m = Fuzz.message(r);
        messages.add(m);
        frames.add(DgtMessageEncoder.encode(m));
      }
      return new Frames(frames, messages);
    }

    static Frames of(List<byte[]> frames, List<DgtMessage> messages) {
      return new Frames(frames, messages);
    }
  }
}
