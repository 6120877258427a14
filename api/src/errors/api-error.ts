/** A service error in the section-8 shape: `{ status, error_code, developer_message }` (+ `user_message`). */
export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: string;
  readonly userMessage: string | undefined;
  /** Headers the answer carries (e.g. `Retry-After` of a 429). */
  headers: Record<string, string> = {};

  constructor(status: number, errorCode: string, developerMessage: string, userMessage?: string) {
    super(developerMessage);
    this.status = status;
    this.errorCode = errorCode;
    this.userMessage = userMessage;
  }

  toBody(): ErrorBody {
    return {
      status: this.status,
      error_code: this.errorCode,
      developer_message: this.message,
      ...(this.userMessage === undefined ? {} : { user_message: this.userMessage }),
    };
  }
}

export type ErrorBody = {
  status: number;
  error_code: string;
  developer_message: string;
  user_message?: string;
  error?: string;
};

export const notFound = (what: string, id: string): ApiError =>
  new ApiError(404, 'not_found', `${what} ${id} not found`);
export const badRequest = (message: string): ApiError => new ApiError(400, 'bad_request', message);
