package org.touchmove.notation;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.touchmove.chess.Move;
import org.touchmove.chess.Position;
import org.touchmove.chess.Setup;
import org.touchmove.chess.SetupResult;
import org.touchmove.chess.Variant;
import org.touchmove.notation.PgnLexer.Kind;
import org.touchmove.notation.PgnLexer.Token;

/**
 * Reads PGN files: tag pairs, movetext with comments, NAGs and variations, {@code [%clk]} and
 * {@code [%emt]}, {@code SetUp}/{@code FEN}/{@code Variant} (standard chess and Chess960). Every
 * move is replayed, so a game that is read is a legal game.
 *
 * <p>A broken game (a malformed tag line, an illegal or ambiguous move, an unsupported variant)
 * becomes a {@link PgnReadResult.Failed} naming the game, the line and the ply; the games after
 * it are read as usual.
 */
public final class PgnReader {
  private final boolean keepVariations;

  private PgnReader(boolean keepVariations) {
    this.keepVariations = keepVariations;
  }

  /** A reader that keeps variations (and checks their moves). */
  public static PgnReader keepingVariations() {
    return new PgnReader(true);
  }

  /** A reader that skips variations without reading their moves: the main line is what counts. */
  public static PgnReader mainLineOnly() {
    return new PgnReader(false);
  }

  /**
   * Every game of a PGN file given as bytes: UTF-8 when the bytes are valid UTF-8, otherwise
   * ISO 8859-1, the PGN standard's own character set.
   */
  public List<PgnReadResult> read(byte[] bytes) {
    CharsetDecoder utf8 =
        StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    String text;
    try {
      text = utf8.decode(ByteBuffer.wrap(bytes)).toString();
    } catch (CharacterCodingException e) {
      text = new String(bytes, StandardCharsets.ISO_8859_1);
    }
    return read(text);
  }

  /** Every game of {@code text}, in order. */
  public List<PgnReadResult> read(String text) {
    List<Token> tokens = PgnLexer.tokenize(text);
    List<PgnReadResult> results = new ArrayList<>();
    int i = 0;
    int number = 0;
    while (i < tokens.size()) {
      int start = i;
      Map<String, String> tags = new LinkedHashMap<>();
      Optional<PgnError> tagError = Optional.empty();
      int gameNumber = number + 1;
      while (i < tokens.size() && isTag(tokens.get(i))) {
        Token t = tokens.get(i);
        if (t.kind() == Kind.TAG) {
          tags.put(t.text(), t.value());
        } else if (tagError.isEmpty()) {
          tagError =
              Optional.of(
                  new PgnError(gameNumber, t.line(), Optional.empty(), "malformed tag line: " + t.text()));
        }
        i++;
      }
      int movetextStart = i;
      int depth = 0;
      while (i < tokens.size()) {
        Token t = tokens.get(i);
        if (depth == 0 && (t.kind() == Kind.RESULT || isTag(t))) {
          break;
        }
        if (depth == 0 && t.kind() == Kind.BLANK_LINE && hasMoveOrResult(tokens.subList(movetextStart, i), "*")) {
          break; // a game without a result token, followed by the next one
        }
        if (t.kind() == Kind.OPEN_VARIATION) {
          depth++;
        } else if (t.kind() == Kind.CLOSE_VARIATION && depth > 0) {
          depth--;
        }
        i++;
      }
      List<Token> movetext = tokens.subList(movetextStart, i);
      String result = "*";
      if (i < tokens.size() && tokens.get(i).kind() == Kind.RESULT) {
        result = tokens.get(i).text();
        i++;
      }
      boolean empty = tags.isEmpty() && tagError.isEmpty() && !hasMoveOrResult(movetext, result);
      if (empty) {
        continue; // stray comments between games
      }
      number = gameNumber;
      int line = tokens.get(start).line();
      if (tagError.isPresent()) {
        results.add(new PgnReadResult.Failed(tagError.get()));
      } else {
        results.add(replay(gameNumber, line, tags, movetext, result));
      }
    }
    return results;
  }

  private static boolean isTag(Token t) {
    return t.kind() == Kind.TAG || t.kind() == Kind.MALFORMED_TAG;
  }

