package org.touchmove.hardware.emulator;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.touchmove.chess.Board;
import org.touchmove.chess.Color;
import org.touchmove.chess.Move;
import org.touchmove.chess.Piece;
import org.touchmove.chess.Position;
import org.touchmove.chess.Role;
import org.touchmove.chess.Square;
import org.touchmove.chess.TimeControl;
import org.touchmove.dgt.BoardOrientation;
import org.touchmove.dgt.ClockSide;
import org.touchmove.hardware.emulator.HandAction.Lift;
import org.touchmove.hardware.emulator.HandAction.Place;
import org.touchmove.hardware.emulator.HandAction.PressLever;

/**
 * Plans how the emulated players play a game: thinking times (from the score's clock readings
 * when it has them, so the emulated clock shows the game's own times), every move made in one of
 * the ways of spec/human-noise.md, the noise around it, and what an observer should make of it.
 *
 * <p>Time runs in two currencies. Game time is what the clock counts. Wall time is when the
 * emulator acts: at speed 1 the two are equal; at a higher speed only thinking is compressed
 * (never below {@value #MIN_WALL_THINK_MILLIS} ms), so hands still move at human speed and the
 * board's scan still sees the same motions.
 */
public final class GameScriptBuilder {
  static final long MIN_WALL_THINK_MILLIS = 400;
  private static final long MIN_THINK_MILLIS = 200;
  /** What a player's hands take for one move on a real board, noise included, at most. */
  private static final long HAND_MILLIS_PER_MOVE = 8000;
  /** What one move's hands (lift, place, press, now and then a hover) take on average, or more. */
  private static final long HAND_RESERVE_MILLIS = 2500;
  /**
   * Below this on the mover's clock at the start of the turn, no irregularity is staged: the worst
   * costs nine seconds (a completed illegal move put right), and the hands need the rest.
   */
  private static final long SCRAMBLE_MILLIS = 15_000;
  /** Time before the first action: lets a host connect and finish its handshake. */
  private static final long LEAD_IN_MILLIS = 3000;

  private final ScriptedGame game;
  private final HumanProfile profile;
  private final SplittableRandom random;
  private final double speed;
  private final Choreographer choreographer;
  private final List<TimedAction> actions = new ArrayList<>();
  private final List<GameScript.ClockReading> clockAfterPly = new ArrayList<>();
  private final List<ExpectedAlert> alerts = new ArrayList<>();
  /** After a step, how long its evidence may take to reach the host (a scan, then the send). */
  private static final long EVIDENCE_SCAN_MILLIS = 1000;
  private final List<GameScript.Outage> outages = new ArrayList<>();
  private final EmulatedClock clock;
  /** The control the emulated clock runs: the game's, unless hands could not keep up with it. */
  private final TimeControl control;
  private final ClockSide whiteFace;
  private Board physical;
  private long wall;
  private long gameTime;
  private long outageStart = -1;
  private int outageEndsAfterPly;

  private GameScriptBuilder(ScriptedGame game, HumanProfile profile, long seed, double speed) {
    if (!(speed >= 1)) {
      throw new IllegalArgumentException("speed must be >= 1, was " + speed);
    }
    this.game = game;
    this.profile = profile;
    this.random = new SplittableRandom(seed);
    this.speed = speed;
    this.choreographer = new Choreographer(profile, random.split());
    this.whiteFace = chance(Behaviour.CLOCK_ON_WHITES_RIGHT) ? ClockSide.RIGHT : ClockSide.LEFT;
    this.control = playable(game.timeControl(), game.moves().size());
    this.clock = new EmulatedClock(control, whiteFace);
    this.physical = game.start().board();
  }

  /** Plans {@code game} as played by {@code profile}'s players, {@code speed} times faster. */
  public static GameScript build(ScriptedGame game, HumanProfile profile, long seed, double speed) {
    return new GameScriptBuilder(game, profile, seed, speed).plan();
  }

  private boolean chance(Behaviour behaviour) {
    return random.nextDouble() < profile.chance(behaviour);
  }

  private long between(long min, long max) {
    return min + random.nextLong(max - min + 1);
  }

