import { useMutation } from '@tanstack/react-query';
import { deviceAssetsEndpoints } from '@vox/contracts';
import { api } from '../../../lib/http.ts';
import { shownByScreen } from '../../../lib/query-client.ts';
import { uploadForm } from '../../../lib/upload.ts';

/** POST /otaMag/uploadAssetsBin (multipart `file`): the server checks the image and answers its download URL. */
export const useUploadAssets = () =>
  useMutation({
    meta: shownByScreen,
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) => {
      const form = new FormData();
      form.append('file', file);
      return uploadForm<string>({ url: deviceAssetsEndpoints.postOtaMagUploadAssetsBin.path, form, onProgress });
    },
  });

/** POST /v1/devices/{id}/flash-assets: the device is told the URL and restarted; the dialog shows its answer or refusal. */
export const useFlashAssets = () =>
  useMutation({
    meta: shownByScreen,
    mutationFn: ({ deviceId, url }: { deviceId: string; url: string }) => api(deviceAssetsEndpoints.postV1DevicesFlashAssets, { params: { deviceId }, body: { url } }),
  });
