package org.touchmove.dgt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.touchmove.chess.Square;

class DgtEncoderTest {

  /** spec/dgt-protocol.md §3: every single-byte command. */
  private static final Map<DgtCommand, Integer> SINGLE_BYTES =
      Map.ofEntries(
          Map.entry(DgtCommand.RESET, 0x40),
          Map.entry(DgtCommand.SEND_CLOCK, 0x41),
          Map.entry(DgtCommand.SEND_BOARD, 0x42),
          Map.entry(DgtCommand.SEND_UPDATE, 0x43),
          Map.entry(DgtCommand.SEND_UPDATE_BOARD, 0x44),
          Map.entry(DgtCommand.RETURN_SERIAL_NUMBER, 0x45),
          Map.entry(DgtCommand.RETURN_BUS_ADDRESS, 0x46),
          Map.entry(DgtCommand.SEND_TRADEMARK, 0x47),
          Map.entry(DgtCommand.SEND_HARDWARE_VERSION, 0x48),
          Map.entry(DgtCommand.SEND_EE_MOVES, 0x49),
          Map.entry(DgtCommand.TO_BUS_MODE, 0x4A),
          Map.entry(DgtCommand.SEND_UPDATE_NICE, 0x4B),
          Map.entry(DgtCommand.SEND_BATTERY_STATUS, 0x4C),
          Map.entry(DgtCommand.SEND_VERSION, 0x4D),
          Map.entry(DgtCommand.START_BOOTLOADER, 0x4E),
          Map.entry(DgtCommand.SEND_BOARD_50B, 0x50),
          Map.entry(DgtCommand.SCAN_50B, 0x51),
          Map.entry(DgtCommand.SEND_BOARD_50W, 0x52),
          Map.entry(DgtCommand.SCAN_50W, 0x53),
          Map.entry(DgtCommand.SCAN_100, 0x54),
          Map.entry(DgtCommand.RETURN_LONG_SERIAL_NUMBER, 0x55),
          Map.entry(DgtCommand.SEND_I2C_CLOCK, 0x56),
          Map.entry(DgtCommand.SEND_UPDATE_I2C_CLOCK, 0x57),
          Map.entry(DgtCommand.SEND_UPDATE_NICE_I2C_CLOCK, 0x58),
          Map.entry(DgtCommand.SEND_LOCK_STATE, 0x59),
          Map.entry(DgtCommand.SEND_DEVELOPER_KEY_STATE, 0x5A));

  @Test
  void encodesEverySingleByteCommand() {
    for (DgtCommand c : DgtCommand.values()) {
      if (c.isFramePrefix()) {
        assertThatThrownBy(() -> DgtEncoder.command(c)).as(c.name()).isInstanceOf(IllegalArgumentException.class);
      } else {
        assertThat(SINGLE_BYTES).as("table covers %s", c).containsKey(c);
        assertThat(DgtEncoder.command(c)).as(c.name()).containsExactly((byte) (int) SINGLE_BYTES.get(c));
        assertThat(DgtCommand.fromWireByte(c.wireByte())).contains(c);
      }
    }
    assertThat(DgtCommand.CLOCK_MESSAGE.wireByte()).isEqualTo(0x2B);
    assertThat(DgtCommand.SET_LEDS.wireByte()).isEqualTo(0x60);
    assertThat(DgtCommand.DEVELOPER_KEY.wireByte()).isEqualTo(0x63);
    assertThat(DgtCommand.fromWireByte(0x4F)).isEmpty();
  }

  @Test
  void everyHostByteIsBelowTheBusModeBit() {
    for (DgtCommand c : DgtCommand.values()) {
      assertThat(c.wireByte()).as(c.name()).isLessThan(0x80);
    }
  }

  @Test
  void repliesNameTheMessagesOfTheSpec() {
    assertThat(DgtCommand.SEND_BOARD.reply()).contains(DgtMessageId.BOARD_DUMP);
    assertThat(DgtCommand.SEND_CLOCK.reply()).contains(DgtMessageId.BWTIME);
    assertThat(DgtCommand.SEND_VERSION.reply()).contains(DgtMessageId.VERSION);
    assertThat(DgtCommand.SEND_EE_MOVES.reply()).contains(DgtMessageId.EE_MOVES);
    assertThat(DgtCommand.SEND_BATTERY_STATUS.reply()).contains(DgtMessageId.BATTERY_STATUS);
    assertThat(DgtCommand.RETURN_LONG_SERIAL_NUMBER.reply())
        .contains(DgtMessageId.LONG_SERIAL_NUMBER);
    assertThat(DgtCommand.RESET.reply()).isEmpty();
  }

