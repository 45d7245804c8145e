import { ErrorCode, isValidFullPhone, type SmsVerificationInput } from '@vox/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { ParamsService } from '../params/index.ts';
import type { CaptchaService } from './captcha.service.ts';
import type { SmsCodeService } from './sms-code.service.ts';

export interface VerificationDeps {
  captcha: CaptchaService;
  smsCodes: SmsCodeService;
  params: ParamsService;
}

export class VerificationService {
  readonly #deps: VerificationDeps;

  constructor(deps: VerificationDeps) {
    this.#deps = deps;
  }

  captchaImage(uuid: string): Promise<string> {
    return this.#deps.captcha.issue(uuid);
  }

  /**
   * Upstream keeps the captcha after a send; we spend it once a code went out, so one solved picture sends one
   * SMS (not one to each of many numbers). The form then shows a new picture for its own submit.
   */
  async requestSmsCode(input: SmsVerificationInput): Promise<void> {
    const { captcha, params, smsCodes } = this.#deps;
    if (!(await captcha.check(input.captchaId, input.captcha, { consume: false }))) throw new AppError(ErrorCode.CAPTCHA_WRONG);
    if (!(await params.flag('server.enable_mobile_register'))) throw new AppError(ErrorCode.MOBILE_REGISTER_OFF);
    if (!isValidFullPhone(input.phone)) throw new AppError(ErrorCode.PHONE_FORMAT);
    // Spent before sending: two requests racing with one picture cannot both get through.
    if (!(await captcha.check(input.captchaId, input.captcha, { consume: true }))) throw new AppError(ErrorCode.CAPTCHA_WRONG);
    await smsCodes.send(input.phone);
  }
}
