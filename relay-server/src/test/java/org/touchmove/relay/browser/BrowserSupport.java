package org.touchmove.relay.browser;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Function;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.touchmove.chess.Variant;
import org.touchmove.hardware.emulator.BoardIdentity;
import org.touchmove.hardware.emulator.BundledGames;
import org.touchmove.hardware.emulator.EmulatedSession;
import org.touchmove.hardware.emulator.EmulatorServer;
import org.touchmove.hardware.emulator.HumanProfile;
import org.touchmove.hardware.emulator.ScriptedGame;
import org.touchmove.hardware.transport.BoardAddress;
import org.touchmove.relay.config.BoardSource;
import org.touchmove.relay.config.Pairing;
import org.touchmove.relay.config.Player;
import org.touchmove.relay.config.TournamentConfig;
import org.touchmove.relay.server.Relay;

/**
 * What the browser tests share: Debian's headless Chromium driven by its own chromedriver (never
 * Selenium Manager, which would try to download one), relays with emulated boards, screenshots.
 * Without {@code /usr/bin/chromium} and {@code /usr/bin/chromedriver} the tests skip themselves.
 */
final class BrowserSupport {
  static final Path CHROMIUM = Path.of(System.getProperty("touchmove.chromium", "/usr/bin/chromium"));
  static final Path CHROMEDRIVER = Path.of(System.getProperty("touchmove.chromedriver", "/usr/bin/chromedriver"));
  static final Path SCREENSHOTS = Path.of("target", "screenshots");
  static final String TOKEN = "arbiter-token-for-browser-tests";
  static final HttpClient HTTP = HttpClient.newHttpClient();

  private BrowserSupport() {}

