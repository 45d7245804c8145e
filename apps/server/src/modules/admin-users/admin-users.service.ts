import { ADMIN_USER_USUAL_SORT, ErrorCode, listSortOf, USER_STATUS, type AdminUserCreated, type AdminUserCreateInput, type AdminUserQuery, type AdminUserRow, type ChangeStatusBody, type PageData } from '@vox/contracts';
import { hashPassword } from '../../integrations/crypto/password.ts';
import { AppError, type Localized } from '../../lib/app-error.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import { formatGmt8 } from '../../lib/time.ts';
import { validationReason } from '../../lib/validation-reason.ts';
import { clearLoginLockoutsOfUsers, type LoginLockout } from '../account/index.ts';
import { revokeApiKeysOfUsers } from '../api-keys/index.ts';
import type { AfterCommit, UsersPurge } from '../purges.ts';
import type { RunInDatabaseTransaction } from '../repositories.ts';
import { endSessionsOfUsers, type Session } from '../sessions/index.ts';
import { deleteUser, existingUserIds, findUser, setPasswordHash, setUsersStatus, type UsersService } from '../users/index.ts';
import { generatePassword } from './generate-password.ts';

const USER: Localized = { zh_CN: '用户', zh_TW: '使用者', en: 'User', de: 'Benutzer', vi: 'Người dùng', pt_BR: 'Usuário' };

export interface AdminUsersDeps {
  /** Creates accounts as registration does (hashing, the duplicate-phone rule); finds and lists them. */
  users: Pick<UsersService, 'adminPage' | 'create' | 'findById'>;
  lockout: Pick<LoginLockout, 'clear'>;
  transaction: RunInDatabaseTransaction;
  /** Each module's part of a removed user, in the order they run (the account row itself goes last). */
  userPurges: readonly UsersPurge[];
  clock: Clock;
}

/** User management for super admins. */
export class AdminUsersService {
  readonly #deps: AdminUsersDeps;

  constructor(deps: AdminUsersDeps) {
    this.#deps = deps;
  }

  async list(query: AdminUserQuery): Promise<PageData<AdminUserRow>> {
    const page = await this.#deps.users.adminPage({ ...query, ...listSortOf(query, ADMIN_USER_USUAL_SORT) });
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
    if (!(await this.#deps.users.findById(userId))) throw new AppError(ErrorCode.NOT_FOUND, [USER]);
    await this.#deps.lockout.clear(userId);
  }

  /**
   * Removes the account with everything it owns (sessions, agents with their history and voiceprints, tags, devices,
   * knowledge bases, uploads, voice clones), in one transaction; the stored files go once it has committed, so a
   * rolled-back deletion loses none. A file whose removal fails is left to the storage sweep (no row names it).
   */
  async delete(actor: Session, userId: string): Promise<void> {
    if (userId === actor.user.id) throw new AppError(ErrorCode.CANNOT_CHANGE_SELF);
    const afterCommit = await this.#deps.transaction(async (trx) => {
      if (!(await findUser(trx, userId))) throw new AppError(ErrorCode.NOT_FOUND, [USER]);
      const work: AfterCommit[] = [];
      for (const purge of this.#deps.userPurges) {
        const after = await purge(trx, [userId]);
        if (after) work.push(after);
      }
      await deleteUser(trx, userId);
      return work;
    });
    await Promise.all(afterCommit.map((run) => run()));
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
    await this.#deps.transaction(async (trx) => {
      if (!(await findUser(trx, userId))) throw new AppError(ErrorCode.NOT_FOUND, [USER]);
      await setPasswordHash(trx, userId, hash, isoFromNow(this.#deps.clock));
      await endSessionsOfUsers(trx, [userId]);
      await revokeApiKeysOfUsers(trx, [userId], 'password_reset', isoFromNow(this.#deps.clock));
      await clearLoginLockoutsOfUsers(trx, [userId]);
    });
    return password;
  }

  /**
   * Upstream: PUT changeStatus/{status} with a list of ids; ours: PUT changeStatus/{id} with {status}.
   * The body tells which one the path segment is (contracts changeStatusBody).
   */
  async changeStatus(actor: Session, pathSegment: string, body: ChangeStatusBody): Promise<void> {
    const { ids, status } = Array.isArray(body) ? { ids: [...new Set(body)], status: parseStatus(pathSegment) } : { ids: [pathSegment], status: body.status };
    if (status === USER_STATUS.DISABLED && ids.includes(actor.user.id)) throw new AppError(ErrorCode.CANNOT_CHANGE_SELF);
    await this.#deps.transaction(async (trx) => {
      const found = await existingUserIds(trx, ids);
      if (found.length !== ids.length) throw new AppError(ErrorCode.NOT_FOUND, [USER]);
      await setUsersStatus(trx, ids, status, isoFromNow(this.#deps.clock));
      if (status === USER_STATUS.DISABLED) {
        await endSessionsOfUsers(trx, ids);
        // Enabling the account again does not bring its keys back: the owner makes new ones.
        await revokeApiKeysOfUsers(trx, ids, 'user_disabled', isoFromNow(this.#deps.clock));
      }
    });
  }
}

function parseStatus(segment: string): number {
  if (segment !== '0' && segment !== '1') throw new AppError(ErrorCode.BAD_REQUEST, ['status', validationReason('notAllowed')]);
  return Number(segment);
}
