package org.touchmove.chess;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One perft position with its published node counts, read from the corpus's two formats: EPD
 * lines ({@code FEN ;D1 20 ;D2 400}, with or without spaces, CRLF, trailing NULs) and the block
 * format ({@code id ...}, {@code epd FEN}, {@code perft N COUNT}).
 */
record PerftCase(String source, int line, String fen, SortedMap<Integer, Long> counts) {
  private static final Pattern DEPTH = Pattern.compile(";\\s*D(\\d+)\\s+(\\d+)");
  private static final Pattern PERFT_LINE = Pattern.compile("perft\\s+(\\d+)\\s+(\\d+)");

  static List<PerftCase> read(Path file) throws IOException {
    String text = Files.readString(file, StandardCharsets.ISO_8859_1).replace("\0", "");
    String[] lines = text.split("\r?\n");
    List<PerftCase> cases = new ArrayList<>();
    String name = file.getFileName().toString();
    String blockFen = null;
    int blockLine = 0;
    SortedMap<Integer, Long> blockCounts = new TreeMap<>();
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i].strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      if (line.startsWith("epd ")) {
        if (blockFen != null) {
          cases.add(new PerftCase(name, blockLine, blockFen, blockCounts));
        }
        blockFen = line.substring(4).strip();
        blockLine = i + 1;
        blockCounts = new TreeMap<>();
      } else if (line.startsWith("perft ")) {
        Matcher m = PERFT_LINE.matcher(line);
        if (m.matches()) {
          blockCounts.put(Integer.parseInt(m.group(1)), Long.parseLong(m.group(2)));
        }
      } else if (line.startsWith("id ")) {
        continue;
      } else {
        int semicolon = line.indexOf(';');
        if (semicolon < 0) {
          continue;
        }
        SortedMap<Integer, Long> counts = new TreeMap<>();
        Matcher m = DEPTH.matcher(line);
        while (m.find()) {
          counts.put(Integer.parseInt(m.group(1)), Long.parseLong(m.group(2)));
        }
        cases.add(new PerftCase(name, i + 1, line.substring(0, semicolon).strip(), counts));
      }
    }
    if (blockFen != null) {
      cases.add(new PerftCase(name, blockLine, blockFen, blockCounts));
    }
    return cases;
  }

  @Override
  public String toString() {
    return source + ":" + line + " " + fen;
  }
}
