package org.touchmove.relay.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.touchmove.hardware.emulator.EmulatorServer;
import org.touchmove.hardware.emulator.HumanProfile;
import org.touchmove.relay.config.BoardSource;
import org.touchmove.relay.hub.MoveRecord;
import org.touchmove.relay.server.Relay;

/**
 * The game page in Chromium against a relay whose emulated boards play real games (London 2016,
 * 30 times faster): moves reach the page within a second of the relay publishing them; clocks
 * tick, and stop when the arbiter enters a result.
 */
class BrowserGamePageTest {
  @TempDir static Path dir;
  static ChromeDriver chrome;
  static Relay relay;
  /** Board 2's emulator runs outside the relay so the test can switch the board off. */
  static EmulatorServer board2;

  @BeforeAll
  static void start() throws Exception {
    if (!BrowserSupport.haveChromium()) {
      return;
    }
    board2 = BrowserSupport.emulatorServer(2, 2, HumanProfile.careful(), 30);
    var config = BrowserSupport.config(dir, 1, "careful", 30, 0);
    Map<Integer, BoardSource> boards = new TreeMap<>(config.boards());
    boards.put(2, BrowserSupport.tcp(board2));
    relay = Relay.start(BrowserSupport.withBoards(config, boards));
    chrome = BrowserSupport.chrome();
  }

  @BeforeEach
  void needChromium() {
    BrowserSupport.assumeChromium();
  }

  @AfterAll
  static void stop() throws Exception {
    if (chrome != null) {
      chrome.quit();
    }
    if (relay != null) {
      relay.close();
    }
    if (board2 != null) {
      board2.close();
    }
  }

  /**
   * When the relay published a move: after {@code notBefore} (the last poll that did not see it) and
   * by {@code by} (the first poll that did), epoch ms.
   */
  record Published(long notBefore, long by, String san) {}

  @Test
  void movesReachThePageWithinASecondOfThePublication() throws Exception {
    Map<Integer, Published> relaySeen = new ConcurrentHashMap<>();
    ScheduledExecutorService poll = Executors.newSingleThreadScheduledExecutor();
    long[] lastPoll = {System.currentTimeMillis()};
    poll.scheduleAtFixedRate(() -> {
      List<MoveRecord> moves = relay.hub().board(1).orElseThrow().publicState().moves();
      long now = System.currentTimeMillis();
      if (!moves.isEmpty()) {
        relaySeen.putIfAbsent(moves.size(), new Published(lastPoll[0], now, moves.get(moves.size() - 1).san()));
      }
      lastPoll[0] = now;
    }, 0, 20, TimeUnit.MILLISECONDS);
    try {
      BrowserSupport.viewport(chrome, 1400, 900);
      chrome.get(BrowserSupport.base(relay) + "/game/1");
      BrowserSupport.waitUpTo(chrome, 10).until(d -> "open".equals(d.findElement(By.id("status")).getAttribute("data-state")));
      assertThat(chrome.findElement(By.id("status")).getText()).isEqualTo("Live");
      // The browser notes (its Date.now(), the same system clock) when each list length first shows.
      chrome.executeScript("""
          window.__seen = {};
          const list = document.getElementById('moves');
          const note = () => {
            const plies = list.querySelectorAll('button.ply');
            const n = plies.length;
            if (n && !(n in window.__seen)) {
              window.__seen[n] = {at: Date.now(), san: plies[n - 1].querySelector('.san').textContent};
            }
          };
          note();
          new MutationObserver(note).observe(list, {childList: true});
          """);
      int start = chrome.findElements(By.cssSelector("#moves button.ply")).size();
      int target = start + 3;
      BrowserSupport.waitUpTo(chrome, 60).withMessage("three new moves on the page")
          .until(d -> chrome.findElements(By.cssSelector("#moves button.ply")).size() >= target);
      @SuppressWarnings("unchecked")
      Map<String, Map<String, Object>> pageSeen = (Map<String, Map<String, Object>>) chrome.executeScript("return window.__seen");
      StringBuilder report = new StringBuilder();
      for (int n = start + 1; n <= target; n++) {
        Map<String, Object> page = pageSeen.get(String.valueOf(n));
        Published published = relaySeen.get(n);
        assertThat(page).as("the page showed move %d", n).isNotNull();
        assertThat(published).as("the relay published move %d", n).isNotNull();
        long shown = ((Number) page.get("at")).longValue();
        // The publication happened in (notBefore, by]: the gap is at most shown - notBefore.
        long most = shown - published.notBefore();
        report.append(String.format("move %d %s: on the page %d to %d ms after the relay published it%n", n,
            published.san(), Math.max(0, shown - published.by()), most));
        assertThat(page.get("san")).as("move %d", n).isEqualTo(published.san());
        assertThat(shown).as("move %d is not on the page before the relay had it", n).isGreaterThan(published.notBefore());
        assertThat(most).as("move %d: ms from publication to the page", n).isLessThan(1000);
      }
      System.out.print(report);
      BrowserSupport.screenshot(chrome, "game");
    } finally {
      poll.shutdownNow();
    }
  }

