package org.touchmove.chess;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A time control (Laws 6.3): one or more periods, each with a base time for a number of moves (the
 * last for the rest of the game), and an increment or delay per move.
 *
 * <p>Reads the PGN standard's {@code TimeControl} tag ({@code 40/7200:3600}, {@code 5400+30}, with
 * an increment on any period), the "90+30" style, and the wording DGT LiveChess writes ({@code 15
 * min/game + 10 sec/move}).
 */
public record TimeControl(List<Period> periods) {
  public TimeControl {
    periods = List.copyOf(periods);
    if (periods.isEmpty()) {
      throw new IllegalArgumentException("a time control has at least one period");
    }
    for (int i = 0; i < periods.size() - 1; i++) {
      if (periods.get(i).moves() == 0) {
        throw new IllegalArgumentException("only the last period may last for the rest of the game");
      }
    }
  }

  /** How the per-move time is given (Laws 6.3.1 and the clock makers' modes). */
  public enum Mode {
    /** Fischer: the increment is added after each move. */
    INCREMENT,
    /** Simple delay (US delay): the clock waits that long before counting down. */
    DELAY,
    /** Bronstein: the time used, up to the increment, is given back after the move. */
    BRONSTEIN
  }

  /** Laws Appendices A and B: the kind of game the control makes. */
  public enum Category {
    /** Appendix B.1: 10 minutes or less for each player (base + 60 × increment). */
    BLITZ,
    /** Appendix A.1: more than 10 and less than 60 minutes. */
    RAPID,
    /** 60 minutes or more. */
    STANDARD
  }

  /**
   * One period.
   *
   * @param moves moves to be made in it; 0 = all remaining moves
   * @param base time for the period
   * @param increment per-move increment or delay
   * @param mode how {@code increment} applies
   */
  public record Period(int moves, Duration base, Duration increment, Mode mode) {
    public Period {
      Objects.requireNonNull(base, "base");
      Objects.requireNonNull(increment, "increment");
      Objects.requireNonNull(mode, "mode");
      if (moves < 0 || base.isNegative() || increment.isNegative()) {
        throw new IllegalArgumentException("negative period " + moves + " " + base + " " + increment);
      }
    }
  }

  /** A single period with a Fischer increment: {@code 180+2}. */
  public static TimeControl of(Duration base, Duration increment) {
    return new TimeControl(List.of(new Period(0, base, increment, Mode.INCREMENT)));
  }

  private static final Pattern SECONDS_PERIOD =
      Pattern.compile("(?:(\\d+)/)?(\\d+(?:\\.\\d+)?)(?:\\+(\\d+(?:\\.\\d+)?))?");
  private static final Pattern LIVECHESS =
      Pattern.compile(
          "(\\d+)\\s*min(?:utes?)?(?:/game)?(?:\\s*\\+\\s*(\\d+)\\s*sec(?:onds?)?(?:/move)?)?");

  /** Reads a time control; empty for {@code ?}, {@code -} (none) or anything unreadable. */
  public static Optional<TimeControl> parse(String text) {
    if (text == null) {
      return Optional.empty();
    }
    String s = text.strip().toLowerCase(Locale.ROOT);
    Matcher words = LIVECHESS.matcher(s);
    if (words.matches()) {
      long seconds = words.group(2) == null ? 0 : Long.parseLong(words.group(2));
      return Optional.of(
          of(Duration.ofMinutes(Long.parseLong(words.group(1))), Duration.ofSeconds(seconds)));
    }
    List<Period> periods = new ArrayList<>();
    for (String part : s.split(":")) {
      Matcher m = SECONDS_PERIOD.matcher(part.strip());
      if (!m.matches()) {
        return Optional.empty();
      }
      int moves = m.group(1) == null ? 0 : Integer.parseInt(m.group(1));
      Duration base = seconds(m.group(2));
      Duration increment = m.group(3) == null ? Duration.ZERO : seconds(m.group(3));
      periods.add(new Period(moves, base, increment, Mode.INCREMENT));
    }
    // "40/7200:3600+30": an increment written only on the last period applies to all.
    Duration lastIncrement = periods.get(periods.size() - 1).increment();
    List<Period> filled = new ArrayList<>();
    for (Period p : periods) {
      Duration inc = p.increment().isZero() ? lastIncrement : p.increment();
      filled.add(new Period(p.moves(), p.base(), inc, p.mode()));
    }
    if (filled.get(filled.size() - 1).moves() != 0) {
      return Optional.empty(); // PGN's "40/7200" alone repeats; not a control we model
    }
    try {
      return Optional.of(new TimeControl(filled));
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
  }

  private static Duration seconds(String s) {
    double value = Double.parseDouble(s);
    return Duration.ofMillis(Math.round(value * 1000));
  }

  /** The base time of the first period. */
  public Duration initialTime() {
    return periods.get(0).base();
  }

  /**
   * The time added after a player's {@code moveNumber}-th move (1-based) by the increment and, when
   * it completes a period, the next period's base (Laws 6.3).
   */
  public Duration addedAfterMove(int moveNumber) {
    Duration added = Duration.ZERO;
    int movesBefore = 0;
    for (int i = 0; i < periods.size(); i++) {
      Period p = periods.get(i);
      boolean inPeriod = p.moves() == 0 || moveNumber <= movesBefore + p.moves();
      if (inPeriod) {
        if (p.mode() == Mode.INCREMENT) {
          added = added.plus(p.increment());
        }
        if (p.moves() != 0 && moveNumber == movesBefore + p.moves() && i + 1 < periods.size()) {
          added = added.plus(periods.get(i + 1).base());
        }
        return added;
      }
      movesBefore += p.moves();
    }
    return added;
  }

  /** Appendices A.1 and B.1: time for 60 moves of the first period decides. */
  public Category category() {
    Period first = periods.get(0);
    Duration sixtyMoves = first.base().plus(first.increment().multipliedBy(60));
    if (sixtyMoves.compareTo(Duration.ofMinutes(10)) <= 0) {
      return Category.BLITZ;
    }
    if (sixtyMoves.compareTo(Duration.ofMinutes(60)) < 0) {
      return Category.RAPID;
    }
    return Category.STANDARD;
  }

  /** The PGN {@code TimeControl} form: {@code 40/5400+30:1800+30}. */
  public String toPgn() {
    StringBuilder sb = new StringBuilder();
    for (Period p : periods) {
      if (sb.length() > 0) {
        sb.append(':');
      }
      if (p.moves() > 0) {
        sb.append(p.moves()).append('/');
      }
      sb.append(formatSeconds(p.base()));
      if (!p.increment().isZero()) {
        sb.append('+').append(formatSeconds(p.increment()));
      }
    }
    return sb.toString();
  }

  private static String formatSeconds(Duration d) {
    long millis = d.toMillis();
    return millis % 1000 == 0 ? Long.toString(millis / 1000) : Double.toString(millis / 1000.0);
  }
}
