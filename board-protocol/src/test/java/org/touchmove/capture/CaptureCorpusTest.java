package org.touchmove.capture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.touchmove.dgt.DgtCorpus;
import org.touchmove.dgt.DgtDecoder;
import org.touchmove.dgt.DgtMessage;

/**
 * The corpus recordings converted to capture files with made-up times (50 ms apart, as
 * capture-format.md allows), written, read back, and replayed through the decoder.
 */
class CaptureCorpusTest {

  @TestFactory
  Stream<DynamicTest> realRecordingsSurviveACaptureRoundTrip() {
    return DgtCorpus.CAPTURES.stream()
        .map(
            name ->
                DynamicTest.dynamicTest(
                    name,
                    () -> {
                      List<byte[]> reads = DgtCorpus.reads(name);
                      StringWriter text = new StringWriter();
                      try (CaptureWriter w = new CaptureWriter(text)) {
                        w.metadata(CaptureKey.NOTE, "corpus/dgt/" + name + ".inbytes, times made up");
                        for (int i = 0; i < reads.size(); i++) {
                          w.board(50L * i, reads.get(i), 0, reads.get(i).length);
                        }
                      }
                      CaptureResult result = CaptureReader.readAll(new StringReader(text.toString()));
                      assertThat(result).isInstanceOf(CaptureResult.Valid.class);
                      Capture capture = ((CaptureResult.Valid) result).capture();
                      assertThat(capture.boardReads()).hasSize(reads.size());
                      DgtDecoder decoder = new DgtDecoder();
                      List<DgtMessage> out = new ArrayList<>();
                      for (CaptureEntry.BoardBytes read : capture.boardReads()) {
                        decoder.feed(read.bytes().toArray(), 0, read.bytes().length(), out::add);
                      }
                      decoder.flush(out::add);
                      assertThat(out).isEqualTo(DgtCorpus.expected(name));
                    }));
  }
}
