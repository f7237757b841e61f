package org.touchmove.relay.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.relay.server.WsClient.type;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.relay.netty.Transport;

/**
 * The relay serves HTTP and WebSocket viewers on either transport: epoll where Netty's native
 * library loads, NIO elsewhere or when {@link Transport#PROPERTY} asks for it.
 */
class TransportSelectionTest {
  @TempDir Path dir;

  @Test
  void servesOnTheBestTransportByDefault() throws Exception {
    String before = System.clearProperty(Transport.PROPERTY);
    try (Relay relay = Relay.start(RelayFixture.config(dir, 1, "careful", 200, 0))) {
      assertThat(relay.transport()).isEqualTo(Transport.best());
      assertServes(relay);
    } finally {
      restore(before);
    }
  }

  @Test
  void servesOnNioWhenThePropertyAsksForIt() throws Exception {
    String before = System.setProperty(Transport.PROPERTY, "nio");
    try (Relay relay = Relay.start(RelayFixture.config(dir, 1, "careful", 200, 0))) {
      assertThat(relay.transport()).isEqualTo(Transport.NIO);
      assertServes(relay);
    } finally {
      restore(before);
    }
  }

  /** An API answer, then a viewer's greeting and a board's snapshot through the fan-out path. */
  private static void assertServes(Relay relay) throws Exception {
    assertThat(RelayFixture.get(relay, "/api/round/1").statusCode()).isEqualTo(200);
    try (WsClient ws = new WsClient(RelayFixture.ws(relay, ""))) {
      assertThat(ws.await(type("hello"), 10).path("server").asText()).isEqualTo("touchmove");
      ws.send("{\"type\":\"subscribe\",\"round\":1}");
      JsonNode snapshot = ws.await(type("snapshot"), 10);
      assertThat(snapshot.path("board").asInt()).isEqualTo(1);
    }
  }

  private static void restore(String value) {
    if (value == null) {
      System.clearProperty(Transport.PROPERTY);
    } else {
      System.setProperty(Transport.PROPERTY, value);
    }
  }
}