  @Test
  void aMoveCarryingItsPressSetsTheClocks() throws Exception {
    chrome.get(BrowserSupport.base(relay) + "/game/2");
    // The page's own model module, in the browser, fed a move with the press's readings
    // (docs/wire-format.md): the clocks are taken from it; a move without them leaves them.
    Object result = chrome.executeAsyncScript(
        "const done = arguments[arguments.length - 1];"
            + "import('/static/js/model.js').then(({ Games }) => {"
            + "  const games = new Games(() => 0);"
            + "  games.apply({ type: 'snapshot', board: 9, seq: 1, game: { board: 9, status: 'playing',"
            + "    moves: [], clock: { white: 600000, black: 600000, running: 'white', at: 0 } } });"
            + "  const change = games.apply({ type: 'move', board: 9, seq: 3, move: { ply: 1, san: 'e4',"
            + "    uci: 'e2e4', fen: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',"
            + "    clock: { white: 595000, black: 600000 }, at: 5000 },"
            + "    clock: { white: 595000, black: 600000, running: 'black', at: 5000 } });"
            + "  const after = JSON.stringify(change.game.clock);"
            + "  games.apply({ type: 'move', board: 9, seq: 4, move: { ply: 2, san: 'e5', uci: 'e7e5',"
            + "    fen: 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2', clock: null, at: 9000 } });"
            + "  done(change.kind + ' ' + after + ' ' + JSON.stringify(games.get(9).clock));"
            + "}).catch((e) => done('failed: ' + e));");
    String clock = "{\"white\":595000,\"black\":600000,\"running\":\"black\",\"at\":5000}";
    assertThat(result).isEqualTo("move " + clock + " " + clock);
  }

  @Test
  void clocksTickAndStopOnTheArbitersResult() throws Exception {
    chrome.get(BrowserSupport.base(relay) + "/game/2");
    BrowserSupport.waitUpTo(chrome, 30).withMessage("a move and a running clock on board 2")
        .until(d -> d.findElements(By.cssSelector("#moves button.ply")).size() >= 2
            && !d.findElements(By.cssSelector(".player-bar .clock.running")).isEmpty());
    WebElement running = chrome.findElement(By.cssSelector(".player-bar .clock.running"));
    String before = running.getText();
    assertThat(BrowserSupport.clockMillis(before)).as("clock text %s", before).isPositive();
    BrowserSupport.waitUpTo(chrome, 3).withMessage("the running clock (" + before + ") ticks")
        .until(d -> !running.getText().equals(before));

    // The players stop: the board goes silent with the clock still running. The page keeps
    // counting down (it extrapolates the last readings) until the arbiter enters the result.
    board2.close();
    // A press already on its way when the board went off still lands and switches the running
    // face: look for the running face only once the relay has heard nothing for a second (the
    // page follows the relay within a second, as the first test shows).
    awaitQuiet(2, 1000, 10_000);
    List<WebElement> faces = chrome.findElements(By.cssSelector(".player-bar .clock"));
    BrowserSupport.waitUpTo(chrome, 3).withMessage("a clock still runs on the page")
        .until(d -> !d.findElements(By.cssSelector(".player-bar .clock.running")).isEmpty());
    WebElement stillRunning = chrome.findElement(By.cssSelector(".player-bar .clock.running"));
    String silent = stillRunning.getText();
    BrowserSupport.waitUpTo(chrome, 3).withMessage("the clock ticks on while the board is silent")
        .until(d -> !stillRunning.getText().equals(silent));

    var answer = BrowserSupport.post(relay, "/api/board/2/result", "{\"result\":\"1-0\"}",
        "Authorization", "Bearer " + BrowserSupport.TOKEN);
    assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
    assertThat(relay.hub().board(2).orElseThrow().live().result()).contains("1-0");
    WebElement result = chrome.findElement(By.id("result"));
    BrowserSupport.waitUpTo(chrome, 5).withMessage("the result shows").until(d -> result.isDisplayed());
    assertThat(result.getText()).isEqualTo("1-0 · arbiter decision");
    BrowserSupport.waitUpTo(chrome, 2).withMessage("no clock marked running")
        .until(d -> d.findElements(By.cssSelector(".player-bar .clock.running")).isEmpty());
    String top = faces.get(0).getText();
    String bottom = faces.get(1).getText();
    assertThat(BrowserSupport.clockMillis(top)).isPositive();
    assertThat(BrowserSupport.clockMillis(bottom)).isPositive();
    // Watch both faces for two seconds: a running clock changes its text every second.
    long end = System.nanoTime() + 2_000_000_000L;
    while (System.nanoTime() < end) {
      assertThat(faces.get(0).getText()).as("top clock after the result").isEqualTo(top);
      assertThat(faces.get(1).getText()).as("bottom clock after the result").isEqualTo(bottom);
      Thread.sleep(100);
    }
    assertThat(chrome.findElement(By.id("where")).getText()).isEqualTo("Final position");
  }

