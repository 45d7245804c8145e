import type { AppLocale } from '@vox/contracts';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';

const antdLoaders: Record<AppLocale, () => Promise<{ default: Locale }>> = {
  zh_CN: () => import('antd/es/locale/zh_CN.js'),
  zh_TW: () => import('antd/es/locale/zh_TW.js'),
  en: () => import('antd/es/locale/en_US.js'),
  de: () => import('antd/es/locale/de_DE.js'),
  vi: () => import('antd/es/locale/vi_VN.js'),
  pt_BR: () => import('antd/es/locale/pt_BR.js'),
};

const dayjsLocales: Record<AppLocale, { name: string; load: () => Promise<unknown> }> = {
  zh_CN: { name: 'zh-cn', load: () => import('dayjs/locale/zh-cn.js') },
  zh_TW: { name: 'zh-tw', load: () => import('dayjs/locale/zh-tw.js') },
  en: { name: 'en', load: () => Promise.resolve() },
  de: { name: 'de', load: () => import('dayjs/locale/de.js') },
  vi: { name: 'vi', load: () => import('dayjs/locale/vi.js') },
  pt_BR: { name: 'pt-br', load: () => import('dayjs/locale/pt-br.js') },
};

const loadedAntd = new Map<AppLocale, Locale>();

export const getAntdLocale = (locale: AppLocale): Locale | undefined => loadedAntd.get(locale);

/** antd's component texts and dayjs's date names switch together with i18next. */
export async function loadUiLocale(locale: AppLocale): Promise<void> {
  const dayjsLocale = dayjsLocales[locale];
  const [antd] = await Promise.all([antdLoaders[locale](), dayjsLocale.load()]);
  loadedAntd.set(locale, antd.default);
  dayjs.locale(dayjsLocale.name);
}
