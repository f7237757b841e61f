// The arbiter's actions on one board (docs/wire-format.md, "HTTP"): pause and resume, clock
// correction (Laws 6.10.2), draw offer (9.1.2), take-back to ply N (7.5.1 restoration) and the
// result. Each is a token-protected POST; the effect comes back over the arbiter feed like any
// other change, so the panel only reports whether the relay accepted the request, and shows the
// relay's own reason when it refused. Take-back, clock and result ask for confirmation first.
// RoundControl starts the next round (POST /api/round/start) the same way.

import { clockValue, formatClk, parseClock } from './clock.js';
import { plyLabel } from './fen.js';
import { resultText } from './model.js';
import { h, setText } from './ui.js';

const RESULTS = [['1-0', '1-0 (White wins)'], ['0-1', '0-1 (Black wins)'], ['1/2-1/2', '½-½ (draw)'], ['', 'No result (clear it)']];

let uid = 0;

/** "after 12... Nf6" for ply N of a game (0: the start position). */
export function afterPly(game, ply) {
  if (!ply) return 'the start position';
  const m = game.moves.find((x) => x.ply === ply);
  const l = plyLabel(game.startFen, ply);
  return `after ${l.number}.${l.white ? '' : '..'} ${m ? m.san : ''}`.trim();
}

/** Plies the record holds: first (the ply before its first move) to last. */
function plyRange(game) {
  if (!game.moves.length) return { first: 0, last: 0 };
  return { first: game.moves[0].ply - 1, last: game.moves[game.moves.length - 1].ply };
}

export class ActionsPanel {
  /**
   * @param {number} board the board number
   * @param {{getGame: Function, serverNow: Function, post: Function, confirm: Function}} deps
   * post(board, action, body) resolves to {ok} or {ok: false, message}; confirm(text, verb)
   * resolves to true when the arbiter confirms.
   */
  constructor(board, { getGame, serverNow, post, confirm }) {
    this.board = board;
    this.getGame = getGame;
    this.serverNow = serverNow;
    this.post = post;
    this.confirm = confirm;
    this.shownRange = null;
    const id = (name) => `act-${board}-${name}-${++uid}`;

    this.state = h('p', { class: 'act-state' });
    this.pause = h('button', { type: 'button', class: 'act-pause' }, 'Pause clocks');
    this.pause.addEventListener('click', () => this.togglePause());

    const wId = id('white'), bId = id('black');
    this.white = h('input', { id: wId, class: 'act-white', inputmode: 'numeric', size: '8', autocomplete: 'off', placeholder: 'h:mm:ss' });
    this.black = h('input', { id: bId, class: 'act-black', inputmode: 'numeric', size: '8', autocomplete: 'off', placeholder: 'h:mm:ss' });
    this.clockForm = h('form', { class: 'act-clock' },
      h('fieldset', {}, h('legend', {}, 'Correct the clocks (6.10.2)'),
        h('label', { for: wId }, 'White'), this.white,
        h('label', { for: bId }, 'Black'), this.black,
        h('button', { type: 'submit' }, 'Set clocks…')));
    this.clockForm.addEventListener('submit', (e) => { e.preventDefault(); this.setClocks(); });

    const tId = id('takeback');
    this.takeback = h('select', { id: tId, class: 'act-takeback-ply' });
    this.takebackForm = h('form', { class: 'act-takeback' },
      h('fieldset', {}, h('legend', {}, 'Take back (7.5.1: restore the position)'),
        h('label', { for: tId }, 'Keep the record up to'), this.takeback,
        h('button', { type: 'submit' }, 'Take back…')));
    this.takebackForm.addEventListener('submit', (e) => { e.preventDefault(); this.takeBack(); });

    const dId = id('draw-ply'), cId = id('draw-color');
    this.drawPly = h('input', { id: dId, class: 'act-draw-ply', type: 'number', min: '0', size: '4' });
    this.drawColor = h('select', { id: cId, class: 'act-draw-color' },
      h('option', { value: 'white' }, 'White'), h('option', { value: 'black' }, 'Black'));
    this.drawForm = h('form', { class: 'act-draw' },
      h('fieldset', {}, h('legend', {}, 'Note a draw offer (9.1.2)'),
        h('label', { for: cId }, 'by'), this.drawColor,
        h('label', { for: dId }, 'after ply'), this.drawPly,
        h('button', { type: 'submit' }, 'Note offer')));
    this.drawForm.addEventListener('submit', (e) => { e.preventDefault(); this.noteDraw(); });

    const rId = id('result');
    this.result = h('select', { id: rId, class: 'act-result-value' },
      ...RESULTS.map(([v, label]) => h('option', { value: v }, label)));
    this.resultForm = h('form', { class: 'act-result' },
      h('fieldset', {}, h('legend', {}, 'Result'),
        h('label', { for: rId }, 'Set'), this.result,
        h('button', { type: 'submit' }, 'Set result…')));
    this.resultForm.addEventListener('submit', (e) => { e.preventDefault(); this.setResult(); });

    this.done = h('p', { class: 'act-msg', role: 'status' });
    this.error = h('p', { class: 'act-error error', role: 'alert' });
    this.root = h('div', { class: 'act-panel' },
      h('div', { class: 'act-row' }, this.state, this.pause),
      this.clockForm, this.takebackForm, this.drawForm, this.resultForm, this.done, this.error);
    this.update(true);
  }