  private GameScript plan() {
    BoardOrientation orientation =
        chance(Behaviour.ROTATED_BOARD) ? BoardOrientation.ROTATED : BoardOrientation.NORMAL;
    wall = LEAD_IN_MILLIS;
    gameTime = LEAD_IN_MILLIS;
    Board initial = setUp();
    emit(new Step(between(1000, 2000), new HandAction.StartClock()));
    Position position = game.start();
    long lastPress = gameTime;
    Optional<Choreographer.Made> fastReply = Optional.empty();
    List<Move> moves = game.moves();
    long previousPlyFrom = wall;
    for (int ply = 0; ply < moves.size(); ply++) {
      // Alerts staged in this ply get their evidence's time once its steps are timed: from the
      // previous ply's start (a fast reply's first lift was made then) to this ply's last step.
      int alertsBefore = alerts.size();
      long plyFrom = wall;
      Move move = moves.get(ply);
      Color mover = position.sideToMove();
      Position after = position.playUnchecked(move);
      if (outageStart < 0 && chance(Behaviour.DISCONNECT)) {
        // N11: the link drops now and comes back after this move and the reply (two plies
        // missed at most: more could transpose into an order no board can tell).
        outageStart = wall + between(0, 500);
        outageEndsAfterPly = ply + 1;
      }
      List<Step> beforePress = new ArrayList<>();
      boolean replying = fastReply.isPresent();
      if (replying) {
        // The first lift of this move was made before the opponent pressed the clock.
        List<Step> rest = fastReply.get().steps();
        beforePress.addAll(rest.subList(1, rest.size())); // noted (4.4.2) when it was planned
        fastReply = Optional.empty();
      } else {
        // A player with seconds left stages no irregularity: its own seconds on the clock (a
        // press without a move is up to five) would flag a game the score did not lose on time.
        // Seconds left beyond what the later moves' hands need: 19 s with three moves still to
        // make is a scramble (a nine-second hover there flagged a game won on Black's time).
        boolean scramble = spareMillis(ply, mover, lastPress) < SCRAMBLE_MILLIS;
        if (!scramble) {
          preMoveNoise(position, move, ply, beforePress);
        }
        makeMove(position, move, ply, beforePress, scramble);
      }
      Optional<Choreographer.Made> nextFast = Optional.empty();
      if (ply + 1 < moves.size() && chance(Behaviour.FAST_REPLY)) {
        boolean nextHurried =
            spareMillis(ply + 1, mover.opposite(), gameTime) < SCRAMBLE_MILLIS;
        Choreographer.Made next = choreographer.makeMove(after, moves.get(ply + 1), nextHurried);
        if (next.steps().get(0).action() instanceof Lift) {
          next = noteRookFirst(next, moves.get(ply + 1), ply + 1);
          nextFast = Optional.of(next);
          Step first = next.steps().get(0);
          beforePress.add(new Step(between(50, 400), first.action(), first.evidenceOf()));
        }
      }
      beforePress.add(
          new Step(
              chance(Behaviour.LATE_PRESS) ? between(1500, 4000) : between(150, 800),
              new PressLever(mover)));
      boolean doublePress = chance(Behaviour.DOUBLE_PRESS);
      long deadline = lastPress + thinkTime(ply, mover, lastPress);
      long needed = duration(beforePress);
      long think = replying ? 0 : Math.max(MIN_THINK_MILLIS, deadline - gameTime - needed);
      if (!replying && chance(Behaviour.PREMOVE_PACE)) {
        think = between(50, 300);
      }
      think(think);
      for (Step step : beforePress) {
        emit(step);
      }
      lastPress = gameTime;
      clockAfterPly.add(
          new GameScript.ClockReading(
              clock.remaining(Color.WHITE, gameTime), clock.remaining(Color.BLACK, gameTime)));
      if (doublePress) {
        emit(new Step(between(100, 300), new PressLever(mover))); // the lever is already down
      }
      if (outageStart >= 0 && ply >= outageEndsAfterPly) {
        long end = wall + between(200, 800);
        outages.add(new GameScript.Outage(outageStart, Math.max(1000, end - outageStart)));
        outageStart = -1;
      }
      afterPressNoise(after, move, ply + 1);
      for (int i = alertsBefore; i < alerts.size(); i++) {
        if (!alerts.get(i).timed()) {
          alerts.set(i, alerts.get(i).during(previousPlyFrom, wall)); // no step of its own
        }
      }
      previousPlyFrom = plyFrom;
      fastReply = nextFast;
      position = after;
    }
    boolean gesture = finish(position);
    return new GameScript(
        game,
        initial,
        orientation,
        whiteFace,
        control,
        profile.scanPeriod(),
        actions,
        clockAfterPly,
        alerts,
        gesture,
        outages,
        wall + 3000);
  }

