package org.touchmove.hardware.transport;

/** Why a board link went down (docs/transports.md, "Disconnects"). */
public enum DisconnectReason {
  /** The port could not be opened or the server could not be reached. */
  OPEN_FAILED,
  /** The link opened but nothing answered the handshake like a DGT board (§9). */
  NO_REPLY,
  /** Nothing at all arrived for the keep-alive timeout although keep-alive requests were sent. */
  KEEP_ALIVE_TIMEOUT,
  /** The serial port vanished: jSerialComm's disconnect event, or a read returning -1. */
  PORT_DISCONNECTED,
  /** The TCP peer closed the connection. */
  END_OF_STREAM,
  /** A read or write failed with an I/O error. */
  IO_ERROR
}
