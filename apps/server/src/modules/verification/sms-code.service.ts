import { ErrorCode, SMS_CODE_LENGTH, SMS_CODE_TTL_SECONDS, SMS_RESEND_SECONDS } from '@vox/contracts';
import type { KeyValueStore } from '../../integrations/kv/kv-store.ts';
import { SmsSendError, type SmsSender } from '../../integrations/sms/sms-sender.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { randomDigits } from '../../lib/random.ts';
import type { ParamsService } from '../params/index.ts';

const DAY_SECONDS = 86_400;
/** Upstream's in-code default when the param is unreadable. */
const DEFAULT_DAILY_CAP = 5;

const codeKey = (phone: string) => `sms:code:${phone}`;
const lastSentKey = (phone: string) => `sms:last:${phone}`;
const dailyCountKey = (phone: string) => `sms:count:${phone}`;
const failuresKey = (phone: string) => `sms:fail:${phone}`;
/** Wrong guesses a code survives; then it is gone and a new one must be requested (one per 60 s, a few a day). */
export const SMS_CODE_MAX_FAILURES = 5;

export interface SmsCodeDeps {
  kv: KeyValueStore;
  sender: SmsSender;
  params: ParamsService;
  clock: Clock;
  log: Logger;
}

/** SMS verification codes: 6 digits, 300 s, one per 60 s, a daily cap per phone. */
export class SmsCodeService {
  readonly #deps: SmsCodeDeps;

  constructor(deps: SmsCodeDeps) {
    this.#deps = deps;
  }

  async send(phone: string): Promise<void> {
    const { kv, sender, params, clock } = this.#deps;
    const lastSent = Number(await kv.get(lastSentKey(phone)));
    if (lastSent) {
      const wait = Math.ceil((lastSent + SMS_RESEND_SECONDS * 1000 - clock.now()) / 1000);
      if (wait > 0) throw new AppError(ErrorCode.SMS_TOO_FREQUENT, [wait]);
    }
    const cap = await params.number('server.sms_max_send_count', DEFAULT_DAILY_CAP);
    if (Number(await kv.get(dailyCountKey(phone))) >= cap) throw new AppError(ErrorCode.SMS_DAILY_LIMIT);

    // Claim the resend slot before sending, so two concurrent requests cannot both send.
    await kv.set(lastSentKey(phone), String(clock.now()), SMS_RESEND_SECONDS);
    const code = randomDigits(SMS_CODE_LENGTH);
    await kv.set(codeKey(phone), code, SMS_CODE_TTL_SECONDS);
    await kv.delete(failuresKey(phone));
    try {
      await sender.sendVerificationCode(phone, code);
    } catch (error) {
      await Promise.all([kv.delete(lastSentKey(phone)), kv.delete(codeKey(phone))]);
      if (error instanceof SmsSendError) {
        this.#deps.log.warn({ phone, reason: error.reason }, 'sms send failed');
        throw new AppError(ErrorCode.SMS_SEND_FAILED, [error.reason]);
      }
      throw error;
    }
    await kv.increment(dailyCountKey(phone), DAY_SECONDS);
  }

  /**
   * Whether `code` is the phone's live code. Wrong guesses are counted per phone, whatever address they come from;
   * the fifth one voids the code, so 40 guesses from four addresses cannot walk the code space.
   */
  async verify(phone: string, code: string | undefined): Promise<boolean> {
    const { kv } = this.#deps;
    const expected = await kv.get(codeKey(phone));
    if (expected === null) return false;
    if (code !== undefined && expected === code.trim()) return true;
    if ((await kv.increment(failuresKey(phone), SMS_CODE_TTL_SECONDS)) >= SMS_CODE_MAX_FAILURES) await kv.delete(codeKey(phone));
    return false;
  }

  /** Codes are single use: dropped once an action they authorised succeeds. */
  async discard(phone: string): Promise<void> {
    await Promise.all([this.#deps.kv.delete(codeKey(phone)), this.#deps.kv.delete(failuresKey(phone))]);
  }
}
