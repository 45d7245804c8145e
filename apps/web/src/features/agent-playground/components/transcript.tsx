import { RobotOutlined } from '../../../components/icons.tsx';
import { Empty, Flex, Tag, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Turn } from '../utils/transcript.ts';
import { PlayButton } from './play-button.tsx';
import { ToolStepCard } from './tool-step.tsx';
import { TurnErrorAlert } from './turn-error.tsx';

const bubble = { padding: '8px 12px', borderRadius: 10, maxWidth: '85%', whiteSpace: 'pre-wrap', wordBreak: 'break-word' } as const;

interface Props {
  agentId: string;
  turns: readonly Turn[];
  tts: { type: string | null; playable: boolean };
}

/** The conversation so far: questions on the right; tool calls, answers and failures on the left, newest at the bottom. */
export function Transcript({ agentId, turns, tts }: Props) {
  const { t } = useTranslation('playground');
  const end = useRef<HTMLDivElement>(null);
  const last = turns.at(-1);
  // A block body: newer browsers' scrollIntoView returns a promise, which React would take for a cleanup.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [turns.length, last?.answer, last?.tools.length]);
  if (turns.length === 0) return <Empty image={<RobotOutlined style={{ fontSize: 40, color: '#bfbfbf' }} />} description={t('empty')} style={{ marginTop: 48 }} />;
  return (
    <Flex vertical gap={12} aria-live="polite">
      {turns.map((turn) => (
        <Flex key={turn.id} vertical gap={8} data-turn={turn.live ? 'live' : 'done'}>
          <Flex justify="flex-end">
            <div style={{ ...bubble, background: '#1677ff', color: '#fff' }}>{turn.question}</div>
          </Flex>
          {turn.tools.map((step) => <ToolStepCard key={step.id} step={step} />)}
          {turn.answer || turn.live ? (
            <Flex vertical align="flex-start" gap={2}>
              <div style={{ ...bubble, background: '#f5f5f5' }} data-answer>
                {turn.answer || <Typography.Text type="secondary">{t('thinking')}</Typography.Text>}
              </div>
              {!turn.live ? (
                <Flex gap={4} align="center" wrap>
                  <PlayButton agentId={agentId} text={turn.answer} ttsType={tts.type} playable={tts.playable} />
                  {turn.stopped ? <Tag>{t('stopped')}</Tag> : null}
                  {turn.saved ? <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('saved')}</Typography.Text> : null}
                </Flex>
              ) : null}
            </Flex>
          ) : null}
          {turn.error ? <TurnErrorAlert error={turn.error} /> : null}
        </Flex>
      ))}
      <div ref={end} />
    </Flex>
  );
}
