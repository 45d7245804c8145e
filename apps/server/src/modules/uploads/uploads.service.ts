import {
  ErrorCode,
  UPLOAD_NAME_PATTERN,
  UPLOAD_RULES,
  UPLOAD_TOKEN_TTL_SECONDS,
  uploadExtensionList,
  uploadExtensionOf,
  uploadFileMessages,
  uploadPurposeNames,
  textFor,
  type AppLocale,
  type UploadedFile,
  type UploadPurpose,
  type UploadToken,
  type UploadTokenQuery,
} from '@vox/contracts';
import { finished, type Readable } from 'node:stream';
import type { ObjectStorage } from '../../integrations/storage/object-storage.ts';
import { AppError, type Localized } from '../../lib/app-error.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import { newId, newToken, sha256Hex } from '../../lib/ids.ts';
import { malformedUpload } from '../../lib/multipart.ts';
import type { Repositories } from '../repositories.ts';
import { CheckedUpload } from './file-check.ts';
import { quotaExceeded, type StorageQuota, type StorageRoom } from './storage-quota.ts';
import type { UploadRow, UploadTokenRow } from './uploads.repository.ts';

/** Where the console and other programs reach the files: `<origin>/v1/uploads/<owner>/<name>`. */
const FILES_PATH = '/v1/uploads';
/** Completed uploads wait here until their row is filed, so a key never shows half a file or a refused one. */
const INCOMING = 'incoming/';
/** Live tokens kept per user; older ones go when a new one is issued, so a loop asking for tokens cannot grow the table. */
const LIVE_TOKENS_PER_USER = 50;

export interface UploadsDeps {
  repos: Pick<Repositories, 'uploads'>;
  /** The `uploads` storage area (local `DATA_DIR/uploads/` or the bucket's `uploads/` prefix). */
  storage: ObjectStorage;
  clock: Clock;
  /** The owner's storage quota, checked before a byte is stored and again once the file is filed. */
  quota: Pick<StorageQuota, 'room' | 'ensureRoom'>;
  /** Smaller limits than UPLOAD_RULES' (tests). */
  maxBytes?: Partial<Record<UploadPurpose, number>>;
}

/** A multipart file stream: busboy emits `limit` and sets `truncated` when the plugin's size limit cuts it. */
export type UploadStream = Readable & { truncated?: boolean };

export interface IncomingUpload {
  /** The multipart `token` field; it must come before `file`. */
  token: string | undefined;
  key: string | undefined;
  fileName: string;
  stream: UploadStream;
}

/** A stored file a route was given by key or URL, checked to be the caller's and of the purpose it needs. */
export interface ResolvedUpload {
  key: string;
  purpose: UploadPurpose;
  fileName: string;
  contentType: string;
  size: number;
  hash: string;
  /** The bytes; 404 (localised) if the object went missing from storage. */
  open(): Promise<Readable>;
}

const fill = (message: Localized, value: string | number | Localized): Localized =>
  Object.fromEntries(
    Object.entries(message).map(([locale, text]) => [locale, text.replace('{0}', typeof value === 'object' ? textFor(value, locale as AppLocale) : String(value))]),
  ) as unknown as Localized;
const badInput = (message: Localized) => new AppError(ErrorCode.BAD_REQUEST, [], message);
/** HTTP 403 with the reason: not 401, which the console reads as "signed out" and answers by going to the sign-in page. */
const tokenRefused = () => new AppError(ErrorCode.FORBIDDEN, [], uploadFileMessages.tokenInvalid);
/** Missing and someone else's answer alike (HTTP 404), so keys of other accounts cannot be probed. */
const notFound = () => new AppError(ErrorCode.ROUTE_NOT_FOUND, [], uploadFileMessages.notFound);
const keyExists = () => new AppError(ErrorCode.EXISTS, [], uploadFileMessages.keyExists);
const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 100) / 100;

