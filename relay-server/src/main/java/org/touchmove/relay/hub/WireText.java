package org.touchmove.relay.hub;

import java.nio.charset.StandardCharsets;
import java.util.function.Function;

/**
 * A serialised message shared by every subscriber it goes to: the text once, its UTF-8 bytes
 * encoded once (on first use), and the transport's framing of those bytes built once too (a whole
 * WebSocket frame, see {@link #framed}), so that sending it to one more socket costs no encoding,
 * no copy and no allocation beyond a view of the shared bytes.
 */
public final class WireText {
  private final String text;
  private volatile byte[] utf8;
  private volatile Object framed;

  private WireText(String text) {
    this.text = text;
  }

  public static WireText of(String text) {
    return new WireText(text);
  }

  public String text() {
    return text;
  }

  /** The UTF-8 bytes; callers must not modify them. */
  public byte[] utf8() {
    byte[] b = utf8;
    if (b == null) {
      b = text.getBytes(StandardCharsets.UTF_8); // a benign race: at worst encoded twice
      utf8 = b;
    }
    return b;
  }

  /**
   * The transport's own form of these bytes, made by {@code framer} on first use and kept: the hub
   * does not know the transport, the transport does not re-frame a message for every socket. A
   * transport must always pass the same framer.
   */
  @SuppressWarnings("unchecked")
  public <T> T framed(Function<byte[], T> framer) {
    Object f = framed;
    if (f == null) {
      f = framer.apply(utf8()); // a benign race, as for utf8: at worst framed twice
      framed = f;
    }
    return (T) f;
  }

  @Override
  public String toString() {
    return text;
  }
}
