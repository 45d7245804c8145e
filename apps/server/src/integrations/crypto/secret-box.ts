import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const FORMAT = 'v1';

const subkey = (master: Buffer, purpose: string) => Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `vox-console ${purpose}`, KEY_BYTES));

/**
 * Secrets that must be shown again (API keys) are sealed with AES-256-GCM and found by a keyed hash,
 * so a copy of the database alone neither reads nor uses them. Two keys derived from one master key: one seals, one
 * hashes.
 */
export class SecretBox {
  readonly #sealKey: Buffer;
  readonly #hashKey: Buffer;

  constructor(masterKey: Buffer) {
    if (masterKey.length !== KEY_BYTES) throw new Error(`The secrets key must be ${KEY_BYTES} bytes`);
    this.#sealKey = subkey(masterKey, 'seal');
    this.#hashKey = subkey(masterKey, 'lookup');
  }

  static random(): SecretBox {
    return new SecretBox(randomBytes(KEY_BYTES));
  }

  /** `v1:<base64 iv|tag|ciphertext>`. */
  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#sealKey, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${FORMAT}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
  }

  /** Throws when the text was sealed with another key or altered. */
  open(sealed: string): string {
    const [format, payload] = sealed.split(':', 2);
    if (format !== FORMAT || !payload) throw new Error('Not a sealed secret');
    const bytes = Buffer.from(payload, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.#sealKey, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }

  /** HMAC-SHA256 hex: the same text always gives the same lookup value, which is useless without the key. */
  lookupHash(text: string): string {
    return createHmac('sha256', this.#hashKey).update(text).digest('hex');
  }
}

/** `SECRETS_KEY` is 64 hex characters or the base64 of 32 bytes. */
export function parseSecretsKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== KEY_BYTES) throw new Error('SECRETS_KEY must be 64 hex characters or the base64 of 32 bytes');
  return key;
}

/**
 * The key from `SECRETS_KEY`, else from the key file, which the first start creates (owner-only). Created exclusively,
 * so two processes starting together on one data directory end up with the same key.
 */
export function loadSecretBox(options: { envKey: string | undefined; file: string }): SecretBox {
  if (options.envKey) return new SecretBox(parseSecretsKey(options.envKey));
  mkdirSync(path.dirname(options.file), { recursive: true });
  try {
    writeFileSync(options.file, `${randomBytes(KEY_BYTES).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return new SecretBox(parseSecretsKey(readFileSync(options.file, 'utf8')));
}
