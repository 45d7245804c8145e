import { Divider, Empty, Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { calendarTime } from '../../../lib/relative-time.ts';
import { useTimeZone } from '../../../stores/ui-store.ts';
import { useChatMessages } from '../api/get-messages.ts';
import { useAudioPlayer } from '../hooks/use-audio-player.ts';
import { messageTimeline } from '../utils/message-timeline.ts';
import { MessageBubble } from './message-bubble.tsx';

export function MessageList({ agentId, sessionId }: { agentId: string; sessionId: string }) {
  const { t } = useTranslation(['chat', 'time']);
  const { data: messages = [], isLoading } = useChatMessages(agentId, sessionId);
  const player = useAudioPlayer();
  const zone = useTimeZone();
  if (isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (messages.length === 0) return <Empty description={t('message.none')} />;
  return (
    <Flex vertical gap={12}>
      {messageTimeline(messages).map((item) => {
        if (item.kind === 'message') return <MessageBubble key={item.key} message={item.message} date={item.date} zone={zone} player={player} />;
        const { key, time } = calendarTime(item.date, new Date(), zone);
        return (
          <Divider key={item.key} plain style={{ margin: '4px 0', fontSize: 12, color: '#8c8c8c' }}>
            {t(key, { ns: 'time', time })}
          </Divider>
        );
      })}
    </Flex>
  );
}
