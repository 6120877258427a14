import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { apiRoot } from '../config.js';

/** A clip's encodings as the api serves them: the file name (it carries a hash of its bytes) and its media type. */
export type VideoFile = { file: string; mimeType: 'video/webm' | 'video/mp4' };

/**
 * One committed clip (api/media/videos/manifest.json, written by scripts/make-demo-videos.ts): the post it was made
 * from (its hero image animated), its size in pixels and its encodings, WebM (VP9) then MP4 (H.264, for Safari).
 */
export type DemoVideo = { post: string; width: number; height: number; files: VideoFile[] };

/** A servable file: its bytes, type and strong ETag. */
type VideoBytes = { bytes: Buffer; mimeType: VideoFile['mimeType']; etag: string };

type DemoVideos = { byPost: Map<string, DemoVideo>; byFile: Map<string, VideoBytes> };

/** The folder of the committed clips and their manifest. */
export const videosDir = (): string => path.join(apiRoot(), 'media', 'videos');

const loaded = new Map<string, DemoVideos>();

/**
 * The clips of `dir`'s manifest, read once per folder (well under 1 MB in all, so held in memory: a range is a slice,
 * and no request path ever reaches the file system). A listed file that is missing or whose bytes do not match the
 * hash in its name is left out, with its clip when no encoding is left: its post then shows its image.
 */
export function demoVideos(dir = videosDir()): DemoVideos {
  const cached = loaded.get(dir);
  if (cached) return cached;
  const result: DemoVideos = { byPost: new Map(), byFile: new Map() };
  const manifest = path.join(dir, 'manifest.json');
  const clips = fs.existsSync(manifest)
    ? (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { clips: DemoVideo[] }).clips
    : [];
  for (const clip of clips) {
    const files = clip.files.filter((entry) => {
      const file = path.join(dir, path.basename(entry.file));
      if (!fs.existsSync(file)) return false;
      const bytes = fs.readFileSync(file);
      const hash = contentHash(bytes);
      if (!entry.file.includes(`.${hash}.`)) return false;
      result.byFile.set(entry.file, { bytes, mimeType: entry.mimeType, etag: `"${hash}"` });
      return true;
    });
    if (files.length > 0) result.byPost.set(clip.post, { ...clip, files });
  }
  loaded.set(dir, result);
  return result;
}

/** The hash a clip's file name carries: 12 hex digits of its bytes' SHA-256. */
export const contentHash = (bytes: Buffer): string =>
  crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 12);

/** A post's `media` entries for its video (none without one, or when its clip is not there). */
export function videoMedia(
  publicUrl: string,
  video: string | null | undefined,
): { type: 'video'; url: string; width: number; height: number; mimeType: VideoFile['mimeType'] }[] {
  if (!video) return [];
  const clip = demoVideos().byPost.get(video);
  if (!clip) return [];
  return clip.files.map((entry) => ({
    type: 'video',
    url: `${publicUrl}/videos/${entry.file}`,
    width: clip.width,
    height: clip.height,
    mimeType: entry.mimeType,
  }));
}
