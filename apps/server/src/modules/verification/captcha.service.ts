import { CAPTCHA_TTL_SECONDS, ErrorCode } from '@vox/contracts';
import { createCaptchaImage } from '../../integrations/captcha/captcha.ts';
import type { KeyValueStore } from '../../integrations/kv/kv-store.ts';
import { AppError } from '../../lib/app-error.ts';

export const captchaKey = (uuid: string) => `captcha:${uuid}`;

/** Image captcha: 300 s, case-insensitive, single use when consumed. */
export class CaptchaService {
  readonly #kv: KeyValueStore;

  constructor(kv: KeyValueStore) {
    this.#kv = kv;
  }

  /** Stores a fresh answer under the client's uuid and returns the SVG image. */
  async issue(uuid: string): Promise<string> {
    if (uuid.trim() === '') throw new AppError(ErrorCode.UNIQUE_ID_EMPTY);
    const { text, svg } = createCaptchaImage();
    await this.#kv.set(captchaKey(uuid), text, CAPTCHA_TTL_SECONDS);
    return svg;
  }

  discard(uuid: string): Promise<void> {
    return this.#kv.delete(captchaKey(uuid));
  }

  async check(uuid: string, answer: string, { consume }: { consume: boolean }): Promise<boolean> {
    if (uuid === '' || answer === '') return false;
    const expected = consume ? await this.#kv.take(captchaKey(uuid)) : await this.#kv.get(captchaKey(uuid));
    return expected !== null && expected.toLowerCase() === answer.trim().toLowerCase();
  }
}
