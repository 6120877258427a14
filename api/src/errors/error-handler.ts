import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from './api-error.js';

/** Fastify's own request errors under section-8 codes. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bad_request',
  FST_ERR_CTP_INVALID_JSON_BODY: 'bad_request',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
};

type ValidationIssue = { instancePath?: string; message?: string; params?: Record<string, unknown> };

function describeValidation(error: FastifyError): string {
  const context = error.validationContext ?? 'request';
  const issues = (error.validation ?? []) as ValidationIssue[];
  const parts = issues.map((issue) => {
    const missing = issue.params?.missingProperty;
    if (typeof missing === 'string') return `${context}.${missing} is required`;
    const field =
      typeof missing === 'string'
        ? missing
        : (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const extra = issue.params?.allowedValues
      ? ` (${(issue.params.allowedValues as unknown[]).join(', ')})`
      : '';
    return `${context}${field ? `.${field}` : ''} ${issue.message ?? 'is invalid'}${extra}`;
  });
  return parts.length > 0 ? parts.join('; ') : error.message;
}

/**
 * A write that failed because the store is full: PostgreSQL's `disk_full` (53100) or `insufficient_resources`
 * (53000), or the file system's ENOSPC / EDQUOT (PGlite's folder, a server's temp files).
 */
function isStorageFull(error: { code?: unknown; message?: unknown }): boolean {
  if (error.code === '53100' || error.code === '53000' || error.code === 'ENOSPC' || error.code === 'EDQUOT')
    return true;
  return (
    typeof error.message === 'string' && /no space left on device|disk quota exceeded/i.test(error.message)
  );
}

/** Every error leaves in the section-8 shape; validation failures are 400 with the offending field named. */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError)
      return reply.status(error.status).headers(error.headers).send(error.toBody());
    if (error.validation) {
      return reply
        .status(400)
        .send({ status: 400, error_code: 'validation_error', developer_message: describeValidation(error) });
    }
    if (isStorageFull(error)) {
      request.log.error({ err: error }, 'write refused: the store is full');
      return reply.status(507).header('Retry-After', '60').send({
        status: 507,
        error_code: 'insufficient_storage',
        developer_message: 'The store is full: nothing was saved. Try again later.',
        user_message: 'We could not save that right now. Please try again later.',
      });
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const code =
      status >= 500
        ? 'internal_error'
        : (FASTIFY_CODES[error.code ?? ''] ?? (error.code ?? 'bad_request').toLowerCase());
    const message = status >= 500 ? 'Internal server error' : error.message;
    return reply.status(status).send({ status, error_code: code, developer_message: message });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      status: 404,
      error_code: 'route_not_found',
      developer_message: `No route ${request.method} ${request.url.split('?')[0]}`,
    }),
  );
}
