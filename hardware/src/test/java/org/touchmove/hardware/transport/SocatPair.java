package org.touchmove.hardware.transport;

import static org.assertj.core.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * Two connected pseudo-terminals made by {@code socat -d -d pty,raw,echo=0,link=A
 * pty,raw,echo=0,link=B} (spec java-ground.md): bytes written to one come out of the other. Killing
 * socat makes both ends vanish as an unplugged USB board would; starting it again makes new ptys
 * behind the same link names.
 */
final class SocatPair implements AutoCloseable {
  private static final long READY_MILLIS = 5000;

  final Path a;
  final Path b;
  private final Path log;
  private Process process;

  private SocatPair(Path a, Path b, Path log) {
    this.a = a;
    this.b = b;
    this.log = log;
  }

  /** True when a {@code socat} executable is on the PATH. */
  static boolean installed() {
    String path = System.getenv("PATH");
    if (path == null) {
      return false;
    }
    for (String dir : path.split(File.pathSeparator)) {
      if (Files.isExecutable(Path.of(dir, "socat"))) {
        return true;
      }
    }
    return false;
  }

  /** Starts socat with links {@code dir/nameA} and {@code dir/nameB}; waits until both exist. */
  static SocatPair start(Path dir, String nameA, String nameB) throws IOException {
    SocatPair pair =
        new SocatPair(
            dir.resolve(nameA), dir.resolve(nameB), dir.resolve("socat-" + nameA + ".log"));
    pair.restart();
    return pair;
  }

  /** Starts socat again after {@link #kill()}: new ptys behind the same names. */
  void restart() throws IOException {
    Files.deleteIfExists(a);
    Files.deleteIfExists(b);
    process =
        new ProcessBuilder(
                "socat", "-d", "-d", "pty,raw,echo=0,link=" + a, "pty,raw,echo=0,link=" + b)
            .redirectErrorStream(true)
            .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
            .start();
    long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(READY_MILLIS);
    while (!(Files.exists(a) && Files.exists(b))) {
      if (!process.isAlive()) {
        fail("socat exited with " + process.exitValue() + "; see " + log);
      }
      if (System.nanoTime() > deadline) {
        fail("socat made no ptys within " + READY_MILLIS + " ms; see " + log);
      }
      waitFor(10);
    }
  }

  /** Terminates socat (SIGTERM) and waits for it: both ptys disappear. */
  void kill() {
    if (process == null) {
      return;
    }
    process.destroy();
    try {
      if (!process.waitFor(5, TimeUnit.SECONDS)) {
        process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    process = null;
  }

  @Override
  public void close() {
    kill();
  }

  /** Polling socat's start-up: there is nothing to wait on but the file system. */
  private void waitFor(long millis) {
    try {
      process.waitFor(millis, TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      fail("interrupted waiting for socat");
    }
  }
}
