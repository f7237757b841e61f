package org.touchmove.relay.netty;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.channel.epoll.Epoll;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

class TransportTest {
  private static final Transport BEST_HERE = Epoll.isAvailable() ? Transport.EPOLL : Transport.NIO;

  @Test
  void nothingRequestedGivesEpollWhereItLoadsAndNioElsewhere() {
    assertThat(Transport.choose(Optional.empty())).isEqualTo(BEST_HERE);
    assertThat(Transport.choose(Optional.of(" "))).as("a blank property").isEqualTo(BEST_HERE);
  }

  @Test
  void nioRequestedForcesNio() {
    assertThat(Transport.choose(Optional.of("nio"))).isEqualTo(Transport.NIO);
    assertThat(Transport.choose(Optional.of(" NIO ")))
        .as("any case, spaces")
        .isEqualTo(Transport.NIO);
  }

  @Test
  void epollRequestedGivesEpollOnlyWhereItLoads() {
    assertThat(Transport.choose(Optional.of("epoll"))).isEqualTo(BEST_HERE);
  }

  @Test
  void anUnknownNameGivesTheBestTransport() {
    assertThat(Transport.choose(Optional.of("io_uring"))).isEqualTo(BEST_HERE);
  }

  /** The build ships the linux-x86_64 native library: on such a machine epoll must load. */
  @Test
  @EnabledOnOs(
      value = OS.LINUX,
      architectures = {"amd64", "x86_64"})
  void epollLoadsOnLinuxX86() {
    assertThat(Transport.epollAvailable())
        .as("epoll unavailable: %s", Epoll.unavailabilityCause())
        .isTrue();
    assertThat(Transport.best()).isEqualTo(Transport.EPOLL);
  }

  @Test
  void eachTransportNamesMatchingClasses() {
    for (Transport t : Transport.values()) {
      assertThat(t.serverChannel().getSimpleName().toLowerCase())
          .as("%s server channel", t)
          .startsWith(t.label());
      assertThat(t.socketChannel().getSimpleName().toLowerCase())
          .as("%s socket channel", t)
          .startsWith(t.label());
    }
  }
}
