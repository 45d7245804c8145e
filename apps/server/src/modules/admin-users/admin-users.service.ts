import { ADMIN_USER_USUAL_SORT, ErrorCode, listSortOf, USER_STATUS, type AdminUserCreated, type AdminUserCreateInput, type AdminUserQuery, type AdminUserRow, type ChangeStatusBody, type PageData } from '@vox/contracts';
import { hashPassword } from '../../integrations/crypto/password.ts';
import { AppError, type Localized } from '../../lib/app-error.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import { formatGmt8 } from '../../lib/time.ts';
import { validationReason } from '../../lib/validation-reason.ts';
import type { ObjectStorage } from '../../integrations/storage/object-storage.ts';
import { purgeAgents } from '../agents/index.ts';
import { purgeUserDatasets } from '../datasets/index.ts';
import type { Repositories, RunInTransaction } from '../repositories.ts';
import type { Session } from '../sessions/index.ts';
import type { UsersService } from '../users/index.ts';
import { generatePassword } from './generate-password.ts';

/** The repositories this service reads and writes. */
type UsedRepositories = Pick<
  Repositories,
  'agents' | 'datasets' | 'documents' | 'segments' | 'devices' | 'loginLockouts' | 'mcpProxyTokens' | 'mcpServers' | 'tokens' | 'uploads' | 'userMcps' | 'users' | 'voiceClones'
>;

const USER: Localized = { zh_CN: '用户', zh_TW: '使用者', en: 'User' };

export interface AdminUsersDeps {
  repos: UsedRepositories;
  /** Creates accounts as registration does (hashing, the duplicate-phone rule). */
  users: Pick<UsersService, 'create'>;
  transaction: RunInTransaction;
  clock: Clock;
  /** The storage areas of a removed user's files: knowledge-base documents, uploads (the user's folder), voice clones. */
  storage: { datasets: Pick<ObjectStorage, 'delete'>; uploads: Pick<ObjectStorage, 'delete' | 'list'>; voiceClones: Pick<ObjectStorage, 'delete'> };
}

/** User management for super admins (upstream.md §2.7, §3.2). */
export class AdminUsersService {
  readonly #deps: AdminUsersDeps;

  constructor(deps: AdminUsersDeps) {
    this.#deps = deps;
  }

  async list(query: AdminUserQuery): Promise<PageData<AdminUserRow>> {
    const page = await this.#deps.repos.users.adminPage({ ...query, ...listSortOf(query, ADMIN_USER_USUAL_SORT) });
    return {
      total: page.total,
      list: page.list.map((row) => ({
        userid: row.id,
        mobile: row.username,
        deviceCount: String(Number(row.device_count ?? 0)),
        status: row.status,
        superAdmin: row.super_admin,
        createDate: formatGmt8(row.created_at),
        lockedUntil: row.locked_until && Date.parse(row.locked_until) > this.#deps.clock.now() ? row.locked_until : null,
      })),
    };
  }

