package org.touchmove.dgt;

import java.io.ByteArrayOutputStream;

/** Test helper: bytes from spec-style hex dumps such as {@code "8E 00 05 34 00"}. */
final class Hex {
  private Hex() {}

  /** The bytes of space-separated two-digit hex; {@code |} separators are ignored. */
  static byte[] bytes(String hex) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (String token : hex.replace("|", " ").trim().split("\\s+")) {
      if (token.isEmpty()) {
        continue;
      }
      if (token.length() != 2) {
        throw new IllegalArgumentException("not a hex byte: " + token);
      }
      out.write(Integer.parseInt(token, 16));
    }
    return out.toByteArray();
  }

  /** Concatenation. */
  static byte[] concat(byte[]... parts) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (byte[] p : parts) {
      out.writeBytes(p);
    }
    return out.toByteArray();
  }

  /** {@code count} copies of {@code value}. */
  static byte[] repeat(int value, int count) {
    byte[] out = new byte[count];
    java.util.Arrays.fill(out, (byte) value);
    return out;
  }
}
