import { badRequest } from '../errors/api-error.js';

/** A list parameter given as repeated keys (`ids=a&ids=b`) or comma-separated (`ids=a,b`), de-duplicated, order kept. */
export function listParam(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  const raw = Array.isArray(value) ? value : [value];
  return [
    ...new Set(
      raw
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter((v) => v.length > 0),
    ),
  ];
}

/** `listParam` with the spec's batch size enforced (400 beyond it). */
export function batchParam(name: string, value: string | string[] | undefined, max: number): string[] {
  const list = listParam(value);
  if (list.length > max) throw badRequest(`${name}: at most ${max} values per request (got ${list.length})`);
  return list;
}
