import { badRequest } from '../errors/api-error.js';

/** Opaque paging cursor (`next`): the insertion sequence number of the last item returned. */
export function encodeCursor(seq: number | string): string {
  return Buffer.from(`s:${seq}`).toString('base64url');
}

/** Decodes `next`; undefined stays undefined; anything malformed is a 400. */
export function decodeCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const match = /^s:(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw badRequest(`next: invalid cursor '${cursor}'`);
  return Number(match[1]);
}

/** Offset cursors for lists without a stable sequence column (numbers as opaque strings). */
export function encodeOffset(offset: number): string {
  return Buffer.from(`o:${offset}`).toString('base64url');
}

export function decodeOffset(cursor: string | undefined): number {
  if (cursor === undefined || cursor === '') return 0;
  const match = /^o:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw badRequest(`next: invalid cursor '${cursor}'`);
  return Number(match[1]);
}