  /** The start position, or (N16) one with king and queen swapped that the players put right. */
  private Board setUp() {
    Board board = physical;
    if (!chance(Behaviour.KING_QUEEN_SWAPPED)) {
      return board;
    }
    Color color = random.nextBoolean() ? Color.WHITE : Color.BLACK;
    Square king = game.start().kingSquare(color);
    Piece queenPiece = Piece.of(color, Role.QUEEN);
    Optional<Square> queen = Optional.empty();
    for (Square neighbour : List.of(Square.ofIndex(Math.max(0, king.index() - 1)), Square.ofIndex(Math.min(63, king.index() + 1)))) {
      if (neighbour.rank() == king.rank() && board.pieceAt(neighbour).equals(Optional.of(queenPiece))) {
        queen = Optional.of(neighbour);
      }
    }
    if (queen.isEmpty() || isChess960Start(color, queen.get())) {
      return board;
    }
    Piece kingPiece = Piece.of(color, Role.KING);
    Board swapped = board.with(king, queenPiece).with(queen.get(), kingPiece);
    physical = swapped;
    emit(new Step(between(1000, 3000), new Lift(king)));
    emit(new Step(between(200, 600), new Lift(queen.get())));
    emit(new Step(between(300, 900), new Place(king, kingPiece)));
    emit(new Step(between(200, 600), new Place(queen.get(), queenPiece)));
    alerts.add(
        new ExpectedAlert("7.2", 0, Behaviour.KING_QUEEN_SWAPPED, List.of(king, queen.get()))
            .during(LEAD_IN_MILLIS, wall));
    return swapped;
  }

  /**
   * In Chess960 a king swapped with its queen may still stand between its rooks: that is another
   * of the 960 starts, not a wrong setup anyone could tell (7.2 needs the drawn position).
   */
  private boolean isChess960Start(Color color, Square kingThere) {
    if (game.start().variant() != org.touchmove.chess.Variant.CHESS960) {
      return false;
    }
    int lowRook = 8;
    int highRook = -1;
    long rooks = physical.byColor(color) & physical.byRole(Role.ROOK);
    for (long b = rooks; b != 0; b &= b - 1) {
      Square rook = Square.ofIndex(Long.numberOfTrailingZeros(b));
      if (rook.rank() == kingThere.rank()) {
        lowRook = Math.min(lowRook, rook.file());
        highRook = Math.max(highRook, rook.file());
      }
    }
    return lowRook < kingThere.file() && kingThere.file() < highRook;
  }