  /** Whether Chromium and its driver are installed. */
  static boolean haveChromium() {
    return Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER);
  }

  /**
   * Skips the calling test (a JUnit assumption, called from {@code @BeforeEach} so that every test
   * is reported skipped with the reason) when Chromium or its driver is missing.
   */
  static void assumeChromium() {
    assumeTrue(Files.isExecutable(CHROMIUM),
        CHROMIUM + " is missing: browser tests skipped (apt-get install chromium chromium-driver; .ci/run does)");
    assumeTrue(Files.isExecutable(CHROMEDRIVER),
        CHROMEDRIVER + " is missing: browser tests skipped (apt-get install chromium-driver; .ci/run does)");
  }

  /** A headless Chromium with a 1920 x 1080 window. */
  static ChromeDriver chrome() {
    System.setProperty("webdriver.chrome.driver", CHROMEDRIVER.toString());
    ChromeOptions options = new ChromeOptions();
    options.setBinary(CHROMIUM.toFile());
    options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1920,1080",
        "--disable-dev-shm-usage", "--no-first-run", "--no-default-browser-check", "--mute-audio");
    ChromeDriverService service = new ChromeDriverService.Builder()
        .usingDriverExecutable(CHROMEDRIVER.toFile())
        .usingAnyFreePort()
        .build();
    ChromeDriver driver = new ChromeDriver(service, options);
    driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(10));
    driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(20));
    return driver;
  }

  /**
   * Sets the page's viewport (not the window: headless Chromium's window includes room for a
   * toolbar) to {@code width} x {@code height} CSS pixels.
   */
  static void viewport(WebDriver driver, int width, int height) {
    org.openqa.selenium.JavascriptExecutor js = (org.openqa.selenium.JavascriptExecutor) driver;
    // The window's new size reaches the page a moment later, longer on a busy machine (a resize
    // to 1400 px read back as 1290 px on a loaded 2-core run): ask again, waiting between.
    for (int i = 0; i < 20; i++) {
      java.util.List<?> now = (java.util.List<?>) js.executeScript(
          "return [outerWidth - innerWidth, outerHeight - innerHeight, innerWidth, innerHeight]");
      if (((Number) now.get(2)).intValue() == width && ((Number) now.get(3)).intValue() == height) {
        return;
      }
      if (i % 4 == 0) {
        driver.manage().window().setSize(new org.openqa.selenium.Dimension(
            width + ((Number) now.get(0)).intValue(), height + ((Number) now.get(1)).intValue()));
      }
      try {
        Thread.sleep(100);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        break;
      }
    }
    java.util.List<?> now = (java.util.List<?>) js.executeScript("return [innerWidth, innerHeight]");
    throw new AssertionError("could not set the viewport to " + width + "x" + height + ": " + now);
  }

  /** A tournament with {@code boards} emulated boards playing the bundled London 2016 games. */
  static TournamentConfig config(Path dir, int boards, String profile, double speed, int port) {
    TreeMap<Integer, BoardSource> sources = new TreeMap<>();
    for (int b = 1; b <= boards; b++) {
      sources.put(b, new BoardSource.Emulator(b, profile, speed));
    }
    return new TournamentConfig("Browser Open", "Testville", 1, 1, Optional.empty(), Variant.STANDARD,
        Duration.ZERO, sources,
        Map.of(1, Map.of(1, new Pairing(Player.named("White, Wilma"), Player.named("Black, Bert")))),
        List.of(TOKEN), List.of(), new InetSocketAddress("127.0.0.1", port), Optional.empty(), dir);
  }

  /**
   * Two emulated boards (careful, 30x) in a tournament of two rounds, round 1 being played, with
   * pairings for both: the round-change tests.
   */
  static TournamentConfig twoRounds(Path dir) {
    TournamentConfig one = config(dir, 2, "careful", 30, 0);
    Map<Integer, Map<Integer, Pairing>> pairings = Map.of(
        1, Map.of(1, pairing("White, Wilma", "Black, Bert"), 2, pairing("Castle, Carla", "Draw, Dan")),
        2, Map.of(1, pairing("Draw, Dan", "White, Wilma"), 2, pairing("Black, Bert", "Castle, Carla")));
    return new TournamentConfig(one.event(), one.site(), 1, 2, one.timeControl(), one.variant(),
        one.publicDelay(), one.boards(), pairings, one.arbiterTokens(), one.agentTokens(), one.bind(), one.tls(),
        one.dataDir());
  }

  private static Pairing pairing(String white, String black) {
    return new Pairing(Player.named(white), Player.named(black));
  }

  /** The same tournament with the given board sources. */
  static TournamentConfig withBoards(TournamentConfig c, Map<Integer, BoardSource> boards) {
    return new TournamentConfig(c.event(), c.site(), c.round(), c.rounds(), c.timeControl(), c.variant(),
        c.publicDelay(), new TreeMap<>(boards), c.pairings(), c.arbiterTokens(), c.agentTokens(), c.bind(), c.tls(),
        c.dataDir());
  }

  /**
   * An emulated board outside the relay, on a loopback port the relay connects to as it would to a
   * TCP serial server: the test can switch it off. It plays the bundled games from {@code game}.
   */
  static EmulatorServer emulatorServer(int number, int game, HumanProfile profile, double speed) throws IOException {
    List<ScriptedGame> all = BundledGames.all();
    List<ScriptedGame> games = new java.util.ArrayList<>();
    for (int i = 0; i < all.size(); i++) {
      games.add(all.get((game - 1 + i) % all.size()));
    }
    EmulatedSession session = new EmulatedSession(games, profile, number, speed,
        BoardIdentity.number(number), true);
    return EmulatorServer.start(session, new InetSocketAddress("127.0.0.1", 0), new EmulatorServer.Tap() {
      @Override
      public void boardSent(long wallMillis, byte[] bytes) {}

      @Override
      public void hostSent(long wallMillis, byte[] bytes, int offset, int length) {}
    });
  }

  /** Where the relay finds {@code emulator}. */
  static BoardSource tcp(EmulatorServer emulator) {
    return new BoardSource.Direct(new BoardAddress.Tcp("127.0.0.1", emulator.address().getPort()));
  }

  /** Milliseconds shown by a clock face ("1:29:58", "4:07", "9.4"); -1 for "–" or anything else. */
  static long clockMillis(String text) {
    String t = text.replace("▸", "").strip();
    try {
      if (t.matches("\\d+\\.\\d")) {
        return Math.round(Double.parseDouble(t) * 1000);
      }
      if (t.matches("\\d+(:\\d\\d){1,2}")) {
        long ms = 0;
        for (String part : t.split(":")) {
          ms = ms * 60 + Long.parseLong(part);
        }
        return ms * 1000;
      }
    } catch (NumberFormatException e) {
      return -1;
    }
    return -1;
  }

  /** A port nobody listens on right now (for a relay that must come back on the same one). */
  static int freePort() {
    try (ServerSocket s = new ServerSocket(0)) {
      s.setReuseAddress(true);
      return s.getLocalPort();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static String base(Relay relay) {
    return "http://127.0.0.1:" + relay.address().getPort();
  }

  static HttpResponse<String> post(Relay relay, String path, String body, String... headers)
      throws IOException, InterruptedException {
    HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base(relay) + path)).timeout(Duration.ofSeconds(10))
        .POST(HttpRequest.BodyPublishers.ofString(body));
    for (int i = 0; i < headers.length; i += 2) {
      b.header(headers[i], headers[i + 1]);
    }
    return HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
  }

  static WebDriverWait waitUpTo(WebDriver driver, double seconds) {
    WebDriverWait w = new WebDriverWait(driver, Duration.ofMillis((long) (seconds * 1000)), Duration.ofMillis(50));
    // The pages re-render lists as deltas arrive: an element found one instant may be replaced
    // the next. That is no failure; the condition is asked again.
    w.ignoring(org.openqa.selenium.StaleElementReferenceException.class);
    return w;
  }

  /** Polls {@code condition} (not through the browser) until it is non-null and not false. */
  static <T> T until(String what, double seconds, java.util.function.Supplier<T> condition) throws InterruptedException {
    long end = System.nanoTime() + (long) (seconds * 1e9);
    while (true) {
      T v = condition.get();
      if (v != null && !Boolean.FALSE.equals(v)) {
        return v;
      }
      if (System.nanoTime() > end) {
        throw new AssertionError("timed out after " + seconds + " s waiting for " + what);
      }
      Thread.sleep(20);
    }
  }

  /** Saves a screenshot as target/screenshots/NAME.png (a test artifact). */
  static Path screenshot(WebDriver driver, String name) throws IOException {
    Files.createDirectories(SCREENSHOTS);
    Path tmp = ((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE).toPath();
    Path out = SCREENSHOTS.resolve(name + ".png");
    Files.copy(tmp, out, StandardCopyOption.REPLACE_EXISTING);
    Files.deleteIfExists(tmp);
    return out;
  }

  /** Function form for WebDriverWait.until. */
  static <T> Function<WebDriver, T> js(String script, Class<T> type, Object... args) {
    return d -> type.cast(((org.openqa.selenium.JavascriptExecutor) d).executeScript(script, args));
  }
}
