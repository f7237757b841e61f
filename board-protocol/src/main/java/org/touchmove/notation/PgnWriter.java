package org.touchmove.notation;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.touchmove.chess.Position;
import org.touchmove.chess.Variant;

/**
 * Writes PGN in the export format of the PGN standard (section 8): the Seven Tag Roster first and
 * in its order, the other tags after; {@code SetUp}/{@code FEN} for a game that does not start
 * from the standard position and {@code Variant "Chess960"} for Chess960; movetext in canonical
 * SAN with move numbers, comments, NAGs and variations, clock readings as {@code {[%clk h:mm:ss]}},
 * lines of at most 80 characters, the result at the end.
 */
public final class PgnWriter {
  /** The Seven Tag Roster with the values the standard asks for when a tag is unknown. */
  private static final Map<String, String> ROSTER = new LinkedHashMap<>();

  static {
    ROSTER.put("Event", "?");
    ROSTER.put("Site", "?");
    ROSTER.put("Date", "????.??.??");
    ROSTER.put("Round", "?");
    ROSTER.put("White", "?");
    ROSTER.put("Black", "?");
    ROSTER.put("Result", "*");
  }

  private static final int LINE_WIDTH = 80;

  private PgnWriter() {}

  /** The game in export format, ending with a blank line. */
  public static String write(PgnGame game) {
    StringBuilder sb = new StringBuilder(1024);
    for (Map.Entry<String, String> tag : tags(game).entrySet()) {
      sb.append('[').append(tag.getKey()).append(" \"").append(escape(tag.getValue())).append("\"]\n");
    }
    sb.append('\n');
    List<String> tokens = new ArrayList<>();
    for (String comment : game.comments()) {
      tokens.add(comment(comment));
    }
    line(tokens, game.start(), game.moves(), !game.comments().isEmpty());
    tokens.add(game.result());
    wrap(sb, tokens);
    sb.append('\n');
    return sb.toString();
  }

  /** Writes every game, one after another. */
  public static String writeAll(List<PgnGame> games) {
    StringBuilder sb = new StringBuilder();
    for (PgnGame game : games) {
      sb.append(write(game));
    }
    return sb.toString();
  }

  /**
   * The Seven Tag Roster, then {@code Variant}, {@code SetUp} and {@code FEN} when the game needs
   * them, then the other tags in the order the game has them.
   */
  private static Map<String, String> tags(PgnGame game) {
    Map<String, String> tags = new LinkedHashMap<>();
    for (Map.Entry<String, String> e : ROSTER.entrySet()) {
      tags.put(e.getKey(), game.tags().getOrDefault(e.getKey(), e.getValue()));
    }
    tags.put("Result", game.result());
    Position start = game.start();
    boolean chess960 = start.variant() == Variant.CHESS960;
    if (chess960) {
      tags.put("Variant", "Chess960");
    }
    if (chess960 || !start.equals(Position.standard())) {
      tags.put("SetUp", "1");
      tags.put("FEN", Fen.format(start));
    }
    for (Map.Entry<String, String> e : game.tags().entrySet()) {
      if (!tags.containsKey(e.getKey()) && !e.getKey().equals("SetUp") && !e.getKey().equals("FEN")) {
        tags.put(e.getKey(), e.getValue());
      }
    }
    return tags;
  }

  /** Appends the tokens of a line of moves played from {@code position}. */
  private static void line(
      List<String> tokens, Position position, List<PgnMove> moves, boolean interrupted) {
    Position current = position;
    boolean needNumber = true;
    for (PgnMove move : moves) {
      boolean white = current.sideToMove().isWhite();
      if (white) {
        tokens.add(current.fullmoveNumber() + ".");
      } else if (needNumber || interrupted) {
        tokens.add(current.fullmoveNumber() + "...");
      }
      tokens.add(move.san());
      interrupted = false;
      for (int nag : move.nags()) {
        tokens.add("$" + nag);
      }
      StringBuilder clock = new StringBuilder();
      move.clock().ifPresent(d -> clock.append(ClockComment.clockCommand(d)));
      move.elapsed().ifPresent(d -> clock.append(ClockComment.elapsedCommand(d)));
      if (clock.length() > 0) {
        tokens.add(comment(clock.toString()));
        interrupted = true;
      }
      for (String comment : move.comments()) {
        tokens.add(comment(comment));
        interrupted = true;
      }
      for (List<PgnMove> variation : move.variations()) {
        tokens.add("(");
        line(tokens, current, variation, true);
        tokens.add(")");
        interrupted = true;
      }
      current = current.playUnchecked(move.move());
      needNumber = false;
    }
  }

  private static String comment(String text) {
    // A '}' would end the comment early; PGN has no escape for it.
    return "{" + text.replace('}', ')').strip().replaceAll("\\s+", " ") + "}";
  }

  private static String escape(String value) {
    return value.replace("\\", "\\\\").replace("\"", "\\\"");
  }

  /**
   * Joins tokens with single spaces into lines of at most 80 characters. A comment is split at its
   * spaces (a line break inside braces is white space), so only a single word longer than a line
   * can make a longer line.
   */
  private static void wrap(StringBuilder sb, List<String> tokens) {
    List<String> words = new ArrayList<>(tokens.size());
    // Only the parentheses of variations hug their neighbours; those inside comments do not.
    List<Boolean> variationParens = new ArrayList<>(tokens.size());
    for (String token : tokens) {
      if (token.startsWith("{")) {
        for (String word : token.split(" ")) {
          words.add(word);
          variationParens.add(false);
        }
      } else {
        words.add(token);
        variationParens.add(token.equals("(") || token.equals(")"));
      }
    }
    int column = 0;
    for (int i = 0; i < words.size(); i++) {
      String word = words.get(i);
      boolean glue =
          i > 0
              && ((variationParens.get(i - 1) && words.get(i - 1).equals("("))
                  || (variationParens.get(i) && word.equals(")")));
      int needed = word.length() + (column == 0 || glue ? 0 : 1);
      if (column > 0 && column + needed > LINE_WIDTH) {
        sb.append('\n');
        column = 0;
        needed = word.length();
      }
      if (column > 0 && !glue) {
        sb.append(' ');
      }
      sb.append(word);
      column += needed;
    }
    sb.append('\n');
  }

}
