import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../lib/api-error.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { sm2Envelope } from '../../../lib/crypto.ts';
import { notify } from '../../../lib/notifier.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import type { Captcha } from './use-captcha.ts';

export interface CaptchaValues {
  captcha: string;
}

interface Call<V> {
  values: V;
  /** SM2 envelope of the typed captcha text + this secret, for the server's public key. */
  encrypt: (secret: string) => Promise<string>;
  onFailure: (error: ApiError) => void;
}

interface Options<V> {
  captcha: Captcha;
  /** Empties the captcha input. */
  clearCaptcha: () => void;
  send: (call: Call<V>) => Promise<unknown>;
  onSuccess: () => void;
}

/**
 * Shared submit of the register and retrieve-password forms. Any failure replaces the captcha: the server spends the
 * captcha when it decrypts the envelope (single use), so the old picture can never pass again.
 */
export function useCaptchaSubmit<V extends CaptchaValues>({ captcha, clearCaptcha, send, onSuccess }: Options<V>) {
  const { t } = useTranslation('auth');
  const [pending, setPending] = useState(false);

  async function submit(values: V) {
    const { sm2PublicKey } = useSessionStore.getState().pubConfig;
    if (!sm2PublicKey) {
      notify.error(t('error.noPublicKey'));
      return;
    }
    setPending(true);
    try {
      const encrypt = (secret: string) => sm2Envelope(values.captcha.trim(), secret, sm2PublicKey);
      await send({ values, encrypt, onFailure: (error) => notify.error(error.message) });
      onSuccess();
    } catch (error) {
      if (!isApiError(error)) notify.error(error instanceof Error ? error.message : String(error));
      clearCaptcha();
      captcha.refresh();
    } finally {
      setPending(false);
    }
  }

  return { submit, pending };
}
