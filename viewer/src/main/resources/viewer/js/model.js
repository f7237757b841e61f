// Board state on the client: GAME objects (docs/wire-format.md) kept up to date by the snapshot
// and delta messages. apply() returns what changed so pages repaint only that.

import { frozenClock } from './clock.js';
import { START_FEN } from './fen.js';

function normalise(game) {
  game.moves = Array.isArray(game.moves) ? game.moves : [];
  game.alerts = Array.isArray(game.alerts) ? game.alerts : [];
  game.notes = Array.isArray(game.notes) ? game.notes : [];
  game.drawOffers = Array.isArray(game.drawOffers) ? game.drawOffers : [];
  game.paused = !!game.paused;
  game.startFen = game.startFen || START_FEN;
  game.white = game.white || {};
  game.black = game.black || {};
  if (!game.fen) game.fen = game.moves.length ? game.moves[game.moves.length - 1].fen : game.startFen;
  return game;
}

/** New readings: a finished game's clocks stand still. */
function setClock(game, clock, serverNow) {
  game.clock = game.status === 'finished' ? frozenClock(clock, serverNow()) : clock;
}

export class Games {
  constructor(serverNow) {
    this.serverNow = serverNow;
    this.byBoard = new Map();
  }

  get(board) { return this.byBoard.get(board); }

  /**
   * Applies a board message. Returns {board, game, kind} where kind is "reset" (snapshot/game:
   * replace everything), "moves" (move list changed), "move" (one move appended), "clock",
   * "result", "drawOffer", "pause", "alert", "health" - or null when the message is about a board
   * we know nothing of.
   */
  apply(msg) {
    const b = msg.board;
    if (msg.type === 'snapshot' || msg.type === 'game') {
      const game = normalise({ ...msg.game });
      if (game.board == null) game.board = b;
      if (game.status === 'finished') game.clock = frozenClock(game.clock, this.serverNow());
      this.byBoard.set(b, game);
      return { board: b, game, kind: 'reset', isNewGame: msg.type === 'game' };
    }
    const game = this.byBoard.get(b);
    if (!game) return null;
    switch (msg.type) {
      case 'move': {
        const m = msg.move;
        if (!m) return null;
        const ply = m.ply || game.moves.length + 1;
        if (game.moves.some((x) => x.ply >= ply)) game.moves = game.moves.filter((x) => x.ply < ply);
        game.moves.push(m);
        if (m.fen) game.fen = m.fen;
        if (game.status === 'waiting') game.status = 'playing';
        // The press that completed the move, sent with it (its own `clock` message is not sent).
        if (msg.clock) setClock(game, msg.clock, this.serverNow);
        return { board: b, game, kind: 'move', move: m };
      }
      case 'takeback': {
        game.moves = game.moves.filter((m) => m.ply <= msg.ply);
        // A summary snapshot holds only the last move: the relay says where the board now stands.
        game.fen = msg.fen || (game.moves.length ? game.moves[game.moves.length - 1].fen : game.startFen);
        return { board: b, game, kind: 'moves' };
      }
      case 'position': {
        if (game.moves.length) (game.earlier = game.earlier || []).push({ startFen: game.startFen, moves: game.moves });
        game.moves = [];
        game.startFen = msg.fen;
        game.fen = msg.fen;
        if (msg.note) game.notes.push(msg.note);
        return { board: b, game, kind: 'moves' };
      }
      case 'clock':
        setClock(game, msg.clock, this.serverNow);
        return { board: b, game, kind: 'clock' };
      case 'result':
        game.result = msg.result || null;
        game.reason = msg.reason || null;
        // An arbiter may clear a result (null): the game is on again.
        game.status = msg.result ? 'finished' : game.status === 'waiting' ? 'waiting' : 'playing';
        if (msg.result) game.clock = frozenClock(game.clock, this.serverNow());
        return { board: b, game, kind: 'result' };
      case 'drawOffer':
        game.drawOffers.push({ ply: msg.ply, color: msg.color });
        return { board: b, game, kind: 'drawOffer' };
      case 'pause':
        // While paused the relay holds the clocks: the message carries the readings where they stand.
        game.paused = !!msg.paused;
        if (msg.clock) game.clock = msg.clock;
        return { board: b, game, kind: 'pause' };
      case 'alert': {
        const a = msg.alert;
        if (!a) return null;
        const i = game.alerts.findIndex((x) => x.id === a.id);
        if (i >= 0) game.alerts[i] = a; else game.alerts.push(a);
        return { board: b, game, kind: 'alert', alert: a, isNew: i < 0 };
      }
      case 'alertAck': {
        const a = game.alerts.find((x) => x.id === msg.id);
        if (a) { a.acknowledged = true; a.acknowledgedBy = msg.by; }
        return { board: b, game, kind: 'alert', alert: a };
      }
      case 'health':
        game.health = msg.health;
        return { board: b, game, kind: 'health' };
      default:
        return null;
    }
  }
}

/** The last move of a game, or null. */
export const lastMove = (game) => (game.moves.length ? game.moves[game.moves.length - 1] : null);

/** "1-0", "0-1", "½-½" for display. */
export const resultText = (r) => (r === '1/2-1/2' ? '½-½' : r || '');

const REASONS = {
  checkmate: 'checkmate',
  stalemate: 'stalemate',
  'dead-position': 'dead position (5.2.2)',
  fivefold: 'fivefold repetition (9.6.1)',
  'seventy-five-moves': '75-move rule (9.6.2)',
  flag: 'flag fell (6.9)',
  'result-gesture': 'result set on the board',
  arbiter: 'arbiter decision',
  resignation: 'resignation',
  agreement: 'draw agreed',
};
export const reasonText = (r) => (r ? REASONS[r] || String(r).replace(/-/g, ' ') : '');

/** "GM Carlsen, Magnus" pieces: {title, name, rating}. */
export function playerLine(p) {
  return { title: p.title || '', name: p.name || '?', rating: p.rating ? String(p.rating) : '' };
}