  @Test
  void encodesTheWorkedClockFramesOfTheSpec() {
    // spec/dgt-protocol.md §12.2, "Worked frames".
    assertThat(hex(DgtEncoder.clock(new ClockCommand.Text("HELLO", 0))))
        .isEqualTo("2B 0C 03 0C 48 45 4C 4C 4F 20 20 20 00 00");
    assertThat(hex(DgtEncoder.clock(ClockCommand.SegmentDisplay.ofText("123456", Set.of(), false))))
        .isEqualTo("2B 0B 03 01 4F 5B 06 7D 6D 66 00 01 00");
    assertThat(
            hex(
                DgtEncoder.clock(
                    ClockCommand.SetAndRun.leftRunning(Duration.ofMinutes(5), Duration.ofMinutes(5)))))
        .isEqualTo("2B 0A 03 0A 00 05 00 00 05 00 01 00");
    assertThat(
            hex(
                DgtEncoder.clock(
                    ClockCommand.SetAndRun.paused(
                        Duration.ofSeconds(3 * 60 + 12), Duration.ofSeconds(4 * 60 + 5)))))
        .isEqualTo("2B 0A 03 0A 00 03 0C 00 04 05 04 00");
  }

  @Test
  void encodesEveryClockSubCommand() {
    assertThat(hex(DgtEncoder.clock(new ClockCommand.End()))).isEqualTo("2B 03 03 03 00");
    assertThat(hex(DgtEncoder.clock(new ClockCommand.ButtonQuery()))).isEqualTo("2B 03 03 08 00");
    assertThat(hex(DgtEncoder.clock(new ClockCommand.VersionQuery()))).isEqualTo("2B 03 03 09 00");
    assertThat(hex(DgtEncoder.clock(new ClockCommand.Beep(0x10)))).isEqualTo("2B 04 03 0B 10 00");
    assertThat(hex(DgtEncoder.clock(new ClockCommand.Icons(0x01, 0x02, 0x21, 0x03, 0x40))))
        .isEqualTo("2B 0B 03 02 01 02 21 03 40 00 00 00 00");
    assertThat(hex(DgtEncoder.clock(new ClockCommand.LongText("PICOCHESS", true))))
        .isEqualTo("2B 0F 03 0D 50 49 43 4F 43 48 45 53 53 20 20 03 00");
    assertThat(hex(DgtEncoder.clock(new ClockCommand.Text("e2e4", 3))))
        .isEqualTo("2B 0C 03 0C 65 32 65 34 20 20 20 20 03 00");
    assertThat(
            hex(
                DgtEncoder.clock(
                    new ClockCommand.SetAndRun(
                        Duration.ofSeconds(9 * 3600 + 59 * 60 + 59),
                        Duration.ofMinutes(45),
                        EnumSet.of(ClockRunFlag.RIGHT_RUNNING, ClockRunFlag.SWITCH_ON_LEVER)))))
        .isEqualTo("2B 0A 03 0A 09 3B 3B 00 2D 00 0A 00");
    assertThat(
            hex(
                DgtEncoder.clock(
                    ClockCommand.SegmentDisplay.ofText(
                        "- 0789", EnumSet.of(SegmentIcon.LEFT_COLON, SegmentIcon.RIGHT_DOT), true))))
        .isEqualTo("2B 0B 03 01 3F 00 40 6F 7F 07 11 03 00");
    for (ClockSubCommand sub : ClockSubCommand.values()) {
      assertThat(ClockSubCommand.fromCode(sub.code())).contains(sub);
    }
  }

  @Test
  void lengthByteCountsEverythingAfterIt() {
    List<ClockCommand> all =
        List.of(
            new ClockCommand.End(),
            new ClockCommand.Beep(1),
            new ClockCommand.Text("", 0),
            new ClockCommand.LongText("", false),
            ClockCommand.SegmentDisplay.ofText("      ", Set.of(), false),
            new ClockCommand.Icons(0, 0, 0, 0, 0),
            ClockCommand.SetAndRun.paused(Duration.ZERO, Duration.ZERO));
    for (ClockCommand c : all) {
      byte[] frame = DgtEncoder.clock(c);
      assertThat(frame[1]).as(c.toString()).isEqualTo((byte) (frame.length - 2));
      assertThat(frame[frame.length - 1]).isZero();
      for (byte b : frame) {
        assertThat(b).as("7-bit bytes only in %s", c).isNotNegative();
      }
    }
  }

