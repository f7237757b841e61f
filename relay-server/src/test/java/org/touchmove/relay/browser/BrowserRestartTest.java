package org.touchmove.relay.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.touchmove.relay.config.TournamentConfig;
import org.touchmove.relay.hub.MoveRecord;
import org.touchmove.relay.server.Relay;

/**
 * A spectator's game page survives a relay restart: the relay stops, comes back on the same port
 * with the same journals, and the open page reconnects by itself and shows the new moves.
 */
class BrowserRestartTest {
  @TempDir static Path dir;
  static ChromeDriver chrome;
  static Relay relay;

  @BeforeAll
  static void start() {
    if (!BrowserSupport.haveChromium()) {
      return;
    }
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
  void pageReconnectsAfterARelayRestartAndShowsNewMoves() throws Exception {
    TournamentConfig config = BrowserSupport.config(dir, 1, "careful", 30, BrowserSupport.freePort());
    relay = Relay.start(config);
    chrome.get(BrowserSupport.base(relay) + "/game/1");
    WebElement status = chrome.findElement(By.id("status"));
    BrowserSupport.waitUpTo(chrome, 10).until(d -> "open".equals(status.getAttribute("data-state")));
    BrowserSupport.waitUpTo(chrome, 30).withMessage("a move before the restart")
        .until(d -> !d.findElements(By.cssSelector("#moves button.ply")).isEmpty());

    relay.close();
    relay = null;
    BrowserSupport.waitUpTo(chrome, 5).withMessage("the page notices the relay is gone")
        .until(d -> "retrying".equals(status.getAttribute("data-state")));
    assertThat(status.getText()).startsWith("Connection lost · retrying in");

    relay = Relay.start(config);
    long restarted = System.currentTimeMillis();
    Relay back = relay;
    BrowserSupport.waitUpTo(chrome, 15).withMessage("the page reconnects")
        .until(d -> "open".equals(status.getAttribute("data-state")));
    assertThat(status.getText()).isEqualTo("Live");
    System.out.printf("page live again %d ms after the relay restarted%n", System.currentTimeMillis() - restarted);

    // The emulated board lives in the relay, so its game starts again; wait for moves made after
    // the restart and for the page to show exactly the relay's move list.
    BrowserSupport.waitUpTo(chrome, 60).withMessage("moves made after the restart, on the page").until(d -> {
      List<MoveRecord> moves = back.hub().board(1).orElseThrow().publicState().moves();
      if (moves.size() < 2 || moves.get(moves.size() - 1).at() < restarted) {
        return false;
      }
      List<WebElement> plies = d.findElements(By.cssSelector("#moves button.ply .san"));
      return plies.size() == moves.size() && plies.get(plies.size() - 1).getText().equals(moves.get(moves.size() - 1).san());
    });
  }
}
