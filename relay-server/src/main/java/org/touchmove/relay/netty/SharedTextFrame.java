package org.touchmove.relay.netty;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.nio.ByteBuffer;
import org.touchmove.relay.hub.WireText;

/**
 * A message's whole WebSocket text frame (RFC 6455 §5.2: header, then the UTF-8 payload; a server's
 * frames are not masked), built once in direct memory and shared by every socket it goes to. A
 * socket's batch copies its bytes (a few hundred) into the socket's own buffer for the batch
 * ({@link WebSocketHandler#writeFrame}); nothing keeps a reference to it per socket.
 *
 * <p>The shared buffer is not released: it is read, never written, and its memory is collected
 * with the {@link WireText} that holds it.
 */
final class SharedTextFrame {
  private static final int FIN_TEXT = 0x81;

  private SharedTextFrame() {}

  /** {@code text}'s frame: read it with absolute indexes only, never release it. */
  static ByteBuf of(WireText text) {
    return text.framed(SharedTextFrame::frame);
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
    return Unpooled.wrappedBuffer(b);
  }
}
