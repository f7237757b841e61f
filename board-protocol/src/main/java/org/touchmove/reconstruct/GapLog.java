package org.touchmove.reconstruct;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import org.touchmove.chess.Attacks;
import org.touchmove.chess.Board;
import org.touchmove.chess.Color;
import org.touchmove.chess.Move;
import org.touchmove.chess.Piece;
import org.touchmove.chess.Position;
import org.touchmove.chess.Square;
import org.touchmove.dgt.BoardOrientation;
import org.touchmove.dgt.BoardReading;
import org.touchmove.dgt.EeMarker;
import org.touchmove.dgt.EeRecord;
import org.touchmove.dgt.PieceCode;

/**
 * What the board's own EEPROM log says happened while the link was down: the squares emptied and
 * the pieces put down, in the order the scan found them (spec/dgt-protocol.md §7). The log has no
 * times, but its order is what a gap took away: it tells Nf3 Nc6 Bc4 from Bc4 Nc6 Nf3 when both
 * lead to the board the dump showed.
 *
 * <p>The log holds the board's whole history; the gap's part is found by the last field update
 * the host heard before the gap, matched with the record the board wrote for it.
 */
final class GapLog {
  /** A change the log recorded: the square, and the piece put there (null: emptied). */
  record Change(Square square, Piece piece) {}

  private final List<Change> changes;
  /** The board before the gap, as the log's first change found it. */
  private final Board start;
  /** The board as the log leaves it: the board before the gap with every change applied. */
  private final Board after;
  /** The last question {@link #movesFrom} answered, and its answer. */
  private Position askedFrom;
  private Board askedBoard;
  private List<List<Move>> answered = List.of();

  private GapLog(List<Change> changes, Board start, Board after) {
    this.changes = List.copyOf(changes);
    this.start = start;
    this.after = after;
  }

  List<Change> changes() {
    return changes;
  }

  /** The board the log's last change leaves. */
  Board lastBoard() {
    return after;
  }

  /**
   * The gap's part of {@code records}: what follows the records of the last field updates heard
   * before the gap. Those are found where the log has the longest run of them, in order (the
   * latest such run; up to two records the line lost may lie between them): the board logs every
   * change its scan finds, so what the host heard is there too, but for one habit: a change of the
   * square just logged overwrites that record. So a square's changes one after another are
   * compared by their last (a6 flickering empty and back is one record, or two, in the log), and
   * the last update heard may be in the log as its square's next change (a rook sliding on).
   * Empty when the log does not show where the gap began.
   *
   * @param before the raw codes by DGT field when the gap began
   * @param heard the last field updates heard before the gap, oldest first, as {@code field << 8 |
   *     code}
   */
  static Optional<GapLog> align(
      List<EeRecord> records, int[] before, List<Integer> heard, BoardOrientation orientation) {
    return align(records, before, null, heard, orientation);
  }

  /**
   * As above, where a dump changed the board after the last update heard: {@code asHeard} are the
   * codes as that update left them (null: no dump did). The log starts from them when its changes
   * from there reach {@code before}: the dump showed moves the log has after the updates heard
   * (an outage's Bxg7 Bxf2+ Kxf2, its log lost, nothing heard before the next outage), which
   * the tracker may not have read. Otherwise the dump put right updates lost before the last one
   * heard (a5's emptying before a4's pawn heard), and {@code before} has them.
   */
  static Optional<GapLog> align(
      List<EeRecord> records,
      int[] before,
      int[] asHeard,
      List<Integer> heard,
      BoardOrientation orientation) {
    return align(records, before, asHeard, heard, orientation, false);
  }

