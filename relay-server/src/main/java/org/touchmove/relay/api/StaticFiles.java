package org.touchmove.relay.api;

import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The viewer module's pages and assets, read from the classpath directory {@code viewer/} once and
 * kept in memory (they are small, and a venue laptop's disk may be slow).
 */
public final class StaticFiles {
  private static final Map<String, String> TYPES = Map.of(
      "html", "text/html; charset=utf-8",
      "js", "text/javascript; charset=utf-8",
      "css", "text/css; charset=utf-8",
      "svg", "image/svg+xml",
      "png", "image/png",
      "json", "application/json; charset=utf-8",
      "ico", "image/x-icon",
      "wav", "audio/wav");

  private final Map<String, Optional<HttpAnswer>> cache = new ConcurrentHashMap<>();

  /** The file at {@code path} under {@code viewer/} (no leading slash), if it exists. */
  public Optional<HttpAnswer> get(String path) {
    if (path.contains("..") || path.contains("//") || path.startsWith("/")) {
      return Optional.empty();
    }
    return cache.computeIfAbsent(path, StaticFiles::load);
  }

  private static Optional<HttpAnswer> load(String path) {
    try (InputStream in = StaticFiles.class.getClassLoader().getResourceAsStream("viewer/" + path)) {
      if (in == null) {
        return Optional.empty();
      }
      byte[] bytes = in.readAllBytes();
      String ext = path.substring(path.lastIndexOf('.') + 1);
      return Optional.of(new HttpAnswer(200, TYPES.getOrDefault(ext, "application/octet-stream"), bytes,
          Map.of("Cache-Control", "no-cache")));
    } catch (IOException e) {
      return Optional.empty();
    }
  }
}
