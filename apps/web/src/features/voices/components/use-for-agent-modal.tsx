import type { V1Voice } from '@vox/contracts';
import { App, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyAgents, useSetAgentVoice } from '../api/agent-voice.ts';

interface Props {
  voice: V1Voice | null;
  /** The agent the user came from (role config links here with ?agentId=). */
  preferredAgentId: string;
  onClose: () => void;
}

export function UseForAgentModal({ voice, preferredAgentId, onClose }: Props) {
  const { t } = useTranslation('voices');
  const { message } = App.useApp();
  const agents = useMyAgents(voice !== null);
  const save = useSetAgentVoice();
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const fallback = agents.data?.some((agent) => agent.id === preferredAgentId) ? preferredAgentId : agents.data?.[0]?.id;
  const agentId = picked ?? fallback;

  const close = () => {
    setPicked(undefined);
    onClose();
  };
  const submit = () => {
    if (!voice || !agentId) return;
    save.mutate(
      { agentId, ttsModelId: voice.tts_model_id, ttsVoiceId: voice.id },
      {
        onSuccess: () => {
          void message.success(t('use.saved', { name: voice.name }));
          close();
        },
      },
    );
  };

  return (
    <Modal
      open={voice !== null}
      title={t('use.title', { name: voice?.name ?? '' })}
      onCancel={close}
      onOk={submit}
      okButtonProps={{ disabled: !agentId }}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      {agents.data?.length === 0 ? (
        <Typography.Text type="secondary">{t('use.noAgents')}</Typography.Text>
      ) : (
        <Select
          aria-label={t('use.agent')}
          loading={agents.isLoading}
          value={agentId}
          onChange={setPicked}
          options={(agents.data ?? []).map((agent) => ({ value: agent.id, label: agent.agentName }))}
          placeholder={t('use.agent')}
          style={{ width: '100%' }}
        />
      )}
    </Modal>
  );
}
