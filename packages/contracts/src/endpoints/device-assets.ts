import { z } from 'zod';
import { endpoint, rawAnswer } from '../http/endpoint.ts';

/** A stored device asset file: its md5 and `.bin`. */
export const DEVICE_ASSET_NAME_PATTERN = /^[0-9a-f]{32}\.bin$/;
export const DEVICE_ASSET_MAX_MB = 20;
/** Uploads a normal user may make per UTC day (as upstream); administrators have no limit. */
export const DEVICE_ASSET_DAILY_UPLOADS = 50;

/** Device assets (`assets.bin`: wake word, fonts, theme) that a device downloads by URL. */
export const deviceAssetsEndpoints = {
  postOtaMagUploadAssetsBin: endpoint({
    method: 'POST',
    path: '/otaMag/uploadAssetsBin',
    access: 'user',
    tags: ['firmware'],
    summary: `Upload a device assets file (multipart \`file\`, .bin, up to ${DEVICE_ASSET_MAX_MB} MB; ${DEVICE_ASSET_DAILY_UPLOADS} a day for non-admins, else 10195); data is its public download URL`,
    response: z.string(),
  }),
  getOtaMagAssets: endpoint({
    method: 'GET',
    path: '/otaMag/assets/:name',
    access: 'anon',
    tags: ['firmware'],
    summary: 'A device assets file by the name POST /otaMag/uploadAssetsBin answered; 404 when unknown',
    params: z.object({ name: z.string().regex(DEVICE_ASSET_NAME_PATTERN) }),
    response: rawAnswer('application/octet-stream', 'The assets file'),
  }),
};
