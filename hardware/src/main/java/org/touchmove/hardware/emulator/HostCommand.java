package org.touchmove.hardware.emulator;

import java.util.Optional;
import org.touchmove.dgt.ClockSubCommand;
import org.touchmove.dgt.DgtCommand;
import org.touchmove.dgt.RawBytes;

/** A command the emulated board received from the host (spec/dgt-protocol.md §3, §12). */
sealed interface HostCommand {
  /** A single-byte command. */
  record Single(DgtCommand command) implements HostCommand {}

  /** A clock command ({@code 2B n 03 sub payload 00}); {@code subCommand} empty if unknown. */
  record Clock(Optional<ClockSubCommand> subCommand, RawBytes payload) implements HostCommand {}

  /** Another length-prefixed frame ({@code 60} LEDs, {@code 63} developer key). */
  record Frame(DgtCommand command, RawBytes payload) implements HostCommand {}

  /** A bus-mode command: any byte with the top bit set and the three after it. */
  record Bus(RawBytes bytes) implements HostCommand {}

  /** A byte that is no command: the board ignores it. */
  record Ignored(int wireByte) implements HostCommand {}
}
