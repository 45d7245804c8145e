import type { AssetsFlashResult, BoundDevice } from '@vox/contracts';
import { DEVICE_ASSET_MAX_MB } from '@vox/contracts';
import { Alert, Button, Flex, Modal, Steps, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkOutlined, UploadOutlined } from '../../../components/icons.tsx';
import { UploadProgress } from '../../../components/upload-progress.tsx';
import { type FlashFailure, type FlashStage, useThemeFlash } from '../hooks/use-theme-flash.ts';

/** The community theme generator (wake word, fonts, emoji, chat backgrounds → assets.bin) upstream's console bundles. */
export const THEME_GENERATOR_URL = 'https://github.com/xinnan-tech/xiaozhi-assets-generator';

interface Props {
  /** null: closed. */
  device: BoundDevice | null;
  /** False when the presence check says the device is offline; undefined while unknown. */
  online: boolean | undefined;
  wide: boolean;
  onClose: () => void;
}

const STEP_OF: Record<FlashStage, number> = { choose: 0, uploading: 0, flashing: 1, done: 2, failed: 0 };
const STATUS_OF: Record<FlashStage, 'wait' | 'process' | 'finish' | 'error'> = { choose: 'wait', uploading: 'process', flashing: 'process', done: 'finish', failed: 'error' };

function FlashSteps({ stage, failure, wide }: { stage: FlashStage; failure: FlashFailure | null; wide: boolean }) {
  const { t } = useTranslation('devices');
  return (
    <Steps
      size="small"
      orientation={wide ? 'horizontal' : 'vertical'}
      current={failure ? failure.step : STEP_OF[stage]}
      status={failure ? 'error' : STATUS_OF[stage]}
      items={[{ title: t('theme.step.upload') }, { title: t('theme.step.send') }, { title: t('theme.step.reboot') }]}
    />
  );
}

function ThemeFilePicker({ file, percent, stage, busy, onChoose }: { file: File | null; percent: number | null; stage: FlashStage; busy: boolean; onChoose: (file: File) => void }) {
  const { t } = useTranslation('devices');
  return (
    <Flex vertical gap={8}>
      <Upload
        accept=".bin"
        showUploadList={false}
        disabled={busy}
        beforeUpload={(picked) => {
          onChoose(picked);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} disabled={busy}>{file ? t('theme.replace') : t('theme.choose')}</Button>
      </Upload>
      {file ? <Typography.Text style={{ wordBreak: 'break-all' }}>{t('theme.chosen', { name: file.name, size: (file.size / 1024 / 1024).toFixed(2) })}</Typography.Text> : null}
      <UploadProgress percent={percent} active={stage === 'uploading'} label={t('theme.step.upload')} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('theme.hint', { size: DEVICE_ASSET_MAX_MB })}</Typography.Text>
    </Flex>
  );
}

function FlashOutcome({ result }: { result: AssetsFlashResult }) {
  const { t } = useTranslation('devices');
  return (
    <Alert
      type="success"
      showIcon
      title={result.rebooted ? t('theme.done') : t('theme.doneNoReboot')}
      description={<Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>{t('theme.answer', { answer: result.answer })}</Typography.Text>}
    />
  );
}

/**
 * Flash a theme: pick the assets.bin the generator built, upload it (the server checks it is an assets image), then
 * the server points the online device at it and restarts it; the device downloads the file as it starts.
 */
export function FlashThemeDialog({ device, online, wide, onClose }: Props) {
  const { t } = useTranslation('devices');
  const flash = useThemeFlash(device);
  const done = flash.stage === 'done';
  const footer = done ? (
    <Button type="primary" onClick={onClose}>{t('theme.close')}</Button>
  ) : (
    <Flex justify="flex-end" gap={8} wrap>
      <Button onClick={onClose} disabled={flash.busy}>{t('theme.cancel')}</Button>
      <Button type="primary" onClick={() => void flash.start()} loading={flash.busy} disabled={!flash.file}>{t('theme.flash')}</Button>
    </Flex>
  );

  return (
    <Modal
      open={device !== null}
      title={t('theme.title', { name: device?.alias || device?.macAddress })}
      width={wide ? 560 : undefined}
      onCancel={flash.busy ? undefined : onClose}
      closable={!flash.busy}
      mask={{ closable: !flash.busy }}
      destroyOnHidden
      footer={footer}
    >
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>
          {t('theme.intro')}{' '}
          <Typography.Link href={THEME_GENERATOR_URL} target="_blank" rel="noopener noreferrer">
            <LinkOutlined /> {t('theme.generator')}
          </Typography.Link>
        </Typography.Paragraph>
        {online === false && !done ? <Alert type="warning" showIcon title={t('theme.offline')} /> : null}
        <FlashSteps stage={flash.stage} failure={flash.failure} wide={wide} />
        {done ? null : <ThemeFilePicker file={flash.file} percent={flash.percent} stage={flash.stage} busy={flash.busy} onChoose={flash.choose} />}
        {flash.stage === 'flashing' ? <Alert type="info" showIcon title={t('theme.sending')} /> : null}
        {flash.failure ? <Alert type="error" showIcon title={flash.failure.text} /> : null}
        {flash.result ? <FlashOutcome result={flash.result} /> : null}
      </Flex>
    </Modal>
  );
}
