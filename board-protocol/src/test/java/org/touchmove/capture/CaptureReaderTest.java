package org.touchmove.capture;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.touchmove.dgt.RawBytes;

class CaptureReaderTest {

  /** The example of spec/capture-format.md, with the dump shortened. */
  private static final String SPEC_EXAMPLE =
      """
      # dgt-capture 1
      # serial: 23946
      # note: Tata Steel 2017 round 3 board 1
      0 86 00 43 08 09 0A 0C
      1000 8D 00 0A 01 30 00 01 30 00 13
      1840 8E 00 05 34 00
      1871 8E 00 05 2C 01
      1902 8E 00
      1903 05 24 01
      > 2000 42
      """;

  @Test
  void readsTheSpecExample() throws IOException {
    Capture capture = valid(SPEC_EXAMPLE);
    assertThat(capture.entries())
        .containsExactly(
            new CaptureEntry.Metadata("serial", "23946"),
            new CaptureEntry.Metadata("note", "Tata Steel 2017 round 3 board 1"),
            board(0, 0x86, 0x00, 0x43, 0x08, 0x09, 0x0A, 0x0C),
            board(1000, 0x8D, 0x00, 0x0A, 0x01, 0x30, 0x00, 0x01, 0x30, 0x00, 0x13),
            board(1840, 0x8E, 0x00, 0x05, 0x34, 0x00),
            board(1871, 0x8E, 0x00, 0x05, 0x2C, 0x01),
            board(1902, 0x8E, 0x00),
            board(1903, 0x05, 0x24, 0x01),
            new CaptureEntry.HostBytes(2000, RawBytes.of(0x42)));
    assertThat(capture.metadata(CaptureKey.SERIAL)).contains("23946");
    assertThat(capture.metadata()).containsEntry("note", "Tata Steel 2017 round 3 board 1");
    assertThat(capture.boardReads()).hasSize(6);
    assertThat(capture.boardStream().length()).isEqualTo(7 + 10 + 5 + 5 + 2 + 3);
    assertThat(capture.recordedAt()).isEmpty();
  }

  @Test
  void toleratesCarriageReturnsLowerCaseBlankLinesAndAByteOrderMark() throws IOException {
    Capture capture =
        valid("\uFEFF# dgt-capture 1\r\n\r\n   \n# just a comment\r\n5 8e 00 05 34 00\r\n10 0a\n");
    assertThat(capture.entries())
        .containsExactly(
            new CaptureEntry.Comment("just a comment"),
            board(5, 0x8E, 0x00, 0x05, 0x34, 0x00),
            board(10, 0x0A));
  }

  @Test
  void acceptsALastLineWithoutNewlineAndEqualTimes() throws IOException {
    assertThat(valid("# dgt-capture 1\n7 01\n7 02").entries())
        .containsExactly(board(7, 0x01), board(7, 0x02));
  }

  @Test
  void readsMetadataAndCommentsByTheirShape() throws IOException {
    Capture capture =
        valid(
            """
            # dgt-capture 1
            # recorded-at: 2026-11-22T10:00:00Z
            # port: /dev/ttyACM0
            # x-board.name_1: left
            # empty:
            #nospace: still metadata
            #two words: a comment too
            # two words: a comment
            # key:value without a space is a comment
            #
            """);
    assertThat(capture.entries())
        .containsExactly(
            new CaptureEntry.Metadata("recorded-at", "2026-11-22T10:00:00Z"),
            new CaptureEntry.Metadata("port", "/dev/ttyACM0"),
            new CaptureEntry.Metadata("x-board.name_1", "left"),
            new CaptureEntry.Metadata("empty", ""),
            new CaptureEntry.Metadata("nospace", "still metadata"),
            new CaptureEntry.Comment("two words: a comment too"),
            new CaptureEntry.Comment("two words: a comment"),
            new CaptureEntry.Comment("key:value without a space is a comment"),
            new CaptureEntry.Comment(""));
    assertThat(capture.recordedAt()).hasValueSatisfying(t -> assertThat(t.getEpochSecond()).isPositive());
  }