  /**
   * Game time from the previous press to this move's press: what the score's clock readings say
   * was spent on the move when it has them, otherwise a random time a player would take. A player whose score shows no
   * loss on time must not lose on time here: where the score's times cannot be followed (its
   * control was not in the tags, or time was added that we do not know of, or hands on a board
   * are slower than a mouse) the player moves at once; without readings a player keeps time for
   * twenty more moves; and a tenth of the time, at least two seconds, is always left for the hands.
   */
  private long thinkTime(int ply, Color mover, long turnStart) {
    long before = clock.remaining(mover, turnStart).toMillis();
    int moveNumber = movesMadeBy(mover, ply) + 1;
    long added = control.addedAfterMove(moveNumber).toMillis();
    // Hands take time the score's clock never saw (lichess players move a piece in a tenth of a
    // second): keep enough for every move this player still has to make, or a scramble the
    // score survived would flag here.
    int movesLeft = movesLeft(ply);
    // One irregularity can cost nine seconds at once: never plan to come closer than that.
    long worstNoise = profile.chance(Behaviour.ILLEGAL_COMPLETED) > 0 ? 9_000 : 0;
    long reserve =
        Math.max(Math.max(2000, before / 10), movesLeft * handMillisPerMove() + worstNoise);
    Optional<Duration> clk = game.clocks().get(ply);
    Optional<Duration> previous =
        ply >= 2 ? game.clocks().get(ply - 2) : Optional.of(game.timeControl().initialTime());
    long think;
    if (clk.isPresent() && previous.isPresent()) {
      // The time the score shows spent on this move, under the score's own control.
      long scoreAdded = game.timeControl().addedAfterMove(moveNumber).toMillis();
      think = Math.max(0, previous.get().toMillis() + scoreAdded - clk.get().toMillis());
    } else {
      double factor = Math.exp(random.nextGaussian() * 0.8);
      long mean = profile.meanThink().toMillis();
      think = Math.max(1000, Math.min(10 * mean, Math.round(mean * factor)));
      think = Math.min(think, before / 20 + added);
    }
    if (think > before - reserve) {
      // The score had time this clock has not (added time the control does not show): keep time
      // for twenty more moves rather than run down to the reserve move after move.
      think = before / 20 + added;
    }
    return Math.max(0, Math.min(think, before - reserve));
  }

  /**
   * The control the emulated clock runs. Hands need seconds per move on a real board (lifting,
   * placing, noise, the lever), while online games are played with a mouse: a control that leaves
   * a player less than {@value #HAND_MILLIS_PER_MOVE} ms a move over the game's length is replaced
   * by one that does (whole minutes, the same increment). The score's moves, at a pace a board
   * allows; a game lost on time is still lost on time, after its last move.
   */
  static TimeControl playable(TimeControl control, int plies) {
    int moves = (plies + 1) / 2;
    long have = control.initialTime().toMillis();
    for (int move = 1; move <= moves; move++) {
      have += control.addedAfterMove(move).toMillis();
    }
    long need = (long) moves * HAND_MILLIS_PER_MOVE;
    if (have >= need) {
      return control;
    }
    long minutes = (need + 59_999) / 60_000;
    return TimeControl.of(Duration.ofMinutes(minutes), control.periods().get(0).increment());
  }

  /** The moves the player to move at {@code ply} still has to make, this one included. */
  private int movesLeft(int ply) {
    return (game.moves().size() - ply + 1) / 2;
  }

  /** What the profile's hands take for one move on average: lift and place, noise, the lever. */
  private long handMillisPerMove() {
    return HAND_RESERVE_MILLIS
        + Math.round(profile.chance(Behaviour.HOVER) * 5_500) // a hover lasts 1-10 s
        + Math.round(profile.chance(Behaviour.LATE_PRESS) * 2_750) // a late press 1.5-4 s
        // and the irregularities' own seconds on the mover's clock (see their steps)
        + Math.round(profile.chance(Behaviour.TOUCH_THEN_ANOTHER) * 5_750)
        + Math.round(profile.chance(Behaviour.ILLEGAL_COMPLETED) * 9_000)
        + Math.round(profile.chance(Behaviour.CHANGED_MOVE) * 3_200)
        + Math.round(profile.chance(Behaviour.ILLEGAL_THEN_CORRECTED) * 2_500)
        + Math.round(profile.chance(Behaviour.PRESS_WITHOUT_MOVE) * 3_000);
  }

  /** The mover's time at the start of the turn less what the hands of their later moves need. */
  private long spareMillis(int ply, Color mover, long turnStart) {
    long later = (movesLeft(ply) - 1) * handMillisPerMove();
    return clock.remaining(mover, turnStart).toMillis() - later;
  }

  private int movesMadeBy(Color mover, int ply) {
    boolean whiteFirst = game.start().sideToMove() == Color.WHITE;
    int whiteMoves = whiteFirst ? (ply + 1) / 2 : ply / 2;
    int blackMoves = ply - whiteMoves;
    return mover == Color.WHITE ? whiteMoves : blackMoves;
  }

