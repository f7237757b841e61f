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
import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.handler.codec.http.HttpClientCodec;
import io.netty.handler.codec.http.HttpObjectAggregator;
import io.netty.handler.codec.http.websocketx.TextWebSocketFrame;
import io.netty.handler.codec.http.websocketx.WebSocketClientProtocolConfig;
import io.netty.handler.codec.http.websocketx.WebSocketClientProtocolHandler;
import io.netty.handler.codec.http.websocketx.WebSocketVersion;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.touchmove.relay.netty.Transport;

/**
 * The viewer side of the relay load test, run in a process of its own: N WebSocket viewers
 * subscribed to the round (multiboard pages) or each to one board (game pages, spread evenly over
 * the boards), each keeping per board the last ply it knows. A sample of viewers
 * records {@code board seq nanoTime} for every move it receives (System.nanoTime is the
 * machine's monotonic clock on Linux, comparable across processes), for the driver to compute
 * publication-to-viewer latency. On "report" (stdin) it checks every viewer against the relay's
 * own record and prints one summary line.
 */
public final class LoadViewers {
  private static final ObjectMapper JSON = new ObjectMapper();

  private LoadViewers() {}

  /**
   * args: PORT VIEWERS SAMPLE OUT_FILE [BOARDS]. With BOARDS, viewer {@code j} watches only board
   * {@code j % BOARDS + 1}; without, every viewer watches the round.
   */
  public static void main(String[] args) throws Exception {
    int port = Integer.parseInt(args[0]);
    int viewers = Integer.parseInt(args[1]);
    int sample = Integer.parseInt(args[2]);
    Path out = Path.of(args[3]);
    int boards = args.length > 4 ? Integer.parseInt(args[4]) : 0;
    HttpClient http = HttpClient.newHttpClient();
    List<Viewer> all = new ArrayList<>();
    AtomicInteger failed = new AtomicInteger();
    long start = System.nanoTime();
    // Netty's own client: the JDK's WebSocket costs too much per message to stand for 10,000 browsers.
    // The relay's choice of sockets (epoll where it loads; -Dtouchmove.transport=nio forces NIO).
    Transport transport = Transport.fromSystemProperty();
    System.err.println("viewers' transport: " + transport.label());
    EventLoopGroup group = new MultiThreadIoEventLoopGroup(2, transport.ioHandlerFactory());
    URI uri = URI.create("ws://127.0.0.1:" + port + "/ws");
    for (int i = 0; i < viewers; i += 200) {
      List<ChannelFuture> batch = new ArrayList<>();
      List<Viewer> connecting = new ArrayList<>();
      for (int j = i; j < Math.min(viewers, i + 200); j++) {
        Viewer v = new Viewer(j < sample, boards == 0 ? Viewer.ROUND : j % boards + 1);
        all.add(v);
        connecting.add(v);
        // No UTF-8 validation of every frame: the relay's own tests check its text.
        WebSocketClientProtocolConfig config = WebSocketClientProtocolConfig.newBuilder()
            .webSocketUri(uri)
            .version(WebSocketVersion.V13)
            .maxFramePayloadLength(1 << 20)
            .withUTF8Validator(false)
            .build();
        batch.add(new Bootstrap().group(group).channel(transport.socketChannel())
            .handler(new ChannelInitializer<SocketChannel>() {
              @Override
              protected void initChannel(SocketChannel c) {
                c.pipeline().addLast(new HttpClientCodec(), new HttpObjectAggregator(1 << 20),
                    new WebSocketClientProtocolHandler(config), v);
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
    int boardsHeard = 0;
    for (Viewer v : all) {
      received += v.moves.get();
      boardsHeard = Math.max(boardsHeard, v.boardsHeard());
      if (v.matches(expected)) {
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
    System.out.println("report viewers=" + all.size() + " complete=" + complete + " moveMessages=" + received
        + " mostBoardsHeardByOne=" + boardsHeard);
    System.out.flush();
    System.exit(0);
  }

  /**
   * One viewer: the last ply per board; a sampled one also records receipt times. It reads the few
   * fields it needs from the frame's bytes (no UTF-8 decoding, no JSON parse, no validation: see
   * the pipeline): the load generator shares the machine's two cores with the relay, and every
   * microsecond it spends per frame is one the relay does not get (docs/performance.md).
   */
  static final class Viewer extends SimpleChannelInboundHandler<TextWebSocketFrame> {
    private static final byte[] TYPE = bytes("\"type\":\"");
    private static final byte[] BOARD = bytes("\"board\":");
    private static final byte[] SEQ = bytes("\"seq\":");
    private static final byte[] PLY = bytes("\"ply\":");
    private static final byte[] MOVES = bytes("\"moves\":[");

    /** Last ply per board number ({@link #UNHEARD} for a board it heard nothing of); written by the viewer's event loop only. */
    private volatile int[] last = new int[0];
    final AtomicInteger moves = new AtomicInteger();
    /** Frames received; written by the viewer's event loop only, read roughly by the reporter. */
    volatile long frames;
    final List<String> samples;
    final java.util.concurrent.CountDownLatch subscribed = new java.util.concurrent.CountDownLatch(1);
    /** The one board this viewer watches, or {@link #ROUND} for all of them. */
    private final int watched;
    static final int ROUND = 0;
    private static final int UNHEARD = -1;

    Viewer(boolean sampled, int watched) {
      this.samples = sampled ? java.util.Collections.synchronizedList(new ArrayList<>()) : null;
      this.watched = watched;
    }

    /** The number of boards this viewer heard of: one for a game page, the round's for a multiboard. */
    int boardsHeard() {
      int heard = 0;
      for (int ply : last) {
        heard += ply == UNHEARD ? 0 : 1;
      }
      return heard;
    }

    /** Whether this viewer's last ply of every board it watches is {@code expected}'s. */
    boolean matches(Map<Integer, Integer> expected) {
      int[] l = last;
      for (Map.Entry<Integer, Integer> e : expected.entrySet()) {
        int board = e.getKey();
        if (watched != ROUND && board != watched) {
          continue;
        }
        if (board >= l.length || l[board] != e.getValue()) {
          return false;
        }
      }
      return true;
    }

    @Override
    public void userEventTriggered(ChannelHandlerContext ctx, Object evt) throws Exception {
      if (evt == WebSocketClientProtocolHandler.ClientHandshakeStateEvent.HANDSHAKE_COMPLETE) {
        // A game page asks for the board's full record; a multiboard page for summaries.
        ctx.writeAndFlush(new TextWebSocketFrame(watched == ROUND
            ? "{\"type\":\"subscribe\",\"round\":1,\"detail\":\"summary\"}"
            : "{\"type\":\"subscribe\",\"round\":1,\"board\":" + watched + "}"));
        subscribed.countDown();
      }
      super.userEventTriggered(ctx, evt);
    }

    @Override
    protected void channelRead0(ChannelHandlerContext ctx, TextWebSocketFrame frame) {
      long now = System.nanoTime();
      frames++;
      ByteBuf b = frame.content();
      int from = b.readerIndex();
      int to = b.writerIndex();
      int t = after(b, from, to, TYPE);
      if (t < 0) {
        return;
      }
      // A delta starts with board and seq, a snapshot with its type: the first of each is the
      // message's.
      int board = (int) number(b, after(b, from, to, BOARD), to);
      switch (b.getByte(t)) {
        case 's': // snapshot
        case 'g': { // game
          if (b.getByte(t + 1) != 'n' && b.getByte(t) == 's') {
            return; // not a snapshot
          }
          int m = after(b, t, to, MOVES);
          // Summary snapshots carry only the last move; full ones end with it.
          boolean none = m < 0 || b.getByte(m) == ']';
          set(board, none ? 0 : (int) number(b, lastAfter(b, m, to, PLY), to));
          break;
        }
        case 'm': // move
          if (b.getByte(t + 1) != 'o') {
            return;
          }
          moves.incrementAndGet();
          set(board, (int) number(b, after(b, t, to, PLY), to));
          if (samples != null) {
            samples.add(board + " " + number(b, after(b, from, to, SEQ), to) + " " + now);
          }
          break;
        case 't': // takeback
          if (b.getByte(t + 1) == 'a') {
            set(board, (int) number(b, after(b, t, to, PLY), to));
          }
          break;
        default:
          break;
      }
    }

    private void set(int board, int ply) {
      if (board < 0) {
        return;
      }
      int[] l = last;
      if (board >= l.length) {
        l = java.util.Arrays.copyOf(l, board + 1);
        java.util.Arrays.fill(l, last.length, board + 1, UNHEARD);
      }
      l[board] = ply;
      last = l;
    }

    /** The index just after the first {@code key} in [from, to), or -1. */
    private static int after(ByteBuf b, int from, int to, byte[] key) {
      if (from < 0) {
        return -1;
      }
      outer:
      for (int i = from; i + key.length <= to; i++) {
        for (int k = 0; k < key.length; k++) {
          if (b.getByte(i + k) != key[k]) {
            continue outer;
          }
        }
        return i + key.length;
      }
      return -1;
    }

    /** The index just after the last {@code key} in [from, to), or -1. */
    private static int lastAfter(ByteBuf b, int from, int to, byte[] key) {
      int found = -1;
      for (int i = after(b, from, to, key); i >= 0; i = after(b, i, to, key)) {
        found = i;
      }
      return found;
    }

    private static long number(ByteBuf b, int from, int to) {
      if (from < 0) {
        return -1;
      }
      long n = 0;
      for (int i = from; i < to; i++) {
        byte c = b.getByte(i);
        if (c < '0' || c > '9') {
          break;
        }
        n = n * 10 + (c - '0');
      }
      return n;
    }

    private static byte[] bytes(String s) {
      return s.getBytes(StandardCharsets.US_ASCII);
    }
  }
}
