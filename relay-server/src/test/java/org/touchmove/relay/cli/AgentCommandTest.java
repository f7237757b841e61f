package org.touchmove.relay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code touchmove agent --trust}: a trust file that cannot be used stops the agent before it starts. */
class AgentCommandTest {
  @TempDir Path dir;

  @Test
  void aTrustFileWithoutACertificateIsOneClearMessageAndExitTwo() throws Exception {
    Path key = dir.resolve("key.pem");
    Files.writeString(key, "-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----\n");
    CliRun run = CliRun.of("agent", "--relay", "wss://relay.example:8443", "--token", "t",
        "--tcp", "127.0.0.1:1", "--trust", key.toString(), "--spool", dir.resolve("spool").toString());
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains("--trust: " + key + " holds no PEM certificate");
  }

  @Test
  void aMissingTrustFileIsExitTwo() {
    CliRun run = CliRun.of("agent", "--relay", "https://relay.example:8443", "--token", "t",
        "--tcp", "127.0.0.1:1", "--trust", dir.resolve("nope.pem").toString());
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains("cannot read " + dir.resolve("nope.pem"));
  }

  @Test
  void trustIsForWssOnly() {
    CliRun run = CliRun.of("agent", "--relay", "ws://relay.example:8080", "--token", "t",
        "--tcp", "127.0.0.1:1", "--trust", dir.resolve("cert.pem").toString());
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains("--trust is for a relay on wss://");
  }
}
