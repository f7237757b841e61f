package org.touchmove.hardware.emulator;

import org.touchmove.notation.PgnGame;
import org.touchmove.notation.PgnReadResult;
import org.touchmove.notation.PgnReader;

/** Small game scores for the emulator's tests (our own fixtures; game scores are facts). */
final class Games {
  private Games() {}

  /**
   * Kasparov - Topalov, Wijk aan Zee 1999, the first 44 plies, with made-up clock readings: a
   * capture-rich game with both castlings and a promotion-free middle game.
   */
  static final String KASPAROV_TOPALOV =
      "[White \"Kasparov\"]\n[Black \"Topalov\"]\n[Result \"1-0\"]\n[TimeControl \"5400+30\"]\n\n"
          + "1. e4 {[%clk 1:30:20]} d6 {[%clk 1:30:25]} 2. d4 {[%clk 1:30:40]} Nf6 {[%clk 1:30:50]}"
          + " 3. Nc3 g6 4. Be3 Bg7 5. Qd2 c6 6. f3 b5 7. Nge2 Nbd7 8. Bh6 Bxh6 9. Qxh6 Bb7"
          + " 10. a3 e5 11. O-O-O Qe7 12. Kb1 a6 13. Nc1 O-O-O 14. Nb3 exd4 15. Rxd4 c5"
          + " 16. Rd1 Nb6 17. g3 Kb8 18. Na5 Ba8 19. Bh3 d5 20. Qf4+ Ka7 21. Rhe1 d4"
          + " 22. Nd5 Nbxd5 1-0\n";

  /** En passant, both castlings, two under-promotions (to a knight and a rook, with check). */
  static final String SPECIAL_MOVES =
      "[Result \"*\"]\n\n1. e4 Nf6 2. e5 d5 3. exd6 Qxd6 4. Nf3 Bg4 5. Be2 Nc6 6. O-O O-O-O"
          + " 7. d4 e5 8. dxe5 Qxd1 9. Rxd1 Rxd1+ 10. Bxd1 Nxe5 11. Nxe5 Bxd1 12. Nxf7 Bxc2"
          + " 13. Nxh8 Bf5 14. Bg5 Kd7 15. Bxf6 gxf6 16. Nf7 Ke7 17. Nd8 Kxd8 18. Na3 Bxa3"
          + " 19. bxa3 b5 20. Kf1 b4 21. axb4 a5 22. bxa5 c5 23. a6 c4 24. a7 c3 25. a8=N c2"
          + " 26. Nb6 c1=R+ 27. Ke2 *\n";

  static PgnGame read(String pgn) {
    PgnReadResult result = PgnReader.mainLineOnly().read(pgn).get(0);
    if (!(result instanceof PgnReadResult.Read)) {
      throw new AssertionError("fixture does not read: " + result);
    }
    return ((PgnReadResult.Read) result).game();
  }
}
