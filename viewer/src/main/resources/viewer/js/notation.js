// SAN for people: English letters (as sent), figurines, Scandinavian letters (Norwegian, Danish,
// Swedish: K D T L S), and two spoken forms for the aria-live announcer: English words and the
// Laws of Chess Appendix D.2.1 announcement for blind players (German piece names, phonetic files,
// German rank numbers, "Kurze/Lange Rochade").

export const NOTATIONS = {
  english: 'English letters (K Q R B N)',
  figurine: 'Figurines (♔ ♕ ♖ ♗ ♘)',
  nordic: 'Norwegian / Danish / Swedish (K D T L S)',
};

const LETTERS = {
  english: { K: 'K', Q: 'Q', R: 'R', B: 'B', N: 'N' },
  figurine: { K: '♔', Q: '♕', R: '♖', B: '♗', N: '♘' },
  nordic: { K: 'K', Q: 'D', R: 'T', B: 'L', N: 'S' },
};

/** SAN in the chosen notation. Only piece letters change: file letters (b!) stay. */
export function displaySan(san, notation = 'english') {
  if (!san) return '';
  const map = LETTERS[notation] || LETTERS.english;
  if (map === LETTERS.english) return san;
  return san.replace(/^[KQRBN]/, (c) => map[c]).replace(/=([QRBN])/, (_, c) => '=' + map[c]);
}

/**
 * SAN in the chosen notation as DOM: figurines are wrapped in <span class="fig"> so CSS can size
 * them to the text (the chess symbols of common fonts are drawn much smaller than capitals).
 * The text content is the same as displaySan's.
 */
export function sanNode(san, notation = 'english') {
  const text = displaySan(san, notation);
  if (notation !== 'figurine') return document.createTextNode(text);
  const frag = document.createDocumentFragment();
  for (const part of text.split(/([♔♕♖♗♘])/)) {
    if (!part) continue;
    if (/[♔♕♖♗♘]/.test(part)) {
      const fig = document.createElement('span');
      fig.className = 'fig';
      fig.textContent = part;
      frag.append(fig);
    } else frag.append(part);
  }
  return frag;
}

// Appendix D.2.1 as the Norwegian translation prints it (seeds/fide-laws-2017-norwegian.md):
// A-Anna, B-Bella, C-Cæsar, D-David, E-Eva, F-Felix, G-Gustav, H-Hector; ranks in German.
export const D21_FILES = {
  a: 'Anna', b: 'Bella', c: 'Cæsar', d: 'David', e: 'Eva', f: 'Felix', g: 'Gustav', h: 'Hector',
};
export const D21_RANKS = {
  1: 'eins', 2: 'zwei', 3: 'drei', 4: 'vier', 5: 'fünf', 6: 'sechs', 7: 'sieben', 8: 'acht',
};
export const D21_PIECES = { K: 'König', Q: 'Dame', R: 'Turm', B: 'Läufer', N: 'Springer', P: 'Bauer' };

const EN_PIECES = { K: 'king', Q: 'queen', R: 'rook', B: 'bishop', N: 'knight', P: 'pawn' };

/** Splits SAN into its parts, or null for something that is not SAN. */
export function parseSan(san) {
  const s = String(san || '').trim().replace(/[!?]+$/, '');
  const check = /#$/.test(s) ? 'mate' : /\+$/.test(s) ? 'check' : null;
  const body = s.replace(/[+#]+$/, '').replace(/\s*e\.p\.$/, '');
  const castle = body.replace(/0/g, 'O');
  if (castle === 'O-O') return { castle: 'short', check };
  if (castle === 'O-O-O') return { castle: 'long', check };
  const m = /^([KQRBN])?([a-h])?([1-8])?(x)?([a-h][1-8])(?:=?([QRBN]))?$/.exec(body);
  if (!m) return null;
  return {
    piece: m[1] || 'P', fromFile: m[2] || '', fromRank: m[3] || '', capture: !!m[4],
    to: m[5], promotion: m[6] || null, check,
  };
}

const d21Square = (file, rank) => [file && D21_FILES[file], rank && D21_RANKS[rank]].filter(Boolean).join(' ');

/** The move as announced under Appendix D.2.1, e.g. "Springer Felix drei", "Kurze Rochade". */
export function spokenD21(san) {
  const p = parseSan(san);
  if (!p) return String(san || '');
  const tail = p.check === 'mate' ? ' Schachmatt' : p.check === 'check' ? ' Schach' : '';
  if (p.castle) return (p.castle === 'short' ? 'Kurze Rochade' : 'Lange Rochade') + tail;
  const words = [D21_PIECES[p.piece]];
  const from = d21Square(p.fromFile, p.fromRank);
  if (from) words.push(from);
  if (p.capture) words.push('schlägt');
  words.push(d21Square(p.to[0], p.to[1]));
  if (p.promotion) words.push(D21_PIECES[p.promotion]);
  return words.join(' ') + tail;
}

/** The move in plain English words, e.g. "knight takes f3, check". */
export function spokenEnglish(san) {
  const p = parseSan(san);
  if (!p) return String(san || '');
  const tail = p.check === 'mate' ? ', checkmate' : p.check === 'check' ? ', check' : '';
  if (p.castle) return (p.castle === 'short' ? 'castles kingside' : 'castles queenside') + tail;
  const pawnFile = p.piece === 'P' && p.fromFile && !p.fromRank;
  const words = [pawnFile ? `${p.fromFile} pawn` : EN_PIECES[p.piece]];
  if (!pawnFile && (p.fromFile || p.fromRank)) words.push('from ' + p.fromFile + p.fromRank);
  words.push(p.capture ? 'takes' : 'to');
  words.push(p.to);
  if (p.promotion) words.push('promotes to ' + EN_PIECES[p.promotion]);
  return words.join(' ') + tail;
}

export const ANNOUNCE = {
  off: 'Off',
  english: 'English words',
  d21: 'Laws D.2.1 (Anna, Bella, … / eins, zwei, …)',
};

/**
 * The text the live region reads for a move: {text, lang}. `label` is {number, white}.
 */
export function announcement(san, label, mode, who) {
  if (mode === 'd21') {
    return { text: `${label.number}. ${label.white ? 'Weiß' : 'Schwarz'}: ${spokenD21(san)}`, lang: 'de' };
  }
  const side = label.white ? 'White' : 'Black';
  return { text: `${label.number}, ${side}${who ? ` (${who})` : ''}: ${spokenEnglish(san)}`, lang: 'en' };
}