  @Test
  void namesTheLineOfEveryMalformedLine() throws IOException {
    String text =
        String.join(
            "\n",
            "# dgt-capture 1", // 1
            "100 8E 00", // 2
            "99 01", // 3: board time went backwards
            "> 50 40", // 4: host times are checked against host times only
            "> 40 40", // 5: backwards
            "101", // 6: no bytes
            "102 ", // 7: no bytes
            "103 8E  00", // 8: two spaces
            "104 8E 00 ", // 9: trailing space
            "105 8G", // 10: not hex
            "106 8E0", // 11: three digits
            "107 8", // 12: one digit
            "-5 01", // 13: not a line
            "108\t01", // 14: tab after the time
            ">108 01", // 15: no space after >
            "> x 01", // 16: no time
            "99999999999999999999 01", // 17: overflow
            "hello", // 18
            "# a\rb", // 19: a carriage return inside a line
            "109 01"); // 20: fine, and 109 >= 100
    List<CaptureError> errors = errors(text);
    assertThat(errors)
        .extracting(CaptureError::lineNumber, CaptureError::problem)
        .containsExactly(
            tuple(3, CaptureProblem.TIME_WENT_BACKWARDS),
            tuple(5, CaptureProblem.TIME_WENT_BACKWARDS),
            tuple(6, CaptureProblem.NO_BYTES),
            tuple(7, CaptureProblem.NO_BYTES),
            tuple(8, CaptureProblem.BAD_SPACING),
            tuple(9, CaptureProblem.BAD_SPACING),
            tuple(10, CaptureProblem.BAD_HEX_BYTE),
            tuple(11, CaptureProblem.BAD_HEX_BYTE),
            tuple(12, CaptureProblem.BAD_HEX_BYTE),
            tuple(13, CaptureProblem.UNRECOGNISED_LINE),
            tuple(14, CaptureProblem.BAD_TIME),
            tuple(15, CaptureProblem.UNRECOGNISED_LINE),
            tuple(16, CaptureProblem.BAD_TIME),
            tuple(17, CaptureProblem.BAD_TIME),
            tuple(18, CaptureProblem.UNRECOGNISED_LINE),
            tuple(19, CaptureProblem.UNRECOGNISED_LINE));
    assertThat(errors.get(0).toString()).startsWith("line 3: TIME_WENT_BACKWARDS: ");
    assertThat(errors.get(6).detail()).contains("'105 8G'");
  }

  @Test
  void keepsTheValidLinesOfAnInvalidCapture() throws IOException {
    CaptureResult result = CaptureReader.readAll(new StringReader("# dgt-capture 1\n1 01\nbad\n2 02\n"));
    assertThat(result).isInstanceOf(CaptureResult.Invalid.class);
    CaptureResult.Invalid invalid = (CaptureResult.Invalid) result;
    assertThat(invalid.errors()).extracting(CaptureError::lineNumber).containsExactly(3);
    assertThat(invalid.readable().entries()).containsExactly(board(1, 0x01), board(2, 0x02));
  }

  @Test
  void requiresTheHeaderOnLineOne() throws IOException {
    assertThat(errors("1 01\n")).containsExactly(
        new CaptureError(1, CaptureProblem.MISSING_HEADER, "line 1 must be '# dgt-capture 1': '1 01'"));
    assertThat(errors("# dgt-capture 2\n1 01\n"))
        .extracting(CaptureError::problem)
        .containsExactly(CaptureProblem.UNSUPPORTED_VERSION);
    assertThat(errors("\n# dgt-capture 1\n"))
        .extracting(CaptureError::lineNumber, CaptureError::problem)
        .containsExactly(tuple(1, CaptureProblem.MISSING_HEADER));
    assertThat(errors(""))
        .extracting(CaptureError::lineNumber, CaptureError::problem)
        .containsExactly(tuple(1, CaptureProblem.MISSING_HEADER));
    assertThat(errors("# dgt-capture 1 \n"))
        .extracting(CaptureError::problem)
        .containsExactly(CaptureProblem.UNSUPPORTED_VERSION);
  }