  @Test
  void refusesClockCommandsTheClockCannotTake() {
    assertThatThrownBy(() -> new ClockCommand.Text("TOO LONG!", 0))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new ClockCommand.Text("é", 0)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new ClockCommand.Text("ok", 16)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new ClockCommand.LongText("TWELVE CHARS", false))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> ClockCommand.SetAndRun.leftRunning(Duration.ofHours(10), Duration.ZERO))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> ClockCommand.SetAndRun.leftRunning(Duration.ofMillis(1500), Duration.ZERO))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> ClockCommand.SetAndRun.leftRunning(Duration.ofSeconds(-1), Duration.ZERO))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new ClockCommand.Beep(0)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new ClockCommand.Beep(128)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> ClockCommand.SegmentDisplay.ofText("12345", Set.of(), false))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> ClockCommand.SegmentDisplay.ofText("12345A", Set.of(), false))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new ClockCommand.Icons(0x80, 0, 0, 0, 0))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void encodesRevelationLeds() {
    // spec/dgt-protocol.md §13.1.
    assertThat(hex(DgtEncoder.leds(LedPattern.ON, 0x34, 0x24))).isEqualTo("60 04 01 34 24 00");
    assertThat(hex(DgtEncoder.leds(Square.E2, Square.E4, BoardOrientation.NORMAL)))
        .isEqualTo("60 04 01 34 24 00");
    assertThat(hex(DgtEncoder.leds(Square.E2, Square.E4, BoardOrientation.ROTATED)))
        .isEqualTo("60 04 01 0B 1B 00");
    assertThat(hex(DgtEncoder.ledsOff())).isEqualTo("60 04 00 40 40 00");
    assertThat(hex(DgtEncoder.ledSetting(LedSetting.AUTO_DIMMING, false))).isEqualTo("60 04 02 01 00 00");
    assertThat(hex(DgtEncoder.ledSetting(LedSetting.AUTO_REVERSAL, true))).isEqualTo("60 04 02 02 01 00");
    assertThatThrownBy(() -> DgtEncoder.leds(LedPattern.ON, 65, 0))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void encodesBusCommandsWithChecksums() {
    // spec/dgt-protocol.md §14.2: 81 10 06 -> checksum 17; ping 1025 = 87 08 01 10.
    assertThat(hex(DgtEncoder.bus(DgtBusCommand.SEND_CLOCK, 0x10 * 128 + 0x06))).isEqualTo("81 10 06 17");
    assertThat(hex(DgtEncoder.bus(DgtBusCommand.PING, 1025))).isEqualTo("87 08 01 10");
    assertThat(hex(DgtEncoder.bus(DgtBusCommand.PING, DgtBusCommand.BROADCAST_ADDRESS)))
        .isEqualTo("87 00 00 07");
    assertThat(DgtBusCommand.SEND_BOARD.replyWireByte()).hasValue(0x83);
    assertThat(DgtBusCommand.RESET.replyWireByte()).isEmpty();
    assertThatThrownBy(() -> DgtEncoder.bus(DgtBusCommand.PING, 16384))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void encodesTheDeveloperKeyFrame() {
    assertThat(hex(DgtEncoder.developerKey(RawBytes.of(1, 2, 3, 4, 5, 6))))
        .isEqualTo("63 07 01 02 03 04 05 06 00");
    assertThatThrownBy(() -> DgtEncoder.developerKey(RawBytes.of(1, 2, 3)))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void concatenatesAStartUpSequence() {
    byte[] startUp =
        DgtEncoder.concat(
            List.of(
                DgtEncoder.command(DgtCommand.RESET),
                DgtEncoder.command(DgtCommand.SEND_VERSION),
                DgtEncoder.command(DgtCommand.SEND_BOARD),
                DgtEncoder.command(DgtCommand.SEND_UPDATE_NICE),
                DgtEncoder.clock(new ClockCommand.VersionQuery())));
    assertThat(hex(startUp)).isEqualTo("40 4D 42 4B 2B 03 03 09 00");
  }

  private static String hex(byte[] bytes) {
    return RawBytes.copyOf(bytes).toHex();
  }
}
