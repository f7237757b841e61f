// Minimal FEN reading: piece placement (for drawing), side to move and move number (for numbering
// the move list). Nothing here checks legality; the relay sends positions it has already checked.

export const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const FILES = 'abcdefgh';

/** Square name ("e4") from file index 0..7 and rank index 0..7. */
export const squareName = (file, rank) => FILES[file] + (rank + 1);

/** [file, rank] indices of a square name, or null. */
export function squareXY(name) {
  if (typeof name !== 'string' || name.length < 2) return null;
  const f = FILES.indexOf(name[0]);
  const r = name.charCodeAt(1) - 49;
  return f < 0 || r < 0 || r > 7 ? null : [f, r];
}

/**
 * Piece placement as an array of 64 entries indexed rank * 8 + file (a1 = 0, h8 = 63); each entry
 * is a piece code like "wK", "bp" or null. Returns null for a placement it cannot read.
 */
export function placement(fen) {
  const squares = new Array(64).fill(null);
  const rows = String(fen || '').split(' ')[0].split('/');
  if (rows.length !== 8) return null;
  for (let i = 0; i < 8; i++) {
    const rank = 7 - i;
    let file = 0;
    for (const ch of rows[i]) {
      if (ch >= '1' && ch <= '8') { file += ch.charCodeAt(0) - 48; continue; }
      const lower = ch.toLowerCase();
      if (!'kqrbnp'.includes(lower) || file > 7) return null;
      squares[rank * 8 + file] = (ch === lower ? 'b' : 'w') + (lower === 'p' ? 'p' : lower.toUpperCase());
      file++;
    }
    if (file !== 8) return null;
  }
  return squares;
}

/** Side to move ("w"/"b") and full-move number of a FEN; defaults for a placement-only FEN. */
export function fenTurn(fen) {
  const parts = String(fen || '').split(' ');
  const n = parseInt(parts[5], 10);
  return { side: parts[1] === 'b' ? 'b' : 'w', fullmove: n > 0 ? n : 1 };
}

/**
 * Move number and colour of ply `ply` (1-based) of a record that starts at `startFen`:
 * {number: 12, white: false} is "12...".
 */
export function plyLabel(startFen, ply) {
  const { side, fullmove } = fenTurn(startFen);
  const offset = side === 'b' ? 1 : 0; // a record starting with Black's move
  const index = ply - 1 + offset;      // 0 = White's move of the start move number
  return { number: fullmove + Math.floor(index / 2), white: index % 2 === 0 };
}