const OWNER_PATTERN = /^[0-9a-f]{32}$/;
const OUR_URL_PATH = /^(?:\/xiaozhi)?\/v1\/uploads\/([^/?#]+)\/([^/?#]+)$/;

/**
 * Upload tokens and uploads. A token is issued to a signed-in user for one purpose, lives an
 * hour and is used up by the upload it allows; the file is streamed to the `uploads` storage area under the user's
 * folder (`<user id>/<name>`), checked by extension, leading bytes and size on the way, and filed with its owner.
 * Routes that take a file reference call `resolve`. Files count against the owner's storage quota; nothing keeps an
 * upload's key once used (documents and voice clones copy the bytes), so the sweep (upload-sweep.ts) removes them a day on.
 */
export class UploadsService {
  readonly #deps: UploadsDeps;

  constructor(deps: UploadsDeps) {
    this.#deps = deps;
  }

  maxBytesOf(purpose: UploadPurpose): number {
    return this.#deps.maxBytes?.[purpose] ?? UPLOAD_RULES[purpose].maxBytes;
  }

  /** The largest file any purpose takes: the multipart parser's own limit, one byte over so the service sees the excess. */
  get largestFile(): number {
    return Math.max(...Object.keys(UPLOAD_RULES).map((purpose) => this.maxBytesOf(purpose as UploadPurpose)));
  }

  /** `origin` is how the caller reached us (`https://console.example`), for `upload_url` and `domain`. */
  async issueToken(userId: string, query: UploadTokenQuery, origin: string): Promise<UploadToken> {
    const { repos, clock } = this.#deps;
    const now = isoFromNow(clock);
    const token = newToken();
    const expiresAt = isoFromNow(clock, UPLOAD_TOKEN_TTL_SECONDS);
    const key = query.key === undefined ? null : `${userId}/${query.key}`;
    if (key && (await repos.uploads.keyTaken(key))) throw keyExists();
    await repos.uploads.pruneTokens(userId, now, LIVE_TOKENS_PER_USER - 1);
    await repos.uploads.insertToken({ token_hash: sha256Hex(token), user_id: userId, purpose: query.type, object_key: key, expires_at: expiresAt, created_at: now });
    return {
      token,
      upload_url: `${origin}${FILES_PATH}`,
      ...(key ? { key } : {}),
      domain: `${origin}${FILES_PATH}`,
      expires_at: expiresAt,
      type: query.type,
    };
  }

  /**
   * Checks the token, the key and the file's extension before a byte is stored (these refusals leave the token usable),
   * then uses the token up and streams the file. Size and content refusals come while streaming: the partial object is
   * deleted and the token stays used, as the bytes were already sent.
   */
  async receive(upload: IncomingUpload, origin: string): Promise<UploadedFile> {
    const { repos, clock } = this.#deps;
    let found: { token: UploadTokenRow; key: string; extension: string; room: StorageRoom };
    try {
      found = await this.#admit(upload);
    } catch (error) {
      upload.stream.resume();
      throw error;
    }
    const { token, key, extension, room } = found;
    const purpose = token.purpose as UploadPurpose;
    if (!(await repos.uploads.consumeToken(token.token_hash, isoFromNow(clock)))) {
      upload.stream.resume();
      throw tokenRefused();
    }
    const { size, hash } = await this.#store(`${INCOMING}${newId()}`, key, upload.stream, { purpose, extension, room }, {
      object_key: key,
      owner_id: token.user_id,
      purpose,
      file_name: upload.fileName.slice(0, 255),
      content_type: UPLOAD_RULES[purpose].types[extension]!,
      created_at: isoFromNow(clock),
    });
    return { key, hash, url: `${origin}${FILES_PATH}/${key}`, size, content_type: UPLOAD_RULES[purpose].types[extension]! };
  }

  async #admit(upload: IncomingUpload): Promise<{ token: UploadTokenRow; key: string; extension: string; room: StorageRoom }> {
    const { repos, clock, quota } = this.#deps;
    if (!upload.token) throw badInput(uploadFileMessages.tokenMissing);
    const token = await repos.uploads.findLiveToken(sha256Hex(upload.token), isoFromNow(clock));
    if (!token) throw tokenRefused();
    const purpose = token.purpose as UploadPurpose;
    const extension = uploadExtensionOf(purpose, upload.fileName);
    if (!extension) throw badInput(fill(uploadFileMessages.fileType, uploadExtensionList(purpose)));
    const key = this.#keyOf(token, upload.key, extension);
    if (await repos.uploads.keyTaken(key)) throw keyExists();
    const room = await quota.room(token.user_id);
    if (room.remaining <= 0) throw quotaExceeded(room.limit, room.used);
    return { token, key, extension, room };
  }

  /** The token's reserved key, the caller's name under their folder (their own full key too), or a fresh name. */
  #keyOf(token: UploadTokenRow, given: string | undefined, extension: string): string {
    const folder = `${token.user_id}/`;
    if (given === undefined || given === '') return token.object_key ?? `${folder}${newId()}${extension}`;
    const name = given.startsWith(folder) ? given.slice(folder.length) : given;
    if (!UPLOAD_NAME_PATTERN.test(name)) throw badInput(uploadFileMessages.keyInvalid);
    const key = `${folder}${name}`;
    if (token.object_key && token.object_key !== key) throw badInput(uploadFileMessages.keyMismatch);
    return key;
  }

  async #store(
    incoming: string,
    key: string,
    source: UploadStream,
    { purpose, extension, room }: { purpose: UploadPurpose; extension: string; room: StorageRoom },
    row: Omit<UploadRow, 'size' | 'hash'>,
  ): Promise<{ size: number; hash: string }> {
    const { storage, repos, quota } = this.#deps;
    const maxBytes = this.maxBytesOf(purpose);
    // The stream stops at whichever comes first: the purpose's limit or the room left in the owner's quota.
    const overQuota = room.remaining < maxBytes;
    const checked = new CheckedUpload({
      extension,
      maxBytes: Math.min(maxBytes, room.remaining),
      tooLarge: () => (overQuota ? quotaExceeded(room.limit, room.used) : badInput(fill(uploadFileMessages.fileTooLarge, megabytes(maxBytes)))),
      wrongContent: () => badInput(fill(uploadFileMessages.fileContent, extension)),
    });
    // The parser's own limit (a byte over the largest purpose) cut the file: too large for any purpose.
    source.once('limit', () => checked.fail(badInput(fill(uploadFileMessages.fileTooLarge, megabytes(maxBytes)))));
    // The request body broke off or was not valid multipart: the client's fault, told as 400.
    finished(source, (error) => {
      if (error) checked.fail(malformedUpload());
    });
    // Storage reports the failure through its own rejection; without a listener here a late one would be uncaught.
    checked.on('error', () => undefined);
    source.pipe(checked);
    let stored = false;
    try {
      await storage.put(incoming, checked);
      stored = true;
      if (checked.failure) throw checked.failure;
      if (checked.size === 0) throw badInput(uploadFileMessages.fileEmpty);
      const hash = checked.digest;
      if (!(await repos.uploads.insertUpload({ ...row, size: checked.size, hash }))) throw keyExists();
      try {
        await quota.ensureRoom(row.owner_id, checked.size, true);
        await storage.move(incoming, key);
      } catch (error) {
        await repos.uploads.deleteUpload(key);
        throw error;
      }
      return { size: checked.size, hash };
    } catch (error) {
      source.resume();
      await storage.delete(incoming).catch(() => undefined);
      throw stored || !checked.failure ? error : checked.failure;
    }
  }

  /**
   * The key a reference names when it is one of ours: `<owner>/<name>`, a bare `<name>` in the caller's folder, or a URL
   * whose path is `/v1/uploads/<owner>/<name>` (any host: the console may be reached by several names; the key is then
   * checked against the caller's own files). Null for anything else, e.g. an outside `https://` audio link.
   */
  referenceKey(userId: string, reference: string): string | null {
    const text = reference.trim();
    if (UPLOAD_NAME_PATTERN.test(text)) return `${userId}/${text}`;
    let owner: string | undefined;
    let name: string | undefined;
    if (/^https?:\/\//i.test(text)) {
      let path: string;
      try {
        path = new URL(text).pathname;
      } catch {
        return null;
      }
      const match = OUR_URL_PATH.exec(path);
      if (!match) return null;
      try {
        [owner, name] = [decodeURIComponent(match[1]!), decodeURIComponent(match[2]!)];
      } catch {
        return null;
      }
    } else {
      [owner, name] = text.split('/', 3).length === 2 ? (text.split('/') as [string, string]) : [];
    }
    if (!owner || !name || !OWNER_PATTERN.test(owner) || !UPLOAD_NAME_PATTERN.test(name)) return null;
    return `${owner}/${name}`;
  }

  /**
   * For routes that take a file reference (voice clone `key`, dataset document `url`): the caller's stored file of
   * `purpose`. Not a reference of ours → 400 naming `field`; missing or another user's → 404 "not found or not
   * yours"; uploaded for another purpose → 400. Routes that also take outside URLs test `referenceKey` first.
   */
  async resolve(userId: string, purpose: UploadPurpose, reference: string, field = 'key'): Promise<ResolvedUpload> {
    const key = this.referenceKey(userId, reference);
    if (!key) throw badInput(fill(uploadFileMessages.notReference, field));
    const row = await this.#deps.repos.uploads.findUpload(key);
    if (!row || row.owner_id !== userId) throw notFound();
    if (row.purpose !== purpose) throw badInput(fill(uploadFileMessages.wrongPurpose, uploadPurposeNames[purpose]));
    return this.#resolved(row);
  }

  #resolved(row: UploadRow): ResolvedUpload {
    const { storage } = this.#deps;
    return {
      key: row.object_key,
      purpose: row.purpose as UploadPurpose,
      fileName: row.file_name,
      contentType: row.content_type,
      size: Number(row.size),
      hash: row.hash,
      open: async () => {
        const object = await storage.get(row.object_key);
        if (!object) throw notFound();
        return object.body;
      },
    };
  }

  /** `GET /v1/uploads/<owner>/<name>`: the caller's own file only. */
  async download(userId: string, owner: string, name: string): Promise<ResolvedUpload & { body: Readable }> {
    const row = owner === userId ? await this.#deps.repos.uploads.findUpload(`${owner}/${name}`) : undefined;
    if (!row) throw notFound();
    const resolved = this.#resolved(row);
    return { ...resolved, body: await resolved.open() };
  }
}
