import { CopyOutlined } from '../../../components/icons.tsx';
import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCopy } from '../../../hooks/use-copy.ts';

/** A read-only value with a copy button that also works on a plain-http LAN console. */
export function CopyField({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('common');
  const copy = useCopy();
  return (
    <Space.Compact style={{ width: '100%', maxWidth: 640 }}>
      <Input readOnly value={value} aria-label={label} onFocus={(event) => event.target.select()} style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }} />
      <Button type="primary" icon={<CopyOutlined />} onClick={() => void copy(value)}>{t('action.copy')}</Button>
    </Space.Compact>
  );
}