  /**
   * As above; with {@code changedSince}, the gap is known to have changed the board (both clock
   * faces ran in it) though it may show the same board after it: the updates heard before it are
   * then found where the log has changes after them. Moves that come back to the board of the gap's
   * start repeat the updates heard before it (Ke5 Ke7 Kd5 Kd7 after Kd5 Kd7 heard), and the latest
   * run of them is the gap's own end.
   */
  static Optional<GapLog> align(
      List<EeRecord> records,
      int[] before,
      int[] asHeard,
      List<Integer> heard,
      BoardOrientation orientation,
      boolean changedSince) {
    List<EeRecord.SquareChange> log = new ArrayList<>();
    for (EeRecord r : records) {
      if (r instanceof EeRecord.SquareChange) {
        log.add((EeRecord.SquareChange) r);
      }
    }
    List<Integer> logKeys = new ArrayList<>();
    log.forEach(change -> logKeys.add(key(change)));
    List<Integer> runs = runEnds(logKeys);
    List<Integer> heardRuns = new ArrayList<>();
    runEnds(heard).forEach(i -> heardRuns.add(heard.get(i)));
    int n = heardRuns.size();
    if (n == 0) {
      return fromBeginPosition(records, before, orientation);
    }
    int best = 0;
    int start = -1;
    List<EeRecord.SquareChange> unheard = List.of();
    for (int j = runs.size() - 1; j >= 0; j--) {
      EeRecord.SquareChange last = log.get(runs.get(j));
      boolean merged = key(last) != heardRuns.get(n - 1);
      if (merged && last.field() != heardRuns.get(n - 1) >> 8) {
        continue;
      }
      if (changedSince && !merged && runs.get(j) + 1 == log.size()) {
        continue; // nothing after it: the gap's end, not its start
      }
      // The updates heard before it, in order; a record or two between them may be updates the
      // line lost (the board logged them, the host never heard them).
      int run = 1;
      int between = 0;
      List<EeRecord.SquareChange> skipped = new ArrayList<>();
      List<EeRecord.SquareChange> lost = new ArrayList<>();
      for (int p = j - 1; run < n && p >= 0; p--) {
        if (key(log.get(runs.get(p))) == heardRuns.get(n - 1 - run)) {
          if (run == 1) {
            lost.addAll(skipped); // between the last two updates heard: just before the gap
          }
          run++;
          between += skipped.size();
          skipped.clear();
        } else {
          skipped.add(log.get(runs.get(p)));
          if (between + skipped.size() > 2) {
            break;
          }
        }
      }
      // An exact match beats a merged one of the same length, and one with fewer records between
      // the updates heard (lost on the line) beats one with more: the board overwrote g4's landing
      // (g3-g4, then fxg4 taking it) and its later g4 change, two records on, must not pass for it.
      int score = 4 * (2 * run - (merged ? 1 : 0)) - between;
      if (score > best) {
        best = score;
        // A merged record is the square's change in the gap.
        start = merged ? runs.get(j) : runs.get(j) + 1;
        unheard = lost;
      }
    }
    if (best < 4 * (2 * Math.min(2, n) - 1) - 2) {
      return Optional.empty(); // not even the last two updates heard, in order
    }
    // The records the line lost between the last two updates heard happened just before the gap:
    // the host's board may lack them (h2 emptied unheard, h4 heard filled: the pawn stood on
    // both). Not where the host heard its square change.
    List<EeRecord.SquareChange> gap = log.subList(start, log.size());
    int[] startCodes = withUnheard(before, unheard, heard);
    if (asHeard != null) {
      // The dump after the last update heard showed changes the log has after it when its changes
      // from the board that update left reach the dump's: the gap's log begins before them.
      int[] codes = withUnheard(asHeard, unheard, heard);
      boolean reached = Arrays.equals(codes, before);
      for (int i = 0; i < gap.size() && !reached; i++) {
        codes[gap.get(i).field()] = gap.get(i).code();
        reached = Arrays.equals(codes, before);
      }
      if (reached) {
        startCodes = withUnheard(asHeard, unheard, heard);
      }
    }
    return Optional.of(replay(gap, startCodes, orientation));
  }

