package org.touchmove.hardware.emulator;

import java.time.Duration;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * How the emulated players behave: a probability for each {@link Behaviour}, the board's scan
 * period, and how long a move takes to think about when the game's score has no clock times.
 * Profiles are values; {@link #named(String)} gives the built-in ones.
 *
 * @param name the profile's name
 * @param chances probability of each behaviour per opportunity (absent = never)
 * @param scanPeriod one full scan of the 64 squares: about 250 ms on USB boards, 500 ms on
 *     Bluetooth ones (spec/dgt-protocol.md §4)
 * @param meanThink average thinking time when the score has none
 */
public record HumanProfile(
    String name, Map<Behaviour, Double> chances, Duration scanPeriod, Duration meanThink) {

  public HumanProfile {
    Objects.requireNonNull(name, "name");
    EnumMap<Behaviour, Double> copy = new EnumMap<>(Behaviour.class);
    copy.putAll(chances);
    for (Map.Entry<Behaviour, Double> e : copy.entrySet()) {
      if (e.getValue() < 0 || e.getValue() > 1) {
        throw new IllegalArgumentException(e.getKey() + " chance must be 0..1, was " + e.getValue());
      }
    }
    chances = Collections.unmodifiableMap(copy);
    if (scanPeriod.isNegative() || scanPeriod.isZero()) {
      throw new IllegalArgumentException("scanPeriod must be positive");
    }
  }

  private static final Duration USB_SCAN = Duration.ofMillis(250);
  private static final Duration BLUETOOTH_SCAN = Duration.ofMillis(500);

  /** The probability of {@code behaviour} per opportunity. */
  public double chance(Behaviour behaviour) {
    return chances.getOrDefault(behaviour, 0.0);
  }

  public HumanProfile with(Behaviour behaviour, double chance) {
    Map<Behaviour, Double> copy = new EnumMap<>(Behaviour.class);
    copy.putAll(chances);
    copy.put(behaviour, chance);
    return new HumanProfile(name, copy, scanPeriod, meanThink);
  }

  public HumanProfile withScanPeriod(Duration period) {
    return new HumanProfile(name, chances, period, meanThink);
  }

  public HumanProfile withMeanThink(Duration think) {
    return new HumanProfile(name, chances, scanPeriod, think);
  }

  /** The behaviours that make an arbiter alert (the test oracle expects one for each). */
  public static final List<Behaviour> IRREGULAR =
      List.of(
          Behaviour.CASTLE_ROOK_FIRST,
          Behaviour.TOUCH_THEN_ANOTHER,
          Behaviour.KNOCK_OVER,
          Behaviour.PRESS_WITHOUT_MOVE,
          Behaviour.CHANGED_MOVE,
          Behaviour.ILLEGAL_COMPLETED,
          Behaviour.KING_QUEEN_SWAPPED);

  /** The built-in profile names, mildest first. */
  public static final List<String> NAMES =
      List.of("clean", "careful", "club", "blitz", "clumsy", "link-trouble", "irregular", "all");

  /** A built-in profile; empty for an unknown name. */
  public static Optional<HumanProfile> named(String name) {
    switch (name.toLowerCase(Locale.ROOT)) {
      case "clean":
        return Optional.of(clean());
      case "careful":
        return Optional.of(careful());
      case "club":
        return Optional.of(club());
      case "blitz":
        return Optional.of(blitz());
      case "clumsy":
        return Optional.of(clumsy());
      case "link-trouble":
        return Optional.of(linkTrouble());
      case "irregular":
        return Optional.of(irregular());
      case "all":
        return Optional.of(all());
      default:
        return Optional.empty();
    }
  }

  /** Every move made the textbook way, king first, captured piece last; no noise at all. */
  public static HumanProfile clean() {
    return new HumanProfile(
        "clean", Map.of(Behaviour.CAPTURE_OWN_FIRST, 1.0), USB_SCAN, Duration.ofSeconds(20));
  }

  /** Tidy players: the move styles vary, a little sliding and adjusting, no irregularities. */
  public static HumanProfile careful() {
    Map<Behaviour, Double> m = new EnumMap<>(Behaviour.class);
    m.put(Behaviour.CAPTURE_OWN_FIRST, 0.5);
    m.put(Behaviour.CAPTURE_BY_REPLACEMENT, 0.2);
    m.put(Behaviour.CASTLE_BOTH_IN_HAND, 0.3);
    m.put(Behaviour.CASTLE_KING_OFF_BOARD_FIRST, 0.5);
    m.put(Behaviour.EN_PASSANT_CAPTURED_FIRST, 0.5);
    m.put(Behaviour.PROMOTE_ON_THE_SQUARE, 0.5);
    m.put(Behaviour.SLIDE, 0.2);
    m.put(Behaviour.ADJUST, 0.03);
    m.put(Behaviour.FLICKER, 0.03);
    m.put(Behaviour.RESULT_GESTURE, 1.0);
    m.put(Behaviour.ROTATED_BOARD, 0.5);
    m.put(Behaviour.CLOCK_ON_WHITES_RIGHT, 0.5);
    return new HumanProfile("careful", m, USB_SCAN, Duration.ofSeconds(20));
  }

  /** Club players: careful plus hovering, fast replies, late and double presses. */
  public static HumanProfile club() {
    return careful()
        .renamed("club")
        .with(Behaviour.SLIDE, 0.4)
        .with(Behaviour.HOVER, 0.05)
        .with(Behaviour.FAST_REPLY, 0.1)
        .with(Behaviour.LATE_PRESS, 0.1)
        .with(Behaviour.DOUBLE_PRESS, 0.05)
        .with(Behaviour.FLICKER, 0.05);
  }

  /** Blitz on a Bluetooth board: premove pace, fast replies, a slower scan merging moves. */
  public static HumanProfile blitz() {
    return club()
        .renamed("blitz")
        .with(Behaviour.PREMOVE_PACE, 0.25)
        .with(Behaviour.FAST_REPLY, 0.3)
        .with(Behaviour.CAPTURE_BY_REPLACEMENT, 0.5)
        .withScanPeriod(BLUETOOTH_SCAN)
        .withMeanThink(Duration.ofSeconds(3));
  }

  /** Heavy but harmless noise: slides, flicker, hovering, adjusting, sloppy presses. */
  public static HumanProfile clumsy() {
    return club()
        .renamed("clumsy")
        .with(Behaviour.SLIDE, 0.7)
        .with(Behaviour.FLICKER, 0.3)
        .with(Behaviour.HOVER, 0.2)
        .with(Behaviour.ADJUST, 0.15)
        .with(Behaviour.LATE_PRESS, 0.2)
        .with(Behaviour.DOUBLE_PRESS, 0.1)
        .with(Behaviour.ILLEGAL_THEN_CORRECTED, 0.03);
  }

  /** A bad cable: lost updates, garbage bytes and disconnects, otherwise careful play. */
  public static HumanProfile linkTrouble() {
    return careful()
        .renamed("link-trouble")
        .with(Behaviour.LOST_UPDATE, 0.05)
        .with(Behaviour.GARBAGE, 0.05)
        .with(Behaviour.DISCONNECT, 0.02);
  }

  /** Irregularities an arbiter must hear about (the alert-producing behaviours), on a club base. */
  public static HumanProfile irregular() {
    return club()
        .renamed("irregular")
        .with(Behaviour.CASTLE_ROOK_FIRST, 0.5)
        .with(Behaviour.TOUCH_THEN_ANOTHER, 0.04)
        .with(Behaviour.KNOCK_OVER, 0.03)
        .with(Behaviour.PRESS_WITHOUT_MOVE, 0.02)
        .with(Behaviour.CHANGED_MOVE, 0.02)
        .with(Behaviour.ILLEGAL_COMPLETED, 0.02)
        .with(Behaviour.KING_QUEEN_SWAPPED, 0.3);
  }

  /** Everything in the catalogue, each now and then. */
  public static HumanProfile all() {
    return irregular()
        .renamed("all")
        .with(Behaviour.SLIDE, 0.5)
        .with(Behaviour.FLICKER, 0.1)
        .with(Behaviour.HOVER, 0.1)
        .with(Behaviour.ADJUST, 0.05)
        .with(Behaviour.PREMOVE_PACE, 0.05)
        .with(Behaviour.ILLEGAL_THEN_CORRECTED, 0.02)
        .with(Behaviour.LOST_UPDATE, 0.01)
        .with(Behaviour.GARBAGE, 0.01)
        .with(Behaviour.DISCONNECT, 0.005);
  }

  private HumanProfile renamed(String newName) {
    return new HumanProfile(newName, chances, scanPeriod, meanThink);
  }
}
