package org.touchmove.relay.server;

import static org.touchmove.relay.server.RelayFixture.await;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.hardware.emulator.BoardIdentity;
import org.touchmove.hardware.emulator.BundledGames;
import org.touchmove.hardware.emulator.EmulatedSession;
import org.touchmove.hardware.emulator.EmulatorServer;
import org.touchmove.hardware.emulator.HumanProfile;
import org.touchmove.hardware.transport.BoardAddress;
import org.touchmove.relay.agent.Agent;
import org.touchmove.relay.agent.RelayTrust;
import org.touchmove.relay.config.ConfigLoader;
import org.touchmove.relay.hub.MoveRecord;

/**
 * An agent forwarding an emulated board to a relay that serves TLS itself ({@code wss:}), as
 * {@code touchmove agent --relay wss://... --trust cert.pem} runs it. While the relay shows a
 * certificate the agent was not told to trust, the agent is refused with a message that says what
 * to do and spools the board; once the relay serves the certificate the agent trusts (restarted
 * with the right {@code tls:} files), the agent gets through on its own, delivers its spool and
 * the game is reconstructed from its first move.
 */
class AgentTlsTest {
  private static final String AGENT_TOKEN = "agent-token-for-tls-tests";

  @TempDir Path dir;

  private Path tournament(int port, String certificate) throws Exception {
    Path yaml = dir.resolve("tournament.yaml");
    Files.writeString(yaml, String.join("\n",
        "event: Agent TLS Open",
        "bind: 127.0.0.1:" + port,
        "tls: {certificate: " + certificate + "-cert.pem, key: " + certificate + "-key.pem}",
        "tokens: {arbiter: [" + RelayFixture.TOKEN + "], agent: [" + AGENT_TOKEN + "]}",
        "boards:",
        "  1: agent:AG9",
        "dataDir: data",
        ""));
    return yaml;
  }

  @Test
  void anAgentGetsThroughOnlyToTheCertificateItTrustsAndLosesNothingMeanwhile() throws Exception {
    SelfSigned relayCertificate = SelfSigned.make(dir, "relay");
    SelfSigned.make(dir, "stranger");
    int port;
    try (java.net.ServerSocket s = new java.net.ServerSocket(0)) {
      port = s.getLocalPort();
    }
    EmulatedSession session = new EmulatedSession(List.of(BundledGames.all().get(0)),
        HumanProfile.named("careful").orElseThrow(), 5, 200, BoardIdentity.number(9), false);
    URI wss = URI.create("wss://127.0.0.1:" + port);
    Relay relay = Relay.start(ConfigLoader.load(tournament(port, "stranger")));
    try (EmulatorServer board = EmulatorServer.start(session, new InetSocketAddress("127.0.0.1", 0),
            new EmulatorServer.Tap() {
              @Override
              public void boardSent(long wallMillis, byte[] bytes) {}

              @Override
              public void hostSent(long wallMillis, byte[] bytes, int offset, int length) {}
            });
        Agent agent = Agent.start(wss, AGENT_TOKEN,
            List.of(new BoardAddress.Tcp("127.0.0.1", board.address().getPort())), Optional.of("AG9"),
            dir.resolve("spool"), RelayTrust.fromPem(relayCertificate.certificatePem()))) {
      await(() -> agent.problem().isPresent() && agent.pending() >= 20, 60,
          "a refused handshake, and reads spooled meanwhile");
      assertThat(agent.problem().get())
          .contains("the relay's certificate is not trusted", "--trust", "kept in the spool");
      assertThat(agent.isConnected()).isFalse();
      Relay refusing = relay;
      assertThat(refusing.hub().board(1).orElseThrow().seq()).as("nothing reached the relay").isZero();

      relay.close();
      relay = Relay.start(ConfigLoader.load(tournament(port, "relay")));
      Relay trusted = relay;
      await(() -> trusted.hub().board(1).orElseThrow().live().moves().size() >= 6, 90,
          "6 moves through the agent over wss");
      await(() -> agent.isConnected() && agent.pending() == 0, 60, "the spool acknowledged");
      assertThat(agent.problem()).isEmpty();
      assertThat(trusted.hub().board(1).orElseThrow().health().link()).isEqualTo("connected");

      List<MoveRecord> moves = trusted.hub().board(1).orElseThrow().live().moves();
      List<String> expected = new ArrayList<>();
      BundledGames.scores().get(0).moves().forEach(m -> expected.add(m.san()));
      assertThat(moves.get(0).ply()).as("the game from its first move, spooled while refused").isEqualTo(1);
      for (int i = 0; i < moves.size(); i++) {
        assertThat(moves.get(i).san()).as("move %d", i + 1).isEqualTo(expected.get(i));
      }
    } finally {
      relay.close();
    }
  }
}
