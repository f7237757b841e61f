package org.touchmove.dgt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.touchmove.dgt.SampleFrames.Sample;

class DgtDecoderTest {

  @TestFactory
  Stream<DynamicTest> decodesEveryMessageTypeWhole() {
    return SampleFrames.all().stream()
        .map(
            s ->
                DynamicTest.dynamicTest(
                    s.name(),
                    () ->
                        assertThat(new DgtDecoder().feed(s.bytes()))
                            .as(s.name())
                            .containsExactly(s.message())));
  }

  @TestFactory
  Stream<DynamicTest> decodesEveryMessageTypeSplitAtEveryPoint() {
    return SampleFrames.all().stream()
        .map(
            s ->
                DynamicTest.dynamicTest(
                    s.name(),
                    () -> {
                      byte[] b = s.bytes();
                      for (int split = 1; split < b.length; split++) {
                        DgtDecoder decoder = new DgtDecoder();
                        List<DgtMessage> first = decoder.feed(b, 0, split);
                        assertThat(first).as("%s: first part, split at %d", s, split).isEmpty();
                        assertThat(decoder.buffered()).as("buffered at %d", split).isEqualTo(split);
                        List<DgtMessage> second = decoder.feed(b, split, b.length - split);
                        assertThat(second)
                            .as("%s: second part, split at %d", s, split)
                            .containsExactly(s.message());
                        assertThat(decoder.buffered()).isZero();
                        assertThat(decoder.skippedBytes()).isZero();
                      }
                    }));
  }

  @Test
  void decodesEveryMessageTypeByteByByte() {
    for (Sample s : SampleFrames.all()) {
      DgtDecoder decoder = new DgtDecoder();
      List<DgtMessage> out = new ArrayList<>();
      for (byte b : s.bytes()) {
        out.addAll(decoder.feed(new byte[] {b}));
      }
      assertThat(out).as(s.name()).containsExactly(s.message());
    }
  }

  @Test
  void decodesAStreamOfEveryTypeSplitAtEveryPoint() {
    List<Sample> samples = small(SampleFrames.all());
    byte[] stream = Hex.concat(samples.stream().map(Sample::bytes).toArray(byte[][]::new));
    List<DgtMessage> expected = samples.stream().map(Sample::message).toList();
    assertThat(new DgtDecoder().feed(stream)).isEqualTo(expected);
    for (int split = 1; split < stream.length; split++) {
      DgtDecoder decoder = new DgtDecoder();
      List<DgtMessage> out = new ArrayList<>(decoder.feed(stream, 0, split));
      out.addAll(decoder.feed(stream, split, stream.length - split));
      assertThat(out).as("split at %d", split).isEqualTo(expected);
    }
  }

  @Test
  void decodesSeveralMessagesInOneChunkInOrder() {
    byte[] chunk = Hex.bytes("8E 00 05 34 00 8E 00 05 24 01 93 00 05 03 01");
    assertThat(new DgtDecoder().feed(chunk))
        .containsExactly(
            new DgtMessage.FieldUpdate(52, 0),
            new DgtMessage.FieldUpdate(36, 1),
            new DgtMessage.Version(3, 1));
  }

  @Test
  void honoursOffsetAndLength() {
    byte[] padded = Hex.bytes("FF FF 8E 00 05 34 00 FF");
    assertThat(new DgtDecoder().feed(padded, 2, 5))
        .containsExactly(new DgtMessage.FieldUpdate(52, 0));
  }

  @Test
  void skipsNoiseBeforeTheFirstMessageAndReportsItBeforeTheMessage() {
    DgtDecoder decoder = new DgtDecoder();
    assertThat(decoder.feed(Hex.bytes("00 13 7F 41"))).isEmpty();
    assertThat(decoder.skippedBytes()).isEqualTo(4);
    assertThat(decoder.feed(Hex.bytes("8E 00 05 34 00")))
        .containsExactly(new DgtMessage.SkippedBytes(4), new DgtMessage.FieldUpdate(52, 0));
  }

