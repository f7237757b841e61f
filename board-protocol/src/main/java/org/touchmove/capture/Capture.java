package org.touchmove.capture;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.touchmove.dgt.RawBytes;

/**
 * A whole capture held in memory: the entries of a capture file in file order (the header and
 * blank lines are not entries). Board bytes are kept exactly as read, never normalised.
 *
 * @param entries metadata, comments, board and host bytes, in file order
 */
public record Capture(List<CaptureEntry> entries) {
  /** Copies the entries. */
  public Capture {
    entries = List.copyOf(entries);
  }

  /** The metadata, in file order; a key given twice keeps its last value. */
  public Map<String, String> metadata() {
    Map<String, String> map = new LinkedHashMap<>();
    for (CaptureEntry e : entries) {
      if (e instanceof CaptureEntry.Metadata) {
        CaptureEntry.Metadata m = (CaptureEntry.Metadata) e;
        map.put(m.key(), m.value());
      }
    }
    return Collections.unmodifiableMap(map);
  }

  /** The value of a known metadata key. */
  public Optional<String> metadata(CaptureKey key) {
    return Optional.ofNullable(metadata().get(key.key()));
  }

  /** Time 0 as an instant, when {@code recorded-at} is present and an ISO-8601 instant. */
  public Optional<Instant> recordedAt() {
    Optional<String> value = metadata(CaptureKey.RECORDED_AT);
    if (value.isEmpty()) {
      return Optional.empty();
    }
    try {
      return Optional.of(Instant.parse(value.get().trim()));
    } catch (DateTimeParseException e) {
      // Metadata is optional and free-form; a bad value is the same as none.
      return Optional.empty();
    }
  }

  /** The board's reads, in order. */
  public List<CaptureEntry.BoardBytes> boardReads() {
    List<CaptureEntry.BoardBytes> reads = new ArrayList<>();
    for (CaptureEntry e : entries) {
      if (e instanceof CaptureEntry.BoardBytes) {
        reads.add((CaptureEntry.BoardBytes) e);
      }
    }
    return Collections.unmodifiableList(reads);
  }

  /** Every byte the board sent, concatenated in order. */
  public RawBytes boardStream() {
    List<CaptureEntry.BoardBytes> reads = boardReads();
    int total = 0;
    for (CaptureEntry.BoardBytes r : reads) {
      total += r.bytes().length();
    }
    byte[] all = new byte[total];
    int at = 0;
    for (CaptureEntry.BoardBytes r : reads) {
      r.bytes().copyTo(all, at);
      at += r.bytes().length();
    }
    return RawBytes.copyOf(all);
  }
}
