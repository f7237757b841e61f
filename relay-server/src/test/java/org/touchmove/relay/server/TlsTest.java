package org.touchmove.relay.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.touchmove.relay.server.WsClient.type;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.time.Duration;
import java.util.List;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLHandshakeException;
import javax.net.ssl.TrustManagerFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.notation.PgnReadResult;
import org.touchmove.notation.PgnReader;
import org.touchmove.relay.config.ConfigException;
import org.touchmove.relay.config.ConfigLoader;
import org.touchmove.relay.config.TournamentConfig;

/**
 * The relay serving HTTPS and WSS itself, with a self-signed certificate made at test time by the
 * JDK's keytool and written as the PEM files the tournament file names ({@code tls: {certificate,
 * key}}), loaded through the real config loader. Clients that trust that certificate get /health,
 * the PGN feed and WebSocket snapshots; a plain-HTTP client on the same port gets no answer and
 * the server keeps serving.
 */
class TlsTest {
  @TempDir static Path dir;
  static Relay relay;
  static HttpClient trusting;

  @BeforeAll
  static void start() throws Exception {
    SelfSigned tls = SelfSigned.make(dir, "tls");
    Certificate certificate = tls.certificate();

    Path yaml = dir.resolve("tournament.yaml");
    Files.writeString(yaml, String.join("\n",
        "event: TLS Open",
        "round: 1",
        "bind: 127.0.0.1:0",
        "tls: {certificate: tls-cert.pem, key: tls-key.pem}",
        "tokens: {arbiter: [" + RelayFixture.TOKEN + "]}",
        "boards:",
        "  1: emulator:1:careful:200",
        "pairings:",
        "  1:",
        "    1: {white: \"White, Wilma\", black: \"Black, Bert\"}",
        ""));
    TournamentConfig config = ConfigLoader.load(yaml);
    assertThat(config.tls()).isPresent();
    relay = Relay.start(config);

    KeyStore trusted = KeyStore.getInstance("PKCS12");
    trusted.load(null, null);
    trusted.setCertificateEntry("relay", certificate);
    TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
    tmf.init(trusted);
    SSLContext ssl = SSLContext.getInstance("TLS");
    ssl.init(null, tmf.getTrustManagers(), null);
    trusting = HttpClient.newBuilder().sslContext(ssl).connectTimeout(Duration.ofSeconds(10)).build();
  }

  @AfterAll
  static void stop() {
    if (relay != null) {
      relay.close();
    }
  }

  @Test
  void healthAndPgnFeedOverHttps() throws Exception {
    HttpResponse<String> health = trusting.send(request("/health"), HttpResponse.BodyHandlers.ofString());
    assertThat(health.statusCode()).isEqualTo(200);
    assertThat(health.body()).contains("\"status\":\"ok\"");
    assertThat(health.sslSession()).as("the answer came over TLS").isPresent();

    HttpResponse<String> pgn = trusting.send(request("/round/1.pgn"), HttpResponse.BodyHandlers.ofString());
    assertThat(pgn.statusCode()).isEqualTo(200);
    assertThat(pgn.body()).contains("[Event \"TLS Open\"]", "[Round \"1.1\"]", "[White \"White, Wilma\"]");
    List<PgnReadResult> games = PgnReader.mainLineOnly().read(pgn.body().getBytes(StandardCharsets.UTF_8));
    assertThat(games).hasSize(1).allMatch(g -> g instanceof PgnReadResult.Read);
  }

  @Test
  void aClientThatDoesNotTrustTheCertificateIsRefused() {
    HttpClient stranger = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    assertThatThrownBy(() -> stranger.send(request("/health"), HttpResponse.BodyHandlers.ofString()))
        .isInstanceOf(SSLHandshakeException.class);
  }