  /** N3, N4 and N13 (press without a move): what happens before the hand goes to the mover. */
  private void preMoveNoise(Position position, Move move, int ply, List<Step> steps) {
    Board board = position.board();
    if (chance(Behaviour.ADJUST)) {
      Square square = randomSquare(board.occupied());
      Piece piece = board.pieceAt(square).orElseThrow();
      steps.add(new Step(between(500, 3000), new Lift(square)));
      steps.add(new Step(between(120, 400), new Place(square, piece)));
    }
    if (chance(Behaviour.TOUCH_THEN_ANOTHER)) {
      touchThenAnother(position, move, ply, steps);
    }
    if (chance(Behaviour.PRESS_WITHOUT_MOVE)) {
      Color mover = position.sideToMove();
      int alert = alerts.size();
      steps.add(new Step(between(1000, 5000), new PressLever(mover)).evidenceOf(alert));
      steps.add(new Step(between(1000, 3000), new PressLever(mover.opposite())).evidenceOf(alert));
      alerts.add(new ExpectedAlert("7.8.1", ply, Behaviour.PRESS_WITHOUT_MOVE, List.of()));
    }
  }

  /**
   * N4: the player to move lifts a piece that had a legal move and puts it back, then moves
   * another (4.3.1); or lifts an opponent's piece they could capture and then does not (4.3.2).
   */
  private void touchThenAnother(Position position, Move move, int ply, List<Step> steps) {
    List<Move> legal = position.legalMoves();
    boolean opponents = random.nextBoolean();
    // The piece the move itself takes (en passant: the pawn beside its target) is captured.
    Square taken = move.isEnPassant() ? Square.ofIndex(move.to().index() ^ 8) : move.to();
    List<Square> candidates = new ArrayList<>();
    for (Move m : legal) {
      Square touched = opponents ? m.to() : m.from();
      boolean capture = !position.board().isEmpty(m.to()) && !m.isCastling();
      boolean eligible =
          opponents
              ? capture && !touched.equals(taken) && !m.isEnPassant()
              : !touched.equals(move.from()) && !(move.isCastling() && touched.equals(move.to()));
      if (eligible && !candidates.contains(touched)) {
        candidates.add(touched);
      }
    }
    if (candidates.isEmpty()) {
      return;
    }
    Square square = candidates.get(random.nextInt(candidates.size()));
    Piece piece = position.board().pieceAt(square).orElseThrow();
    int alert = alerts.size();
    steps.add(new Step(between(1000, 5000), new Lift(square)).evidenceOf(alert));
    steps.add(new Step(between(1500, 4000), new Place(square, piece)).evidenceOf(alert));
    alerts.add(
        new ExpectedAlert(
            opponents ? "4.3.2" : "4.3.1", ply, Behaviour.TOUCH_THEN_ANOTHER, List.of(square)));
  }

