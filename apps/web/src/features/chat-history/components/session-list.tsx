import { MessageOutlined } from '../../../components/icons.tsx';
import type { ChatSession } from '@vox/contracts';
import { Button, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import type { UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseGmt8 } from '../../../lib/date-time.ts';
import { calendarTime } from '../../../lib/relative-time.ts';
import { useTimeZone } from '../../../stores/ui-store.ts';
import type { ChatSessionsResult } from '../api/get-sessions.ts';

/** The next page loads when the list is scrolled to within 50 px of its end. */
const LOAD_MORE_WITHIN_PX = 50;

interface Props {
  selectedId: string | null;
  onSelect: (session: ChatSession) => void;
  sessions: ChatSessionsResult;
}

/** The session's title when the device server had one made, else its time; the time then goes below. */
function SessionLabel({ session }: { session: ChatSession }) {
  const { t } = useTranslation(['chat', 'time']);
  const zone = useTimeZone();
  const date = parseGmt8(session.createdAt);
  const when = date ? calendarTime(date, new Date(), zone) : null;
  const time = when ? t(when.key, { ns: 'time', time: when.time }) : session.createdAt;
  const title = session.title?.trim() || null;
  return (
    <Flex vertical style={{ minWidth: 0, flex: 1 }}>
      <Typography.Text ellipsis={{ tooltip: title ?? undefined }} data-session-title={title ? '' : undefined}>{title ?? time}</Typography.Text>
      <Flex gap={8} style={{ minWidth: 0 }}>
        {session.source === 'playground' ? <Tag color="purple" style={{ fontSize: 11, lineHeight: '16px', marginInlineEnd: 0 }} data-source="playground">{t('source.playground')}</Tag> : null}
        <Typography.Text type="secondary" style={{ fontSize: 12, flexShrink: 0 }}>{t('session.count', { count: session.chatCount })}</Typography.Text>
        {title ? <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>{time}</Typography.Text> : null}
      </Flex>
    </Flex>
  );
}

export function SessionList({ selectedId, onSelect, sessions }: Props) {
  const { t } = useTranslation('chat');
  const { data, isLoading, hasNextPage, isFetchingNextPage, fetchNextPage } = sessions;
  const list = data?.pages.flatMap((page) => page.list) ?? [];
  const onScroll = ({ currentTarget: box }: UIEvent<HTMLDivElement>) => {
    if (hasNextPage && !isFetchingNextPage && box.scrollHeight - box.scrollTop - box.clientHeight < LOAD_MORE_WITHIN_PX) void fetchNextPage();
  };
  if (isLoading) return <Skeleton active paragraph={{ rows: 6 }} style={{ padding: 12 }} />;
  if (list.length === 0) return <Empty description={t('session.none')} style={{ marginTop: 48 }} />;
  return (
    <div onScroll={onScroll} style={{ height: '100%', overflowY: 'auto' }} role="listbox" aria-label={t('session.title')}>
      {list.map((session) => {
        const selected = session.sessionId === selectedId;
        return (
          <Flex
            key={session.sessionId}
            role="option"
            aria-selected={selected}
            tabIndex={0}
            gap={10}
            align="center"
            onClick={() => onSelect(session)}
            onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ') && onSelect(session)}
            style={{ padding: '10px 12px', cursor: 'pointer', background: selected ? '#e6f4ff' : undefined, borderBottom: '1px solid #f0f0f0' }}
          >
            <MessageOutlined style={{ fontSize: 18, color: selected ? '#1677ff' : '#8c8c8c' }} />
            <SessionLabel session={session} />
          </Flex>
        );
      })}
      {hasNextPage ? (
        <Button type="link" block loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>{t('session.more')}</Button>
      ) : null}
    </div>
  );
}
