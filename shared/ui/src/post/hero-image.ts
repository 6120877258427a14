import { imageUrl } from '@ltk/api-client';
import { IMAGE } from '@ltk/contracts';
import { imagePixelRatios } from '@ltk/ui';

/** Hero image URL at the default hero width (450, quality 80). */
export function heroSrc(url: string): string {
  return imageUrl(url, { width: IMAGE.heroWidth });
}

/** `srcset` of the hero for pixel ratios 1 to 3 (1 alone in Save-Data mode, as the shell's HTML server's preload). */
export function heroSrcSet(url: string): string {
  return imagePixelRatios()
    .map((dpr) => `${imageUrl(url, { width: IMAGE.heroWidth, dpr })} ${dpr}x`)
    .join(', ');
}