  /** The move itself, possibly preceded by an illegal placement or a changed move (N14, 4.7). */
  private void makeMove(Position position, Move move, int ply, List<Step> steps, boolean scramble) {
    Board board = position.board();
    Piece mover = board.pieceAt(move.from()).orElseThrow();
    boolean simple =
        !scramble
            && !move.isCastling()
            && !move.isEnPassant()
            && !move.isPromotion()
            && board.isEmpty(move.to());
    if (simple && chance(Behaviour.ILLEGAL_COMPLETED)) {
      Optional<Square> wrong = illegalSquare(position, move);
      if (wrong.isPresent()) {
        // N14 b and N15: completed by the press, noticed, the position restored (7.5.1).
        Color player = position.sideToMove();
        int alert = alerts.size();
        steps.add(new Step(between(200, 600), new Lift(move.from())).evidenceOf(alert));
        steps.add(new Step(between(200, 600), new Place(wrong.get(), mover)).evidenceOf(alert));
        steps.add(new Step(between(300, 900), new PressLever(player)).evidenceOf(alert));
        steps.add(new Step(between(2000, 5000), new Lift(wrong.get())).evidenceOf(alert));
        steps.add(new Step(between(300, 900), new Place(move.from(), mover)).evidenceOf(alert));
        steps.add(new Step(between(500, 1500), new PressLever(player.opposite())).evidenceOf(alert));
        alerts.add(
            new ExpectedAlert(
                "7.5.1", ply, Behaviour.ILLEGAL_COMPLETED, List.of(move.from(), wrong.get())));
        steps.add(new Step(between(1000, 3000), new Lift(move.from())));
        steps.add(new Step(between(200, 600), new Place(move.to(), mover)));
        return;
      }
    }
    if (simple && chance(Behaviour.CHANGED_MOVE)) {
      Optional<Square> other = otherTarget(position, move);
      if (other.isPresent()) {
        int alert = alerts.size();
        steps.add(new Step(between(200, 600), new Lift(move.from())).evidenceOf(alert));
        steps.add(new Step(between(200, 600), new Place(other.get(), mover)).evidenceOf(alert));
        steps.add(new Step(between(1000, 3000), new Lift(other.get())).evidenceOf(alert));
        steps.add(new Step(between(200, 600), new Place(move.to(), mover)).evidenceOf(alert));
        alerts.add(
            new ExpectedAlert(
                "4.7", ply, Behaviour.CHANGED_MOVE, List.of(move.from(), other.get(), move.to())));
        return;
      }
    }
    if (simple && chance(Behaviour.ILLEGAL_THEN_CORRECTED)) {
      Optional<Square> wrong = illegalSquare(position, move);
      if (wrong.isPresent()) {
        steps.add(new Step(between(200, 600), new Lift(move.from())));
        steps.add(new Step(between(200, 600), new Place(wrong.get(), mover)));
        steps.add(new Step(between(800, 1500), new Lift(wrong.get())));
        steps.add(new Step(between(200, 600), new Place(move.to(), mover)));
        return;
      }
    }
    Choreographer.Made made = choreographer.makeMove(position, move, scramble);
    steps.addAll(noteRookFirst(made, move, ply).steps());
  }

  /** Stages 4.4.2 for a castling made rook first: the move's steps are then its evidence. */
  private Choreographer.Made noteRookFirst(Choreographer.Made made, Move castling, int ply) {
    if (!made.rookFirst()) {
      return made;
    }
    List<Square> squares = new ArrayList<>(List.of(castling.from(), castling.to(), castling.kingTarget()));
    castling.rookTarget().ifPresent(squares::add);
    int alert = alerts.size();
    alerts.add(new ExpectedAlert("4.4.2", ply, Behaviour.CASTLE_ROOK_FIRST, squares));
    List<Step> tagged = new ArrayList<>();
    for (Step step : made.steps()) {
      tagged.add(step.evidenceOf(alert));
    }
    return new Choreographer.Made(tagged, true);
  }

  /** An empty square near the origin that the piece cannot legally go to. */
  private Optional<Square> illegalSquare(Position position, Move move) {
    List<Square> candidates = new ArrayList<>();
    for (Square square : Square.values()) {
      if (!position.board().isEmpty(square) || square == move.to()) {
        continue;
      }
      boolean legal =
          position.legalMoves().stream()
              .anyMatch(m -> m.from() == move.from() && m.to() == square);
      int distance =
          Math.max(
              Math.abs(square.file() - move.from().file()),
              Math.abs(square.rank() - move.from().rank()));
      if (!legal && distance <= 2) {
        candidates.add(square);
      }
    }
    return candidates.isEmpty()
        ? Optional.empty()
        : Optional.of(candidates.get(random.nextInt(candidates.size())));
  }

  /** Another legal, non-capturing destination of the same piece. */
  private Optional<Square> otherTarget(Position position, Move move) {
    List<Square> candidates = new ArrayList<>();
    for (Move m : position.legalMoves()) {
      if (m.from() == move.from()
          && m.to() != move.to()
          && !m.isCastling()
          && !m.isPromotion()
          && position.board().isEmpty(m.to())) {
        candidates.add(m.to());
      }
    }
    return candidates.isEmpty()
        ? Optional.empty()
        : Optional.of(candidates.get(random.nextInt(candidates.size())));
  }

