import sharp from 'sharp';
import type { ImageKind } from '../lib/urls.js';
import type { Drawing } from '../seed/vocabulary.js';
import { baseSize, renderSvg } from './render-svg.js';

// Every render reads a new SVG buffer and its output is cached by the route (get-image.ts), so libvips' operation cache
// (50 MB by default) would only hold memory; one libvips thread per render, as the route runs about one per core.
sharp.cache(false);
sharp.concurrency(1);

export type ImageRequest = {
  kind: ImageKind;
  id: string;
  width?: number;
  height?: number;
  dpr: number;
  quality: number;
  format: 'webp' | 'jpeg';
};

const MAX_DPR = 3;
const MAX_EDGE = 2400;

/** Output pixel size: width (default 450) and optional height, times the pixel ratio (capped at 3), never above 2400. */
export function outputSize(request: ImageRequest): { width: number; height: number } {
  const base = baseSize(request.kind, request.id);
  const dpr = Math.min(Math.max(request.dpr, 1), MAX_DPR);
  const width =
    request.width ?? (request.height ? Math.round((request.height * base.width) / base.height) : 450);
  const height = request.height ?? Math.round((width * base.height) / base.width);
  const scale = Math.min(dpr, MAX_EDGE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Renders the entity's SVG (showing `drawings`, see imageDrawings) at the needed density, crops to cover the requested box, encodes webp or jpeg. */
export async function renderImage(request: ImageRequest, drawings: readonly Drawing[] = []): Promise<Buffer> {
  const base = baseSize(request.kind, request.id);
  const out = outputSize(request);
  const scale = Math.max(out.width / base.width, out.height / base.height);
  const image = sharp(Buffer.from(renderSvg(request.kind, request.id, drawings)), {
    density: Math.max(1, Math.min(72 * scale, 2400)),
  }).resize(out.width, out.height, {
    fit: 'cover',
    position: 'centre',
  });
  return request.format === 'webp'
    ? image.webp({ quality: request.quality }).toBuffer()
    : image.jpeg({ quality: request.quality, mozjpeg: false }).toBuffer();
}
