import {
  compareVersions,
  DEFAULT_LOCALE,
  DICT_TYPES,
  FIRMWARE_USUAL_SORT,
  listSortOf,
  ErrorCode,
  firmwareErrorMessages,
  firmwareExtensionOf,
  type Firmware,
  type FirmwareListQuery,
  type PageQuery,
  type SortOrder,
  type FirmwareUpload,
  type firmwareBody,
  type PageData,
} from '@vox/contracts';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { ObjectStorage } from '../../integrations/storage/object-storage.ts';
import { AppError, type Localized } from '../../lib/app-error.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { formatGmt8 } from '../../lib/time.ts';
import type { DictsService } from '../dicts/index.ts';
import type { Repositories } from '../repositories.ts';
import type { FirmwareLinks } from './firmware-links.ts';
import type { FirmwareFilter, FirmwareRow } from './firmware.repository.ts';
import { storeHashed, type UploadStream } from '../../lib/hashed-upload.ts';

/** The repositories this service reads and writes. */
type UsedRepositories = Pick<Repositories, 'firmware'>;

const INCOMING = 'incoming/';
const INCOMING_GRACE_MS = 60 * 60_000;
const ORPHAN_GRACE_MS = 24 * 60 * 60_000;

const FIRMWARE: Localized = { zh_CN: '固件', zh_TW: '韌體', en: 'Firmware', de: 'Firmware', vi: 'Firmware', pt_BR: 'Firmware' };

type Body = z.output<typeof firmwareBody>;

export interface FirmwareDeps {
  repos: UsedRepositories;
  /** The board types an image may be filed under (a dictionary). */
  dicts: Pick<DictsService, 'optionsOf'>;
  storage: ObjectStorage;
  links: FirmwareLinks;
  clock: Clock;
  maxBytes: number;
}

export interface FirmwareDownload {
  fileName: string;
  size: number;
  body: Readable;
}

const badInput = (message: Localized) => new AppError(ErrorCode.BAD_REQUEST, [], message);
const withParam = (message: Localized, value: string | number): Localized =>
  Object.fromEntries(Object.entries(message).map(([locale, text]) => [locale, text.replace('{0}', String(value))])) as unknown as Localized;
/** Code-unit order, as the list's SQL tie-breakers compare. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const linkGone = () => new AppError(ErrorCode.ROUTE_NOT_FOUND, [], firmwareErrorMessages.linkGone);

export function toFirmware(row: FirmwareRow): Firmware {
  return {
    id: row.id, firmwareName: row.firmware_name, type: row.type, version: row.version, size: row.size, md5: row.md5,
    remark: row.remark, firmwarePath: row.storage_key, sort: row.sort, createDate: formatGmt8(row.created_at), updateDate: formatGmt8(row.updated_at),
  };
}

/** Firmware images for OTA: upload, catalogue rows, one-time download links. */
export class FirmwareService {
  readonly #deps: FirmwareDeps;

  constructor(deps: FirmwareDeps) {
    this.#deps = deps;
  }

  get maxBytes(): number {
    return this.#deps.maxBytes;
  }

  async list({ firmwareName, type, page, limit, ...asked }: FirmwareListQuery): Promise<PageData<Firmware>> {
    const filter = { firmwareName, type };
    const { sort, order } = listSortOf(asked, FIRMWARE_USUAL_SORT);
    const result =
      sort === 'version' ? await this.#listByVersion(filter, order, { page, limit }) : await this.#deps.repos.firmware.list(filter, { sort, order }, { page, limit });
    return { total: result.total, list: result.list.map(toFirmware) };
  }

