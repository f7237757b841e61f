// Arbiter console (/arbiter?token=...): every board live with its health and its actions panel
// (actions.js: pause, clocks, draw offer, take-back, result), and the alert queue with the article
// of the Laws in words, the ply, before/after boards with the evidence squares, and an acknowledge
// button (sends {"type":"ack","board":B,"alert":ID} over the WebSocket).

import { ActionsPanel, RoundControl } from './actions.js';
import { Board } from './board.js';
import { Card } from './card.js';
import { ClockTicker } from './clock.js';
import { plyLabel } from './fen.js';
import { Feed } from './feed.js';
import { lawText } from './laws.js';
import { Games } from './model.js';
import { h, setHidden, setText, statusReporter } from './ui.js';

const $ = (id) => document.getElementById(id);
const TOKEN_KEY = 'touchmove.token';

// The token: from ?token= (then removed from the address bar), else this tab's sessionStorage.
const params = new URLSearchParams(location.search);
if (params.get('token')) {
  sessionStorage.setItem(TOKEN_KEY, params.get('token'));
  params.delete('token');
  const q = params.toString();
  history.replaceState(null, '', location.pathname + (q ? '?' + q : '') + location.hash);
}
const token = sessionStorage.getItem(TOKEN_KEY);

const cards = new Map();      // board -> {card, health elements, entry, details, panel}
const alertViews = new Map(); // alert id -> {root, board, ack button}
const dirty = new Set();
let scheduled = false;
let initialised = false;
let feed, games, ticker, roundControl;

function showLogin(message) {
  setHidden($('login'), false);
  setHidden($('console'), true);
  setText($('login-error'), message || '');
  $('token-input').focus();
}

/**
 * POSTs to the arbiter API; resolves to {ok, answer} (the relay's JSON answer) or {ok: false,
 * message, forceable} with the relay's reason, and whether "force":true would get past it (a
 * refused round start says so in a header).
 */
async function postArbiter(path, body) {
  let r;
  try {
    r = await fetch(path, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? '' : JSON.stringify(body),
    });
  } catch (e) {
    return { ok: false, message: `the relay cannot be reached (${e.message})`, forceable: false };
  }
  if (r.ok) return { ok: true, answer: await r.json().catch(() => ({})) };
  const text = (await r.text().catch(() => '')).trim();
  return { ok: false, message: `${text || r.statusText} (HTTP ${r.status})`, forceable: r.headers.get('Touchmove-Forceable') === 'true' };
}

/** POSTs an arbiter action on a board; resolves as postArbiter does. */
const postAction = (board, action, body) => postArbiter(`/api/board/${board}/${action}`, body);

/** Asks in a modal dialog (Esc or Cancel: no); focus returns to where it was. */
function confirmAction(text, verb) {
  const dialog = $('confirm');
  const back = document.activeElement;
  setText($('confirm-text'), text);
  setText($('confirm-ok'), verb || 'Confirm');
  dialog.returnValue = '';
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => {
      if (back && back.isConnected) back.focus();
      resolve(dialog.returnValue === 'ok');
    }, { once: true });
    dialog.showModal();
  });
}

$('login').addEventListener('submit', (e) => {
  e.preventDefault();
  const v = $('token-input').value.trim();
  if (!v) return;
  sessionStorage.setItem(TOKEN_KEY, v);
  location.reload();
});

// ---- Alert attention: banner, title, optional beep -------------------------------------------

const baseTitle = 'Touchmove · arbiter';
let unseen = 0;   // alerts that arrived since the arbiter last interacted with the page
let blink = false;
let audio = null;
let beepOn = localStorage.getItem('touchmove.beep') === '1';

function beep() {
  if (!beepOn) return;
  try {
    audio = audio || new AudioContext();
    const t = audio.currentTime;
    for (const [start, freq] of [[0, 880], [0.22, 660]]) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, t + start);
      gain.gain.exponentialRampToValueAtTime(0.3, t + start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, t + start + 0.18);
      osc.connect(gain).connect(audio.destination);
      osc.start(t + start);
      osc.stop(t + start + 0.2);
    }
  } catch (e) { /* no audio */ }
}

