import { ACTIVATION_CODE_LENGTH, ACTIVATION_CODE_TTL_SECONDS } from '@vox/contracts';
import type { KeyValueStore } from '../../integrations/kv/kv-store.ts';
import { randomDigits } from '../../lib/random.ts';

/** What the device reported while unbound; key names as upstream's redis map. */
export interface PendingActivation {
  id: string;
  mac_address: string;
  board: string;
  app_version: string | null;
  deviceId: string;
  activation_code: string;
}

const ISSUE_ATTEMPTS = 20;
const dataKey = (mac: string) => `ota:activation:data:${mac.replaceAll(':', '_')}`;
const codeKey = (code: string) => `ota:activation:code:${code}`;

function parsePending(value: string | null): PendingActivation | null {
  if (!value) return null;
  try {
    return JSON.parse(value) as PendingActivation;
  } catch {
    return null;
  }
}

/**
 * Six-digit activation codes, both ways in the key-value store for 24 h: code → device MAC and
 * MAC → pending data. A device keeps its code until it expires; no two devices share one.
 */
export class ActivationCodes {
  readonly #kv: KeyValueStore;

  constructor(kv: KeyValueStore) {
    this.#kv = kv;
  }

  /** The device's live code, or a fresh one. `device.mac_address` is the normalised MAC. */
  async codeFor(device: Omit<PendingActivation, 'activation_code'>): Promise<string> {
    const mac = device.mac_address;
    const existing = parsePending(await this.#kv.get(dataKey(mac)));
    if (existing && (await this.#kv.get(codeKey(existing.activation_code))) === mac) return existing.activation_code;
    for (let attempt = 0; attempt < ISSUE_ATTEMPTS; attempt++) {
      const code = randomDigits(ACTIVATION_CODE_LENGTH);
      if (!(await this.#kv.setIfAbsent(codeKey(code), mac, ACTIVATION_CODE_TTL_SECONDS))) continue;
      await this.#kv.set(dataKey(mac), JSON.stringify({ ...device, activation_code: code }), ACTIVATION_CODE_TTL_SECONDS);
      return code;
    }
    throw new Error('no free activation code after several attempts');
  }

  /** The MAC a live code belongs to. */
  deviceOf(code: string): Promise<string | null> {
    return this.#kv.get(codeKey(code));
  }

  async pendingCode(mac: string): Promise<string | null> {
    const pending = parsePending(await this.#kv.get(dataKey(mac)));
    if (!pending || (await this.#kv.get(codeKey(pending.activation_code))) !== mac) return null;
    return pending.activation_code;
  }

  /** Uses a code up: only one caller wins, and the code stops working. */
  async claim(code: string): Promise<PendingActivation | null> {
    const mac = await this.#kv.get(codeKey(code));
    if (!mac) return null;
    const pending = parsePending(await this.#kv.get(dataKey(mac)));
    if (!pending || pending.activation_code !== code) return null;
    if (!(await this.#kv.deleteIfEquals(codeKey(code), mac))) return null;
    await this.#kv.delete(dataKey(mac));
    return pending;
  }

  /** Drops a device's pending code, e.g. when it is added by hand. */
  async discard(mac: string): Promise<void> {
    const pending = parsePending(await this.#kv.get(dataKey(mac)));
    if (pending) await this.#kv.deleteIfEquals(codeKey(pending.activation_code), mac);
    await this.#kv.delete(dataKey(mac));
  }
}
