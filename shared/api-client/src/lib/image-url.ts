import { IMAGE } from '@ltk/contracts';

export type ImageWidth = (typeof IMAGE.widths)[number];

export interface ImageUrlOptions {
  width: ImageWidth;
  /** Defaults to none; heroes use 736. */
  height?: number;
  /** Device pixel ratio, rounded up and capped to 1–3 (default 1). */
  dpr?: number;
  quality?: number;
}

/** Adds the section-9 resize parameters (w, h, dpr 1–3, q 80) to an api image URL. */
export function imageUrl(url: string, options: ImageUrlOptions): string {
  if (!url) return url;
  const dpr = Math.min(IMAGE.maxDpr, Math.max(1, Math.ceil(options.dpr ?? 1)));
  const parsed = new URL(url, 'http://relative.invalid');
  parsed.searchParams.set('w', String(options.width));
  if (options.height) parsed.searchParams.set('h', String(options.height));
  else parsed.searchParams.delete('h');
  parsed.searchParams.set('dpr', String(dpr));
  parsed.searchParams.set('q', String(options.quality ?? IMAGE.quality));
  return parsed.origin === 'http://relative.invalid'
    ? `${parsed.pathname}${parsed.search}`
    : parsed.toString();
}
