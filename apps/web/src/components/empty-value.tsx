import { isEmpty } from '@vox/contracts';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Shows a value, or the "none yet" placeholder (暂无) when `isEmpty` says it is empty. */
export function EmptyValue({ value, children }: { value: unknown; children?: ReactNode }) {
  const { t } = useTranslation();
  if (isEmpty(value)) return <Typography.Text type="secondary">{t('empty.none')}</Typography.Text>;
  return <>{children ?? String(value)}</>;
}
