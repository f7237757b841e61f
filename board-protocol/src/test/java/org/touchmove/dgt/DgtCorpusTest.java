package org.touchmove.dgt;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** The real board recordings of the shared corpus decode to exactly their published messages. */
class DgtCorpusTest {

  @TestFactory
  Stream<DynamicTest> decodesEachReadAsRecorded() {
    return DgtCorpus.CAPTURES.stream()
        .map(
            name ->
                DynamicTest.dynamicTest(
                    name + ", one read at a time",
                    () -> {
                      List<byte[]> reads = DgtCorpus.reads(name);
                      List<DgtMessage> expected = DgtCorpus.expected(name);
                      DgtDecoder decoder = new DgtDecoder();
                      List<DgtMessage> out = new ArrayList<>();
                      for (byte[] read : reads) {
                        out.addAll(decoder.feed(read));
                      }
                      out.addAll(decoder.flush());
                      assertThat(out).as(name).hasSize(expected.size());
                      for (int i = 0; i < expected.size(); i++) {
                        assertThat(out.get(i)).as("%s message %d", name, i).isEqualTo(expected.get(i));
                      }
                      assertThat(decoder.skippedBytes()).isZero();
                    }));
  }

  @TestFactory
  Stream<DynamicTest> decodesTheSameWhateverTheChunking() {
    return DgtCorpus.CAPTURES.stream()
        .map(
            name ->
                DynamicTest.dynamicTest(
                    name + ", whole, byte by byte and in random chunks (seed 7)",
                    () -> {
                      byte[] stream = Hex.concat(DgtCorpus.reads(name).toArray(byte[][]::new));
                      List<DgtMessage> expected = DgtCorpus.expected(name);
                      assertThat(new DgtDecoder().feed(stream)).isEqualTo(expected);
                      DgtDecoder byteWise = new DgtDecoder();
                      List<DgtMessage> out = new ArrayList<>();
                      for (int i = 0; i < stream.length; i++) {
                        out.addAll(byteWise.feed(stream, i, 1));
                      }
                      assertThat(out).isEqualTo(expected);
                      assertThat(Fuzz.decodeInRandomChunks(stream, new SplittableRandom(7), 97))
                          .isEqualTo(expected);
                    }));
  }

  @TestFactory
  Stream<DynamicTest> reencodesToTheRecordedBytes() {
    return DgtCorpus.CAPTURES.stream()
        .map(
            name ->
                DynamicTest.dynamicTest(
                    name,
                    () -> {
                      List<byte[]> reads = DgtCorpus.reads(name);
                      List<DgtMessage> expected = DgtCorpus.expected(name);
                      for (int i = 0; i < reads.size(); i++) {
                        assertThat(DgtMessageEncoder.encode(expected.get(i)))
                            .as("%s read %d", name, i)
                            .isEqualTo(reads.get(i));
                      }
                    }));
  }
}
