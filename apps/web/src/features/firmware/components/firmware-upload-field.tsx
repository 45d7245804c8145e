import { UploadOutlined } from '../../../components/icons.tsx';
import { FIRMWARE_EXTENSIONS, FIRMWARE_MAX_BYTES, firmwareExtensionOf, type FirmwareUpload } from '@vox/contracts';
import { Button, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadProgress } from '../../../components/upload-progress.tsx';
import { notify } from '../../../lib/notifier.ts';
import { useUploadFirmware } from '../api/firmware-mutations.ts';
import { formatSize } from '../utils/format-size.ts';

interface Props {
  /** The stored path (`<md5>.bin`) once uploaded, or the firmware's current one when editing. */
  value?: string;
  onChange?: (path: string) => void;
  onUploading?: (busy: boolean) => void;
}

/** Picks a .bin/.apk image and uploads it at once, with a progress bar that follows the bytes sent. */
export function FirmwareUploadField({ value, onChange, onUploading }: Props) {
  const { t } = useTranslation('firmware');
  const upload = useUploadFirmware();
  const [percent, setPercent] = useState<number | null>(null);
  const [done, setDone] = useState<(FirmwareUpload & { name: string }) | null>(null);

  const start = (file: File) => {
    if (!firmwareExtensionOf(file.name)) return notify.error(t('upload.wrongType'));
    if (file.size > FIRMWARE_MAX_BYTES) return notify.error(t('upload.tooLarge', { size: formatSize(FIRMWARE_MAX_BYTES) }));
    setPercent(0);
    setDone(null);
    onUploading?.(true);
    upload
      .mutateAsync({ file, onProgress: setPercent })
      .then((answer) => {
        setPercent(100);
        setDone({ ...answer, name: file.name });
        onChange?.(answer.firmwarePath);
      })
      .catch(() => setPercent(null))
      .finally(() => onUploading?.(false));
  };

  return (
    <Flex vertical gap={8}>
      <Upload
        accept={FIRMWARE_EXTENSIONS.join(',')}
        showUploadList={false}
        disabled={upload.isPending}
        beforeUpload={(file) => {
          start(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending}>{value ? t('upload.replace') : t('upload.choose')}</Button>
      </Upload>
      <UploadProgress percent={percent} active={upload.isPending} label={t('upload.progress')} />
      {done ? (
        <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
          {t('upload.done', { name: done.name, size: formatSize(done.size), md5: done.md5 })}
        </Typography.Text>
      ) : (
        value && <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>{t('upload.current', { path: value })}</Typography.Text>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('upload.hint', { size: formatSize(FIRMWARE_MAX_BYTES) })}</Typography.Text>
    </Flex>
  );
}
