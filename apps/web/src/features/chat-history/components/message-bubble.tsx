import { RobotOutlined, ToolOutlined, UserOutlined } from '../../../components/icons.tsx';
import { CHAT_TYPE, type ChatMessage } from '@vox/contracts';
import { Avatar, Flex, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { formatDateTime } from '../../../lib/date-time.ts';
import type { AudioPlayer } from '../hooks/use-audio-player.ts';
import { parseMessageContent } from '../utils/message-content.ts';
import { AudioButton } from './audio-button.tsx';
import { ToolText } from './tool-text.tsx';

const BUBBLE: Record<'user' | 'agent' | 'tool', CSSProperties> = {
  user: { background: '#1677ff', color: '#fff', borderRadius: '12px 4px 12px 12px' },
  agent: { background: '#fff', border: '1px solid #e5e8ef', borderRadius: '4px 12px 12px 12px' },
  tool: { background: '#fffbe6', border: '1px dashed #e8d48a', borderRadius: 8, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' },
};

const roleOf = (chatType: number) => (chatType === CHAT_TYPE.USER ? 'user' : chatType === CHAT_TYPE.TOOL ? 'tool' : 'agent');
const AVATAR = { user: <UserOutlined />, agent: <RobotOutlined />, tool: <ToolOutlined /> };
const AVATAR_COLOR = { user: '#1677ff', agent: '#52c41a', tool: '#d4b106' };

/** User on the right, agent on the left, tool calls in their own muted style; content is text, never HTML. */
export function MessageBubble({ message, date, zone, player }: { message: ChatMessage; date: Date | null; zone: string; player: AudioPlayer }) {
  const role = roleOf(message.chatType);
  const { parts, speaker } = parseMessageContent(message.content);
  return (
    <Flex gap={8} align="flex-start" style={{ flexDirection: role === 'user' ? 'row-reverse' : 'row' }} data-chat-role={role}>
      <Avatar size="small" icon={AVATAR[role]} style={{ background: AVATAR_COLOR[role], flex: 'none' }} />
      <Flex vertical gap={2} align={role === 'user' ? 'flex-end' : 'flex-start'} style={{ maxWidth: 'min(80%, 560px)', minWidth: 0 }}>
        {speaker ? <Typography.Text type="secondary" style={{ fontSize: 12 }}>{speaker}</Typography.Text> : null}
        <div style={{ ...BUBBLE[role], padding: '8px 12px', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} title={date ? formatDateTime(date, zone) : undefined}>
          {parts.map((part, index) =>
            part.kind === 'text' ? <span key={index}>{part.text}</span> : <ToolText key={index} text={part.text} result={part.kind === 'tool_result'} />,
          )}
        </div>
      </Flex>
      {message.audioId ? <AudioButton audioId={message.audioId} player={player} /> : null}
    </Flex>
  );
}
