package org.touchmove.relay.api;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.List;
import java.util.Optional;

/**
 * Who a request is: the public, or an arbiter (by token). A token that is given but wrong is
 * refused rather than treated as public, so a typo in an arbiter's URL is noticed at once.
 */
public final class Access {
  /** The outcome of checking a request's token. */
  public sealed interface Caller {
    record Public() implements Caller {}

    /** An arbiter; {@code name} is recorded with their actions (never the token itself). */
    record Arbiter(String name) implements Caller {}

    record Refused() implements Caller {}
  }

  private final List<String> arbiterTokens;

  public Access(List<String> arbiterTokens) {
    this.arbiterTokens = List.copyOf(arbiterTokens);
  }

  /** Checks a token from {@code Authorization: Bearer} or {@code ?token=}; empty means none given. */
  public Caller check(Optional<String> token) {
    if (token.isEmpty() || token.get().isEmpty()) {
      return new Caller.Public();
    }
    byte[] given = token.get().getBytes(StandardCharsets.UTF_8);
    for (int i = 0; i < arbiterTokens.size(); i++) {
      // Constant-time comparison: the token guards the live feed from a delay-beating spectator.
      if (MessageDigest.isEqual(given, arbiterTokens.get(i).getBytes(StandardCharsets.UTF_8))) {
        return new Caller.Arbiter("arbiter-" + (i + 1));
      }
    }
    return new Caller.Refused();
  }
}
