package org.touchmove.chess;

/** A set of {@code long} keys in one array (open addressing), for search bookkeeping. */
final class LongSet {
  private long[] keys;
  private boolean hasZero;
  private int size;

  LongSet(int expected) {
    keys = new long[Integer.highestOneBit(Math.max(16, expected * 2 - 1)) << 1];
  }

  /** Adds {@code key}; false when it was already there. */
  boolean add(long key) {
    if (key == 0) { // 0 marks an empty slot, so it is kept aside
      boolean added = !hasZero;
      hasZero = true;
      return added;
    }
    if (2 * (size + 1) > keys.length) {
      grow();
    }
    int mask = keys.length - 1;
    int slot = (int) ((key * 0x9E3779B97F4A7C15L) >>> 40) & mask;
    while (keys[slot] != 0) {
      if (keys[slot] == key) {
        return false;
      }
      slot = (slot + 1) & mask;
    }
    keys[slot] = key;
    size++;
    return true;
  }

  private void grow() {
    long[] old = keys;
    keys = new long[old.length * 2];
    size = 0;
    for (long key : old) {
      if (key != 0) {
        add(key);
      }
    }
  }
}
