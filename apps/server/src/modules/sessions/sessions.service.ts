import { TOKEN_TTL_SECONDS } from '@vox/contracts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import { newId, newToken, sha256Hex } from '../../lib/ids.ts';
import type { TokensRepository } from './tokens.repository.ts';

export interface AuthUser {
  id: string;
  username: string;
  superAdmin: 0 | 1;
  status: 0 | 1;
}

export interface Session {
  /** The sign-in token's row, or the API key's id when the caller used a key. */
  tokenId: string;
  user: AuthUser;
  /** Set when the caller authenticated with an API key rather than a sign-in token. */
  apiKeyId?: string;
}

/** Sign-in tokens: random, stored as sha256, 12 h, several per user. */
export class SessionsService {
  readonly #tokens: TokensRepository;
  readonly #clock: Clock;

  constructor(tokens: TokensRepository, clock: Clock) {
    this.#tokens = tokens;
    this.#clock = clock;
  }

  async issue(userId: string): Promise<string> {
    const token = newToken();
    await this.#tokens.deleteExpired(userId, isoFromNow(this.#clock));
    await this.#tokens.insert({
      id: newId(),
      user_id: userId,
      token_hash: sha256Hex(token),
      expires_at: isoFromNow(this.#clock, TOKEN_TTL_SECONDS),
      created_at: isoFromNow(this.#clock),
    });
    return token;
  }

  /** The live session of a token, or null when it is unknown, expired or revoked. */
  async resolve(token: string): Promise<Session | null> {
    if (!/^[0-9a-f]{16,128}$/i.test(token)) return null;
    const row = await this.#tokens.findActiveByHash(sha256Hex(token.toLowerCase()), isoFromNow(this.#clock));
    if (!row) return null;
    return {
      tokenId: row.id,
      user: { id: row.user_id, username: row.username, superAdmin: row.super_admin === 1 ? 1 : 0, status: row.status === 1 ? 1 : 0 },
    };
  }

  revoke(tokenId: string): Promise<void> {
    return this.#tokens.deleteById(tokenId);
  }

  revokeAll(userId: string, keepTokenId?: string): Promise<void> {
    return this.#tokens.deleteByUsers([userId], keepTokenId);
  }
}
