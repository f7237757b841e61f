// Touchmove's own piece set: simple geometric shapes drawn from primitives on a 100 x 100 grid.
// Each piece is defined once as an SVG <symbol> in a hidden sprite; boards place them with <use>,
// so a hundred boards share twelve drawings.

const SVG_NS = 'http://www.w3.org/2000/svg';
const BASE = ['rect', { x: 22, y: 79, width: 56, height: 10, rx: 4 }];

// Body shapes (filled with the piece colour) and detail lines (drawn in the contrasting colour).
const SHAPES = {
  p: {
    body: [
      ['path', { d: 'M37 79 C39 66 43 58 45 48 L55 48 C57 58 61 66 63 79 Z' }],
      ['ellipse', { cx: 50, cy: 47, rx: 14, ry: 4.5 }],
      ['circle', { cx: 50, cy: 31, r: 12 }],
      BASE,
    ],
    detail: [],
  },
  R: {
    body: [
      ['path', { d: 'M31 79 L34 42 L66 42 L69 79 Z' }],
      ['path', { d: 'M27 42 L27 18 L37 18 L37 26 L45 26 L45 18 L55 18 L55 26 L63 26 L63 18 L73 18 L73 42 Z' }],
      BASE,
    ],
    detail: [['path', { d: 'M34 48 L66 48 M33 72 L67 72' }]],
  },
  N: {
    body: [
      ['path', { d: 'M33 79 L36 63 C29 60 22 56 19 50 L18 44 L33 29 L36 15 L45 25 C60 24 74 36 73 55 C72 64 69 72 67 79 Z' }],
      BASE,
    ],
    detail: [
      ['circle', { cx: 38, cy: 36, r: 3, stroke: 'none', detailFill: true }],
      ['path', { d: 'M24 47 L28 46 M50 30 C60 36 64 48 62 62' }],
    ],
  },
  B: {
    body: [
      ['path', { d: 'M36 74 C29 61 33 45 50 29 C67 45 71 61 64 74 Z' }],
      ['ellipse', { cx: 50, cy: 75, rx: 17, ry: 4.5 }],
      ['circle', { cx: 50, cy: 22, r: 6 }],
      BASE,
    ],
    detail: [['path', { d: 'M57 43 L46 56' }]],
  },
  Q: {
    body: [
      ['path', { d: 'M29 77 L20 35 L32 55 L36 26 L44 51 L50 20 L56 51 L64 26 L68 55 L80 35 L71 77 Z' }],
      ['circle', { cx: 20, cy: 32, r: 4.5 }],
      ['circle', { cx: 36, cy: 23, r: 4.5 }],
      ['circle', { cx: 50, cy: 17, r: 4.5 }],
      ['circle', { cx: 64, cy: 23, r: 4.5 }],
      ['circle', { cx: 80, cy: 32, r: 4.5 }],
      BASE,
    ],
    detail: [['path', { d: 'M30 69 L70 69' }]],
  },
  K: {
    body: [
      ['rect', { x: 45, y: 8, width: 10, height: 30, rx: 2 }],
      ['rect', { x: 38, y: 15, width: 24, height: 9, rx: 2 }],
      ['path', { d: 'M30 77 C21 62 22 45 36 44 C43 44 47 49 50 55 C53 49 57 44 64 44 C78 45 79 62 70 77 Z' }],
      ['rect', { x: 43, y: 37, width: 14, height: 16, rx: 3 }],
      BASE,
    ],
    detail: [['path', { d: 'M32 69 L68 69' }]],
  },
};

const COLOURS = {
  w: { fill: '#fbfbf8', stroke: '#111', detail: '#111' },
  b: { fill: '#1d1d1f', stroke: '#000', detail: '#f2f2f2' },
};

function el(name, attrs) {
  const node = document.createElementNS(SVG_NS, name);
  for (const [k, v] of Object.entries(attrs)) if (k !== 'detailFill') node.setAttribute(k, v);
  return node;
}

function symbol(colour, type) {
  const c = COLOURS[colour];
  const shape = SHAPES[type];
  const sym = el('symbol', { id: `tm-${colour}${type}`, viewBox: '0 0 100 100' });
  const body = el('g', {
    fill: c.fill, stroke: c.stroke, 'stroke-width': 3.2, 'stroke-linejoin': 'round',
  });
  for (const [name, attrs] of shape.body) body.appendChild(el(name, attrs));
  sym.appendChild(body);
  const detail = el('g', {
    fill: 'none', stroke: c.detail, 'stroke-width': 3, 'stroke-linecap': 'round',
  });
  for (const [name, attrs] of shape.detail) {
    const node = el(name, attrs);
    if (attrs.detailFill) node.setAttribute('fill', c.detail);
    detail.appendChild(node);
  }
  sym.appendChild(detail);
  return sym;
}

let installed = false;

/** Adds the piece sprite to the document once. Piece codes: "wK", "bQ", ..., "wp", "bp". */
export function installPieces(doc = document) {
  if (installed) return;
  installed = true;
  const svg = el('svg', { 'aria-hidden': 'true', width: 0, height: 0, focusable: 'false' });
  svg.style.position = 'absolute';
  const defs = el('defs', {});
  for (const colour of ['w', 'b']) for (const type of Object.keys(SHAPES)) defs.appendChild(symbol(colour, type));
  svg.appendChild(defs);
  doc.body.prepend(svg);
}

const urls = new Map();

/**
 * The piece as a standalone SVG image (a data: URL, made once per piece from the same drawing).
 * An <image> is one replaced element; a <use> clones the symbol's elements into a shadow tree,
 * which for a hundred mini-boards is some 25,000 elements to style and lay out.
 */
export function pieceUrl(code) {
  let url = urls.get(code);
  if (!url) {
    const sym = symbol(code[0], code[1]);
    const svg = el('svg', { xmlns: SVG_NS, viewBox: '0 0 100 100' });
    for (const child of [...sym.childNodes]) svg.appendChild(child);
    url = 'data:image/svg+xml,' + encodeURIComponent(new XMLSerializer().serializeToString(svg));
    urls.set(code, url);
  }
  return url;
}

/** The id of a piece's symbol ("#tm-wK"). */
export const pieceHref = (code) => `#tm-${code}`;

/** A small inline SVG showing one piece (e.g. a king to mark a player's colour). */
export function pieceIcon(code, className = 'piece-icon') {
  installPieces();
  const svg = el('svg', { viewBox: '0 0 100 100', class: className, 'aria-hidden': 'true', focusable: 'false' });
  svg.appendChild(el('use', { href: pieceHref(code) }));
  return svg;
}
