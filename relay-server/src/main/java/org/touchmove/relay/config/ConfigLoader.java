package org.touchmove.relay.config;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeMap;
import org.touchmove.chess.TimeControl;
import org.touchmove.chess.Variant;

/**
 * Reads a tournament file. Every problem is a {@link ConfigException} naming the file, the line and
 * the key, so an organiser can fix it without reading code; unknown keys are errors too (a typo
 * must not silently drop a board or a token).
 */
public final class ConfigLoader {
  private static final Set<String> TOP_KEYS =
      Set.of("event", "site", "round", "rounds", "timeControl", "variant", "delaySeconds", "boards",
          "pairings", "tokens", "bind", "tls", "dataDir");
  private static final Set<String> PLAYER_KEYS = Set.of("name", "title", "rating", "fideId", "federation");

  private final String file;
  private final Map<String, Integer> lines;

  private ConfigLoader(String file, Map<String, Integer> lines) {
    this.file = file;
    this.lines = lines;
  }

  /** Reads {@code path}; a relative {@code dataDir} is resolved against the file's directory. */
  public static TournamentConfig load(Path path) throws ConfigException {
    String text;
    try {
      text = Files.readString(path, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new ConfigException(path + ": cannot read the tournament file: " + e.getMessage());
    }
    Path base = path.toAbsolutePath().getParent();
    return parse(path.getFileName().toString(), text, base);
  }

  /** Reads tournament YAML {@code text}; {@code name} is used in messages. */
  public static TournamentConfig parse(String name, String text, Path base) throws ConfigException {
    JsonNode root;
    Map<String, Integer> lines;
    try {
      lines = keyLines(text);
      root = new YAMLMapper().readTree(text);
    } catch (JsonProcessingException e) {
      JsonLocation where = e.getLocation();
      String line = where == null ? "" : " line " + where.getLineNr();
      throw new ConfigException(name + line + ": not valid YAML: " + e.getOriginalMessage());
    } catch (IOException e) {
      throw new ConfigException(name + ": " + e.getMessage());
    }
    if (root == null || !root.isObject()) {
      throw new ConfigException(name + ": the tournament file must be a YAML mapping of keys (event, boards, ...)");
    }
    return new ConfigLoader(name, lines).read(root, base);
  }

  /** The line of every key, by JSON pointer ({@code /boards/3}). */
  private static Map<String, Integer> keyLines(String text) throws IOException {
    Map<String, Integer> lines = new HashMap<>();
    try (JsonParser parser = new YAMLFactory().createParser(text)) {
      JsonToken token;
      while ((token = parser.nextToken()) != null) {
        if (token == JsonToken.FIELD_NAME) {
          String pointer = parser.getParsingContext().pathAsPointer().toString();
          lines.putIfAbsent(pointer, parser.getTokenLocation().getLineNr());
        }
      }
    }
    return lines;
  }

  private TournamentConfig read(JsonNode root, Path base) throws ConfigException {
    unknownKeys(root, "", TOP_KEYS);
    String event = text(root, "event").orElseThrow(() -> error("", "event", "is required (the event's name)"));
    String site = text(root, "site").orElse("?");
    int round = integer(root, "round", "").orElse(1);
    if (round < 1) {
      throw error("/round", "round", "must be 1 or more");
    }
    Optional<TimeControl> control = Optional.empty();
    Optional<String> controlText = text(root, "timeControl");
    if (controlText.isPresent()) {
      control = TimeControl.parse(controlText.get());
      if (control.isEmpty()) {
        throw error("/timeControl", "timeControl",
            "\"" + controlText.get() + "\" is not a time control; write it as PGN does, e.g. "
                + "\"40/5400+30:1800+30\" or \"180+2\" (seconds)");
      }
    }
    Variant variant = variant(root);
    int delay = integer(root, "delaySeconds", "").orElse(0);
    if (delay < 0) {
      throw error("/delaySeconds", "delaySeconds", "must be 0 or more");
    }
    TreeMap<Integer, BoardSource> boards = boards(root, base);
    Map<Integer, Map<Integer, Pairing>> pairings = pairings(root, boards);
    int rounds = integer(root, "rounds", "").orElse(Math.max(round,
        pairings.keySet().stream().mapToInt(Integer::intValue).max().orElse(round)));
    List<String> arbiters = tokens(root, "arbiter");
    List<String> agents = tokens(root, "agent");
    InetSocketAddress bind = bind(root);
    Optional<TournamentConfig.Tls> tls = tls(root, base);
    Path dataDir = base.resolve(text(root, "dataDir").orElse("touchmove-data"));
    return new TournamentConfig(event, site, round, rounds, control, variant, Duration.ofSeconds(delay),
        boards, pairings, arbiters, agents, bind, tls, dataDir);
  }

  private Variant variant(JsonNode root) throws ConfigException {
    Optional<String> v = text(root, "variant");
    if (v.isEmpty()) {
      return Variant.STANDARD;
    }
    switch (v.get().toLowerCase(Locale.ROOT).replace(" ", "")) {
      case "standard":
        return Variant.STANDARD;
      case "chess960":
      case "fischerandom":
        return Variant.CHESS960;
      default:
        throw error("/variant", "variant", "\"" + v.get() + "\" is neither standard nor chess960");
    }
  }

  private TreeMap<Integer, BoardSource> boards(JsonNode root, Path base) throws ConfigException {
    JsonNode node = root.get("boards");
    if (node == null || !node.isObject() || node.isEmpty()) {
      throw error(node == null ? "" : "/boards", "boards",
          "must map board numbers to sources, e.g. \"1: tcp://10.0.0.5:4001\" or \"2: /dev/ttyACM0\"");
    }
    TreeMap<Integer, BoardSource> boards = new TreeMap<>();
    for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> e = it.next();
      String pointer = "/boards/" + e.getKey();
      int number = number(e.getKey(), pointer, "boards." + e.getKey(), "board number");
      if (!e.getValue().isTextual()) {
        throw error(pointer, "boards." + e.getKey(), "must be a source written as text");
      }
      BoardSource source = BoardSource.parse(e.getValue().asText()).orElseThrow(() -> error(pointer,
          "boards." + e.getKey(), "\"" + e.getValue().asText() + "\" is not a board source (a serial "
              + "path, tcp://host:port, agent:SERIAL, emulator[:GAME[:PROFILE[:SPEED]]] or replay:CAPTURE[:SPEED])"));
      if (source instanceof BoardSource.Replay) {
        BoardSource.Replay r = (BoardSource.Replay) source;
        Path file = base.resolve(r.capture());
        if (!Files.isReadable(file)) {
          throw error(pointer, "boards." + e.getKey(), file + " cannot be read");
        }
        source = new BoardSource.Replay(file, r.speed());
      }
      boards.put(number, source);
    }
    return boards;
  }

