package org.touchmove.dgt;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Objects;

/**
 * An immutable run of bytes: a message payload, a command frame, a line of a capture. Records hold
 * this instead of a {@code byte[]} so that they stay values (STYLE R2). Bytes read back as unsigned
 * ints 0..255.
 */
public final class RawBytes {
  private static final RawBytes EMPTY = new RawBytes(new byte[0]);
  private static final char[] HEX = "0123456789ABCDEF".toCharArray();

  private final byte[] bytes;

  private RawBytes(byte[] bytes) {
    this.bytes = bytes;
  }

  /** No bytes. */
  public static RawBytes empty() {
    return EMPTY;
  }

  /** A copy of {@code bytes}. */
  public static RawBytes copyOf(byte[] bytes) {
    return copyOf(bytes, 0, bytes.length);
  }

  /** A copy of {@code length} bytes of {@code bytes} from {@code offset}. */
  public static RawBytes copyOf(byte[] bytes, int offset, int length) {
    Objects.checkFromIndexSize(offset, length, bytes.length);
    return length == 0 ? EMPTY : new RawBytes(Arrays.copyOfRange(bytes, offset, offset + length));
  }

  /** Bytes from unsigned values, for tests and constants: {@code of(0x8E, 0x00, 0x05)}. */
  public static RawBytes of(int... values) {
    byte[] bytes = new byte[values.length];
    for (int i = 0; i < values.length; i++) {
      if (values[i] < 0 || values[i] > 0xFF) {
        throw new IllegalArgumentException("byte " + i + " out of range: " + values[i]);
      }
      bytes[i] = (byte) values[i];
    }
    return new RawBytes(bytes);
  }

  /** The ASCII (7-bit) or Latin-1 encoding of {@code text}, one byte per character. */
  public static RawBytes ofLatin1(String text) {
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) > 0xFF) {
        throw new IllegalArgumentException("not a one-byte character at " + i + ": " + text);
      }
    }
    return new RawBytes(text.getBytes(StandardCharsets.ISO_8859_1));
  }

  /** Takes ownership of {@code bytes} without copying; the caller must not change them. */
  static RawBytes wrap(byte[] bytes) {
    return bytes.length == 0 ? EMPTY : new RawBytes(bytes);
  }

  /** The number of bytes. */
  public int length() {
    return bytes.length;
  }

  /** True when there are no bytes. */
  public boolean isEmpty() {
    return bytes.length == 0;
  }

  /** Byte {@code index} as an unsigned value 0..255. */
  public int get(int index) {
    return bytes[Objects.checkIndex(index, bytes.length)] & 0xFF;
  }

  /** A fresh copy of the bytes. */
  public byte[] toArray() {
    return bytes.clone();
  }

  /** Copies every byte into {@code target} from {@code offset}. */
  public void copyTo(byte[] target, int offset) {
    System.arraycopy(bytes, 0, target, offset, bytes.length);
  }

  /** The bytes {@code from} (inclusive) to {@code to} (exclusive). */
  public RawBytes slice(int from, int to) {
    Objects.checkFromToIndex(from, to, bytes.length);
    return from == 0 && to == bytes.length ? this : copyOf(bytes, from, to - from);
  }

  /** The bytes read as Latin-1 text (which is ASCII for the 7-bit payloads of DGT messages). */
  public String toLatin1() {
    return new String(bytes, StandardCharsets.ISO_8859_1);
  }

  /** Upper-case two-digit hex, separated by single spaces: {@code "8E 00 05"}. */
  public String toHex() {
    if (bytes.length == 0) {
      return "";
    }
    char[] out = new char[bytes.length * 3 - 1];
    for (int i = 0; i < bytes.length; i++) {
      int b = bytes[i] & 0xFF;
      int at = i * 3;
      if (i > 0) {
        out[at - 1] = ' ';
      }
      out[at] = HEX[b >>> 4];
      out[at + 1] = HEX[b & 0xF];
    }
    return new String(out);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof RawBytes && Arrays.equals(bytes, ((RawBytes) o).bytes);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(bytes);
  }

  /** The hex form, {@link #toHex()}. */
  @Override
  public String toString() {
    return "[" + toHex() + "]";
  }
}
