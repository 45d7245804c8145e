import { TTS_ADJUST_MAX, TTS_ADJUST_MIN } from '@vox/contracts';
import { Card, Col, Form, Row, Select, Slider } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useTtsVoices } from '../api/model-options.ts';
import { splitLanguages } from '../utils/model-rules.ts';
import { ModelSelect } from './model-select.tsx';
import { VoiceSelect } from './voice-select.tsx';

const ADJUSTMENTS = [
  ['ttsVolume', 'voice.volume'],
  ['ttsRate', 'voice.speed'],
  ['ttsPitch', 'voice.pitch'],
] as const;

const marks = { [TTS_ADJUST_MIN]: String(TTS_ADJUST_MIN), 0: '0', [TTS_ADJUST_MAX]: `+${TTS_ADJUST_MAX}` };

/** TTS model, its voices (reloaded when the model changes), and volume/speed/pitch where 0 is standard (no filled track: 0 is the middle). */
export function VoiceSection() {
  const { t } = useTranslation('agents');
  const ttsModelId = Form.useWatch<string | null>('ttsModelId') ?? null;
  const language = Form.useWatch<string | null>('ttsLanguage') ?? null;
  const { data: voices = [], isFetching } = useTtsVoices(ttsModelId);
  const languages = [...new Set(voices.flatMap((voice) => splitLanguages(voice.languages)))];
  return (
    <Card title={t('section.voice')} variant="borderless">
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="ttsModelId" label={t('model.tts')}>
            <ModelSelect modelType="TTS" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="ttsLanguage" label={t('voice.language')} tooltip={t('voice.languageHint')}>
            <Select allowClear disabled={languages.length === 0} placeholder={t('voice.anyLanguage')} options={languages.map((item) => ({ value: item, label: item }))} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="ttsVoiceId" label={t('voice.voice')} extra={<AppLink to={paths.voiceSelection}>{t('voice.browseVoices')}</AppLink>}>
        <VoiceSelect voices={voices} loading={isFetching} language={language} />
      </Form.Item>
      <Row gutter={16}>
        {ADJUSTMENTS.map(([field, label]) => (
          <Col key={field} xs={24} md={8}>
            <Form.Item name={field} label={t(label)} getValueProps={(value: number | null) => ({ value: value ?? 0 })}>
              <Slider min={TTS_ADJUST_MIN} max={TTS_ADJUST_MAX} marks={marks} included={false} style={{ marginInline: 16 }} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
