package org.touchmove.dgt;

import java.time.Duration;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * A command for the clock attached to a DGT board, sent inside the frame {@code 2B n 03 sub
 * payload... 00} ({@link DgtEncoder#clock}; spec/dgt-protocol.md §12). Only one may be in flight
 * at a time: queue them in a {@link ClockCommandQueue}. Every payload byte is 7-bit, as any byte
 * with bit 7 set would switch the board to bus mode.
 */
public sealed interface ClockCommand {

  /** The sub-command byte, which the clock's ack repeats. */
  ClockSubCommand subCommand();

  /**
   * Sub-command {@code 0x01}, DGT XL seven-segment display: {@code 2B 0B 03 01 C B A F E D icons
   * beep 00} for the display {@code 1A:BC 1D:EF}.
   *
   * @param digits six segment bytes ({@link Segment}) for digits A..F, in reading order
   * @param icons colons, dots and leading ones
   * @param beep beep ({@code 03}) or stay silent ({@code 01})
   */
  record SegmentDisplay(RawBytes digits, Set<SegmentIcon> icons, boolean beep)
      implements ClockCommand {
    /** Number of digits on an XL display. */
    public static final int DIGITS = 6;

    /** Beep byte: beep. */
    public static final int BEEP = 0x03;

    /** Beep byte: silent (DGT's header; picochess sends 0x00). */
    public static final int SILENT = 0x01;

    /** Checks six 7-bit digits; copies the icons. */
    public SegmentDisplay {
      if (digits.length() != DIGITS) {
        throw new IllegalArgumentException("an XL shows 6 digits: " + digits);
      }
      for (int i = 0; i < DIGITS; i++) {
        if (digits.get(i) > DgtMessageId.SEVEN_BITS) {
          throw new IllegalArgumentException("segment byte above 0x7F: " + digits);
        }
      }
      icons = icons.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(icons));
    }

    /** Six characters from {@code 0-9}, space and {@code -}, e.g. {@code "123456"}. */
    public static SegmentDisplay ofText(String text, Set<SegmentIcon> icons, boolean beep) {
      if (text.length() != DIGITS) {
        throw new IllegalArgumentException("an XL shows 6 characters: '" + text + "'");
      }
      int[] segments = new int[DIGITS];
      for (int i = 0; i < DIGITS; i++) {
        char c = text.charAt(i);
        segments[i] =
            Segment.glyph(c)
                .orElseThrow(() -> new IllegalArgumentException("an XL cannot show '" + c + "'"));
      }
      return new SegmentDisplay(RawBytes.of(segments), icons, beep);
    }

    @Override
    public ClockSubCommand subCommand() {
      return ClockSubCommand.DISPLAY;
    }
  }

  /**
   * Sub-command {@code 0x02}, DGT XL icons: {@code 2B 0B 03 02 i0 i1 i2 i3 i4 00 00 00 00}. Raw
   * bit fields as DGT defines them (§12.2): modes bit 0 TIME, 1 FISCH, 2 DELAY, 3 HGLASS, 4 UPCNT,
   * 5 BYO, 6 END; periods 1..5 in bits 0..4 and the flag in bit 5; general bit 0 clear all, 1
   * sound, 2 black-white, 3 white-black, 4 battery, 5 sound, 6 keep icons after a time change.
   *
   * @param leftMode mode icons of the left display
   * @param rightMode mode icons of the right display
   * @param leftPeriod period and flag of the left display
   * @param rightPeriod period and flag of the right display
   * @param general general icons
   */
  record Icons(int leftMode, int rightMode, int leftPeriod, int rightPeriod, int general)
      implements ClockCommand {
    /** Checks that every byte is 7-bit. */
    public Icons {
      for (int b : new int[] {leftMode, rightMode, leftPeriod, rightPeriod, general}) {
        if (b < 0 || b > DgtMessageId.SEVEN_BITS) {
          throw new IllegalArgumentException("icon bytes are 0..127: " + b);
        }
      }
    }

    @Override
    public ClockSubCommand subCommand() {
      return ClockSubCommand.ICONS;
    }
  }

  /** Sub-command {@code 0x03}: {@code 2B 03 03 03 00}, leave text mode and show the times. */
  record End() implements ClockCommand {
    @Override
    public ClockSubCommand subCommand() {
      return ClockSubCommand.END;
    }
  }

  /** Sub-command {@code 0x08}: {@code 2B 03 03 08 00}; presses arrive as spontaneous acks. */
  record ButtonQuery() implements ClockCommand {
    @Override
    public ClockSubCommand subCommand() {
      return ClockSubCommand.BUTTON;
    }
  }

  /**
   * Sub-command {@code 0x09}: {@code 2B 03 03 09 00}; the ack carries the version (XL 1.x,
   * DGT3000 2.x), no ack within a couple of seconds means no clock or no ack-producing mode.
   */
  record VersionQuery() implements ClockCommand {
    @Override
    public ClockSubCommand subCommand() {
      return ClockSubCommand.VERSION;
    }
  }

  /**
   * Sub-command {@code 0x0A}: {@code 2B 0A 03 0A lh lm ls rh rm rs run 00}, times in plain binary
   * (45 minutes is {@code 0x2D}, not BCD). An XL accepts it only in its mode 23, a DGT3000 in mode
   * 25; some clocks need an {@link End} afterwards (§12.3).
   *
   * @param left time for the left face, whole seconds below 10 hours
   * @param right time for the right face, whole seconds below 10 hours
   * @param run the run byte's flags
   */
  record SetAndRun(Duration left, Duration right, Set<ClockRunFlag> run) implements ClockCommand {
    private static final Duration LIMIT = Duration.ofHours(ClockFace.MAX_HOURS + 1L);

    /** Checks the times; copies the flags. */
    public SetAndRun {
      check(left, "left");
      check(right, "right");
      run = run.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(run));
    }

    /** Sets both faces and starts the left one. */
    public static SetAndRun leftRunning(Duration left, Duration right) {
      return new SetAndRun(left, right, EnumSet.of(ClockRunFlag.LEFT_RUNNING));
    }

    /** Sets both faces and starts the right one. */
    public static SetAndRun rightRunning(Duration left, Duration right) {
      return new SetAndRun(left, right, EnumSet.of(ClockRunFlag.RIGHT_RUNNING));
    }

    /** Sets both faces, paused. */
    public static SetAndRun paused(Duration left, Duration right) {
      return new SetAndRun(left, right, EnumSet.of(ClockRunFlag.PAUSED));
    }

    private static void check(Duration time, String name) {
      Objects.requireNonNull(time, name);
      if (time.isNegative() || time.compareTo(LIMIT) >= 0 || time.getNano() != 0) {
        throw new IllegalArgumentException(name + " must be whole seconds in [0, 10h): " + time);
      }
    }

    @Override
    public ClockSubCommand subCommand() {
      return ClockSubCommand.SET_AND_RUN;
    }
  }

  /**
   * Sub-command {@code 0x0B}: {@code 2B 04 03 0B t 00}, beep for {@code t * 64} ms.
   *
   * @param units 1..127 units of 64 ms ({@code 0x10} is about a second)
   */
  record Beep(int units) implements ClockCommand {
    /** Checks the range. */
    public Beep {
      if (units < 1 || units > DgtMessageId.SEVEN_BITS) {
        throw new IllegalArgumentException("beep units are 1..127: " + units);
      }
    }

    @Override
    public ClockSubCommand subCommand() {
      return ClockSubCommand.BEEP;
    }
  }

  /**
   * Sub-command {@code 0x0C}, DGT3000 text: {@code 2B 0C 03 0C c1..c8 beep 00}; the text is padded
   * with spaces to 8 characters.
   *
   * @param text up to 8 printable ASCII characters
   * @param beep 0 = none, otherwise 1..15 (62.5 ms + beep/16 s)
   */
  record Text(String text, int beep) implements ClockCommand {
    /** Characters a DGT3000 shows. */
    public static final int LENGTH = 8;

    private static final int MAX_BEEP = 15;

    /** Checks the text and the beep. */
    public Text {
      checkPrintable(text, LENGTH);
      if (beep < 0 || beep > MAX_BEEP) {
        throw new IllegalArgumentException("beep is 0..15: " + beep);
      }
    }

    @Override
    public ClockSubCommand subCommand() {
      return ClockSubCommand.ASCII;
    }
  }

  /**
   * Sub-command {@code 0x0D}, Revelation II text (firmware 3.24H and later) [M]: {@code 2B 0F 03 0D
   * c1..c11 beep 00}, padded with spaces to 11 characters. A character the Revelation II cannot
   * show has broken its connection (picochess 2a303891): keep to letters, digits and spaces.
   *
   * @param text up to 11 printable ASCII characters
   * @param beep beep ({@code 03}) or not ({@code 00}), as picochess sends it
   */
  record LongText(String text, boolean beep) implements ClockCommand {
    /** Characters a Revelation II shows. */
    public static final int LENGTH = 11;

    /** Beep byte: beep. */
    public static final int BEEP = 0x03;

    /** Beep byte: silent. */
    public static final int SILENT = 0x00;

    /** Checks the text. */
    public LongText {
      checkPrintable(text, LENGTH);
    }

    @Override
    public ClockSubCommand subCommand() {
      return ClockSubCommand.ASCII_11;
    }
  }

  private static void checkPrintable(String text, int maxLength) {
    if (text.length() > maxLength) {
      throw new IllegalArgumentException("at most " + maxLength + " characters: '" + text + "'");
    }
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c < ' ' || c > '~') {
        throw new IllegalArgumentException("not printable ASCII at " + i + ": '" + text + "'");
      }
    }
  }
}
