package org.touchmove.notation;

import java.time.Duration;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The clock commands embedded in PGN comments: {@code [%clk 1:05:09]} (time left after the move)
 * and {@code [%emt 0:00:05]} (time spent on it), as DGT LiveChess, lichess and chess.com write
 * them. Hours may have one or two digits; seconds may carry a fraction.
 */
public final class ClockComment {
  private static final Pattern COMMAND =
      Pattern.compile("\\[%(clk|emt)\\s+(\\d+):(\\d{1,2}):(\\d{1,2})(?:[.,](\\d{1,3}))?\\s*\\]");

  private ClockComment() {}

  /** Clock values found in one comment and the comment's text without them. */
  public record Parsed(Optional<Duration> clock, Optional<Duration> elapsed, String rest) {}

  public static Parsed parse(String comment) {
    Matcher m = COMMAND.matcher(comment);
    Optional<Duration> clock = Optional.empty();
    Optional<Duration> elapsed = Optional.empty();
    StringBuilder rest = new StringBuilder();
    int last = 0;
    while (m.find()) {
      Duration d =
          Duration.ofHours(Long.parseLong(m.group(2)))
              .plusMinutes(Long.parseLong(m.group(3)))
              .plusSeconds(Long.parseLong(m.group(4)));
      if (m.group(5) != null) {
        String fraction = (m.group(5) + "00").substring(0, 3);
        d = d.plusMillis(Long.parseLong(fraction));
      }
      if (m.group(1).equals("clk")) {
        clock = Optional.of(d);
      } else {
        elapsed = Optional.of(d);
      }
      rest.append(comment, last, m.start());
      last = m.end();
    }
    rest.append(comment.substring(last));
    return new Parsed(clock, elapsed, rest.toString().strip());
  }

  /** {@code h:mm:ss}, hours unpadded, minutes and seconds two digits, fractions dropped. */
  public static String format(Duration duration) {
    long seconds = Math.max(0, duration.getSeconds());
    return String.format("%d:%02d:%02d", seconds / 3600, (seconds / 60) % 60, seconds % 60);
  }

  /** The {@code [%clk h:mm:ss]} command. */
  public static String clockCommand(Duration remaining) {
    return "[%clk " + format(remaining) + "]";
  }

  /** The {@code [%emt h:mm:ss]} command. */
  public static String elapsedCommand(Duration spent) {
    return "[%emt " + format(spent) + "]";
  }
}
