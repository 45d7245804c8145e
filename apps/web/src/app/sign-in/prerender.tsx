import { APP_LOCALES, toAcceptLanguage, type AppLocale } from '@vox/contracts';
import i18next, { type ResourceKey } from 'i18next';
import { renderToString } from 'react-dom/server';
import { signInTree } from './sign-in-app.tsx';
import { SIGN_IN_SCREENS, type SignInScreen } from './sign-in-screens.ts';

/** The first-paint namespaces (lib/i18n/i18n.ts), which are all the sign-in screens use. */
const TEXTS = import.meta.glob<ResourceKey>('../../locales/*/{common,menu,auth}.json', { eager: true, import: 'default' });

const textsOf = (locale: AppLocale, namespace: string) => TEXTS[`../../locales/${locale}/${namespace}.json`] ?? {};

export interface PrerenderedScreen {
  screen: SignInScreen;
  locale: AppLocale;
  /** For <html lang>. */
  lang: string;
  title: string;
  /** What goes inside #root. */
  markup: string;
}

async function render(screen: SignInScreen, locale: AppLocale): Promise<PrerenderedScreen> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: locale,
    resources: { [locale]: { common: textsOf(locale, 'common'), menu: textsOf(locale, 'menu'), auth: textsOf(locale, 'auth') } },
    ns: ['common', 'menu', 'auth'],
    defaultNS: 'common',
    keySeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const page = await screen.page();
  const title = `${i18n.t(screen.titleKey, { ns: 'menu' })} · ${i18n.t('app.name')}`;
  return { screen, locale, lang: toAcceptLanguage(locale), title, markup: renderToString(signInTree(screen, page.default, i18n)) };
}

/**
 * Every prerendered sign-in screen in every language, as the browser's first render of it (public config not loaded yet, the
 * captcha picture loading). Run by the build (prerender-sign-in.ts), in Node.
 */
export function prerenderSignInScreens(): Promise<PrerenderedScreen[]> {
  const screens = SIGN_IN_SCREENS.filter((screen) => screen.prerendered);
  return Promise.all(screens.flatMap((screen) => APP_LOCALES.map((locale) => render(screen, locale))));
}