  @Test
  void abandonsAMessageWhoseHeaderHoldsAnIdByte() {
    // §2.4 step 2: 8E then 8D: the 8E is dropped, 8D starts the next message.
    byte[] b = Hex.bytes("8E 8D 00 0A 20 03 02 20 03 01 09");
    assertThat(new DgtDecoder().feed(b))
        .containsExactly(
            new DgtMessage.SkippedBytes(1),
            SampleFrames.all().stream()
                .filter(s -> s.name().startsWith("clock data, left"))
                .findFirst()
                .orElseThrow()
                .message());
  }

  @Test
  void abandonsATruncatedMessageAtTheNextIdByte() {
    // §2.4 step 4: a field update lost its last byte; the clock message after it is intact.
    byte[] b = Hex.bytes("8E 00 05 14 8E 00 05 34 00");
    DgtDecoder decoder = new DgtDecoder();
    assertThat(decoder.feed(b))
        .containsExactly(new DgtMessage.SkippedBytes(4), new DgtMessage.FieldUpdate(52, 0));
    assertThat(decoder.skippedBytes()).isEqualTo(4);
  }

  @Test
  void rejectsAnImplausibleLengthAndResynchronises() {
    // §2.4 step 3: a field update claiming 67 bytes is dropped with its length bytes.
    byte[] b = Hex.bytes("8E 00 43 05 34 00 8E 00 05 24 01");
    assertThat(new DgtDecoder().feed(b))
        .containsExactly(new DgtMessage.SkippedBytes(6), new DgtMessage.FieldUpdate(36, 1));
  }

  @Test
  void rejectsLengthsBelowTheHeader() {
    assertThat(new DgtDecoder().feed(Hex.bytes("A3 00 02 8E 00 05 24 01")))
        .containsExactly(new DgtMessage.SkippedBytes(3), new DgtMessage.FieldUpdate(36, 1));
    assertThat(new DgtDecoder().feed(Hex.bytes("80 00 00 8E 00 05 24 01")))
        .containsExactly(new DgtMessage.SkippedBytes(3), new DgtMessage.FieldUpdate(36, 1));
  }

  @Test
  void acceptsOnlyTheLengthsOfEachKnownId() {
    for (DgtMessageId id : DgtMessageId.values()) {
      for (int length = 0; length <= DgtMessageId.MAX_FRAME_LENGTH; length++) {
        assertThat(DgtMessageId.isPlausibleFrame(id.wireByte(), length))
            .as("%s length %d", id, length)
            .isEqualTo(id.acceptsLength(length));
      }
    }
    assertThat(DgtMessageId.isPlausibleFrame(0xA3, 256)).isTrue();
    assertThat(DgtMessageId.isPlausibleFrame(0xA3, 257)).isFalse();
  }

  @Test
  void limitsUnknownIdsSoNoiseCannotHoldTheBufferLong() {
    // An unknown id with a huge length is noise: dropped at once, not buffered.
    DgtDecoder decoder = new DgtDecoder();
    assertThat(decoder.feed(Hex.bytes("A7 7F 7F 00 00"))).isEmpty();
    assertThat(decoder.buffered()).isZero();
    assertThat(decoder.skippedBytes()).isEqualTo(5);
  }

  @Test
  void readsTheUnexpectedEightKilobyteDumpAndCarriesOn() {
    Sample dump =
        SampleFrames.all().stream()
            .filter(s -> s.name().startsWith("EE moves, 7,939"))
            .findFirst()
            .orElseThrow();
    assertThat(dump.bytes()).hasSize(7939);
    assertThat(Arrays.copyOf(dump.bytes(), 3)).isEqualTo(Hex.bytes("8F 3E 03"));
    byte[] stream =
        Hex.concat(Hex.bytes("8E 00 05 34 00"), dump.bytes(), Hex.bytes("8E 00 05 24 01"));
    DgtDecoder decoder = new DgtDecoder();
    List<DgtMessage> out = new ArrayList<>();
    for (int at = 0; at < stream.length; at += 100) {
      out.addAll(decoder.feed(stream, at, Math.min(100, stream.length - at)));
      assertThat(decoder.buffered()).isLessThanOrEqualTo(DgtDecoder.MAX_BUFFERED);
    }
    assertThat(out)
        .containsExactly(
            new DgtMessage.FieldUpdate(52, 0), dump.message(), new DgtMessage.FieldUpdate(36, 1));
    List<EeRecord> records = ((DgtMessage.EeMoves) out.get(1)).records();
    assertThat(records.get(3)).isEqualTo(new EeRecord.Marker(EeMarker.POWER_UP));
    assertThat(records.get(records.size() - 1)).isEqualTo(new EeRecord.Marker(EeMarker.END_OF_FILE));
  }

