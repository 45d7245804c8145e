import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../../../lib/i18n/i18n.ts';
import { LanguageMenu } from './language-menu.tsx';

afterEach(async () => {
  await changeLocale('zh_CN');
});

describe('sign-in language menu', () => {
  it('opens a menu of the six languages from the button named 语言', () => {
    render(<LanguageMenu />);
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '语言' }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['简体中文', '繁體中文', 'English', 'Deutsch', 'Tiếng Việt', 'Português (Brasil)']);
    expect(screen.getByRole('menuitem', { name: '简体中文' }).getAttribute('aria-current')).toBe('true');
  });

  it('switches the language, remembers it and renames itself', async () => {
    render(<LanguageMenu />);
    fireEvent.click(screen.getByRole('button', { name: '语言' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Language' })).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(window.localStorage.getItem('userLanguage')).toBe('en');
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('closes on Escape and moves through the items with the arrow keys', async () => {
    render(<LanguageMenu />);
    const button = screen.getByRole('button', { name: '语言' });
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('简体中文'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('繁體中文');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
