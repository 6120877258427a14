export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export type AuthErrorBody = {
  status?: number;
  error?: string;
  error_code?: string;
  developer_message?: string;
  user_message?: string;
  error_description?: string;
};

/** Error of an auth endpoint, keeping the service's error body (section 8 shape). */
export class AuthHttpError extends Error {
  readonly status: number;
  readonly body: AuthErrorBody;
  constructor(status: number, body: AuthErrorBody) {
    super(body.developer_message ?? body.error_description ?? body.error ?? `HTTP ${status}`);
    this.name = 'AuthHttpError';
    this.status = status;
    this.body = body;
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { developer_message: text };
  }
}

/** Performs a request and returns the parsed JSON, or throws AuthHttpError for non-2xx answers. */
export async function requestJson<T>(fetchImpl: FetchLike, url: string, init?: RequestInit): Promise<T> {
  const response = await fetchImpl(url, init);
  const body = await readJson(response);
  if (!response.ok) throw new AuthHttpError(response.status, body ?? {});
  return body as T;
}

/** Form-encoded POST (section 5: login, signup and password bodies are form-encoded). */
export function postForm<T>(fetchImpl: FetchLike, url: string, fields: Record<string, string>): Promise<T> {
  return requestJson<T>(fetchImpl, url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams(fields).toString(),
  });
}