  @Test
  void webSocketOverTlsGetsASnapshot() throws Exception {
    URI wss = URI.create("wss://127.0.0.1:" + relay.address().getPort() + "/ws");
    try (WsClient ws = new WsClient(trusting, wss)) {
      assertThat(ws.await(type("hello"), 10).path("feed").asText()).isEqualTo("public");
      ws.send("{\"type\":\"subscribe\",\"board\":1}");
      JsonNode snapshot = ws.await(type("snapshot"), 10);
      assertThat(snapshot.path("board").asInt()).isEqualTo(1);
      assertThat(snapshot.path("game").path("white").path("name").asText()).isEqualTo("White, Wilma");
    }
  }

  @Test
  void plainHttpOnTheTlsPortGetsNoAnswerAndTheServerKeepsServing() throws Exception {
    for (int i = 0; i < 3; i++) {
      try (Socket socket = new Socket()) {
        socket.connect(new InetSocketAddress("127.0.0.1", relay.address().getPort()), 10_000);
        socket.setSoTimeout(15_000);
        OutputStream out = socket.getOutputStream();
        out.write("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
        out.flush();
        String answer = readUntilClosed(socket.getInputStream());
        assertThat(answer).as("no plain-text HTTP answer on a TLS port").doesNotContain("HTTP/1.1");
      }
    }
    HttpResponse<String> health = trusting.send(request("/health"), HttpResponse.BodyHandlers.ofString());
    assertThat(health.statusCode()).as("still serving HTTPS").isEqualTo(200);
  }

  @Test
  void keysTheRelayCannotReadAreReportedWithTheLineAndTheWayToConvertThem() throws Exception {
    Path pkcs1 = dir.resolve("rsa.pem");
    Files.writeString(pkcs1, "-----BEGIN RSA PRIVATE KEY-----\nMIIE\n-----END RSA PRIVATE KEY-----\n");
    Path encrypted = dir.resolve("encrypted.pem");
    Files.writeString(encrypted, "-----BEGIN ENCRYPTED PRIVATE KEY-----\nMIIE\n-----END ENCRYPTED PRIVATE KEY-----\n");
    assertThatThrownBy(() -> ConfigLoader.parse("t.yaml", tlsYaml("tls-cert.pem", "rsa.pem"), dir))
        .isInstanceOf(ConfigException.class)
        .hasMessageContaining("t.yaml line 5, tls.key:")
        .hasMessageContaining("PKCS#1")
        .hasMessageContaining("openssl pkcs8 -topk8 -nocrypt");
    assertThatThrownBy(() -> ConfigLoader.parse("t.yaml", tlsYaml("tls-cert.pem", "encrypted.pem"), dir))
        .isInstanceOf(ConfigException.class)
        .hasMessageContaining("is encrypted");
    assertThatThrownBy(() -> ConfigLoader.parse("t.yaml", tlsYaml("tls-key.pem", "tls-key.pem"), dir))
        .isInstanceOf(ConfigException.class)
        .hasMessageContaining("t.yaml line 4, tls.certificate:")
        .hasMessageContaining("holds no PEM certificate");
  }

  private static String tlsYaml(String certificate, String key) {
    return "event: TLS Open\nboards: {1: emulator}\ntls:\n  certificate: " + certificate
        + "\n  key: " + key + "\n";
  }

  /** What the server sent until it closed the connection (reset counts as closed). */
  private static String readUntilClosed(InputStream in) throws IOException {
    ByteArrayOutputStream got = new ByteArrayOutputStream();
    byte[] buffer = new byte[1024];
    try {
      int n;
      while ((n = in.read(buffer)) >= 0) {
        got.write(buffer, 0, n);
      }
    } catch (SocketTimeoutException e) {
      throw new AssertionError("the server neither answered nor closed in 15 s", e);
    } catch (IOException reset) {
      // A reset is a refusal too.
    }
    return got.toString(StandardCharsets.ISO_8859_1);
  }

  private static HttpRequest request(String path) {
    return HttpRequest.newBuilder(URI.create("https://127.0.0.1:" + relay.address().getPort() + path))
        .timeout(Duration.ofSeconds(10)).build();
  }
}
