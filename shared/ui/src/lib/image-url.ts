import { imageUrl as apiImageUrl, type ImageWidth } from '@ltk/api-client';
import type { IMAGE } from '@ltk/contracts';
import { imagePixelRatios } from './save-data';

/** Image CSS widths the ui requests: section 9's 88/256/450, the 225 phone hero and the 100 avatar. */
type UiImageWidth = ImageWidth | 225 | typeof IMAGE.avatarSize;

export type ImageSize = { width: UiImageWidth; height?: number; dpr?: number };

/** Section-9 image URL (w, h, dpr, q=80) through `@ltk/api-client`'s `imageUrl`. */
export function imageUrl(url: string, { width, height, dpr }: ImageSize): string {
  // api-client's ImageWidth lacks the 225 phone hero and 100 avatar widths the spec also uses (requested there).
  return apiImageUrl(url, { width: width as ImageWidth, height, dpr });
}

/**
 * `srcset` with pixel ratios 1 to 3 for a fixed CSS width; in Save-Data mode the 1x candidate alone (the same URL as
 * `imageUrl` without `dpr`, so an `<img>`'s `src` and `srcset` stay one request).
 */
export function imageSrcSet(url: string, size: Omit<ImageSize, 'dpr'>): string {
  return imagePixelRatios()
    .map((dpr) => `${imageUrl(url, { ...size, dpr })} ${dpr}x`)
    .join(', ');
}