  /**
   * Nothing was heard before the gap (the line cut before the first move, a relay restarted as the
   * round began): no update marks where the gap began. Where the board stood in the start
   * position then, the board's own tag for it does (EE_BEGINPOS, written when the scan finds the
   * start position; spec/dgt-protocol.md §7): the gap's part is what the board logged after the
   * last such tag.
   */
  private static Optional<GapLog> fromBeginPosition(
      List<EeRecord> records, int[] before, BoardOrientation orientation) {
    byte[] start = BoardReading.of(Board.standard(), orientation).toCodes();
    for (int field = 0; field < before.length; field++) {
      if ((start[field] & 0xFF) != before[field]) {
        return Optional.empty();
      }
    }
    int tag = -1;
    for (int i = 0; i < records.size(); i++) {
      if (records.get(i) instanceof EeRecord.Marker) {
        EeMarker marker = ((EeRecord.Marker) records.get(i)).marker();
        if (marker == EeMarker.BEGIN_POSITION || marker == EeMarker.BEGIN_POSITION_ROTATED) {
          tag = i;
        }
      }
    }
    if (tag < 0) {
      return Optional.empty(); // never tagged, or the tag is gone from the ring
    }
    List<EeRecord.SquareChange> gap = new ArrayList<>();
    for (EeRecord r : records.subList(tag + 1, records.size())) {
      if (r instanceof EeRecord.SquareChange) {
        gap.add((EeRecord.SquareChange) r);
      }
    }
    return Optional.of(replay(gap, before, orientation));
  }

  private static int[] withUnheard(
      int[] codes, List<EeRecord.SquareChange> unheard, List<Integer> heard) {
    int[] with = codes.clone();
    for (int i = unheard.size() - 1; i >= 0; i--) {
      int field = unheard.get(i).field();
      if (heard.stream().noneMatch(k -> k >> 8 == field)) {
        with[field] = unheard.get(i).code();
      }
    }
    return with;
  }

  /**
   * Each square's run of changes one after another, by the index of its last: {@code keys} are
   * {@code field << 8 | code}.
   */
  private static List<Integer> runEnds(List<Integer> keys) {
    List<Integer> ends = new ArrayList<>();
    for (int i = 0; i < keys.size(); i++) {
      if (i + 1 == keys.size() || keys.get(i + 1) >> 8 != keys.get(i) >> 8) {
        ends.add(i);
      }
    }
    return ends;
  }

  private static int key(EeRecord.SquareChange change) {
    return change.field() << 8 | change.code();
  }

  /** The board before the log's first change and after each change, in order. */
  private List<Board> boards() {
    List<Board> boards = new ArrayList<>(changes.size() + 1);
    Board board = start;
    boards.add(board);
    for (Change change : changes) {
      board = change.piece() == null ? board.without(change.square()) : board.with(change.square(), change.piece());
      boards.add(board);
    }
    return boards;
  }

  /**
   * The log without its last changes where those only put down {@code color}'s pieces and empty
   * squares {@code color}'s pieces stood on: the opponent's move begun after a press the gap is
   * read again for, which the log, asked for later, has recorded too. Longest first, the whole
   * log included.
   */
  List<GapLog> withoutTrailingMovesOf(Color color) {
    List<Board> boards = boards();
    List<GapLog> logs = new ArrayList<>();
    logs.add(this);
    for (int k = changes.size() - 1; k >= 0; k--) {
      Change change = changes.get(k);
      Optional<Piece> touched =
          change.piece() != null ? Optional.of(change.piece()) : boards.get(k).pieceAt(change.square());
      if (touched.isEmpty() || touched.get().color() != color) {
        break;
      }
      logs.add(new GapLog(changes.subList(0, k), start, boards.get(k)));
    }
    return logs;
  }

  /**
   * A piece the log shows, in its last two changes, taken off one square and put on another that
   * was empty (in either order: a scan may log the landing first): a piece knocked over or pushed
   * aside as the log was asked for, which no reading of the gap makes. A quiet move's two halves
   * look the same: the caller takes it for a knock only where no legal move makes it. {@code
   * before} is the log without those two changes.
   */
  record Knock(Square from, Square to, Piece piece, GapLog before) {}

