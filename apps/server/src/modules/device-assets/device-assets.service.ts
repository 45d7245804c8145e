import { DEVICE_ASSET_DAILY_UPLOADS, DEVICE_ASSET_MAX_MB, DEVICE_ASSET_NAME_PATTERN, deviceAssetMessages, ErrorCode } from '@vox/contracts';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { KeyValueStore } from '../../integrations/kv/kv-store.ts';
import type { ObjectStorage } from '../../integrations/storage/object-storage.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { storeHashed, type UploadStream } from '../../lib/hashed-upload.ts';
import { AssetsBinCheck } from './assets-bin-check.ts';

export interface DeviceAssetsDeps {
  /** The uploads storage area; assets live under their own prefix there. */
  storage: ObjectStorage;
  kv: KeyValueStore;
  clock: Clock;
}

const PREFIX = 'device-assets/';
const DAY_SECONDS = 24 * 60 * 60;
export const DEVICE_ASSET_MAX_BYTES = DEVICE_ASSET_MAX_MB * 1024 * 1024;

/**
 * Device asset files (upstream `POST /otaMag/uploadAssetsBin`): stored once per content as
 * `<md5>.bin` once its header, table and checksum pass (`assets-bin-check.ts`), downloadable by anyone with the URL (the device fetches it without a session).
 */
export class DeviceAssetsService {
  readonly #deps: DeviceAssetsDeps;

  constructor(deps: DeviceAssetsDeps) {
    this.#deps = deps;
  }

  /** Answers the stored name. Every attempt of a non-admin counts toward the day's 50, as upstream counts them. */
  async upload(user: { id: string; superAdmin: boolean }, fileName: string, stream: UploadStream): Promise<string> {
    const { storage, kv, clock } = this.#deps;
    if (!fileName.toLowerCase().endsWith('.bin')) {
      stream.resume();
      throw new AppError(ErrorCode.BAD_REQUEST, [], deviceAssetMessages.fileType);
    }
    if (!user.superAdmin) {
      const day = new Date(clock.now()).toISOString().slice(0, 10);
      if ((await kv.increment(`device-assets:uploads:${user.id}:${day}`, DAY_SECONDS)) > DEVICE_ASSET_DAILY_UPLOADS) {
        stream.resume();
        throw new AppError(ErrorCode.ASSET_UPLOAD_LIMIT, [DEVICE_ASSET_DAILY_UPLOADS]);
      }
    }
    const incoming = `${PREFIX}incoming/${randomUUID()}`;
    const check = new AssetsBinCheck();
    stream.on('data', (chunk: Buffer) => check.push(chunk));
    const { md5 } = await storeHashed(storage, incoming, stream, () => new AppError(ErrorCode.ASSET_TOO_LARGE, [DEVICE_ASSET_MAX_MB]));
    const problem = check.finish();
    if (problem) {
      await storage.delete(incoming).catch(() => undefined);
      throw new AppError(ErrorCode.BAD_REQUEST, [problem], deviceAssetMessages.notAssets);
    }
    const name = `${md5}.bin`;
    await storage.move(incoming, `${PREFIX}${name}`);
    return name;
  }

  /** Whether `name` is a stored assets file (a device is only sent URLs of files that exist). */
  async exists(name: string): Promise<boolean> {
    return DEVICE_ASSET_NAME_PATTERN.test(name) && (await this.#deps.storage.stat(`${PREFIX}${name}`)) !== null;
  }

  async open(name: string): Promise<{ size: number; body: Readable }> {
    const file = DEVICE_ASSET_NAME_PATTERN.test(name) ? await this.#deps.storage.get(`${PREFIX}${name}`) : null;
    if (!file) throw new AppError(ErrorCode.ROUTE_NOT_FOUND, [name]);
    return { size: file.size, body: file.body };
  }
}
