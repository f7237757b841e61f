package org.touchmove.dgt;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import org.touchmove.Corpus;

/**
 * Test helper: the real DGT captures of the shared corpus ({@code corpus/dgt/*.inbytes}, base64 of
 * one read a line) and the messages their {@code .json} files say they decode to. The JSON is read
 * with an independent piece table, so the codec's own {@link PieceCode} is checked, not reused.
 */
public final class DgtCorpus {
  /** The three recorded sessions (arnsholt/dgtdriver test resources; AGPL data, see SOURCES.md). */
  public static final List<String> CAPTURES = List.of("dgtdriver_1", "dgtdriver_2", "dgtdriver_johan");

  /** Piece letters by DGT code, from the spec's table (§6). */
  private static final String CODES = ".PRNBKQprnbkq";

  private DgtCorpus() {}

  /** The reads of capture {@code name}; skips the calling test when the corpus is absent. */
  public static List<byte[]> reads(String name) throws IOException {
    Path path = Corpus.require("dgt/" + name + ".inbytes");
    List<byte[]> reads = new ArrayList<>();
    for (String line : Files.readAllLines(path, StandardCharsets.US_ASCII)) {
      if (!line.isBlank()) {
        reads.add(Base64.getDecoder().decode(line.trim()));
      }
    }
    return reads;
  }

  /** The messages the corpus's JSON file lists for capture {@code name}. */
  public static List<DgtMessage> expected(String name) throws IOException {
    Path path = Corpus.require("dgt/" + name + ".json");
    List<DgtMessage> messages = new ArrayList<>();
    for (String line : Files.readAllLines(path, StandardCharsets.UTF_8)) {
      if (!line.isBlank()) {
        messages.add(toMessage((Map<?, ?>) MiniJson.parse(line)));
      }
    }
    return messages;
  }

  private static DgtMessage toMessage(Map<?, ?> json) {
    if (json.containsKey("board")) {
      List<?> board = (List<?>) json.get("board");
      byte[] codes = new byte[64];
      for (int i = 0; i < 64; i++) {
        codes[i] = (byte) code((String) board.get(i));
      }
      return new DgtMessage.BoardDump(BoardReading.ofCodes(codes));
    }
    if (json.containsKey("field")) {
      String field = (String) json.get("field");
      int file = field.charAt(0) - 'a';
      int rank = field.charAt(1) - '1';
      // §5.1: index = (8 - rank) * 8 + file, with rank counted from 1.
      return new DgtMessage.FieldUpdate((7 - rank) * 8 + file, code((String) json.get("piece")));
    }
    if (Boolean.TRUE.equals(json.get("no_clock"))) {
      return new DgtMessage.NoClock();
    }
    return new DgtMessage.ClockData(
        face((Map<?, ?>) json.get("right_clock")),
        face((Map<?, ?>) json.get("left_clock")),
        new ClockStatus(
            (Boolean) json.get("clock_running"),
            (Boolean) json.get("right_high") ? ClockSide.RIGHT : ClockSide.LEFT,
            (Boolean) json.get("battery_indicator"),
            (Boolean) json.get("left_turn"),
            (Boolean) json.get("right_turn")));
  }

  private static ClockFace face(Map<?, ?> json) {
    return new ClockFace(
        ((Long) json.get("hours")).intValue(),
        ((Long) json.get("minutes")).intValue(),
        ((Long) json.get("seconds")).intValue(),
        (Boolean) json.get("final_flag"),
        (Boolean) json.get("time_per_move"),
        (Boolean) json.get("flag"));
  }

  private static int code(String piece) {
    int code = CODES.indexOf(piece);
    if (piece.length() != 1 || code < 0) {
      throw new IllegalArgumentException("unknown piece in corpus JSON: " + piece);
    }
    return code;
  }
}
