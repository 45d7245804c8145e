import { DEVICE_ALIAS_MAX } from '@vox/contracts';
import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  alias: string | null;
  /** Rejects with the reason when the server refuses the remark. */
  onSave: (alias: string) => Promise<void>;
}

/**
 * Click to edit; Enter or leaving the field saves, Escape cancels. A remark past the limit is refused with the limit,
 * never cut: a pasted text would otherwise lose its end unnoticed. A refused remark, here or by the server, keeps the
 * editor open with the text typed and the reason under it.
 */
export function RemarkCell({ alias, onSave }: Props) {
  const { t } = useTranslation('devices');
  const { t: tc } = useTranslation('common');
  const text = alias ?? '';
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const editing = draft !== null;
  const close = () => {
    setDraft(null);
    setError(null);
  };
  const save = (next: string) => {
    setDraft(next);
    const remark = next.trim();
    if (remark.length > DEVICE_ALIAS_MAX) return setError(tc('form.tooLong', { max: DEVICE_ALIAS_MAX, count: remark.length }));
    if (remark === text) return close();
    setError(null);
    onSave(remark).then(close, (failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)));
  };
  return (
    <Flex vertical gap={4}>
      <Typography.Text
        type={text ? undefined : 'secondary'}
        editable={{
          text: draft ?? text,
          editing,
          tooltip: t('remark.edit'),
          triggerType: ['icon', 'text'],
          onStart: () => setDraft(text),
          onCancel: close,
          onChange: save,
        }}
        style={{ margin: 0 }}
      >
        {text || t('remark.placeholder')}
      </Typography.Text>
      {editing && error ? (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
