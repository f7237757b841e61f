package org.touchmove.relay.server;

import java.nio.file.Files;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.security.MessageDigest;
import java.util.function.BooleanSupplier;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.touchmove.chess.Variant;
import org.touchmove.hardware.transport.BoardAddress;
import org.touchmove.relay.config.BoardSource;
import org.touchmove.relay.config.Pairing;
import org.touchmove.relay.config.Player;
import org.touchmove.relay.config.TournamentConfig;
import org.touchmove.relay.hub.BoardFeed;
import org.touchmove.relay.hub.MoveRecord;

/** Relays with emulated boards on a free port, for tests. */
final class RelayFixture {
  static final String TOKEN = "arbiter-token-for-tests";
  static final HttpClient HTTP = HttpClient.newHttpClient();

  private RelayFixture() {}

  static TournamentConfig config(Path dir, int boards, String profile, double speed, int delaySeconds) {
    TreeMap<Integer, BoardSource> sources = new TreeMap<>();
    for (int b = 1; b <= boards; b++) {
      sources.put(b, new BoardSource.Emulator(b, profile, speed));
    }
    return new TournamentConfig("Test Open", "Testville", 1, 1, Optional.empty(), Variant.STANDARD,
        Duration.ofSeconds(delaySeconds), sources,
        Map.of(1, Map.of(1, new Pairing(Player.named("White, Wilma"), Player.named("Black, Bert")))),
        List.of(TOKEN), List.of(), new InetSocketAddress("127.0.0.1", 0), Optional.empty(), dir);
  }

  /** One board, read from a TCP serial server on this machine's {@code port}; no public delay. */
  static TournamentConfig oneTcpBoard(Path dir, int port) {
    TreeMap<Integer, BoardSource> sources = new TreeMap<>();
    sources.put(1, new BoardSource.Direct(new BoardAddress.Tcp("127.0.0.1", port)));
    return new TournamentConfig("Test Open", "Testville", 1, 1, Optional.empty(), Variant.STANDARD,
        Duration.ZERO, sources,
        Map.of(1, Map.of(1, new Pairing(Player.named("White, Wilma"), Player.named("Black, Bert")))),
        List.of(TOKEN), List.of(), new InetSocketAddress("127.0.0.1", 0), Optional.empty(), dir);
  }

  static String base(Relay relay) {
    return "http://127.0.0.1:" + relay.address().getPort();
  }

  static URI ws(Relay relay, String query) {
    return URI.create("ws://127.0.0.1:" + relay.address().getPort() + "/ws" + query);
  }

  static HttpResponse<String> get(Relay relay, String path, String... headers) throws IOException, InterruptedException {
    HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base(relay) + path)).timeout(Duration.ofSeconds(10));
    for (int i = 0; i < headers.length; i += 2) {
      b.header(headers[i], headers[i + 1]);
    }
    return HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
  }

  static HttpResponse<String> post(Relay relay, String path, String body, String... headers)
      throws IOException, InterruptedException {
    HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base(relay) + path)).timeout(Duration.ofSeconds(10))
        .POST(HttpRequest.BodyPublishers.ofString(body));
    for (int i = 0; i < headers.length; i += 2) {
      b.header(headers[i], headers[i + 1]);
    }
    return HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
  }

  /** Polls {@code condition} every 50 ms; fails naming {@code what} after {@code seconds}. */
  /** The SAN of every move a board's live record holds, in order. */
  static List<String> sans(BoardFeed feed) {
    List<String> out = new ArrayList<>();
    for (MoveRecord m : feed.live().moves()) {
      out.add(m.san());
    }
    return out;
  }

  static void await(BooleanSupplier condition, int seconds, String what) throws InterruptedException {
    long end = System.nanoTime() + seconds * 1_000_000_000L;
    while (!condition.getAsBoolean()) {
      if (System.nanoTime() > end) {
        throw new AssertionError("not within " + seconds + " s: " + what);
      }
      Thread.sleep(50);
    }
  }

  /** A digest of every file under {@code root}, names included. */
  static String hash(Path root) throws Exception {
    MessageDigest digest = MessageDigest.getInstance("SHA-256");
    try (var files = Files.walk(root)) {
      for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
        digest.update(root.relativize(f).toString().getBytes(StandardCharsets.UTF_8));
        digest.update(Files.readAllBytes(f));
      }
    }
    return HexFormat.of().formatHex(digest.digest());
  }
}
