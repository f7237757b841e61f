package org.touchmove.relay.config;

/**
 * Reads the tournament again while the relay runs: when a round starts, for its pairings (the
 * tournament file for {@code touchmove serve}; the same config when there is no file).
 */
@FunctionalInterface
public interface ConfigReload {
  TournamentConfig load() throws ConfigException;
}
