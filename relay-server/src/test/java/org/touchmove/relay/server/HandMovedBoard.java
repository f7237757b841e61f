package org.touchmove.relay.server;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.Optional;
import org.touchmove.chess.Board;
import org.touchmove.chess.Move;
import org.touchmove.chess.PlayResult;
import org.touchmove.chess.Position;
import org.touchmove.dgt.BoardOrientation;
import org.touchmove.dgt.BoardReading;
import org.touchmove.dgt.DgtCommand;
import org.touchmove.dgt.DgtMessage;
import org.touchmove.dgt.DgtMessageEncoder;
import org.touchmove.notation.MoveParseResult;
import org.touchmove.notation.San;

/**
 * A DGT board behind a raw TCP serial server whose pieces the test moves: it answers the version,
 * serial number and dump requests with the board as it stands, and reports each change of the
 * pieces as field updates (pieces lifted first, then put down), as a board in update mode does.
 * A test can also send clock reports, take the line down and move pieces unreported meanwhile.
 * Every byte it sent and every command it got are kept. One host at a time.
 */
final class HandMovedBoard implements AutoCloseable {
  private static final DgtMessage.Version VERSION = new DgtMessage.Version(1, 7);

  private final ServerSocket server;
  private final DgtMessage.SerialNumber serial;
  private final ByteArrayOutputStream sent = new ByteArrayOutputStream();
  private BoardReading reading = BoardReading.of(Board.standard(), BoardOrientation.NORMAL);
  private Position position = Position.standard();
  private OutputStream host;
  /** Every command a host sent, in order. */
  private final java.util.List<DgtCommand> commands = new java.util.ArrayList<>();
  /** The line is down: commands are lost and nothing is answered. */
  private boolean silent;

  HandMovedBoard(String serial) throws IOException {
    this.serial = new DgtMessage.SerialNumber(serial);
    server = new ServerSocket();
    server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
    Thread t = new Thread(this::accept, "hand-moved-board");
    t.setDaemon(true);
    t.start();
  }

  int port() {
    return server.getLocalPort();
  }

  /** Every byte sent to a host so far, in order. */
  synchronized byte[] sent() {
    return sent.toByteArray();
  }

  /** Every command a host sent so far, in order. */
  synchronized java.util.List<DgtCommand> commands() {
    return java.util.List.copyOf(commands);
  }

  /** A host is connected. */
  synchronized boolean connected() {
    return host != null;
  }

  /** The line goes down ({@code true}: nothing the host sends arrives) or comes back. */
  synchronized void silent(boolean down) {
    silent = down;
  }

  /** Sends one message as the board would (a clock report). */
  synchronized void send(DgtMessage message) throws IOException {
    write(DgtMessageEncoder.encode(message));
  }

  /**
   * Plays {@code san} while the link is silent: the pieces move, nothing is reported (the next
   * dump shows them).
   */
  synchronized void playUnseen(String san) {
    position = after(san);
    reading = BoardReading.of(position.board(), BoardOrientation.NORMAL);
  }

  private Position after(String san) {
    MoveParseResult parsed = San.parse(position, san);
    if (!(parsed instanceof MoveParseResult.Parsed)) {
      throw new IllegalArgumentException(san + " in " + position + ": " + parsed);
    }
    PlayResult played = position.play(((MoveParseResult.Parsed) parsed).move());
    if (!(played instanceof PlayResult.Played)) {
      throw new IllegalArgumentException(san + ": " + played);
    }
    return ((PlayResult.Played) played).after();
  }

  /** Plays {@code san} on the board by hand: the moving pieces are lifted and put down. */
  synchronized void play(String san) throws IOException {
    MoveParseResult parsed = San.parse(position, san);
    if (!(parsed instanceof MoveParseResult.Parsed)) {
      throw new IllegalArgumentException(san + " in " + position + ": " + parsed);
    }
    Move move = ((MoveParseResult.Parsed) parsed).move();
    PlayResult played = position.play(move);
    if (!(played instanceof PlayResult.Played)) {
      throw new IllegalArgumentException(san + ": " + played);
    }
    position = ((PlayResult.Played) played).after();
    show(position.board());
  }

  /** The players set up the start position again (for the next game). */
  synchronized void setUpAgain() throws IOException {
    position = Position.standard();
    show(position.board());
  }

  /** Reports the change from the board as it stands to {@code next}: lifts first, then placements. */
  private void show(Board next) throws IOException {
    BoardReading target = BoardReading.of(next, BoardOrientation.NORMAL);
    ByteArrayOutputStream updates = new ByteArrayOutputStream();
    for (int field = 0; field < BoardOrientation.FIELDS; field++) {
      if (reading.codeAt(field) != 0 && reading.codeAt(field) != target.codeAt(field)) {
        updates.writeBytes(DgtMessageEncoder.encode(new DgtMessage.FieldUpdate(field, 0)));
      }
    }
    for (int field = 0; field < BoardOrientation.FIELDS; field++) {
      if (target.codeAt(field) != 0 && reading.codeAt(field) != target.codeAt(field)) {
        updates.writeBytes(DgtMessageEncoder.encode(new DgtMessage.FieldUpdate(field, target.codeAt(field))));
      }
    }
    reading = target;
    write(updates.toByteArray());
  }

  private synchronized void write(byte[] bytes) throws IOException {
    if (host == null) {
      throw new IOException("no host connected");
    }
    host.write(bytes);
    host.flush();
    sent.writeBytes(bytes);
  }

  private synchronized void answer(DgtCommand command) throws IOException {
    if (silent) {
      return;
    }
    commands.add(command);
    switch (command) {
      case SEND_VERSION:
        write(DgtMessageEncoder.encode(VERSION));
        break;
      case RETURN_SERIAL_NUMBER:
        write(DgtMessageEncoder.encode(serial));
        break;
      case SEND_BOARD:
        write(DgtMessageEncoder.encode(new DgtMessage.BoardDump(reading)));
        break;
      default:
        break; // update modes, reset, clock queries: nothing to answer
    }
  }

  private void accept() {
    while (!server.isClosed()) {
      try (Socket client = server.accept()) {
        synchronized (this) {
          host = client.getOutputStream();
        }
        serve(client.getInputStream());
      } catch (IOException e) {
        // The test closed the server, or the host hung up: wait for the next host.
        continue;
      } finally {
        synchronized (this) {
          host = null;
        }
      }
    }
  }

  private void serve(InputStream in) throws IOException {
    for (int b = in.read(); b >= 0; b = in.read()) {
      Optional<DgtCommand> command = DgtCommand.fromWireByte(b);
      if (command.isPresent() && command.get().isFramePrefix()) {
        // A frame (clock message, LEDs): its length byte counts the bytes after it.
        int length = in.read();
        in.skipNBytes(Math.max(0, length));
      } else if (command.isPresent()) {
        answer(command.get());
      }
    }
  }

  @Override
  public void close() throws IOException {
    server.close();
  }
}
