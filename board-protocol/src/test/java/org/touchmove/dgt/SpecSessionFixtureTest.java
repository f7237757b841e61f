package org.touchmove.dgt;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.touchmove.capture.Capture;
import org.touchmove.capture.CaptureEntry;
import org.touchmove.capture.CaptureKey;
import org.touchmove.capture.CaptureReader;
import org.touchmove.capture.CaptureResult;
import org.touchmove.chess.Board;

/**
 * Our own fixture, {@code src/test/resources/dgt/spec-session.capture}: a session built byte by
 * byte from the spec's layouts (not a recording), so that a clone without the shared corpus still
 * tests the decoder end to end through the capture reader: start-up, a dump in two reads, clock
 * data and acks, field updates split across reads, noise, a truncated message, a result piece, an
 * unknown id, the Bluetooth dummy, no clock, and a recording that stops mid-message.
 */
class SpecSessionFixtureTest {
  private static final Path FIXTURE = Path.of("src/test/resources/dgt/spec-session.capture");

  /** Clock data with no flags: right face m:s, left face m:s, status byte. */
  private static DgtMessage clock(int rm, int rs, int lm, int ls, int status) {
    return new DgtMessage.ClockData(
        new ClockFace(0, rm, rs, false, false, false),
        new ClockFace(0, lm, ls, false, false, false),
        ClockStatus.fromByte(status));
  }

  @Test
  void decodesToTheMessagesItWasBuiltFrom() throws IOException {
    Capture capture = read();
    DgtDecoder decoder = new DgtDecoder();
    List<DgtMessage> out = new ArrayList<>();
    for (CaptureEntry.BoardBytes read : capture.boardReads()) {
      decoder.feed(read.bytes().toArray(), 0, read.bytes().length(), out::add);
    }
    decoder.flush(out::add);
    assertThat(out)
        .containsExactly(
            new DgtMessage.Version(3, 1),
            new DgtMessage.BoardDump(BoardReading.of(Board.standard(), BoardOrientation.NORMAL)),
            DgtMessage.ClockAck.versionReply(new ClockVersion(2, 0)),
            clock(5, 0, 5, 0, 0x08),
            DgtMessage.ClockAck.reply(ClockSubCommand.SET_AND_RUN),
            clock(5, 0, 4, 59, 0x09),
            new DgtMessage.FieldUpdate(52, 0),
            new DgtMessage.FieldUpdate(36, 1),
            clock(5, 0, 4, 58, 0x13),
            new DgtMessage.SkippedBytes(3),
            new DgtMessage.FieldUpdate(12, 0),
            new DgtMessage.FieldUpdate(28, 7),
            clock(4, 59, 4, 58, 0x09),
            new DgtMessage.SkippedBytes(4),
            clock(4, 58, 4, 58, 0x09),
            new DgtMessage.SerialNumber("01025"),
            DgtMessage.ClockAck.buttonPressed(ClockButton.PLAY_PAUSE),
            new DgtMessage.FieldUpdate(35, PieceCode.DRAW_PIECE.code()),
            new DgtMessage.Unknown(0xA3, RawBytes.of(0x01, 0x02)),
            new DgtMessage.EmptyClockMessage(),
            new DgtMessage.NoClock(),
            new DgtMessage.SkippedBytes(2));
    assertThat(decoder.skippedBytes()).isEqualTo(9);
  }

  @Test
  void hostLinesAreTheEncodersStartUpSequence() throws IOException {
    List<RawBytes> sent = new ArrayList<>();
    for (CaptureEntry e : read().entries()) {
      if (e instanceof CaptureEntry.HostBytes) {
        sent.add(((CaptureEntry.HostBytes) e).bytes());
      }
    }
    assertThat(sent)
        .containsExactly(
            RawBytes.copyOf(DgtEncoder.command(DgtCommand.RESET)),
            RawBytes.copyOf(DgtEncoder.command(DgtCommand.SEND_VERSION)),
            RawBytes.copyOf(DgtEncoder.command(DgtCommand.SEND_BOARD)),
            RawBytes.copyOf(DgtEncoder.command(DgtCommand.SEND_UPDATE_NICE)),
            RawBytes.copyOf(DgtEncoder.clock(new ClockCommand.VersionQuery())),
            RawBytes.copyOf(
                DgtEncoder.clock(
                    ClockCommand.SetAndRun.leftRunning(
                        Duration.ofMinutes(5), Duration.ofMinutes(5)))));
  }

  @Test
  void carriesItsMetadata() throws IOException {
    Capture capture = read();
    assertThat(capture.metadata(CaptureKey.SERIAL)).contains("01025");
    assertThat(capture.recordedAt()).hasValueSatisfying(t -> assertThat(t.toString()).isEqualTo("2026-11-22T10:00:00Z"));
  }

  private static Capture read() throws IOException {
    try (Reader in = Files.newBufferedReader(FIXTURE, StandardCharsets.UTF_8)) {
      CaptureResult result = CaptureReader.readAll(in);
      assertThat(result).as("fixture is a valid capture: %s", result).isInstanceOf(CaptureResult.Valid.class);
      return ((CaptureResult.Valid) result).capture();
    }
  }
}
