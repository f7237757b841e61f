package org.touchmove.relay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ServeCommandTest {
  @TempDir Path dir;

  @Test
  void badConfigIsOneClearMessageAndExitTwo() throws Exception {
    Path config = dir.resolve("tournament.yaml");
    Files.writeString(config, "event: Test\nboards:\n  1: tcp://127.0.0.1:notaport\n");
    CliRun run = CliRun.of("serve", "--config", config.toString());
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err().strip()).isEqualTo(
        "touchmove serve: tournament.yaml line 3, boards.1: \"tcp://127.0.0.1:notaport\" is not a board source "
            + "(a serial path, tcp://host:port, agent:SERIAL, emulator[:GAME[:PROFILE[:SPEED]]] or replay:CAPTURE[:SPEED])");
  }

  @Test
  void missingConfigFileIsExitTwo() throws Exception {
    CliRun run = CliRun.of("serve", "--config", dir.resolve("nope.yaml").toString());
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains("cannot read the tournament file");
  }
}
