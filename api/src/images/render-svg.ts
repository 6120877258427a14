import { hashString } from '../lib/hash.js';
import type { ImageKind } from '../lib/urls.js';
import { heroDims } from './hero-dims.js';

const PALETTES: ReadonlyArray<readonly [string, string, string, string]> = [
  ['#f6e7dc', '#e8c4b0', '#c97b63', '#5b3a29'],
  ['#e9efe6', '#c5d6c0', '#7fa07a', '#2f4a32'],
  ['#e6eef6', '#bcd0e6', '#5d86b3', '#1f3550'],
  ['#f7f0e1', '#ecd9a8', '#d1a548', '#5c4514'],
  ['#f4e6ee', '#e4bfd2', '#c06c94', '#4f2238'],
  ['#ece9f5', '#cbc3e8', '#7d6bbf', '#2e2555'],
  ['#f1ede8', '#d9cfc4', '#9c8877', '#3b3129'],
  ['#e5f3f1', '#b9e0da', '#4fa79a', '#17433d'],
  ['#fbe9e3', '#f5c2b1', '#e0704e', '#5a2414'],
  ['#eef1f3', '#cfd7dd', '#7b8c99', '#26323b'],
];

/** Native size of an entity's image before resizing. */
export function baseSize(kind: ImageKind, id: string): { width: number; height: number } {
  if (kind === 'post') return heroDims(id);
  if (kind === 'sizechart') return { width: 900, height: 700 };
  if (kind === 'category') return { width: 800, height: 800 };
  if (kind === 'product' && id.includes('~')) return { width: 1000, height: 1250 };
  return { width: 1000, height: 1000 };
}

function productShape(h: number, w: number, height: number, fill: string, dark: string): string {
  const cx = w / 2;
  const cy = height / 2;
  const s = Math.min(w, height) * 0.32;
  switch (h % 6) {
    case 0: // dress
      return `<path d="M${cx - s * 0.35},${cy - s} L${cx + s * 0.35},${cy - s} L${cx + s * 0.5},${cy - s * 0.3} L${cx + s},${cy + s} L${cx - s},${cy + s} L${cx - s * 0.5},${cy - s * 0.3} Z" fill="${fill}"/>
        <rect x="${cx - s * 0.5}" y="${cy - s * 0.35}" width="${s}" height="${s * 0.08}" fill="${dark}" opacity="0.6"/>`;
    case 1: // bag
      return `<path d="M${cx - s * 0.45},${cy - s * 0.4} Q${cx},${cy - s * 1.3} ${cx + s * 0.45},${cy - s * 0.4}" stroke="${dark}" stroke-width="${s * 0.08}" fill="none"/>
        <rect x="${cx - s}" y="${cy - s * 0.4}" width="${s * 2}" height="${s * 1.4}" rx="${s * 0.15}" fill="${fill}"/>`;
    case 2: // vase / bottle
      return `<path d="M${cx - s * 0.2},${cy - s} h${s * 0.4} v${s * 0.35} q${s * 0.6},${s * 0.3} ${s * 0.55},${s * 0.9} q0,${s * 0.75} -${s * 0.75},${s * 0.75} q-${s * 0.75},0 -${s * 0.75},-${s * 0.75} q-${s * 0.05},-${s * 0.6} ${s * 0.55},-${s * 0.9} Z" fill="${fill}"/>`;
    case 3: // shoe
      return `<path d="M${cx - s},${cy + s * 0.4} L${cx - s},${cy - s * 0.4} Q${cx - s * 0.6},${cy - s * 0.5} ${cx - s * 0.3},${cy - s * 0.1} Q${cx + s * 0.4},${cy + s * 0.05} ${cx + s},${cy + s * 0.2} L${cx + s},${cy + s * 0.4} Z" fill="${fill}"/>
        <rect x="${cx - s}" y="${cy + s * 0.35}" width="${s * 2}" height="${s * 0.12}" fill="${dark}"/>`;
    case 4: // jar / cosmetics
      return `<rect x="${cx - s * 0.6}" y="${cy - s * 0.3}" width="${s * 1.2}" height="${s * 1.1}" rx="${s * 0.2}" fill="${fill}"/>
        <rect x="${cx - s * 0.65}" y="${cy - s * 0.6}" width="${s * 1.3}" height="${s * 0.35}" rx="${s * 0.08}" fill="${dark}"/>`;
    default: // lamp / chair silhouette
      return `<path d="M${cx - s * 0.7},${cy - s * 0.2} L${cx - s * 0.35},${cy - s} L${cx + s * 0.35},${cy - s} L${cx + s * 0.7},${cy - s * 0.2} Z" fill="${fill}"/>
        <rect x="${cx - s * 0.05}" y="${cy - s * 0.2}" width="${s * 0.1}" height="${s * 1.1}" fill="${dark}"/>
        <ellipse cx="${cx}" cy="${cy + s * 0.95}" rx="${s * 0.45}" ry="${s * 0.1}" fill="${dark}"/>`;
  }
}

