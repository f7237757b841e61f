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
    if (path.isEmpty() || path.contains("..") || path.contains("//") || path.startsWith("/")
        || path.contains("\\") || !TYPES.containsKey(extension(path))) {
      // Only files of the kinds the viewer ships: never a directory listing, never a parent.
      return Optional.empty();
    }
    return cache.computeIfAbsent(path, StaticFiles::load);
  }

  private static String extension(String path) {
    int slash = path.lastIndexOf('/');
    int dot = path.lastIndexOf('.');
    return dot > slash ? path.substring(dot + 1) : "";
  }

  private static Optional<HttpAnswer> load(String path) {
    try (InputStream in = StaticFiles.class.getClassLoader().getResourceAsStream("viewer/" + path)) {
      if (in == null) {
        return Optional.empty();
      }
      byte[] bytes = in.readAllBytes();
      return Optional.of(new HttpAnswer(200, TYPES.get(extension(path)), bytes,
          Map.of("Cache-Control", "no-cache")));
    } catch (IOException e) {
      return Optional.empty();
    }
  }
}
