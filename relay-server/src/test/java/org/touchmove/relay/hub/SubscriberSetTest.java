package org.touchmove.relay.hub;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SubscriberSetTest {
  /** A subscriber that is only an identity. */
  private static final class Stub implements Subscriber {
    @Override
    public boolean arbiter() {
      return false;
    }

    @Override
    public void deliver(BoardFeed board, long seq, WireText json) {}
  }

  @Test
  void behavesAsAnIdentitySetThroughGrowthAndShrinking() {
    SubscriberSet set = new SubscriberSet();
    Set<Subscriber> expected = Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    List<Subscriber> pool = new ArrayList<>();
    for (int i = 0; i < 3000; i++) {
      pool.add(new Stub());
    }
    Random random = new Random(5);
    for (int step = 0; step < 200_000; step++) {
      Subscriber s = pool.get(random.nextInt(pool.size()));
      // Phases that mostly add, then mostly remove, so the table grows and shrinks repeatedly.
      boolean add = random.nextInt(100) < ((step / 20_000) % 2 == 0 ? 70 : 30);
      if (add) {
        assertThat(set.add(s)).isEqualTo(expected.add(s));
      } else {
        assertThat(set.remove(s)).isEqualTo(expected.remove(s));
      }
      assertThat(set.size()).isEqualTo(expected.size());
      if (step % 5000 == 0) {
        Set<Subscriber> seen = new HashSet<>();
        set.forEach(x -> assertThat(seen.add(x)).as("visited once").isTrue());
        assertThat(seen).isEqualTo(expected);
      }
    }
    for (Subscriber s : pool) {
      set.remove(s);
    }
    assertThat(set.isEmpty()).isTrue();
  }
}