$('beep').checked = beepOn;
$('beep').addEventListener('change', () => {
  beepOn = $('beep').checked;
  localStorage.setItem('touchmove.beep', beepOn ? '1' : '0');
  if (beepOn) { audio = audio || new AudioContext(); audio.resume(); beep(); }
});

setInterval(() => {
  const open = openAlerts();
  if (unseen > 0) {
    blink = !blink;
    document.title = blink ? `⚠ NEW ALERT (${open}) · arbiter` : `(${open}) ${baseTitle}`;
  } else document.title = open ? `(${open}) ${baseTitle}` : baseTitle;
}, 1000);

function seen() {
  if (!unseen) return;
  unseen = 0;
  document.body.classList.remove('new-alert');
  setTimeout(() => document.querySelectorAll('.alert.fresh').forEach((a) => a.classList.remove('fresh')), 5000);
}
for (const ev of ['pointerdown', 'keydown']) document.addEventListener(ev, seen);

function openAlerts() {
  let n = 0;
  for (const g of games?.byBoard.values() ?? []) for (const a of g.alerts) if (!a.acknowledged) n++;
  return n;
}

/** Adds a line to the assertive live region (kept to the last five, so a burst is not lost). */
function announce(text) {
  const log = $('alert-live');
  log.append(h('p', {}, text));
  while (log.children.length > 5) log.firstElementChild.remove();
}

function renderBanner() {
  const n = openAlerts();
  const banner = $('banner');
  setHidden(banner, n === 0);
  setText($('banner-text'), n === 1 ? '1 alert waiting for the arbiter' : `${n} alerts waiting for the arbiter`);
  setText($('queue-count'), String(n));
}

// ---- Alerts ---------------------------------------------------------------------------------

