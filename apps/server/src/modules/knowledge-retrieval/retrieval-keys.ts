import { randomBytes } from 'node:crypto';
import type { SecretBox } from '../../integrations/crypto/secret-box.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import type { RetrievalKeysRepository } from './retrieval-keys.repository.ts';

/** `vox-kb-` and 32 random bytes (base64url): never mistaken for a sign-in token or an API key. */
const KEY_PATTERN = /^vox-kb-[A-Za-z0-9_-]{43}$/;
const newKey = () => `vox-kb-${randomBytes(32).toString('base64url')}`;

/** The binding a key is made for, in one canonical text: sorted ids as JSON. */
export const bindingText = (datasetIds: readonly string[]) => JSON.stringify([...datasetIds].sort());

export interface RetrievalKeysDeps {
  keys: RetrievalKeysRepository;
  secrets: SecretBox;
  clock: Clock;
}

/**
 * Per-agent knowledge keys. Made lazily when the agent-models answer is built, handed out the same until the agent's
 * knowledge bases change (agents.service drops the row in the same transaction, so the old key is refused at once),
 * and checked against the current binding on every use as well.
 */
export class RetrievalKeys {
  readonly #deps: RetrievalKeysDeps;

  constructor(deps: RetrievalKeysDeps) {
    this.#deps = deps;
  }

  /** The agent's key for exactly these knowledge bases; a key made for another binding is replaced. */
  async keyFor(agentId: string, datasetIds: readonly string[]): Promise<string> {
    const { keys, secrets, clock } = this.#deps;
    const binding = bindingText(datasetIds);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const row = await keys.findByAgent(agentId);
      const plain = row && row.dataset_ids === binding ? this.#open(row.key_sealed) : null;
      if (row && plain) return plain;
      // Made for another binding, or sealed under a secrets key this install no longer has.
      if (row) await keys.deleteKey(agentId, row.key_hash);
      const key = newKey();
      await keys.insertIfAbsent({ agent_id: agentId, key_hash: secrets.lookupHash(key), key_sealed: secrets.seal(key), dataset_ids: binding, created_at: isoFromNow(clock) });
    }
    throw new Error(`No stable knowledge key for agent ${agentId}`);
  }

  /** The agent a bearer value is the key of, with the binding it was made for; null for anything else. */
  async resolve(bearer: string): Promise<{ agentId: string; keyHash: string; binding: string } | null> {
    if (!KEY_PATTERN.test(bearer)) return null;
    const keyHash = this.#deps.secrets.lookupHash(bearer);
    const row = await this.#deps.keys.findByHash(keyHash);
    return row ? { agentId: row.agent_id, keyHash, binding: row.dataset_ids } : null;
  }

  async revoke(agentId: string, keyHash: string): Promise<void> {
    await this.#deps.keys.deleteKey(agentId, keyHash);
  }

  #open(sealed: string): string | null {
    try {
      return this.#deps.secrets.open(sealed);
    } catch {
      return null;
    }
  }
}
