import type { FastifyRequest } from 'fastify';
import type { CatalogContext } from '../../catalog/context.js';
import { currentUser } from '../../identity/verify.js';
import type { TypedApp } from '../../schemas/typed-app.js';

export const ctxOf = (app: TypedApp): CatalogContext => ({ db: app.db, config: app.config });

/** The caller's user id (route guarded by `requireUser`). */
export const userIdOf = (request: FastifyRequest): string => currentUser(request).userId;

export const isoOf = (value: unknown): string =>
  (value instanceof Date ? value : new Date(String(value))).toISOString();

/** Cents to a USD string with two decimals ('49.98'). */
export const usd = (cents: number): string => (cents / 100).toFixed(2);
