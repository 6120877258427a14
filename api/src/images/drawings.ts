import type { Drawing } from '../seed/vocabulary.js';

export type Paint = { fill: string; dark: string; light: string };

type Draw = (p: Paint) => string;

const path = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}"${extra}/>`;
const stroke = (d: string, colour: string, width: number): string =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string): string =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"/>`;

/** A long-sleeved top; `length` is where its hem sits (a coat reaches further). */
const top = (p: Paint, hem: number): string =>
  path(
    `M36,16 L45,12 Q50,19 55,12 L64,16 L84,28 L93,${hem - 20} L83,${hem - 17} L72,40 L71,${hem} L29,${hem} L28,40 L17,${hem - 17} L7,${hem - 20} L16,28 Z`,
    p.fill,
  ) + stroke('M45,12 Q50,19 55,12', p.dark, 2);

/** Simple, recognisable pictures of each kind of product, drawn in a 100 × 100 box. */
const DRAWINGS: Record<Drawing, Draw> = {
  dress: (p) =>
    path('M40,14 L60,14 L62,24 L58,40 L80,90 L20,90 L42,40 L38,24 Z', p.fill) +
    stroke('M41,14 L40,5 M59,14 L60,5', p.dark, 2) +
    rect(41, 37, 18, 4, p.dark) +
    stroke('M44,50 L36,86 M56,50 L64,86', p.dark, 1),
  skirt: (p) =>
    rect(31, 16, 38, 7, p.dark, 2) +
    path('M32,23 L68,23 L82,82 L18,82 Z', p.fill) +
    stroke('M42,25 L36,80 M50,25 L50,80 M58,25 L64,80', p.dark, 1.2),
  top: (p) => top(p, 86) + stroke('M50,19 L50,86', p.dark, 1),
  tank: (p) =>
    path('M37,10 L43,10 Q50,28 57,10 L63,10 L64,30 Q71,36 71,50 L71,88 L29,88 L29,50 Q29,36 36,30 Z', p.fill),
  jacket: (p) =>
    top(p, 84) +
    path('M45,12 L50,40 L40,30 Z M55,12 L50,40 L60,30 Z', p.dark) +
    circle(50, 52, 2, p.dark) +
    circle(50, 64, 2, p.dark),
  coat: (p) =>
    top(p, 96) + rect(28, 52, 44, 5, p.dark) + path('M45,12 L50,36 L41,28 Z M55,12 L50,36 L59,28 Z', p.dark),
  trousers: (p) =>
    rect(29, 8, 42, 7, p.dark, 1) +
    path('M29,15 L71,15 L77,92 L58,92 L50,36 L42,92 L23,92 Z', p.fill) +
    stroke('M40,15 L40,24 M60,15 L60,24', p.dark, 1),
  shorts: (p) =>
    rect(25, 20, 50, 7, p.dark, 1) + path('M25,27 L75,27 L82,70 L56,72 L50,46 L44,72 L18,70 Z', p.fill),
  sneaker: (p) =>
    path('M12,70 L12,52 Q13,44 24,44 L40,44 Q46,34 57,37 L67,50 Q84,53 89,62 L89,70 Z', p.fill) +
    rect(10, 69, 81, 9, p.light, 3) +
    stroke('M10,78 L91,78', p.dark, 2) +
    stroke('M44,44 L52,50 M48,40 L56,47 M52,37 L60,44', p.dark, 2) +
    stroke('M14,58 L32,58', p.dark, 2),
  boot: (p) =>
    path('M30,10 L56,10 L58,56 Q80,58 87,70 L87,80 L30,80 Z', p.fill) +
    rect(29, 80, 59, 6, p.dark, 2) +
    rect(30, 80, 14, 12, p.dark, 1) +
    stroke('M56,16 L56,52', p.dark, 1.5),
  sandal: (p) =>
    path('M12,76 Q12,68 22,68 L80,66 Q90,66 88,76 Z', p.dark) +
    rect(18, 76, 12, 14, p.dark, 1) +
    stroke('M24,68 Q34,44 44,68 M52,67 Q64,46 76,66 M58,66 Q72,56 86,66', p.fill, 5),
  flat: (p) =>
    path('M12,74 Q12,54 30,54 L58,52 Q82,54 89,70 L89,74 Z', p.fill) +
    ellipse(36, 56, 16, 4, p.dark) +
    rect(10, 73, 80, 5, p.dark, 2),
  handbag: (p) =>
    stroke('M30,44 Q50,6 70,44', p.dark, 4) +
    rect(16, 42, 68, 46, p.fill, 8) +
    path('M16,50 Q16,42 24,42 L76,42 Q84,42 84,50 L84,62 L16,62 Z', p.dark, ' opacity="0.35"') +
    rect(46, 58, 8, 8, p.dark, 2),
  tote: (p) =>
    stroke('M32,40 Q34,10 44,40 M56,40 Q66,10 68,40', p.dark, 4) +
    path('M18,38 L82,38 L76,92 L24,92 Z', p.fill) +
    rect(18, 38, 64, 6, p.dark),
  backpack: (p) =>
    stroke('M40,22 Q50,6 60,22', p.dark, 4) +
    rect(26, 20, 48, 72, p.fill, 14) +
    rect(34, 56, 32, 26, p.dark, 6) +
    stroke('M26,40 L74,40', p.dark, 1.5),
  earrings: (p) =>
    circle(32, 56, 16, 'none', ` stroke="${p.fill}" stroke-width="6"`) +
    circle(68, 56, 16, 'none', ` stroke="${p.fill}" stroke-width="6"`) +
    circle(32, 38, 3.5, p.dark) +
    circle(68, 38, 3.5, p.dark),
  scrunchie: (p) =>
    circle(44, 54, 24, 'none', ` stroke="${p.fill}" stroke-width="16" stroke-dasharray="9 3"`) +
    circle(66, 40, 14, 'none', ` stroke="${p.dark}" stroke-width="10" stroke-dasharray="6 2"`),
  sunglasses: (p) =>
    stroke('M12,44 L4,34 M88,44 L96,34', p.dark, 3) +
    ellipse(30, 52, 18, 14, p.dark) +
    ellipse(70, 52, 18, 14, p.dark) +
    stroke('M48,48 Q50,44 52,48', p.dark, 3) +
    stroke('M22,46 L30,42', p.light, 2),
  watch: (p) =>
    rect(40, 6, 20, 88, p.fill, 4) +
    circle(50, 50, 19, p.dark) +
    circle(50, 50, 15, p.light) +
    stroke('M50,50 L50,40 M50,50 L58,54', p.dark, 2),
  dropper: (p) =>
    ellipse(50, 14, 7, 9, p.dark) +
    rect(44, 22, 12, 18, p.dark, 2) +
    rect(32, 40, 36, 50, p.fill, 6) +
    rect(37, 56, 26, 16, p.light, 2),
  lipstick: (p) =>
    path('M42,46 L42,24 Q42,16 58,12 L58,46 Z', p.fill) +
    rect(39, 46, 22, 12, p.light, 1) +
    rect(37, 58, 26, 34, p.dark, 2),
  tube: (p) =>
    rect(38, 8, 24, 6, p.dark, 1) +
    path('M36,14 L64,14 L60,78 L40,78 Z', p.fill) +
    rect(40, 78, 20, 14, p.dark, 3) +
    rect(42, 34, 16, 18, p.light, 2),
  compact: (p) =>
    ellipse(50, 70, 38, 12, p.dark) + ellipse(50, 64, 38, 12, p.fill) + ellipse(50, 63, 28, 8, p.light),
  jar: (p) =>
    rect(22, 30, 56, 16, p.dark, 4) + rect(24, 44, 52, 42, p.fill, 8) + rect(32, 56, 36, 14, p.light, 2),
  spray: (p) =>
    rect(58, 24, 14, 5, p.dark, 1) +
    rect(42, 20, 16, 18, p.dark, 3) +
    rect(32, 38, 36, 54, p.fill, 10) +
    rect(38, 54, 24, 18, p.light, 2),
  dryer: (p) =>
    rect(44, 46, 12, 48, p.fill, 5) +
    rect(36, 6, 28, 44, p.dark, 14) +
    stroke('M42,14 L42,42 M50,12 L50,44 M58,14 L58,42', p.light, 2),
  blanket: (p) =>
    rect(14, 52, 72, 22, p.fill, 6) +
    rect(18, 34, 64, 22, p.fill, 6) +
    stroke('M18,45 L82,45 M14,63 L86,63', p.dark, 1.5) +
    stroke(
      'M16,76 L16,82 M24,76 L24,82 M32,76 L32,82 M40,76 L40,82 M48,76 L48,82 M56,76 L56,82 M64,76 L64,82 M72,76 L72,82 M80,76 L80,82',
      p.dark,
      1.5,
    ),
  vase: (p) =>
    path('M42,10 L58,10 L58,26 Q78,38 76,62 Q76,90 50,90 Q24,90 24,62 Q22,38 42,26 Z', p.fill) +
    rect(40, 8, 20, 4, p.dark, 1),
  mirror: (p) =>
    path('M26,92 L26,36 A24,24 0 0 1 74,36 L74,92 Z', p.dark) +
    path('M32,86 L32,37 A18,18 0 0 1 68,37 L68,86 Z', p.light) +
    stroke('M40,50 L54,36 M42,62 L60,44', p.fill, 2),
  table: (p) =>
    ellipse(50, 40, 42, 10, p.fill) +
    rect(8, 40, 84, 5, p.dark) +
    rect(18, 44, 6, 42, p.dark, 1) +
    rect(76, 44, 6, 42, p.dark, 1) +
    rect(47, 46, 6, 38, p.dark, 1),
  chair: (p) =>
    path('M26,14 Q50,4 74,14 L74,56 L26,56 Z', p.fill) +
    rect(18, 52, 64, 16, p.fill, 6) +
    rect(18, 60, 64, 8, p.dark, 4) +
    stroke('M24,68 L20,92 M76,68 L80,92', p.dark, 4),
  candle: (p) =>
    path('M50,12 Q58,24 50,32 Q42,24 50,12 Z', '#f2a541') +
    stroke('M50,32 L50,40', p.dark, 2) +
    rect(28, 40, 44, 50, p.fill, 6) +
    ellipse(50, 42, 20, 4, p.light) +
    rect(34, 58, 32, 16, p.light, 2),
  lamp: (p) =>
    path('M30,40 L38,10 L62,10 L70,40 Z', p.light) +
    rect(47, 40, 6, 40, p.dark) +
    path('M36,92 Q36,72 50,70 Q64,72 64,92 Z', p.fill),
  rug: (p) =>
    rect(12, 24, 76, 54, p.fill, 2) +
    rect(18, 30, 64, 42, 'none', 1).replace('/>', ` stroke="${p.dark}" stroke-width="2"/>`) +
    path('M50,36 L64,51 L50,66 L36,51 Z', p.dark) +
    stroke(
      'M8,28 L12,28 M8,36 L12,36 M8,44 L12,44 M8,52 L12,52 M8,60 L12,60 M8,68 L12,68 M8,76 L12,76 M88,28 L92,28 M88,36 L92,36 M88,44 L92,44 M88,52 L92,52 M88,60 L92,60 M88,68 L92,68 M88,76 L92,76',
      p.dark,
      1.5,
    ),
  pillow: (p) =>
    path('M18,22 Q50,30 82,22 Q74,50 82,80 Q50,72 18,80 Q26,50 18,22 Z', p.fill) +
    stroke('M30,38 Q50,44 70,38 M30,64 Q50,58 70,64', p.dark, 1.5),
  stool: (p) =>
    ellipse(50, 22, 26, 8, p.fill) +
    rect(24, 22, 52, 6, p.dark, 2) +
    stroke('M30,28 L22,94 M70,28 L78,94 M42,28 L40,94 M58,28 L60,94', p.dark, 3) +
    stroke('M26,68 L74,68', p.dark, 2),
  tent: (p) =>
    stroke('M44,4 L54,18 M56,4 L46,18', p.dark, 2.5) +
    path('M50,12 L86,90 L14,90 Z', p.fill) +
    path('M50,52 L62,90 L38,90 Z', p.dark),
  mat: (p) =>
    rect(18, 38, 58, 28, p.fill, 2) +
    ellipse(76, 52, 8, 14, p.fill) +
    ellipse(76, 52, 5, 10, p.dark) +
    rect(34, 36, 5, 32, p.dark) +
    rect(56, 36, 5, 32, p.dark),
  bottle: (p) =>
    stroke('M58,18 Q70,18 66,30', p.dark, 3) +
    rect(40, 10, 20, 18, p.dark, 4) +
    rect(34, 26, 32, 66, p.fill, 10) +
    rect(34, 46, 32, 10, p.light),
  suitcase: (p) =>
    rect(40, 14, 20, 14, 'none', 3).replace('/>', ` stroke="${p.dark}" stroke-width="4"/>`) +
    rect(24, 26, 52, 62, p.fill, 8) +
    stroke('M36,32 L36,82 M50,32 L50,82 M64,32 L64,82', p.dark, 1.5) +
    circle(32, 92, 4, p.dark) +
    circle(68, 92, 4, p.dark),
  hat: (p) =>
    ellipse(50, 64, 44, 13, p.fill) +
    path('M30,64 Q30,28 50,28 Q70,28 70,64 Z', p.fill) +
    rect(30, 52, 40, 6, p.dark),
  box: (p) =>
    rect(14, 50, 72, 36, p.fill, 6) +
    rect(22, 24, 56, 28, p.fill, 6) +
    stroke('M18,56 L82,56 M26,30 L74,30', p.dark, 2) +
    rect(30, 64, 40, 14, p.light, 2),
  socks: (p) =>
    path('M24,10 L42,10 L42,58 Q42,70 56,74 L66,77 Q76,82 70,90 L46,90 Q24,88 24,68 Z', p.fill) +
    rect(24, 10, 18, 8, p.dark) +
    path(
      'M52,8 L70,8 L70,52 Q70,62 80,66 L86,70 Q94,76 86,82 L74,82 Q52,80 52,62 Z',
      p.dark,
      ' opacity="0.6"',
    ),
};

export const DRAWING_NAMES = Object.keys(DRAWINGS) as Drawing[];

/** `drawing` scaled into the square of side `size` at (x, y). */
export function placeDrawing(drawing: Drawing, paint: Paint, x: number, y: number, size: number): string {
  return `<g data-drawing="${drawing}" transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${(size / 100).toFixed(3)})">${DRAWINGS[drawing](paint)}</g>`;
}
