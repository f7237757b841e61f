package org.touchmove.relay.hub;

import java.util.function.Consumer;

/**
 * The subscribers of one board's view: an identity hash set with open addressing. Each viewer of a
 * round sits in every board's set, so an entry's size is paid a million times over (10,000 viewers
 * of 100 boards): here a reference in a table kept at most half full, about 8 bytes, where a {@code
 * LinkedHashSet} spends about 50. Not thread-safe: its {@link BoardFeed} locks it.
 */
final class SubscriberSet {
  private static final int MIN_CAPACITY = 8;

  private Subscriber[] table = new Subscriber[MIN_CAPACITY];
  private int size;

  int size() {
    return size;
  }

  boolean isEmpty() {
    return size == 0;
  }

  /** Adds {@code s}; false when it was there already. */
  boolean add(Subscriber s) {
    if (2 * (size + 1) > table.length) {
      resize(table.length * 2);
    }
    int mask = table.length - 1;
    for (int i = index(s, mask); ; i = (i + 1) & mask) {
      Subscriber t = table[i];
      if (t == null) {
        table[i] = s;
        size++;
        return true;
      }
      if (t == s) {
        return false;
      }
    }
  }

  /** Removes {@code s}; false when it was not there. */
  boolean remove(Subscriber s) {
    int mask = table.length - 1;
    int i = index(s, mask);
    while (table[i] != s) {
      if (table[i] == null) {
        return false;
      }
      i = (i + 1) & mask;
    }
    table[i] = null;
    size--;
    // Backward-shift deletion: move later entries of the probe run into the hole, so lookups never
    // stop early at it and no tombstones accumulate as viewers come and go.
    for (int j = (i + 1) & mask; table[j] != null; j = (j + 1) & mask) {
      int home = index(table[j], mask);
      boolean movable = i <= j ? (home <= i || home > j) : (home <= i && home > j);
      if (movable) {
        table[i] = table[j];
        table[j] = null;
        i = j;
      }
    }
    if (table.length > MIN_CAPACITY && 8 * size < table.length) {
      resize(table.length / 2);
    }
    return true;
  }

  void forEach(Consumer<Subscriber> action) {
    Subscriber[] t = table;
    for (Subscriber s : t) {
      if (s != null) {
        action.accept(s);
      }
    }
  }

  private void resize(int capacity) {
    Subscriber[] old = table;
    table = new Subscriber[capacity];
    int mask = capacity - 1;
    for (Subscriber s : old) {
      if (s != null) {
        int i = index(s, mask);
        while (table[i] != null) {
          i = (i + 1) & mask;
        }
        table[i] = s;
      }
    }
  }

  private static int index(Subscriber s, int mask) {
    int h = System.identityHashCode(s);
    return (h ^ (h >>> 16)) * 0x9E3779B9 >>> 7 & mask;
  }
}
