package org.touchmove.relay.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.touchmove.relay.journal.RoundLog;
import org.touchmove.relay.journal.RoundStart;
import org.touchmove.relay.server.Relay;

/**
 * The arbiter console's round control in Chromium: with both games of round 1 still being played,
 * starting round 2 is refused and the relay's reason is shown; the console then offers force, and
 * the forced start, confirmed a second time, moves the relay (and the console, without a reload)
 * to round 2, journalled in {@code rounds.jsonl} with the arbiter's name and the time.
 */
class BrowserRoundStartTest {
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

  private static WebElement dialog() {
    WebElement dialog = chrome.findElement(By.id("confirm"));
    BrowserSupport.waitUpTo(chrome, 3).withMessage("the confirmation dialog opens").until(d -> dialog.isDisplayed());
    return dialog;
  }

  private static void confirm() {
    WebElement dialog = dialog();
    dialog.findElement(By.id("confirm-ok")).click();
    BrowserSupport.waitUpTo(chrome, 3).withMessage("the dialog closes").until(d -> !dialog.isDisplayed());
  }

  private static String text(String css) {
    return chrome.findElement(By.cssSelector(css)).getAttribute("textContent");
  }

  @Test
  void aRefusedStartShowsTheReasonAndAForcedOneMovesTheConsoleToTheNextRound() throws Exception {
    BrowserSupport.until("a move on both boards of round 1", 60, () ->
        relay.hub().board(1, 1).orElseThrow().live().moves().size() >= 1
            && relay.hub().board(1, 2).orElseThrow().live().moves().size() >= 1);
    BrowserSupport.viewport(chrome, 1400, 900);
    chrome.get(BrowserSupport.base(relay) + "/arbiter?token=" + BrowserSupport.TOKEN);
    BrowserSupport.waitUpTo(chrome, 10).withMessage("the arbiter feed is open")
        .until(d -> d.findElement(By.id("status")).getText().equals("Live (arbiter feed)"));
    BrowserSupport.waitUpTo(chrome, 10).withMessage("both games under way in the console").until(d -> {
      List<WebElement> last = d.findElements(By.cssSelector("#boards .card .last"));
      return last.size() == 2 && last.stream().allMatch(e -> e.getText().matches("\\d+\\.(\\.\\.)? .+"));
    });
    chrome.executeScript("window.sameDocument = true;");
    BrowserSupport.waitUpTo(chrome, 5).withMessage("the control names the round being played")
        .until(d -> text(".round-now").equals("Round 1 is being played"));
    WebElement next = chrome.findElement(By.cssSelector(".round-next"));
    WebElement go = chrome.findElement(By.cssSelector(".round-go"));
    WebElement force = chrome.findElement(By.cssSelector(".round-force"));
    assertThat(next.getAttribute("value")).as("the next round, proposed").isEqualTo("2");
    assertThat(chrome.findElement(By.cssSelector("label[for='" + next.getAttribute("id") + "']")).getText())
        .isEqualTo("Round to start");
    assertThat(go.getText()).isEqualTo("Start next round…");
    assertThat(force.isDisplayed()).as("no force before a refusal").isFalse();

    // Cancelled (Escape): nothing is sent.
    go.click();
    assertThat(dialog().findElement(By.id("confirm-text")).getText()).isEqualTo("Start round 2 and finish round 1? "
        + "Every board moves to round 2 at once. 2 games of round 1 have no result yet (boards 1 and 2).");
    assertThat(chrome.findElement(By.id("confirm-ok")).getText()).isEqualTo("Start round 2");
    chrome.switchTo().activeElement().sendKeys(Keys.ESCAPE);
    BrowserSupport.waitUpTo(chrome, 3).withMessage("Escape closes the dialog, the focus goes back")
        .until(d -> !d.findElement(By.id("confirm")).isDisplayed() && d.switchTo().activeElement().equals(go));
    assertThat(text(".round-msg")).isEqualTo("Not changed.");

    // Confirmed: the relay refuses, its reason is shown as it gave it, and force is offered.
    go.click();
    confirm();
    BrowserSupport.waitUpTo(chrome, 10).withMessage("the relay's refusal is shown")
        .until(d -> !text(".round-error").isEmpty());
    assertThat(text(".round-error")).isEqualTo("The relay refused: round 1 is still being played on boards 1 and 2 "
        + "(no result yet): set the results first, or start round 2 with \"force\":true (HTTP 409)");
    assertThat(chrome.findElement(By.cssSelector(".round-error")).getAttribute("role")).isEqualTo("alert");
    assertThat(relay.hub().round()).as("refused: the relay still plays round 1").isEqualTo(1);
    assertThat(RoundLog.read(dir)).as("nothing journalled").isEmpty();
    assertThat(Files.exists(dir.resolve("round-2"))).isFalse();
    BrowserSupport.waitUpTo(chrome, 3).withMessage("force is offered").until(d -> force.isDisplayed());
    assertThat(force.getText()).isEqualTo("Force round 2…");
    BrowserSupport.screenshot(chrome, "arbiter-round-refused");

    // Forced, confirmed a second time.
    long asked = System.currentTimeMillis();
    force.click();
    assertThat(dialog().findElement(By.id("confirm-text")).getText())
        .startsWith("Force round 2? The relay refused: round 1 is still being played on boards 1 and 2")
        .endsWith("games without a result stay in round 1's record as they are, and a round played before goes on "
            + "in its journals.");
    assertThat(chrome.findElement(By.id("confirm-ok")).getText()).isEqualTo("Force round 2");
    confirm();
    BrowserSupport.until("the relay plays round 2", 30, () -> relay.hub().round() == 2);
    long answered = System.currentTimeMillis();

    // Who and when, journalled by the relay.
    List<RoundStart> starts = RoundLog.read(dir);
    assertThat(starts).hasSize(1);
    RoundStart start = starts.get(0);
    assertThat(start.by()).isEqualTo("arbiter-1");
    assertThat(start.round()).isEqualTo(2);
    assertThat(start.previous()).isEqualTo(1);
    assertThat(start.forced()).isTrue();
    assertThat(start.at()).isBetween(asked, answered);
    assertThat(relay.hub().rounds()).containsExactly(1, 2);
    HttpResponse<String> tournament = BrowserSupport.HTTP.send(
        HttpRequest.newBuilder(URI.create(BrowserSupport.base(relay) + "/api/tournament"))
            .header("Authorization", "Bearer " + BrowserSupport.TOKEN).timeout(Duration.ofSeconds(10)).build(),
        HttpResponse.BodyHandlers.ofString());
    assertThat(tournament.body()).contains("\"round\":2");

    // The console follows round 2 without a reload.
    BrowserSupport.waitUpTo(chrome, 10).withMessage("the console says round 2 is being played")
        .until(d -> text(".round-now").equals("Round 2 is being played"));
    BrowserSupport.waitUpTo(chrome, 10).withMessage("the success is reported")
        .until(d -> text(".round-msg").equals("Round 2 started; round 1 is finished."));
    assertThat(text(".round-error")).isEmpty();
    assertThat(force.isDisplayed()).as("force is gone with the refusal").isFalse();
    assertThat(chrome.switchTo().activeElement()).as("the focus stays in the control").isEqualTo(go);
    assertThat(next.getAttribute("value")).isEqualTo("3");
    assertThat(chrome.findElement(By.id("event")).getText()).endsWith("round 2");
    BrowserSupport.waitUpTo(chrome, 20).withMessage("round 2's players on the console's cards").until(d ->
        d.findElements(By.cssSelector("#boards .card .player.white .name")).stream()
            .map(WebElement::getText).toList().equals(List.of("Draw, Dan", "Black, Bert")));
    assertThat(chrome.executeScript("return window.sameDocument === true;")).as("no reload").isEqualTo(true);
    BrowserSupport.screenshot(chrome, "arbiter-round-started");
  }
}
