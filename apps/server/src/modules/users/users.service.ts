import { ErrorCode, type AdminUserSort, type ListSort, type PageData, type PageQuery } from '@vox/contracts';
import { hashPassword } from '../../integrations/crypto/password.ts';
import { isUniqueViolation } from '../../db/sql-helpers.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { AdminUserListRow, UserRow, UsersRepository } from './users.repository.ts';

export interface NewUser {
  username: string;
  password: string;
  superAdmin: boolean;
}

export class UsersService {
  readonly #users: UsersRepository;
  readonly #clock: Clock;

  constructor(users: UsersRepository, clock: Clock) {
    this.#users = users;
    this.#clock = clock;
  }

  findByUsername(username: string): Promise<UserRow | undefined> {
    return this.#users.findByUsername(username);
  }

  findById(id: string): Promise<UserRow | undefined> {
    return this.#users.findById(id);
  }

  hasSuperAdmin(): Promise<boolean> {
    return this.#users.hasSuperAdmin();
  }

  /** New accounts start enabled; a duplicate user name is 10070 even when two requests race. */
  async create({ username, password, superAdmin }: NewUser): Promise<UserRow> {
    const now = isoFromNow(this.#clock);
    const row: UserRow = {
      id: newId(),
      username,
      password: await hashPassword(password),
      super_admin: superAdmin ? 1 : 0,
      status: 1,
      created_at: now,
      updated_at: now,
    };
    try {
      await this.#users.insert(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(ErrorCode.PHONE_REGISTERED);
      throw error;
    }
    return row;
  }

  /** Admin list with the real device count per user. */
  adminPage(query: PageQuery & ListSort<AdminUserSort> & { mobile: string }): Promise<PageData<AdminUserListRow>> {
    return this.#users.adminPage(query);
  }

  /** Makes the account a super admin (single sign-on's admin claim); never takes the role away. */
  async grantSuperAdmin(userId: string): Promise<void> {
    await this.#users.updateSuperAdmin(userId, 1, isoFromNow(this.#clock));
  }

  async setPassword(userId: string, password: string): Promise<void> {
    await this.#users.updatePassword(userId, await hashPassword(password), isoFromNow(this.#clock));
  }
}