  @Test
  void reportsOverlongLinesAndGoesOn() throws IOException {
    StringBuilder text = new StringBuilder("# dgt-capture 1\n1");
    for (int i = 0; i < CaptureReader.MAX_LINE_LENGTH / 3 + 10; i++) {
      text.append(" 00");
    }
    text.append("\n2 01\n");
    List<CaptureLine> lines = lines(text.toString());
    assertThat(lines).hasSize(2);
    assertThat(lines.get(0)).isInstanceOf(CaptureLine.Invalid.class);
    assertThat(((CaptureLine.Invalid) lines.get(0)).error().problem())
        .isEqualTo(CaptureProblem.LINE_TOO_LONG);
    assertThat(lines.get(0).lineNumber()).isEqualTo(2);
    assertThat(lines.get(1)).isEqualTo(new CaptureLine.Entry(3, board(2, 0x01)));
  }

  @Test
  void streamsLineByLineWithLineNumbers() throws IOException {
    List<CaptureLine> lines = lines("# dgt-capture 1\n# a\n\n5 01\nzz\n");
    assertThat(lines)
        .containsExactly(
            new CaptureLine.Entry(2, new CaptureEntry.Comment("a")),
            new CaptureLine.Entry(4, board(5, 0x01)),
            new CaptureLine.Invalid(
                new CaptureError(
                    5, CaptureProblem.UNRECOGNISED_LINE, "not a comment, data or host line: 'zz'")));
  }

  @Test
  void badRecordedAtIsNoRecordedAt() throws IOException {
    assertThat(valid("# dgt-capture 1\n# recorded-at: yesterday\n").recordedAt()).isEmpty();
  }

  @TestFactory
  Stream<DynamicTest> randomTextNeverBreaksTheReader() {
    String alphabet = "0123456789ABCDEFabcdefXYZ #>:-\t\r\n\u00e9\uFEFF";
    return LongStream.range(700, 720)
        .mapToObj(
            seed ->
                DynamicTest.dynamicTest(
                    "seed " + seed,
                    () -> {
                      SplittableRandom r = new SplittableRandom(seed);
                      StringBuilder text = new StringBuilder(seed % 2 == 0 ? "# dgt-capture 1\n" : "");
                      for (int i = 0; i < 20_000; i++) {
                        text.append(alphabet.charAt(r.nextInt(alphabet.length())));
                      }
                      List<CaptureLine> lines = lines(text.toString());
                      int previous = 0;
                      for (CaptureLine line : lines) {
                        assertThat(line.lineNumber()).as("seed %d", seed).isGreaterThan(previous);
                        previous = line.lineNumber();
                      }
                      long newlines = text.chars().filter(c -> c == '\n').count();
                      assertThat(previous).isLessThanOrEqualTo((int) newlines + 1);
                    }));
  }

  static CaptureEntry.BoardBytes board(long millis, int... bytes) {
    return new CaptureEntry.BoardBytes(millis, RawBytes.of(bytes));
  }

  private static Capture valid(String text) throws IOException {
    CaptureResult result = CaptureReader.readAll(new StringReader(text));
    assertThat(result).as("%s", result).isInstanceOf(CaptureResult.Valid.class);
    return ((CaptureResult.Valid) result).capture();
  }

  private static List<CaptureError> errors(String text) throws IOException {
    CaptureResult result = CaptureReader.readAll(new StringReader(text));
    assertThat(result).isInstanceOf(CaptureResult.Invalid.class);
    return ((CaptureResult.Invalid) result).errors();
  }

  private static List<CaptureLine> lines(String text) throws IOException {
    List<CaptureLine> lines = new ArrayList<>();
    try (CaptureReader reader = new CaptureReader(new StringReader(text))) {
      for (Optional<CaptureLine> l = reader.next(); l.isPresent(); l = reader.next()) {
        lines.add(l.get());
      }
    }
    return lines;
  }
}
