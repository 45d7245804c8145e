import { ArrowLeftOutlined } from '../../../components/icons.tsx';
import type { ChatSession } from '@vox/contracts';
import { Button, Flex, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useChatMessages } from '../api/get-messages.ts';
import { maskMac } from '../utils/message-timeline.ts';
import { DownloadButtons } from './download-buttons.tsx';
import { MessageList } from './message-list.tsx';

interface Props {
  agentId: string;
  session: ChatSession;
  /** Phones show one pane at a time; this leads back to the sessions. */
  onBack?: () => void;
}

export function MessagePane({ agentId, session, onBack }: Props) {
  const { t } = useTranslation('chat');
  const { data: messages = [] } = useChatMessages(agentId, session.sessionId);
  const mac = messages[0]?.macAddress;
  return (
    <Flex vertical style={{ height: '100%', minWidth: 0 }}>
      <Flex align="center" justify="space-between" gap={8} wrap style={{ padding: '8px 12px', borderBottom: '1px solid #f0f0f0' }}>
        <Flex align="center" gap={8} style={{ minWidth: 0 }}>
          {onBack ? <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('session.back')} onClick={onBack} /> : null}
          {mac ? (
            <Tooltip title={mac}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('message.device', { mac: maskMac(mac) })}</Typography.Text>
            </Tooltip>
          ) : null}
        </Flex>
        <DownloadButtons agentId={agentId} sessionId={session.sessionId} compact={Boolean(onBack)} />
      </Flex>
      <div style={{ flex: 1, overflowY: 'auto', padding: 16, background: '#f7f8fa' }}>
        <MessageList agentId={agentId} sessionId={session.sessionId} />
      </div>
    </Flex>
  );
}
