import { CLONE_SAMPLE_MAX_SECONDS, CLONE_SAMPLE_MIN_SECONDS, type VoiceClone } from '@vox/contracts';
import { Alert, Button, Card, Flex, Progress, Result, Slider, Space, Spin, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AudioOutlined, PlayCircleOutlined, UploadOutlined } from '../../../components/icons.tsx';
import { UploadProgress } from '../../../components/upload-progress.tsx';
import { paths } from '../../../config/paths.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import { uploadFile } from '../../../lib/upload.ts';
import { useUpdateVoiceClone, useVoiceClone } from '../api/voice-clones.ts';
import { selectionAsWav } from '../utils/wav.ts';
import { StateTag } from './state-tag.tsx';
import { useRecorder } from './use-recorder.ts';
import { Waveform } from './waveform.tsx';

const round = (seconds: number) => Math.round(seconds * 10) / 10;
const messageOf = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/**
 * Training a slot (/voice-clone-train?id=): record from the microphone or pick a file, see the waveform,
 * keep 8-60 s of it, send the selection as 16 kHz mono WAV with upload progress, then follow the state.
 */
export function VoiceCloneTrainPage() {
  const { t } = useTranslation('voiceClones');
  const id = useSearchParams()[0].get('id') ?? '';
  const clone = useVoiceClone(id);
  const [audio, setAudio] = useState<AudioBuffer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const load = async (blob: Blob) => {
    setProblem(null);
    try {
      const context = new AudioContext();
      const decoded = await context.decodeAudioData(await blob.arrayBuffer());
      void context.close();
      setAudio(decoded);
    } catch {
      setProblem(t('train.notAudio'));
    }
  };

  // Without ?id= the query never runs: isLoading (pending and fetching) is false then, so the not-found state shows.
  if (clone.isLoading) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (!clone.data) {
    const title = id ? t('train.missing') : t('train.noSlot');
    return <Result status="404" title={title} extra={<Button onClick={() => navigateTo(paths.voiceClone)}>{t('action.back')}</Button>} />;
  }
  const slot = clone.data;

  return (
    <Card title={t('train.title', { name: slot.name })} extra={<StateTag state={slot.state} />}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <SlotStatus slot={slot} />
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t('train.guide', { min: CLONE_SAMPLE_MIN_SECONDS, max: CLONE_SAMPLE_MAX_SECONDS })}</Typography.Paragraph>
        <SampleSource disabled={slot.state === 'Training'} onSample={(blob) => void load(blob)} />
        {audio ? <SampleEditor key={audio.length} id={slot.id} audio={audio} onSent={() => setAudio(null)} onProblem={setProblem} /> : null}
        {problem ? <Alert type="error" showIcon message={problem} /> : null}
        <Button type="link" style={{ padding: 0 }} onClick={() => navigateTo(paths.voiceClone)}>{t('action.back')}</Button>
      </Space>
    </Card>
  );
}

function SlotStatus({ slot }: { slot: VoiceClone }) {
  const { t } = useTranslation('voiceClones');
  return (
    <>
      {slot.state === 'Training' ? <Alert type="info" showIcon message={t('train.training')} /> : null}
      {slot.state === 'Success' && slot.demo_url ? (
        <Alert type="success" showIcon message={t('train.success')} description={<audio controls preload="none" src={slot.demo_url} style={{ width: '100%', maxWidth: 420 }} aria-label={t('demo')} />} />
      ) : null}
      {slot.error ? <Alert type="error" showIcon message={t('trainError', { error: slot.error })} /> : null}
    </>
  );
}

