package org.touchmove.hardware.transport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.dgt.DgtCommand;
import org.touchmove.dgt.RawBytes;

/**
 * Discovery: which ports are candidates, and probing real pseudo-terminals (socat) where a scripted
 * board, a device answering garbage and a device answering nothing sit. Only the board is found,
 * and no port stays open.
 */
class BoardDiscoveryTest {
  private static final DiscoveryConfig FAST =
      DiscoveryConfig.defaults()
          .withTiming(Duration.ofMillis(20), Duration.ofMillis(400), 2, Duration.ofMillis(5));

  @TempDir Path dir;

  private final List<SocatPair> pairs = new ArrayList<>();
  private final List<PtyBoard> fars = new ArrayList<>();

  @AfterEach
  void tearDown() {
    for (PtyBoard far : fars) {
      far.close();
    }
    for (SocatPair pair : pairs) {
      pair.close();
    }
  }

  @Test
  void candidatesAreNamedLikeBoardsAndListedOnce() throws Exception {
    Files.createFile(dir.resolve("ttyACM7"));
    Files.createFile(dir.resolve("ttyS0"));
    Files.createSymbolicLink(dir.resolve("by-id-dgt"), dir.resolve("ttyACM7"));
    List<BoardDiscovery.SystemPort> listed =
        List.of(
            new BoardDiscovery.SystemPort("ttyS0", "/dev/ttyS0"),
            new BoardDiscovery.SystemPort("ttyACM0", "/dev/ttyACM0"),
            new BoardDiscovery.SystemPort("tty.usbmodem1101", "/dev/tty.usbmodem1101"),
            new BoardDiscovery.SystemPort("COM3", "COM3"),
            new BoardDiscovery.SystemPort("cu.Bluetooth-Incoming-Port", "/dev/cu.Bluetooth"));
    DiscoveryConfig config =
        DiscoveryConfig.defaults()
            .withGlobs(List.of(dir + "/ttyACM*", dir + "/by-id-*", dir + "/missing/*"));
    BoardDiscovery discovery = new BoardDiscovery(config, this::noLink, () -> listed);

    assertThat(discovery.candidates())
        .as("jSerialComm's ports by name, then the globs; a symlink to the same device once")
        .containsExactly(
            "/dev/ttyACM0", "/dev/tty.usbmodem1101", "COM3", dir.resolve("ttyACM7").toString());
  }

  @Test
  void findsTheScriptedBoardAndRejectsGarbageAndSilence() throws Exception {
    assumeTrue(
        SocatPair.installed(),
        "socat is not installed (apt-get install socat): discovery is tested on real ptys");
    ScriptedBoard board = new ScriptedBoard();
    SocatPair boardPair = pair("dgt-board", "far-board");
    fars.add(PtyBoard.open(boardPair.b, board));
    CopyOnWriteArrayList<RawBytes> toModem = new CopyOnWriteArrayList<>();
    fars.add(
        PtyBoard.open(
            pair("dgt-modem", "far-modem").b,
            host -> {
              toModem.add(RawBytes.copyOf(host));
              return "\r\nOK\r\nATE0 \u00ff\u00fe garbage"
                  .getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
            }));
    CopyOnWriteArrayList<RawBytes> toSilent = new CopyOnWriteArrayList<>();
    fars.add(
        PtyBoard.open(
            pair("dgt-silent", "far-silent").b,
            host -> {
              toSilent.add(RawBytes.copyOf(host));
              return new byte[0];
            }));
    Files.createSymbolicLink(dir.resolve("dgt-alias"), boardPair.a);

    List<SerialBoardLink> opened = new CopyOnWriteArrayList<>();
    Function<String, BoardLink> links =
        path -> {
          SerialBoardLink link = new SerialBoardLink(path, MonotonicClock.fromSystemClock());
          opened.add(link);
          return link;
        };
    BoardDiscovery discovery =
        new BoardDiscovery(FAST.withOnlyGlobs(List.of(dir + "/dgt-*")), links, List::of);

    String boardPath = dir.resolve("dgt-alias").toString();
    List<String> candidates = discovery.candidates();
    assertThat(candidates)
        .as("the alias and dgt-board are the same pty; the far ends do not match the glob")
        .containsExactly(
            boardPath, dir.resolve("dgt-modem").toString(), dir.resolve("dgt-silent").toString());

    List<ProbeResult> results = discovery.probeAll(candidates);
    assertThat(results.get(0))
        .isEqualTo(
            new ProbeResult.Found(
                new DiscoveredBoard(
                    boardPath, ScriptedBoard.VERSION, Optional.of(ScriptedBoard.SERIAL))));
    assertThat(results.get(1))
        .isInstanceOfSatisfying(
            ProbeResult.Rejected.class,
            r -> assertThat(r.failure()).isEqualTo(ProbeResult.Failure.NOT_DGT));
    assertThat(results.get(2))
        .isInstanceOfSatisfying(
            ProbeResult.Rejected.class,
            r -> assertThat(r.failure()).isEqualTo(ProbeResult.Failure.NO_ANSWER));
    assertThat(toSilent).as("the silent port was really probed").isNotEmpty();
    assertThat(toModem).isNotEmpty();
    assertThat(board.commands())
        .containsExactly(
            DgtCommand.RESET, DgtCommand.SEND_VERSION, DgtCommand.RETURN_SERIAL_NUMBER);

    assertThat(discovery.discover(Set.of(dir.resolve("dgt-silent").toString())))
        .containsExactly(
            new DiscoveredBoard(
                boardPath, ScriptedBoard.VERSION, Optional.of(ScriptedBoard.SERIAL)));
    assertThat(opened).hasSize(5).noneMatch(SerialBoardLink::isOpen);
  }

  @Test
  void aPortThatCannotBeOpenedIsRejected() {
    BoardDiscovery discovery =
        new BoardDiscovery(FAST.withOnlyGlobs(List.of()), this::noLink, List::of);
    assertThat(discovery.probe("/nowhere/ttyACM9"))
        .isInstanceOfSatisfying(
            ProbeResult.Rejected.class,
            r -> assertThat(r.failure()).isEqualTo(ProbeResult.Failure.OPEN_FAILED));
  }

  private SocatPair pair(String a, String b) throws IOException {
    SocatPair pair = SocatPair.start(dir, a, b);
    pairs.add(pair);
    return pair;
  }

  private BoardLink noLink(String path) {
    return new SerialBoardLink(path, MonotonicClock.fromSystemClock());
  }
}
