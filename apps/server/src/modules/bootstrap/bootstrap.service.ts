import { timingSafeEqual } from 'node:crypto';
import type { KeyValueStore } from '../../integrations/kv/kv-store.ts';
import { sha256Hex } from '../../lib/ids.ts';
import { randomFrom } from '../../lib/random.ts';
import type { UsersRepository } from '../users/index.ts';

const KEY = 'bootstrap:admin-code-hash';
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Dashes, spaces and case do not matter when the code is typed back. */
const normalise = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();
const hashOf = (code: string) => sha256Hex(normalise(code));

/**
 * The first administrator: while no super admin exists, each start prints a fresh
 * one-time code; registering with it makes that account super admin. Only its hash is stored.
 */
export class BootstrapService {
  readonly #users: UsersRepository;
  readonly #kv: KeyValueStore;

  constructor(users: UsersRepository, kv: KeyValueStore) {
    this.#users = users;
    this.#kv = kv;
  }

  async needsBootstrap(): Promise<boolean> {
    return !(await this.#users.hasSuperAdmin());
  }

  /** A new code (replacing any earlier one) while no super admin exists; null otherwise. */
  async issueIfNeeded(): Promise<string | null> {
    if (!(await this.needsBootstrap())) {
      await this.#kv.delete(KEY);
      return null;
    }
    const raw = randomFrom(ALPHABET, 12);
    const code = `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8)}`;
    await this.#kv.set(KEY, hashOf(code));
    return code;
  }

  async isValid(code: string): Promise<boolean> {
    const stored = await this.#kv.get(KEY);
    if (stored === null || !(await this.needsBootstrap())) return false;
    const given = Buffer.from(hashOf(code));
    const expected = Buffer.from(stored);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** Atomically uses the code up; false when another request got there first. */
  consume(code: string): Promise<boolean> {
    return this.#kv.deleteIfEquals(KEY, hashOf(code));
  }
}
