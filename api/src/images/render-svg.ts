import { hashString } from '../lib/hash.js';
import type { ImageKind } from '../lib/urls.js';
import type { Drawing } from '../seed/vocabulary.js';
import { DRAWING_NAMES, placeDrawing } from './drawings.js';
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

/** An offset of `amplitude` that loops with the phase (turn `k` of a slot starts elsewhere) and is 0 at phase 0. */
const loop = (phase: number, k: number, amplitude: number): string =>
  (amplitude * (Math.sin(2 * Math.PI * phase + k) - Math.sin(k))).toFixed(1);

/** A drawing placed at `x`, `y` (`size` square) swaying about its base and bobbing with the phase; as it is without one. */
function sway(
  phase: number | undefined,
  slot: number,
  x: number,
  y: number,
  size: number,
  drawing: string,
): string {
  if (phase === undefined) return drawing;
  const angle = 4 * Math.sin(2 * Math.PI * (phase + slot / 3)) - 4 * Math.sin((2 * Math.PI * slot) / 3);
  const bob = loop(phase * 2, slot, size * 0.02);
  return `<g transform="translate(0 ${bob}) rotate(${angle.toFixed(2)} ${(x + size / 2).toFixed(1)} ${(y + size).toFixed(1)})">${drawing}</g>`;
}

/** The drawing of slot `i`: the product's own kind when known, else one picked by the hash. */
const drawingAt = (drawings: readonly Drawing[], i: number, h: number): Drawing =>
  drawings[i] ?? DRAWING_NAMES[(h >>> (i * 3)) % DRAWING_NAMES.length] ?? 'tote';

/**
 * Deterministic SVG for an entity: colours from the id's hash, so each product, post and creator looks different; a
 * product shows the drawing of its kind (`drawings[0]`), a post hero its first products' (up to 3). `phase` (0 to 1) is
 * a frame of the post's video (scripts/make-demo-videos.ts): the circles drift and the drawings sway and bob, one
 * loop per turn of the phase; at phase 0 every offset is 0, so the first frame is the hero image.
 */
