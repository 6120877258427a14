import { notFound } from '../../errors/api-error.js';
import { endSession, LIVE_SESSION } from '../../identity/sessions.js';
import { requireStaff } from '../../identity/staff.js';
import { requireUser } from '../../identity/verify.js';
import { arr, component, int, limitQuery, nullable, obj, ref, str } from '../../schemas/builders.js';
import { errorSchema } from '../../schemas/errors.js';
import type { TypedApp } from '../../schemas/typed-app.js';

const security = [{ bearer: [] }];
const errors = { 400: ref(errorSchema), 401: ref(errorSchema), 403: ref(errorSchema) };
const uuid = str({ format: 'uuid' });

const impersonationSessionSchema = component(
  'ImpersonationSession',
  obj({
    id: str(),
    impersonatorId: str({ description: 'The staff account id' }),
    impersonatorEmail: str(),
    userId: str({ description: 'The customer account id' }),
    userEmail: str(),
    createdAt: str(),
    expiresAt: str(),
  }),
);

const auditEntrySchema = component(
  'ImpersonationAuditEntry',
  obj({
    id: str(),
    sessionId: str(),
    impersonatorId: str(),
    userId: str(),
    method: str(),
    route: str(),
    url: str(),
    status: int(),
    createdAt: str(),
  }),
);

type SessionRow = {
  id: string;
  impersonator_id: string;
  impersonator_email: string | null;
  user_id: string;
  user_email: string | null;
  created_at: Date | string;
  expires_at: Date | string;
};
type AuditRow = {
  id: number | string;
  session_id: string;
  impersonator_id: string;
  user_id: string;
  method: string;
  route: string;
  url: string;
  status: number;
  created_at: Date | string;
};

const iso = (value: Date | string): string => new Date(value).toISOString();

/**
 * Staff only (signed in as themselves): `GET /v1/impersonation_sessions` lists the live impersonation sessions,
 * `DELETE /v1/impersonation_sessions/{id}` ends one (its tokens get 401, its refresh tokens are revoked), and
 * `GET /v1/impersonation_audit` pages through the writes made under impersonation, newest first.
 */
export function impersonationAdmin(app: TypedApp): void {
  app.get(
    '/v1/impersonation_sessions',
    {
      preHandler: requireUser,
      schema: {
        operationId: 'listImpersonationSessions',
        tags: ['staff'],
        summary: 'Live impersonation sessions (staff only)',
        security,
        response: { 200: obj({ sessions: arr(ref(impersonationSessionSchema)) }), ...errors },
      },
    },
    async (request) => {
      await requireStaff(request);
      const { rows } = await app.db.query<SessionRow>(
        `select s.id, s.impersonator_id, staff.email as impersonator_email, s.user_id, u.email as user_email, s.created_at, s.expires_at
         from auth_sessions s left join users staff on staff.id = s.impersonator_id left join users u on u.id = s.user_id
         where s.impersonator_id is not null and ${LIVE_SESSION.replace(/\b(revoked_at|expires_at)\b/g, 's.$1')}
         order by s.created_at desc limit 500`,
      );
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          impersonatorId: row.impersonator_id,
          impersonatorEmail: row.impersonator_email ?? '',
          userId: row.user_id,
          userEmail: row.user_email ?? '',
          createdAt: iso(row.created_at),
          expiresAt: iso(row.expires_at),
        })),
      };
    },
  );

  app.delete(
    '/v1/impersonation_sessions/:id',
    {
      preHandler: requireUser,
      schema: {
        operationId: 'endImpersonationSession',
        tags: ['staff'],
        summary: 'End an impersonation session (staff only)',
        security,
        params: obj({ id: uuid }),
        response: { 200: obj({ status: str(), revoked: int() }), 404: ref(errorSchema), ...errors },
      },
    },
    async (request) => {
      await requireStaff(request);
      const { rows } = await app.db.query(
        `select 1 from auth_sessions where id = $1 and impersonator_id is not null and ${LIVE_SESSION}`,
        [request.params.id],
      );
      if (rows.length === 0) throw notFound('impersonation session', request.params.id);
      return { status: 'ok', revoked: await endSession(app.db, request.params.id) };
    },
  );

  app.get(
    '/v1/impersonation_audit',
    {
      preHandler: requireUser,
      schema: {
        operationId: 'getImpersonationAudit',
        tags: ['staff'],
        summary: 'Writes made in impersonation sessions, newest first (staff only)',
        security,
        querystring: obj(
          {
            impersonator_id: uuid,
            user_id: uuid,
            session_id: str({ maxLength: 100 }),
            before_id: int({ minimum: 1, description: 'Entries older than this entry id' }),
            limit: limitQuery(50, 500),
          },
          [],
        ),
        response: {
          200: obj({
            entries: arr(ref(auditEntrySchema)),
            meta: obj({ next: nullable(str()), limit: int() }),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      await requireStaff(request);
      const { impersonator_id, user_id, session_id, before_id, limit } = request.query;
      const params: unknown[] = [];
      const where: string[] = [];
      const filter = (column: string, value: unknown, op = '=') => {
        if (value === undefined) return;
        params.push(value);
        where.push(`${column} ${op} $${params.length}`);
      };
      filter('impersonator_id', impersonator_id);
      filter('user_id', user_id);
      filter('session_id', session_id);
      filter('id', before_id, '<');
      params.push(limit + 1);
      const { rows } = await app.db.query<AuditRow>(
        `select id, session_id, impersonator_id, user_id, method, route, url, status, created_at from impersonation_audit
         ${where.length > 0 ? `where ${where.join(' and ')}` : ''} order by id desc limit $${params.length}`,
        params,
      );
      const entries = rows.slice(0, limit).map((row) => ({
        id: String(row.id),
        sessionId: row.session_id,
        impersonatorId: row.impersonator_id,
        userId: row.user_id,
        method: row.method,
        route: row.route,
        url: row.url,
        status: Number(row.status),
        createdAt: iso(row.created_at),
      }));
      const last = entries[entries.length - 1];
      return { entries, meta: { next: rows.length > limit && last ? last.id : null, limit } };
    },
  );
}
