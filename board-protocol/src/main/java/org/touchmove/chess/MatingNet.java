package org.touchmove.chess;

import java.util.Arrays;

/**
 * Static proof that a side can never checkmate (Laws 5.2.2, 6.9), from the regions of a {@link
 * Blockade}.
 *
 * <p>A mate needs the defending king on a square {@code s} of its region that an attacking man
 * attacks, with every neighbour of {@code s} filled by a defending man or covered by the attacker
 * (attacked, or occupied by an attacking man). The attacker's few mobile men near {@code s} (its
 * king, its laned pawns, its pieces) are placed square by square of their regions; its free pawns
 * and walls count as covering their whole regions at once. Neighbours left open must be filled by
 * distinct mobile defending men. When, for every such square and every placement, the check is
 * missing, or some open neighbour can be filled by nothing, or more remain open than defending men
 * able to reach them, no mate exists.
 *
 * <p>Everything is over-approximated (men never block one another, a man is counted wherever its
 * region allows), so "cannot mate" is a proof; "may mate" proves nothing.
 */
final class MatingNet {
  /** Placements tried per mate square; further men count as covering their regions at once. */
  private static final long MAX_PLACEMENTS = 2048;

  private final Blockade blockade;
  private final int x;
  private final int d;
  private final long walls;
  private final long fillable;
  private final long baseAttacks;
  private final long baseOccupied;
  /** Per mobile piece of the attacker: its square and region. */
  private final int[] pieceSquares;

  private final long[] pieceRegions;

  private MatingNet(Blockade blockade, boolean white) {
    this.blockade = blockade;
    this.x = white ? Blockade.WHITE : Blockade.BLACK;
    this.d = 1 - x;
    this.walls = blockade.walls();
    this.fillable = blockade.mobileMen(d);
    long ownWalls = walls & blockade.colour(x);
    long attacks =
        Blockade.pawnAttacks(x, blockade.freePawnRegion(x) | (ownWalls & blockade.board.pawns));
    long occupied = blockade.freePawnRegion(x) | walls;
    long pieces = blockade.movingPieces(x);
    if (blockade.mayPromote(x)) {
      // Promoted men may appear anywhere in the knight and queen regions: count all at once.
      attacks = blockade.attacks(x);
      occupied = blockade.men(x) | walls;
      pieces = 0;
    } else {
      for (long b = ownWalls & ~blockade.board.pawns; b != 0; b &= b - 1) {
        int square = Long.numberOfTrailingZeros(b);
        attacks |=
            (blockade.board.kings & (1L << square)) != 0
                ? 0
                : blockade.pieceAttacksFrom(square, square);
      }
    }
    this.baseAttacks = attacks;
    this.baseOccupied = occupied;
    int n = Long.bitCount(pieces);
    this.pieceSquares = new int[n];
    this.pieceRegions = new long[n]; // computed when first needed: most squares never need them
    int i = 0;
    for (long b = pieces; b != 0; b &= b - 1) {
      pieceSquares[i++] = Long.numberOfTrailingZeros(b);
    }
  }

  /** True when {@code white} provably can never checkmate the other side. */
  static boolean cannotMate(Blockade blockade, boolean white) {
    return new MatingNet(blockade, white).mateSquares(true) == 0;
  }

  private long mateSquares(boolean stopAtFirst) {
    long attacks = blockade.attacks(x);
    long checks = attacks & blockade.kingRegion(d);
    long possible = 0;
    long coveredAtOnce =
        attacks | Blockade.kingSpread(blockade.kingRegion(x)) | blockade.men(x) | walls;
    for (long b = checks; b != 0; b &= b - 1) {
      int square = Long.numberOfTrailingZeros(b);
      if (!fillable(Attacks.king(square) & ~coveredAtOnce)) {
        continue; // excluded even with every attacking man everywhere at once
      }
      if (!excludedByPlacements(square)) {
        possible |= 1L << square;
        if (stopAtFirst) {
          return possible;
        }
      }
    }
    return possible;
  }

  /** True when the defender's mobile men could fill every square of {@code open}. */
  private boolean fillable(long open) {
    return (open & ~fillable) == 0 && Long.bitCount(open) <= blockade.mobileMenFor(d, open);
  }