  /**
   * SQL compares versions as text (1.10.0 before 1.9.2) and splitting them differs between SQLite and PostgreSQL, so the
   * filtered rows' versions are ordered here with the OTA check's comparison, then the one page is read.
   */
  async #listByVersion(filter: FirmwareFilter, order: SortOrder, { page, limit }: PageQuery): Promise<PageData<FirmwareRow>> {
    const { firmware } = this.#deps.repos;
    const sign = order === 'descend' ? -1 : 1;
    const newestFirst = (a: { id: string; created_at: string }, b: typeof a) => byText(b.created_at, a.created_at) || byText(b.id, a.id);
    const keys = (await firmware.versionKeys(filter)).sort((a, b) => sign * compareVersions(a.version, b.version) || newestFirst(a, b));
    const ids = keys.slice((page - 1) * limit, page * limit).map((key) => key.id);
    const rows = new Map((ids.length > 0 ? await firmware.findByIds(ids) : []).map((row) => [row.id, row]));
    return { total: keys.length, list: ids.flatMap((id) => rows.get(id) ?? []) };
  }

  async get(id: string): Promise<Firmware> {
    return toFirmware(await this.#find(id));
  }

  async #find(id: string): Promise<FirmwareRow> {
    const row = await this.#deps.repos.firmware.findById(id);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, [FIRMWARE]);
    return row;
  }

  /**
   * Streams the image to storage under a temporary key while hashing it, then files it as
   * `<md5><ext>`: the same image uploaded twice is stored once, as upstream does.
   */
  async upload(fileName: string, stream: UploadStream): Promise<FirmwareUpload> {
    const extension = firmwareExtensionOf(fileName);
    if (!extension) {
      stream.resume();
      throw badInput(firmwareErrorMessages.fileType);
    }
    const { storage } = this.#deps;
    const incoming = `${INCOMING}${newId()}${extension}`;
    const tooLarge = () => badInput(withParam(firmwareErrorMessages.fileTooLarge, Math.round((this.#deps.maxBytes / 1024 / 1024) * 100) / 100));
    const { md5, size } = await storeHashed(storage, incoming, stream, tooLarge);
    if (size === 0) {
      await storage.delete(incoming);
      throw badInput(firmwareErrorMessages.fileMissing);
    }
    const key = `${md5}${extension}`;
    // Replaces an identical stored image rather than keeping it, so its lastModified restarts the sweep's grace period.
    await storage.move(incoming, key);
    return { firmwarePath: key, md5, size };
  }

  async #fields(body: Body, exceptId?: string) {
    const boards = await this.#deps.dicts.optionsOf(DICT_TYPES.firmwareType, DEFAULT_LOCALE);
    if (!boards.some((board) => board.key === body.type)) throw badInput(withParam(firmwareErrorMessages.boardType, body.type));
    if (await this.#deps.repos.firmware.findClash(body.type, body.version, exceptId)) {
      throw new AppError(ErrorCode.EXISTS, [], firmwareErrorMessages.duplicate);
    }
    const stored = await this.#deps.storage.stat(body.firmwarePath);
    if (!stored) throw badInput(firmwareErrorMessages.fileNotUploaded);
    return {
      firmware_name: body.firmwareName,
      type: body.type,
      version: body.version,
      size: stored.size,
      md5: body.firmwarePath.slice(0, 32),
      storage_key: body.firmwarePath,
      remark: body.remark || null,
      sort: body.sort,
    };
  }

  async create(body: Body, userId: string): Promise<void> {
    const fields = await this.#fields(body);
    const now = isoFromNow(this.#deps.clock);
    await this.#deps.repos.firmware.insert({ id: newId(), ...fields, creator: userId, updater: userId, created_at: now, updated_at: now });
  }

  async update(id: string, body: Body, userId: string): Promise<void> {
    const before = await this.#find(id);
    const fields = await this.#fields(body, id);
    await this.#deps.repos.firmware.update(id, { ...fields, updater: userId, updated_at: isoFromNow(this.#deps.clock) });
    if (before.storage_key !== fields.storage_key) await this.#dropIfUnused(before.storage_key);
  }

  /** Deletes the rows, then each image no other row still uses. */
  async delete(ids: readonly string[]): Promise<void> {
    const rows = await this.#deps.repos.firmware.findByIds(ids);
    if (rows.length === 0) throw new AppError(ErrorCode.NOT_FOUND, [FIRMWARE]);
    await this.#deps.repos.firmware.delete(rows.map((row) => row.id));
    for (const key of new Set(rows.map((row) => row.storage_key))) await this.#dropIfUnused(key);
  }

  async #dropIfUnused(key: string): Promise<void> {
    if (!(await this.#deps.repos.firmware.isReferenced(key))) await this.#deps.storage.delete(key);
  }

  /**
   * Deletes stored images no row uses once older than a day (an upload whose add dialog was cancelled)
   * and `incoming/` temp files older than an hour (an upload cut off by a crash); answers the keys deleted.
   * The grace period keeps a fresh upload whose dialog has not saved yet; each key is re-checked just before it goes.
   */
  async sweepStorage(): Promise<string[]> {
    const { storage, repos, clock } = this.#deps;
    const now = clock.now();
    const objects = await storage.list('');
    const referenced = await repos.firmware.referencedKeys();
    const deleted: string[] = [];
    for (const object of objects) {
      const age = now - object.lastModified.getTime();
      const stale = object.key.startsWith(INCOMING) ? age > INCOMING_GRACE_MS : age > ORPHAN_GRACE_MS && !referenced.has(object.key);
      if (!stale || (await repos.firmware.isReferenced(object.key))) continue;
      await storage.delete(object.key);
      deleted.push(object.key);
    }
    return deleted;
  }

  async downloadLink(id: string): Promise<string> {
    await this.#find(id);
    return this.#deps.links.issue(id);
  }

  /** The image behind a download id, named `<type>_<version><ext>`; 404 once the id is unknown, expired or used up. */
  async download(uuid: string): Promise<FirmwareDownload> {
    const id = await this.#deps.links.redeem(uuid);
    const row = id ? await this.#deps.repos.firmware.findById(id) : undefined;
    const object = row ? await this.#deps.storage.get(row.storage_key) : null;
    if (!row || !object) throw linkGone();
    const extension = row.storage_key.slice(row.storage_key.lastIndexOf('.'));
    return { fileName: `${row.type}_${row.version}${extension}`, size: object.size, body: object.body };
  }
}
