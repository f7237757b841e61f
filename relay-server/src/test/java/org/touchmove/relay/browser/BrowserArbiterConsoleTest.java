package org.touchmove.relay.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.touchmove.hardware.emulator.Behaviour;
import org.touchmove.hardware.emulator.EmulatorServer;
import org.touchmove.hardware.emulator.HumanProfile;
import org.touchmove.relay.config.BoardSource;
import org.touchmove.relay.hub.AlertRecord;
import org.touchmove.relay.hub.BoardFeed;
import org.touchmove.relay.server.Relay;

/**
 * The arbiter console in Chromium: emulated players with the {@code irregular} profile (illegal
 * moves, touch-move, castling with the rook first, ...) raise alerts; the console shows an illegal
 * move (Laws 7.5) with its article, and the arbiter acknowledges it.
 */
class BrowserArbiterConsoleTest {
  @TempDir static Path dir;
  static ChromeDriver chrome;
  static Relay relay;

  /**
   * Board 2's players: the {@code irregular} profile, but completing an illegal move on every
   * other chance instead of one in fifty, so the test need not wait minutes for one.
   */
  static EmulatorServer board2;

  @BeforeAll
  static void start() throws Exception {
    if (!BrowserSupport.haveChromium()) {
      return;
    }
    board2 = BrowserSupport.emulatorServer(2, 2, HumanProfile.irregular().with(Behaviour.ILLEGAL_COMPLETED, 0.5), 200);
    var config = BrowserSupport.config(dir, 1, "irregular", 200, 0);
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

  @Test
  void alertShowsWithItsArticleAndIsAcknowledged() throws Exception {
    BrowserSupport.viewport(chrome, 1400, 900);
    chrome.get(BrowserSupport.base(relay) + "/arbiter?token=" + BrowserSupport.TOKEN);
    BrowserSupport.waitUpTo(chrome, 10).withMessage("the arbiter feed is open")
        .until(d -> d.findElement(By.id("status")).getText().equals("Live (arbiter feed)"));
    assertThat(chrome.getCurrentUrl()).as("the token left the address bar").doesNotContain(BrowserSupport.TOKEN);
    BrowserSupport.waitUpTo(chrome, 10).until(d -> d.findElements(By.cssSelector("#boards .card")).size() == 2);

    // The first illegal move (Laws 7.5) the relay reports on either board.
    Object[] found = BrowserSupport.until("an illegal-move alert (7.5) from the irregular players", 60, () -> {
      for (BoardFeed feed : relay.hub().boards()) {
        for (AlertRecord a : feed.live().alerts()) {
          if (a.acknowledgedBy().isEmpty() && a.alert().law().startsWith("7.5")) {
            return new Object[] {feed.info().board(), a};
          }
        }
      }
      return null;
    });
    int board = (Integer) found[0];
    AlertRecord alert = (AlertRecord) found[1];
    String law = alert.alert().law();
    By view = By.cssSelector("article.alert[data-id='" + alert.id() + "']");
    BrowserSupport.waitUpTo(chrome, 3).withMessage("alert " + alert.id() + " (" + law + ") in the queue")
        .until(d -> !d.findElements(By.cssSelector("#queue article.alert[data-id='" + alert.id() + "']")).isEmpty());
    WebElement article = chrome.findElement(view);
    assertThat(article.getAttribute("aria-label")).startsWith("Board " + board + ", " + law + " ");
    assertThat(article.findElement(By.cssSelector(".alert-board")).getText()).isEqualTo("Board " + board);
    assertThat(article.findElement(By.cssSelector(".alert-law")).getText()).isEqualTo("Art. " + law);
    assertThat(article.findElement(By.cssSelector(".alert-what")).getText()).isNotBlank();
    assertThat(article.findElements(By.cssSelector("figure.evidence"))).hasSize(2);
    assertThat(chrome.findElement(By.id("banner")).isDisplayed()).as("the new-alert banner").isTrue();
    System.out.printf("alert %s on board %d: Art. %s %s (%s)%n",
        alert.id(), board, law, article.findElement(By.cssSelector(".alert-what")).getText(), alert.alert().kind());

    // Screen readers hear every alert that arrives while the console is open (an assertive log).
    WebElement log = chrome.findElement(By.id("alert-live"));
    assertThat(log.getAttribute("aria-live")).isEqualTo("assertive");
    assertThat(log.getAttribute("role")).isEqualTo("log");
    BrowserSupport.waitUpTo(chrome, 60).withMessage("a new alert announced in the live region")
        .until(d -> !log.findElements(By.tagName("p")).isEmpty());
    assertThat(log.findElement(By.tagName("p")).getAttribute("textContent"))
        .matches("New alert: board \\d+, article [0-9A-Z.]+, .+, (ply \\d+ \\(\\d+\\.(\\.\\.)? (White|Black)\\)|before the first move)\\.");
    assertThat(chrome.findElement(By.id("beep")).isSelected()).as("the beep is off by default").isFalse();

    // From the alert to the board's actions: the panel opens with the focus on it and proposes
    // restoring the position before the alert's move (Laws 7.5.1).
    WebElement toActions = article.findElement(By.cssSelector("button.to-actions"));
    assertThat(toActions.getText()).isEqualTo("Board " + board + " actions");
    chrome.executeScript("arguments[0].scrollIntoView({block: 'center'})", toActions);
    toActions.click();
    WebElement details = chrome.findElement(By.cssSelector(".board-entry[data-board='" + board + "'] details.actions"));
    BrowserSupport.waitUpTo(chrome, 3).withMessage("board " + board + "'s actions open")
        .until(d -> details.getAttribute("open") != null);
    assertThat(chrome.switchTo().activeElement()).isEqualTo(details.findElement(By.tagName("summary")));
    java.util.List<WebElement> plies = details.findElements(By.cssSelector(".act-takeback-ply option"));
    int last = Integer.parseInt(plies.get(0).getAttribute("value"));
    int first = Integer.parseInt(plies.get(plies.size() - 1).getAttribute("value"));
    int ply = alert.alert().ply();
    int proposed = ply > 0 ? Math.min(last, Math.max(first, ply - 1)) : Math.max(first, last - 1);
    assertThat(new org.openqa.selenium.support.ui.Select(details.findElement(By.cssSelector(".act-takeback-ply")))
        .getFirstSelectedOption().getAttribute("value")).isEqualTo(String.valueOf(proposed));
    chrome.executeScript("scrollTo(0, 0)");
    BrowserSupport.screenshot(chrome, "arbiter");

    WebElement ack = article.findElement(By.cssSelector("button.ack"));
    assertThat(ack.getText()).isEqualTo("Acknowledge");
    chrome.executeScript("arguments[0].scrollIntoView({block: 'center'})", ack);
    ack.click();
    Optional<String> by = BrowserSupport.until("the relay records the acknowledgement", 10, () -> {
      for (AlertRecord a : relay.hub().board(board).orElseThrow().live().alerts()) {
        if (a.id().equals(alert.id()) && a.acknowledgedBy().isPresent()) {
          return a.acknowledgedBy();
        }
      }
      return null;
    });
    assertThat(by.get()).isNotBlank();
    BrowserSupport.waitUpTo(chrome, 5).withMessage("the console moves the alert to the acknowledged list")
        .until(d -> !d.findElements(By.cssSelector("#acked article.alert.acknowledged[data-id='" + alert.id() + "']")).isEmpty());
    assertThat(chrome.findElements(By.cssSelector("#queue article.alert[data-id='" + alert.id() + "']"))).isEmpty();
    WebElement done = chrome.findElement(view).findElement(By.cssSelector("button.ack"));
    assertThat(done.getAttribute("textContent")).isEqualTo("Acknowledged by " + by.get());
    assertThat(done.isEnabled()).isFalse();
  }
}