  /** Refreshes what depends on the game; `fill` also refills the inputs the arbiter types in. */
  update(fill = false) {
    const g = this.getGame();
    if (!g) return;
    const state = g.result ? `Result ${resultText(g.result)}` : g.paused ? 'Paused by the arbiter'
      : g.status === 'waiting' ? 'Not started' : 'Playing';
    setText(this.state, `${state} · ${g.moves.length ? afterPly(g, plyRange(g).last) : 'no moves'}`);
    setText(this.pause, g.paused ? 'Resume clocks' : 'Pause clocks');
    this.pause.setAttribute('aria-pressed', g.paused ? 'true' : 'false');
    const range = plyRange(g);
    const key = `${range.first}-${range.last}-${g.moves.length}`;
    if (this.shownRange !== key) {
      // Latest first: the usual take-back is one or two half-moves.
      const keep = this.takeback.value;
      const options = [];
      for (let p = range.last; p >= range.first; p--) {
        const removed = range.last - p;
        options.push(h('option', { value: String(p) },
          `ply ${p}: ${afterPly(g, p)}${removed ? ` (removes ${removed})` : ' (no change)'}`));
      }
      this.takeback.replaceChildren(...options);
      const fallback = String(Math.max(range.first, range.last - 1));
      this.takeback.value = keep !== '' && this.shownRange != null && +keep >= range.first && +keep <= range.last ? keep : fallback;
      this.shownRange = key;
    }
    if (fill) {
      const now = this.serverNow();
      this.white.value = g.clock ? formatClk(clockValue(g.clock, 'white', now)) : '';
      this.black.value = g.clock ? formatClk(clockValue(g.clock, 'black', now)) : '';
      const last = range.last;
      this.drawPly.value = String(last);
      // A draw is offered by the player who has just moved (9.1.2.1).
      this.drawColor.value = last > 0 && plyLabel(g.startFen, last).white ? 'white' : 'black';
      this.result.value = g.result || '1-0';
    }
  }

  /** Preselects a take-back to just before ply `ply` (an alert's ply). */
  proposeTakeback(ply) {
    const g = this.getGame();
    if (!g || !(ply > 0)) return;
    const { first, last } = plyRange(g);
    const to = Math.min(last, Math.max(first, ply - 1));
    this.takeback.value = String(to);
  }

  say(ok, text) {
    setText(this.done, ok ? text : '');
    setText(this.error, ok ? '' : text);
  }

  async send(button, action, body, doneText) {
    button.disabled = true;
    this.say(true, 'Sending…');
    try {
      const r = await this.post(this.board, action, body);
      if (r.ok) this.say(true, doneText); else this.say(false, `The relay refused: ${r.message}`);
      return r.ok;
    } finally {
      button.disabled = false;
    }
  }

