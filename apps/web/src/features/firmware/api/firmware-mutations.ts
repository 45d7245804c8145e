import { useMutation } from '@tanstack/react-query';
import { type FirmwareBody, type FirmwareUpload, firmwareEndpoints } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { env } from '../../../config/env.ts';
import { api } from '../../../lib/http.ts';
import { uploadForm } from '../../../lib/upload.ts';

/** POST /otaMag to add, PUT /otaMag/{id} to edit; upstream names the failure 'update OTA status failed'. */
export function useSaveFirmware() {
  const { t } = useTranslation('firmware');
  return useMutation({
    meta: { errorText: ({ id }: { id?: string }) => t(id ? 'error.update' : 'error.add'), invalidatesOnSuccess: ['firmware'] },
    mutationFn: ({ id, body }: { id?: string; body: FirmwareBody }) =>
      id
        ? api(firmwareEndpoints.putOtaMag, { params: { id }, body })
        : api(firmwareEndpoints.postOtaMag, { body }),
  });
}

export function useDeleteFirmware() {
  const { t } = useTranslation('firmware');
  return useMutation({
    meta: { errorText: t('error.delete'), invalidates: ['firmware'] },
    mutationFn: (id: string) => api(firmwareEndpoints.deleteOtaMag, { params: { id } }),
  });
}

/** POST /otaMag/upload (multipart field `file`) through the one upload helper, reporting progress as it goes. */
export function useUploadFirmware() {
  const { t } = useTranslation('firmware');
  return useMutation({
    meta: { errorText: t('error.upload') },
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) => {
      const form = new FormData();
      form.append('file', file);
      return uploadForm<FirmwareUpload>({ url: firmwareEndpoints.postOtaMagUpload.path, form, onProgress });
    },
  });
}

/** GET /otaMag/getDownloadUrl/{id}, then the browser opens the anonymous download (3 uses, 24 h). */
export function useDownloadFirmware() {
  const { t } = useTranslation('firmware');
  return useMutation({
    meta: { errorText: t('error.download') },
    mutationFn: async (id: string) => {
      const uuid = await api(firmwareEndpoints.getOtaMagGetDownloadUrl, { params: { id } });
      return `${window.location.origin}${env.apiBase}/otaMag/download/${uuid}`;
    },
  });
}
