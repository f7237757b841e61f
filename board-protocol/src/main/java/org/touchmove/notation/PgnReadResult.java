package org.touchmove.notation;

/** One game of a PGN file: read, or the reason it could not be. */
public sealed interface PgnReadResult {
  record Read(PgnGame game) implements PgnReadResult {}

  record Failed(PgnError error) implements PgnReadResult {}
}
