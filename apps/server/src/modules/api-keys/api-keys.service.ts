import { API_KEY_PATTERN, API_KEYS_PER_USER_MAX, apiKeyMessages, ErrorCode, type ApiKeyRevokedReason, type ApiKeyView } from '@vox/contracts';
import type { SecretBox } from '../../integrations/crypto/secret-box.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { maskValue } from '../../lib/secret-masking.ts';
import type { Session } from '../sessions/index.ts';
import type { ApiKeyRow, ApiKeysRepository } from './api-keys.repository.ts';

/** last_used_at is a hint for the owner, so it is written at most once a minute per key, not on every call. */
const LAST_USED_RESOLUTION_MS = 60_000;

const noSuchKey = () => new AppError(ErrorCode.NOT_FOUND, [], apiKeyMessages.noSuchKey);

export interface ApiKeysDeps {
  apiKeys: ApiKeysRepository;
  secrets: SecretBox;
  clock: Clock;
}

/** A user's API keys: 32 hex, sealed at rest, found by a keyed hash, acting as their owner. */
export class ApiKeysService {
  readonly #deps: ApiKeysDeps;

  constructor(deps: ApiKeysDeps) {
    this.#deps = deps;
  }

  async list(userId: string): Promise<ApiKeyView[]> {
    return (await this.#deps.apiKeys.listByUser(userId)).map((row) => this.#view(row, false));
  }

  async create(userId: string, description: string): Promise<ApiKeyView> {
    const { apiKeys, secrets, clock } = this.#deps;
    if ((await apiKeys.countByUser(userId)) >= API_KEYS_PER_USER_MAX) {
      throw new AppError(ErrorCode.BAD_REQUEST, [API_KEYS_PER_USER_MAX], apiKeyMessages.tooMany);
    }
    const key = newId();
    const row: ApiKeyRow = {
      id: newId(),
      user_id: userId,
      description,
      key_hash: secrets.lookupHash(key),
      key_sealed: secrets.seal(key),
      created_at: isoFromNow(clock),
      last_used_at: null,
      revoked_at: null,
      revoked_reason: null,
    };
    await apiKeys.insert(row);
    return this.#view(row, false);
  }

  async get(userId: string, id: string, raw: boolean): Promise<ApiKeyView> {
    const row = await this.#deps.apiKeys.findOwned(userId, id);
    if (!row) throw noSuchKey();
    return this.#view(row, raw);
  }

  async update(userId: string, id: string, description: string): Promise<ApiKeyView> {
    const { apiKeys } = this.#deps;
    if (!(await apiKeys.findOwned(userId, id))) throw noSuchKey();
    await apiKeys.updateDescription(userId, id, description);
    return this.get(userId, id, false);
  }

  async delete(userId: string, id: string): Promise<void> {
    if (!(await this.#deps.apiKeys.deleteOwned(userId, id))) throw noSuchKey();
  }

  /** Ends the access of every key of the user (a password change or reset, the account disabled); the rows stay listed. */
  revokeAll(userId: string, reason: ApiKeyRevokedReason): Promise<void> {
    return this.#deps.apiKeys.revokeByUsers([userId], reason, isoFromNow(this.#deps.clock));
  }

  /** The owner's session for a bearer value that is one of our keys, or null (unknown, deleted, revoked, malformed). */
  async resolve(bearer: string): Promise<Session | null> {
    if (!API_KEY_PATTERN.test(bearer)) return null;
    const { apiKeys, secrets, clock } = this.#deps;
    const row = await apiKeys.findByHash(secrets.lookupHash(bearer));
    if (!row) return null;
    const now = clock.now();
    if (!row.last_used_at || now - Date.parse(row.last_used_at) >= LAST_USED_RESOLUTION_MS) await apiKeys.touch(row.id, isoFromNow(clock));
    return {
      tokenId: row.id,
      apiKeyId: row.id,
      user: { id: row.user_id, username: row.username, superAdmin: row.super_admin === 1 ? 1 : 0, status: row.status === 1 ? 1 : 0 },
    };
  }

  #view(row: ApiKeyRow, raw: boolean): ApiKeyView {
    const key = this.#deps.secrets.open(row.key_sealed);
    return {
      id: row.id,
      desc: row.description,
      key: raw ? key : String(maskValue(key)),
      created_at: row.created_at,
      last_used_at: row.last_used_at,
      revoked_at: row.revoked_at,
      revoked_reason: row.revoked_reason,
    };
  }
}
