/** Section-8 service error body. */
export interface ApiErrorBody {
  status?: number;
  error_code?: string;
  developer_message?: string;
  user_message?: string;
  error?: string;
}

/** A failed call: the section-8 fields plus the HTTP status and the request. */
export class ApiError extends Error {
  readonly status: number;
  readonly error_code: string;
  readonly developer_message: string;
  readonly user_message: string | undefined;
  /** `error` field of the body (e.g. 'Key not authorised'). */
  readonly error: string | undefined;
  readonly url: string;

  constructor(status: number, body: ApiErrorBody | null, url: string) {
    const developerMessage = body?.developer_message ?? body?.error ?? `Request failed with status ${status}`;
    super(developerMessage);
    this.name = 'ApiError';
    this.status = body?.status ?? status;
    this.error_code = body?.error_code ?? (status === 0 ? 'network_error' : `http_${status}`);
    this.developer_message = developerMessage;
    this.user_message = body?.user_message;
    this.error = body?.error;
    this.url = url;
  }
}

/** Narrowing helper for catch blocks. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
