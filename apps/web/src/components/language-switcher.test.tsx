import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../lib/i18n/i18n.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';

function Title({ i18nKey }: { i18nKey: 'notFound.title' | 'forbidden.description' }) {
  const { t } = useTranslation();
  return <p>{t(i18nKey)}</p>;
}

afterEach(async () => {
  await changeLocale('zh_CN');
});

describe('language switcher', () => {
  it('switches the visible texts, remembers the choice and updates the page language', async () => {
    renderWithProviders(
      <>
        <LanguageSwitcher />
        <Title i18nKey="notFound.title" />
      </>,
    );
    expect(screen.getByText('页面不存在')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '语言' }));
    fireEvent.click(await screen.findByText('English'));
    await waitFor(() => expect(screen.getByText('Page not found')).toBeTruthy());
    expect(window.localStorage.getItem('userLanguage')).toBe('en');
    expect(document.documentElement.lang).toBe('en-US');
    expect(screen.getByRole('button', { name: 'Language' })).toBeTruthy();
  });

  it('reads Traditional Chinese after switching to zh_TW', async () => {
    renderWithProviders(
      <Title i18nKey="forbidden.description" />,
    );
    await changeLocale('zh_TW');
    await waitFor(() => expect(screen.getByText('此頁面僅限超級管理員使用。')).toBeTruthy());
  });

  it('offers all six languages and switches the page to German', async () => {
    renderWithProviders(
      <>
        <LanguageSwitcher />
        <Title i18nKey="notFound.title" />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: '语言' }));
    expect(await screen.findByText('Tiếng Việt')).toBeTruthy();
    expect(screen.getByText('Português (Brasil)')).toBeTruthy();
    fireEvent.click(await screen.findByText('Deutsch'));
    await waitFor(() => expect(screen.getByText('Seite nicht gefunden')).toBeTruthy());
    expect(window.localStorage.getItem('userLanguage')).toBe('de');
    expect(document.documentElement.lang).toBe('de-DE');
    expect(screen.getByRole('button', { name: 'Sprache' })).toBeTruthy();
  });
});
