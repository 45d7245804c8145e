import { z } from 'zod';
import { deviceIdParam } from '../devices/device-gateway.ts';
import { endpoint, rawAnswer } from '../http/endpoint.ts';

/** A stored device asset file: its md5 and `.bin`. */
export const DEVICE_ASSET_NAME_PATTERN = /^[0-9a-f]{32}\.bin$/;
export const DEVICE_ASSET_MAX_MB = 20;
/** Uploads a normal user may make per UTC day (as upstream); administrators have no limit. */
export const DEVICE_ASSET_DAILY_UPLOADS = 50;

/** The device's MCP tool that stores where its next assets come from, and the one that restarts it to fetch them. */
export const ASSETS_URL_TOOL = 'self.assets.set_download_url';
export const REBOOT_TOOL = 'self.reboot';

/** The uploaded assets file (the URL `POST /otaMag/uploadAssetsBin` answered) to put on a device. */
export const assetsFlashInput = z.object({ url: z.string().trim().min(1).max(2048) });
export type AssetsFlashInput = z.infer<typeof assetsFlashInput>;

/** What the device said to the download URL (its tool's text) and whether it answered the reboot. */
export const assetsFlashResult = z.object({ url: z.string(), answer: z.string(), rebooted: z.boolean() });
export type AssetsFlashResult = z.infer<typeof assetsFlashResult>;

/** Device assets (`assets.bin`: wake word, fonts, theme) that a device downloads by URL. */
export const deviceAssetsEndpoints = {
  postOtaMagUploadAssetsBin: endpoint({
    method: 'POST',
    path: '/otaMag/uploadAssetsBin',
    access: 'user',
    tags: ['firmware'],
    summary: `Upload a device assets file (multipart \`file\`, .bin, up to ${DEVICE_ASSET_MAX_MB} MB, an assets partition image by its header, table and checksum; ${DEVICE_ASSET_DAILY_UPLOADS} a day for non-admins, else 10195); data is its public download URL`,
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
  postV1DevicesFlashAssets: endpoint({
    method: 'POST',
    path: '/v1/devices/:deviceId/flash-assets',
    access: 'user',
    tags: ['device'],
    summary: `Put an uploaded assets file on one of the caller's online devices through the MQTT gateway: ${ASSETS_URL_TOOL} with its URL, then ${REBOOT_TOOL}; 10194 when the device is offline, not the caller's or lacks the tool`,
    params: deviceIdParam,
    body: assetsFlashInput,
    response: assetsFlashResult,
  }),
};
