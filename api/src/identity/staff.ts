import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors/api-error.js';
import { findUserById } from './users.js';
import { currentUser } from './verify.js';

/** The caller's id when they are staff signed in as themselves (not in an impersonation session); else 403. */
export async function requireStaff(request: FastifyRequest): Promise<string> {
  const auth = currentUser(request);
  const user = auth.impersonatorId ? null : await findUserById(request.server.db, auth.userId);
  if (user?.role !== 'staff')
    throw new ApiError(403, 'staff_only', 'Only staff signed in as themselves may do this');
  return user.id;
}
