import { PLAYGROUND_MESSAGE_MAX } from '@vox/contracts';
import { Button, Flex, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  busy: boolean;
  /** The model cannot run here: nothing to send to. */
  disabled: boolean;
  onSend: (question: string) => void;
  onStop: () => void;
}

/** The question box: Enter sends (Shift+Enter and an open input method do not); while an answer streams, Stop ends it. */
export function Composer({ busy, disabled, onSend, onStop }: Props) {
  const { t } = useTranslation('playground');
  const [draft, setDraft] = useState('');
  const submit = () => {
    const question = draft.trim();
    if (!question || busy || disabled) return;
    onSend(question);
    setDraft('');
  };
  return (
    <Flex gap={8} align="flex-end">
      <Input.TextArea
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onPressEnter={(event) => {
          if (event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          submit();
        }}
        autoSize={{ minRows: 1, maxRows: 5 }}
        placeholder={t('composer.placeholder')}
        aria-label={t('composer.placeholder')}
        maxLength={PLAYGROUND_MESSAGE_MAX}
      />
      {/* Keys keep the two buttons apart: reused, Send fades in from Stop's red after every answer. */}
      {busy ? (
        <Button key="stop" danger onClick={onStop}>{t('composer.stop')}</Button>
      ) : (
        <Button key="send" type="primary" onClick={submit} disabled={draft.trim() === '' || disabled}>{t('composer.send')}</Button>
      )}
    </Flex>
  );
}
