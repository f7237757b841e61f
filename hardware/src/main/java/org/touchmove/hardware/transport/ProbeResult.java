package org.touchmove.hardware.transport;

import java.util.Objects;

/** What probing one port found: a board, or why not. */
public sealed interface ProbeResult {

  /** The port probed. */
  String path();

  /** Why a port was not taken for a DGT board. */
  enum Failure {
    /** The port could not be opened (absent, busy, no permission). */
    OPEN_FAILED,
    /** Nothing came back at all. */
    NO_ANSWER,
    /** Bytes came back, but no version reply: some other device, or line noise. */
    NOT_DGT,
    /** The port went away during the probe. */
    LINK_LOST,
    /** The probing thread was interrupted. */
    INTERRUPTED
  }

  /**
   * A DGT board answered.
   *
   * @param board what it said
   */
  record Found(DiscoveredBoard board) implements ProbeResult {
    /** Rejects null. */
    public Found {
      Objects.requireNonNull(board, "board");
    }

    @Override
    public String path() {
      return board.path();
    }
  }

  /**
   * No DGT board there.
   *
   * @param path the port
   * @param failure the kind of failure
   * @param detail a human-readable explanation, one line
   */
  record Rejected(String path, Failure failure, String detail) implements ProbeResult {
    /** Rejects nulls. */
    public Rejected {
      Objects.requireNonNull(path, "path");
      Objects.requireNonNull(failure, "failure");
      Objects.requireNonNull(detail, "detail");
    }
  }
}
