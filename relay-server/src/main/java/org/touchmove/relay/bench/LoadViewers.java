package org.touchmove.relay.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import io.netty.bootstrap.Bootstrap;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;
import io.netty.handler.codec.http.DefaultHttpHeaders;
import io.netty.handler.codec.http.HttpClientCodec;
import io.netty.handler.codec.http.HttpObjectAggregator;
import io.netty.handler.codec.http.websocketx.TextWebSocketFrame;
import io.netty.handler.codec.http.websocketx.WebSocketClientHandshaker;
import io.netty.handler.codec.http.websocketx.WebSocketClientHandshakerFactory;
import io.netty.handler.codec.http.websocketx.WebSocketClientProtocolHandler;
import io.netty.handler.codec.http.websocketx.WebSocketVersion;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The viewer side of the relay load test, run in a process of its own: N WebSocket viewers
 * subscribed to the round, each keeping per board the last ply it knows. A sample of viewers
 * records {@code board seq nanoTime} for every move it receives (System.nanoTime is the
 * machine's monotonic clock on Linux, comparable across processes), for the driver to compute
 * publication-to-viewer latency. On "report" (stdin) it checks every viewer against the relay's
 * own record and prints one summary line.
 */
public final class LoadViewers {
  private static final ObjectMapper JSON = new ObjectMapper();

  private LoadViewers() {}

  /** args: PORT VIEWERS SAMPLE OUT_FILE. */
  public static void main(String[] args) throws Exception {
    int port = Integer.parseInt(args[0]);
    int viewers = Integer.parseInt(args[1]);
    int sample = Integer.parseInt(args[2]);
    Path out = Path.of(args[3]);
    HttpClient http = HttpClient.newHttpClient();
    List<Viewer> all = new ArrayList<>();
    AtomicInteger failed = new AtomicInteger();
    long start = System.nanoTime();
    // Netty's own client: the JDK's WebSocket costs too much per message to stand for 10,000 browsers.
    EventLoopGroup group = new MultiThreadIoEventLoopGroup(2, NioIoHandler.newFactory());
    URI uri = URI.create("ws://127.0.0.1:" + port + "/ws");
    for (int i = 0; i < viewers; i += 200) {
      List<ChannelFuture> batch = new ArrayList<>();
      List<Viewer> connecting = new ArrayList<>();
      for (int j = i; j < Math.min(viewers, i + 200); j++) {
        Viewer v = new Viewer(j < sample);
        all.add(v);
        connecting.add(v);
        WebSocketClientHandshaker handshaker = WebSocketClientHandshakerFactory.newHandshaker(
            uri, WebSocketVersion.V13, null, false, new DefaultHttpHeaders(), 1 << 20);
        batch.add(new Bootstrap().group(group).channel(NioSocketChannel.class)
            .handler(new ChannelInitializer<SocketChannel>() {
              @Override
              protected void initChannel(SocketChannel c) {
                c.pipeline().addLast(new HttpClientCodec(), new HttpObjectAggregator(1 << 20),
                    new WebSocketClientProtocolHandler(handshaker), v);
              }
            }).connect("127.0.0.1", port));
      }
      for (ChannelFuture f : batch) {
        if (!f.awaitUninterruptibly().isSuccess()) {
          failed.incrementAndGet();
        }
      }
      long deadline = System.nanoTime() + 60_000_000_000L;
      for (Viewer v : connecting) {
        if (!v.subscribed.await(Math.max(0, deadline - System.nanoTime()), java.util.concurrent.TimeUnit.NANOSECONDS)) {
          failed.incrementAndGet();
        }
      }
      if ((i / 200) % 5 == 4) {
        System.err.println("  " + (i + 200) + " viewers connecting after " + (System.nanoTime() - start) / 1_000_000 + " ms, " + failed.get() + " failed");
      }
    }
    System.out.println("connected " + (viewers - failed.get()) + " viewers in "
        + (System.nanoTime() - start) / 1_000_000 + " ms (" + failed.get() + " failed)");
    System.out.flush();
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    String line;
    while ((line = in.readLine()) != null && !line.equals("report")) {
      if (line.equals("frames")) {
        long frames = 0;
        for (Viewer v : all) {
          frames += v.frames;
        }
        System.out.println("frames " + frames);
        System.out.flush();
      }
    }
    HttpResponse<String> truth = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port
        + "/api/round/1")).build(), HttpResponse.BodyHandlers.ofString());
    ConcurrentHashMap<Integer, Integer> expected = new ConcurrentHashMap<>();
    for (JsonNode b : JSON.readTree(truth.body()).path("boards")) {
      JsonNode moves = b.path("moves");
      expected.put(b.path("board").asInt(), moves.isEmpty() ? 0 : moves.get(moves.size() - 1).path("ply").asInt());
    }
    int complete = 0;
    long received = 0;
    for (Viewer v : all) {
      received += v.moves.get();
      if (v.last.equals(expected)) {
        complete++;
      }
    }
    try (PrintWriter w = new PrintWriter(Files.newBufferedWriter(out, StandardCharsets.UTF_8))) {
      for (int i = 0; i < Math.min(sample, all.size()); i++) {
        for (String s : all.get(i).samples) {
          w.println(s);
        }
      }
    }
    System.out.println("report viewers=" + all.size() + " complete=" + complete + " moveMessages=" + received);
    System.out.flush();
    System.exit(0);
  }

  /** One viewer: the last ply per board; a sampled one also records receipt times. */
  static final class Viewer extends SimpleChannelInboundHandler<TextWebSocketFrame> {
    final ConcurrentHashMap<Integer, Integer> last = new ConcurrentHashMap<>();
    final AtomicInteger moves = new AtomicInteger();
    /** Frames received; written by the viewer's event loop only, read roughly by the reporter. */
    volatile long frames;
    final List<String> samples;
    final java.util.concurrent.CountDownLatch subscribed = new java.util.concurrent.CountDownLatch(1);

    Viewer(boolean sampled) {
      this.samples = sampled ? java.util.Collections.synchronizedList(new ArrayList<>()) : null;
    }

    @Override
    public void userEventTriggered(ChannelHandlerContext ctx, Object evt) throws Exception {
      if (evt == WebSocketClientProtocolHandler.ClientHandshakeStateEvent.HANDSHAKE_COMPLETE) {
        ctx.writeAndFlush(new TextWebSocketFrame("{\"type\":\"subscribe\",\"round\":1,\"detail\":\"summary\"}"));
        subscribed.countDown();
      }
      super.userEventTriggered(ctx, evt);
    }

    @Override
    protected void channelRead0(ChannelHandlerContext ctx, TextWebSocketFrame frame) {
      long now = System.nanoTime();
      frames++;
      handle(frame.text(), now);
    }

    /**
     * Reads the few fields it needs by scanning, not parsing: the load generator shares the
     * machine's two cores with the relay, and a full JSON parse per message would measure the
     * generator instead of the relay.
     */
    private void handle(String t, long now) {
      String type = text(t, "\"type\":\"");
      int board = (int) number(t, "\"board\":", 0);
      switch (type) {
        case "snapshot":
        case "game": {
          int at = t.indexOf("\"moves\":[");
          boolean none = at < 0 || t.charAt(at + 9) == ']';
          // Summary snapshots carry only the last move; full ones end with it.
          last.put(board, none ? 0 : (int) number(t, "\"ply\":", t.lastIndexOf("\"ply\":") ));
          break;
        }
        case "move":
          moves.incrementAndGet();
          last.put(board, (int) number(t, "\"ply\":", t.indexOf("\"move\":")));
          if (samples != null) {
            samples.add(board + " " + number(t, "\"seq\":", 0) + " " + now);
          }
          break;
        case "takeback":
          last.put(board, (int) number(t, "\"ply\":", 0));
          break;
        default:
          break;
      }
    }

    private static String text(String t, String key) {
      int i = t.indexOf(key);
      if (i < 0) {
        return "";
      }
      int from = i + key.length();
      return t.substring(from, t.indexOf('"', from));
    }

    private static long number(String t, String key, int fromIndex) {
      int i = t.indexOf(key, Math.max(0, fromIndex));
      if (i < 0) {
        return -1;
      }
      int from = i + key.length();
      int to = from;
      while (to < t.length() && (Character.isDigit(t.charAt(to)) || t.charAt(to) == '-')) {
        to++;
      }
      return Long.parseLong(t.substring(from, to));
    }
  }
}
