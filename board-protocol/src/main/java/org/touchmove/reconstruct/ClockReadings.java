package org.touchmove.reconstruct;

import java.time.Duration;
import java.util.Objects;
import org.touchmove.chess.Color;

/** Both players' clock times at one moment, by colour (faces already mapped, Laws 6.6). */
public record ClockReadings(Duration white, Duration black) {
  public ClockReadings {
    Objects.requireNonNull(white, "white");
    Objects.requireNonNull(black, "black");
  }

  public Duration of(Color color) {
    return color == Color.WHITE ? white : black;
  }
}
