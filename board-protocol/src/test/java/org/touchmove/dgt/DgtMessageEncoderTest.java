package org.touchmove.dgt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class DgtMessageEncoderTest {

  @TestFactory
  Stream<DynamicTest> encodesEveryMessageTypeAsTheBoardSendsIt() {
    return SampleFrames.all().stream()
        .filter(SampleFrames::isCanonical)
        .map(
            s ->
                DynamicTest.dynamicTest(
                    s.name(),
                    () ->
                        assertThat(DgtMessageEncoder.encode(s.message()))
                            .as(s.name())
                            .isEqualTo(s.bytes())));
  }

  @TestFactory
  Stream<DynamicTest> nonCanonicalFramesReencodeToTheCanonicalFrame() {
    return SampleFrames.all().stream()
        .filter(s -> !SampleFrames.isCanonical(s))
        .map(
            s ->
                DynamicTest.dynamicTest(
                    s.name(),
                    () -> {
                      byte[] again = DgtMessageEncoder.encode(s.message());
                      assertThat(again).hasSameSizeAs(s.bytes());
                      assertThat(new DgtDecoder().feed(again)).containsExactly(s.message());
                    }));
  }

  @Test
  void writesTheLengthInTwoSevenBitHalves() {
    byte[] frame = DgtMessageEncoder.frame(0x8F, new byte[0x1F00]);
    assertThat(frame).hasSize(7939);
    assertThat(frame[1]).isEqualTo((byte) 0x3E);
    assertThat(frame[2]).isEqualTo((byte) 0x03);
  }

  @Test
  void refusesWhatIsNotOnTheWire() {
    assertThatThrownBy(() -> DgtMessageEncoder.encode(new DgtMessage.SkippedBytes(3)))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> DgtMessageEncoder.frame(0x8F, new byte[DgtMessageId.MAX_FRAME_LENGTH]))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void headersMatchTheSpecTable() {
    // spec/dgt-protocol.md §2.3: id and total length of each fixed-size message.
    assertThat(header(new DgtMessage.FieldUpdate(0, 0))).isEqualTo("8E 00 05");
    assertThat(header(new DgtMessage.BoardDump(BoardReading.empty()))).isEqualTo("86 00 43");
    assertThat(header(new DgtMessage.NoClock())).isEqualTo("8D 00 0A");
    assertThat(header(new DgtMessage.BusAddress(0))).isEqualTo("90 00 05");
    assertThat(header(new DgtMessage.SerialNumber("00001"))).isEqualTo("91 00 08");
    assertThat(header(new DgtMessage.Version(1, 0))).isEqualTo("93 00 05");
    assertThat(header(new DgtMessage.LongSerialNumber("0000000001"))).isEqualTo("A2 00 0D");
    assertThat(header(new DgtMessage.BatteryStatus(RawBytes.of(1, 2, 3, 4, 5, 6, 7, 8, 9))))
        .isEqualTo("A0 00 0C");
  }

  private static String header(DgtMessage m) {
    return RawBytes.copyOf(DgtMessageEncoder.encode(m), 0, 3).toHex();
  }
}
