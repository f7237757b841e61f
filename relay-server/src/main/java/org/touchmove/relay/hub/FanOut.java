package org.touchmove.relay.hub;

/**
 * Brackets one message's deliveries to many subscribers, on the delivering thread: the transport
 * may then hand them to its own threads as one batch per thread instead of one by one (a delta for
 * 10,000 viewers is then a few queue operations, not 10,000). Brackets may nest; the deliveries
 * inside are handed over at the outermost {@link #end}, before the feed's lock is released, so
 * their order with the feed's other messages is kept.
 */
public interface FanOut {
  /** No grouping: each delivery stands alone. */
  FanOut NONE =
      new FanOut() {
        @Override
        public void begin() {}

        @Override
        public void end() {}
      };

  void begin();

  void end();
}