  private static boolean hasMoveOrResult(List<Token> movetext, String result) {
    return !result.equals("*") || movetext.stream().anyMatch(t -> t.kind() == Kind.SAN);
  }

  private PgnReadResult replay(
      int number, int line, Map<String, String> tags, List<Token> movetext, String result) {
    Optional<Variant> variant = variantOf(tags.get("Variant"));
    if (variant.isEmpty()) {
      return failed(number, line, Optional.empty(), "unsupported variant: " + tags.get("Variant"));
    }
    Position start;
    String fen = tags.get("FEN");
    if (fen != null) {
      FenResult parsed = Fen.parse(fen);
      if (parsed instanceof FenResult.Malformed) {
        return failed(number, line, Optional.empty(), "FEN tag: " + parsed);
      }
      Setup setup = ((FenResult.Parsed) parsed).setup();
      Variant v = tags.get("Variant") == null ? Fen.inferVariant(setup) : variant.get();
      SetupResult setupResult = Position.fromSetup(setup, v);
      if (setupResult.lenient().isEmpty()) {
        return failed(
            number,
            line,
            Optional.empty(),
            "FEN tag is not a legal position " + ((SetupResult.Invalid) setupResult).problems());
      }
      start = setupResult.lenient().get();
    } else if (variant.get() == Variant.CHESS960) {
      return failed(number, line, Optional.empty(), "Chess960 game without a FEN tag");
    } else {
      start = Position.standard();
    }
    Cursor cursor = new Cursor(movetext);
    List<String> comments = new ArrayList<>();
    Line main = line(cursor, start, comments, number, 0);
    if (main.error().isPresent()) {
      return new PgnReadResult.Failed(main.error().get());
    }
    return new PgnReadResult.Read(
        new PgnGame(number, line, tags, start, comments, main.moves(), result));
  }

  /** A line of moves read, or the first error in it. */
  private record Line(List<PgnMove> moves, Optional<PgnError> error) {
    static Line failed(PgnError error) {
      return new Line(List.of(), Optional.of(error));
    }
  }

  private static PgnReadResult failed(int number, int line, Optional<Integer> ply, String message) {
    return new PgnReadResult.Failed(new PgnError(number, line, ply, message));
  }

  /**
   * The variant a {@code Variant} tag names: absent or standard-like names are standard chess;
   * the spellings of Chess960 in the wild ({@code Chess960}, {@code chess 960}, {@code
   * Fischerandom}, {@code FRC}) are Chess960; anything else is not supported.
   */
  static Optional<Variant> variantOf(String tag) {
    if (tag == null) {
      return Optional.of(Variant.STANDARD);
    }
    String v = tag.toLowerCase(Locale.ROOT).replaceAll("[\\s_-]", "");
    switch (v) {
      case "":
      case "standard":
      case "chess":
      case "normal":
      case "fromposition":
        return Optional.of(Variant.STANDARD);
      case "chess960":
      case "960":
      case "fischerandom":
      case "fischerrandom":
      case "frc":
        return Optional.of(Variant.CHESS960);
      default:
        return Optional.empty();
    }
  }