  /** N5 and N6 during the opponent's time. */
  private void afterPressNoise(Position after, Move move, int pliesInRecord) {
    if (chance(Behaviour.FLICKER)) {
      Square square = move.kingTarget();
      Piece piece = physical.pieceAt(square).orElse(null);
      if (piece != null) {
        int times = 1 + random.nextInt(3);
        long delay = between(300, 1500);
        for (int i = 0; i < times; i++) {
          emit(new Step(delay, new Lift(square)));
          emit(new Step(between(20, 60), new Place(square, piece)));
          delay = between(30, 80);
        }
      }
    }
    // After mate or stalemate the game is over: a piece knocked then is no irregularity (7.4).
    if (chance(Behaviour.KNOCK_OVER) && after.legalMoveCount() > 0) {
      // The player who just pressed knocks one of their own pieces onto a neighbouring square.
      Color presser = after.sideToMove().opposite();
      long candidates = physical.byColor(presser) & ~physical.byRole(Role.KING);
      List<Square> movable = new ArrayList<>();
      // Not onto a square only a hand has emptied (the opponent holding the piece it captures
      // next, fxg3 begun): the knocked pawn there would read as that piece, and the one knocked
      // as a piece in the hand; no sensor could tell, so the 7.4 staged would be unobservable.
      long taken = after.board().occupied();
      for (long b = candidates; b != 0; b &= b - 1) {
        Square square = Square.ofIndex(Long.numberOfTrailingZeros(b));
        if (emptyNeighbour(square, taken).isPresent()) {
          movable.add(square);
        }
      }
      if (!movable.isEmpty()) {
        Square square = movable.get(random.nextInt(movable.size()));
        Piece piece = physical.pieceAt(square).orElseThrow();
        Square landing = emptyNeighbour(square, taken).orElseThrow();
        int alert = alerts.size();
        alerts.add(
            new ExpectedAlert("7.4", pliesInRecord, Behaviour.KNOCK_OVER, List.of(square, landing)));
        emit(new Step(between(500, 2000), new Lift(square)).evidenceOf(alert));
        emit(new Step(between(50, 200), new Place(landing, piece)).evidenceOf(alert));
        // Noticed seconds later: physical time, never compressed, as the arbiter sees it.
        emit(new Step(between(3000, 8000), new Lift(landing)).evidenceOf(alert));
        emit(new Step(between(200, 600), new Place(square, piece)).evidenceOf(alert));
      }
    }
  }

  private Optional<Square> emptyNeighbour(Square square, long taken) {
    List<Square> empty = new ArrayList<>();
    long free = ~physical.occupied() & ~taken;
    for (long b = org.touchmove.chess.Attacks.king(square.index()) & free; b != 0; b &= b - 1) {
      empty.add(Square.ofIndex(Long.numberOfTrailingZeros(b)));
    }
    return empty.isEmpty() ? Optional.empty() : Optional.of(empty.get(random.nextInt(empty.size())));
  }

  /**
   * After the last move: a flag fall runs the loser's clock out (6.9); a result the rules do not
   * give (resignation, agreement) may be shown with the kings (N12); the arbiter stops the clock.
   * Returns true when the result gesture was made.
   */
  private boolean finish(Position last) {
    boolean automatic = game.game().end().isPresent();
    boolean gesture = false;
    if (game.lostOnTime()) {
      long left = clock.remaining(last.sideToMove(), gameTime).toMillis();
      think(left + 2000);
    } else if (!automatic && !game.result().equals("*") && chance(Behaviour.RESULT_GESTURE)) {
      long left = clock.remaining(last.sideToMove(), gameTime).toMillis();
      if (left < 15_000) {
        // A player who resigns with seconds left stops the clock first: the score has no flag fall.
        emit(new Step(Math.min(between(300, 1000), left / 2), new HandAction.StopClock()));
        resultGesture();
        return true;
      }
      resultGesture();
      gesture = true;
    } else if (!automatic && !game.result().equals("*")) {
      long left = clock.remaining(last.sideToMove(), gameTime).toMillis();
      if (left < 5_000) {
        emit(new Step(Math.min(between(300, 1000), left / 2), new HandAction.StopClock()));
        return false;
      }
    }
    emit(new Step(between(2000, 4000), new HandAction.StopClock()));
    return gesture;
  }