  private boolean excludedByPlacements(int square) {
    long target = 1L << square;
    long zone = Attacks.king(square) | target;
    long[][] options = new long[2 + Long.bitCount(blockade.movingLaned(x)) + pieceSquares.length][];
    int units = 0;
    // The attacking king never stands next to the mated king, so only the ring two squares
    // away matters; its effect is the king's attack set.
    long ring = Blockade.kingSpread(zone) & ~zone & blockade.kingRegion(x);
    units = add(options, units, kingOptions(ring));
    for (long b = blockade.movingLaned(x); b != 0; b &= b - 1) {
      long span = blockade.segment(Long.numberOfTrailingZeros(b));
      units = add(options, units, pawnOptions(span, zone));
    }
    for (int i = 0; i < pieceSquares.length; i++) {
      units = add(options, units, pieceOptions(i, zone, target));
    }
    Arrays.sort(options, 0, units, (a, b) -> Integer.compare(a.length, b.length));
    long attacks = baseAttacks;
    long covered = baseOccupied;
    long combinations = 1;
    int placed = 0;
    while (placed < units && combinations * (options[placed].length / 2) <= MAX_PLACEMENTS) {
      combinations *= options[placed].length / 2;
      placed++;
    }
    for (int u = placed; u < units; u++) { // too many to place one by one: all at once
      for (int k = 0; k < options[u].length; k += 2) {
        attacks |= options[u][k];
        covered |= options[u][k] | options[u][k + 1];
      }
    }
    return !place(options, 0, placed, square, attacks, covered | attacks);
  }

  /** Options as pairs (attacks, occupied square); null when the unit cannot affect the zone. */
  private static int add(long[][] options, int units, long[] unitOptions) {
    if (unitOptions == null) {
      return units;
    }
    options[units] = unitOptions;
    return units + 1;
  }

  private static long[] kingOptions(long ring) {
    if (ring == 0) {
      return null;
    }
    long[] options = new long[2 * Long.bitCount(ring)];
    int k = 0;
    for (long b = ring; b != 0; b &= b - 1) {
      long at = b & -b;
      options[k++] = Blockade.kingSpread(at) & ~at;
      options[k++] = at;
    }
    return options;
  }

  private long[] pawnOptions(long span, long zone) {
    long useful = 0;
    for (long b = span; b != 0; b &= b - 1) {
      long at = b & -b;
      if (((at | Blockade.pawnAttacks(x, at)) & zone) != 0) {
        useful |= at;
      }
    }
    if (useful == 0) {
      return null;
    }
    long[] options = new long[2 * Long.bitCount(useful)];
    int k = 0;
    for (long b = useful; b != 0; b &= b - 1) {
      long at = b & -b;
      options[k++] = Blockade.pawnAttacks(x, at);
      options[k++] = at;
    }
    return options;
  }

  private long[] pieceOptions(int piece, long zone, long target) {
    long[] options = new long[2 * 64];
    int k = 0;
    if (pieceRegions[piece] == 0) {
      pieceRegions[piece] = blockade.pieceRegion(pieceSquares[piece]);
    }
    for (long b = pieceRegions[piece] & ~target; b != 0; b &= b - 1) {
      int at = Long.numberOfTrailingZeros(b);
      long hits = blockade.pieceAttacksFrom(pieceSquares[piece], at);
      if (((hits | (1L << at)) & zone) != 0) {
        options[k++] = hits;
        options[k++] = 1L << at;
      }
    }
    return k == 0 ? null : Arrays.copyOf(options, k);
  }

  private boolean place(
      long[][] options, int unit, int units, int square, long attacks, long covered) {
    if (unit == units) {
      return (attacks & (1L << square)) != 0
          && fillable(Attacks.king(square) & ~covered);
    }
    long[] mine = options[unit];
    for (int k = 0; k < mine.length; k += 2) {
      if (place(
          options,
          unit + 1,
          units,
          square,
          attacks | mine[k],
          covered | mine[k] | mine[k + 1])) {
        return true;
      }
    }
    return false;
  }
}
