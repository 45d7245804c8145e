import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import { notify } from '../../../lib/notifier.ts';

const REDIRECT_DELAY_MS = 1500;

/** With sign-up closed, say so and return to /login after 1.5 s. */
export function useRegisterGate(loaded: boolean, allowUserRegister: boolean): void {
  const { t } = useTranslation('auth');
  const closed = loaded && !allowUserRegister;
  useEffect(() => {
    if (!closed) return undefined;
    notify.warning(t('register.disabled'));
    const timer = setTimeout(() => navigateTo(paths.login), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [closed, t]);
}
