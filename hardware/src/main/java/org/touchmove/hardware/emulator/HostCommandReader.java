package org.touchmove.hardware.emulator;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.touchmove.dgt.ClockSubCommand;
import org.touchmove.dgt.DgtCommand;
import org.touchmove.dgt.RawBytes;

/**
 * Splits the bytes a host sends into commands, as a board does (spec/dgt-protocol.md §15): single
 * bytes, length-prefixed frames for {@code 0x2B}, {@code 0x60} and {@code 0x63}, and four-byte bus
 * commands for any byte with the top bit set. Bytes may arrive in any chunks.
 */
final class HostCommandReader {
  private static final int BUS_COMMAND_LENGTH = 4;
  private static final int TOP_BIT = 0x80;
  /** A frame longer than this cannot be real: the reader drops it rather than wait forever. */
  private static final int MAX_FRAME = 64;

  private final ByteArrayOutputStream pending = new ByteArrayOutputStream();
  private int expected; // total bytes of the frame being collected; 0 = none

  List<HostCommand> feed(byte[] bytes, int offset, int length) {
    List<HostCommand> commands = new ArrayList<>();
    for (int i = offset; i < offset + length; i++) {
      int b = bytes[i] & 0xFF;
      if (expected > 0) {
        pending.write(b);
        if (pending.size() == 2 && isLengthFrame(pending.toByteArray()[0] & 0xFF)) {
          expected = 2 + b;
          if (b > MAX_FRAME || b == 0) {
            commands.add(new HostCommand.Ignored(pending.toByteArray()[0] & 0xFF));
            reset();
            continue;
          }
        }
        if (pending.size() >= expected) {
          commands.add(complete(pending.toByteArray()));
          reset();
        }
        continue;
      }
      if ((b & TOP_BIT) != 0) {
        pending.write(b);
        expected = BUS_COMMAND_LENGTH;
        continue;
      }
      Optional<DgtCommand> command = DgtCommand.fromWireByte(b);
      if (command.isPresent() && isLengthFrame(b)) {
        pending.write(b);
        expected = 2; // until the length byte arrives
      } else if (command.isPresent()) {
        commands.add(new HostCommand.Single(command.get()));
      } else {
        commands.add(new HostCommand.Ignored(b));
      }
    }
    return commands;
  }

  private void reset() {
    pending.reset();
    expected = 0;
  }

  private static boolean isLengthFrame(int b) {
    return b == DgtCommand.CLOCK_MESSAGE.wireByte()
        || b == DgtCommand.SET_LEDS.wireByte()
        || b == DgtCommand.DEVELOPER_KEY.wireByte();
  }

  private static HostCommand complete(byte[] frame) {
    int first = frame[0] & 0xFF;
    if ((first & TOP_BIT) != 0) {
      return new HostCommand.Bus(RawBytes.copyOf(frame));
    }
    DgtCommand command = DgtCommand.fromWireByte(first).orElseThrow();
    RawBytes payload = RawBytes.copyOf(frame, 2, frame.length - 2);
    if (command == DgtCommand.CLOCK_MESSAGE) {
      // 2B n 03 sub payload... 00: the byte after the 03 marker names the sub-command.
      Optional<ClockSubCommand> sub =
          payload.length() >= 2 ? ClockSubCommand.fromCode(payload.get(1)) : Optional.empty();
      return new HostCommand.Clock(sub, payload);
    }
    return new HostCommand.Frame(command, payload);
  }
}
