// Small DOM helpers shared by the pages.

/** Creates an element: h('div', {class: 'x'}, 'text', child, ...). */
export function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v == null || v === false) continue;
    if (k === 'class') node.className = v;
    else if (k.startsWith('on')) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children) if (c != null) node.append(c);
  return node;
}

/** Sets textContent only when it differs (no needless layout work). */
export function setText(node, text) {
  const t = text == null ? '' : String(text);
  if (node.textContent !== t) node.textContent = t;
}

export function setHidden(node, hidden) {
  if (node.hidden !== hidden) node.hidden = hidden;
}

/** A number from the path ("/game/3" -> 3) or from ?board=3 (for development). */
export function boardFromLocation() {
  const m = /\/(?:game|demo)\/(\d+)/.exec(location.pathname);
  const q = new URLSearchParams(location.search).get('board');
  const n = parseInt(m ? m[1] : q, 10);
  return n > 0 ? n : null;
}

/** A preference: URL parameter first, then localStorage, then the default. */
export function pref(name, fallback, allowed) {
  const url = new URLSearchParams(location.search).get(name);
  let v = url;
  if (v == null) { try { v = localStorage.getItem('touchmove.' + name); } catch (e) { v = null; } }
  if (v == null || (allowed && !(v in allowed))) return fallback;
  return v;
}

export function savePref(name, value) {
  try { localStorage.setItem('touchmove.' + name, value); } catch (e) { /* private mode */ }
}

/** Shows the connection state in an element (text, not colour only). */
export function statusReporter(node) {
  return (s) => {
    let text = '';
    if (s.state === 'connecting') text = 'Connecting…';
    else if (s.state === 'open') {
      text = s.feed === 'arbiter' ? 'Live (arbiter feed)' : 'Live';
      if (s.feed !== 'arbiter' && s.delaySeconds > 0) text += ` · delayed ${formatDelay(s.delaySeconds)}`;
    } else if (s.state === 'retrying') text = `Connection lost · retrying in ${Math.ceil(s.retryIn / 1000)} s`;
    else if (s.state === 'refused') text = 'Access refused (wrong token)';
    node.dataset.state = s.state;
    setText(node, text);
  };
}

function formatDelay(s) {
  return s % 60 === 0 ? `${s / 60} min` : `${s} s`;
}

/** A polite aria-live region; say(text, lang) announces once. */
export function announcer(node) {
  return (text, lang = 'en') => {
    node.setAttribute('lang', lang);
    // Clearing first makes screen readers read a repeated text again.
    node.textContent = '';
    setTimeout(() => { node.textContent = text; }, 30);
  };
}

export const SIDES = ['white', 'black'];
