package org.touchmove.hardware.transport;

import com.fazecast.jSerialComm.SerialPort;
import com.fazecast.jSerialComm.SerialPortDataListener;
import com.fazecast.jSerialComm.SerialPortEvent;
import com.fazecast.jSerialComm.SerialPortInvalidPortException;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.Objects;
import org.touchmove.dgt.RawBytes;

/**
 * A board on a serial port (USB, Bluetooth RFCOMM, RS-232, or a pseudo-terminal in tests), opened
 * by explicit path through jSerialComm at 9600 8N1 without flow control (spec/dgt-protocol.md
 * §1.1). The port vanishing (jSerialComm's disconnect event, or a read returning -1) is a lost
 * link.
 */
public final class SerialBoardLink implements BoardLink {
  /** §1.1: 9600 baud, 8 data bits, no parity, 1 stop bit. */
  static final int BAUD_RATE = 9600;

  static final int DATA_BITS = 8;

  /** A read returns as soon as a byte is there, or after this long with nothing. */
  private static final int READ_TIMEOUT_MILLIS = 100;

  /** At 9600 baud a 15-byte clock frame takes 16 ms; a write stuck for a second is a failure. */
  private static final int WRITE_TIMEOUT_MILLIS = 1000;

  private static final int READ_BUFFER = 512;
  private static final Duration JOIN_TIMEOUT = Duration.ofSeconds(2);

  private final String path;
  private final InstantSource clock;

  private SerialPort port;
  private Thread reader;
  private volatile boolean closing;
  private volatile boolean disconnectEvent;

  /**
   * A link to the port at {@code path}, not open yet.
   *
   * @param path e.g. {@code /dev/ttyACM0}, {@code /dev/rfcomm0}, {@code COM3}, a pty symlink
   * @param clock stamps the arrival of each read
   */
  public SerialBoardLink(String path, InstantSource clock) {
    this.path = Objects.requireNonNull(path, "path");
    this.clock = Objects.requireNonNull(clock, "clock");
  }

  @Override
  public String address() {
    return path;
  }

  @Override
  public void open(LinkListener listener) throws BoardLinkException {
    Objects.requireNonNull(listener, "listener");
    if (port != null) {
      throw new IllegalStateException("already open: " + path);
    }
    SerialPort p;
    try {
      p = SerialPort.getCommPort(path);
    } catch (SerialPortInvalidPortException e) {
      throw new BoardLinkException("no such port: " + path, e);
    }
    p.setComPortParameters(BAUD_RATE, DATA_BITS, SerialPort.ONE_STOP_BIT, SerialPort.NO_PARITY);
    p.setFlowControl(SerialPort.FLOW_CONTROL_DISABLED);
    p.setComPortTimeouts(
        SerialPort.TIMEOUT_READ_SEMI_BLOCKING | SerialPort.TIMEOUT_WRITE_BLOCKING,
        READ_TIMEOUT_MILLIS,
        WRITE_TIMEOUT_MILLIS);
    // No safety sleep inside openPort: the session's settle time waits without blocking.
    if (!p.openPort(0)) {
      throw new BoardLinkException("cannot open " + path + " (error " + p.getLastErrorCode() + ")");
    }
    // §1.1: DTR and RTS stay asserted, as the OS leaves them and dgtnix sets them. A
    // pseudo-terminal has no modem lines and refuses both, and no board is known to need them,
    // so the results are deliberately not checked.
    p.setDTR();
    p.setRTS();
    // §9 step 1: whatever was buffered before the open is not this session's.
    p.flushIOBuffers();
    closing = false;
    disconnectEvent = false;
    p.addDataListener(new DisconnectWatcher());
    port = p;
    reader = new Thread(() -> read(p, listener), "touchmove-read " + path);
    reader.setDaemon(true);
    reader.start();
  }

  @Override
  public void send(RawBytes bytes) throws BoardLinkException {
    SerialPort p = port;
    if (p == null) {
      throw new BoardLinkException("not open: " + path);
    }
    byte[] data = bytes.toArray();
    int written = p.writeBytes(data, data.length);
    if (written != data.length) {
      throw new BoardLinkException(
          "write to "
              + path
              + " failed: "
              + Math.max(0, written)
              + " of "
              + data.length
              + " bytes written (error "
              + p.getLastErrorCode()
              + ")");
    }
  }

  @Override
  public boolean isOpen() {
    return port != null;
  }

  @Override
  public void close() {
    SerialPort p = port;
    if (p == null) {
      return;
    }
    closing = true;
    // The reader notices within one read timeout; closing the port under it is avoided.
    Links.join(reader, JOIN_TIMEOUT);
    p.removeDataListener();
    p.closePort();
    port = null;
    reader = null;
  }

  private void read(SerialPort p, LinkListener listener) {
    byte[] buffer = new byte[READ_BUFFER];
    while (!closing) {
      int n = p.readBytes(buffer, buffer.length);
      Instant arrival = clock.instant();
      if (n > 0) {
        listener.onBytes(RawBytes.copyOf(buffer, 0, n), arrival);
      } else if (n < 0 || disconnectEvent) {
        if (!closing) {
          listener.onLost(
              DisconnectReason.PORT_DISCONNECTED,
              disconnectEvent
                  ? "the port disappeared (disconnect event)"
                  : "read failed (error " + p.getLastErrorCode() + ")");
        }
        return;
      }
    }
  }

  /**
   * jSerialComm's disconnect event arrives on its own thread; it only raises a flag so that the
   * reader thread stays the listener's only caller.
   */
  private final class DisconnectWatcher implements SerialPortDataListener {
    @Override
    public int getListeningEvents() {
      return SerialPort.LISTENING_EVENT_PORT_DISCONNECTED;
    }

    @Override
    public void serialEvent(SerialPortEvent event) {
      if (event.getEventType() == SerialPort.LISTENING_EVENT_PORT_DISCONNECTED) {
        disconnectEvent = true;
      }
    }
  }
}
