import { DEVICE_ALIAS_MAX } from '@vox/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Click to edit; Enter or leaving the field saves, Escape cancels. */
export function RemarkCell({ alias, onSave }: { alias: string | null; onSave: (alias: string) => void }) {
  const { t } = useTranslation('devices');
  const text = alias ?? '';
  return (
    <Typography.Text
      type={text ? undefined : 'secondary'}
      editable={{
        text,
        maxLength: DEVICE_ALIAS_MAX,
        tooltip: t('remark.edit'),
        triggerType: ['icon', 'text'],
        onChange: (next) => {
          if (next.trim() !== text) onSave(next.trim());
        },
      }}
      style={{ margin: 0 }}
    >
      {text || t('remark.placeholder')}
    </Typography.Text>
  );
}