  private Map<Integer, Map<Integer, Pairing>> pairings(JsonNode root, Map<Integer, BoardSource> boards)
      throws ConfigException {
    JsonNode node = root.get("pairings");
    Map<Integer, Map<Integer, Pairing>> rounds = new HashMap<>();
    if (node == null) {
      return rounds;
    }
    if (!node.isObject()) {
      throw error("/pairings", "pairings", "must map round numbers to boards");
    }
    for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> r = it.next();
      String roundPointer = "/pairings/" + r.getKey();
      int round = number(r.getKey(), roundPointer, "pairings." + r.getKey(), "round number");
      if (!r.getValue().isObject()) {
        throw error(roundPointer, "pairings." + r.getKey(), "must map board numbers to {white, black}");
      }
      Map<Integer, Pairing> byBoard = new HashMap<>();
      for (Iterator<Map.Entry<String, JsonNode>> bt = r.getValue().fields(); bt.hasNext(); ) {
        Map.Entry<String, JsonNode> b = bt.next();
        String pointer = roundPointer + "/" + b.getKey();
        String key = "pairings." + r.getKey() + "." + b.getKey();
        int board = number(b.getKey(), pointer, key, "board number");
        if (!boards.containsKey(board)) {
          throw error(pointer, key, "board " + board + " is not among the boards");
        }
        JsonNode pair = b.getValue();
        if (!pair.isObject()) {
          throw error(pointer, key, "must be {white: ..., black: ...}");
        }
        unknownKeys(pair, pointer, Set.of("white", "black"));
        byBoard.put(board, new Pairing(player(pair.get("white"), pointer + "/white", key + ".white"),
            player(pair.get("black"), pointer + "/black", key + ".black")));
      }
      rounds.put(round, byBoard);
    }
    return rounds;
  }

  private Player player(JsonNode node, String pointer, String key) throws ConfigException {
    if (node == null || node.isNull()) {
      return Player.UNKNOWN;
    }
    if (node.isTextual()) {
      return Player.named(node.asText());
    }
    if (!node.isObject()) {
      throw error(pointer, key, "must be a name or {name, title, rating, fideId, federation}");
    }
    unknownKeys(node, pointer, PLAYER_KEYS);
    String name = text(node, "name").orElseThrow(() -> error(pointer, key + ".name", "is required"));
    OptionalInt rating = integer(node, "rating", pointer).map(OptionalInt::of).orElse(OptionalInt.empty());
    OptionalLong fideId = OptionalLong.empty();
    JsonNode id = node.get("fideId");
    if (id != null && !id.isNull()) {
      if (!id.canConvertToLong() || id.asLong() <= 0) {
        throw error(pointer + "/fideId", key + ".fideId", "must be a positive number");
      }
      fideId = OptionalLong.of(id.asLong());
    }
    return new Player(name, text(node, "title"), rating, fideId, text(node, "federation"));
  }

  private List<String> tokens(JsonNode root, String kind) throws ConfigException {
    JsonNode tokens = root.get("tokens");
    if (tokens == null) {
      return List.of();
    }
    unknownKeys(tokens, "/tokens", Set.of("arbiter", "agent"));
    JsonNode node = tokens.get(kind);
    List<String> out = new ArrayList<>();
    if (node == null) {
      return out;
    }
    String pointer = "/tokens/" + kind;
    if (node.isTextual()) {
      out.add(node.asText());
    } else if (node.isArray()) {
      node.forEach(t -> out.add(t.asText()));
    } else {
      throw error(pointer, "tokens." + kind, "must be a token or a list of tokens");
    }
    for (String t : out) {
      if (t.length() < 12) {
        throw error(pointer, "tokens." + kind, "tokens must be at least 12 characters (they guard the live feed)");
      }
    }
    return out;
  }

  private InetSocketAddress bind(JsonNode root) throws ConfigException {
    String text = text(root, "bind").orElse("0.0.0.0:8080");
    int colon = text.lastIndexOf(':');
    try {
      int port = Integer.parseInt(text.substring(colon + 1));
      String host = text.substring(0, colon).replace("[", "").replace("]", "");
      if (colon < 1 || port < 0 || port > 65535) {
        throw new NumberFormatException();
      }
      return new InetSocketAddress(host, port);
    } catch (RuntimeException e) {
      throw error("/bind", "bind", "\"" + text + "\" is not HOST:PORT, e.g. 0.0.0.0:8080");
    }
  }

  private Optional<TournamentConfig.Tls> tls(JsonNode root, Path base) throws ConfigException {
    JsonNode node = root.get("tls");
    if (node == null || node.isNull()) {
      return Optional.empty();
    }
    unknownKeys(node, "/tls", Set.of("certificate", "key"));
    String cert = text(node, "certificate").orElseThrow(() -> error("/tls", "tls.certificate", "is required"));
    String key = text(node, "key").orElseThrow(() -> error("/tls", "tls.key", "is required"));
    Path certPath = base.resolve(cert);
    Path keyPath = base.resolve(key);
    if (!Files.isReadable(certPath)) {
      throw error("/tls/certificate", "tls.certificate", certPath + " cannot be read");
    }
    if (!Files.isReadable(keyPath)) {
      throw error("/tls/key", "tls.key", keyPath + " cannot be read");
    }
    String certText = pemText(certPath, "/tls/certificate", "tls.certificate");
    if (!certText.contains("-----BEGIN CERTIFICATE-----")) {
      throw error("/tls/certificate", "tls.certificate", certPath + " holds no PEM certificate "
          + "(-----BEGIN CERTIFICATE-----); a binary (DER) one converts with "
          + "\"openssl x509 -inform der -in CERT -out cert.pem\"");
    }
    checkKey(keyPath, pemText(keyPath, "/tls/key", "tls.key"));
    return Optional.of(new TournamentConfig.Tls(certPath, keyPath));
  }

  /**
   * The TLS library (Netty, without Bouncy Castle) reads only unencrypted PKCS#8 keys and fails
   * at start with "File does not contain valid private key"; say here which kind the file is and
   * how to convert it, with the line of the key.
   */
  private void checkKey(Path keyPath, String text) throws ConfigException {
    if (text.contains("-----BEGIN PRIVATE KEY-----")) {
      return;
    }
    String convert = "; the relay reads unencrypted PKCS#8 keys (-----BEGIN PRIVATE KEY-----): ";
    if (text.contains("-----BEGIN ENCRYPTED PRIVATE KEY-----")) {
      throw error("/tls/key", "tls.key", keyPath + " is encrypted" + convert
          + "decrypt it with \"openssl pkcs8 -in KEY -out key.pem\"");
    }
    if (text.contains("-----BEGIN RSA PRIVATE KEY-----") || text.contains("-----BEGIN EC PRIVATE KEY-----")) {
      throw error("/tls/key", "tls.key", keyPath + " is a PKCS#1/SEC1 key" + convert
          + "convert it with \"openssl pkcs8 -topk8 -nocrypt -in KEY -out key.pem\"");
    }
    throw error("/tls/key", "tls.key", keyPath
        + " holds no PEM private key (the relay reads unencrypted PKCS#8 keys, -----BEGIN PRIVATE KEY-----)");
  }

  private String pemText(Path file, String pointer, String key) throws ConfigException {
    try {
      return Files.readString(file, StandardCharsets.ISO_8859_1); // PEM is ASCII; never fails to decode
    } catch (IOException e) {
      throw error(pointer, key, file + " cannot be read: " + e.getMessage());
    }
  }

  // ---------------------------------------------------------------------------------------------

  private void unknownKeys(JsonNode node, String pointer, Set<String> known) throws ConfigException {
    if (!node.isObject()) {
      return;
    }
    for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
      String key = it.next();
      if (!known.contains(key)) {
        String dotted = (pointer.isEmpty() ? "" : pointer.substring(1).replace('/', '.') + ".") + key;
        throw error(pointer + "/" + key, dotted, "is not a key the relay knows (known here: "
            + String.join(", ", new java.util.TreeSet<>(known)) + ")");
      }
    }
  }

  private Optional<String> text(JsonNode node, String key) throws ConfigException {
    JsonNode value = node.get(key);
    if (value == null || value.isNull()) {
      return Optional.empty();
    }
    if (!value.isValueNode() || value.asText().isBlank()) {
      throw error(pointerOf(node, key), key, "must be a non-empty value");
    }
    return Optional.of(value.asText().strip());
  }

  private String pointerOf(JsonNode node, String key) {
    for (Map.Entry<String, Integer> e : lines.entrySet()) {
      if (e.getKey().endsWith("/" + key)) {
        return e.getKey();
      }
    }
    return "/" + key;
  }

  private Optional<Integer> integer(JsonNode node, String key, String pointer) throws ConfigException {
    JsonNode value = node.get(key);
    if (value == null || value.isNull()) {
      return Optional.empty();
    }
    if (value.isIntegralNumber() && value.canConvertToInt()) {
      return Optional.of(value.asInt());
    }
    if (value.isTextual()) {
      try {
        return Optional.of(Integer.parseInt(value.asText().strip()));
      } catch (NumberFormatException ignored) {
        // reported below
      }
    }
    throw error(pointer + "/" + key, (pointer.isEmpty() ? "" : pointer.substring(1).replace('/', '.') + ".") + key,
        "\"" + value.asText() + "\" is not a whole number");
  }

  private int number(String text, String pointer, String key, String what) throws ConfigException {
    try {
      int n = Integer.parseInt(text.strip());
      if (n >= 1) {
        return n;
      }
    } catch (NumberFormatException ignored) {
      // reported below
    }
    throw error(pointer, key, "\"" + text + "\" is not a " + what + " (1 or more)");
  }

  private ConfigException error(String pointer, String key, String message) {
    Integer line = lines.get(pointer);
    return new ConfigException(file + (line == null ? "" : " line " + line) + ", " + key + ": " + message);
  }
}
