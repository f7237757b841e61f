package org.touchmove.relay.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Rectangle;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.touchmove.relay.hub.MoveRecord;
import org.touchmove.relay.server.Relay;

/** The round overview with eight boards, and the demonstration board on a 1920 x 1080 screen. */
class BrowserRoundAndDemoTest {
  static final int BOARDS = 8;
  @TempDir static Path dir;
  static ChromeDriver chrome;
  static Relay relay;

  @BeforeAll
  static void start() throws Exception {
    if (!BrowserSupport.haveChromium()) {
      return;
    }
    relay = Relay.start(BrowserSupport.config(dir, BOARDS, "careful", 30, 0));
    chrome = BrowserSupport.chrome();
  }

  @BeforeEach
  void needChromium() {
    BrowserSupport.assumeChromium();
  }

  @AfterAll
  static void stop() {
    if (chrome != null) {
      chrome.quit();
    }
    if (relay != null) {
      relay.close();
    }
  }

  private static double boardsMark() {
    return ((Number) BrowserSupport.waitUpTo(chrome, 10).withMessage("performance mark touchmove:boards").until(
        BrowserSupport.js("const e = performance.getEntriesByName('touchmove:boards')[0]; return e ? e.startTime : null;",
            Number.class))).doubleValue();
  }

  @Test
  void roundOverviewShowsEveryBoardWithinASecond() throws Exception {
    BrowserSupport.viewport(chrome, 1400, 900);
    // Note how many cards the page holds when it sets its mark (before any page script runs).
    chrome.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source", """
        const mark = performance.mark.bind(performance);
        window.cardsAtMark = {};
        performance.mark = (name, options) => {
          window.cardsAtMark[name] = document.querySelectorAll('#boards .card').length;
          return mark(name, options);
        };
        """));
    // The first page a just-started browser loads from a just-started relay pays for warming both
    // up (1 to 2.5 s here, about half of it before the HTML arrived): that load is only reported.
    // Once the games are under way, a spectator opening the page is held to a second.
    chrome.get(BrowserSupport.base(relay) + "/");
    double cold = boardsMark();
    BrowserSupport.waitUpTo(chrome, 20).withMessage("every card with both clocks and a last move").until(d -> {
      for (WebElement card : d.findElements(By.cssSelector("#boards .card"))) {
        for (WebElement clock : card.findElements(By.cssSelector(".clock"))) {
          if (BrowserSupport.clockMillis(clock.getText()) <= 0) {
            return false;
          }
        }
        if (!card.findElement(By.cssSelector(".last")).getText().matches("\\d+\\.(\\.\\.)? \\S+")) {
          return false;
        }
      }
      return true;
    });
    chrome.get(BrowserSupport.base(relay) + "/");
    double warm = boardsMark();
    System.out.printf("round overview, %d boards: all cards painted %.0f ms after navigation (%.0f ms on the cold first load)%n",
        BOARDS, warm, cold);
    assertThat(warm).as("ms from navigation to the cards").isLessThan(1000);
    assertThat(((Number) chrome.executeScript("return window.cardsAtMark['touchmove:boards']")).intValue())
        .as("cards on the page when it marks touchmove:boards").isEqualTo(BOARDS);

    List<WebElement> cards = chrome.findElements(By.cssSelector("#boards .card"));
    long height = ((Number) chrome.executeScript("return innerHeight")).longValue();
    for (int i = 0; i < BOARDS; i++) {
      WebElement card = cards.get(i);
      assertThat(card.getAttribute("data-board")).isEqualTo(String.valueOf(i + 1));
      assertThat(card.getAttribute("href")).endsWith("/game/" + (i + 1));
      Rectangle r = card.getRect();
      assertThat(card.isDisplayed()).isTrue();
      assertThat(r.getHeight()).as("card %d height", i + 1).isGreaterThan(200);
      assertThat(r.getY() + r.getHeight()).as("card %d is on the 1400 x 900 screen", i + 1).isLessThanOrEqualTo((int) height);
      assertThat(card.findElements(By.cssSelector(".mini svg"))).as("card %d mini-board", i + 1).hasSize(1);
    }
    assertThat(cards.get(0).findElement(By.cssSelector(".player.white .name")).getText()).isEqualTo("White, Wilma");
    assertThat(cards.get(0).findElement(By.cssSelector(".player.black .name")).getText()).isEqualTo("Black, Bert");
    BrowserSupport.waitUpTo(chrome, 5).withMessage("every card with both clocks").until(d ->
        d.findElements(By.cssSelector("#boards .card .clock")).stream()
            .allMatch(c -> BrowserSupport.clockMillis(c.getText()) > 0));
    BrowserSupport.screenshot(chrome, "round");
  }

  @Test
  void demonstrationBoardFillsA1920x1080Screen() throws Exception {
    BrowserSupport.viewport(chrome, 1920, 1080);
    chrome.get(BrowserSupport.base(relay) + "/demo/1");
    WebElement status = chrome.findElement(By.id("status"));
    BrowserSupport.waitUpTo(chrome, 10).until(d -> "open".equals(status.getAttribute("data-state")));
    BrowserSupport.waitUpTo(chrome, 30).withMessage("two moves listed on the demonstration board")
        .until(d -> d.findElements(By.cssSelector("#last li")).size() >= 1
            && relay.hub().board(1).orElseThrow().publicState().moves().size() >= 2);
    // The latest move on the screen is the relay's latest.
    BrowserSupport.waitUpTo(chrome, 5).withMessage("the last move shown is the relay's last move").until(d -> {
      List<MoveRecord> moves = relay.hub().board(1).orElseThrow().publicState().moves();
      String san = moves.get(moves.size() - 1).san();
      WebElement latest = d.findElement(By.cssSelector("#last li.latest"));
      return latest.getText().contains(san) && d.findElements(By.cssSelector("#board .mark-last")).size() == 2;
    });

    Rectangle board = chrome.findElement(By.id("board")).getRect();
    System.out.printf("demonstration board: %d x %d px at (%d, %d) on 1920 x 1080%n",
        board.getWidth(), board.getHeight(), board.getX(), board.getY());
    assertThat(board.getHeight()).as("board height").isGreaterThan(800);
    assertThat(Math.abs(board.getWidth() - board.getHeight())).as("square board").isLessThanOrEqualTo(2);
    assertThat(board.getY()).isGreaterThanOrEqualTo(0);
    assertThat(board.getY() + board.getHeight()).as("board bottom within the screen").isLessThanOrEqualTo(1080);
    assertThat(chrome.executeScript("return document.documentElement.scrollHeight <= innerHeight "
        + "&& document.documentElement.scrollWidth <= innerWidth")).as("no scrolling").isEqualTo(true);

    for (String id : List.of("clock-top", "clock-bottom")) {
      WebElement clock = chrome.findElement(By.id(id));
      assertThat(clock.isDisplayed()).as(id).isTrue();
      assertThat(BrowserSupport.clockMillis(clock.getText())).as(id + " reads " + clock.getText()).isPositive();
      Rectangle r = clock.getRect();
      assertThat(r.getX()).as(id + " beside the board").isGreaterThanOrEqualTo(board.getX() + board.getWidth());
      assertThat(r.getY() + r.getHeight()).as(id + " on the screen").isLessThanOrEqualTo(1080);
      assertThat(r.getHeight()).as(id + " readable from the back of the hall").isGreaterThan(50);
    }
    assertThat(chrome.findElement(By.id("moveno")).getText()).matches("Move \\d+");
    assertThat(chrome.findElement(By.id("boardno")).getText()).isEqualTo("Board 1");
    assertThat(chrome.findElement(By.id("name-bottom")).getText()).isEqualTo("White, Wilma");
    BrowserSupport.screenshot(chrome, "demo");
  }

  /**
   * Ink height of the first figurine in {@code css} over that of a capital N in the text around it,
   * both measured with the fonts the page computed (canvas text metrics).
   */
  private static double figurineToCapital(String css) {
    return ((Number) chrome.executeScript("""
        const fig = document.querySelector(arguments[0]);
        const ctx = document.createElement('canvas').getContext('2d');
        const ink = (el, text) => {
          ctx.font = getComputedStyle(el).font;
          const m = ctx.measureText(text);
          return m.actualBoundingBoxAscent + m.actualBoundingBoxDescent;
        };
        return ink(fig, fig.textContent) / ink(fig.parentElement, 'N');
        """, css)).doubleValue();
  }

  @Test
  void figurinesStandAsTallAsCapitals() throws Exception {
    BrowserSupport.viewport(chrome, 1400, 900);
    chrome.get(BrowserSupport.base(relay) + "/game/1?notation=figurine");
    BrowserSupport.waitUpTo(chrome, 60).withMessage("a piece move in figurines on the game page")
        .until(d -> !d.findElements(By.cssSelector("#moves .san .fig")).isEmpty());
    WebElement fig = chrome.findElement(By.cssSelector("#moves .san .fig"));
    assertThat(fig.getText()).matches("[♔♕♖♗♘]");
    double game = figurineToCapital("#moves .san .fig");
    chrome.get(BrowserSupport.base(relay) + "/demo/1?notation=figurine");
    BrowserSupport.waitUpTo(chrome, 60).withMessage("a piece move in figurines on the demonstration board")
        .until(d -> !d.findElements(By.cssSelector("#last .fig")).isEmpty());
    double demo = figurineToCapital("#last .fig");
    System.out.printf("figurine ink height / capital N: game page %.2f, demonstration board %.2f%n", game, demo);
    assertThat(game).as("figurine height relative to a capital, game page").isBetween(0.95, 1.6);
    assertThat(demo).as("figurine height relative to a capital, demonstration board").isBetween(0.95, 1.6);
  }
}
