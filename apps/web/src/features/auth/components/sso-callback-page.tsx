import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link.tsx';
import { paths } from '../../../config/paths.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import { notify } from '../../../lib/notifier.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { PlainReadError } from '../../../lib/plain-read.ts';
import { finishSso, SsoStateMismatch } from '../api/sso-calls.ts';
import { fetchUserInfo } from '../api/user-info.ts';
import { loadPubConfig } from '../api/pub-config.ts';
import styles from './auth-shell.module.css';
import { AuthShell } from './auth-shell.tsx';
import { WarningNotice } from './notice.tsx';

/**
 * Where the provider sends the browser back: the server checks the answer (state, code, ID token) and opens a
 * session, then the user is read and home opens. A refusal stays on this page with the server's localised reason.
 */
export function SsoCallbackPage() {
  const { t } = useTranslation('auth');
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const query = window.location.search;
    // The code is single-use: keep it out of the address bar, history and any later reload.
    window.history.replaceState(null, '', paths.ssoCallback);
    void (async () => {
      try {
        await loadPubConfig();
        const result = await finishSso(query, (error) => setFailure(error.message));
        useSessionStore.getState().setToken(result.token);
        await fetchUserInfo();
        notify.success(t('login.success'));
        navigateTo(paths.home, { replace: true });
      } catch (error) {
        if (error instanceof SsoStateMismatch) setFailure(t('sso.stateMismatch'));
        else if (error instanceof PlainReadError) setFailure(t('sso.userInfoFailed', { status: error.status }));
        else setFailure((current) => current ?? (error instanceof Error ? error.message : String(error)));
      }
    })();
  }, [t]);

  return (
    <AuthShell title={failure ? t('sso.failedTitle') : t('sso.finishingTitle')} subtitle={failure ? t('sso.failedSubtitle') : t('sso.finishingSubtitle')}>
      {failure ? (
        <>
          <WarningNotice>{failure}</WarningNotice>
          <div className={styles.links}>
            <AppLink to={paths.login}>{t('sso.backToSignIn')}</AppLink>
          </div>
        </>
      ) : (
        <p role="status" aria-busy="true">{t('sso.finishing')}</p>
      )}
    </AuthShell>
  );
}