export function renderSvg(
  kind: ImageKind,
  id: string,
  drawings: readonly Drawing[] = [],
  phase?: number,
): string {
  const h = hashString(`${kind}:${id}`);
  const { width: w, height } = baseSize(kind, id);
  const [light, mid, strong, dark] = PALETTES[h % PALETTES.length] ?? PALETTES[0]!;
  const alt = PALETTES[(h >>> 8) % PALETTES.length] ?? PALETTES[1]!;
  let body = '';
  if (kind === 'product') {
    const size = Math.min(w, height) * 0.7;
    body = `<rect width="${w}" height="${height}" fill="${light}"/>
      <ellipse cx="${w / 2}" cy="${height / 2 + size * 0.47}" rx="${size * 0.42}" ry="${size * 0.05}" fill="${dark}" opacity="0.12"/>
      ${placeDrawing(drawingAt(drawings, 0, h), { fill: alt[2], dark: alt[3], light: alt[0] }, (w - size) / 2, (height - size) / 2, size)}`;
  } else if (kind === 'post') {
    const shapes = Array.from({ length: 6 }, (_, i) => {
      const r = ((h >>> (i * 3)) % 100) / 100;
      const cx = (w * ((h >>> (i * 5)) % 97)) / 97;
      const cy = (height * ((h >>> (i * 4 + 2)) % 89)) / 89;
      const drift =
        phase === undefined
          ? ''
          : ` transform="translate(${loop(phase, i, w * 0.06)} ${loop(phase, i + 2, height * 0.04)})"`;
      return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${(w * (0.12 + r * 0.25)).toFixed(0)}" fill="${i % 2 ? mid : alt[1]}" opacity="0.55"${drift}/>`;
    }).join('');
    const lead = Math.min(w * 0.8, height * 0.55);
    const small = Math.min(w * 0.34, height * 0.26);
    body = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
      <rect width="${w}" height="${height}" fill="url(#g)"/>${shapes}
      <rect x="${w * 0.08}" y="${height * 0.64}" width="${w * 0.84}" height="${height * 0.32}" rx="${w * 0.04}" fill="${light}" opacity="0.85"/>
      ${sway(phase, 0, (w - lead) / 2, height * 0.06, lead, placeDrawing(drawingAt(drawings, 0, h), { fill: strong, dark, light }, (w - lead) / 2, height * 0.06, lead))}
      ${sway(phase, 1, w * 0.12, height * 0.66, small, placeDrawing(drawingAt(drawings, 1, h), { fill: alt[2], dark: alt[3], light: alt[0] }, w * 0.12, height * 0.66, small))}
      ${sway(phase, 2, w * 0.88 - small, height * 0.66, small, placeDrawing(drawingAt(drawings, 2, h), { fill: dark, dark: strong, light }, w * 0.88 - small, height * 0.66, small))}`;
  } else if (kind === 'avatar') {
    body = `<rect width="${w}" height="${height}" fill="${mid}"/>
      <circle cx="${w / 2}" cy="${height * 0.4}" r="${w * 0.18}" fill="${light}"/>
      <ellipse cx="${w / 2}" cy="${height * 0.95}" rx="${w * 0.34}" ry="${height * 0.3}" fill="${strong}"/>`;
  } else if (kind === 'sizechart') {
    body = sizeChartBody(w, height, { light, strong, dark });
  } else {
    body = `<rect width="${w}" height="${height}" fill="${strong}"/>
      <circle cx="${w * 0.3}" cy="${height * 0.35}" r="${w * 0.35}" fill="${mid}" opacity="0.7"/>
      <rect x="${w * 0.45}" y="${height * 0.45}" width="${w * 0.45}" height="${height * 0.45}" rx="${w * 0.05}" fill="${light}" opacity="0.8"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${height}" viewBox="0 0 ${w} ${height}">${body}</svg>`;
}

/** A women's size chart (inches): sizes XS to XL against bust, waist and hips, a header in the palette's colour. */
const SIZE_CHART = {
  columns: ['Size', 'Bust', 'Waist', 'Hips'],
  rows: [
    ['XS', '31–32', '24–25', '34–35'],
    ['S', '33–34', '26–27', '36–37'],
    ['M', '35–36', '28–29', '38–39'],
    ['L', '37.5–39', '30.5–32', '40.5–42'],
    ['XL', '40.5–42', '33.5–35', '43.5–45'],
  ],
};
const CHART_FONT = 'font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif"';

function sizeChartBody(
  w: number,
  height: number,
  colors: { light: string; strong: string; dark: string },
): string {
  const left = 60;
  const colWidth = (w - 2 * left) / SIZE_CHART.columns.length;
  const top = 130;
  const headRow = 70;
  const rowHeight = 80;
  const cell = (text: string, col: number, y: number, attrs: string) =>
    `<text x="${left + col * colWidth + colWidth / 2}" y="${y}" text-anchor="middle" ${CHART_FONT} ${attrs}>${text}</text>`;
  const head = SIZE_CHART.columns
    .map((name, col) =>
      cell(name, col, top + headRow / 2 + 10, `font-size="28" font-weight="bold" fill="${colors.dark}"`),
    )
    .join('');
  const rows = SIZE_CHART.rows
    .map((row, i) => {
      const y = top + headRow + i * rowHeight;
      const band =
        i % 2 === 0
          ? `<rect x="${left}" y="${y}" width="${w - 2 * left}" height="${rowHeight}" fill="${colors.light}"/>`
          : '';
      const texts = row
        .map((text, col) =>
          cell(
            text,
            col,
            y + rowHeight / 2 + 10,
            `font-size="28" ${col === 0 ? 'font-weight="bold" ' : ''}fill="#1f1f1f"`,
          ),
        )
        .join('');
      return band + texts;
    })
    .join('');
  const bottom = top + headRow + SIZE_CHART.rows.length * rowHeight;
  const lines = Array.from({ length: SIZE_CHART.columns.length - 1 }, (_, i) => {
    const x = left + (i + 1) * colWidth;
    return `<line x1="${x}" y1="${top}" x2="${x}" y2="${bottom}" stroke="${colors.dark}" stroke-width="1.5" opacity="0.35"/>`;
  }).join('');
  return `<rect width="${w}" height="${height}" fill="#ffffff"/>
    <rect x="${left}" y="30" width="${w - 2 * left}" height="72" rx="8" fill="${colors.strong}"/>
    <text x="${w / 2}" y="78" text-anchor="middle" ${CHART_FONT} font-size="34" font-weight="bold" fill="#ffffff">Size Chart (inches)</text>
    ${head}${rows}${lines}
    <rect x="${left}" y="${top}" width="${w - 2 * left}" height="${bottom - top}" fill="none" stroke="${colors.dark}" stroke-width="3"/>
    <line x1="${left}" y1="${top + headRow}" x2="${w - left}" y2="${top + headRow}" stroke="${colors.dark}" stroke-width="3"/>
    <text x="${w / 2}" y="${bottom + 50}" text-anchor="middle" ${CHART_FONT} font-size="20" fill="#555555">Measure bust and hips at the fullest part, the waist at its narrowest.</text>`;
}
