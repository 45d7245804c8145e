import { type AssetsFlashResult, type BoundDevice, DEVICE_ASSET_MAX_MB } from '@vox/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/api-failure.ts';
import { useFlashAssets, useUploadAssets } from '../api/flash-theme.ts';

const MAX_BYTES = DEVICE_ASSET_MAX_MB * 1024 * 1024;

export type FlashStage = 'choose' | 'uploading' | 'flashing' | 'done' | 'failed';

/** Where a failure stopped: 0 the upload and its check, 1 the device. */
export interface FlashFailure {
  step: number;
  text: string;
}

/**
 * The flash dialog's state: the file picked, then upload (with progress), then the device call; each failure keeps the
 * server's own words and the step it stopped at. Everything starts over whenever the dialog opens for a device.
 */
export function useThemeFlash(device: BoundDevice | null) {
  const { t } = useTranslation('devices');
  const upload = useUploadAssets();
  const flash = useFlashAssets();
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<FlashStage>('choose');
  const [percent, setPercent] = useState<number | null>(null);
  const [failure, setFailure] = useState<FlashFailure | null>(null);
  const [result, setResult] = useState<AssetsFlashResult | null>(null);
  // A retry after the device refused sends the same upload again: every upload counts toward a user's daily limit.
  const [uploaded, setUploaded] = useState<{ file: File; url: string } | null>(null);

  const reset = (next: File | null) => {
    setFile(next);
    setUploaded(null);
    setStage('choose');
    setPercent(null);
    setFailure(null);
    setResult(null);
  };

  useEffect(() => {
    if (device) reset(null);
  }, [device]);

  const choose = (picked: File) => {
    reset(null);
    if (!picked.name.toLowerCase().endsWith('.bin')) return setFailure({ step: 0, text: t('theme.wrongType') });
    if (picked.size > MAX_BYTES) return setFailure({ step: 0, text: t('theme.tooLarge', { size: DEVICE_ASSET_MAX_MB }) });
    setFile(picked);
  };

  const fail = (step: number, error: unknown, fallback: string) => {
    setStage('failed');
    setFailure({ step, text: serverMessage(error) || fallback });
  };

  const uploadOnce = async (picked: File): Promise<string | null> => {
    setStage('uploading');
    setPercent(0);
    try {
      const url = await upload.mutateAsync({ file: picked, onProgress: setPercent });
      setPercent(100);
      setUploaded({ file: picked, url });
      return url;
    } catch (error) {
      setPercent(null);
      fail(0, error, t('theme.uploadFailed'));
      return null;
    }
  };

  const start = async () => {
    if (!device || !file) return;
    setFailure(null);
    const url = uploaded?.file === file ? uploaded.url : await uploadOnce(file);
    if (url === null) return;
    setStage('flashing');
    try {
      setResult(await flash.mutateAsync({ deviceId: device.id, url }));
      setStage('done');
    } catch (error) {
      fail(1, error, t('theme.flashFailed'));
    }
  };

  return { file, stage, percent, failure, result, choose, start, busy: stage === 'uploading' || stage === 'flashing' };
}
