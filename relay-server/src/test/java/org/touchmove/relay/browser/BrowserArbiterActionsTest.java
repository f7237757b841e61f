package org.touchmove.relay.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.WindowType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.touchmove.hardware.emulator.EmulatorServer;
import org.touchmove.hardware.emulator.HumanProfile;
import org.touchmove.relay.config.BoardSource;
import org.touchmove.relay.hub.BoardState;
import org.touchmove.relay.hub.ClockState;
import org.touchmove.relay.server.Relay;

/**
 * The arbiter console's actions panel in Chromium, each action driven through the page and its
 * effect checked where spectators see it: the relay's state, the public JSON API and the public
 * game page. The three boards play until they have {@link #MOVES} moves and then fall silent (the
 * test closes their emulators), so no move from the board interferes with a take-back and no clock
 * reading restarts paused clocks.
 */
class BrowserArbiterActionsTest {
  static final int BOARDS = 3;
  static final int MOVES = 10;
  static final ObjectMapper JSON = new ObjectMapper();
  @TempDir static Path dir;
  static ChromeDriver chrome;
  static Relay relay;
  static final EmulatorServer[] emulators = new EmulatorServer[BOARDS + 1];

  @BeforeAll
  static void start() throws Exception {
    if (!BrowserSupport.haveChromium()) {
      return;
    }
    var config = BrowserSupport.config(dir, 0, "clean", 200, 0);
    Map<Integer, BoardSource> boards = new TreeMap<>();
    for (int b = 1; b <= BOARDS; b++) {
      emulators[b] = BrowserSupport.emulatorServer(b, b, HumanProfile.clean(), 200);
      boards.put(b, BrowserSupport.tcp(emulators[b]));
    }
    relay = Relay.start(BrowserSupport.withBoards(config, boards));
    chrome = BrowserSupport.chrome();
    // Silence each board once it has enough moves (with its clock still running).
    boolean[] silent = new boolean[BOARDS + 1];
    BrowserSupport.until(MOVES + " moves on every board", 120, () -> {
      boolean all = true;
      for (int b = 1; b <= BOARDS; b++) {
        if (!silent[b] && live(b).moves().size() >= MOVES) {
          try {
            emulators[b].close();
          } catch (Exception e) {
            throw new IllegalStateException("closing emulator " + b, e);
          }
          silent[b] = true;
        }
        all &= silent[b];
      }
      return all;
    });
    Thread.sleep(500); // anything the boards sent before closing is in
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
    for (EmulatorServer e : emulators) {
      if (e != null) {
        e.close();
      }
    }
  }

  static BoardState live(int board) {
    return relay.hub().board(board).orElseThrow().live();
  }

