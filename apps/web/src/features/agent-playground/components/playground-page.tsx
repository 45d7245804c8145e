import { Alert, Button, Card, Collapse, Flex, Grid } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlaygroundInfo } from '../api/playground-info.ts';
import { usePlaygroundChat } from '../hooks/use-playground-chat.ts';
import { Composer } from './composer.tsx';
import { SetupPanel } from './setup-panel.tsx';
import { Transcript } from './transcript.tsx';

/** The chat pane's height on wide screens: the window less the console's header, this page's title, the notice and the card's header. */
const WIDE_CHAT_HEIGHT = 'calc(100vh - 330px)';

/**
 * Talks to an agent as a device would: its saved settings, memory, knowledge and tools. Settings beside the chat on
 * wide screens; on phones the chat takes the screen and the settings fold above it.
 */
export function PlaygroundPage({ agentId, unsaved }: { agentId: string; unsaved: boolean }) {
  const { t } = useTranslation('playground');
  const wide = Grid.useBreakpoint().lg ?? false;
  const [deviceMac, setDeviceMac] = useState('');
  const [speaker, setSpeaker] = useState('');
  const [record, setRecord] = useState(true);
  const info = usePlaygroundInfo(agentId, { deviceMac, speaker });
  const chat = usePlaygroundChat(agentId, { deviceMac, speaker, record });
  const setup = <SetupPanel info={info.data} deviceMac={deviceMac} onDevice={setDeviceMac} speaker={speaker} onSpeaker={setSpeaker} record={record} onRecord={setRecord} />;
  const composer = <Composer busy={chat.busy} disabled={info.data?.llm.runnable === false} onSend={chat.send} onStop={chat.stop} />;
  const transcript = <Transcript agentId={agentId} turns={chat.turns} tts={{ type: info.data?.tts.type ?? null, playable: info.data?.tts.playable ?? false }} />;
  // Wide: the transcript scrolls inside the card. Phones: the page scrolls and the question box stays at the bottom.
  const conversation = wide ? (
    <Flex vertical gap={12} style={{ height: WIDE_CHAT_HEIGHT, minHeight: 360 }}>
      <div style={{ flex: 1, overflowY: 'auto', paddingRight: 4 }}>{transcript}</div>
      {composer}
    </Flex>
  ) : (
    <Flex vertical gap={12} style={{ minHeight: 'calc(100dvh - 420px)' }}>
      <div style={{ flex: 1 }}>{transcript}</div>
      <div style={{ position: 'sticky', bottom: 0, background: '#f5f7fa', padding: '8px 0' }}>{composer}</div>
    </Flex>
  );
  const notices = (
    <>
      <Alert type={unsaved ? 'warning' : 'info'} showIcon message={unsaved ? t('notice.unsaved') : t('notice.saved')} />
      {info.data && !info.data.llm.runnable ? <Alert type="warning" showIcon message={t('notice.notRunnable', { type: info.data.llm.type ?? '-' })} /> : null}
    </>
  );
  const newChat = <Button onClick={chat.reset} disabled={chat.turns.length === 0}>{t('composer.new')}</Button>;
  if (!wide) {
    return (
      <Flex vertical gap={10}>
        {notices}
        <Collapse size="small" items={[{ key: 'setup', label: t('setup.title'), children: setup }]} />
        <Flex justify="flex-end">{newChat}</Flex>
        {conversation}
      </Flex>
    );
  }
  return (
    <Flex vertical gap={12}>
      {notices}
      <Flex gap={16} align="stretch">
        <Card title={t('setup.title')} style={{ width: 340, flex: 'none' }} styles={{ body: { maxHeight: WIDE_CHAT_HEIGHT, overflowY: 'auto' } }}>
          {setup}
        </Card>
        <Card title={t('chat.title')} extra={newChat} style={{ flex: 1, minWidth: 0 }}>
          {conversation}
        </Card>
      </Flex>
    </Flex>
  );
}