  /** The knock the log ends on (see {@link Knock}), if it ends on one. */
  Optional<Knock> trailingKnock() {
    int n = changes.size();
    if (n < 2) {
      return Optional.empty();
    }
    List<Board> boards = boards();
    Board before = boards.get(n - 2);
    Change first = changes.get(n - 2);
    Change second = changes.get(n - 1);
    Change leaving = first.piece() == null ? first : second;
    Change landing = leaving == first ? second : first;
    if (leaving.piece() != null
        || landing.piece() == null
        || leaving.square() == landing.square()
        || !before.pieceAt(leaving.square()).equals(Optional.of(landing.piece()))
        || before.pieceAt(landing.square()).isPresent()) {
      return Optional.empty();
    }
    return Optional.of(
        new Knock(
            leaving.square(),
            landing.square(),
            landing.piece(),
            new GapLog(changes.subList(0, n - 2), start, before)));
  }

  /** The changes, applied to {@code before}. */
  private static GapLog replay(
      List<EeRecord.SquareChange> suffix, int[] before, BoardOrientation orientation) {
    Board start = boardOf(before, orientation);
    int[] codes = before.clone();
    List<Change> changes = new ArrayList<>();
    for (EeRecord.SquareChange c : suffix) {
      codes[c.field()] = c.code();
      Piece piece = PieceCode.fromCode(c.code()).flatMap(PieceCode::piece).orElse(null);
      changes.add(new Change(orientation.square(c.field()), piece));
    }
    return new GapLog(changes, start, boardOf(codes, orientation));
  }

  private static Board boardOf(int[] codes, BoardOrientation orientation) {
    Board.Builder board = Board.builder();
    for (int field = 0; field < codes.length; field++) {
      Optional<Piece> piece = PieceCode.fromCode(codes[field]).flatMap(PieceCode::piece);
      if (piece.isPresent()) {
        board.put(orientation.square(field), piece.get());
      }
    }
    return board.build();
  }

  /** Readings {@link #movesFrom} gives up beyond: more are as good as none. */
  private static final int MOST_READINGS = 3;
  /** Positions {@link #movesFrom} visits at most: slides through legal squares branch. */
  private static final int MOST_VISITS = 20_000;

  /**
   * The moves the log itself shows, played from {@code from}: each time its changes leave the
   * board a legal move on from where the last left it (the piece put down, a capture's victim
   * taken off, both halves of a castling), that move may have been made. The readings that end
   * on the board the log leaves, which {@code board} is or shows with pieces lifted since (the
   * next move begun), and explain its changes furthest (a slide
   * through a square the piece could have stopped on is a stop only if the rest still reads);
   * several when they differ, none when no reading gets there. However long the gap: unlike a
   * search from the board alone, the log says which squares changed, and in what order.
   */
  List<List<Move>> movesFrom(Position from, Board board) {
    // The tracker asks again each time the board settles while the gap is unread: the same
    // question, the same answer, without searching again.
    if (from.equals(askedFrom) && board.equals(askedBoard)) {
      return answered;
    }
    askedFrom = from;
    askedBoard = board;
    answered = search(from, board);
    return answered;
  }

  private List<List<Move>> search(Position from, Board board) {
    List<Board> boards = boards();
    Board end = after;
    if (!after.equals(board) && !liftedFrom(after, board)) {
      // The board has moved on since the log was read (a castling the log caught half made,
      // since completed): one move more may lead there.
      boards.add(board);
      end = board;
    }
    Reading reading = new Reading(changes, boards, end);
    reading.search(from, 0, new ArrayList<>());
    if (reading.found.isEmpty() && !reading.overflowed) {
      reading.searchFromUnloggedCapture(from);
    }
    if (reading.found.isEmpty() && !reading.overflowed && liftedFrom(after, board)) {
      // No reading ends on the log's last board, and the board has lost a piece since: the log
      // caught a capture half made whose victim stood elsewhere. exf6 e.p. with the pawn put down
      // on f6 and f5's pawn still there (no legal position), taken off 189 ms later: the board
      // now is the capture's.
      boards.add(board);
      reading = new Reading(changes, boards, board);
      reading.search(from, 0, new ArrayList<>());
    }
    return reading.overflowed ? List.of() : reading.found;
  }

