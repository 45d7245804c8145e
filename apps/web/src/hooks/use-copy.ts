import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { copyText } from '../lib/clipboard.ts';

/** Copies text and says whether it worked (the common "copied" / "select it yourself" toasts). */
export function useCopy() {
  const { t } = useTranslation('common');
  const { message } = App.useApp();
  return async (text: string) => {
    if (await copyText(text)) void message.success(t('action.copied'));
    else void message.error(t('action.copyFailed'));
  };
}