  async togglePause() {
    const paused = !!this.getGame()?.paused;
    await this.send(this.pause, paused ? 'resume' : 'pause', undefined, paused ? 'Resumed.' : 'Paused: the clocks stand still.');
  }

  async setClocks() {
    const w = parseClock(this.white.value), b = parseClock(this.black.value);
    if (w == null || b == null) {
      this.say(false, 'Write each clock as h:mm:ss, m:ss or minutes, e.g. 1:30:00.');
      return;
    }
    const button = this.clockForm.querySelector('button');
    const ok = await this.confirm(`Set the clocks of board ${this.board} to White ${formatClk(w)}, Black ${formatClk(b)}?`, 'Set clocks');
    if (!ok) { this.say(true, 'Not changed.'); return; }
    if (await this.send(button, 'clock', { white: w, black: b }, `Clocks set: White ${formatClk(w)}, Black ${formatClk(b)}.`)) this.update(false);
  }

  async takeBack() {
    const g = this.getGame();
    const ply = parseInt(this.takeback.value, 10);
    if (!g || !(ply >= 0)) return;
    const removed = g.moves.filter((m) => m.ply > ply).map((m) => m.san);
    const what = removed.length
      ? `${removed.length} half-move${removed.length > 1 ? 's' : ''} (${removed.join(' ')}) will be removed from the record`
      : 'nothing will be removed';
    const ok = await this.confirm(`Take board ${this.board} back to ply ${ply}, ${afterPly(g, ply)}? ${what}.`, 'Take back');
    if (!ok) { this.say(true, 'Not changed.'); return; }
    await this.send(this.takebackForm.querySelector('button'), 'takeback', { ply }, `Taken back to ply ${ply}.`);
  }

  async noteDraw() {
    const ply = parseInt(this.drawPly.value, 10);
    const color = this.drawColor.value;
    await this.send(this.drawForm.querySelector('button'), 'draw-offer', { ply: Number.isNaN(ply) ? -1 : ply, color },
      `Draw offer by ${color} after ply ${ply} noted.`);
  }

  async setResult() {
    const v = this.result.value || null;
    const g = this.getGame();
    const text = v ? `Set the result of board ${this.board} to ${resultText(v)}${g?.result ? ` (now ${resultText(g.result)})` : ''}?`
      : `Clear the result of board ${this.board}${g?.result ? ` (now ${resultText(g.result)})` : ''}? The game counts as in progress again.`;
    const ok = await this.confirm(text, v ? 'Set result' : 'Clear result');
    if (!ok) { this.say(true, 'Not changed.'); return; }
    await this.send(this.resultForm.querySelector('button'), 'result', { result: v },
      v ? `Result ${resultText(v)} set.` : 'Result cleared.');
  }
}

/** "board 3", "boards 2 and 5", "boards 1, 4 and 6". */
function boardList(boards) {
  if (boards.length === 1) return `board ${boards[0]}`;
  return `boards ${boards.slice(0, -1).join(', ')} and ${boards[boards.length - 1]}`;
}

/**
 * The round being played and the control that starts another: the next round proposed, any other
 * round typed in. The relay decides; a refusal shows its reason, and when the relay says force
 * would get past it (games without a result, a round played before), a second button offers to
 * force, with a confirmation of its own. The console follows the new round from the feed's
 * roundStart notice (setRound), not from the answer.
 */
