import { ApiError, badRequest } from '../../errors/api-error.js';
import { isValidImageSignature } from '../../images/image-signature.js';
import { ImageCache } from '../../images/image-cache.js';
import { imageDrawings } from '../../images/image-drawings.js';
import { outputSize, renderImage } from '../../images/render-image.js';
import type { ImageRequest } from '../../images/render-image.js';
import { RenderQueue } from '../../images/render-queue.js';
import { limitPerIp, rateLimiterFor } from '../../lib/rate-limiter.js';
import { MEMORY_BUDGET } from '../../lib/memory-budget.js';
import type { ImageKind } from '../../lib/urls.js';
import { int, num, obj, ref, str, strEnum, binary } from '../../schemas/builders.js';
import { errorResponses, errorSchema } from '../../schemas/errors.js';
import type { TypedApp } from '../../schemas/typed-app.js';

const KINDS: ImageKind[] = ['post', 'product', 'avatar', 'retailer', 'category', 'sizechart'];
/**
 * The widths and qualities the site asks for (spec section 9: 88, 256, 450, avatars 100, phone heroes 225; quality 80),
 * and pixel ratios rounded up to 1, 2 or 3: the signature covers only kind and id, so every other combination would be
 * one more render and one more cache entry. Heights stay free (they follow each hero's aspect ratio); renders are
 * limited per address instead (`RATE_LIMITS.imageRenders`).
 */
export const IMAGE_WIDTHS = [88, 100, 225, 256, 450] as const;
export const IMAGE_QUALITIES = [60, 80, 90] as const;
const cache = new ImageCache(MEMORY_BUDGET.images);
/** Renders at once (sharp is CPU-bound: about one per core) and waiting beyond them; more are refused with 503. */
const MAX_CONCURRENT_RENDERS = 2;
const MAX_QUEUED_RENDERS = 64;
const renders = new RenderQueue<Buffer>(MAX_CONCURRENT_RENDERS, MAX_QUEUED_RENDERS);

/**
 * GET /images/{kind}/{signature}/{id}.jpg?w=450&h=736&dpr=2&q=80: generated per entity, resized and cropped (cover), dpr capped
 * at 3, webp when Accept allows it, cached forever by clients and CDNs.
 */
export async function getImage(app: TypedApp): Promise<void> {
  const limitRenders = limitPerIp(rateLimiterFor(app, 'imageRenders'), 'image renders');
  app.get(
    '/images/:kind/:signature/:file',
    {
      compress: false,
      schema: {
        operationId: 'getImage',
        security: [],
        tags: ['images'],
        summary: 'Generated entity image',
        params: obj({
          kind: strEnum(KINDS),
          signature: str({ pattern: '^[A-Za-z0-9_-]{16}$', description: 'imageSignature(kind, id)' }),
          file: str({ pattern: '^[A-Za-z0-9_~.-]{1,120}\\.(jpg|jpeg|webp)$' }),
        }),
        querystring: obj(
          {
            w: int({
              minimum: 1,
              maximum: 450,
              enum: [...IMAGE_WIDTHS],
              description: `Width in CSS pixels: ${IMAGE_WIDTHS.join(', ')}`,
            }),
            h: int({ minimum: 1, maximum: 2400, description: 'Height in CSS pixels (736 …); crop to cover' }),
            dpr: num({
              minimum: 0.5,
              maximum: 10,
              default: 1,
              description: 'Pixel ratio; rounded up, 1 to 3',
            }),
            q: int({ minimum: 1, maximum: 100, default: 80, enum: [...IMAGE_QUALITIES] }),
          },
          [],
        ),
        // JPEG, or WebP when the file name or Accept asks for it; errors are the JSON error body.
        response: {
          200: {
            description: 'The image',
            content: { 'image/jpeg': { schema: binary() }, 'image/webp': { schema: binary() } },
          },
          ...errorResponses,
          // Too many renders from this address (with Retry-After).
          429: ref(errorSchema),
          // Too many renders waiting (with Retry-After).
          503: ref(errorSchema),
        },
      },
    },
    async (request, reply) => {
      const id = request.params.file.replace(/\.(jpg|jpeg|webp)$/, '');
      if (!id) throw badRequest('params.file: missing id');
      // Only URLs the api handed out render: a made-up id is a 404 before any database or CPU work.
      if (!isValidImageSignature(app.config.imageUrlKey, request.params.kind, id, request.params.signature))
        throw new ApiError(404, 'not_found', 'No such image');
      const accept = request.headers.accept ?? '';
      const format: ImageRequest['format'] =
        accept.includes('image/webp') || request.params.file.endsWith('.webp') ? 'webp' : 'jpeg';
      const imageRequest: ImageRequest = {
        kind: request.params.kind,
        id,
        width: request.query.w,
        height: request.query.h,
        dpr: Math.min(3, Math.max(1, Math.ceil(request.query.dpr))),
        quality: request.query.q,
        format,
      };
      const size = outputSize(imageRequest);
      const key = `${imageRequest.kind}/${id}/${size.width}x${size.height}/${imageRequest.quality}/${format}`;
      let body = cache.get(key);
      if (!body) {
        await limitRenders(request, reply);
        const rendered = await renders.run(key, async () =>
          renderImage(imageRequest, await imageDrawings(app.db, imageRequest.kind, id)),
        );
        if (!rendered) {
          void reply.header('Retry-After', '1');
          throw new ApiError(503, 'busy', 'Too many images are being rendered; try again shortly');
        }
        body = rendered;
        cache.set(key, body);
      }
      return reply
        .header('Content-Type', format === 'webp' ? 'image/webp' : 'image/jpeg')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Vary', 'Accept')
        .send(body);
    },
  );
}
