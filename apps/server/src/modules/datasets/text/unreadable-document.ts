import type { DocumentFailure } from '@vox/contracts';

/** A document that can never be read as it is: the job fails at once with this reason (no retry). */
export class UnreadableDocument extends Error {
  readonly reason: DocumentFailure;
  readonly detail: string;

  constructor(reason: DocumentFailure, detail = '') {
    super(`${reason}${detail ? `: ${detail}` : ''}`);
    this.reason = reason;
    this.detail = detail;
  }
}