  /**
   * {@code board} is a castling of {@code position} made king first: the king on its castling
   * square, its rook still on its own or lifted (O-O begun as the line came back, the log ending
   * on the king put down on g1). Not a Chess960 castling whose king or rook stays where it is.
   */
  static boolean castlingBegun(Position position, Board board) {
    for (Move move : position.legalMoves()) {
      if (!move.isCastling()
          || move.to() == move.kingTarget()
          || move.rookTarget().orElseThrow() == move.to()
          || move.from() == move.kingTarget()) {
        continue;
      }
      Piece king = position.board().pieceAt(move.from()).orElseThrow();
      Board kingAcross = position.board().without(move.from()).with(move.kingTarget(), king);
      if (kingAcross.equals(board) || kingAcross.without(move.to()).equals(board)) {
        return true;
      }
    }
    return false;
  }

  /** {@code board} is {@code full} with some pieces taken off and nothing else changed. */
  private static boolean liftedFrom(Board full, Board board) {
    long lifted = full.occupied() & ~board.occupied();
    return lifted != 0
        && (board.occupied() & ~full.occupied()) == 0
        && full.equals(withoutSquares(board, full, lifted));
  }

  private static Board withoutSquares(Board board, Board full, long lifted) {
    Board restored = board;
    for (long bits = lifted; bits != 0; bits &= bits - 1) {
      Square square = Square.ofIndex(Long.numberOfTrailingZeros(bits));
      restored = restored.with(square, full.pieceAt(square).orElseThrow());
    }
    return restored;
  }

  /** The search behind {@link #movesFrom}. */
  private static final class Reading {
    final List<Change> changes;
    final List<Board> boards;
    final Board end;
    final List<List<Move>> found = new ArrayList<>();
    int furthest = -1;
    int visits;
    boolean overflowed;

    Reading(List<Change> changes, List<Board> boards, Board end) {
      this.changes = changes;
      this.boards = boards;
      this.end = end;
    }

    void search(Position position, int index, List<Move> moves) {
      if (overflowed || ++visits > MOST_VISITS) {
        overflowed = true;
        return;
      }
      if (position.board().equals(end)) {
        offer(index, moves);
      } else if (onlyLiftsAfter(index, position.board())) {
        offer(changes.size(), moves); // the next move begun as the log was asked for
      } else if (index < changes.size()
          && end.equals(boards.get(changes.size()))
          && castlingBegun(position, end)) {
        offer(changes.size(), moves); // a castling begun king first: its rook lands next
      }
      for (Move move : position.legalMoves()) {
        Position next = position.playUnchecked(move);
        Square landed = landingSquare(move);
        for (int j = index + 1; j < boards.size(); j++) {
          if (boards.get(j).equals(next.board()) || takenUpAtOnce(j, landed, next.board())) {
            moves.add(move);
            search(next, j, moves);
            moves.remove(moves.size() - 1);
            break; // the first time the log shows it; later ones are the same move read later
          }
        }
      }
    }

    /**
     * The gap's first move may be in no record: begun before it (its piece and its victim lifted,
     * heard), put down in it, and taken at once by the reply, which overwrote the landing's
     * record (a square's changes one after another keep only the last). Qa4 and e4's pawn heard
     * lifted, the line down, Qxe4 Qxe4: the log has e4 emptied, then f5 emptied and e4 Black's
     * queen. A first move from a square the log's first board has empty to one it has empty,
     * answered by a capture there that lands on a board of the log, reads on from that board. The
     * first move need not capture: Be6 taken off by White's hand before Black's press, then Nxe6
     * Qxe6 in the gap (the log has d4 emptied, e6 White's knight; twic #197 all 64).
     */
    void searchFromUnloggedCapture(Position from) {
      Board first = boards.get(0);
      for (Move move : from.legalMoves()) {
        Square landed = landingSquare(move);
        if (move.isCastling()
            || first.pieceAt(move.from()).isPresent()
            || first.pieceAt(landed).isPresent()) {
          continue; // only a move begun before the gap: its piece (and any victim) up
        }
        Position next = from.playUnchecked(move);
        for (Move reply : next.legalMoves()) {
          if (reply.to() != landed || reply.isCastling()) {
            continue;
          }
          Position after = next.playUnchecked(reply);
          for (int j = 1; j < boards.size(); j++) {
            if (boards.get(j).equals(after.board())) {
              List<Move> moves = new ArrayList<>(List.of(move, reply));
              search(after, j, moves);
              break;
            }
          }
        }
      }
    }