  /** Reads one line of moves (the main line or a variation) starting in {@code position}. */
  private Line line(
      Cursor cursor, Position position, List<String> lineComments, int number, int depth) {
    List<MoveBuilder> moves = new ArrayList<>();
    Position current = position;
    Position beforeLast = position;
    while (cursor.hasNext()) {
      Token t = cursor.next();
      switch (t.kind()) {
        case SAN:
          {
            MoveParseResult parsed = San.parse(current, t.text());
            int ply = current.ply() + 1;
            if (!(parsed instanceof MoveParseResult.Parsed)) {
              return Line.failed(
                  new PgnError(number, t.line(), Optional.of(ply), describe(parsed, current, t.text())));
            }
            Move move = ((MoveParseResult.Parsed) parsed).move();
            MoveBuilder builder = new MoveBuilder(move, San.format(current, move));
            int suffix = Nag.fromSuffix(trailingGlyph(t.text()));
            if (suffix > 0) {
              builder.nags.add(suffix);
            }
            moves.add(builder);
            beforeLast = current;
            current = current.playUnchecked(move);
            break;
          }
        case COMMENT:
          if (moves.isEmpty()) {
            if (!t.text().isEmpty()) {
              lineComments.add(t.text());
            }
          } else {
            moves.get(moves.size() - 1).comment(t.text());
          }
          break;
        case NAG:
          if (!moves.isEmpty()) {
            moves.get(moves.size() - 1).nags.add(Integer.parseInt(t.text()));
          }
          break;
        case OPEN_VARIATION:
          if (moves.isEmpty()) {
            return Line.failed(
                new PgnError(number, t.line(), Optional.empty(), "variation before any move"));
          }
          if (keepVariations) {
            Line variation = line(cursor, beforeLast, new ArrayList<>(), number, depth + 1);
            if (variation.error().isPresent()) {
              return variation;
            }
            moves.get(moves.size() - 1).variations.add(variation.moves());
          } else {
            cursor.skipVariation();
          }
          break;
        case CLOSE_VARIATION:
          if (depth > 0) {
            return new Line(build(moves), Optional.empty());
          }
          break; // a stray ')' in the main line changes nothing
        default:
          break;
      }
    }
    if (depth > 0) {
      return Line.failed(
          new PgnError(number, cursor.lastLine(), Optional.empty(), "unterminated variation"));
    }
    return new Line(build(moves), Optional.empty());
  }

  private static String trailingGlyph(String san) {
    int end = san.length();
    int i = end;
    while (i > 0 && (san.charAt(i - 1) == '!' || san.charAt(i - 1) == '?')) {
      i--;
    }
    return san.substring(i);
  }

  private static String describe(MoveParseResult parsed, Position position, String text) {
    String numbered =
        position.fullmoveNumber() + (position.sideToMove().isWhite() ? ". " : "... ") + text;
    if (parsed instanceof MoveParseResult.Ambiguous) {
      return "ambiguous move " + numbered;
    }
    if (parsed instanceof MoveParseResult.Malformed) {
      if (text.equals("Z0") || text.equals("--") || text.equals("@@@@")) {
        return "null move (a pass) is not a legal chess move: " + numbered;
      }
      return "not a move: " + numbered;
    }
    return "illegal move " + numbered;
  }

  private static List<PgnMove> build(List<MoveBuilder> builders) {
    List<PgnMove> moves = new ArrayList<>(builders.size());
    for (MoveBuilder b : builders) {
      moves.add(b.build());
    }
    return moves;
  }

  /** Moves through the movetext tokens of one game. */
  private static final class Cursor {
    private final List<Token> tokens;
    private int index;

    Cursor(List<Token> tokens) {
      this.tokens = tokens;
    }

    boolean hasNext() {
      return index < tokens.size();
    }

    Token next() {
      return tokens.get(index++);
    }

    int lastLine() {
      return tokens.isEmpty() ? 0 : tokens.get(Math.min(index, tokens.size()) - 1).line();
    }

    /** Skips to just after the ')' that closes the variation whose '(' was just read. */
    void skipVariation() {
      int depth = 1;
      while (index < tokens.size() && depth > 0) {
        Kind kind = tokens.get(index++).kind();
        if (kind == Kind.OPEN_VARIATION) {
          depth++;
        } else if (kind == Kind.CLOSE_VARIATION) {
          depth--;
        }
      }
    }
  }

  private static final class MoveBuilder {
    final Move move;
    final String san;
    final List<Integer> nags = new ArrayList<>();
    final List<String> comments = new ArrayList<>();
    final List<List<PgnMove>> variations = new ArrayList<>();
    Optional<Duration> clock = Optional.empty();
    Optional<Duration> elapsed = Optional.empty();

    MoveBuilder(Move move, String san) {
      this.move = move;
      this.san = san;
    }

    void comment(String text) {
      ClockComment.Parsed parsed = ClockComment.parse(text);
      if (parsed.clock().isPresent()) {
        clock = parsed.clock();
      }
      if (parsed.elapsed().isPresent()) {
        elapsed = parsed.elapsed();
      }
      if (!parsed.rest().isEmpty()) {
        comments.add(parsed.rest());
      }
    }

    PgnMove build() {
      return new PgnMove(move, san, nags, comments, clock, elapsed, variations);
    }
  }
}
