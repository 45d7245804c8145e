import { APP_LOCALES, type AppLocale } from '@vox/contracts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DROPDOWN_HIDE_DELAY_S, DROPDOWN_SHOW_DELAY_S } from '../../../config/ui.ts';
import { changeLocale } from '../../../lib/i18n/i18n.ts';
import { GlobeIcon } from './icons.tsx';
import styles from './language-menu.module.css';

/** Opens on hover (the dropdown delays) and on click; closes on Escape, Tab, a choice or a press outside. */
function useMenuState() {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const setLater = (next: boolean, delaySeconds: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), delaySeconds * 1000);
  };
  const setNow = (next: boolean) => {
    clearTimeout(timer.current);
    setOpen(next);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);
  return { open, wrapper, setLater, setNow };
}

/** Up and down move between the items, wrapping around. */
function moveFocus(event: KeyboardEvent<HTMLElement>, menu: HTMLElement | null) {
  const items = [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
  if (!step || items.length === 0) return;
  event.preventDefault();
  const index = items.indexOf(document.activeElement as HTMLElement);
  items.at((index + step) % items.length)?.focus();
}

/** The sign-in screens' language switch: a button named 语言/語言/Language opening a menu of the three languages. */
export function LanguageMenu() {
  // i18next's language, not the locale store's: the store starts in the default language in the build's prerender
  // and while React hydrates it, whereas i18next starts in the screen's.
  const { t, i18n } = useTranslation();
  const locale = i18n.language as AppLocale;
  const { open, wrapper, setLater, setNow } = useMenuState();
  const menuId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  const choose = (next: AppLocale) => {
    setNow(false);
    trigger.current?.focus();
    void changeLocale(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') trigger.current?.focus();
      setNow(false);
      return;
    }
    if (event.key === 'ArrowDown' && !open) {
      event.preventDefault();
      setNow(true);
      requestAnimationFrame(() => menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus());
      return;
    }
    moveFocus(event, menu.current);
  };

  return (
    <div
      ref={wrapper}
      className={styles.wrapper}
      onMouseEnter={() => setLater(true, DROPDOWN_SHOW_DELAY_S)}
      onMouseLeave={() => setLater(false, DROPDOWN_HIDE_DELAY_S)}
      onKeyDown={onKeyDown}
    >
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-label={t('language.label')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setNow(!open)}
      >
        <GlobeIcon />
        <span>{t(`language.${locale}`)}</span>
      </button>
      {open ? (
        <ul ref={menu} id={menuId} role="menu" aria-label={t('language.label')} className={styles.menu}>
          {APP_LOCALES.map((key) => (
            <li key={key} role="none">
              <button type="button" role="menuitem" aria-current={key === locale || undefined} className={styles.item} onClick={() => choose(key)}>
                {t(`language.${key}`)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