  @Test
  void abandonsALogDumpCutByAnIdByte() {
    byte[] stream =
        Hex.concat(Hex.bytes("8F 3E 03"), Hex.repeat(0x7F, 1000), Hex.bytes("8E 00 05 24 01"));
    DgtDecoder decoder = new DgtDecoder();
    assertThat(decoder.feed(stream))
        .containsExactly(new DgtMessage.SkippedBytes(1003), new DgtMessage.FieldUpdate(36, 1));
  }

  @Test
  void bufferNeverExceedsTheLongestFrame() {
    DgtDecoder decoder = new DgtDecoder();
    byte[] header = Hex.bytes("8F 7F 7F");
    decoder.feed(header);
    byte[] filler = Hex.repeat(0x00, 20_000);
    decoder.feed(filler);
    assertThat(decoder.buffered()).isZero();
    assertThat(decoder.capacity()).isLessThanOrEqualTo(DgtDecoder.MAX_BUFFERED);
    assertThat(DgtDecoder.MAX_BUFFERED).isEqualTo(DgtMessageId.MAX_FRAME_LENGTH);
    assertThat(decoder.flush()).containsExactly(new DgtMessage.SkippedBytes(20_000 - 16380));
  }

  @Test
  void flushGivesUpAPartialMessage() {
    DgtDecoder decoder = new DgtDecoder();
    assertThat(decoder.feed(Hex.bytes("01 8E 00 05 34"))).isEmpty();
    assertThat(decoder.buffered()).isEqualTo(4);
    assertThat(decoder.flush()).containsExactly(new DgtMessage.SkippedBytes(5));
    assertThat(decoder.buffered()).isZero();
    assertThat(decoder.flush()).isEmpty();
    assertThat(decoder.feed(Hex.bytes("8E 00 05 24 01")))
        .containsExactly(new DgtMessage.FieldUpdate(36, 1));
  }

  @Test
  void countsBytesExactly() {
    byte[] stream = Hex.bytes("00 8E 00 05 34 00 8E 00 99 8E 00 05 24 01 8E 00");
    DgtDecoder decoder = new DgtDecoder();
    List<DgtMessage> out = decoder.feed(stream);
    assertThat(decoder.bytesFed()).isEqualTo(stream.length);
    assertThat(decoder.messagesDecoded()).isEqualTo(2);
    assertThat(decoder.skippedBytes()).isEqualTo(1 + 3);
    assertThat(decoder.buffered()).isEqualTo(2);
    assertThat(out)
        .containsExactly(
            new DgtMessage.SkippedBytes(1),
            new DgtMessage.FieldUpdate(52, 0),
            new DgtMessage.SkippedBytes(3),
            new DgtMessage.FieldUpdate(36, 1));
  }

  @Test
  void feedsASinkWithoutBuildingLists() {
    List<DgtMessage> sink = new ArrayList<>();
    new DgtDecoder().feed(Hex.bytes("8E 00 05 34 00 8E 00 05 24 01"), 0, 10, sink::add);
    assertThat(sink).hasSize(2);
  }

  @Test
  void staysUsableWhenTheSinkThrows() {
    DgtDecoder decoder = new DgtDecoder();
    byte[] two = Hex.bytes("00 8E 00 05 34 00 8E 00 05 24 01");
    assertThatThrownBy(
            () ->
                decoder.feed(
                    two,
                    0,
                    two.length,
                    m -> {
                      throw new IllegalStateException("sink failed on " + m);
                    }))
        .isInstanceOf(IllegalStateException.class);
    assertThat(decoder.buffered()).isZero();
    assertThat(decoder.feed(Hex.bytes("8E 00 05 24 01")))
        .containsExactly(new DgtMessage.FieldUpdate(36, 1));
  }

