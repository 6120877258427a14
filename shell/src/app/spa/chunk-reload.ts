import { STORAGE_KEYS } from '@ltk/contracts';

const RELOAD_INTERVAL_MS = 60_000;

/** A webpack chunk that failed to download (deploy replaced it, or its server is gone). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message);
}

interface ReloadDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => number;
  reload?: () => void;
}

/** Reloads the page after a chunk-load error, at most once a minute (section 4). Returns true if it reloaded. */
export function reloadOnceAMinute({
  storage = window.sessionStorage,
  now = Date.now,
  reload = () => window.location.reload(),
}: ReloadDeps = {}): boolean {
  const last = Number(storage.getItem(STORAGE_KEYS.chunkReloadAt) ?? 0);
  if (Number.isFinite(last) && now() - last < RELOAD_INTERVAL_MS) return false;
  storage.setItem(STORAGE_KEYS.chunkReloadAt, String(now()));
  reload();
  return true;
}
