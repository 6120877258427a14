import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { servesHttps } from '../config.js';
import { ApiError } from '../errors/api-error.js';
import { authenticatePassword } from './authenticate-password.js';
import { subjectOf } from './claims.js';
import { escapeHtml, renderIdentityPage } from './create-oidc-provider.js';

/** An interaction parameter as text: the provider types them `unknown`; only strings are meaningful. */
const paramText = (value: unknown): string => (typeof value === 'string' ? value : '');

const MOUNT = '/oidc';

function loginForm(uid: string, clientId: string, error?: string, email = ''): string {
  return renderIdentityPage(
    'Log in',
    `<h1>Log in to continue to ${escapeHtml(clientId)}</h1>
${error ? `<p role="alert" style="color:#b00020">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${MOUNT}/interaction/${escapeHtml(uid)}/login" autocomplete="on">
<p><label>Email<br><input type="email" name="email" required autofocus value="${escapeHtml(email)}" style="width:100%"></label></p>
<p><label>Password<br><input type="password" name="password" required minlength="1" style="width:100%"></label></p>
<button type="submit">Log in</button></form>
<form method="post" action="${MOUNT}/interaction/${escapeHtml(uid)}/abort"><p><button type="submit" style="background:#888">Cancel</button></p></form>`,
  );
}

function consentForm(uid: string, clientId: string, scope: string): string {
  return renderIdentityPage(
    'Authorize',
    `<h1>${escapeHtml(clientId)} asks for: ${escapeHtml(scope)}</h1>
<form method="post" action="${MOUNT}/interaction/${escapeHtml(uid)}/confirm"><button type="submit">Continue</button></form>`,
  );
}

/**
 * The provider is a Koa app that trusts the forwarding headers (`proxy`), and each `/oidc` request's are rewritten to
 * what the api established: the client address and host as Fastify sees them (`TRUST_PROXY`), and https when
 * `PUBLIC_URL` is https. Its cookies (`_session`, `_interaction`, …) are then `Secure` behind a TLS proxy whether or not
 * `TRUST_PROXY` is set, and a client's own forwarding headers never reach it.
 */
function forwardedAsEstablished(request: FastifyRequest): void {
  const headers = request.raw.headers;
  headers['x-forwarded-proto'] =
    request.protocol === 'https' || servesHttps(request.server.config) ? 'https' : 'http';
  headers['x-forwarded-host'] = request.host;
  headers['x-forwarded-for'] = request.ip;
}

/** Mounts the provider under `/oidc` plus the login/consent interaction pages. */
export async function registerOidcRoutes(app: FastifyInstance, provider: Provider): Promise<void> {
  const callback = provider.callback();
  provider.proxy = true;
  app.addHook('onRequest', async (request) => {
    if (request.url === MOUNT || request.url.startsWith(`${MOUNT}/`)) forwardedAsEstablished(request);
  });

  app.get<{ Params: { uid: string } }>(
    `${MOUNT}/interaction/:uid`,
    {
      schema: {
        hide: true,
        params: { type: 'object', properties: { uid: { type: 'string' } }, required: ['uid'] },
      },
    },
    async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const clientId = paramText(details.params.client_id);
      reply.type('text/html').header('cache-control', 'no-store');
      if (details.prompt.name === 'login') return loginForm(details.uid, clientId);
      return consentForm(details.uid, clientId, paramText(details.params.scope));
    },
  );

  app.post<{ Params: { uid: string }; Body: { email?: string; password?: string } }>(
    `${MOUNT}/interaction/:uid/login`,
    {
      schema: {
        hide: true,
        params: { type: 'object', properties: { uid: { type: 'string' } }, required: ['uid'] },
        body: { type: 'object', properties: { email: { type: 'string' }, password: { type: 'string' } } },
      },
    },
    async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const email = request.body.email ?? '';
      try {
        const user = await authenticatePassword(
          request.server.db,
          email,
          request.body.password ?? '',
          request.ip,
          request.server.config.signInThrottle,
        );
        await finish(reply, provider, request.raw, { login: { accountId: subjectOf(user), remember: true } });
        return reply;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        reply
          .status(error.status === 429 ? 429 : 400)
          .type('text/html')
          .header('cache-control', 'no-store');
        return loginForm(details.uid, paramText(details.params.client_id), error.message, email);
      }
    },
  );

  app.post<{ Params: { uid: string } }>(
    `${MOUNT}/interaction/:uid/confirm`,
    { schema: { hide: true } },
    async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const accountId = details.session?.accountId;
      const clientId = paramText(details.params.client_id);
      if (!accountId)
        throw new ApiError(400, 'interaction_invalid', 'No logged-in session for this interaction');
      const grant =
        (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
        new provider.Grant({ accountId, clientId });
      const scope = paramText(details.params.scope);
      grant.addOIDCScope(scope);
      const grantId = await grant.save();
      await finish(reply, provider, request.raw, { consent: { grantId } });
      return reply;
    },
  );

  app.post<{ Params: { uid: string } }>(
    `${MOUNT}/interaction/:uid/abort`,
    { schema: { hide: true } },
    async (request, reply) => {
      await finish(reply, provider, request.raw, {
        error: 'access_denied',
        error_description: 'End-User aborted interaction',
      });
      return reply;
    },
  );

  // Auth0-style logout (`client_id`, `returnTo`) maps onto RP-initiated logout.
  app.get<{ Querystring: { client_id?: string; returnTo?: string } }>(
    `${MOUNT}/v2/logout`,
    {
      schema: {
        hide: true,
        querystring: {
          type: 'object',
          properties: { client_id: { type: 'string' }, returnTo: { type: 'string' } },
        },
      },
    },
    async (request, reply) => {
      const query = new URLSearchParams();
      if (request.query.client_id) query.set('client_id', request.query.client_id);
      if (request.query.returnTo) query.set('post_logout_redirect_uri', request.query.returnTo);
      return reply.redirect(`${MOUNT}/session/end?${query.toString()}`, 302);
    },
  );

  await app.register(async (scope) => {
    // The provider reads its own request bodies: leave the stream unread.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      (
        _request: FastifyRequest,
        _payload: IncomingMessage,
        done: (error: Error | null, body?: unknown) => void,
      ) => done(null),
    );
    const handler = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      const url = new URL(raw.url ?? '/', 'http://local');
      if (
        url.pathname.startsWith(`${MOUNT}/session/end`) &&
        url.searchParams.has('returnTo') &&
        !url.searchParams.has('post_logout_redirect_uri')
      ) {
        url.searchParams.set('post_logout_redirect_uri', url.searchParams.get('returnTo') ?? '');
        url.searchParams.delete('returnTo');
      }
      const path = `${url.pathname}${url.search}`;
      raw.originalUrl = path;
      raw.url = path.slice(MOUNT.length) || '/';
      reply.hijack();
      await callback(raw, reply.raw);
    };
    scope.all(`${MOUNT}/*`, { schema: { hide: true } }, handler);
    scope.all(MOUNT, { schema: { hide: true } }, handler);
  });
}

async function finish(
  reply: FastifyReply,
  provider: Provider,
  raw: IncomingMessage,
  result: Record<string, unknown>,
): Promise<void> {
  reply.hijack();
  await provider.interactionFinished(raw, reply.raw, result, { mergeWithLastSubmission: false });
}
