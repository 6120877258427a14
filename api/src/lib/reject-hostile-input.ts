import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../errors/api-error.js';

/** A UTF-16 surrogate without its pair: no UTF-8 encodes it, so PostgreSQL cannot store it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function badText(value: string, where: string): string | null {
  if (value.includes('\0')) return `${where} contains a NUL character`;
  if (LONE_SURROGATE.test(value))
    return `${where} contains an unpaired surrogate (\\uD800-\\uDFFF), not valid Unicode`;
  return null;
}

/**
 * Why a value cannot reach a handler (and the database), or null: NUL or an unpaired surrogate in a string, a
 * non-finite number.
 */
function hostile(value: unknown, where: string, depth = 0): string | null {
  if (typeof value === 'string') return badText(value, where);
  if (typeof value === 'number') return Number.isFinite(value) ? null : `${where} must be a finite number`;
  if (depth > 8 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const badKey = badText(key, `${where} key`);
    if (badKey) return badKey;
    const problem = hostile(item, `${where}.${key}`, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * Global preHandler (after schema validation and type coercion): `limit=1e309`, `Infinity`, `NaN`, `\0` and unpaired
 * surrogates anywhere in params, query or body get 400 instead of reaching SQL (PostgreSQL refuses NUL and invalid
 * UTF-8 in text; a non-finite LIMIT fails).
 */
export async function rejectHostileInput(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const problem =
    hostile(request.params, 'path') ?? hostile(request.query, 'query') ?? hostile(request.body, 'body');
  if (problem) throw badRequest(problem);
}
