import { DeleteOutlined, HistoryOutlined, MobileOutlined, RobotOutlined, SettingOutlined, SoundOutlined } from '../../../components/icons.tsx';
import { MEMORY_NONE_ID, type AgentSummary } from '@vox/contracts';
import { Badge, Button, Card, Flex, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { EmptyValue } from '../../../components/empty-value.tsx';
import { TimeAgo } from '../../../components/time-ago.tsx';
import { parseGmt8 } from '../../../lib/date-time.ts';
import { isFeatureOn } from '../../../lib/feature-flags.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { deviceManagementHref, roleConfigHref, voiceprintListHref } from '../utils/agent-links.ts';
import { promptPreview } from '../utils/prompt-preview.ts';
import styles from './agent-card.module.css';
import { DetailRow } from './detail-row.tsx';

interface Props {
  agent: AgentSummary;
  onDelete: (agent: AgentSummary) => void;
  onOpenChatHistory: (agent: AgentSummary) => void;
  /** Devices online now out of all bound; absent while it loads. */
  presence?: { online: number; total: number };
}

const voiceLabel = ({ ttsModelName, ttsVoiceName }: AgentSummary) =>
  [ttsModelName, ttsVoiceName].filter(Boolean).join(' · ');

/**
 * One of the card's actions, its label always whole: two a row, a label longer than half the card on a row of its
 * own, and one wider than the whole card wrapped.
 */
function CardAction({ icon, label, onClick }: { icon: ReactNode; label: string; onClick: () => void }) {
  return (
    <Button type="text" icon={icon} onClick={onClick} className={styles.action}>
      <span className={styles.actionLabel}>{label}</span>
    </Button>
  );
}

export function AgentCard({ agent, onDelete, onOpenChatHistory, presence }: Props) {
  const { t } = useTranslation('agents');
  // With no memory nothing new is recorded; what was recorded before stays readable.
  const noHistory = agent.memModelId === MEMORY_NONE_ID;
  // Feature voiceprintRecognition adds the card's way to the agent's voiceprints.
  const voiceprints = useSessionStore((state) => isFeatureOn(state.pubConfig.systemWebMenu, 'voiceprintRecognition'));
  const historyButton = <CardAction icon={<HistoryOutlined />} label={t('card.chatHistory')} onClick={() => onOpenChatHistory(agent)} />;
  return (
    <Card
      size="small"
      title={
        <Flex align="center" gap={8} style={{ minWidth: 0 }}>
          <RobotOutlined style={{ color: '#1677ff' }} />
          <Typography.Text strong ellipsis={{ tooltip: agent.agentName }}>{agent.agentName}</Typography.Text>
        </Flex>
      }
      extra={
        <Tooltip title={t('card.delete')}>
          <Button type="text" danger size="small" icon={<DeleteOutlined />} aria-label={t('card.deleteNamed', { name: agent.agentName })} onClick={() => onDelete(agent)} />
        </Tooltip>
      }
      actions={[
        <div key="actions" className={styles.actions}>
          <CardAction icon={<SettingOutlined />} label={t('card.configure')} onClick={() => navigateTo(roleConfigHref(agent.id))} />
          <CardAction icon={<MobileOutlined />} label={t('card.devices', { count: agent.deviceCount })} onClick={() => navigateTo(deviceManagementHref(agent.id))} />
          {noHistory ? <Tooltip title={t('card.chatHistoryOff')}>{historyButton}</Tooltip> : historyButton}
          {voiceprints ? <CardAction icon={<SoundOutlined />} label={t('card.voiceprints')} onClick={() => navigateTo(voiceprintListHref(agent.id))} /> : null}
        </div>,
      ]}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 6 } }}
    >
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ minHeight: 44, marginBottom: 4 }}>
        {agent.systemPrompt ? promptPreview(agent.systemPrompt, agent.agentName) : t('card.noPrompt')}
      </Typography.Paragraph>
      <DetailRow label={t('card.llm')}><EmptyValue value={agent.llmModelName} /></DetailRow>
      <DetailRow label={t('card.voice')}><EmptyValue value={voiceLabel(agent)} /></DetailRow>
      <DetailRow label={t('card.online')}>
        <Badge status={presence && presence.online > 0 ? 'success' : 'default'} text={presence ? `${presence.online} / ${presence.total}` : `— / ${agent.deviceCount}`} />
      </DetailRow>
      <DetailRow label={t('card.lastChat')}>
        <TimeAgo date={parseGmt8(agent.lastConnectedAt)} empty={<Typography.Text type="secondary">{t('card.neverChatted')}</Typography.Text>} />
      </DetailRow>
      {agent.tags.length > 0 ? (
        <Flex wrap gap={4} aria-label={t('tags.label')}>
          {agent.tags.map((tag) => <Tag key={tag.id} color="blue" style={{ marginInlineEnd: 0 }}>{tag.tagName}</Tag>)}
        </Flex>
      ) : null}
    </Card>
  );
}