  /** Waits until board {@code board}'s state has not changed for {@code quietMillis}. */
  private static void awaitQuiet(int board, long quietMillis, long timeoutMillis) throws InterruptedException {
    long deadline = System.currentTimeMillis() + timeoutMillis;
    long seq = relay.hub().board(board).orElseThrow().live().seq();
    long since = System.currentTimeMillis();
    while (System.currentTimeMillis() - since < quietMillis) {
      assertThat(System.currentTimeMillis()).as("board %d goes quiet", board).isLessThan(deadline);
      Thread.sleep(50);
      long now = relay.hub().board(board).orElseThrow().live().seq();
      if (now != seq) {
        seq = now;
        since = System.currentTimeMillis();
      }
    }
  }

  /** Issue #6: the game page works on a phone (390 × 844 CSS pixels, a common handset). */
  @Test
  void theGamePageFitsAPhone() throws Exception {
    BrowserSupport.viewport(chrome, 390, 844);
    try {
      chrome.get(BrowserSupport.base(relay) + "/game/1");
      BrowserSupport.waitUpTo(chrome, 30).withMessage("moves on the phone's game page")
          .until(d -> !d.findElements(By.cssSelector("#moves button.ply")).isEmpty());
      @SuppressWarnings("unchecked")
      Map<String, Object> layout = (Map<String, Object>) chrome.executeScript("""
          const board = document.getElementById('board').getBoundingClientRect();
          const moves = document.getElementById('moves').getBoundingClientRect();
          return {scroll: document.documentElement.scrollWidth, inner: window.innerWidth,
                  boardLeft: board.left, boardRight: board.right, boardWidth: board.width,
                  movesWidth: moves.width};
          """);
      double inner = ((Number) layout.get("inner")).doubleValue();
      assertThat(((Number) layout.get("scroll")).doubleValue())
          .as("no sideways scrolling: %s", layout).isLessThanOrEqualTo(inner);
      assertThat(((Number) layout.get("boardLeft")).doubleValue()).as("%s", layout).isGreaterThanOrEqualTo(0);
      assertThat(((Number) layout.get("boardRight")).doubleValue()).as("%s", layout).isLessThanOrEqualTo(inner);
      assertThat(((Number) layout.get("boardWidth")).doubleValue())
          .as("the board uses most of the width: %s", layout).isGreaterThan(inner * 0.8);
      assertThat(((Number) layout.get("movesWidth")).doubleValue()).as("%s", layout).isGreaterThan(0);
      BrowserSupport.screenshot(chrome, "game-phone");
    } finally {
      BrowserSupport.viewport(chrome, 1400, 900);
    }
  }
}
