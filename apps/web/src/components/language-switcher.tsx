import { GlobalOutlined } from './icons.tsx';
import { APP_LOCALES, type AppLocale } from '@vox/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../lib/i18n/i18n.ts';
import { useLocaleStore } from '../stores/locale-store.ts';
import { AppDropdown } from './app-dropdown.tsx';

export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((state) => state.locale);
  const items = APP_LOCALES.map((key) => ({ key, label: t(`language.${key}`) }));
  return (
    <AppDropdown
      menu={{ items, selectable: true, selectedKeys: [locale], onClick: ({ key }) => void changeLocale(key as AppLocale) }}
      placement="bottomRight"
      trigger={['hover', 'click']}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('language.label')}>
        {compact ? null : t(`language.${locale}`)}
      </Button>
    </AppDropdown>
  );
}
