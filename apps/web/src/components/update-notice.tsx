import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { usePwaStore } from '../stores/pwa-store.ts';

// Inline styles: this is part of the root on every screen, and a stylesheet there would delay the first paint.
const NOTICE: CSSProperties = {
  position: 'fixed',
  right: 16,
  bottom: 16,
  zIndex: 2100,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  padding: '10px 14px',
  borderRadius: 8,
  background: '#fff',
  boxShadow: '0 6px 16px rgba(0, 0, 0, 0.08), 0 3px 6px -4px rgba(0, 0, 0, 0.12), 0 9px 28px 8px rgba(0, 0, 0, 0.05)',
};

const REFRESH: CSSProperties = {
  height: 24,
  padding: '0 8px',
  border: 0,
  borderRadius: 4,
  background: '#1677ff',
  color: '#fff',
  font: 'inherit',
  cursor: 'pointer',
};

/** The floating notice shown once a new service worker is installed; the button reloads into the new version. */
export function UpdateNotice() {
  const { t } = useTranslation();
  const updateReady = usePwaStore((state) => state.updateReady);
  if (!updateReady) return null;
  return (
    <div role="status" style={NOTICE}>
      <span>{t('pwa.updateReady')}</span>
      <button type="button" style={REFRESH} onClick={() => window.location.reload()}>
        {t('pwa.refresh')}
      </button>
    </div>
  );
}
