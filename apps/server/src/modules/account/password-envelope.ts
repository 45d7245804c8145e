import { CAPTCHA_LENGTH, ErrorCode } from '@vox/contracts';
import { sm2Decrypt } from '../../integrations/crypto/sm2.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ParamsService } from '../params/index.ts';
import type { CaptchaService } from '../verification/index.ts';

export interface EnvelopeDeps {
  params: ParamsService;
  captcha: CaptchaService;
}

/**
 * A password re-entered while signed in (e.g. to reveal a secret): SM2 of the password alone, same key and cipher mode
 * as the sign-in envelope. No captcha: the caller already holds a session, and attempts are limited and locked out.
 */
export async function openSealedPassword(params: ParamsService, cipher: string): Promise<string> {
  const privateKey = await params.text('server.private_key');
  if (!privateKey) throw new AppError(ErrorCode.SM2_KEY_MISSING);
  const plain = sm2Decrypt(cipher, privateKey);
  if (plain === null) throw new AppError(ErrorCode.SM2_DECRYPT_FAILED);
  return plain;
}

/**
 * Opens the SM2 envelope of login / register / retrieve-password: plaintext is
 * the 5-character captcha followed by the password. The captcha is used up by every attempt.
 */
export async function openPasswordEnvelope(deps: EnvelopeDeps, cipher: string, captchaId: string): Promise<string> {
  const privateKey = await deps.params.text('server.private_key');
  if (!privateKey) throw new AppError(ErrorCode.SM2_KEY_MISSING);
  const plain = sm2Decrypt(cipher, privateKey);
  if (plain === null) {
    await deps.captcha.discard(captchaId);
    throw new AppError(ErrorCode.SM2_DECRYPT_FAILED);
  }
  const answer = plain.slice(0, CAPTCHA_LENGTH);
  const captchaOk = await deps.captcha.check(captchaId, answer, { consume: true });
  if (!captchaOk || plain.length <= CAPTCHA_LENGTH) throw new AppError(ErrorCode.CAPTCHA_WRONG);
  return plain.slice(CAPTCHA_LENGTH);
}