    /**
     * Every record after {@code index} to the end takes a piece of {@code board} off (or records
     * one where it stands: adjusted), and the end is the log's last board: pieces in the hand as the log was read (Bf1 lifted for Bg2 after
     * Nc3 c5 g3 Bg7 in the gap, the log ending on f1 emptied). The reading is the moves before
     * the lifts; whose pieces may be in the hand is the caller's to judge.
     */
    private boolean onlyLiftsAfter(int index, Board board) {
      if (index >= changes.size() || !end.equals(boards.get(changes.size()))) {
        return false;
      }
      Board lifting = board;
      for (Change change : changes.subList(index, changes.size())) {
        boolean same = change.piece() != null && lifting.pieceAt(change.square()).equals(Optional.of(change.piece()));
        if (!same && (change.piece() != null || lifting.pieceAt(change.square()).isEmpty())) {
          return false; // (a record of the piece standing where it stands is a piece adjusted)
        }
        lifting = change.piece() == null ? lifting.without(change.square()) : lifting;
      }
      return true;
    }

    /**
     * The log's board {@code j} is {@code board} but for its piece on {@code landed}, taken up as
     * it landed: the board overwrites the record of the square it just logged when that square
     * changes again, so the landing is in the log as the emptying that followed it. Bc5xf2+ with
     * White's hand taking the bishop off f2 at once (then Kxf2): the log has f2's pawn gone, the
     * bishop never on f2.
     */
    private boolean takenUpAtOnce(int j, Square landed, Board board) {
      if (j - 1 >= changes.size()) {
        return false; // the board since, not a record
      }
      Change change = changes.get(j - 1);
      return change.square() == landed
          && change.piece() == null
          && boards.get(j).equals(board.without(landed));
    }

    private void offer(int index, List<Move> moves) {
      if (index < furthest) {
        return;
      }
      if (index > furthest) {
        furthest = index;
        found.clear();
      }
      if (!found.contains(moves)) {
        found.add(List.copyOf(moves));
        overflowed |= found.size() > MOST_READINGS;
      }
    }
  }

  /**
   * Whether {@code moves}, played from {@code from}, agree with the log: some first moves made
   * before the gap ({@code seenLive} says which could be: their lifts were heard), then moves whose
   * squares the log shows emptied and whose landings it shows, each in order, ending on the board
   * the log leaves (a piece may be in hand for the next move), then moves made after the log was
   * read.
   */
  boolean fits(Position from, List<Move> moves, Predicate<Move> seenLive) {
    return fits(from, moves, seenLive, 0L);
  }

