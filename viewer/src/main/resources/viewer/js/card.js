// A board card for the round overview and the arbiter console: players, titles, ratings, clocks,
// mini-board with the last move, result. Built once per board, then updated in place.

import { Board } from './board.js';
import { plyLabel } from './fen.js';
import { displaySan, sanNode } from './notation.js';
import { lastMove, resultText, reasonText } from './model.js';
import { h, setText } from './ui.js';

export class Card {
  constructor(board, { href, ticker, notation = 'english', getGame }) {
    this.boardNo = board;
    this.notation = notation;
    const playerRow = (side) => {
      const title = h('span', { class: 'title' });
      const name = h('span', { class: 'name' });
      const rating = h('span', { class: 'rating' });
      const clock = h('span', { class: 'clock', 'aria-label': `${side} clock` });
      const row = h('div', { class: `player ${side}` }, h('span', { class: 'swatch', 'aria-hidden': 'true' }), title, name, rating, clock);
      ticker.bind(clock, side, () => getGame()?.clock);
      return { row, title, name, rating, clock };
    };
    this.black = playerRow('black');
    this.white = playerRow('white');
    this.no = h('span', { class: 'bno' }, `Board ${board}`);
    this.result = h('span', { class: 'result' });
    this.last = h('span', { class: 'last' });
    this.boardBox = h('div', { class: 'mini' });
    this.root = h(href ? 'a' : 'div', { class: 'card', href, 'data-board': board },
      h('div', { class: 'card-head' }, this.no, this.result),
      this.black.row, this.boardBox, this.white.row,
      h('div', { class: 'card-foot' }, this.last));
    this.board = new Board(this.boardBox, { label: `Board ${board}`, images: true });
    this.board.svg.setAttribute('aria-hidden', 'true');
  }

  update(game) {
    for (const side of ['white', 'black']) {
      const p = game[side] || {};
      const row = this[side];
      setText(row.title, p.title || '');
      setText(row.name, p.name || '?');
      setText(row.rating, p.rating || '');
    }
    const m = lastMove(game);
    this.board.setPosition(game.fen);
    this.board.setLastMove(m ? m.uci : null);
    setText(this.result, game.result ? resultText(game.result) : game.paused ? 'paused'
      : game.status === 'waiting' ? 'waiting' : '');
    this.result.title = reasonText(game.reason);
    this.root.classList.toggle('finished', game.status === 'finished');
    if (m) {
      const l = plyLabel(game.startFen, m.ply || game.moves.length);
      const text = `${l.number}.${l.white ? '' : '..'} ${displaySan(m.san, this.notation)}`;
      if (this.notation !== 'figurine') setText(this.last, text);
      else if (this.last.textContent !== text) this.last.replaceChildren(`${l.number}.${l.white ? '' : '..'} `, sanNode(m.san, 'figurine'));
    } else setText(this.last, game.status === 'waiting' ? 'not started' : '–');
    const label = `Board ${this.boardNo}: ${game.white?.name || '?'} – ${game.black?.name || '?'}` +
      (game.result ? `, ${resultText(game.result)}` : m ? `, ${this.last.textContent}` : '');
    if (this.root.getAttribute('aria-label') !== label) this.root.setAttribute('aria-label', label);
  }
}
