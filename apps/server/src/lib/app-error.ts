import { ErrorCode, type ErrorCodeValue, type LocalizedText } from '@vox/contracts';

/** A message parameter that is itself translated, e.g. a resource name inside "{0} not found". */
export type Localized = LocalizedText;
export type ErrorParam = string | number | Localized;

/** The one error type services throw; the envelope plugin turns it into `{code, msg}`. */
export class AppError extends Error {
  readonly code: ErrorCodeValue;
  readonly params: readonly ErrorParam[];
  /** Replaces the code's own message, where upstream answers one code with several wordings. */
  readonly localizedMessage: Localized | undefined;

  constructor(code: ErrorCodeValue, params: readonly ErrorParam[] = [], localizedMessage?: Localized) {
    super(`AppError ${code}`);
    this.name = 'AppError';
    this.code = code;
    this.params = params;
    this.localizedMessage = localizedMessage;
  }
}

const HTTP_STATUS: Partial<Record<ErrorCodeValue, number>> = {
  [ErrorCode.BAD_REQUEST]: 400,
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.ROUTE_NOT_FOUND]: 404,
  [ErrorCode.TOO_MANY_REQUESTS]: 429,
  [ErrorCode.ACTIVATION_ATTEMPTS_EXCEEDED]: 429,
  // Asked to reveal a param that is no secret: a client error, the list marks which rows are secret.
  [ErrorCode.PARAM_NOT_SECRET]: 400,
  // Refused input of agent tags and replacement-word files (bad input gets a clear 4xx): the body keeps
  // upstream's code, the status says the request was refused rather than failed on the way.
  [ErrorCode.TAG_NAME_EXISTS]: 400,
  [ErrorCode.TAG_NAME_EMPTY]: 400,
  [ErrorCode.TAG_NOT_FOUND]: 400,
  [ErrorCode.CORRECT_WORD_FILE_EXISTS]: 400,
  [ErrorCode.CORRECT_WORD_FILE_TOO_LARGE]: 400,
  // Over the storage quota: the request was refused for its size, as a too-large body is.
  [ErrorCode.STORAGE_QUOTA_EXCEEDED]: 413,
  [ErrorCode.INTERNAL]: 500,
  [ErrorCode.SERVICE_UNAVAILABLE]: 503,
  [ErrorCode.KV_UNAVAILABLE]: 503,
};

/**
 * Business errors and 401 travel on HTTP 200 with the code in the body, as upstream does
 * and the console expects; protocol-level failures keep a matching HTTP status.
 */
export function httpStatusOf(code: ErrorCodeValue): number {
  return HTTP_STATUS[code] ?? 200;
}
