package org.touchmove.relay.api;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/** An HTTP response, independent of Netty: status, headers, body. */
public record HttpAnswer(int status, String contentType, byte[] body, Map<String, String> headers) {
  public HttpAnswer {
    headers = Map.copyOf(new LinkedHashMap<>(headers));
  }

  public static HttpAnswer text(int status, String text) {
    return new HttpAnswer(status, "text/plain; charset=utf-8", (text + "\n").getBytes(StandardCharsets.UTF_8), Map.of());
  }

  public static HttpAnswer json(String json) {
    return new HttpAnswer(200, "application/json; charset=utf-8", json.getBytes(StandardCharsets.UTF_8), Map.of());
  }

  public HttpAnswer withHeader(String name, String value) {
    Map<String, String> more = new LinkedHashMap<>(headers);
    more.put(name, value);
    return new HttpAnswer(status, contentType, body, more);
  }
}
