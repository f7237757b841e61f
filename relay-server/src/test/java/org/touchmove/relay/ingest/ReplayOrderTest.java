package org.touchmove.relay.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.touchmove.capture.Capture;
import org.touchmove.capture.CaptureEntry;
import org.touchmove.dgt.RawBytes;
import org.touchmove.relay.hub.ArbiterAction;
import org.touchmove.relay.wire.JournalJson;

/**
 * A rebuilt board plays its journal's reads and arbiter actions in the order they happened live:
 * an action journalled after N reads goes after the N-th read, even when the next read came in
 * the same millisecond. Lines from journals that predate the count fall back to time.
 */
class ReplayOrderTest {
  private static final CaptureEntry.BoardBytes FIRST = read(5_000, 0x8e);
  private static final CaptureEntry.BoardBytes SECOND = read(5_000, 0x8f);
  private static final Capture CAPTURE =
      new Capture(List.of(read(4_000, 0x86), new CaptureEntry.Comment("link connected"), FIRST, SECOND));
  private static final ArbiterAction PAUSE = new ArbiterAction.Pause(5_000, "arbiter-1", true);

  @Test
  void anActionGoesAfterTheReadsBeforeItInTheSameMillisecond() {
    String line = JournalJson.action(PAUSE, 2); // after the 4,000 ms read and FIRST
    assertThat(line).contains("\"reads\":2");
    List<JournalJson.JournalledAction> actions = BoardInterpreter.actions(List.of(line), 1);

    assertThat(BoardInterpreter.inOrder(CAPTURE, actions))
        .extracting(BoardInterpreterSteps::name)
        .containsExactly("read 4000", "read 5000 8e", "pause", "read 5000 8f");
  }

  @Test
  void anActionAfterEveryReadComesLast() {
    List<JournalJson.JournalledAction> actions =
        BoardInterpreter.actions(List.of(JournalJson.action(PAUSE, 3)), 1);

    assertThat(BoardInterpreter.inOrder(CAPTURE, actions))
        .extracting(BoardInterpreterSteps::name)
        .containsExactly("read 4000", "read 5000 8e", "read 5000 8f", "pause");
  }

  @Test
  void aLineWithoutTheCountGoesBeforeTheReadsOfItsMillisecond() {
    String old = "{\"at\":5000,\"by\":\"arbiter-1\",\"type\":\"pause\",\"paused\":true}";
    List<JournalJson.JournalledAction> actions = BoardInterpreter.actions(List.of(old), 1);
    assertThat(actions).singleElement().extracting(JournalJson.JournalledAction::readsBefore).isEqualTo(-1L);

    assertThat(BoardInterpreter.inOrder(CAPTURE, actions))
        .extracting(BoardInterpreterSteps::name)
        .containsExactly("read 4000", "pause", "read 5000 8e", "read 5000 8f");
  }

  @Test
  void anUnreadableLineIsSkipped() {
    List<JournalJson.JournalledAction> actions = BoardInterpreter.actions(
        List.of("{\"at\":5000,\"type\":\"dance\"}", "not json", JournalJson.action(PAUSE, 0)), 1);
    assertThat(actions).singleElement().extracting(JournalJson.JournalledAction::readsBefore).isEqualTo(0L);
  }

  @Test
  void theLinkBreakingIsReadWhereItWasJournalled() {
    // Live, the tracker was told between the two reads: a rebuild tells it there too. Other
    // notes (the link's state for the arbiter console) are not the tracker's.
    Capture capture = new Capture(List.of(read(4_000, 0x86), new CaptureEntry.Comment("link connected"),
        new CaptureEntry.Comment(BoardInterpreter.LINE_BROKEN), FIRST, SECOND));

    assertThat(BoardInterpreter.inOrder(capture, List.of()))
        .extracting(BoardInterpreterSteps::name)
        .containsExactly("read 4000", "line broken", "read 5000 8e", "read 5000 8f");
  }

  private static CaptureEntry.BoardBytes read(long millis, int firstByte) {
    return new CaptureEntry.BoardBytes(millis, RawBytes.copyOf(new byte[] {(byte) firstByte, 0, 3}));
  }

  /** Names the steps for the assertions. */
  private static final class BoardInterpreterSteps {
    static String name(BoardInterpreter.ReplayStep step) {
      if (step instanceof BoardInterpreter.ReplayStep.Act) {
        return ((BoardInterpreter.ReplayStep.Act) step).action() instanceof ArbiterAction.Pause ? "pause" : "?";
      }
      if (step instanceof BoardInterpreter.ReplayStep.LineBroken) {
        return "line broken";
      }
      CaptureEntry.BoardBytes read = ((BoardInterpreter.ReplayStep.Read) step).read();
      return read.millis() == 4_000
          ? "read 4000"
          : String.format("read %d %02x", read.millis(), read.bytes().toArray()[0] & 0xff);
    }
  }
}
