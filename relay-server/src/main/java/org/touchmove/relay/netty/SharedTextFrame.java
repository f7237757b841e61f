package org.touchmove.relay.netty;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.nio.ByteBuffer;
import org.touchmove.relay.hub.WireText;

/**
 * A message's whole WebSocket text frame (RFC 6455 §5.2: header, then the UTF-8 payload; a server's
 * frames are not masked), built once in direct memory and shared by every socket it goes to. A
 * socket that gets only this frame in a batch writes a duplicate (its own read position over the
 * same bytes); one that gets several copies their bytes (a few hundred each) into one buffer
 * ({@link WebSocketHandler#writeFrame}). Either enters the pipeline below the frame encoder.
 *
 * <p>The shared buffer is not reference-counted: the bytes live as long as the {@link WireText} or
 * any write still queued, and are then collected with them. Its duplicates' retain and release do
 * nothing, so the event loops writing one message to 10,000 sockets do not all update one counter
 * (two atomic operations on one cache line per socket, from every loop).
 */
final class SharedTextFrame {
  private static final int FIN_TEXT = 0x81;

  private SharedTextFrame() {}

  /** {@code text}'s frame: read it with absolute indexes only, never release it. */
  static ByteBuf of(WireText text) {
    return text.framed(SharedTextFrame::frame);
  }

  /** A view of {@code text}'s frame for one socket's write (its release does nothing). */
  static ByteBuf forOneSocket(WireText text) {
    return of(text).duplicate();
  }

  static ByteBuf frame(byte[] payload) {
    int n = payload.length;
    int header = n < 126 ? 2 : n <= 0xFFFF ? 4 : 10;
    ByteBuffer b = ByteBuffer.allocateDirect(header + n);
    b.put((byte) FIN_TEXT);
    if (n < 126) {
      b.put((byte) n);
    } else if (n <= 0xFFFF) {
      b.put((byte) 126).putShort((short) n);
    } else {
      b.put((byte) 127).putLong(n);
    }
    b.put(payload).flip();
    return Unpooled.unreleasableBuffer(Unpooled.wrappedBuffer(b));
  }
}