  @Test
  void emptyChunksChangeNothing() {
    DgtDecoder decoder = new DgtDecoder();
    assertThat(decoder.feed(new byte[0])).isEmpty();
    assertThat(decoder.feed(Hex.bytes("8E 00 05 34"))).isEmpty();
    assertThat(decoder.feed(new byte[0])).isEmpty();
    assertThat(decoder.feed(Hex.bytes("00"))).containsExactly(new DgtMessage.FieldUpdate(52, 0));
  }

  @Test
  void decodedClockMessagesExposeSidesWithoutColours() {
    DgtMessage m = new DgtDecoder().feed(Hex.bytes("8D 00 0A 20 03 02 20 03 01 09")).get(0);
    assertThat(m).isInstanceOf(DgtMessage.ClockData.class);
    DgtMessage.ClockData data = (DgtMessage.ClockData) m;
    assertThat(data.face(ClockSide.RIGHT).time()).hasSeconds(182);
    assertThat(data.face(ClockSide.LEFT).time()).hasSeconds(181);
    assertThat(data.status().runningSide()).contains(ClockSide.LEFT);
    assertThat(data.status().turn(ClockSide.LEFT)).isTrue();
    DgtMessage.ClockData stopped =
        (DgtMessage.ClockData) new DgtDecoder().feed(Hex.bytes("8D 00 0A 20 03 02 20 03 01 12")).get(0);
    assertThat(stopped.status().runningSide()).isEmpty();
    assertThat(stopped.status().leverUp()).isEqualTo(ClockSide.RIGHT);
  }

  @Test
  void decodedAcksExposeVersionButtonAndFailure() {
    DgtMessage.ClockAck version =
        (DgtMessage.ClockAck) new DgtDecoder().feed(Hex.bytes("8D 00 0A 0A 10 09 00 20 00 00")).get(0);
    assertThat(version.isSuccess()).isTrue();
    assertThat(version.isSpontaneous()).isFalse();
    assertThat(version.repliesTo()).contains(ClockSubCommand.VERSION);
    assertThat(version.version()).contains(new ClockVersion(2, 0));
    assertThat(version.version().orElseThrow().isDgt3000()).isTrue();
    assertThat(version.button()).isEmpty();

    DgtMessage.ClockAck button =
        (DgtMessage.ClockAck) new DgtDecoder().feed(Hex.bytes("8D 00 0A 0A 10 08 20 00 33 00")).get(0);
    assertThat(button.isSpontaneous()).isTrue();
    assertThat(button.event()).contains(ClockEvent.BUTTON_PRESSED);
    assertThat(button.button()).contains(ClockButton.PLAY_PAUSE);
    assertThat(button.repliesTo()).isEmpty();
    assertThat(button.version()).isEmpty();

    DgtMessage.ClockAck error =
        (DgtMessage.ClockAck) new DgtDecoder().feed(Hex.bytes("8D 00 0A 0A 20 00 00 00 00 00")).get(0);
    assertThat(error.isSuccess()).isFalse();
    assertThat(error.status()).contains(ClockAckCode.FIELD_ERROR);
    assertThat(error.repliesTo()).isEmpty();
  }

  @Test
  void fieldUpdatesBecomeSquaresOnlyThroughAnOrientation() {
    DgtMessage.FieldUpdate e4 = new DgtMessage.FieldUpdate(36, 1);
    assertThat(e4.square(BoardOrientation.NORMAL).key()).isEqualTo("e4");
    assertThat(e4.square(BoardOrientation.ROTATED).key()).isEqualTo("d5");
    assertThat(e4.pieceCode()).contains(PieceCode.WHITE_PAWN);
    assertThat(new DgtMessage.FieldUpdate(0, 0x25).pieceCode()).isEmpty();
  }

  /** The samples except the 8 KB dump, to keep every-split-point loops quadratic but small. */
  static List<Sample> small(List<Sample> samples) {
    return samples.stream().filter(s -> s.bytes().length < 1000).toList();
  }
}
