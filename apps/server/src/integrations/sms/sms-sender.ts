/** Sends the 6-digit verification code to a full phone number such as +8613800000000. */
export interface SmsSender {
  sendVerificationCode(phone: string, code: string): Promise<void>;
}

/** A provider refused or could not be reached; `reason` is shown to the user (code 10055). */
export class SmsSendError extends Error {
  readonly reason: string;

  constructor(reason: string, options?: ErrorOptions) {
    super(`SMS send failed: ${reason}`, options);
    this.name = 'SmsSendError';
    this.reason = reason;
  }
}