/** Deterministic SVG for an entity: colours and shapes from the id's hash, so each product, post and creator looks different. */
export function renderSvg(kind: ImageKind, id: string): string {
  const h = hashString(`${kind}:${id}`);
  const { width: w, height } = baseSize(kind, id);
  const [light, mid, strong, dark] = PALETTES[h % PALETTES.length] ?? PALETTES[0]!;
  const alt = PALETTES[(h >>> 8) % PALETTES.length] ?? PALETTES[1]!;
  let body = '';
  if (kind === 'product') {
    body = `<rect width="${w}" height="${height}" fill="${light}"/>
      <ellipse cx="${w / 2}" cy="${height * 0.8}" rx="${w * 0.3}" ry="${height * 0.04}" fill="${dark}" opacity="0.12"/>
      ${productShape(h >>> 4, w, height, alt[2], alt[3])}`;
  } else if (kind === 'post') {
    const shapes = Array.from({ length: 6 }, (_, i) => {
      const r = ((h >>> (i * 3)) % 100) / 100;
      const cx = (w * ((h >>> (i * 5)) % 97)) / 97;
      const cy = (height * ((h >>> (i * 4 + 2)) % 89)) / 89;
      return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${(w * (0.12 + r * 0.25)).toFixed(0)}" fill="${i % 2 ? mid : alt[1]}" opacity="0.55"/>`;
    }).join('');
    body = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
      <rect width="${w}" height="${height}" fill="url(#g)"/>${shapes}
      <rect x="${w * 0.12}" y="${height * 0.62}" width="${w * 0.76}" height="${height * 0.3}" rx="${w * 0.04}" fill="${light}" opacity="0.85"/>
      <g transform="translate(0 ${height * 0.05})">${productShape(h >>> 6, w, height * 0.55, strong, dark)}</g>
      <g transform="translate(0 ${height * 0.55}) scale(0.5)">${productShape(h >>> 9, w, height * 0.7, alt[2], alt[3])}</g>
      <g transform="translate(${w * 0.5} ${height * 0.55}) scale(0.5)">${productShape(h >>> 12, w, height * 0.7, dark, strong)}</g>`;
  } else if (kind === 'avatar') {
    body = `<rect width="${w}" height="${height}" fill="${mid}"/>
      <circle cx="${w / 2}" cy="${height * 0.4}" r="${w * 0.18}" fill="${light}"/>
      <ellipse cx="${w / 2}" cy="${height * 0.95}" rx="${w * 0.34}" ry="${height * 0.3}" fill="${strong}"/>`;
  } else if (kind === 'sizechart') {
    const rows = Array.from(
      { length: 6 },
      (_, i) =>
        `<line x1="60" y1="${120 + i * 90}" x2="${w - 60}" y2="${120 + i * 90}" stroke="${dark}" stroke-width="3"/>`,
    ).join('');
    const cols = Array.from(
      { length: 5 },
      (_, i) =>
        `<line x1="${60 + i * 195}" y1="120" x2="${60 + i * 195}" y2="570" stroke="${dark}" stroke-width="3"/>`,
    ).join('');
    body = `<rect width="${w}" height="${height}" fill="#ffffff"/><rect x="60" y="40" width="${w - 120}" height="60" fill="${strong}"/>${rows}${cols}`;
  } else {
    body = `<rect width="${w}" height="${height}" fill="${strong}"/>
      <circle cx="${w * 0.3}" cy="${height * 0.35}" r="${w * 0.35}" fill="${mid}" opacity="0.7"/>
      <rect x="${w * 0.45}" y="${height * 0.45}" width="${w * 0.45}" height="${height * 0.45}" rx="${w * 0.05}" fill="${light}" opacity="0.8"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${height}" viewBox="0 0 ${w} ${height}">${body}</svg>`;
}