  /** The public JSON API's {@code GAME} for a board (no token: what spectators get). */
  static JsonNode publicGame(int board) throws Exception {
    HttpResponse<String> r = BrowserSupport.HTTP.send(
        HttpRequest.newBuilder(URI.create(BrowserSupport.base(relay) + "/api/board/" + board))
            .timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    return JSON.readTree(r.body());
  }

  static String get(String path) throws Exception {
    return BrowserSupport.HTTP.send(HttpRequest.newBuilder(URI.create(BrowserSupport.base(relay) + path))
        .header("Authorization", "Bearer " + BrowserSupport.TOKEN).timeout(Duration.ofSeconds(10)).build(),
        HttpResponse.BodyHandlers.ofString()).body();
  }

  /** Opens the console in the current tab and waits for every board. */
  static void openConsole() {
    BrowserSupport.viewport(chrome, 1400, 900);
    chrome.get(BrowserSupport.base(relay) + "/arbiter?token=" + BrowserSupport.TOKEN);
    BrowserSupport.waitUpTo(chrome, 10).withMessage("the arbiter feed is open")
        .until(d -> d.findElement(By.id("status")).getText().equals("Live (arbiter feed)"));
    BrowserSupport.waitUpTo(chrome, 10).until(d -> d.findElements(By.cssSelector("#boards .board-entry")).size() == BOARDS);
  }

  /** Opens board b's actions with the keyboard (focus its summary, Enter); returns the panel. */
  static WebElement openActions(int board) {
    WebElement summary = chrome.findElement(By.cssSelector(".board-entry[data-board='" + board + "'] details.actions summary"));
    chrome.executeScript("arguments[0].scrollIntoView({block: 'center'}); arguments[0].focus()", summary);
    assertThat(chrome.switchTo().activeElement()).as("the actions summary takes the focus").isEqualTo(summary);
    summary.sendKeys(Keys.ENTER);
    By panel = By.cssSelector(".board-entry[data-board='" + board + "'] .act-panel");
    BrowserSupport.waitUpTo(chrome, 3).withMessage("board " + board + "'s actions panel opens")
        .until(d -> !d.findElements(panel).isEmpty() && d.findElement(panel).isDisplayed());
    return chrome.findElement(panel);
  }

  static WebElement dialog() {
    WebElement dialog = chrome.findElement(By.id("confirm"));
    BrowserSupport.waitUpTo(chrome, 3).withMessage("the confirmation dialog opens").until(d -> dialog.isDisplayed());
    assertThat(dialog.getAttribute("open")).isNotNull();
    return dialog;
  }

  static void confirm() {
    WebElement dialog = dialog();
    dialog.findElement(By.id("confirm-ok")).click();
    BrowserSupport.waitUpTo(chrome, 3).withMessage("the dialog closes").until(d -> !dialog.isDisplayed());
  }

  static void type(WebElement input, String text) {
    input.sendKeys(Keys.chord(Keys.CONTROL, "a"), Keys.BACK_SPACE);
    input.sendKeys(text);
  }

  static String text(WebElement panel, String css) {
    return panel.findElement(By.cssSelector(css)).getAttribute("textContent");
  }

  @Test
  void pauseStopsTheClocksAndCorrectedTimesShow() throws Exception {
    int board = 1;
    ClockState before = live(board).clock().orElseThrow();
    assertThat(before.running()).as("the silent board's clock still runs").isPresent();
    openConsole();
    WebElement panel = openActions(board);
    WebElement card = chrome.findElement(By.cssSelector(".board-entry[data-board='1'] .card"));

    // Pause, by keyboard: from the summary, Tab reaches the pause button, Enter presses it.
    chrome.switchTo().activeElement().sendKeys(Keys.TAB);
    WebElement pause = chrome.switchTo().activeElement();
    assertThat(pause.getAttribute("class")).as("Tab from the summary").isEqualTo("act-pause");
    assertThat(pause.getText()).isEqualTo("Pause clocks");
    pause.sendKeys(Keys.ENTER);
    BrowserSupport.until("the relay pauses board 1", 5, () -> live(board).paused());
    assertThat(live(board).clock().orElseThrow().running()).as("the relay's clock after the pause").isEmpty();
    JsonNode paused = publicGame(board);
    assertThat(paused.path("paused").asBoolean()).as("paused in the public JSON API").isTrue();
    assertThat(paused.path("clock").path("running").isNull()).as("no clock running in the public JSON API").isTrue();
    BrowserSupport.waitUpTo(chrome, 5).withMessage("the console shows the pause")
        .until(d -> pause.getText().equals("Resume clocks") && "true".equals(pause.getAttribute("aria-pressed"))
            && text(panel, ".act-state").startsWith("Paused by the arbiter")
            && card.findElements(By.cssSelector(".clock.running")).isEmpty()
            && card.findElement(By.cssSelector(".result")).getText().equals("paused"));
    List<WebElement> faces = card.findElements(By.cssSelector(".clock"));
    String white = faces.get(1).getText();
    String black = faces.get(0).getText();
    long end = System.nanoTime() + 2_000_000_000L; // a running face changes every second
    while (System.nanoTime() < end) {
      assertThat(faces.get(1).getText()).as("white clock while paused").isEqualTo(white);
      assertThat(faces.get(0).getText()).as("black clock while paused").isEqualTo(black);
      Thread.sleep(100);
    }

    // Clock correction: cancelled with Escape (nothing sent), then confirmed.
    WebElement whiteInput = panel.findElement(By.cssSelector(".act-white"));
    WebElement blackInput = panel.findElement(By.cssSelector(".act-black"));
    WebElement setClocks = panel.findElement(By.cssSelector(".act-clock button"));
    type(whiteInput, "1:00:00");
    type(blackInput, "30:00");
    setClocks.click();
    assertThat(dialog().findElement(By.id("confirm-text")).getText())
        .isEqualTo("Set the clocks of board 1 to White 1:00:00, Black 0:30:00?");
    chrome.switchTo().activeElement().sendKeys(Keys.ESCAPE);
    BrowserSupport.waitUpTo(chrome, 3).withMessage("Escape closes the dialog")
        .until(d -> !d.findElement(By.id("confirm")).isDisplayed());
    BrowserSupport.waitUpTo(chrome, 3).until(d -> text(panel, ".act-msg").equals("Not changed."));
    assertThat(live(board).clock().orElseThrow().white()).as("cancelled: the relay's clock is unchanged")
        .isNotEqualTo(3_600_000L);
    setClocks.click();
    confirm();
    BrowserSupport.until("the relay sets the clocks", 5, () -> live(board).clock().orElseThrow().white() == 3_600_000L);
    assertThat(live(board).clock().orElseThrow().black()).isEqualTo(1_800_000L);
    JsonNode clock = publicGame(board).path("clock");
    assertThat(clock.path("white").asLong()).as("white in the public JSON API").isEqualTo(3_600_000L);
    assertThat(clock.path("black").asLong()).as("black in the public JSON API").isEqualTo(1_800_000L);
    BrowserSupport.waitUpTo(chrome, 5).withMessage("the card shows the new times")
        .until(d -> faces.get(1).getText().equals("1:00:00") && faces.get(0).getText().equals("30:00"));
    assertThat(text(panel, ".act-msg")).isEqualTo("Clocks set: White 1:00:00, Black 0:30:00.");
    BrowserSupport.screenshot(chrome, "arbiter-actions");

    // A value the relay refuses: its reason is shown, nothing changes.
    type(whiteInput, "25:00:00");
    setClocks.click();
    confirm();
    BrowserSupport.waitUpTo(chrome, 5).withMessage("the relay's refusal is shown")
        .until(d -> !text(panel, ".act-error").isEmpty());
    assertThat(text(panel, ".act-error"))
        .isEqualTo("The relay refused: white must be milliseconds from 0 to 86399999 (HTTP 400)");
    assertThat(panel.findElement(By.cssSelector(".act-error")).getAttribute("role")).isEqualTo("alert");
    assertThat(live(board).clock().orElseThrow().white()).isEqualTo(3_600_000L);

    // Resume.
    chrome.executeScript("arguments[0].focus()", pause);
    pause.sendKeys(Keys.SPACE);
    BrowserSupport.until("the relay resumes board 1", 5, () -> !live(board).paused());
    assertThat(publicGame(board).path("paused").asBoolean()).isFalse();
    BrowserSupport.waitUpTo(chrome, 5).until(d -> pause.getText().equals("Pause clocks"));
  }

  @Test
  void takeBackAndDrawOfferReachThePublicGamePage() throws Exception {
    int board = 2;
    int n = live(board).moves().size();
    int last = live(board).moves().get(n - 1).ply();
    openConsole();
    String console = chrome.getWindowHandle();
    chrome.switchTo().newWindow(WindowType.TAB);
    String game = chrome.getWindowHandle();
    chrome.get(BrowserSupport.base(relay) + "/game/2");
    BrowserSupport.waitUpTo(chrome, 10).withMessage("the public game page lists the moves")
        .until(d -> d.findElements(By.cssSelector("#moves button.ply")).size() == n);
    chrome.switchTo().window(console);
    WebElement panel = openActions(board);

    // Draw offer: the form proposes the last mover after the last ply.
    assertThat(panel.findElement(By.cssSelector(".act-draw-ply")).getAttribute("value")).isEqualTo(String.valueOf(last));
    String color = new Select(panel.findElement(By.cssSelector(".act-draw-color"))).getFirstSelectedOption().getAttribute("value");
    assertThat(color).isEqualTo(last % 2 == 1 ? "white" : "black");
    panel.findElement(By.cssSelector(".act-draw button")).click();
    BrowserSupport.until("the relay notes the draw offer", 5, () -> !live(board).drawOffers().isEmpty());
    assertThat(live(board).drawOffers()).containsExactly(new BoardState.DrawOffer(last, color));
    assertThat(get("/board/2.pgn")).contains("{draw offered by " + color + "}");
    assertThat(text(panel, ".act-msg")).isEqualTo("Draw offer by " + color + " after ply " + last + " noted.");

    // Take back two half-moves, confirmed.
    Select keep = new Select(panel.findElement(By.cssSelector(".act-takeback-ply")));
    assertThat(keep.getFirstSelectedOption().getAttribute("value")).as("proposed: the last move").isEqualTo(String.valueOf(last - 1));
    keep.selectByValue(String.valueOf(last - 2));
    panel.findElement(By.cssSelector(".act-takeback button")).click();
    String san1 = live(board).moves().get(n - 2).san();
    String san2 = live(board).moves().get(n - 1).san();
    assertThat(dialog().findElement(By.id("confirm-text")).getText())
        .startsWith("Take board 2 back to ply " + (last - 2) + ", after ")
        .endsWith("? 2 half-moves (" + san1 + " " + san2 + ") will be removed from the record.");
    confirm();
    BrowserSupport.until("the relay takes board 2 back", 5, () -> live(board).moves().size() == n - 2);
    assertThat(publicGame(board).path("moves")).as("moves in the public JSON API").hasSize(n - 2);
    BrowserSupport.waitUpTo(chrome, 5).withMessage("the console's take-back list follows")
        .until(d -> text(panel, ".act-state").endsWith(san(n - 2)));

    chrome.switchTo().window(game);
    BrowserSupport.waitUpTo(chrome, 5).withMessage("the public game page drops the two moves")
        .until(d -> d.findElements(By.cssSelector("#moves button.ply")).size() == n - 2);
    chrome.navigate().refresh();
    BrowserSupport.waitUpTo(chrome, 10).withMessage("after a reload too")
        .until(d -> d.findElements(By.cssSelector("#moves button.ply")).size() == n - 2);
    chrome.close();
    chrome.switchTo().window(console);
  }

  private static String san(int moves) {
    List<org.touchmove.relay.hub.MoveRecord> m = live(2).moves();
    return m.get(moves - 1).san();
  }

  @Test
  void resultIsSetAndClearedFromTheConsole() throws Exception {
    int board = 3;
    openConsole();
    String console = chrome.getWindowHandle();
    chrome.switchTo().newWindow(WindowType.TAB);
    String game = chrome.getWindowHandle();
    chrome.get(BrowserSupport.base(relay) + "/game/3");
    BrowserSupport.waitUpTo(chrome, 10).until(d -> "open".equals(d.findElement(By.id("status")).getAttribute("data-state")));
    assertThat(chrome.findElement(By.id("result")).isDisplayed()).isFalse();
    chrome.switchTo().window(console);
    WebElement panel = openActions(board);

    new Select(panel.findElement(By.cssSelector(".act-result-value"))).selectByValue("0-1");
    panel.findElement(By.cssSelector(".act-result button")).click();
    assertThat(dialog().findElement(By.id("confirm-text")).getText()).isEqualTo("Set the result of board 3 to 0-1?");
    assertThat(chrome.findElement(By.id("confirm-ok")).getText()).isEqualTo("Set result");
    confirm();
    BrowserSupport.until("the relay records 0-1", 5, () -> live(board).result().isPresent());
    assertThat(live(board).result()).contains("0-1");
    JsonNode set = publicGame(board);
    assertThat(set.path("result").asText()).isEqualTo("0-1");
    assertThat(set.path("reason").asText()).isEqualTo("arbiter");
    assertThat(set.path("status").asText()).isEqualTo("finished");
    BrowserSupport.waitUpTo(chrome, 5).withMessage("the console's card shows 0-1")
        .until(d -> d.findElement(By.cssSelector(".board-entry[data-board='3'] .card .result")).getText().equals("0-1"));
    chrome.switchTo().window(game);
    BrowserSupport.waitUpTo(chrome, 5).withMessage("the public game page shows the result")
        .until(d -> d.findElement(By.id("result")).getText().equals("0-1 · arbiter decision"));

    chrome.switchTo().window(console);
    new Select(panel.findElement(By.cssSelector(".act-result-value"))).selectByValue("");
    panel.findElement(By.cssSelector(".act-result button")).click();
    assertThat(dialog().findElement(By.id("confirm-text")).getText())
        .isEqualTo("Clear the result of board 3 (now 0-1)? The game counts as in progress again.");
    confirm();
    BrowserSupport.until("the relay clears the result", 5, () -> live(board).result().isEmpty());
    JsonNode cleared = publicGame(board);
    assertThat(cleared.path("result").isNull()).isTrue();
    assertThat(cleared.path("status").asText()).isEqualTo("playing");
    chrome.switchTo().window(game);
    BrowserSupport.waitUpTo(chrome, 5).withMessage("the public game page drops the result")
        .until(d -> !d.findElement(By.id("result")).isDisplayed());
    assertThat(chrome.findElement(By.id("where")).getText()).isEqualTo("Live");
    chrome.close();
    chrome.switchTo().window(console);
  }
}
