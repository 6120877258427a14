import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../errors/api-error.js';

/** Why a value cannot reach a handler (and the database), or null: NUL in a string, a non-finite number. */
function hostile(value: unknown, where: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\0') ? `${where} contains a NUL character` : null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : `${where} must be a finite number`;
  if (depth > 8 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\0')) return `${where} has a key containing a NUL character`;
    const problem = hostile(item, `${where}.${key}`, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * Global preHandler (after schema validation and type coercion): `limit=1e309`, `Infinity`, `NaN` and `\0` anywhere
 * in params, query or body get 400 instead of reaching SQL (PostgreSQL refuses NUL in text; a non-finite LIMIT fails).
 */
export async function rejectHostileInput(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const problem =
    hostile(request.params, 'path') ?? hostile(request.query, 'query') ?? hostile(request.body, 'body');
  if (problem) throw badRequest(problem);
}
