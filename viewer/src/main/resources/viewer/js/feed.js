// The relay's WebSocket (docs/wire-format.md): connect, subscribe, keep the last seq per board,
// reconnect with exponential backoff (capped at 10 s) and resume with `since`, and measure the
// offset between the server's clock and the browser's with ping/pong. When the round being played
// changes (`roundStart`), subscriptions to the old round follow the new one and the sequence
// numbers are forgotten (the new round's boards count from 1; their snapshots follow the notice).

const KNOWN = new Set([
  'hello', 'pong', 'error', 'snapshot', 'game', 'move', 'takeback', 'position', 'clock', 'result',
  'drawOffer', 'pause', 'alert', 'alertAck', 'health',
]);
const BOARD_TYPES = new Set([...KNOWN].filter((t) => !['hello', 'pong', 'error'].includes(t)));
const warned = new Set();
const BACKOFF_START = 500, BACKOFF_CAP = 10000, PING_EVERY = 15000;

/** Logs one console.warn per unknown message type, however often it arrives. */
export function warnUnknown(type) {
  const key = String(type);
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(`touchmove: ignoring unknown message type "${key}"`);
}

export class Feed {
  /**
   * @param {{token?: string|null, onMessage: Function, onStatus?: Function}} options
   * onMessage(msg) gets board messages (snapshot, move, ...), in order, duplicates dropped.
   * onStatus({state, feed, delaySeconds, retryIn}) reports connecting/open/retrying/refused.
   * onRound(msg) gets the `roundStart` notice ({round, previous, boards}) before the new snapshots.
   */
  constructor({ token = null, onMessage, onStatus = () => {}, onRound = () => {} }) {
    this.token = token;
    this.onMessage = onMessage;
    this.onStatus = onStatus;
    this.onRound = onRound;
    this.subs = [];          // {round} or {board}
    this.seq = new Map();    // board -> last seq
    this.boardRound = new Map();
    this.offset = 0;         // serverTime - Date.now()
    this.samples = [];       // {rtt, offset}
    this.attempt = 0;
    this.pings = new Map();
    this.pingId = 0;
    this.hello = null;
    this.ws = null;
    this.stopped = false;
    this.serverNow = () => Date.now() + this.offset;
  }

  url() {
    const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const q = this.token ? `?token=${encodeURIComponent(this.token)}` : '';
    return `${proto}//${location.host}/ws${q}`;
  }

  connect() {
    this.stopped = false;
    this.onStatus({ state: 'connecting' });
    let ws;
    try { ws = new WebSocket(this.url()); } catch (e) { this.retry(); return; }
    this.ws = ws;
    ws.onopen = () => {
      for (const sub of this.subs) this.sendSubscribe(sub);
      this.ping(); setTimeout(() => this.ping(), 1000); setTimeout(() => this.ping(), 3000);
      clearInterval(this.pingTimer);
      this.pingTimer = setInterval(() => this.ping(), PING_EVERY);
    };
    ws.onmessage = (ev) => this.receive(ev.data);
    ws.onclose = (ev) => {
      clearInterval(this.pingTimer);
      if (this.ws !== ws) return;
      this.ws = null;
      if (ev.code === 4401) { this.onStatus({ state: 'refused' }); return; }
      if (!this.stopped) this.retry();
    };
  }

  retry() {
    const base = Math.min(BACKOFF_CAP, BACKOFF_START * 2 ** this.attempt);
    const delay = Math.round(base * (0.8 + Math.random() * 0.4));
    this.attempt++;
    this.onStatus({ state: 'retrying', retryIn: delay });
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  close() {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    if (this.ws) this.ws.close();
  }

  /** Subscribes now (when connected) and again after every reconnect, resuming with `since`. */
  subscribe(sub) {
    this.subs.push(sub);
    if (this.ws && this.ws.readyState === WebSocket.OPEN) this.sendSubscribe(sub);
  }

  sendSubscribe(sub) {
    const msg = { type: 'subscribe', ...sub };
    if (sub.board != null && this.seq.has(sub.board)) msg.since = this.seq.get(sub.board);
    if (sub.round != null) {
      const since = {};
      for (const [b, r] of this.boardRound) if (r === sub.round && this.seq.has(b)) since[b] = this.seq.get(b);
      if (Object.keys(since).length) msg.since = since;
    }
    this.send(msg);
  }

  send(obj) {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(obj));
    return true;
  }

  ping() {
    const id = ++this.pingId;
    if (this.send({ type: 'ping', id })) this.pings.set(id, performance.now());
  }

  receive(data) {
    let msg;
    try { msg = JSON.parse(data); } catch (e) { console.warn('touchmove: unreadable message', e); return; }
    if (!msg || typeof msg !== 'object') return;
    switch (msg.type) {
      case 'hello':
        this.hello = msg;
        this.attempt = 0;
        if (!this.samples.length && msg.now) this.offset = msg.now - Date.now();
        this.onStatus({ state: 'open', feed: msg.feed, delaySeconds: msg.delaySeconds });
        return;
      case 'pong': this.pong(msg); return;
      case 'roundStart':
        this.seq.clear();
        this.boardRound.clear();
        for (const sub of this.subs) if (sub.round === msg.previous) sub.round = msg.round;
        this.onRound(msg);
        return;
      case 'error': console.info('touchmove: server says:', msg.message); return;
      default:
    }
    if (!BOARD_TYPES.has(msg.type)) { warnUnknown(msg.type); return; }
    const b = msg.board;
    if (b != null && msg.seq != null) {
      const last = this.seq.get(b);
      if (msg.type !== 'snapshot' && last != null && msg.seq <= last) return; // already seen
      this.seq.set(b, msg.seq);
    }
    const game = msg.game;
    if (game && game.round != null) this.boardRound.set(b, game.round);
    this.onMessage(msg);
  }

  pong(msg) {
    const sent = this.pings.get(msg.id);
    if (sent == null || typeof msg.now !== 'number') return;
    this.pings.delete(msg.id);
    const rtt = performance.now() - sent;
    // The server read its clock about half a round trip ago.
    this.samples.push({ rtt, offset: msg.now + rtt / 2 - Date.now() });
    if (this.samples.length > 8) this.samples.shift();
    const best = this.samples.reduce((a, s) => (s.rtt < a.rtt ? s : a));
    this.offset = best.offset;
  }
}