/** The microphone (with a level meter) or a file. */
function SampleSource({ disabled, onSample }: { disabled: boolean; onSample: (blob: Blob) => void }) {
  const { t } = useTranslation('voiceClones');
  const recorder = useRecorder();
  const fileInput = useRef<HTMLInputElement>(null);
  const onRecord = async () => {
    if (!recorder.recording) return void recorder.start();
    const blob = await recorder.stop();
    if (blob) onSample(blob);
  };
  return (
    <>
      <Flex gap={8} wrap align="center">
        <Button type={recorder.recording ? 'default' : 'primary'} danger={recorder.recording} icon={<AudioOutlined />} disabled={disabled} onClick={() => void onRecord()}>
          {recorder.recording ? t('train.stop') : t('train.record')}
        </Button>
        <Button icon={<UploadOutlined />} disabled={disabled || recorder.recording} onClick={() => fileInput.current?.click()}>
          {t('train.pickFile')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="audio/*"
          hidden
          aria-label={t('train.pickFile')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onSample(file);
          }}
        />
        {recorder.recording ? (
          <Flex align="center" gap={8}>
            <Progress percent={Math.round(recorder.level * 100)} showInfo={false} size="small" style={{ width: 120, margin: 0 }} aria-label={t('train.level')} />
            <Typography.Text>{t('train.elapsed', { seconds: Math.floor(recorder.seconds) })}</Typography.Text>
          </Flex>
        ) : null}
      </Flex>
      {recorder.error ? <Alert type="warning" showIcon message={t('train.micDenied', { error: recorder.error })} /> : null}
    </>
  );
}

/** Waveform, trim to 8-60 s, listen, and send the selection. */
function SampleEditor({ id, audio, onSent, onProblem }: { id: string; audio: AudioBuffer; onSent: () => void; onProblem: (text: string | null) => void }) {
  const { t } = useTranslation('voiceClones');
  const update = useUpdateVoiceClone();
  const [range, setRange] = useState<[number, number]>([0, round(Math.min(audio.duration, CLONE_SAMPLE_MAX_SECONDS))]);
  const [percent, setPercent] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const length = round(range[1] - range[0]);
  const fits = length >= CLONE_SAMPLE_MIN_SECONDS && length <= CLONE_SAMPLE_MAX_SECONDS;

  const play = () => {
    const context = new AudioContext();
    const source = context.createBufferSource();
    source.buffer = audio;
    source.connect(context.destination);
    source.onended = () => void context.close();
    source.start(0, range[0], length);
  };
  const send = async () => {
    setSending(true);
    onProblem(null);
    setPercent(0);
    try {
      const wav = await selectionAsWav(audio, range[0], range[1]);
      const uploaded = await uploadFile({ file: new File([wav], 'sample.wav', { type: 'audio/wav' }), type: 'voice', onProgress: setPercent });
      await update.mutateAsync({ id, body: { key: uploaded.key } });
      onSent();
    } catch (failure) {
      onProblem(messageOf(failure));
      setPercent(null);
    } finally {
      setSending(false);
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Waveform audio={audio} start={range[0]} end={range[1]} label={t('train.waveform')} />
      <Slider range min={0} max={round(audio.duration)} step={0.1} value={range} onChange={(value) => setRange([value[0]!, value[1]!])} aria-label={t('train.trim')} tooltip={{ formatter: (value) => `${value ?? 0} s` }} />
      <Flex gap={8} wrap align="center" justify="space-between">
        <Typography.Text type={fits ? undefined : 'danger'} data-testid="selection-length">
          {t('train.selection', { start: range[0], end: range[1], length })}
          {fits ? '' : ` · ${t('train.outOfRange', { min: CLONE_SAMPLE_MIN_SECONDS, max: CLONE_SAMPLE_MAX_SECONDS })}`}
        </Typography.Text>
        <Space wrap>
          <Button icon={<PlayCircleOutlined />} onClick={play}>{t('train.play')}</Button>
          <Button type="primary" disabled={!fits} loading={sending} onClick={() => void send()}>{t('train.submit')}</Button>
        </Space>
      </Flex>
      <UploadProgress percent={percent} active={sending} label={t('train.progress')} />
    </Space>
  );
}