function localTime(at) {
  if (!at) return '';
  return new Date(at - feed.offset).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

function plyText(game, ply) {
  if (!ply) return 'before the first move';
  const l = plyLabel(game.startFen, ply);
  return `ply ${ply} (${l.number}.${l.white ? '' : '..'} ${l.white ? 'White' : 'Black'})`;
}

function alertView(board, game, a) {
  const mini = (fen, caption) => {
    const fig = h('figure', { class: 'evidence' });
    if (fen) {
      const b = new Board(fig, { label: `${caption}: ${a.squares?.join(', ') || ''}` });
      b.setPosition(fen);
      b.setMarks(a.squares);
    } else fig.append(h('div', { class: 'no-fen' }, 'no position'));
    fig.append(h('figcaption', {}, caption));
    return fig;
  };
  const ack = h('button', { type: 'button', class: 'ack' }, 'Acknowledge');
  ack.addEventListener('click', () => {
    if (feed.send({ type: 'ack', board, alert: a.id })) {
      ack.disabled = true;
      setText(ack, 'Sent…');
    } else setText(ack, 'Offline – retry');
  });
  const squares = a.squares?.length ? `Squares: ${a.squares.join(', ')}` : '';
  const root = h('article', { class: 'alert', 'data-id': a.id, 'aria-label': `Board ${board}, ${a.law} ${lawText(a.law, a.kind)}` },
    h('header', {},
      h('span', { class: 'alert-board' }, `Board ${board}`),
      h('span', { class: 'alert-law' }, `Art. ${a.law || '?'}`),
      h('span', { class: 'alert-what' }, lawText(a.law, a.kind)),
      h('time', { class: 'alert-time' }, localTime(a.at))),
    h('p', { class: 'alert-ply' }, `${game.white?.name || '?'} – ${game.black?.name || '?'} · ${plyText(game, a.ply)}`),
    a.detail ? h('p', { class: 'alert-detail' }, a.detail) : null,
    squares ? h('p', { class: 'alert-squares' }, squares) : null,
    h('div', { class: 'evidence-pair' }, mini(a.fenBefore, 'Before'), mini(a.fenAfter, 'After')),
    h('div', { class: 'alert-actions' }, ack,
      h('button', { type: 'button', class: 'to-actions', onclick: () => openActions(board, a.ply) }, `Board ${board} actions`),
      h('a', { href: `/game/${board}`, target: '_blank' }, 'Open game')));
  return { root, ack };
}

function renderAlert(board, game, a, isNew) {
  if (!a) return;
  let v = alertViews.get(a.id);
  if (!v) {
    v = alertView(board, game, a);
    alertViews.set(a.id, v);
    if (a.acknowledged) $('acked').prepend(v.root); else $('queue').prepend(v.root);
    if (isNew && !a.acknowledged && initialised) {
      v.root.classList.add('fresh');
      unseen++;
      document.body.classList.add('new-alert');
      announce(`New alert: board ${board}, article ${a.law || '?'}, ${lawText(a.law, a.kind)}, ${plyText(game, a.ply)}.`);
      beep();
    }
  }
  if (a.acknowledged && !v.root.classList.contains('acknowledged')) {
    v.root.classList.add('acknowledged', 'fresh-off');
    v.root.classList.remove('fresh');
    v.ack.disabled = true;
    setText(v.ack, a.acknowledgedBy ? `Acknowledged by ${a.acknowledgedBy}` : 'Acknowledged');
    $('acked').prepend(v.root);
  }
}

// ---- Actions --------------------------------------------------------------------------------

function panelFor(b) {
  const v = cards.get(b);
  if (!v.panel) {
    v.panel = new ActionsPanel(b, { getGame: () => games.get(b), serverNow: feed.serverNow, post: postAction, confirm: confirmAction });
    v.details.append(v.panel.root);
  }
  return v.panel;
}

/** Opens board b's actions (from an alert), proposing a take-back to just before the alert's ply. */
function openActions(b, ply) {
  const v = cards.get(b);
  if (!v) return;
  v.details.open = true;
  const panel = panelFor(b);
  panel.update(true);
  if (ply) panel.proposeTakeback(ply);
  v.details.scrollIntoView({ block: 'center' });
  v.details.querySelector('summary').focus();
}

// ---- Boards with health ---------------------------------------------------------------------

function healthBlock() {
  const link = h('span', { class: 'h-link' });
  const age = h('span', { class: 'h-age' });
  const battery = h('span', { class: 'h-battery' });
  const clock = h('span', { class: 'h-clock' });
  const alerts = h('span', { class: 'h-alerts' });
  const root = h('div', { class: 'health' }, link, age, battery, clock, alerts);
  return { root, link, age, battery, clock, alerts };
}

const LINK_ICON = { connected: '●', connecting: '◌', disconnected: '✕', idle: '◐' };

function renderHealth(view, game) {
  const hl = game.health || {};
  const state = hl.link || 'unknown';
  view.root.dataset.link = state;
  setText(view.link, `${LINK_ICON[state] || '?'} ${state}`);
  view.link.title = hl.source || '';
  setText(view.battery, hl.battery == null ? '' : `battery ${hl.battery}%`);
  view.battery.classList.toggle('warn', hl.battery != null && hl.battery < 20);
  setText(view.clock, hl.clock === false ? '⚠ no clock' : hl.clock ? 'clock ✓' : '');
  view.clock.classList.toggle('warn', hl.clock === false);
  const open = game.alerts.filter((a) => !a.acknowledged).length;
  setText(view.alerts, open ? `⚠ ${open} alert${open > 1 ? 's' : ''}` : '');
  view.root.closest('.card')?.classList.toggle('has-alert', open > 0);
  renderAge(view, game);
}

function renderAge(view, game) {
  const at = game.health?.lastMessageAt;
  if (!at) { setText(view.age, ''); return; }
  const s = Math.max(0, Math.round((feed.serverNow() - at) / 1000));
  setText(view.age, `last msg ${s < 60 ? `${s} s` : `${Math.floor(s / 60)} min`} ago`);
  view.age.classList.toggle('warn', s > 30 && game.status === 'playing');
}

function render() {
  scheduled = false;
  let created = false;
  for (const b of dirty) {
    const game = games.get(b);
    if (!game) continue;
    let v = cards.get(b);
    if (!v) {
      const card = new Card(b, { href: `/game/${b}`, ticker, getGame: () => games.get(b) });
      const health = healthBlock();
      card.root.append(health.root);
      card.root.setAttribute('target', '_blank');
      // The actions sit beside the card, not in it: the card is a link, and a link may not hold
      // buttons. The panel is built on first opening (a round has up to a hundred boards).
      const details = h('details', { class: 'actions' }, h('summary', {}, `Actions · board ${b}`));
      const entry = h('div', { class: 'board-entry', 'data-board': b }, card.root, details);
      v = { card, health, entry, details, panel: null };
      details.addEventListener('toggle', () => { if (details.open) panelFor(b).update(true); });
      cards.set(b, v);
      created = true;
    }
    v.card.update(game);
    v.panel?.update(false);
    for (const a of game.alerts) renderAlert(b, game, a, false);
    renderHealth(v.health, game);
  }
  dirty.clear();
  if (created) {
    $('boards').querySelector('.placeholder')?.remove();
    const frag = document.createDocumentFragment();
    for (const k of [...cards.keys()].sort((a, b) => a - b)) frag.append(cards.get(k).entry);
    $('boards').append(frag);
  }
  renderBanner();
  ticker.invalidate();
  initialised = true;
}

/**
 * Boards of round `round` whose game is being played (no result yet), in order; null when this
 * console shows another round and so does not know.
 */
function unfinished(round) {
  const all = [...games.byBoard.values()];
  if (!all.length || all.some((g) => g.round !== round)) return null;
  return all.filter((g) => g.status === 'playing').map((g) => g.board).sort((a, b) => a - b);
}

function onMessage(msg) {
  const change = games.apply(msg);
  if (!change) return;
  if (change.kind === 'alert') renderAlert(change.board, change.game, change.alert, change.isNew);
  dirty.add(change.board);
  if (!scheduled) { scheduled = true; requestAnimationFrame(render); }
}

async function start() {
  setHidden($('console'), false);
  feed = new Feed({
    token,
    onMessage,
    onRound: (msg) => {
      setText($('event'), $('event').textContent.replace(/round \d+$/, `round ${msg.round}`));
      roundControl.setRound(msg.round);
    },
    onStatus: (s) => {
      statusReporter($('status'))(s);
      if (s.state === 'refused') { sessionStorage.removeItem(TOKEN_KEY); showLogin('The relay refused this token.'); }
    },
  });
  games = new Games(feed.serverNow);
  roundControl = new RoundControl({ post: postArbiter, confirm: confirmAction, unfinished });
  $('round-control').append(roundControl.root);
  ticker = new ClockTicker(feed.serverNow);
  setInterval(() => { for (const [b, v] of cards) renderAge(v.health, games.get(b)); }, 1000);
  feed.connect();
  let round = parseInt(params.get('round'), 10);
  try {
    const r = await fetch('/api/tournament', { headers: { Authorization: `Bearer ${token}` } });
    if (r.status === 401) { feed.close(); sessionStorage.removeItem(TOKEN_KEY); showLogin('The relay refused this token.'); return; }
    const t = await r.json();
    if (!(round > 0)) round = t.round;
    setText($('event'), `${t.event || 'Touchmove'} · round ${round}`);
    roundControl.setRound(t.round);
  } catch (e) {
    if (!(round > 0)) round = 1;
  }
  feed.subscribe({ round });
}

if (!token) showLogin(); else start();
