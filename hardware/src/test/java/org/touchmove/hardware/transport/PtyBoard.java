package org.touchmove.hardware.transport;

import static org.assertj.core.api.Assertions.fail;

import com.fazecast.jSerialComm.SerialPort;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Plays a {@link ScriptedBoard}, or any fixed answer, on one end of a {@link SocatPair}, through
 * jSerialComm like the link on the other end. Ends by itself when socat goes away.
 */
final class PtyBoard implements AutoCloseable {
  /** What the far end does with host bytes. */
  interface Responder {
    byte[] answer(byte[] host);
  }

  private final SerialPort port;
  private final Responder responder;
  private final Thread reader;
  private volatile boolean closing;

  private PtyBoard(SerialPort port, Responder responder) {
    this.port = port;
    this.responder = responder;
    this.reader = new Thread(this::serve, "test-pty-board " + port.getSystemPortPath());
    reader.setDaemon(true);
  }

  static PtyBoard open(Path path, Responder responder) {
    SerialPort p = SerialPort.getCommPort(path.toString());
    p.setComPortTimeouts(
        SerialPort.TIMEOUT_READ_SEMI_BLOCKING | SerialPort.TIMEOUT_WRITE_BLOCKING, 50, 1000);
    if (!p.openPort(0)) {
      fail("cannot open the board's end " + path + " (error " + p.getLastErrorCode() + ")");
    }
    PtyBoard board = new PtyBoard(p, responder);
    board.reader.start();
    return board;
  }

  static PtyBoard open(Path path, ScriptedBoard board) {
    return open(path, board::accept);
  }

  /** Sends {@code bytes} to the host as the board. */
  synchronized void push(byte[] bytes) {
    if (port.writeBytes(bytes, bytes.length) != bytes.length) {
      fail("the board's end could not write " + bytes.length + " bytes");
    }
  }

  private void serve() {
    byte[] buffer = new byte[256];
    while (!closing) {
      int n = port.readBytes(buffer, buffer.length);
      if (n < 0) {
        return;
      }
      if (n > 0) {
        byte[] answer = responder.answer(Arrays.copyOf(buffer, n));
        if (answer.length > 0) {
          synchronized (this) {
            // A failed write means socat is gone; the next read returns -1 and ends this loop.
            port.writeBytes(answer, answer.length);
          }
        }
      }
    }
  }

  @Override
  public void close() {
    closing = true;
    try {
      reader.join(2000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    port.closePort();
  }
}
