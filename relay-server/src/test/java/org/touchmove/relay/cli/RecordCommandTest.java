package org.touchmove.relay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.capture.Capture;
import org.touchmove.capture.CaptureEntry;
import org.touchmove.capture.CaptureKey;
import org.touchmove.capture.CaptureReader;
import org.touchmove.capture.CaptureResult;
import org.touchmove.dgt.DgtCommand;
import org.touchmove.dgt.DgtDecoder;
import org.touchmove.dgt.DgtMessage;
import org.touchmove.dgt.RawBytes;

class RecordCommandTest {
  @TempDir Path dir;

  private static Capture read(Path file) throws IOException {
    try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      CaptureResult result = CaptureReader.readAll(in);
      assertThat(result).as("a valid capture: %s", result).isInstanceOf(CaptureResult.Valid.class);
      return ((CaptureResult.Valid) result).capture();
    }
  }

  private static List<DgtMessage> decode(RawBytes stream) {
    DgtDecoder decoder = new DgtDecoder();
    List<DgtMessage> messages = new ArrayList<>(decoder.feed(stream.toArray()));
    messages.addAll(decoder.flush());
    return messages;
  }

  private static List<Integer> hostBytes(Capture capture) {
    List<Integer> bytes = new ArrayList<>();
    for (CaptureEntry e : capture.entries()) {
      if (e instanceof CaptureEntry.HostBytes) {
        RawBytes b = ((CaptureEntry.HostBytes) e).bytes();
        for (int i = 0; i < b.length(); i++) {
          bytes.add(b.get(i));
        }
      }
    }
    return bytes;
  }

  private static List<String> comments(Capture capture) {
    return capture.entries().stream()
        .filter(e -> e instanceof CaptureEntry.Comment)
        .map(e -> ((CaptureEntry.Comment) e).text())
        .toList();
  }

  @Test
  void recordsABoardOverTcpToAValidCapture() throws IOException {
    Path file = dir.resolve("board.capture");
    try (FakeTcpBoard board = new FakeTcpBoard()) {
      CliRun run =
          CliRun.of(
              "record",
              "--tcp",
              "127.0.0.1:" + board.port(),
              "--out",
              file.toString(),
              "--duration",
              "2",
              "--note",
              "round 1 board 3");
      assertThat(run.exitCode()).as(run.err()).isZero();
      assertThat(run.err()).contains("record: connected to a DGT board, version 1.7, serial 01025");
      assertThat(run.lastLine()).startsWith("recorded ").endsWith(" host writes to " + file);

      Capture capture = read(file);
      assertThat(capture.metadata(CaptureKey.PORT)).contains("tcp://127.0.0.1:" + board.port());
      assertThat(capture.metadata(CaptureKey.NOTE)).contains("round 1 board 3");
      assertThat(capture.metadata(CaptureKey.SERIAL)).contains("01025");
      assertThat(capture.recordedAt()).isPresent();
      assertThat(capture.recordedAt().get()).isBefore(Instant.now());

      assertThat(decode(capture.boardStream()))
          .as("the board's bytes, reassembled by replay")
          .containsSubsequence(
              FakeTcpBoard.VERSION,
              FakeTcpBoard.SERIAL,
              FakeTcpBoard.E2_LIFTED,
              new DgtMessage.BoardDump(FakeTcpBoard.START));
      assertThat(hostBytes(capture))
          .as("the host's commands are recorded as '> ' lines")
          .startsWith(
              DgtCommand.RESET.wireByte(),
              DgtCommand.SEND_VERSION.wireByte(),
              DgtCommand.RETURN_SERIAL_NUMBER.wireByte(),
              DgtCommand.SEND_UPDATE_NICE.wireByte(),
              DgtCommand.SEND_BOARD.wireByte());
      List<String> comments = comments(capture);
      assertThat(comments).anyMatch(c -> c.startsWith("link connected to a DGT board"));
      assertThat(comments.get(comments.size() - 1)).startsWith("recording stopped at ");
    }
  }

  @Test
  void failsWhenNoBoardAnswersButKeepsAValidCapture() throws IOException {
    Path file = dir.resolve("nothing.capture");
    CliRun run =
        CliRun.of(
            "record",
            "--port",
            dir.resolve("ttyNothing").toString(),
            "--out",
            file.toString(),
            "--duration",
            "0.5");
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.err()).contains("no board answered at " + dir.resolve("ttyNothing"));
    Capture capture = read(file);
    assertThat(capture.boardReads()).isEmpty();
    assertThat(comments(capture)).anyMatch(c -> c.startsWith("link disconnected (OPEN_FAILED"));
  }

  @Test
  void needsExactlyOneSourceAndAValidAddress() {
    Path file = dir.resolve("x.capture");
    assertThat(CliRun.of("record", "--out", file.toString()).exitCode()).isEqualTo(2);
    assertThat(
            CliRun.of("record", "--port", "/dev/x", "--tcp", "h:1", "--out", file.toString())
                .exitCode())
        .isEqualTo(2);
    CliRun badTcp = CliRun.of("record", "--tcp", "nohostport", "--out", file.toString());
    assertThat(badTcp.exitCode()).isEqualTo(2);
    assertThat(badTcp.err()).contains("--tcp needs HOST:PORT");
    assertThat(
            CliRun.of("record", "--tcp", "h:1", "--out", file.toString(), "--duration", "-1")
                .exitCode())
        .isEqualTo(2);
    assertThat(file).doesNotExist();
  }

  @Test
  void sigtermStopsCleanlyAndFinishesTheFile() throws Exception {
    Path file = dir.resolve("interrupted.capture");
    try (FakeTcpBoard board = new FakeTcpBoard()) {
      String java = ProcessHandle.current().info().command().orElse("java");
      Process process =
          new ProcessBuilder(
                  java,
                  "-cp",
                  System.getProperty("java.class.path"),
                  TouchmoveMain.class.getName(),
                  "record",
                  "--tcp",
                  "127.0.0.1:" + board.port(),
                  "--out",
                  file.toString())
              .redirectOutput(ProcessBuilder.Redirect.DISCARD)
              .start();
      LinkedBlockingQueue<String> errLines = new LinkedBlockingQueue<>();
      Thread pump =
          new Thread(
              () -> {
                try (BufferedReader r =
                    new BufferedReader(
                        new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8))) {
                  r.lines().forEach(errLines::add);
                } catch (IOException | java.io.UncheckedIOException e) {
                  // The process ended and its stderr closed: nothing more to read.
                  errLines.add("stderr closed: " + e.getMessage());
                }
              });
      pump.setDaemon(true);
      pump.start();

      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
      boolean connected = false;
      while (!connected && System.nanoTime() < deadline) {
        String line = errLines.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
        connected = line != null && line.startsWith("record: connected");
      }
      assertThat(connected).as("the recorder connected; stderr so far: %s", errLines).isTrue();

      process.destroy(); // SIGTERM runs the shutdown hooks, as Ctrl-C does.
      assertThat(process.waitFor(20, TimeUnit.SECONDS)).isTrue();

      Capture capture = read(file);
      assertThat(decode(capture.boardStream())).contains(FakeTcpBoard.VERSION);
      List<String> comments = comments(capture);
      assertThat(comments.get(comments.size() - 1))
          .as("the shutdown hook let the recorder finish the file")
          .startsWith("recording stopped at ");
      assertThat(comments).anyMatch(c -> c.startsWith("link stopped at "));
    }
  }
}
