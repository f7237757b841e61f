// Game page (/game/{b}): board, clocks, move list with clock times, stepping through the game
// while it is live, notation and announcement options, PGN download.

import { Board } from './board.js';
import { ClockTicker, formatClk } from './clock.js';
import { plyLabel } from './fen.js';
import { Feed } from './feed.js';
import { Games, reasonText, resultText } from './model.js';
import { ANNOUNCE, NOTATIONS, announcement, sanNode } from './notation.js';
import { announcer, boardFromLocation, h, pref, savePref, setHidden, setText, statusReporter } from './ui.js';

const $ = (id) => document.getElementById(id);
const boardNo = boardFromLocation();
let notation = pref('notation', 'english', NOTATIONS);
let announce = pref('announce', 'off', ANNOUNCE);
let flipped = pref('flip', '0') === '1';
let viewPly = null; // null = follow the game live; else a ply number (0 = start position)
let plyButtons = [];
let rendered = null; // the game object the move list was built for

const say = announcer($('live'));
// An arbiter's tab (token in sessionStorage, see arbiter.js) follows the live feed; spectators the
// public, delayed one. A refused token falls back to the public feed.
const report = statusReporter($('status'));
const feed = new Feed({
  token: sessionStorage.getItem('touchmove.token'),
  onMessage,
  onStatus: (s) => {
    if (s.state === 'refused') { sessionStorage.removeItem('touchmove.token'); feed.token = null; feed.connect(); return; }
    report(s);
  },
});
const games = new Games(feed.serverNow);
const ticker = new ClockTicker(feed.serverNow);
const board = new Board($('board'), { coords: true, flipped, label: `Board ${boardNo}` });

const faces = { top: $('clock-top'), bottom: $('clock-bottom') };
const sideAt = (pos) => ((pos === 'bottom') !== flipped ? 'white' : 'black');
/** (Re)binds the two clock faces: the side shown in a slot changes when the board flips. */
function bindClocks() {
  for (const pos of ['top', 'bottom']) ticker.bind(faces[pos], sideAt(pos), () => shownClock());
  ticker.invalidate();
}

const game = () => games.get(boardNo);
const livePly = () => game()?.moves.length ?? 0;
const shownPly = () => (viewPly == null ? livePly() : viewPly);

/** The live clock, or the readings right after the move being looked at. */
function shownClock() {
  const g = game();
  if (!g) return null;
  if (viewPly == null) return g.clock;
  const m = g.moves[viewPly - 1];
  return m && m.clock ? { ...m.clock, running: null } : null;
}

function onMessage(msg) {
  if (msg.board !== boardNo) return;
  const change = games.apply(msg);
  if (!change) return;
  const g = change.game;
  if (change.kind === 'reset') {
    if (change.isNewGame) viewPly = null;
    renderPlayers(g);
    renderMoves(g, true);
  } else if (change.kind === 'move' || change.kind === 'moves') {
    if (viewPly != null && viewPly > g.moves.length) viewPly = null;
    renderMoves(g, change.kind === 'moves');
    if (change.kind === 'move') announceMove(g, change.move);
  } else if (change.kind === 'drawOffer') {
    renderMoves(g, true);
  } else if (change.kind === 'result') {
    if (announce !== 'off') say(`Game over: ${resultText(g.result)} ${reasonText(g.reason)}`);
  }
  renderResult(g);
  renderPosition();
  ticker.invalidate();
}

function announceMove(g, m) {
  if (announce === 'off' || !m) return;
  const l = plyLabel(g.startFen, m.ply || g.moves.length);
  const who = (l.white ? g.white : g.black)?.name;
  const a = announcement(m.san, l, announce, who);
  say(a.text, a.lang);
}

function renderPlayers(g) {
  for (const pos of ['top', 'bottom']) {
    const p = g[sideAt(pos)] || {};
    setText($(`title-${pos}`), p.title || '');
    setText($(`name-${pos}`), p.name || '?');
    setText($(`rating-${pos}`), p.rating || '');
    setText($(`fed-${pos}`), p.federation || '');
    $(`player-${pos}`).dataset.side = sideAt(pos);
  }
  const title = `${g.white?.name || '?'} – ${g.black?.name || '?'}`;
  setText($('heading'), `Board ${boardNo}${g.round ? ` · round ${g.round}` : ''}`);
  document.title = `${title} · board ${boardNo}`;
  setText($('notes'), g.notes.join(' '));
}

function renderResult(g) {
  const box = $('result');
  const paused = !g.result && g.paused;
  setHidden(box, !g.result && !paused);
  box.classList.toggle('paused', paused);
  setText(box, g.result ? `${resultText(g.result)}${g.reason ? ' · ' + reasonText(g.reason) : ''}`
    : paused ? 'Game paused by the arbiter' : '');
}

