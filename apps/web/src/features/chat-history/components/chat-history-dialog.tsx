import type { ChatSession } from '@vox/contracts';
import { Drawer, Empty, Flex, Grid, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatSessions, type SessionSource } from '../api/get-sessions.ts';
import { MessagePane } from './message-pane.tsx';
import { SessionList } from './session-list.tsx';

export interface ChatHistoryTarget {
  id: string;
  agentName: string;
  /** Opens at this session (e.g. the one a memory came from) instead of the newest. */
  sessionId?: string;
}

/** Sessions beside messages on wide screens (the newest opens at once); on phones one after the other. */
function ChatHistoryPanes({ agentId, wide, sessionId }: { agentId: string; wide: boolean; sessionId?: string | undefined }) {
  const { t } = useTranslation('chat');
  const [source, setSource] = useState<SessionSource>('');
  const sessions = useChatSessions(agentId, source);
  // The messages need only the session's id; the list marks it once loaded.
  const [picked, setPicked] = useState<ChatSession | null>(sessionId ? { sessionId, createdAt: '', chatCount: 0, title: null, source: 'device' } : null);
  const selected = picked ?? (wide ? (sessions.data?.pages[0]?.list[0] ?? null) : null);
  const list = (
    <Flex vertical style={{ height: '100%' }}>
      <Select
        size="small"
        value={source}
        onChange={setSource}
        options={[{ value: '', label: t('source.all') }, { value: 'device', label: t('source.device') }, { value: 'playground', label: t('source.playground') }]}
        aria-label={t('source.label')}
        style={{ margin: 8, flex: 'none' }}
      />
      <div style={{ flex: 1, minHeight: 0 }}>
        <SessionList selectedId={selected?.sessionId ?? null} onSelect={setPicked} sessions={sessions} />
      </div>
    </Flex>
  );
  if (!wide) return selected ? <MessagePane agentId={agentId} session={selected} onBack={() => setPicked(null)} /> : list;
  return (
    <Flex style={{ height: '100%', border: '1px solid #f0f0f0', borderRadius: 8, overflow: 'hidden' }}>
      <div style={{ width: 240, flex: 'none', borderRight: '1px solid #f0f0f0' }}>{list}</div>
      <div style={{ flex: 1, minWidth: 0 }}>
        {selected ? <MessagePane agentId={agentId} session={selected} /> : <Empty description={t('session.pick')} style={{ marginTop: 96 }} />}
      </div>
    </Flex>
  );
}

/** The chat history of one agent: a dialog, or a full-height drawer on phones. */
export function ChatHistoryDialog({ agent, onClose }: { agent: ChatHistoryTarget | null; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const wide = Grid.useBreakpoint().md ?? false;
  const title = t('dialog.title', { name: agent?.agentName ?? '' });
  const body = agent ? <ChatHistoryPanes key={`${agent.id}:${agent.sessionId ?? ''}`} agentId={agent.id} wide={wide} sessionId={agent.sessionId} /> : null;
  if (wide) {
    return (
      <Modal open={agent !== null} title={title} onCancel={onClose} footer={null} width={1080} destroyOnHidden styles={{ body: { height: 'min(66vh, 640px)' } }}>
        {body}
      </Modal>
    );
  }
  return (
    <Drawer open={agent !== null} title={title} onClose={onClose} placement="bottom" size="92%" destroyOnHidden styles={{ body: { padding: 0 } }}>
      {body}
    </Drawer>
  );
}
