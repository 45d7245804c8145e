import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { sm2Envelope } from '../../../lib/crypto.ts';
import { navigateTo, safeRedirect } from '../../../lib/navigation.ts';
import { notify } from '../../../lib/notifier.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { login } from '../api/session-calls.ts';
import { fetchUserInfo } from '../api/user-info.ts';
import { fullPhone } from '../utils/form-rules.ts';
import type { Captcha } from './use-captcha.ts';

export interface LoginValues {
  areaCode: string;
  mobile: string;
  username: string;
  password: string;
  captcha: string;
}

const CAPTCHA_REFRESH_DELAY_MS = 1000;

interface Options {
  captcha: Captcha;
  mobileMode: boolean;
  /** Empties the captcha input. */
  clearCaptcha: () => void;
}

/** POST /user/login with the SM2 envelope, then the user info, then the redirect target (or /home). */
export function useLoginSubmit({ captcha, mobileMode, clearCaptcha }: Options) {
  const { t } = useTranslation('auth');
  const [pending, setPending] = useState(false);

  async function submit(values: LoginValues) {
    const { sm2PublicKey } = useSessionStore.getState().pubConfig;
    if (!sm2PublicKey) {
      notify.error(t('error.noPublicKey'));
      return;
    }
    setPending(true);
    try {
      const username = mobileMode ? fullPhone(values.areaCode, values.mobile) : values.username.trim();
      const password = await sm2Envelope(values.captcha.trim(), values.password, sm2PublicKey);
      const result = await login({ username, password, captchaId: captcha.uuid }, (error) => notify.error(error.message));
      useSessionStore.getState().setToken(result.token);
      await fetchUserInfo().catch(() => undefined);
      if (!useSessionStore.getState().token) return;
      notify.success(t('login.success'));
      // Read from the address bar, not the router: the sign-in screens also run before the router has loaded.
      navigateTo(safeRedirect(new URLSearchParams(window.location.search).get('redirect')), { replace: true });
    } catch (error) {
      if (!isApiError(error)) notify.error(error instanceof Error ? error.message : String(error));
      clearCaptcha();
      // A new captcha 1 s after a failed attempt (the old one is spent on the server).
      captcha.refreshLater(CAPTCHA_REFRESH_DELAY_MS);
    } finally {
      setPending(false);
    }
  }

  return { submit, pending };
}
