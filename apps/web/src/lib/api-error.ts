export type ApiFailureKind = 'status' | 'code' | 'network' | 'auth';

interface ApiErrorInit {
  kind: ApiFailureKind;
  status: number;
  code?: unknown;
  body?: unknown;
  /** True once the user has been told (toast, failure handler or redirect); callers need not report it again. */
  handled: boolean;
}

/** What every failed request rejects with, and what failure handlers receive ("the error data"). */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly kind: ApiFailureKind;
  readonly status: number;
  readonly code: unknown;
  readonly body: unknown;
  handled: boolean;

  constructor(message: string, init: ApiErrorInit) {
    super(message);
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.body = init.body;
    this.handled = init.handled;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