  private static final List<Square> LIGHT_CENTRE = List.of(Square.E4, Square.D5);
  private static final List<Square> DARK_CENTRE = List.of(Square.D4, Square.E5);

  /**
   * N12: both kings on light centre squares = 1-0, dark = 0-1, one of each = draw. Each king goes
   * to a square of its colour that the other king does not hold, so neither is knocked off.
   */
  private void resultGesture() {
    List<Square> whiteSquares = game.result().equals("0-1") ? DARK_CENTRE : LIGHT_CENTRE;
    List<Square> blackSquares = game.result().equals("1-0") ? LIGHT_CENTRE : DARK_CENTRE;
    Square whiteTarget = gestureSquare(whiteSquares, kingSquare(Color.WHITE), kingSquare(Color.BLACK));
    Square blackTarget = gestureSquare(blackSquares, kingSquare(Color.BLACK), whiteTarget);
    think(between(2000, 6000));
    moveKing(Color.WHITE, whiteTarget);
    moveKing(Color.BLACK, blackTarget);
  }

  /** One of {@code squares}: where the king already is if possible, never {@code taken}. */
  private static Square gestureSquare(List<Square> squares, Square king, Square taken) {
    if (squares.contains(king)) {
      return king;
    }
    return squares.get(0) == taken ? squares.get(1) : squares.get(0);
  }

  private Square kingSquare(Color color) {
    return Square.ofIndex(Long.numberOfTrailingZeros(physical.byPiece(Piece.of(color, Role.KING))));
  }

  private void moveKing(Color color, Square target) {
    Piece king = Piece.of(color, Role.KING);
    Square from = kingSquare(color);
    if (from == target) {
      return;
    }
    emit(new Step(between(300, 900), new Lift(from)));
    if (!physical.isEmpty(target)) {
      emit(new Step(between(200, 600), new Lift(target))); // cleared off the board
    }
    emit(new Step(between(200, 700), new Place(target, king)));
  }

  private Square randomSquare(long squares) {
    int n = random.nextInt(Long.bitCount(squares));
    long b = squares;
    for (int i = 0; i < n; i++) {
      b &= b - 1;
    }
    return Square.ofIndex(Long.numberOfTrailingZeros(b));
  }

  private static long duration(List<Step> steps) {
    long total = 0;
    for (Step step : steps) {
      total += step.delayMillis();
    }
    return total;
  }

  /** Thinking: game time passes, wall time passes compressed by the speed-up. */
  private void think(long gameMillis) {
    gameTime += gameMillis;
    wall +=
        gameMillis <= MIN_WALL_THINK_MILLIS
            ? gameMillis
            : Math.max(MIN_WALL_THINK_MILLIS, Math.round(gameMillis / speed));
  }

  /** A hand action: both clocks advance by its physical delay. */
  private void emit(Step step) {
    wall += step.delayMillis();
    gameTime += step.delayMillis();
    if (step.evidenceOf() >= 0) {
      // The board reports a change at its next scan: a Bluetooth scan and the send after it.
      int i = step.evidenceOf();
      alerts.set(i, alerts.get(i).alsoDuring(wall, wall + EVIDENCE_SCAN_MILLIS));
    }
    HandAction action = step.action();
    actions.add(new TimedAction(wall, gameTime, action));
    if (action instanceof Lift) {
      physical = physical.without(((Lift) action).square());
    } else if (action instanceof Place) {
      Place place = (Place) action;
      physical = physical.with(place.square(), place.piece());
    } else if (action instanceof PressLever) {
      clock.press(((PressLever) action).player(), gameTime);
    } else if (action instanceof HandAction.StartClock) {
      clock.start(gameTime);
    } else if (action instanceof HandAction.StopClock) {
      clock.stop(gameTime);
    }
  }
}
