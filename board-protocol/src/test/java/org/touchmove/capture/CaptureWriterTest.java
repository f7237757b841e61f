package org.touchmove.capture;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.touchmove.dgt.RawBytes;

class CaptureWriterTest {

  @Test
  void writesOneLinePerCallInTheSpecLayout() throws IOException {
    StringWriter out = new StringWriter();
    try (CaptureWriter w = new CaptureWriter(out)) {
      assertThat(out.toString()).isEqualTo("# dgt-capture 1\n");
      w.metadata(CaptureKey.SERIAL, "23946");
      w.comment("first game");
      w.board(0, new byte[] {(byte) 0x8E, 0x00, 0x05, 0x34, 0x00}, 0, 5);
      w.board(0, new byte[] {0x7F, 0x0a, (byte) 0xff}, 1, 2);
      w.host(20, new byte[] {0x42}, 0, 1);
      w.board(1902, RawBytes.of(0x8E, 0x00));
      w.host(2000, RawBytes.of(0x2B, 0x03, 0x03, 0x09, 0x00));
    }
    assertThat(out.toString())
        .isEqualTo(
            """
            # dgt-capture 1
            # serial: 23946
            # first game
            0 8E 00 05 34 00
            0 0A FF
            > 20 42
            1902 8E 00
            > 2000 2B 03 03 09 00
            """);
  }

  @Test
  void refusesWhatWouldMakeAnInvalidFile() throws IOException {
    CaptureWriter w = new CaptureWriter(new StringWriter());
    w.board(10, RawBytes.of(1));
    assertThatThrownBy(() -> w.board(9, RawBytes.of(1))).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> w.board(11, new byte[0], 0, 0)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> w.host(-1, RawBytes.of(1))).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> w.comment("two\nlines")).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> w.comment("note: looks like metadata"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> w.metadata(CaptureKey.NOTE, "a\rb")).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new CaptureEntry.Metadata("bad key", "x"))
        .isInstanceOf(IllegalArgumentException.class);
    w.host(5, RawBytes.of(0x40));
    w.board(10, RawBytes.of(2));
  }

  @TestFactory
  Stream<DynamicTest> roundTripsRandomCaptures() {
    return LongStream.range(600, 620)
        .mapToObj(
            seed ->
                DynamicTest.dynamicTest(
                    "seed " + seed,
                    () -> {
                      SplittableRandom r = new SplittableRandom(seed);
                      StringWriter out = new StringWriter();
                      List<CaptureEntry> written = new java.util.ArrayList<>();
                      long board = 0;
                      long host = 0;
                      try (CaptureWriter w = new CaptureWriter(out)) {
                        for (int i = 0; i < 300; i++) {
                          CaptureEntry e;
                          switch (r.nextInt(10)) {
                            case 0:
                              e = new CaptureEntry.Metadata("k" + r.nextInt(5), "v " + r.nextInt());
                              break;
                            case 1:
                              e = new CaptureEntry.Comment("free text " + r.nextInt());
                              break;
                            case 2:
                              host += r.nextInt(100);
                              e = new CaptureEntry.HostBytes(host, bytes(r));
                              break;
                            default:
                              board += r.nextInt(100);
                              e = new CaptureEntry.BoardBytes(board, bytes(r));
                          }
                          w.write(e);
                          written.add(e);
                        }
                      }
                      CaptureResult result = CaptureReader.readAll(new StringReader(out.toString()));
                      assertThat(result).isInstanceOf(CaptureResult.Valid.class);
                      assertThat(((CaptureResult.Valid) result).capture().entries())
                          .as("seed %d", seed)
                          .isEqualTo(written);
                    }));
  }

  private static RawBytes bytes(SplittableRandom r) {
    byte[] b = new byte[1 + r.nextInt(80)];
    r.nextBytes(b);
    return RawBytes.copyOf(b);
  }
}
