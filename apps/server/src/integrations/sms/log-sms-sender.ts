import type { Logger } from '../../lib/logger.ts';
import type { SmsSender } from './sms-sender.ts';

/**
 * Development default: the code goes to the server log. The field is named `smsCode`
 * so the log redaction of `code` fields does not hide it; the e2e tests read it from stdout.
 */
export class LogSmsSender implements SmsSender {
  readonly #log: Logger;

  constructor(log: Logger) {
    this.#log = log;
  }

  async sendVerificationCode(phone: string, code: string): Promise<void> {
    this.#log.info({ phone, smsCode: code }, 'sms verification code');
  }
}
