import { useTranslation } from 'react-i18next';
import { storageKeys } from '../../../config/storage-keys.ts';
import { UPSTREAM_IMPORT_COMMAND, UPSTREAM_README_SECTION } from '../../../config/upstream-import.ts';
import { useDismissed } from '../../../hooks/use-dismissed.ts';
import { copyText } from '../../../lib/clipboard.ts';
import { notify } from '../../../lib/notifier.ts';
import styles from './upstream-import-notice.module.css';

/**
 * While the console has no administrator: someone moving from xiaozhi-esp32-server imports it instead of registering,
 * since the import brings their accounts (old passwords work) and refuses a console that already holds users.
 */
export function UpstreamImportNotice() {
  const { t } = useTranslation('auth');
  const [dismissed, dismiss] = useDismissed(storageKeys.upstreamHintRegister);
  if (dismissed) return null;
  const copy = async () => {
    if (await copyText(UPSTREAM_IMPORT_COMMAND)) notify.success(t('upstream.copied'));
    else notify.error(t('upstream.copyFailed'));
  };
  return (
    <div role="note" className={styles.notice} data-testid="upstream-import-notice">
      <span className={styles.title}>{t('upstream.title')}</span>
      <p className={styles.text}>{t('upstream.text')}</p>
      <div className={styles.command}>
        <code>{UPSTREAM_IMPORT_COMMAND}</code>
        <button type="button" className={styles.iconButton} onClick={() => void copy()}>{t('upstream.copy')}</button>
      </div>
      <p className={styles.readme}>
        {t('upstream.readme')} <code>{UPSTREAM_README_SECTION}</code>
      </p>
      <button type="button" className={styles.close} aria-label={t('upstream.close')} title={t('upstream.close')} onClick={dismiss}>
        ✕
      </button>
    </div>
  );
}
