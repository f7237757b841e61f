// Round overview (/): every board of the round as a live mini-board. Messages are batched per
// animation frame: the first frame after the snapshots builds every card in one pass into a
// fragment; later frames update only the boards that changed.

import { Card } from './card.js';
import { ClockTicker } from './clock.js';
import { Feed } from './feed.js';
import { Games } from './model.js';
import { NOTATIONS } from './notation.js';
import { pref, statusReporter, setText } from './ui.js';

const grid = document.getElementById('boards');
const notation = pref('notation', 'english', NOTATIONS);
const cards = new Map();
const dirty = new Set();
const unplaced = []; // cards built but not yet in the page
let scheduled = false;
let expected = 0; // how many boards the round has (/api/tournament); the mark waits for them all
let waitedEnough = false; // a board whose snapshot never comes must not hold back the others
let waitTimer = 0;

const feed = new Feed({
  onMessage: (msg) => {
    const change = games.apply(msg);
    if (!change) return;
    dirty.add(change.board);
    schedule();
    if (!waitTimer) waitTimer = setTimeout(() => { waitedEnough = true; schedule(); }, 1000);
  },
  onStatus: statusReporter(document.getElementById('status')),
  onRound: (msg) => {
    // The next round's snapshots follow: each card is redrawn from its board's.
    setText(document.getElementById('round'), `Round ${msg.round}`);
    document.title = document.title.replace(/round \d+$/, `round ${msg.round}`);
    if (Array.isArray(msg.boards)) expected = msg.boards.length;
  },
});
const games = new Games(feed.serverNow);
const ticker = new ClockTicker(feed.serverNow);

function schedule() {
  if (!scheduled) { scheduled = true; requestAnimationFrame(render); }
}

function render() {
  scheduled = false;
  const created = unplaced;
  for (const b of dirty) {
    const game = games.get(b);
    if (!game) continue;
    let card = cards.get(b);
    if (!card) {
      card = new Card(b, { href: `/game/${b}`, ticker, notation, getGame: () => games.get(b) });
      cards.set(b, card);
      created.push(card);
    }
    card.update(game);
  }
  dirty.clear();
  // Snapshots arrive in several messages and may span frames. The cards go in once every board's
  // has come (or after a second), so the browser lays out the grid once, not once per frame.
  if (created.length && (cards.size >= expected || waitedEnough)) {
    created.length = 0;
    // Insert new cards in board order with one DOM write.
    grid.querySelector('.placeholder')?.remove();
    const all = [...cards.values()].sort((a, b) => a.boardNo - b.boardNo);
    const frag = document.createDocumentFragment();
    for (const c of all) frag.appendChild(c.root);
    grid.appendChild(frag);
    if (cards.size >= expected && !performance.getEntriesByName('touchmove:boards').length) {
      performance.mark('touchmove:boards');
      // The next frame's callback runs once this frame (with every card) has been painted.
      requestAnimationFrame(() => performance.mark('touchmove:boards-painted'));
    }
  }
  ticker.invalidate();
}

async function start() {
  feed.connect();
  let round = parseInt(new URLSearchParams(location.search).get('round'), 10);
  try {
    const t = await (await fetch('/api/tournament')).json();
    if (!(round > 0)) round = t.round;
    if (round === t.round && Array.isArray(t.boards)) expected = t.boards.length;
    setText(document.getElementById('event'), t.event || 'Touchmove');
    if (t.event) document.title = `${t.event} · round ${round}`;
    const site = document.getElementById('site');
    setText(site, [t.site, t.timeControl].filter(Boolean).join(' · '));
  } catch (e) {
    if (!(round > 0)) round = 1;
  }
  setText(document.getElementById('round'), `Round ${round}`);
  feed.subscribe({ round, detail: 'summary' }); // the overview needs each board's last move, not its list
}

start();
