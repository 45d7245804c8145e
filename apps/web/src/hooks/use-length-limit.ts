import type { FormRule, InputProps } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A text limit that never cuts what the user typed or pasted (antd's maxLength does, silently): the count turns red
 * past the limit and the form refuses to save, naming the limit.
 */
export function useLengthLimit(max: number): { count: InputProps['count']; rule: FormRule } {
  const { t } = useTranslation('common');
  return { count: { show: true, max }, rule: { max, message: t('form.maxChars', { max }) } };
}
