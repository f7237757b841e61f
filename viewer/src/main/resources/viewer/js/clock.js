// Clocks: formatting, extrapolation between server updates, and one requestAnimationFrame loop
// per page that rewrites only the text of running clocks (and only when the text changes).
//
// A CLOCK {white, black, running, at} holds the readings at server instant `at`. The running side
// shows value - (serverNow - at), where serverNow = Date.now() + offset (offset from ping/pong).

/** "1:29:58", "4:07", "9.4" (tenths under ten seconds), "0.0"; "–" without a reading. */
export function formatClock(ms) {
  if (ms == null || !isFinite(ms)) return '–';
  ms = Math.max(0, ms);
  if (ms < 10000) return (Math.floor(ms / 100) / 10).toFixed(1);
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600), m = Math.floor((total % 3600) / 60), s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** Whole-second form for move lists and PGN-like display: "1:29:58". */
export function formatClk(ms) {
  if (ms == null) return '';
  const total = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(total / 3600), m = Math.floor((total % 3600) / 60), s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** Milliseconds left for `side` ("white"/"black") at server instant `now`. */
export function clockValue(clock, side, now) {
  if (!clock || clock[side] == null) return null;
  let v = clock[side];
  if (clock.running === side && clock.at != null) v -= now - clock.at;
  return Math.max(0, v);
}

/** Stops a clock at server instant `now` (used when a result arrives). */
export function frozenClock(clock, now) {
  if (!clock || !clock.running) return clock;
  return {
    ...clock,
    white: clockValue(clock, 'white', now),
    black: clockValue(clock, 'black', now),
    running: null,
    at: now,
  };
}

/**
 * One animation-frame loop for every clock face on a page.
 * bind(el, side, getClock) registers a face; getClock() returns the CLOCK to show (or null).
 * invalidate() makes every face repaint once (call it after any clock or game change).
 */
export class ClockTicker {
  constructor(serverNow) {
    this.serverNow = serverNow;
    this.faces = new Map();
    this.dirty = true;
    this.frame = this.frame.bind(this);
    requestAnimationFrame(this.frame);
  }

  bind(el, side, getClock) {
    this.faces.set(el, { side, getClock, text: null, running: null, low: null });
    this.dirty = true;
  }

  unbind(el) { this.faces.delete(el); }

  invalidate() { this.dirty = true; }

  frame() {
    const now = this.serverNow();
    const all = this.dirty;
    this.dirty = false;
    for (const [el, face] of this.faces) {
      const clock = face.getClock();
      const running = !!clock && clock.running === face.side;
      if (!running && !all) continue; // stopped clocks change only on a message
      const ms = clockValue(clock, face.side, now);
      const text = formatClock(ms);
      if (text !== face.text) { el.textContent = text; face.text = text; }
      if (running !== face.running) { el.classList.toggle('running', running); face.running = running; }
      const low = ms != null && ms < 60000;
      if (low !== face.low) { el.classList.toggle('low', low); face.low = low; }
    }
    requestAnimationFrame(this.frame);
  }
}

/**
 * Milliseconds from what an arbiter types: "1:30:00", "45:00", "90" (minutes) or "9.5" (seconds
 * with a decimal point); null when it is none of these. Upper bounds are the relay's to check.
 */
export function parseClock(text) {
  const t = String(text || '').trim();
  if (/^\d+$/.test(t)) return parseInt(t, 10) * 60000;
  if (/^\d+\.\d+$/.test(t)) return Math.round(parseFloat(t) * 1000);
  if (!/^\d+(:[0-5]\d){1,2}$/.test(t)) return null;
  return t.split(':').reduce((acc, part) => acc * 60 + parseInt(part, 10), 0) * 1000;
}
