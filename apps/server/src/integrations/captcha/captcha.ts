import svgCaptcha from 'svg-captcha';
import { CAPTCHA_LENGTH } from '@vox/contracts';

/** Letters and digits without look-alikes (0/O/o, 1/I/l/i); checks are case-insensitive anyway. */
const CHARSET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

export interface CaptchaImage {
  text: string;
  svg: string;
}

/** Exactly CAPTCHA_LENGTH characters: upstream's SM2 envelope split relies on it. */
export function createCaptchaImage(): CaptchaImage {
  const { text, data } = svgCaptcha.create({
    size: CAPTCHA_LENGTH,
    charPreset: CHARSET,
    noise: 2,
    color: true,
    width: 150,
    height: 40,
    background: '#f4f6fb',
  });
  return { text, svg: data };
}
