package org.touchmove.relay.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;
import org.touchmove.relay.server.Relay;

/**
 * The round overview open while an arbiter starts the next round: the page, without reloading,
 * names the new round and shows its boards with the new round's players.
 */
class BrowserRoundChangeTest {
  @TempDir static Path dir;
  static ChromeDriver chrome;
  static Relay relay;

  @BeforeAll
  static void start() throws Exception {
    if (!BrowserSupport.haveChromium()) {
      return;
    }
    relay = Relay.start(BrowserSupport.twoRounds(dir));
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

  @Test
  void theRoundOverviewFollowsTheNextRound() throws Exception {
    BrowserSupport.viewport(chrome, 1400, 900);
    chrome.get(BrowserSupport.base(relay) + "/");
    BrowserSupport.waitUpTo(chrome, 20).withMessage("round 1's players on the cards").until(d ->
        d.findElements(By.cssSelector("#boards .card .player.white .name")).stream()
            .anyMatch(e -> e.getText().equals("White, Wilma")));
    assertThat(chrome.findElement(By.id("round")).getText()).isEqualTo("Round 1");
    chrome.executeScript("window.sameDocument = true;");

    HttpResponse<String> started = BrowserSupport.post(relay, "/api/round/start", "{\"force\":true}",
        "Authorization", "Bearer " + BrowserSupport.TOKEN);
    assertThat(started.statusCode()).as(started.body()).isEqualTo(200);

    BrowserSupport.waitUpTo(chrome, 20).withMessage("the page names round 2").until(d ->
        d.findElement(By.id("round")).getText().equals("Round 2"));
    BrowserSupport.waitUpTo(chrome, 20).withMessage("round 2's players on the cards").until(d ->
        d.findElements(By.cssSelector("#boards .card .player.white .name")).stream()
            .map(e -> e.getText()).toList().equals(java.util.List.of("Draw, Dan", "Black, Bert")));
    assertThat(chrome.executeScript("return window.sameDocument === true;")).as("no reload").isEqualTo(true);
    assertThat(chrome.getTitle()).endsWith("round 2");
  }
}
