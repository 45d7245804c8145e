import { ErrorCode, lockoutMessages } from '@vox/contracts';
import { AppError, type Localized } from '../../lib/app-error.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import type { LockoutScope, LoginLockoutRow, LoginLockoutsRepository } from './login-lockouts.repository.ts';

interface ScopeRule {
  /** Failures counted before the first wait. */
  lockAfter: number;
  /** The first wait; each failure after it doubles the wait, up to `maxLockSeconds`. */
  firstLockSeconds: number;
  maxLockSeconds: number;
  /** A count whose last failure is this old starts again. */
  forgetAfterSeconds: number;
  message: Localized;
}

/** Wrong passwords in a row for one account from one address before that pair waits. */
export const LOCK_AFTER_FAILURES = 5;

/**
 * Three counts, so a stranger who knows a phone number cannot lock its owner out:
 * - the (account, address) pair: the guesser waits, doubling up to an hour; cleared by a right password from there;
 * - the address, over every account it tries (unknown ones too): spraying one password over many phones;
 * - the account from anywhere, to which each pair adds only its first failures in a row, so one address alone never
 *   reaches it: guessing from many addresses makes everyone wait a minute, never longer.
 */
const RULES: Record<'pair' | 'address' | 'account', ScopeRule> = {
  pair: { lockAfter: LOCK_AFTER_FAILURES, firstLockSeconds: 60, maxLockSeconds: 3600, forgetAfterSeconds: 86_400, message: lockoutMessages.pair },
  address: { lockAfter: 20, firstLockSeconds: 60, maxLockSeconds: 3600, forgetAfterSeconds: 3600, message: lockoutMessages.address },
  account: { lockAfter: 3 * LOCK_AFTER_FAILURES, firstLockSeconds: 60, maxLockSeconds: 60, forgetAfterSeconds: 900, message: lockoutMessages.account },
};

type ScopeName = keyof typeof RULES;

export function lockSeconds(rule: ScopeRule, failures: number): number {
  if (failures < rule.lockAfter) return 0;
  return Math.min(rule.maxLockSeconds, rule.firstLockSeconds * 2 ** (failures - rule.lockAfter));
}

/** The scopes of an attempt; without an account (an unknown user name) only the address counts. */
function scopesOf(userId: string | undefined, address: string): Partial<Record<ScopeName, LockoutScope>> {
  const byAddress = { userId: '', address };
  return userId ? { pair: { userId, address }, address: byAddress, account: { userId, address: '' } } : { address: byAddress };
}

const sameScope = (row: LoginLockoutRow, scope: LockoutScope) => row.user_id === scope.userId && row.address === scope.address;

/** Sign-in and password re-entry lockout; while a scope waits, no password is even checked and the wait is not extended. */
export class LoginLockout {
  readonly #repo: LoginLockoutsRepository;
  readonly #clock: Clock;

  constructor(repo: LoginLockoutsRepository, clock: Clock) {
    this.#repo = repo;
    this.#clock = clock;
  }

  async refuseIfLocked(userId: string | undefined, address: string): Promise<void> {
    const scopes = scopesOf(userId, address);
    const rows = await this.#repo.findAll(Object.values(scopes));
    for (const name of ['pair', 'address', 'account'] as const) {
      const scope = scopes[name];
      const lockedUntil = scope && rows.find((row) => sameScope(row, scope))?.locked_until;
      const secondsLeft = lockedUntil ? Math.ceil((Date.parse(lockedUntil) - this.#clock.now()) / 1000) : 0;
      if (secondsLeft > 0) throw new AppError(ErrorCode.ACCOUNT_LOCKED, [Math.ceil(secondsLeft / 60)], RULES[name].message);
    }
  }

  async recordFailure(userId: string | undefined, address: string): Promise<void> {
    const { pair, address: byAddress, account } = scopesOf(userId, address);
    await this.#count('address', byAddress!);
    if (!pair || !account) return;
    const pairFailures = await this.#count('pair', pair);
    if (pairFailures <= RULES.pair.lockAfter) await this.#count('account', account);
  }

  /** A right password clears its pair only: the address and account counts are about others' guesses too. */
  recordSuccess(userId: string, address: string): Promise<void> {
    return this.#repo.delete({ userId, address });
  }

  /** An administrator lifts the account's locks and forgets its failures, so the user can sign in at once. */
  clear(userId: string): Promise<void> {
    return this.#repo.clear(userId);
  }

  async #count(name: ScopeName, scope: LockoutScope): Promise<number> {
    const rule = RULES[name];
    const failures = await this.#repo.addFailure(scope, isoFromNow(this.#clock), isoFromNow(this.#clock, -rule.forgetAfterSeconds));
    const seconds = lockSeconds(rule, failures);
    if (seconds > 0) await this.#repo.lockUntil(scope, isoFromNow(this.#clock, seconds));
    return failures;
  }
}
