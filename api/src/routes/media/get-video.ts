import { ApiError } from '../../errors/api-error.js';
import { demoVideos } from '../../media/demo-videos.js';
import { binary, obj, ref, str } from '../../schemas/builders.js';
import { errorResponses, errorSchema } from '../../schemas/errors.js';
import type { TypedApp } from '../../schemas/typed-app.js';

/** A file name the api hands out: `{post id}.{12 hex digits of its bytes' hash}.webm|mp4` (media/demo-videos.ts). */
const FILE_PATTERN = '^[A-Za-z0-9-]{1,64}\\.[0-9a-f]{12}\\.(webm|mp4)$';

type ByteRange = { start: number; end: number };

/**
 * The bytes a `Range` header asks of a body of `size` bytes (RFC 9110 §14): one `bytes=a-b`, `bytes=a-` or suffix
 * `bytes=-n` range, its end capped at the last byte. `undefined` means the whole body: no header, another unit,
 * several ranges or a malformed one (a server may ignore those). `'unsatisfiable'` when it starts at or past the end.
 */
export function byteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Infinity : Number(last);
  if (end < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

const videoContent = {
  'video/webm': { schema: binary() },
  'video/mp4': { schema: binary() },
};

/**
 * GET /videos/{file}: a post's video (its `media` entries of type video name these URLs). Only the committed clips of
 * the manifest, held in memory (no path reaches the file system; any other name is 404). Byte ranges (206, Safari
 * plays nothing without them; 416 past the end), a strong ETag with `If-None-Match` (304) and `If-Range`, cached
 * forever: the name carries the hash of the bytes. Never compressed (video is, and ranges are of the stored bytes).
 */
export async function getVideo(app: TypedApp): Promise<void> {
  app.get(
    '/videos/:file',
    {
      compress: false,
      schema: {
        operationId: 'getVideo',
        security: [],
        tags: ['images'],
        summary: "A post's video (WebM or MP4), with byte ranges",
        params: obj({ file: str({ pattern: FILE_PATTERN }) }),
        response: {
          200: { description: 'The whole video', content: videoContent },
          206: { description: 'The requested byte range (Content-Range)', content: videoContent },
          304: { description: 'Not modified (If-None-Match matched the ETag)' },
          ...errorResponses,
          416: ref(errorSchema),
        },
      },
    },
    async (request, reply) => {
      const video = demoVideos().byFile.get(request.params.file);
      if (!video) throw new ApiError(404, 'not_found', 'No such video');
      const { bytes, etag, mimeType } = video;
      const ifRange = request.headers['if-range'];
      const range =
        ifRange === undefined || ifRange === etag
          ? byteRange(request.headers.range, bytes.length)
          : undefined;
      if (range === 'unsatisfiable') {
        const error = new ApiError(416, 'range_not_satisfiable', `The video has ${bytes.length} bytes`);
        error.headers['Content-Range'] = `bytes */${bytes.length}`;
        throw error;
      }
      void reply
        .header('Accept-Ranges', 'bytes')
        .header('ETag', etag)
        .header('Cache-Control', 'public, max-age=31536000, immutable');
      const ifNoneMatch = request.headers['if-none-match'];
      if (
        ifNoneMatch &&
        (ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((t) => t.trim() === etag))
      )
        return reply.code(304).send();
      void reply.header('Content-Type', mimeType);
      if (!range) return reply.send(bytes);
      return reply
        .code(206)
        .header('Content-Range', `bytes ${range.start}-${range.end}/${bytes.length}`)
        .send(bytes.subarray(range.start, range.end + 1));
    },
  );
}
