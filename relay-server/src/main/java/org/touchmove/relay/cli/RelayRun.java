package org.touchmove.relay.cli;

import java.io.PrintWriter;
import java.util.concurrent.CountDownLatch;
import org.touchmove.relay.server.Relay;

/** Runs a started relay until Ctrl-C (or SIGTERM), printing where to find it. */
final class RelayRun {
  private RelayRun() {}

  static int untilStopped(Relay relay, PrintWriter out, String host) throws InterruptedException {
    int port = relay.address().getPort();
    String base = "http://" + host + ":" + port;
    out.println("Touchmove relay: " + relay.config().event() + ", round " + relay.config().round() + ", "
        + relay.hub().boards().size() + " boards, public delay " + relay.config().publicDelay().toSeconds() + " s");
    out.println("  spectators          " + base + "/");
    out.println("  demonstration board " + base + "/demo/" + relay.hub().boards().iterator().next().info().board());
    if (!relay.config().arbiterTokens().isEmpty()) {
      out.println("  arbiters            " + base + "/arbiter?token=" + relay.config().arbiterTokens().get(0));
    }
    out.println("  PGN feed            " + base + "/round/" + relay.config().round() + ".pgn");
    out.println("  metrics             " + base + "/metrics");
    out.println("  journals            " + relay.config().dataDir());
    out.println("Ctrl-C stops it.");
    out.flush();
    CountDownLatch stopped = new CountDownLatch(1);
    Thread hook = new Thread(() -> {
      relay.close();
      stopped.countDown();
    }, "touchmove-shutdown");
    Runtime.getRuntime().addShutdownHook(hook);
    stopped.await();
    return 0;
  }
}
