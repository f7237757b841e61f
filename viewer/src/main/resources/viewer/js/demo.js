// Demonstration board (/demo/{b}), Laws 6.12.1: a projector view readable from ten metres. Large
// high-contrast board, last move, both clocks, move number and the last few moves. Nothing to
// click once open. Options by URL: ?flip=1 (Black at the bottom), ?notation=figurine|nordic,
// ?moves=N (how many full moves to list, default 4).

import { Board } from './board.js';
import { ClockTicker } from './clock.js';
import { fenTurn, plyLabel } from './fen.js';
import { Feed } from './feed.js';
import { Games, reasonText, resultText } from './model.js';
import { NOTATIONS, sanNode } from './notation.js';
import { pieceIcon } from './pieces.js';
import { boardFromLocation, h, pref, setHidden, setText, statusReporter } from './ui.js';

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
const boardNo = boardFromLocation();
const flipped = params.get('flip') === '1';
const notation = pref('notation', 'english', NOTATIONS);
const shownMoves = Math.max(1, Math.min(10, parseInt(params.get('moves'), 10) || 4));

const feed = new Feed({ onMessage, onStatus: statusReporter($('status')) });
const games = new Games(feed.serverNow);
const ticker = new ClockTicker(feed.serverNow);
const board = new Board($('board'), { coords: true, flipped, label: `Demonstration board ${boardNo}` });
const sideAt = (pos) => ((pos === 'bottom') !== flipped ? 'white' : 'black');
for (const pos of ['top', 'bottom']) {
  ticker.bind($(`clock-${pos}`), sideAt(pos), () => games.get(boardNo)?.clock);
  $(`panel-${pos}`).dataset.side = sideAt(pos);
  $(`king-${pos}`).replaceChildren(pieceIcon(sideAt(pos) === 'white' ? 'wK' : 'bK'));
}

function onMessage(msg) {
  if (msg.board !== boardNo) return;
  const change = games.apply(msg);
  if (!change) return;
  render(change.game);
  ticker.invalidate();
}

function render(g) {
  for (const pos of ['top', 'bottom']) {
    const p = g[sideAt(pos)] || {};
    setText($(`name-${pos}`), [p.title, p.name || '?'].filter(Boolean).join(' '));
    setText($(`rating-${pos}`), [p.rating, p.federation].filter(Boolean).join(' · '));
  }
  const n = g.moves.length;
  const m = n ? g.moves[n - 1] : null;
  board.setPosition(g.fen);
  board.setLastMove(m ? m.uci : null);
  // "Move 24": the number of the move being played now (6.12.1 asks for the number of moves made).
  const turn = fenTurn(g.fen);
  const made = n ? plyLabel(g.startFen, n).number : 0;
  setText($('moveno'), g.status === 'finished' ? `${made} moves` : `Move ${turn.fullmove}`);
  setText($('tomove'), g.status === 'playing' ? (turn.side === 'w' ? 'White to move' : 'Black to move') : '');
  // The last few full moves.
  const list = $('last');
  const rows = [];
  let first = Math.max(0, n - shownMoves * 2);
  if (first > 0 && !plyLabel(g.startFen, first + 1).white) first--;
  for (let i = first; i < n; i++) {
    const l = plyLabel(g.startFen, i + 1);
    if (l.white || i === first) rows.push({ no: l.number, w: '', b: '' });
    const row = rows[rows.length - 1];
    const text = sanNode(g.moves[i].san, notation);
    if (l.white) row.w = text; else { row.b = text; if (!row.w) row.w = '…'; }
  }
  list.replaceChildren(...rows.map((r, i) => h('li', { class: i === rows.length - 1 ? 'latest' : '' },
    h('span', { class: 'mno' }, `${r.no}.`), h('span', { class: 'w' }, r.w), h('span', { class: 'b' }, r.b))));
  const res = $('result');
  setHidden(res, !g.result);
  setText(res, g.result ? `${resultText(g.result)}  ${reasonText(g.reason)}` : '');
  setText($('waiting'), g.status === 'waiting' ? 'Waiting for the game to start' : '');
  trimRows();
}

/** Drops the oldest rows that do not fit whole (the latest move is always shown). */
function trimRows() {
  const list = $('last');
  const top = list.getBoundingClientRect().top;
  while (list.children.length > 1 && list.firstElementChild.getBoundingClientRect().top < top - 1) {
    list.firstElementChild.remove();
  }
}
window.addEventListener('resize', () => { const g = games.get(boardNo); if (g) render(g); });

// Keep the projector awake and the pointer out of the way.
async function keepAwake() {
  try { if ('wakeLock' in navigator && document.visibilityState === 'visible') await navigator.wakeLock.request('screen'); } catch (e) { /* not allowed */ }
}
document.addEventListener('visibilitychange', keepAwake);
let idle;
document.addEventListener('mousemove', () => {
  document.body.classList.remove('idle');
  clearTimeout(idle);
  idle = setTimeout(() => document.body.classList.add('idle'), 3000);
});
document.addEventListener('dblclick', () => {
  if (!document.fullscreenElement) document.documentElement.requestFullscreen?.().catch(() => {});
  else document.exitFullscreen?.();
});

if (boardNo == null) setText($('waiting'), 'No board number in the address (/demo/3)');
else {
  setText($('boardno'), `Board ${boardNo}`);
  document.title = `Board ${boardNo} · demonstration`;
  keepAwake();
  feed.connect();
  feed.subscribe({ board: boardNo });
}
