package org.touchmove.relay.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.util.Optional;
import org.touchmove.chess.Board;
import org.touchmove.dgt.BoardOrientation;
import org.touchmove.dgt.BoardReading;
import org.touchmove.dgt.DgtCommand;
import org.touchmove.dgt.DgtMessage;
import org.touchmove.dgt.DgtMessageEncoder;

/**
 * A DGT board behind a raw TCP serial server, reduced to what {@code record} needs: it answers the
 * version, serial number and dump requests, and once it is put in an update mode it reports one
 * move (the e2 pawn lifted). Other bytes, clock frames included, are ignored.
 */
final class FakeTcpBoard implements AutoCloseable {
  static final DgtMessage.Version VERSION = new DgtMessage.Version(1, 7);
  static final DgtMessage.SerialNumber SERIAL = new DgtMessage.SerialNumber("01025");
  static final DgtMessage.FieldUpdate E2_LIFTED = new DgtMessage.FieldUpdate(52, 0);
  static final BoardReading START = BoardReading.of(Board.standard(), BoardOrientation.NORMAL);

  private final ServerSocket server;
  private boolean moved;

  FakeTcpBoard() throws IOException {
    server = new ServerSocket();
    server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
    Thread t = new Thread(this::accept, "fake-tcp-board");
    t.setDaemon(true);
    t.start();
  }

  int port() {
    return server.getLocalPort();
  }

  @Override
  public void close() throws IOException {
    server.close();
  }

  private void accept() {
    while (!server.isClosed()) {
      try (Socket client = server.accept()) {
        serve(client.getInputStream(), client.getOutputStream());
      } catch (SocketException closed) {
        // The server was closed by the test, or the host hung up.
        continue;
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  private void serve(InputStream in, OutputStream out) throws IOException {
    for (int b = in.read(); b >= 0; b = in.read()) {
      ByteArrayOutputStream answer = new ByteArrayOutputStream();
      Optional<DgtCommand> command = DgtCommand.fromWireByte(b);
      if (command.isPresent()) {
        switch (command.get()) {
          case SEND_VERSION:
            answer.writeBytes(DgtMessageEncoder.encode(VERSION));
            break;
          case RETURN_SERIAL_NUMBER:
            answer.writeBytes(DgtMessageEncoder.encode(SERIAL));
            break;
          case SEND_BOARD:
            answer.writeBytes(DgtMessageEncoder.encode(new DgtMessage.BoardDump(START)));
            break;
          case SEND_UPDATE_NICE:
            if (!moved) {
              moved = true;
              answer.writeBytes(DgtMessageEncoder.encode(E2_LIFTED));
            }
            break;
          default:
            break;
        }
      }
      out.write(answer.toByteArray());
    }
  }
}
