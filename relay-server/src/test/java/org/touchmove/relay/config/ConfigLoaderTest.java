package org.touchmove.relay.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.touchmove.chess.Variant;
import org.touchmove.hardware.transport.BoardAddress;

class ConfigLoaderTest {
  static final Path BASE = Path.of("/srv/touchmove");

  static final String FULL = String.join("\n",
      "event: Oslo Open 2026",
      "site: Oslo NOR",
      "round: 3",
      "rounds: 9",
      "timeControl: 40/5400+30:1800+30",
      "variant: standard",
      "delaySeconds: 900",
      "bind: 0.0.0.0:8443",
      "dataDir: journals",
      "tokens:",
      "  arbiter: [chief-arbiter-token-1, deputy-arbiter-token-2]",
      "  agent: venue-laptop-token",
      "boards:",
      "  1: tcp://10.0.0.5:4001",
      "  2: /dev/ttyACM0",
      "  3: agent:23946",
      "  4: emulator:2:club:20",
      "pairings:",
      "  3:",
      "    1:",
      "      white: {name: \"Carlsen, Magnus\", title: GM, rating: 2830, fideId: 1503014, federation: NOR}",
      "      black: \"Tari, Aryan\"",
      "");

  @Test
  void readsEveryKey() throws Exception {
    TournamentConfig c = ConfigLoader.parse("t.yaml", FULL, BASE);
    assertThat(c.event()).isEqualTo("Oslo Open 2026");
    assertThat(c.round()).isEqualTo(3);
    assertThat(c.rounds()).isEqualTo(9);
    assertThat(c.timeControl().orElseThrow().toPgn()).isEqualTo("40/5400+30:1800+30");
    assertThat(c.variant()).isEqualTo(Variant.STANDARD);
    assertThat(c.publicDelay()).isEqualTo(Duration.ofMinutes(15));
    assertThat(c.bind().getPort()).isEqualTo(8443);
    assertThat(c.dataDir()).isEqualTo(BASE.resolve("journals"));
    assertThat(c.arbiterTokens()).containsExactly("chief-arbiter-token-1", "deputy-arbiter-token-2");
    assertThat(c.agentTokens()).containsExactly("venue-laptop-token");
    assertThat(c.boards().get(1)).isEqualTo(new BoardSource.Direct(BoardAddress.parse("tcp://10.0.0.5:4001").orElseThrow()));
    assertThat(c.boards().get(2)).isEqualTo(new BoardSource.Direct(new BoardAddress.Serial("/dev/ttyACM0")));
    assertThat(c.boards().get(3)).isEqualTo(new BoardSource.Agent("23946"));
    assertThat(c.boards().get(4)).isEqualTo(new BoardSource.Emulator(2, "club", 20));
    Pairing p = c.pairing(3, 1);
    assertThat(p.white().name()).isEqualTo("Carlsen, Magnus");
    assertThat(p.white().title()).contains("GM");
    assertThat(p.white().rating()).hasValue(2830);
    assertThat(p.white().fideId()).hasValue(1503014);
    assertThat(p.black().name()).isEqualTo("Tari, Aryan");
    assertThat(c.pairing(3, 2)).isEqualTo(Pairing.UNKNOWN);
  }

  @Test
  void errorsNameTheKeyAndTheLine() {
    assertError(FULL.replace("delaySeconds: 900", "delaySecs: 900"), "t.yaml line 7, delaySecs: is not a key");
    assertError(FULL.replace("  2: /dev/ttyACM0", "  2: tcp://nohost"), "line 15, boards.2: \"tcp://nohost\" is not a board source");
    assertError(FULL.replace("timeControl: 40/5400+30:1800+30", "timeControl: forty moves"), "line 5, timeControl: \"forty moves\" is not a time control");
    assertError(FULL.replace("rating: 2830", "rating: high"), "pairings.3.1.white.rating: \"high\" is not a whole number");
    assertError(FULL.replace("  arbiter: [chief-arbiter-token-1, deputy-arbiter-token-2]", "  arbiter: short"), "line 11, tokens.arbiter: tokens must be at least 12 characters");
    assertError(FULL.replace("    1:\n      white", "    7:\n      white"), "line 20, pairings.3.7: board 7 is not among the boards");
    assertError(FULL.replace("event: Oslo Open 2026\n", ""), "event: is required");
    assertError("event: [unclosed", "t.yaml line 1: not valid YAML");
    assertError("- just\n- a list\n", "must be a YAML mapping");
    assertError(FULL.replace("variant: standard", "variant: crazyhouse"), "line 6, variant: \"crazyhouse\" is neither");
  }

  private static void assertError(String yaml, String expected) {
    assertThatThrownBy(() -> ConfigLoader.parse("t.yaml", yaml, BASE))
        .isInstanceOf(ConfigException.class)
        .hasMessageContaining(expected);
  }
}
