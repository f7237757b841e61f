// The SVG board: 8 x 8 squares of 100 units, pieces placed with <use> from the sprite in pieces.js.
// Updates are diffs: only squares whose piece changed are touched, highlights are moved, not
// recreated. Highlights are colour-blind safe: last move = orange fill with a solid outline,
// evidence squares = blue fill with a dashed outline (shape differs as well as colour).

import { placement, squareXY } from './fen.js';
import { installPieces, pieceHref, pieceUrl } from './pieces.js';

const SVG_NS = 'http://www.w3.org/2000/svg';
const S = 100;

function el(name, attrs = {}, parent = null) {
  const node = document.createElementNS(SVG_NS, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (parent) parent.appendChild(node);
  return node;
}

/** Squares a UCI move touches ("e2e4", "e7e8q", "e1h1"), or []. */
export function uciSquares(uci) {
  if (typeof uci !== 'string' || uci.length < 4) return [];
  return [uci.slice(0, 2), uci.slice(2, 4)];
}

export class Board {
  /**
   * @param {Element} container element the board is appended to
   * @param {{coords?: boolean, flipped?: boolean, label?: string}} options
   */
  constructor(container, { coords = false, flipped = false, label = 'Chess board', images = false } = {}) {
    installPieces();
    this.images = images; // pieces as <image> (cheap, for many small boards) instead of <use>
    this.flipped = flipped;
    this.coords = coords;
    this.pieces = new Array(64).fill(null); // <use> per square, or null
    this.codes = new Array(64).fill(null);
    this.svg = el('svg', {
      viewBox: `0 0 ${8 * S} ${8 * S}`, class: 'board', role: 'img', 'aria-label': label,
    });
    el('rect', { width: 8 * S, height: 8 * S, class: 'sq-light' }, this.svg);
    this.dark = el('path', { class: 'sq-dark' }, this.svg);
    this.markLayer = el('g', { class: 'marks' }, this.svg);
    this.coordLayer = el('g', { class: 'coords', 'aria-hidden': 'true' }, this.svg);
    this.pieceLayer = el('g', { class: 'pieces' }, this.svg);
    this.lastMove = [];
    this.marks = [];
    this.drawGrid();
    container.appendChild(this.svg);
  }

  /** x, y of the top-left corner of a square index for the current orientation. */
  xy(index) {
    const file = index % 8, rank = index >> 3;
    return this.flipped ? [(7 - file) * S, rank * S] : [file * S, (7 - rank) * S];
  }

  drawGrid() {
    let d = '';
    for (let i = 0; i < 64; i++) {
      if (((i % 8) + (i >> 3)) % 2 === 0) { const [x, y] = this.xy(i); d += `M${x} ${y}h${S}v${S}h-${S}Z`; }
    }
    this.dark.setAttribute('d', d);
    this.coordLayer.replaceChildren();
    if (!this.coords) return;
    for (let k = 0; k < 8; k++) {
      const file = this.flipped ? 7 - k : k;
      const rank = this.flipped ? k : 7 - k;
      const fileLabel = el('text', { x: k * S + S - 6, y: 8 * S - 7, class: 'coord', 'text-anchor': 'end' }, this.coordLayer);
      fileLabel.textContent = 'abcdefgh'[file];
      fileLabel.classList.add((file + (this.flipped ? 7 : 0)) % 2 === 0 ? 'on-dark' : 'on-light');
      const rankLabel = el('text', { x: 6, y: k * S + 24, class: 'coord' }, this.coordLayer);
      rankLabel.textContent = String(rank + 1);
      rankLabel.classList.add((rank + (this.flipped ? 7 : 0)) % 2 === 0 ? 'on-dark' : 'on-light');
    }
  }

  setFlipped(flipped) {
    if (flipped === this.flipped) return;
    this.flipped = flipped;
    this.drawGrid();
    for (let i = 0; i < 64; i++) {
      const u = this.pieces[i];
      if (u) { const [x, y] = this.xy(i); u.setAttribute('x', x); u.setAttribute('y', y); }
    }
    this.drawMarks();
  }

  /** Shows a FEN's piece placement, touching only the squares that changed. */
  setPosition(fen) {
    if (fen === this.fen) return;
    const squares = placement(fen);
    if (!squares) return;
    this.fen = fen;
    for (let i = 0; i < 64; i++) {
      const code = squares[i];
      if (code === this.codes[i]) continue;
      this.codes[i] = code;
      let u = this.pieces[i];
      if (!code) { if (u) { u.remove(); this.pieces[i] = null; } continue; }
      if (!u) {
        const [x, y] = this.xy(i);
        u = el(this.images ? 'image' : 'use', { x, y, width: S, height: S }, this.pieceLayer);
        this.pieces[i] = u;
      }
      u.setAttribute('href', this.images ? pieceUrl(code) : pieceHref(code));
    }
  }

  /** Highlights the from and to squares of the last move (UCI string or null). */
  setLastMove(uci) {
    const sq = uciSquares(uci);
    if (sq.join() === this.lastMove.join()) return;
    this.lastMove = sq;
    this.drawMarks();
  }

  /** Highlights evidence squares (alerts). */
  setMarks(squares) {
    const sq = Array.isArray(squares) ? squares.filter((s) => squareXY(s)) : [];
    if (sq.join() === this.marks.join()) return;
    this.marks = sq;
    this.drawMarks();
  }

  drawMarks() {
    this.markLayer.replaceChildren();
    const add = (name, cls) => {
      const p = squareXY(name);
      if (!p) return;
      const [x, y] = this.xy(p[1] * 8 + p[0]);
      el('rect', { x: x + 4, y: y + 4, width: S - 8, height: S - 8, class: cls }, this.markLayer);
    };
    for (const s of this.lastMove) add(s, 'mark-last');
    for (const s of this.marks) add(s, 'mark-evidence');
  }

  setLabel(label) {
    if (this.svg.getAttribute('aria-label') !== label) this.svg.setAttribute('aria-label', label);
  }
}