/** Builds (or extends) the move list: number, white move, black move per row, with clock times. */
function renderMoves(g, rebuild) {
  const list = $('moves');
  if (rebuild || rendered !== g || plyButtons.length > g.moves.length) {
    list.replaceChildren();
    plyButtons = [];
    rendered = g;
  }
  const frag = document.createDocumentFragment();
  for (let i = plyButtons.length; i < g.moves.length; i++) {
    const m = g.moves[i];
    const l = plyLabel(g.startFen, i + 1);
    if (l.white || i === 0) frag.append(h('span', { class: 'mno' }, `${l.number}.`));
    if (!l.white && i === 0) frag.append(h('span', { class: 'ply empty' }, '…'));
    const side = l.white ? 'white' : 'black';
    const clk = m.clock ? formatClk(m.clock[side]) : '';
    const btn = h('button', { type: 'button', class: 'ply', tabindex: '-1', 'data-ply': i + 1 },
      h('span', { class: 'san' }, sanNode(m.san, notation)), h('span', { class: 'clk' }, clk));
    plyButtons.push(btn);
    frag.append(btn);
    const offer = g.drawOffers.find((o) => o.ply === i + 1);
    // Inside the button: the list is a three-column grid of number, White's move, Black's move.
    if (offer) btn.querySelector('.san').append(' ', h('abbr', { class: 'offer', title: `draw offered by ${offer.color} (9.1.2)` }, '(=)'));
  }
  list.append(frag);
  setHidden($('empty'), g.moves.length > 0);
}

function renderPosition() {
  const g = game();
  if (!g) return;
  const ply = shownPly();
  const m = ply > 0 ? g.moves[ply - 1] : null;
  board.setPosition(m ? m.fen : g.startFen);
  board.setLastMove(m ? m.uci : null);
  let where = 'start position';
  if (m) { const l = plyLabel(g.startFen, ply); where = `after ${l.number}.${l.white ? '' : '..'} ${m.san}`; }
  board.setLabel(`Board ${boardNo}, ${where}`);
  plyButtons.forEach((b, i) => {
    const cur = i + 1 === ply;
    if (b.classList.contains('current') !== cur) {
      b.classList.toggle('current', cur);
      if (cur) b.setAttribute('aria-current', 'true'); else b.removeAttribute('aria-current');
    }
  });
  const cur = plyButtons[ply - 1];
  const list = $('moves');
  if (cur) {
    const top = cur.offsetTop; // .moves is the offset parent (position: relative)
    if (top < list.scrollTop || top + cur.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = top - list.clientHeight / 2;
    }
  } else if (ply === 0) list.scrollTop = 0;
  const live = viewPly == null;
  document.body.classList.toggle('reviewing', !live);
  setText($('where'), live ? (g.status === 'finished' ? 'Final position' : 'Live') : `Reviewing ${where} · ${livePly() - ply} behind`);
  $('live-btn').disabled = live;
  $('prev').disabled = ply === 0;
  $('first').disabled = ply === 0;
  $('next').disabled = live;
}

function go(ply) {
  const n = livePly();
  viewPly = ply >= n ? null : Math.max(0, ply);
  renderPosition();
  ticker.invalidate();
}

function flip() {
  flipped = !flipped;
  board.setFlipped(flipped);
  const g = game();
  if (g) renderPlayers(g);
  bindClocks();
}

// Controls
$('first').addEventListener('click', () => go(0));
$('prev').addEventListener('click', () => go(shownPly() - 1));
$('next').addEventListener('click', () => go(shownPly() + 1));
$('live-btn').addEventListener('click', () => go(Infinity));
$('flip').addEventListener('click', flip);
$('moves').addEventListener('click', (e) => {
  const b = e.target.closest('button[data-ply]');
  if (b) go(parseInt(b.dataset.ply, 10));
});
document.addEventListener('keydown', (e) => {
  if (e.target.closest('select, input, textarea') || e.altKey || e.ctrlKey || e.metaKey) return;
  const keys = {
    ArrowLeft: () => go(shownPly() - 1),
    ArrowRight: () => go(shownPly() + 1),
    Home: () => go(0),
    End: () => go(Infinity),
    f: flip,
  };
  if (keys[e.key]) { e.preventDefault(); keys[e.key](); }
});

function fillSelect(select, options, value, onChange) {
  for (const [k, label] of Object.entries(options)) select.append(h('option', { value: k }, label));
  select.value = value;
  select.addEventListener('change', () => onChange(select.value));
}
fillSelect($('notation'), NOTATIONS, notation, (v) => {
  notation = v; savePref('notation', v);
  const g = game(); if (g) { renderMoves(g, true); renderPosition(); }
});
fillSelect($('announce'), ANNOUNCE, announce, (v) => { announce = v; savePref('announce', v); });

if (boardNo == null) {
  setText($('heading'), 'No board number in the address (/game/3)');
} else {
  $('pgn').href = `/board/${boardNo}.pgn`;
  $('pgn').setAttribute('download', `board-${boardNo}.pgn`);
  $('demo-link').href = `/demo/${boardNo}`;
  setText($('heading'), `Board ${boardNo}`);
  bindClocks();
  feed.connect();
  feed.subscribe({ board: boardNo });
  fetch('/api/tournament').then((r) => r.json()).then((t) => setText($('event'), t.event || '')).catch(() => {});
}
