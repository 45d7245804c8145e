import { MEMORY_PROMPT_MAX, type MemoryContainer } from '@vox/contracts';
import { App, Button, Card, Flex, Input, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateMemory } from '../api/memories.ts';

/** Memory on or off, and the extra instruction the extraction follows. */
export function MemorySettingsCard({ memory }: { memory: MemoryContainer }) {
  const { t } = useTranslation('memories');
  const { message } = App.useApp();
  const update = useUpdateMemory(memory.id);
  const [prompt, setPrompt] = useState(memory.memory_prompt);
  return (
    <Card title={t('settings.title')} variant="borderless">
      <Flex vertical gap={12}>
        <Flex gap={12} align="center" wrap>
          <Switch
            checked={memory.is_enabled}
            loading={update.isPending}
            aria-label={t('settings.enabled')}
            onChange={(enabled) => update.mutate({ enabled }, { onSuccess: () => void message.success(enabled ? t('toast.on') : t('toast.off')) })}
          />
          <Typography.Text strong>{memory.is_enabled ? t('settings.on') : t('settings.off')}</Typography.Text>
        </Flex>
        <Typography.Text type="secondary">{memory.is_enabled ? t('settings.onHint') : t('settings.offHint')}</Typography.Text>
        <label htmlFor="memory-prompt">
          <Typography.Text strong>{t('settings.prompt')}</Typography.Text>
        </label>
        <Input.TextArea id="memory-prompt" rows={3} maxLength={MEMORY_PROMPT_MAX} showCount value={prompt} placeholder={t('settings.promptPlaceholder')} onChange={(event) => setPrompt(event.target.value)} />
        <Flex justify="end" style={{ marginTop: 8 }}>
          <Button
            type="primary"
            disabled={prompt === memory.memory_prompt}
            loading={update.isPending}
            onClick={() => update.mutate({ memory_prompt: prompt }, { onSuccess: () => void message.success(t('toast.saved')) })}
          >
            {t('action.savePrompt')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
