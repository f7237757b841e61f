package org.touchmove.relay.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import org.touchmove.dgt.DgtCommand;
import org.touchmove.dgt.DgtDecoder;
import org.touchmove.dgt.DgtEncoder;
import org.touchmove.dgt.DgtMessage;
import org.touchmove.hardware.emulator.BoardIdentity;
import org.touchmove.hardware.emulator.BundledGames;
import org.touchmove.hardware.emulator.EmulatedBoard;
import org.touchmove.hardware.emulator.GameScript;
import org.touchmove.hardware.emulator.GameScriptBuilder;
import org.touchmove.hardware.emulator.HumanProfile;
import org.touchmove.hardware.emulator.ScriptedGame;
import org.touchmove.reconstruct.BoardTracker;
import org.touchmove.reconstruct.GameEvent;
import org.touchmove.reconstruct.TrackerConfig;

/**
 * Sensor events per second through move reconstruction on one core: the decoded messages of the
 * eight bundled real games played on the emulator by a human profile (field updates, clock data,
 * dumps), with their times, fed to a fresh {@link BoardTracker}. JMH's primary score is whole recordings per second; the {@code messages} and
 * {@code events} counters are sensor messages in and game events out per second.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
public class TrackerBenchmark {
  @Param({"clean", "club"})
  public String profile;

  private long[] times;
  private DgtMessage[] messages;

  /** Timed messages: the messages field is the stream, times their arrival. */
  @Setup(Level.Trial)
  public void record() {
    HumanProfile humans = HumanProfile.named(profile).orElseThrow();
    List<Long> at = new ArrayList<>();
    List<DgtMessage> stream = new ArrayList<>();
    List<ScriptedGame> games = BundledGames.all();
    for (int i = 0; i < games.size(); i++) {
      long seed = i + 1;
      ScriptedGame game = games.get(i);
      GameScript script = GameScriptBuilder.build(game, humans, seed, 30);
      EmulatedBoard board = new EmulatedBoard(script, BoardIdentity.number(1), humans, seed);
      DgtDecoder decoder = new DgtDecoder();
      long offset = at.isEmpty() ? 0 : at.get(at.size() - 1) + 10_000;
      EmulatedBoard.Output out =
          (millis, bytes) -> {
            for (DgtMessage m : decoder.feed(bytes)) {
              at.add(offset + millis);
              stream.add(m);
            }
          };
      byte[] handshake =
          DgtEncoder.concat(
              List.of(
                  DgtEncoder.command(DgtCommand.SEND_BOARD),
                  DgtEncoder.command(DgtCommand.SEND_UPDATE_NICE)));
      board.receive(handshake, 0, handshake.length, 0, out);
      for (long t = 0; t <= script.endWallMillis(); t += 20) {
        board.advanceTo(t, out);
      }
    }
    times = at.stream().mapToLong(Long::longValue).toArray();
    messages = stream.toArray(new DgtMessage[0]);
  }

  /** A tracker part-way through the recording, for {@link #oneMessage}. */
  @State(Scope.Thread)
  public static class Cursor {
    BoardTracker tracker;
    int next;
    final BoardTracker.Output out = event -> {};
  }

  /**
   * The latency of one message through reconstruction, sampled: most messages cost little, a few
   * (a settled board that needs a search) cost more, and the percentiles show how much. At the end
   * of the recording a fresh tracker starts it again.
   */
  @Benchmark
  @BenchmarkMode(Mode.SampleTime)
  @OutputTimeUnit(TimeUnit.MICROSECONDS)
  public void oneMessage(Cursor cursor) {
    if (cursor.tracker == null || cursor.next == messages.length) {
      cursor.tracker = new BoardTracker(TrackerConfig.defaults());
      cursor.next = 0;
    }
    int i = cursor.next++;
    cursor.tracker.onMessage(messages[i], times[i], cursor.out);
  }

  /** Per-second counters JMH reports beside the score. */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  public static class Counters {
    public long messages;
    public long events;
  }

  /** All recorded messages through one tracker. */
  @Benchmark
  public int reconstruct(Blackhole blackhole, Counters counters) {
    BoardTracker tracker = new BoardTracker(TrackerConfig.defaults());
    int[] events = new int[1];
    BoardTracker.Output out =
        (GameEvent event) -> {
          events[0]++;
          blackhole.consume(event);
        };
    for (int i = 0; i < messages.length; i++) {
      tracker.onMessage(messages[i], times[i], out);
    }
    tracker.finish(times[times.length - 1] + 15_000, out);
    counters.messages += messages.length;
    counters.events += events[0];
    return events[0];
  }
}
