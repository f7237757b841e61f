package org.touchmove.relay.config;

import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * A player as the pairings name them: what the PGN tags and the viewer show.
 *
 * @param name "Surname, Given name", as FIDE writes it
 * @param title GM, IM, WGM, ... or empty
 * @param rating FIDE rating or empty
 * @param fideId FIDE identifier or empty
 * @param federation three-letter FIDE federation code or empty
 */
public record Player(
    String name,
    Optional<String> title,
    OptionalInt rating,
    OptionalLong fideId,
    Optional<String> federation) {

  /** A player known only by name (or an empty seat: "?"). */
  public static Player named(String name) {
    return new Player(name, Optional.empty(), OptionalInt.empty(), OptionalLong.empty(), Optional.empty());
  }

  /** Nobody is paired on this board yet. */
  public static final Player UNKNOWN = named("?");
}
