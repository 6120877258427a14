import { NO_PREFETCH_CONNECTIONS } from '@ltk/contracts';

/** The Network Information API's fields the site reads (`navigator.connection`: Chromium only). */
export type ConnectionInfo = { saveData?: boolean; effectiveType?: string };

function browserConnection(): ConnectionInfo | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

/**
 * Save-Data mode: the reader turned data saving on, or the connection is 2g or slow-2g (section 9, issue 11).
 * Then images are 1x only, nothing is prefetched (linked pages' code, the search menu on hover) and videos
 * neither play nor load until asked. Read at each use: the connection may change during a visit.
 */
export function saveDataMode(connection: ConnectionInfo | undefined = browserConnection()): boolean {
  if (!connection) return false;
  if (connection.saveData === true) return true;
  return (NO_PREFETCH_CONNECTIONS as readonly string[]).includes(connection.effectiveType ?? '');
}

/** The pixel ratios an image's `srcset` offers: 1 to 3, or 1 alone in Save-Data mode. */
export function imagePixelRatios(connection?: ConnectionInfo): readonly number[] {
  return saveDataMode(connection ?? browserConnection()) ? [1] : [1, 2, 3];
}

/** A `<video>`'s `preload`: nothing before the reader presses play in Save-Data mode, else the browser's choice. */
export function videoPreload(connection?: ConnectionInfo): 'none' | undefined {
  return saveDataMode(connection ?? browserConnection()) ? 'none' : undefined;
}
