import { ErrorCode, formatStorageSize, UPLOAD_ADMIN_QUOTA_PARAM, UPLOAD_QUOTA_DEFAULT_BYTES, UPLOAD_QUOTA_PARAM } from '@vox/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { ParamsService } from '../params/index.ts';
import type { Repositories } from '../repositories.ts';
import type { UsersService } from '../users/index.ts';

type UsedRepositories = Pick<Repositories, 'uploads'>;

export interface StorageQuotaDeps {
  repos: UsedRepositories;
  /** Super admins have their own limit. */
  users: Pick<UsersService, 'findById'>;
  params: Pick<ParamsService, 'number'>;
  /** What the account stores in other modules' areas (knowledge-base files, clone samples), each asked of its owner. */
  storedElsewhere: readonly ((userId: string) => Promise<number>)[];
}

/** What the user may still store: `Infinity` without a limit. */
export interface StorageRoom {
  limit: number;
  used: number;
  remaining: number;
}

/**
 * The per-account storage quota: uploads, knowledge-base files and voice clone samples count together against
 * `upload.quota_bytes`, or `upload.admin_quota_bytes` for super admins; 0 means no limit.
 */
export class StorageQuota {
  readonly #deps: StorageQuotaDeps;

  constructor(deps: StorageQuotaDeps) {
    this.#deps = deps;
  }

  async room(userId: string): Promise<StorageRoom> {
    const { users, params } = this.#deps;
    const user = await users.findById(userId);
    const limit = user?.super_admin === 1 ? await params.number(UPLOAD_ADMIN_QUOTA_PARAM, 0) : await params.number(UPLOAD_QUOTA_PARAM, UPLOAD_QUOTA_DEFAULT_BYTES);
    if (limit <= 0) return { limit: Infinity, used: 0, remaining: Infinity };
    const used = await this.usedBy(userId);
    return { limit, used, remaining: Math.max(0, limit - used) };
  }

  /** Bytes the account stores: its uploads and what the other areas report. */
  async usedBy(userId: string): Promise<number> {
    const { repos, storedElsewhere } = this.#deps;
    const amounts = await Promise.all([repos.uploads.storedBytesOf(userId), ...storedElsewhere.map((storedBy) => storedBy(userId))]);
    return amounts.reduce((total, bytes) => total + bytes, 0);
  }

  /** Refuses (413) when the quota is used up already: checked before a file of unknown size is read. */
  async ensureSomeRoom(userId: string): Promise<void> {
    const { limit, used, remaining } = await this.room(userId);
    if (remaining <= 0) throw quotaExceeded(limit, used);
  }

  /**
   * Refuses (413, with the quota and the usage) when `adding` more bytes would not fit. `counted`: the bytes are
   * already filed (checked after storing, so two uploads racing cannot both slip under the limit); the usage told
   * then leaves them out.
   */
  async ensureRoom(userId: string, adding: number, counted = false): Promise<void> {
    const { limit, used } = await this.room(userId);
    const before = counted ? used - adding : used;
    if (before + adding > limit) throw quotaExceeded(limit, before);
  }
}

export const quotaExceeded = (limit: number, used: number) => new AppError(ErrorCode.STORAGE_QUOTA_EXCEEDED, [formatStorageSize(limit), formatStorageSize(used)]);
