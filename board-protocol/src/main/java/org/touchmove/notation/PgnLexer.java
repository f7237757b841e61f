package org.touchmove.notation;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Splits PGN text into tokens, tolerant of what real files contain: a byte-order mark, CRLF,
 * leading whitespace, tags and moves on one line, move numbers glued to moves ({@code 12.Nf3}),
 * {@code e.p.} written apart, {@code ½-½}. A tag line that is missing its bracket becomes a
 * {@link Kind#MALFORMED_TAG} token so that the reader can reject just that game.
 */
final class PgnLexer {
  enum Kind {
    TAG,
    MALFORMED_TAG,
    COMMENT,
    NAG,
    SAN,
    RESULT,
    OPEN_VARIATION,
    CLOSE_VARIATION,
    /** A line with nothing on it: after moves, it ends a game that has no result token. */
    BLANK_LINE
  }

  /** A token; for a tag, {@code text} is the name and {@code value} the unescaped value. */
  record Token(Kind kind, String text, String value, int line) {}

  /** A line that reads like a tag pair without its opening bracket: {@code Event "x"]}. */
  private static final Pattern BRACKETLESS_TAG =
      Pattern.compile("\\s*[A-Za-z0-9_]+\\s+\".*\"\\s*\\]\\s*");

  private static final Pattern MOVE_NUMBER = Pattern.compile("\\d+\\.*");
  private static final String DELIMITERS = "[]{}();$\"";

  private final String text;
  private final List<Token> tokens = new ArrayList<>();
  private int pos;
  private int line = 1;
  private int lineStart;

  private PgnLexer(String text) {
    this.text = text;
  }

  static List<Token> tokenize(String text) {
    PgnLexer lexer = new PgnLexer(text);
    lexer.run();
    return lexer.tokens;
  }

  private void run() {
    if (text.startsWith("\uFEFF")) {
      pos = 1;
      lineStart = 1;
    }
    int n = text.length();
    while (pos < n) {
      char c = text.charAt(pos);
      if (c == '\n') {
        newline();
        continue;
      }
      if (Character.isWhitespace(c) || c == '\u00A0') {
        pos++;
        continue;
      }
      if (c == '%' && pos == lineStart) {
        skipToEndOfLine(); // escape mechanism: the whole line is ignored
        continue;
      }
      switch (c) {
        case '[':
          tag();
          break;
        case '{':
          braceComment();
          break;
        case ';':
          int start = pos + 1;
          skipToEndOfLine();
          tokens.add(new Token(Kind.COMMENT, text.substring(start, pos).strip(), "", line));
          break;
        case '(':
          tokens.add(new Token(Kind.OPEN_VARIATION, "(", "", line));
          pos++;
          break;
        case ')':
          tokens.add(new Token(Kind.CLOSE_VARIATION, ")", "", line));
          pos++;
          break;
        case '$':
          nag();
          break;
        case '*':
          tokens.add(new Token(Kind.RESULT, "*", "", line));
          pos++;
          break;
        default:
          symbol();
          break;
      }
    }
  }

  private void newline() {
    if (text.substring(lineStart, pos).isBlank() && pos > 0) {
      tokens.add(new Token(Kind.BLANK_LINE, "", "", line));
    }
    pos++;
    line++;
    lineStart = pos;
  }

  private void skipToEndOfLine() {
    int end = text.indexOf('\n', pos);
    pos = end < 0 ? text.length() : end;
  }

  private String restOfLine() {
    int end = text.indexOf('\n', pos);
    return text.substring(pos, end < 0 ? text.length() : end).replace("\r", "");
  }

  private void tag() {
    int startLine = line;
    String wholeLine = restOfLine();
    int i = pos + 1;
    int n = text.length();
    while (i < n && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
      i++;
    }
    int nameStart = i;
    while (i < n && (Character.isLetterOrDigit(text.charAt(i)) || text.charAt(i) == '_')) {
      i++;
    }
    String name = text.substring(nameStart, i);
    while (i < n && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
      i++;
    }
    if (name.isEmpty() || i >= n || text.charAt(i) != '"') {
      malformedTag(wholeLine, startLine);
      return;
    }
    i++;
    StringBuilder value = new StringBuilder();
    boolean closed = false;
    while (i < n) {
      char c = text.charAt(i);
      if (c == '\\' && i + 1 < n && (text.charAt(i + 1) == '"' || text.charAt(i + 1) == '\\')) {
        value.append(text.charAt(i + 1));
        i += 2;
      } else if (c == '"') {
        closed = true;
        i++;
        break;
      } else if (c == '\n') {
        break;
      } else {
        value.append(c);
        i++;
      }
    }
    while (i < n && (text.charAt(i) == ' ' || text.charAt(i) == '\t' || text.charAt(i) == '\r')) {
      i++;
    }
    if (!closed || i >= n || text.charAt(i) != ']') {
      malformedTag(wholeLine, startLine);
      return;
    }
    tokens.add(new Token(Kind.TAG, name, value.toString(), startLine));
    pos = i + 1;
  }

  private void malformedTag(String wholeLine, int startLine) {
    tokens.add(new Token(Kind.MALFORMED_TAG, wholeLine.strip(), "", startLine));
    skipToEndOfLine();
  }

  private void braceComment() {
    int startLine = line;
    int end = text.indexOf('}', pos + 1);
    int stop = end < 0 ? text.length() : end;
    String body = text.substring(pos + 1, stop);
    for (int i = pos; i < stop; i++) {
      if (text.charAt(i) == '\n') {
        line++;
        lineStart = i + 1;
      }
    }
    // Line breaks and runs of spaces inside a comment carry no meaning (the writer re-wraps).
    tokens.add(new Token(Kind.COMMENT, body.strip().replaceAll("\\s+", " "), "", startLine));
    pos = end < 0 ? text.length() : end + 1;
  }

  private void nag() {
    int i = pos + 1;
    while (i < text.length() && Character.isDigit(text.charAt(i))) {
      i++;
    }
    if (i > pos + 1) {
      tokens.add(new Token(Kind.NAG, text.substring(pos + 1, i), "", line));
    }
    pos = i;
  }

  private void symbol() {
    boolean firstOnLine = text.substring(lineStart, pos).isBlank();
    if (firstOnLine && BRACKETLESS_TAG.matcher(restOfLine()).matches()) {
      malformedTag(restOfLine(), line);
      return;
    }
    int i = pos;
    while (i < text.length()) {
      char c = text.charAt(i);
      if (Character.isWhitespace(c) || DELIMITERS.indexOf(c) >= 0) {
        break;
      }
      i++;
    }
    if (i == pos) {
      pos++; // a lone stray character (a quote outside a tag): skip it
      return;
    }
    classify(text.substring(pos, i));
    pos = i;
  }

  private void classify(String s) {
    if (s.isEmpty()) {
      return;
    }
    if (isResult(s)) {
      tokens.add(new Token(Kind.RESULT, s.equals("½-½") ? "1/2-1/2" : s, "", line));
      return;
    }
    if (MOVE_NUMBER.matcher(s).matches()) {
      return; // move numbers carry no information the moves do not
    }
    int dot = s.lastIndexOf('.');
    if (dot > 0 && Character.isDigit(s.charAt(0)) && MOVE_NUMBER.matcher(s.substring(0, dot + 1)).matches()) {
      classify(s.substring(dot + 1)); // "12.Nf3", "12...Nf6"
      return;
    }
    if (s.equals("e.p.") || s.equals("ep")) {
      return; // en passant suffix written apart from its move
    }
    int glyph = Nag.fromSuffix(s);
    if (glyph > 0) {
      tokens.add(new Token(Kind.NAG, Integer.toString(glyph), "", line));
      return;
    }
    if (Nag.isPositionalSymbol(s)) {
      return; // "+-", "=", "∞" and the like: evaluations, not moves
    }
    tokens.add(new Token(Kind.SAN, s, "", line));
  }

  private static boolean isResult(String s) {
    return s.equals("1-0") || s.equals("0-1") || s.equals("1/2-1/2") || s.equals("½-½");
  }
}
