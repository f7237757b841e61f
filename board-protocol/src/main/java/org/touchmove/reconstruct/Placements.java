package org.touchmove.reconstruct;

import java.util.ArrayDeque;
import java.util.Iterator;
import org.touchmove.chess.Piece;
import org.touchmove.chess.Square;

/**
 * The latest pieces the board reported put down, with when: the tracker's memory of what the
 * hands did (docs/reconstruction.md, "Hand evidence"). Bounded: a few moves' worth is all any
 * question asks about.
 */
final class Placements implements Iterable<Placements.Placement> {
  /**
   * A piece the board reported put down on a square, and when; {@code late} when first seen in a
   * board dump, so put down at some time before {@code at}.
   */
  record Placement(Square square, Piece piece, long at, boolean late) {}

  private final int capacity;
  private final ArrayDeque<Placement> latest = new ArrayDeque<>();

  Placements(int capacity) {
    this.capacity = capacity;
  }

  void add(Square square, Piece piece, long at, boolean late) {
    if (latest.size() == capacity) {
      latest.removeFirst();
    }
    latest.addLast(new Placement(square, piece, at, late));
  }

  /** Oldest first. */
  @Override
  public Iterator<Placement> iterator() {
    return latest.iterator();
  }

  Iterable<Placement> newestFirst() {
    return latest::descendingIterator;
  }

  /** Some remembered placement is {@code which}. */
  boolean any(java.util.function.Predicate<Placement> which) {
    for (Placement placed : latest) {
      if (which.test(placed)) {
        return true;
      }
    }
    return false;
  }

  /** {@code piece} was put down on {@code square} after {@code since}. */
  boolean on(Square square, Piece piece, long since) {
    for (Placement placed : latest) {
      if (placed.at() > since && placed.square() == square && placed.piece() == piece) {
        return true;
      }
    }
    return false;
  }

  /**
   * Where and when {@code piece} was first put down on a square other than {@code square} after
   * {@code since}; empty if it was not. A placement first seen in a dump before {@code lateFrom} does not
   * count: that dump still showed {@code square} as it was, so the piece came down before.
   */
  java.util.Optional<Placement> elsewhere(Piece piece, Square square, long since, long lateFrom) {
    for (Placement placed : latest) {
      if (placed.at() > since
          && placed.piece() == piece
          && placed.square() != square
          && !(placed.late() && placed.at() < lateFrom)) {
        return java.util.Optional.of(placed);
      }
    }
    return java.util.Optional.empty();
  }

  /** The latest placement of {@code piece} on {@code square} was first seen in a dump at {@code at}. */
  boolean seenLateAt(Square square, Piece piece, long at) {
    for (Placement placed : newestFirst()) {
      if (placed.square() == square && placed.piece() == piece) {
        return placed.late() && placed.at() == at;
      }
    }
    return false;
  }

  /** {@code piece} was put down on {@code square} after {@code after}, at {@code until} or before. */
  boolean placedBetween(Square square, Piece piece, long after, long until) {
    for (Placement placed : newestFirst()) {
      if (placed.square() == square
          && placed.piece() == piece
          && placed.at() > after
          && placed.at() <= until) {
        return true;
      }
    }
    return false;
  }

  /** When {@code piece} was last put down on {@code square}; {@code orElse} if not remembered. */
  long last(Square square, Piece piece, long orElse) {
    for (Placement placed : newestFirst()) {
      if (placed.square() == square && placed.piece() == piece) {
        return placed.at();
      }
    }
    return orElse;
  }
}
