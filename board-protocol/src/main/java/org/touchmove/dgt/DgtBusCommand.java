package org.touchmove.dgt;

import java.util.OptionalInt;

/**
 * Bus-mode commands (spec/dgt-protocol.md §14, from DGT's header): frames of four bytes {@code
 * cmd addrHi addrLo checksum} built by {@link DgtEncoder#bus}. Bus replies carry addresses and
 * checksums and reuse single-board ids; {@link DgtDecoder} reads the single-board protocol only.
 */
public enum DgtBusCommand {
  /** 0x81: send clock data; reply 0x84. */
  SEND_CLOCK(0x81, 0x84),
  /** 0x82: send the board; reply 0x83. */
  SEND_BOARD(0x82, 0x83),
  /** 0x83: send the change records since the last 0x83; reply 0x85. */
  SEND_CHANGES(0x83, 0x85),
  /** 0x84: repeat the previous change packet; reply 0x85. */
  REPEAT_CHANGES(0x84, 0x85),
  /** 0x85: write a start tag and all pieces into the log; reply 0x88. */
  SET_START_GAME(0x85, 0x88),
  /** 0x86: send all log data since the last start tag; reply 0x86. */
  SEND_FROM_START(0x86, 0x86),
  /** 0x87: ping; reply 0x87. */
  PING(0x87, 0x87),
  /** 0x88: leave bus mode. No reply. */
  END_BUS_MODE(0x88, -1),
  /** 0x89: full reset, takes seconds. No reply. */
  RESET(0x89, -1),
  /** 0x8A: ignore the next address-0 ping; reply 0x87. */
  IGNORE_NEXT_PING(0x8A, 0x87),
  /** 0x8B: send the version; reply 0x89. */
  SEND_VERSION(0x8B, 0x89),
  /** 0x8C: send the dark squares of a draughts board; reply 0x8A. */
  SEND_BOARD_50B(0x8C, 0x8A),
  /** 0x8D: send changes, clock and board in sequence. */
  SEND_ALL(0x8D, -1);

  /** Address 0 addresses every board on the bus. */
  public static final int BROADCAST_ADDRESS = 0;

  private final int wireByte;
  private final int reply;

  DgtBusCommand(int wireByte, int reply) {
    this.wireByte = wireByte;
    this.reply = reply;
  }

  /** The command byte (bit 7 set). */
  public int wireByte() {
    return wireByte;
  }

  /** The id byte of the bus reply, if there is one. */
  public OptionalInt replyWireByte() {
    return reply < 0 ? OptionalInt.empty() : OptionalInt.of(reply);
  }
}
