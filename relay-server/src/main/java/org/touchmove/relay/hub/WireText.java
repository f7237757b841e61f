package org.touchmove.relay.hub;

import java.nio.charset.StandardCharsets;

/**
 * A serialised message shared by every subscriber it goes to: the text once, its UTF-8 bytes
 * encoded once (on first use) and then only wrapped per socket, never copied.
 */
public final class WireText {
  private final String text;
  private volatile byte[] utf8;

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

  @Override
  public String toString() {
    return text;
  }
}