  /**
   * As above for a reading with pieces in the hand: {@code held} (a set of squares, bit per
   * square index) may be empty in the log's last board though the moves leave a piece there.
   */
  boolean fits(Position from, List<Move> moves, Predicate<Move> seenLive, long held) {
    List<Position> positions = new ArrayList<>();
    positions.add(from);
    for (Move move : moves) {
      positions.add(positions.get(positions.size() - 1).playUnchecked(move));
    }
    int landedAt = -1; // the log's record of the last live move's landing, where it has one
    for (int live = 0; live <= moves.size(); live++) {
      if (live > 0) {
        Move move = moves.get(live - 1);
        if (!seenLive.test(move)) {
          break;
        }
        // A move only begun before the gap (its lift heard, its landing not) landed in the gap:
        // the log has the landing. Qa2 lifted, then Qf7 and Re4-e2 in the gap, logged f7, e4,
        // e2, f7 (the queen taken up again): Qa2-e2 Rxe2 leaves the same board but is no reading
        // of it. The record may be the square's emptying, which overwrote the landing (d2-d4,
        // then exd3 e.p.: d4 is logged emptied).
        Square landed = landingSquare(move);
        Piece piece = positions.get(live).board().pieceAt(landed).orElseThrow();
        if (!start.pieceAt(landed).equals(Optional.of(piece))) {
          landedAt =
              indexOf(
                  landedAt + 1,
                  c -> c.square() == landed && (c.piece() == piece || c.piece() == null));
          if (landedAt < 0) {
            break;
          }
        }
      }
      int logged = loggedInOrder(positions, moves, live, landedAt);
      for (int end = live + logged; end >= live; end--) {
        if (leavesLoggedBoard(positions.get(end), end < moves.size() ? moves.get(end) : null, held)) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Every square the log shows changed is one {@code moves} touch: left, landed on, passed over,
   * or captured on. Between orders that both fit, the one that does not leaves a change nothing
   * made: d2-d4 seen lifted before the gap, then exd3 e.p. and Bxd3, logs d4 (the pawn's landing,
   * overwritten by its capture); d2-d3 exd3 Bxd3 fits as well but never touches d4.
   */
  boolean touchesEveryChange(List<Move> moves) {
    long touched = 0;
    for (Move move : moves) {
      touched |= move.from().bit() | move.to().bit();
      if (move.isCastling()) {
        touched |= move.kingTarget().bit() | move.rookTarget().orElseThrow().bit();
      } else {
        touched |= Attacks.between(move.from().index(), move.to().index());
        if (move.isEnPassant()) {
          touched |= Square.of(move.to().file(), move.from().rank()).bit();
        }
      }
    }
    for (Change change : changes) {
      if ((touched & change.square().bit()) == 0) {
        return false;
      }
    }
    return true;
  }

  /**
   * How many moves from {@code start} on the log shows, each after the one before, the first
   * after {@code landedAt} (the live moves' last landing in the log, -1 for none).
   */
  private int loggedInOrder(List<Position> positions, List<Move> moves, int start, int landedAt) {
    int at = Math.max(0, landedAt - 1);
    int previousLast = landedAt;
    int count = 0;
    for (int i = start; i < moves.size(); i++) {
      Move move = moves.get(i);
      Square left = leftSquare(move);
      Square landed = landingSquare(move);
      Piece piece = positions.get(i + 1).board().pieceAt(landed).orElseThrow();
      // The scan visits the fields in order, so a landing can be logged before the lift it
      // follows when both fall in one scan (Rf3-e3: e3 comes first). Each move's first record
      // must follow the previous move's first record.
      int lift = indexOf(at, c -> c.square() == left && c.piece() == null);
      int land = indexOf(at, c -> c.square() == landed && c.piece() == piece);
      if (lift < 0 || land < 0) {
        break;
      }
      if (Math.min(lift, land) < previousLast - 1) {
        // This move began before the last one ended, beyond one scan's overlap: Bc1-f4 whose
        // landing the log has after Ng4's lift and landing is Be3, Ng4, Bf4 (the bishop stopped).
        break;
      }
      at = Math.min(lift, land) + 1;
      previousLast = Math.max(lift, land);
      count++;
    }
    return count;
  }

  private int indexOf(int from, Predicate<Change> what) {
    for (int i = from; i < changes.size(); i++) {
      if (what.test(changes.get(i))) {
        return i;
      }
    }
    return -1;
  }

  /** The log's last board is {@code position}'s, but for pieces lifted for {@code next}. */
  private boolean leavesLoggedBoard(Position position, Move next, long held) {
    Board board = position.board();
    if (board.equals(after)) {
      return true;
    }
    if (next == null && held == 0) {
      return false;
    }
    for (Square square : Square.values()) {
      Optional<Piece> expected = board.pieceAt(square);
      Optional<Piece> logged = after.pieceAt(square);
      if (expected.equals(logged)) {
        continue;
      }
      boolean inHand =
          logged.isEmpty()
              && ((held & 1L << square.index()) != 0
                  || next != null && (square == next.from() || square == next.to()));
      if (!inHand) {
        return false;
      }
    }
    return true;
  }

  private static Square leftSquare(Move move) {
    if (move.isCastling() && move.from() == move.kingTarget()) {
      return move.to(); // a Chess960 king already on its square: the rook moves
    }
    return move.from();
  }

  private static Square landingSquare(Move move) {
    if (!move.isCastling()) {
      return move.to();
    }
    return move.from() == move.kingTarget() ? move.rookTarget().orElseThrow() : move.kingTarget();
  }
}