export class RoundControl {
  /**
   * @param {{post: Function, confirm: Function, unfinished: Function}} deps post(path, body)
   * resolves to {ok, answer} or {ok: false, message, forceable}; confirm(text, verb) to true when
   * the arbiter confirms; unfinished(round) gives the boards of that round still being played, or
   * null when the page does not know.
   */
  constructor({ post, confirm, unfinished }) {
    this.post = post;
    this.confirm = confirm;
    this.unfinished = unfinished;
    this.round = null;
    this.refused = null; // {round, reason}: the refusal force may override
    const nId = `round-next-${++uid}`;
    this.now = h('p', { class: 'round-now' }, 'Round being played: unknown');
    this.next = h('input', { id: nId, class: 'round-next', type: 'number', min: '1', size: '3', autocomplete: 'off' });
    this.go = h('button', { type: 'submit', class: 'round-go' }, 'Start next round…');
    this.force = h('button', { type: 'button', class: 'round-force danger', hidden: true }, 'Force…');
    this.form = h('form', { class: 'round-start' },
      h('fieldset', {}, h('legend', { class: 'sr-only' }, 'Start a round'),
        this.now,
        h('label', { for: nId }, 'Round to start'), this.next, this.go, this.force));
    this.done = h('p', { class: 'act-msg round-msg', role: 'status' });
    this.error = h('p', { class: 'act-error round-error error', role: 'alert' });
    this.root = h('div', { class: 'round-panel' }, this.form, this.done, this.error);
    this.form.addEventListener('submit', (e) => { e.preventDefault(); this.start(false); });
    this.force.addEventListener('click', () => this.start(true));
    this.next.addEventListener('input', () => this.label());
  }

  /** The round being played is now `round` (at start, and at every roundStart). */
  setRound(round) {
    if (!(round > 0) || round === this.round) return;
    this.round = round;
    setText(this.now, `Round ${round} is being played`);
    this.next.value = String(round + 1);
    this.refused = null;
    this.label();
  }

  /** The target typed in, or NaN. */
  target() {
    return parseInt(this.next.value, 10);
  }

  /** Names the buttons after the round they start; force only for the round the relay refused. */
  label() {
    const n = this.target();
    setText(this.go, n > 0 && n === this.round + 1 ? 'Start next round…' : n > 0 ? `Start round ${n}…` : 'Start round…');
    const forceable = this.refused != null && this.refused.round === n;
    this.force.hidden = !forceable;
    if (forceable) setText(this.force, `Force round ${n}…`);
  }

  say(ok, text) {
    setText(this.done, ok ? text : '');
    setText(this.error, ok ? '' : text);
  }

  async start(force) {
    const n = this.target();
    if (!(n > 0)) { this.say(false, 'Write the number of the round to start.'); return; }
    const from = this.round;
    let text;
    if (force) {
      text = `Force round ${n}? The relay refused: ${this.refused.reason}. Forcing starts round ${n} all the same: `
        + `games without a result stay in round ${from}'s record as they are, and a round played before goes on in its journals.`;
    } else {
      const open = from == null ? null : this.unfinished(from);
      const games = open == null ? ''
        : open.length === 0 ? ` Every game of round ${from} has a result.`
        : ` ${open.length} game${open.length > 1 ? 's' : ''} of round ${from} ${open.length > 1 ? 'have' : 'has'} no result yet (${boardList(open)}).`;
      text = `Start round ${n}${from ? ` and finish round ${from}` : ''}? Every board moves to round ${n} at once.${games}`;
    }
    const ok = await this.confirm(text, force ? `Force round ${n}` : `Start round ${n}`);
    if (!ok) { this.say(true, 'Not changed.'); return; }
    const button = force ? this.force : this.go;
    button.disabled = true;
    this.say(true, 'Sending…');
    try {
      const r = await this.post('/api/round/start', force ? { round: n, force: true } : { round: n });
      if (r.ok) {
        const a = r.answer || {};
        const unpaired = a.unpaired?.length ? ` Without a pairing in round ${a.round}: ${boardList(a.unpaired)}.` : '';
        this.say(true, `Round ${a.round ?? n} started${a.previous ? `; round ${a.previous} is finished` : ''}.${unpaired}`);
        this.refused = null;
        this.label();
        // The force button is hidden now: the focus must not fall back to the page.
        if (force) this.go.focus();
      } else {
        this.say(false, `The relay refused: ${r.message}`);
        this.refused = r.forceable && !force ? { round: n, reason: r.message } : null;
        this.label();
      }
    } finally {
      button.disabled = false;
    }
  }
}
