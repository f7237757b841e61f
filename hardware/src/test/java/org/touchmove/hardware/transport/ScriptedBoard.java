package org.touchmove.hardware.transport;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.touchmove.chess.Board;
import org.touchmove.dgt.BoardOrientation;
import org.touchmove.dgt.BoardReading;
import org.touchmove.dgt.ClockSubCommand;
import org.touchmove.dgt.ClockVersion;
import org.touchmove.dgt.DgtCommand;
import org.touchmove.dgt.DgtMessage;
import org.touchmove.dgt.DgtMessageEncoder;

/**
 * A tiny scripted DGT board for tests, no I/O: host bytes in, board bytes out. It answers the
 * version, serial number, trademark and dump requests, keeps its update mode (RESET makes it IDLE),
 * answers clock frames with an ack only in UPDATE/UPDATE_NICE, and reports moves as field updates
 * only in an update mode, as a real board does (spec/dgt-protocol.md §3, §4, §12.1). Not the
 * project's emulator: no clock, no humans. Thread-safe, so one test thread may move pieces while a
 * server thread answers commands.
 */
final class ScriptedBoard {
  static final DgtMessage.Version VERSION = new DgtMessage.Version(1, 7);
  static final String SERIAL = "01025";
  static final ClockVersion CLOCK = new ClockVersion(2, 1);

  private final List<DgtCommand> commands = new ArrayList<>();
  private final ByteArrayOutputStream frame = new ByteArrayOutputStream();
  private BoardReading reading = BoardReading.of(Board.standard(), BoardOrientation.NORMAL);
  private DgtCommand mode = DgtCommand.RESET;
  private boolean silent;
  private int frameRemaining = -1;

  /** The board bytes answering {@code host}, possibly none. */
  synchronized byte[] accept(byte[] host) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (byte raw : host) {
      int b = raw & 0xFF;
      if (frameRemaining >= 0 || frame.size() > 0) {
        continueFrame(b, out);
      } else if (b == DgtCommand.CLOCK_MESSAGE.wireByte() || b == DgtCommand.SET_LEDS.wireByte()) {
        frame.write(b);
      } else {
        Optional<DgtCommand> command = DgtCommand.fromWireByte(b);
        command.ifPresent(c -> answer(c, out));
      }
    }
    return out.toByteArray();
  }

  /** Lifts or places a piece: the field update if the board is in an update mode, else nothing. */
  synchronized byte[] place(int field, int code) {
    reading = reading.with(field, code);
    return isUpdating()
        ? DgtMessageEncoder.encode(new DgtMessage.FieldUpdate(field, code))
        : new byte[0];
  }

  /** Stops answering anything (a board that hangs, or a device that only listens). */
  synchronized void goSilent() {
    silent = true;
  }

  /** Every command received so far, in order; clock frames appear as {@code CLOCK_MESSAGE}. */
  synchronized List<DgtCommand> commands() {
    return List.copyOf(commands);
  }

  /** The current update mode, or {@code RESET} for IDLE. */
  synchronized DgtCommand mode() {
    return mode;
  }

  synchronized BoardReading reading() {
    return reading;
  }

  private boolean isUpdating() {
    return mode == DgtCommand.SEND_UPDATE
        || mode == DgtCommand.SEND_UPDATE_NICE
        || mode == DgtCommand.SEND_UPDATE_BOARD;
  }

  private void answer(DgtCommand command, ByteArrayOutputStream out) {
    commands.add(command);
    if (silent) {
      return;
    }
    switch (command) {
      case RESET:
      case SEND_UPDATE:
      case SEND_UPDATE_NICE:
      case SEND_UPDATE_BOARD:
        mode = command;
        break;
      case SEND_VERSION:
        out.writeBytes(DgtMessageEncoder.encode(VERSION));
        break;
      case RETURN_SERIAL_NUMBER:
        out.writeBytes(DgtMessageEncoder.encode(new DgtMessage.SerialNumber(SERIAL)));
        break;
      case SEND_TRADEMARK:
        out.writeBytes(DgtMessageEncoder.encode(new DgtMessage.Trademark("Scripted test board")));
        break;
      case SEND_BOARD:
        out.writeBytes(DgtMessageEncoder.encode(new DgtMessage.BoardDump(reading)));
        break;
      default:
        break;
    }
  }

  /** {@code 2B n 03 sub ... 00} or {@code 60 n ... 00}: {@code n} counts the bytes after it. */
  private void continueFrame(int b, ByteArrayOutputStream out) {
    frame.write(b);
    if (frameRemaining < 0) {
      frameRemaining = b;
    } else {
      frameRemaining--;
    }
    if (frameRemaining > 0) {
      return;
    }
    byte[] f = frame.toByteArray();
    frame.reset();
    frameRemaining = -1;
    if ((f[0] & 0xFF) != DgtCommand.CLOCK_MESSAGE.wireByte()) {
      return;
    }
    commands.add(DgtCommand.CLOCK_MESSAGE);
    boolean acks = mode == DgtCommand.SEND_UPDATE || mode == DgtCommand.SEND_UPDATE_NICE;
    if (silent || !acks || f.length < 4) {
      return;
    }
    Optional<ClockSubCommand> sub = ClockSubCommand.fromCode(f[3]);
    if (sub.isEmpty()) {
      return;
    }
    DgtMessage.ClockAck ack =
        sub.get() == ClockSubCommand.VERSION
            ? DgtMessage.ClockAck.versionReply(CLOCK)
            : DgtMessage.ClockAck.reply(sub.get());
    out.writeBytes(DgtMessageEncoder.encode(ack));
  }
}