  /** Lifts a wrong-password lock and forgets the failures, so the user can sign in at once. */
  async unlock(userId: string): Promise<void> {
    if (!(await this.#deps.repos.users.findById(userId))) throw new AppError(ErrorCode.NOT_FOUND, [USER]);
    await this.#deps.repos.loginLockouts.clear(userId);
  }

  /**
   * Removes the account with everything it owns (sessions, agents with their history and voiceprints, tags, devices,
   * knowledge bases, uploads, voice clones), in one transaction; the stored files go once it has committed, so a
   * rolled-back deletion loses none. A file whose removal fails is left to the storage sweep (no row names it).
   */
  async delete(actor: Session, userId: string): Promise<void> {
    if (userId === actor.user.id) throw new AppError(ErrorCode.CANNOT_CHANGE_SELF);
    const files = await this.#deps.transaction(async (repos) => {
      if (!(await repos.users.findById(userId))) throw new AppError(ErrorCode.NOT_FOUND, [USER]);
      await repos.tokens.deleteByUsers([userId]);
      await repos.apiKeys.deleteByUsers([userId]);
      await repos.loginLockouts.clear(userId);
      await purgeAgents(repos, await repos.agents.idsOfUser(userId));
      await repos.agentTags.deleteByUsers([userId]);
      await repos.userMcps.deleteByOwners([userId]);
      await repos.mcpServers.deleteByOwners([userId]);
      await repos.mcpProxyTokens.deleteByUsers([userId]);
      await repos.uploads.deleteByOwners([userId]);
      await repos.correctWordFiles.deleteByOwners([userId]);
      const datasetFiles = await purgeUserDatasets(repos, [userId]);
      const voiceCloneFiles = (await repos.voiceClones.deleteByUser(userId)).flatMap((row) => [row.sample_key, row.demo_key]).filter((key) => key !== null);
      await repos.addressBook.deleteByUsers([userId]);
      await repos.devices.deleteByUser(userId);
      await repos.users.delete(userId);
      return { datasetFiles, voiceCloneFiles };
    });
    const { storage } = this.#deps;
    const uploads = await storage.uploads.list(`${userId}/`).catch(() => []);
    await Promise.all([
      ...files.datasetFiles.map((key) => storage.datasets.delete(key).catch(() => undefined)),
      ...files.voiceCloneFiles.map((key) => storage.voiceClones.delete(key).catch(() => undefined)),
      ...uploads.map((object) => storage.uploads.delete(object.key).catch(() => undefined)),
    ]);
  }

  /** A normal, enabled user with a generated password, returned once for the admin to pass on. */
  async create({ mobile }: AdminUserCreateInput): Promise<AdminUserCreated> {
    const password = generatePassword();
    const user = await this.#deps.users.create({ username: mobile, password, superAdmin: false });
    return { id: user.id, password };
  }

  /** A new random password, returned once; the user's sessions and API keys end. */
  async resetPassword(userId: string): Promise<string> {
    const password = generatePassword();
    const hash = await hashPassword(password);
    await this.#deps.transaction(async (repos) => {
      if (!(await repos.users.findById(userId))) throw new AppError(ErrorCode.NOT_FOUND, [USER]);
      await repos.users.updatePassword(userId, hash, isoFromNow(this.#deps.clock));
      await repos.tokens.deleteByUsers([userId]);
      await repos.apiKeys.revokeByUsers([userId], 'password_reset', isoFromNow(this.#deps.clock));
      await repos.loginLockouts.clear(userId);
    });
    return password;
  }

  /**
   * Upstream: PUT changeStatus/{status} with a list of ids; SPEC: PUT changeStatus/{id} with {status}.
   * The body tells which one the path segment is (contracts changeStatusBody).
   */
  async changeStatus(actor: Session, pathSegment: string, body: ChangeStatusBody): Promise<void> {
    const { ids, status } = Array.isArray(body) ? { ids: [...new Set(body)], status: parseStatus(pathSegment) } : { ids: [pathSegment], status: body.status };
    if (status === USER_STATUS.DISABLED && ids.includes(actor.user.id)) throw new AppError(ErrorCode.CANNOT_CHANGE_SELF);
    await this.#deps.transaction(async (repos) => {
      const found = await repos.users.existingIds(ids);
      if (found.length !== ids.length) throw new AppError(ErrorCode.NOT_FOUND, [USER]);
      await repos.users.updateStatus(ids, status, isoFromNow(this.#deps.clock));
      if (status === USER_STATUS.DISABLED) {
        await repos.tokens.deleteByUsers(ids);
        // Enabling the account again does not bring its keys back: the owner makes new ones.
        await repos.apiKeys.revokeByUsers(ids, 'user_disabled', isoFromNow(this.#deps.clock));
      }
    });
  }
}

function parseStatus(segment: string): number {
  if (segment !== '0' && segment !== '1') throw new AppError(ErrorCode.BAD_REQUEST, ['status', validationReason('notAllowed')]);
  return Number(segment);
}
