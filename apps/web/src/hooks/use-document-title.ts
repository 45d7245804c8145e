import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuTitleKey } from '../types/route-handle.ts';

/** "{screen} · {product}", following the language; the product name alone when the screen has no title. */
export function useDocumentTitle(titleKey: MenuTitleKey | undefined) {
  const { t } = useTranslation(['menu', 'common']);
  const title = titleKey ? t(titleKey, { ns: 'menu' }) : '';
  const product = t('app.name', { ns: 'common' });
  useEffect(() => {
    document.title = title ? `${title} · ${product}` : product;
  }, [title, product]);
}
