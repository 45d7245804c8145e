import { VOICEPRINT_INTRODUCE_MAX, VOICEPRINT_NAME_MAX, VOICEPRINT_NAME_PATTERN, type Voiceprint } from '@vox/contracts';
import { Alert, App, Button, Flex, Form, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { LoadingOutlined, PauseCircleOutlined, SoundOutlined } from '../../../components/icons.tsx';
import { useSaveVoiceprint, useUtterances } from '../api/voiceprints.ts';
import { useUtterancePlayer, type UtterancePlayer } from '../hooks/use-utterance-player.ts';
import { utteranceText } from '../utils/utterance-text.ts';

interface Values {
  audioId: string;
  sourceName: string;
  introduce: string;
}

interface Props {
  agentId: string;
  subject: Voiceprint | 'new' | null;
  wide: boolean;
  onClose: () => void;
}

function PlayButton({ audioId, player }: { audioId: string; player: UtterancePlayer }) {
  const { t } = useTranslation('voiceprints');
  const mine = player.current?.audioId === audioId ? player.current : null;
  const label = mine ? t('audio.stop') : t('audio.play');
  return (
    <Button
      type="text"
      size="small"
      shape="circle"
      aria-label={label}
      title={label}
      icon={mine ? mine.playing ? <PauseCircleOutlined /> : <LoadingOutlined /> : <SoundOutlined />}
      // Inside an option: playing must not choose it or close the list.
      onMouseDown={(event) => event.stopPropagation()}
      onClick={(event) => {
        event.stopPropagation();
        player.toggle(audioId);
      }}
    />
  );
}

/** Add or edit a voiceprint: one of the agent's recent utterances (playable), a name and a description. */
export function VoiceprintDialog({ agentId, subject, wide, onClose }: Props) {
  const { t } = useTranslation('voiceprints');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveVoiceprint();
  const utterances = useUtterances(agentId, subject !== null);
  const player = useUtterancePlayer();
  const [refused, setRefused] = useState<string | null>(null);
  const chosen = Form.useWatch('audioId', form);

  const options = (utterances.data ?? []).map((utterance) => ({ value: utterance.audioId, label: utteranceText(utterance.content) || t('utterance.noText') }));
  // An edited voiceprint's utterance may have dropped out of the last 50: it stays choosable.
  if (subject && subject !== 'new' && !options.some((option) => option.value === subject.audioId)) options.unshift({ value: subject.audioId, label: t('utterance.current') });

  return (
    <FormDialog<Values, Voiceprint>
      subject={subject}
      title={(editing) => (editing ? t('dialog.edit') : t('dialog.add'))}
      form={form}
      valuesOf={(editing) => ({ audioId: editing?.audioId, sourceName: editing?.sourceName ?? '', introduce: editing?.introduce ?? '' })}
      onOpen={() => setRefused(null)}
      onSubmit={async (values, editing) => {
        setRefused(null);
        const fields = { audioId: values.audioId, sourceName: values.sourceName.trim(), introduce: values.introduce.trim() };
        try {
          await save.mutateAsync(editing ? { kind: 'edit', id: editing.id, ...fields } : { kind: 'add', agentId, ...fields });
        } catch (error) {
          setRefused(error instanceof Error ? error.message : String(error));
          throw error;
        }
        void message.success(t(editing ? 'toast.updated' : 'toast.added'));
        onClose();
      }}
      onClose={onClose}
      pending={save.isPending}
      width={wide ? 600 : undefined}
      notice={refused ? <Alert type="error" showIcon title={refused} style={{ marginBottom: 12 }} data-testid="voiceprint-refused" /> : null}
    >
      <Form.Item label={t('field.audio')} required extra={<Typography.Text type="secondary">{t('hint.audio')}</Typography.Text>}>
        <Flex gap={4} align="center">
          <Form.Item name="audioId" noStyle rules={[{ required: true, message: t('validation.audio') }]}>
            <Select
              aria-label={t('field.audio')}
              placeholder={t('placeholder.audio')}
              loading={utterances.isFetching}
              notFoundContent={utterances.isFetching ? null : t('utterance.none')}
              options={options}
              optionRender={(option) => (
                <Flex gap={6} align="center" style={{ minWidth: 0 }}>
                  <PlayButton audioId={String(option.value)} player={player} />
                  <Typography.Text ellipsis style={{ minWidth: 0 }}>{option.label}</Typography.Text>
                </Flex>
              )}
              style={{ flex: 1, minWidth: 0 }}
            />
          </Form.Item>
          {chosen ? <PlayButton audioId={chosen} player={player} /> : null}
        </Flex>
      </Form.Item>
      <Form.Item name="sourceName" label={t('field.sourceName')} rules={[{ required: true, whitespace: true, message: t('validation.sourceName') }, { max: VOICEPRINT_NAME_MAX, message: t('validation.tooLong', { max: VOICEPRINT_NAME_MAX }) }, { pattern: VOICEPRINT_NAME_PATTERN, message: t('validation.comma') }]}>
        <Input maxLength={VOICEPRINT_NAME_MAX} placeholder={t('placeholder.sourceName')} />
      </Form.Item>
      <Form.Item name="introduce" label={t('field.introduce')} rules={[{ required: true, whitespace: true, message: t('validation.introduce') }, { max: VOICEPRINT_INTRODUCE_MAX, message: t('validation.tooLong', { max: VOICEPRINT_INTRODUCE_MAX }) }]}>
        <Input.TextArea rows={3} maxLength={VOICEPRINT_INTRODUCE_MAX} showCount placeholder={t('placeholder.introduce')} />
      </Form.Item>
    </FormDialog>
  );
}
