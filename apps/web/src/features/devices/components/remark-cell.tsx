import { DEVICE_ALIAS_MAX } from '@vox/contracts';
import { App, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Click to edit; Enter or leaving the field saves, Escape cancels. A remark past the limit is refused with the limit,
 * never cut: a pasted text would otherwise lose its end unnoticed.
 */
export function RemarkCell({ alias, onSave }: { alias: string | null; onSave: (alias: string) => void }) {
  const { t } = useTranslation('devices');
  const { t: tc } = useTranslation('common');
  const { message } = App.useApp();
  const text = alias ?? '';
  return (
    <Typography.Text
      type={text ? undefined : 'secondary'}
      editable={{
        text,
        tooltip: t('remark.edit'),
        triggerType: ['icon', 'text'],
        onChange: (next) => {
          const remark = next.trim();
          if (remark.length > DEVICE_ALIAS_MAX) return void message.error(tc('form.tooLong', { max: DEVICE_ALIAS_MAX, count: remark.length }));
          if (remark !== text) onSave(remark);
        },
      }}
      style={{ margin: 0 }}
    >
      {text || t('remark.placeholder')}
    </Typography.Text>
  );
}
