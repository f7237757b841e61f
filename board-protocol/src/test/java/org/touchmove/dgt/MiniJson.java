package org.touchmove.dgt;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Test helper: a tiny JSON reader for the corpus's expected-message files (objects, arrays,
 * strings without unusual escapes, integers, booleans, null). board-protocol has no JSON library.
 */
final class MiniJson {
  private final String text;
  private int at;

  private MiniJson(String text) {
    this.text = text;
  }

  /** The value of one JSON document: Map, List, String, Long, Boolean or null. */
  static Object parse(String text) {
    MiniJson p = new MiniJson(text);
    Object value = p.value();
    p.space();
    if (p.at != text.length()) {
      throw p.error("trailing text");
    }
    return value;
  }

  private Object value() {
    space();
    char c = peek();
    if (c == '{') {
      return object();
    } else if (c == '[') {
      return array();
    } else if (c == '"') {
      return string();
    } else if (text.startsWith("true", at)) {
      at += 4;
      return Boolean.TRUE;
    } else if (text.startsWith("false", at)) {
      at += 5;
      return Boolean.FALSE;
    } else if (text.startsWith("null", at)) {
      at += 4;
      return null;
    }
    return number();
  }

  private Map<String, Object> object() {
    Map<String, Object> map = new LinkedHashMap<>();
    expect('{');
    space();
    if (peek() == '}') {
      at++;
      return map;
    }
    while (true) {
      space();
      String key = string();
      space();
      expect(':');
      map.put(key, value());
      space();
      if (peek() == ',') {
        at++;
        continue;
      }
      expect('}');
      return map;
    }
  }

  private List<Object> array() {
    List<Object> list = new ArrayList<>();
    expect('[');
    space();
    if (peek() == ']') {
      at++;
      return list;
    }
    while (true) {
      list.add(value());
      space();
      if (peek() == ',') {
        at++;
        continue;
      }
      expect(']');
      return list;
    }
  }

  private String string() {
    expect('"');
    StringBuilder sb = new StringBuilder();
    while (peek() != '"') {
      char c = text.charAt(at++);
      if (c == '\\') {
        char e = text.charAt(at++);
        switch (e) {
          case 'n':
            sb.append('\n');
            break;
          case 'r':
            sb.append('\r');
            break;
          case 't':
            sb.append('\t');
            break;
          case 'u':
            sb.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
            at += 4;
            break;
          default:
            sb.append(e);
        }
      } else {
        sb.append(c);
      }
    }
    at++;
    return sb.toString();
  }

  private Long number() {
    int start = at;
    if (peek() == '-') {
      at++;
    }
    while (at < text.length() && Character.isDigit(text.charAt(at))) {
      at++;
    }
    if (start == at) {
      throw error("unexpected character");
    }
    return Long.parseLong(text.substring(start, at));
  }

  private void space() {
    while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
      at++;
    }
  }

  private char peek() {
    if (at >= text.length()) {
      throw error("unexpected end");
    }
    return text.charAt(at);
  }

  private void expect(char c) {
    if (peek() != c) {
      throw error("expected " + c);
    }
    at++;
  }

  private IllegalArgumentException error(String what) {
    return new IllegalArgumentException(what + " at " + at + " in " + text);
  }
}
