package org.touchmove.relay.netty;

import java.time.Duration;

/**
 * What one client may take from the relay. A hostile or broken client hits one of these, gets a
 * clear status (or a closed socket) and is counted in {@code touchmove_http_rejected_total}; the
 * others are served as before.
 *
 * @param maxRequestBytes largest HTTP request body (arbiter actions are tiny): 413 above
 * @param maxHeaderBytes largest request line plus headers: 431 above
 * @param requestTimeout a connection must deliver a whole request within this time after it opens
 *     or after the last answer, or it is closed (slowloris, idle keep-alive)
 * @param connectionsPerAddress open connections one IP address may hold (a venue's NAT puts many
 *     spectators behind one address: keep it generous)
 * @param pingEvery a WebSocket whose peer said nothing this long gets a ping (a live peer's pong
 *     answers it); one whose peer stays quiet for three times as long is closed
 * @param writeBufferHigh bytes queued for a socket before it counts as not writable (a slow viewer
 *     is then resumed by sequence number instead of queued further)
 */
public record Limits(
    int maxRequestBytes,
    int maxHeaderBytes,
    Duration requestTimeout,
    int connectionsPerAddress,
    Duration pingEvery,
    int writeBufferHigh) {

  public static Limits defaults() {
    return new Limits(64 * 1024, 8 * 1024, Duration.ofSeconds(15), 2000, Duration.ofSeconds(30), 64 * 1024);
  }

  public Limits withRequestTimeout(Duration d) {
    return new Limits(maxRequestBytes, maxHeaderBytes, d, connectionsPerAddress, pingEvery, writeBufferHigh);
  }

  public Limits withConnectionsPerAddress(int n) {
    return new Limits(maxRequestBytes, maxHeaderBytes, requestTimeout, n, pingEvery, writeBufferHigh);
  }
}
