package org.touchmove.hardware.transport;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class BoardAddressTest {
  @Test
  void readsPathsAndTcpAddresses() {
    assertThat(BoardAddress.parse("/dev/ttyACM0"))
        .contains(new BoardAddress.Serial("/dev/ttyACM0"));
    assertThat(BoardAddress.parse("COM3")).contains(new BoardAddress.Serial("COM3"));
    assertThat(BoardAddress.parse("tcp://ser2net.local:4001"))
        .contains(new BoardAddress.Tcp("ser2net.local", 4001));
    assertThat(BoardAddress.parse("tcp://[::1]:4001")).contains(new BoardAddress.Tcp("::1", 4001));
  }

  @Test
  void formatReadsBack() {
    for (String text : new String[] {"/dev/rfcomm0", "tcp://10.0.0.7:2000", "tcp://[fe80::1]:23"}) {
      assertThat(BoardAddress.parse(text).map(BoardAddress::format)).contains(text);
    }
  }

  @Test
  void malformedTcpAddressesAreEmpty() {
    for (String text :
        new String[] {
          "",
          "  ",
          "tcp://",
          "tcp://host",
          "tcp://host:",
          "tcp://:80",
          "tcp://h:0",
          "tcp://h:65536",
          "tcp://h:8x",
          "tcp://::1:80",
          "tcp://h:123456"
        }) {
      assertThat(BoardAddress.parse(text)).as(text).isEqualTo(Optional.empty());
    }
  }
}
