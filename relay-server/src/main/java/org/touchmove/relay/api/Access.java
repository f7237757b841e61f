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

    /** A remote board agent; {@code name} goes in the journal. */
    record Agent(String name) implements Caller {}

    record Refused() implements Caller {}
  }

  private final List<String> arbiterTokens;
  private final List<String> agentTokens;

  public Access(List<String> arbiterTokens, List<String> agentTokens) {
    this.arbiterTokens = List.copyOf(arbiterTokens);
    this.agentTokens = List.copyOf(agentTokens);
  }

  /** Checks an agent's token: only a listed agent token is let in. */
  public Caller checkAgent(Optional<String> token) {
    int i = token.map(t -> find(t, agentTokens)).orElse(-1);
    return i < 0 ? new Caller.Refused() : new Caller.Agent("agent-" + (i + 1));
  }

  private static int find(String token, List<String> tokens) {
    byte[] given = token.getBytes(StandardCharsets.UTF_8);
    int found = -1;
    for (int i = 0; i < tokens.size(); i++) {
      // Constant-time comparison, and no early exit: timing must not tell how close a guess was.
      if (MessageDigest.isEqual(given, tokens.get(i).getBytes(StandardCharsets.UTF_8)) && found < 0) {
        found = i;
      }
    }
    return found;
  }

  /** Checks a token from {@code Authorization: Bearer} or {@code ?token=}; empty means none given. */
  public Caller check(Optional<String> token) {
    if (token.isEmpty() || token.get().isEmpty()) {
      return new Caller.Public();
    }
    // The token guards the live feed from a spectator who wants to beat the delay.
    int i = find(token.get(), arbiterTokens);
    return i < 0 ? new Caller.Refused() : new Caller.Arbiter("arbiter-" + (i + 1));
  }
}
