import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '../config/paths.ts';
import { isChunkLoadError } from '../lib/chunk.ts';
import { navigateTo } from '../lib/navigation.ts';

// Plain elements and inline styles: this must show even when no further chunk can load (the usual cause).
const PAGE: CSSProperties = { padding: '12vh 24px 48px', textAlign: 'center' };
const MARK: CSSProperties = { margin: '0 auto 16px', fontSize: 64, fontWeight: 600, lineHeight: 1 };
const TITLE: CSSProperties = { margin: '0 0 8px', fontSize: 24, fontWeight: 400, color: 'rgba(0, 0, 0, 0.88)' };
const TEXT: CSSProperties = { margin: '0 0 24px', color: 'rgba(0, 0, 0, 0.45)' };
const BUTTON: CSSProperties = {
  height: 32,
  margin: '0 4px',
  padding: '0 15px',
  border: '1px solid #d9d9d9',
  borderRadius: 8,
  background: '#fff',
  color: 'rgba(0, 0, 0, 0.88)',
  font: 'inherit',
  cursor: 'pointer',
};
const PRIMARY: CSSProperties = { ...BUTTON, borderColor: '#1677ff', background: '#1677ff', color: '#fff' };

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const chunk = isChunkLoadError(error);
  const [mark, color] = notFound ? ['404', '#1677ff'] : chunk ? ['!', '#faad14'] : ['×', '#ff4d4f'];
  const title = notFound ? t('notFound.title') : t(chunk ? 'error.chunkTitle' : 'error.title');
  const text = notFound ? t('notFound.description') : t(chunk ? 'error.chunkDescription' : 'error.description');
  return (
    <main style={PAGE}>
      <div aria-hidden="true" style={{ ...MARK, color }}>
        {mark}
      </div>
      <h1 style={TITLE}>{title}</h1>
      <p style={TEXT}>{text}</p>
      {notFound ? null : (
        <>
          <button type="button" style={PRIMARY} onClick={() => window.location.reload()}>
            {t('action.reload')}
          </button>
          <button type="button" style={BUTTON} onClick={() => navigateTo(paths.home)}>
            {t('action.backHome')}
          </button>
        </>
      )}
    </main>
  );
}
