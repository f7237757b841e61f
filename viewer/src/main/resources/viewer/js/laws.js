// Articles of the FIDE Laws of Chess that relay alerts cite, in words for the arbiter console.
// Numbers exactly as docs and alerts write them (shared/spec/fide-laws-map.md).

export const LAWS = {
  '3.10.3': 'illegal position on the board',
  '4.2.1': 'piece adjusted (j\'adoube?)',
  '4.3.1': 'touched piece: own piece touched, another moved',
  '4.3.2': 'touched piece: opponent\'s piece touched, not captured',
  '4.4.2': 'castling started with the rook',
  '4.7': 'changed a released move',
  '5.2.2': 'dead position',
  '6.2.2': 'clock pressed after the opponent replied',
  '6.3': 'clock does not match the time control',
  '6.9': 'flag fell',
  '6.10.2': 'clock setting wrong',
  '7.2': 'wrong initial setup or board orientation',
  '7.4': 'pieces displaced',
  '7.5.1': 'illegal move completed',
  '7.5.2': 'promotion without replacing the pawn',
  '7.5.3': 'second illegal move (standard play)',
  '7.6': 'position restored after an irregularity',
  '7.8.1': 'clock pressed without a move',
  '8.4': 'the record is in doubt: the board cannot tell which move was played',
  '9.2': 'threefold repetition claimable',
  '9.2.1': 'threefold repetition claimable',
  '9.3': 'fifty-move rule claimable',
  '9.6.1': 'fivefold repetition: drawn',
  '9.6.2': 'seventy-five-move rule: drawn',
  'A.4.2': 'illegal move stood (rapid/blitz)',
  'A.4.4': 'both kings in check or pawn on the far rank',
};

/** Words for an article; falls back to the parent article ("7.5.1.2" -> "7.5.1") and the kind. */
export function lawText(article, kind) {
  let a = String(article || '');
  while (a) {
    if (LAWS[a]) return LAWS[a];
    const cut = a.lastIndexOf('.');
    if (cut < 0) break;
    a = a.slice(0, cut);
  }
  return kind ? String(kind).replace(/-/g, ' ') : 'irregularity';
}
