import { ErrorCode } from '@vox/contracts';
import { AppError } from '../../lib/app-error.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import type { LoginLockoutsRepository } from './login-lockouts.repository.ts';

/** Wrong passwords in a row before the account locks; each one after that doubles the lock, up to an hour. */
export const LOCK_AFTER_FAILURES = 5;
const FIRST_LOCK_SECONDS = 60;
const MAX_LOCK_SECONDS = 3600;

export function lockSeconds(failures: number): number {
  if (failures < LOCK_AFTER_FAILURES) return 0;
  return Math.min(MAX_LOCK_SECONDS, FIRST_LOCK_SECONDS * 2 ** (failures - LOCK_AFTER_FAILURES));
}

/**
 * Per-account lockout with backoff: the login rate limit counts per address, so guesses spread over many addresses
 * are counted here. While locked, no password is even checked, and the lock is not extended by those attempts.
 */
export class LoginLockout {
  readonly #repo: LoginLockoutsRepository;
  readonly #clock: Clock;

  constructor(repo: LoginLockoutsRepository, clock: Clock) {
    this.#repo = repo;
    this.#clock = clock;
  }

  async refuseIfLocked(userId: string): Promise<void> {
    const row = await this.#repo.find(userId);
    if (!row?.locked_until) return;
    const secondsLeft = Math.ceil((Date.parse(row.locked_until) - this.#clock.now()) / 1000);
    if (secondsLeft > 0) throw new AppError(ErrorCode.ACCOUNT_LOCKED, [Math.ceil(secondsLeft / 60)]);
  }

  async recordFailure(userId: string): Promise<void> {
    const failures = await this.#repo.addFailure(userId, isoFromNow(this.#clock));
    const seconds = lockSeconds(failures);
    if (seconds > 0) await this.#repo.lockUntil(userId, isoFromNow(this.#clock, seconds));
  }

  recordSuccess(userId: string): Promise<void> {
    return this.#repo.clear(userId);
  }
}
